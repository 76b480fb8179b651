import Foundation
import Transforms
import UnfoldKit

exit(CLI.main(Array(CommandLine.arguments.dropFirst()), catalog: Registry.catalog))
