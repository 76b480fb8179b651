// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

struct Receipt {}

final class ReceiptBanner: UIView {
    convenience init(receipt: Receipt) { self.init(frame: .zero) }
}
