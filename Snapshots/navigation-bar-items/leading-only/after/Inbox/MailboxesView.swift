import SwiftUI

struct MailboxesView: View {
    let mailboxes: [Mailbox]

    var body: some View {
        List(mailboxes) { mailbox in
            Label(mailbox.name, systemImage: mailbox.icon)
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                EditButton()
            }
        }
    }
}

struct MailboxDetailView: View {
    let mailbox: Mailbox
    @State private var showingInfo = false

    var body: some View {
        MessageList(mailbox: mailbox)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        showingInfo.toggle()
                    } label: {
                        Image(systemName: "info.circle")
                    }
                }
            }
    }
}
