import SwiftUI

struct NotesListView: View {
    @ObservedObject var store: NoteStore

    var body: some View {
        List {
            ForEach(store.notes) { note in
                NoteRow(note: note)
            }
        }
        .navigationBarItems(trailing: Button(action: store.addNote) {
            Image(systemName: "square.and.pencil")
        })
    }
}
