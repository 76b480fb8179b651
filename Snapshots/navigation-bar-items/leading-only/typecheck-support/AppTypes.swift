// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct Mailbox: Identifiable {
    let id: Int
    let name: String
    let icon: String
}

struct MessageList: View {
    let mailbox: Mailbox
    var body: some View { EmptyView() }
}
