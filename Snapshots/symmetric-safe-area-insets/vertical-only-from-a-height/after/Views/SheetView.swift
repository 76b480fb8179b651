import UIKit

final class SheetView: UIView {
    func contentHeight() -> CGFloat {
        bounds.height - safeAreaInsets.top - safeAreaInsets.bottom
    }

    func sizeHeight() -> CGFloat {
        bounds.size.height - safeAreaInsets.bottom - safeAreaInsets.top
    }

    func footerHeight() -> CGFloat {
        // A doubled bottom used as padding is not symmetric arithmetic.
        44 + safeAreaInsets.bottom * 2
    }
}
