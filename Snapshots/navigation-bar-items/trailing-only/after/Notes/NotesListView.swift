import SwiftUI

struct NotesListView: View {
    @ObservedObject var store: NoteStore

    var body: some View {
        List {
            ForEach(store.notes) { note in
                NoteRow(note: note)
            }
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button(action: store.addNote) {
                    Image(systemName: "square.and.pencil")
                }
            }
        }
    }
}
