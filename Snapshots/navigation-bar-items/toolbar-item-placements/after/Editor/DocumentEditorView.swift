import SwiftUI

struct DocumentEditorView: View {
    @ObservedObject var document: DocumentModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TextEditor(text: $document.text)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Close") { dismiss() }
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button(action: document.undo) { Image(systemName: "arrow.uturn.backward") }
                    Button(action: document.redo) { Image(systemName: "arrow.uturn.forward") }
                }
                ToolbarItem(placement: ToolbarItemPlacement.topBarTrailing) {
                    ShareLink(item: document.text)
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(document.wordCount) words")
                }
            }
    }
}

struct DocumentInfoView: View {
    var body: some View {
        InfoList()
            .toolbar {
                ToolbarItemGroup(placement: .topBarLeading) { EditButton() }
            }
    }
}
