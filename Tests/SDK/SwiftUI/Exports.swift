// SwiftUI stub (docs/sdk-stubs.md). On iOS, `import SwiftUI` makes UIKit and
// Foundation visible too (SwiftUI imports them with @_exported); so does this stub.
@_exported import UIKit
