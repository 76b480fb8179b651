import SwiftUI

struct LibraryView: View {
    var body: some View {
        Text("Library")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Badge(text: "New", placement: .navigationBarLeading)
                }
                refreshItem()
            }
    }

    func refreshItem(placement: ToolbarItemPlacement = .navigationBarTrailing) -> some ToolbarContent {
        ToolbarItem(placement: placement) {
            Badge(text: "Sync", placement: .navigationBarTrailing)
        }
    }
}
