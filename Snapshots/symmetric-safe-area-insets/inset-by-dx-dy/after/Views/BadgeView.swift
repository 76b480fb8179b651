import UIKit

final class BadgeView: UIView {
    override func draw(_ rect: CGRect) {
        let content = bounds.inset(by: UIEdgeInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right))
        let padded = bounds.inset(by: UIEdgeInsets(top: 12, left: layoutMargins.left, bottom: 12, right: layoutMargins.right))
        let inner = bounds.inset(by: safeAreaInsets)
        UIBezierPath(rect: content.union(padded).union(inner)).stroke()
    }
}
