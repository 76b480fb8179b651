import UIKit

final class RibbonView: UIView {
    func ribbonWidth() -> CGFloat {
        bounds.width - safeAreaInsets.left - safeAreaInsets.left
    }

    func bandWidth() -> CGFloat {
        bounds.width - (safeAreaInsets.right + safeAreaInsets.right)
    }
}
