import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Settings")
            }
            .navigationTitle("Settings")
        }
    }
}
