import SwiftUI

struct DocumentEditorView: View {
    @ObservedObject var document: DocumentModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TextEditor(text: $document.text)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Close") { dismiss() }
                }
                ToolbarItemGroup(placement: .navigationBarTrailing) {
                    Button(action: document.undo) { Image(systemName: "arrow.uturn.backward") }
                    Button(action: document.redo) { Image(systemName: "arrow.uturn.forward") }
                }
                ToolbarItem(placement: ToolbarItemPlacement.navigationBarTrailing) {
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
                ToolbarItemGroup(placement: .navigationBarLeading) { EditButton() }
            }
    }
}
