import SwiftUI

/// Wraps content the way `NavigationView { … }.navigationViewStyle(.stack)` used to.
struct CustomNavigationView<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        // NavigationView { content }.navigationViewStyle(.stack)
        VStack(spacing: 0) {
            HeaderBar(title: "NavigationView")
            content
        }
    }
}

struct SettingsRoot: View {
    let hint = "NavigationView { List() }.navigationViewStyle(StackNavigationViewStyle())"

    var body: some View {
        CustomNavigationView {
            Text(hint)
        }
    }
}

struct AlreadyMigratedRoot: View {
    var body: some View {
        NavigationStack {
            Text("Done")
        }
    }
}
