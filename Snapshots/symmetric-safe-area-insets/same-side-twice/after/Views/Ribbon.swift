import UIKit

final class RibbonView: UIView {
    func ribbonWidth() -> CGFloat {
        bounds.width - safeAreaInsets.left - safeAreaInsets.right
    }

    func bandWidth() -> CGFloat {
        bounds.width - safeAreaInsets.right - safeAreaInsets.left
    }
}
