import SwiftUI

struct HomeView: View {
    let isCompact: Bool

    var body: some View {
        NavigationView {
            let content = Text("Popular")
                .padding()
            if isCompact {
                content
            } else {
                content.padding()
            }
        }
    }
}
