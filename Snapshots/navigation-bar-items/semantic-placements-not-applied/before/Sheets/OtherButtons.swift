import SwiftUI

struct ImportView: View {
    let finish: () -> Void
    let cancelImport: () -> Void

    var body: some View {
        ImportProgress()
            .navigationBarItems(leading: Button("Done", action: finish), trailing: Button("Cancel", action: cancelImport))
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    let send: () -> Void

    var body: some View {
        MessageEditor()
            .navigationBarItems(
                leading: Button(action: { dismiss() }) {
                    Image(systemName: "xmark")
                },
                trailing: Button("Send", action: send)
            )
    }
}

struct DraftView: View {
    let saveDraft: () -> Void

    var body: some View {
        DraftEditor()
            .navigationBarItems(trailing: Button("Save Draft", action: saveDraft))
    }
}
