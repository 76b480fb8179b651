import SwiftUI

/// Trio's shape: a Screen enum's computed view builder, modules as namespaces,
/// and a destination for the Screen type that never names the builder.
enum Screen: Hashable {
    case cgm
    case pump

    @ViewBuilder var view: some View {
        switch self {
        case .cgm: CGMSettings.RootView()
        case .pump: PumpSettingsView()
        }
    }
}

struct ScreenHost: View {
    let screen: Screen
    @State private var showHelp = false
    var body: some View { content }

    /// Read by a destination (`screen.view`'s host), but its sheet presents HelpView.
    var content: some View {
        screen.view
            .sheet(isPresented: $showHelp) { HelpView() }
    }
}

/// Presented in a sheet only: its NavigationView stays a stack's to rewrite.
struct HelpView: View {
    var body: some View {
        NavigationStack {
            Text("Help")
        }
    }
}

struct DevicesView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("CGM", value: Screen.cgm)
                NavigationLink("Pump", value: Screen.pump)
            }
            .navigationDestination(for: Screen.self) { screen in
                ScreenHost(screen: screen).content
            }
        }
    }
}

enum CGMSettings {}

extension CGMSettings {
    struct RootView: View {
        var body: some View {
            NavigationView {
                Form { Text("CGM") }
            }
        }
    }
}

struct PumpSettingsView: View {
    var body: some View {
        NavigationView {
            Form { Text("Pump") }
        }
    }
}
