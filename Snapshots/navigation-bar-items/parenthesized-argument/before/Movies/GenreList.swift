import SwiftUI

struct GenreList: View {
    @State private var isSortSheetPresented = false

    var body: some View {
        List {
            Text("Drama")
        }
        .navigationBarItems(trailing: (
            Button(action: {
                self.isSortSheetPresented.toggle()
            }, label: {
                Image(systemName: "line.horizontal.3.decrease.circle")
            })
        ))
    }
}

struct SearchList: View {
    @State private var query = ""

    var body: some View {
        List {
            Text(query)
        }
        .navigationBarItems(leading: (Text("Search")), trailing: (
            // Clears the field.
            Button("Clear") { query = "" }
        ))
    }
}
