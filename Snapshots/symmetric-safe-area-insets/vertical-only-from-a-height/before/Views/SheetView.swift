import UIKit

final class SheetView: UIView {
    func contentHeight() -> CGFloat {
        bounds.height - safeAreaInsets.top * 2
    }

    func sizeHeight() -> CGFloat {
        bounds.size.height - 2 * safeAreaInsets.bottom
    }

    func footerHeight() -> CGFloat {
        // A doubled bottom used as padding is not symmetric arithmetic.
        44 + safeAreaInsets.bottom * 2
    }
}
