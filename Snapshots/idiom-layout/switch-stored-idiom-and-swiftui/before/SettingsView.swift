import SwiftUI

struct SettingsView: View {
    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .pad {
            NavigationSplitView {
                Text("Sections")
            } detail: {
                Text("Detail")
            }
        } else {
            NavigationStack {
                Text("Sections")
            }
        }
    }
}
