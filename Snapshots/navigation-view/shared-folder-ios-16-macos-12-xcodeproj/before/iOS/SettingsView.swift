import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Settings")
            }
            .navigationTitle("Settings")
        }
    }
}
