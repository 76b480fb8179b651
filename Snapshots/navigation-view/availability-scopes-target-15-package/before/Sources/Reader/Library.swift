import SwiftUI

struct LibraryView: View {
    var body: some View {
        if #available(iOS 16, *) {
            NavigationView {
                List { Text("Books") }
            }
            .navigationViewStyle(.stack)
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
        NavigationView {
            List { Text("Shelf") }
        }
    }
}
