import SwiftUI

struct GenreList: View {
    @State private var isSortSheetPresented = false

    var body: some View {
        List {
            Text("Drama")
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button(action: {
                    self.isSortSheetPresented.toggle()
                }, label: {
                    Image(systemName: "line.horizontal.3.decrease.circle")
                })
            }
        }
    }
}

struct SearchList: View {
    @State private var query = ""

    var body: some View {
        List {
            Text(query)
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Text("Search")
            }
            ToolbarItem(placement: .topBarTrailing) {
                (
                    // Clears the field.
                    Button("Clear") { query = "" }
                )
            }
        }
    }
}
