// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class AccountsViewController: UIViewController {}

final class LedgerStore {
    static let shared = LedgerStore()
    func save() {}
}
