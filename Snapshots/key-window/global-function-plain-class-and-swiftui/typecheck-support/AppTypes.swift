// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class HUDView: UIView {
    convenience init(message: String) { self.init(frame: .zero) }
}
