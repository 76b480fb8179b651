// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct Note: Identifiable {
    let id: Int
}

final class NoteStore: ObservableObject {
    @Published var notes: [Note] = []
    func addNote() {}
}

struct NoteRow: View {
    let note: Note
    var body: some View { EmptyView() }
}
