// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class LedgerStore {
    func load() {}
    func save() {}
}

final class LedgerViewController: UIViewController {
    init(store: LedgerStore) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
