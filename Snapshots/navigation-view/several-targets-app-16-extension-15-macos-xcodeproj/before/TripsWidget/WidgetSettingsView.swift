import SwiftUI

struct WidgetSettingsView: View {
    var body: some View {
        NavigationView {
            Text("Widget")
        }
        .navigationViewStyle(.stack)
    }
}
