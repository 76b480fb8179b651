import Foundation
import Transforms
import UnfoldKit

ProcessSetup.run()
let code = CLI.run(Array(CommandLine.arguments.dropFirst()), catalog: Registry.catalog, console: .standard)
exit(code.rawValue)
