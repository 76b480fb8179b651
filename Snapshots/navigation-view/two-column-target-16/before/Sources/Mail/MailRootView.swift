import SwiftUI

struct MailRootView: View {
    @StateObject private var model = MailModel()

    var body: some View {
        NavigationView {
            MailboxSidebar(model: model)
            Text("Select a message")
                .foregroundStyle(.secondary)
        }
    }
}

struct ContactsRootView: View {
    var body: some View {
        NavigationView {
            ContactList()
            ContactPlaceholder()
        }
        .navigationViewStyle(DoubleColumnNavigationViewStyle())
    }
}
