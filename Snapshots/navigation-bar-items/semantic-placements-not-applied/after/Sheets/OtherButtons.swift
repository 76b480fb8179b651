import SwiftUI

struct ImportView: View {
    let finish: () -> Void
    let cancelImport: () -> Void

    var body: some View {
        ImportProgress()
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Done", action: finish)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Cancel", action: cancelImport)
                }
            }
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    let send: () -> Void

    var body: some View {
        MessageEditor()
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(action: { dismiss() }) {
                        Image(systemName: "xmark")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Send", action: send)
                }
            }
    }
}

struct DraftView: View {
    let saveDraft: () -> Void

    var body: some View {
        DraftEditor()
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Save Draft", action: saveDraft)
                }
            }
    }
}
