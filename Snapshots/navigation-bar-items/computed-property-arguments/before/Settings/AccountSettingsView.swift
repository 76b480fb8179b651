import SwiftUI

struct AccountSettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @ObservedObject var account: AccountModel

    var body: some View {
        Form {
            Toggle("Private Profile", isOn: $account.isPrivate)
            Toggle("Show Activity", isOn: $account.showsActivity)
        }
        .navigationBarItems(leading: cancelButton, trailing: doneButton)
    }

    private var cancelButton: some View {
        Button("Cancel") {
            account.revert()
            dismiss()
        }
    }

    private var doneButton: some View {
        Button("Done") {
            account.commit()
            dismiss()
        }
        .disabled(!account.hasChanges)
    }
}

struct AccountHeaderView: View {
    let account: AccountModel

    var body: some View {
        AccountSummary(account: account)
            .navigationBarItems(trailing: self.menu(for: account))
    }

    func menu(for account: AccountModel) -> some View {
        Menu("More") {
            Button("Sign Out", action: account.signOut)
        }
    }
}
