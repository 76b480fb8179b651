import SwiftUI

struct LibraryView: View {
    var body: some View {
        Text("Library")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Badge(text: "New", placement: .navigationBarLeading)
                }
                refreshItem()
            }
    }

    func refreshItem(placement: ToolbarItemPlacement = .topBarTrailing) -> some ToolbarContent {
        ToolbarItem(placement: placement) {
            Badge(text: "Sync", placement: .navigationBarTrailing)
        }
    }
}
