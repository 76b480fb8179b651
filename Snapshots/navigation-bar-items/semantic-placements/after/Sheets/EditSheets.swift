import SwiftUI

struct EditProfileSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var name: String

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        save()
                        dismiss()
                    }
                }
            }
        }
    }

    private func save() {}
}

struct NewListSheet: View {
    let close: () -> Void
    let save: () -> Void

    var body: some View {
        ListEditor()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close", action: close)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                }
            }
    }
}

struct ReportDetailView: View {
    let goBack: () -> Void

    var body: some View {
        ReportChart()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Back", action: goBack)
                }
            }
    }
}

struct RenameSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        RenameForm()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(action: { dismiss() }) {
                        Text("Cancel")
                    }
                }
            }
    }
}
