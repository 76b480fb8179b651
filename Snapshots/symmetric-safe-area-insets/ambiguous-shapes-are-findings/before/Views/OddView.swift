import UIKit

final class OddView: UIView {
    func ratio(_ w: CGFloat) -> CGFloat {
        w / safeAreaInsets.left * 2
    }

    func commented() -> CGFloat {
        bounds.width - safeAreaInsets.left /* one side */ * 2
    }

    func tighter() -> CGFloat {
        bounds.width - safeAreaInsets.left * 2 << 1
    }
}
