import SwiftUI

struct EditProfileSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var name: String

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
            }
            .navigationBarItems(
                leading: Button("Cancel") {
                    dismiss()
                },
                trailing: Button("Done") {
                    save()
                    dismiss()
                }
            )
        }
    }

    private func save() {}
}

struct NewListSheet: View {
    let close: () -> Void
    let save: () -> Void

    var body: some View {
        ListEditor()
            .navigationBarItems(leading: Button("Close", action: close), trailing: Button("Save", action: save))
    }
}

struct ReportDetailView: View {
    let goBack: () -> Void

    var body: some View {
        ReportChart()
            .navigationBarItems(leading: Button("Back", action: goBack))
    }
}

struct RenameSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        RenameForm()
            .navigationBarItems(leading: Button(action: { dismiss() }) {
                Text("Cancel")
            })
    }
}
