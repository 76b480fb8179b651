// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

struct Order {
    let summary: String
}

final class PaymentViewController: UIViewController {
    convenience init(order: Order) { self.init(nibName: nil, bundle: nil) }
}
