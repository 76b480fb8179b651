// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class OrderStore {
    static let defaultURL = URL(fileURLWithPath: "/")
    init(url: URL) {}
}

final class BackgroundSync {
    static let shared = BackgroundSync()
    func attach(_ store: OrderStore) {}
}

final class OrdersViewController: UIViewController {
    init(store: OrderStore) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError()
    }
}
