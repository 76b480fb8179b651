import SwiftUI

struct LibraryView: View {
    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                List { Text("Books") }
            }
        } else {
            NavigationView {
                List { Text("Books") }
            }
            .navigationViewStyle(.stack)
        }
    }
}

@available(iOS 16, *)
struct ShelfView: View {
    var body: some View {
        NavigationStack {
            List { Text("Shelf") }
        }
    }
}
