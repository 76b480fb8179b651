import UIKit

final class QuietView: UIView {
    // bounds.width - safeAreaInsets.left * 2
    let note = "bounds.width - safeAreaInsets.left * 2"
    var margins = UIEdgeInsets.zero

    func widths() -> [CGFloat] {
        [
            bounds.width - safeAreaInsets.left - safeAreaInsets.right,
            bounds.width - safeAreaInsets.left * 3,
            bounds.width - margins.left * 2,
            bounds.inset(by: safeAreaInsets).width,
            safeAreaInsets.left.rounded() * 2,
        ]
    }
}
