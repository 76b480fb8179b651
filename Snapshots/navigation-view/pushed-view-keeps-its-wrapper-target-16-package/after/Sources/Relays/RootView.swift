import SwiftUI

struct RootView: View {
    @State private var showAbout = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Relays") {
                    RelayConfigView()
                }
                NavigationLink(destination: MuteListView(), label: { Text("Muted") })
                NavigationLink(value: "settings") { Text("Settings") }
            }
            .navigationDestination(for: String.self) { _ in
                SettingsView()
            }
            .sheet(isPresented: $showAbout) {
                AboutView()
            }
        }
    }
}
