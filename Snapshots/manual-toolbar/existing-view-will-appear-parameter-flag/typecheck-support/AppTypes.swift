// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class Cart {
    var formattedTotal: String { "" }
    func save() {}
}

final class CheckoutViewController: UIViewController {
    convenience init(cart: Cart) { self.init(nibName: nil, bundle: nil) }
}
