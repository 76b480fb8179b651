import UIKit

final class CRLFView: UIView {
    func width() -> CGFloat {
        bounds.width - safeAreaInsets.left * 2
    }
}
