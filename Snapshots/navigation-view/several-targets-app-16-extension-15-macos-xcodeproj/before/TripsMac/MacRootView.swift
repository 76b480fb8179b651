import SwiftUI

struct MacRootView: View {
    var body: some View {
        NavigationView {
            Text("Sidebar")
            Text("Detail")
        }
        .navigationViewStyle(.stack)
    }
}
