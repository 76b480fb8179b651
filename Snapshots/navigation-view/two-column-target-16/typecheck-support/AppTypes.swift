// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

final class MailModel: ObservableObject {}

struct MailboxSidebar: View {
    @ObservedObject var model: MailModel
    var body: some View { EmptyView() }
}

struct ContactList: View {
    var body: some View { EmptyView() }
}

struct ContactPlaceholder: View {
    var body: some View { EmptyView() }
}
