import SwiftUI

struct NotesView: View {
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            List(0..<3, id: \.self) { index in
                Text("Note \(index)")
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Button("Scan") {}
                        Button("Connect") {}
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    moreMenu
                }
            }
        }
    }

    private var moreMenu: some View {
        Button("More", systemImage: "ellipsis") {
            showsSettings = true
        }
    }
}

struct LegacyNotesView: View {
    var body: some View {
        Text("Notes")
            .navigationBarItems(trailing: Button {
            } label: {
                Image(systemName: "ellipsis.circle.fill")
            })
            .toolbar {
                Menu("More", systemImage: "ellipsis.circle") {
                    Button("Export") {}
                }
            }
    }
}
