import SwiftUI

struct NoteListView: View {
    @State private var notes: [Note] = Note.samples

    var body: some View {
        NavigationStack {
            List(notes) { note in
                Text(note.title)
            }
            .navigationTitle("Notes")
        }
    }
}
