import SwiftUI

struct MailboxesView: View {
    let mailboxes: [Mailbox]

    var body: some View {
        List(mailboxes) { mailbox in
            Label(mailbox.name, systemImage: mailbox.icon)
        }
        .navigationBarItems(leading: EditButton())
    }
}

struct MailboxDetailView: View {
    let mailbox: Mailbox
    @State private var showingInfo = false

    var body: some View {
        MessageList(mailbox: mailbox)
            .navigationBarItems(leading:
                Button {
                    showingInfo.toggle()
                } label: {
                    Image(systemName: "info.circle")
                }
            )
    }
}
