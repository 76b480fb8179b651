import SwiftUI

/// Pushed by RootView: its own NavigationView would nest a stack in RootView's.
struct RelayConfigView: View {
    var body: some View {
        NavigationView {
            List { Text("relay.damus.io") }
                .navigationTitle("Relays")
        }
    }
}

struct MuteListView: View {
    var body: some View {
        NavigationView {
            Text("No one muted")
        }
    }
}

struct SettingsView: View {
    var body: some View {
        return NavigationView {
            Text("Settings")
        }
    }
}

/// Shown in a sheet, never pushed: a sheet needs its own stack.
struct AboutView: View {
    var body: some View {
        NavigationStack {
            Text("About")
                .navigationTitle("About")
        }
    }
}

/// Built by Route.view(), which RoutedRootView's navigationDestination calls.
struct RelayListView: View {
    var body: some View {
        NavigationView {
            List { Text("wss://relay.example") }
        }
    }
}
