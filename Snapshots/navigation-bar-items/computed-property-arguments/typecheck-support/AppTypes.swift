// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

final class AccountModel: ObservableObject {
    @Published var isPrivate = false
    @Published var showsActivity = false
    var hasChanges: Bool { false }
    func revert() {}
    func commit() {}
    func signOut() {}
}

struct AccountSummary: View {
    let account: AccountModel
    var body: some View { EmptyView() }
}
