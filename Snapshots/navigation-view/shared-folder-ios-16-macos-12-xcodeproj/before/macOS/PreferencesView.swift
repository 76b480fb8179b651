import SwiftUI

struct PreferencesView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Preferences")
            }
            .navigationTitle("Preferences")
        }
    }
}
