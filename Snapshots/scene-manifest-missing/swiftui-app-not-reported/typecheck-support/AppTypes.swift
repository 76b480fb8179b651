// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

enum QuickActions {
    static func register() {}
    static func handle(_ item: UIApplicationShortcutItem) {}
}

struct ContentView: View {
    var body: some View { EmptyView() }
}
