import UIKit

final class BadgeView: UIView {
    override func draw(_ rect: CGRect) {
        let content = bounds.insetBy(dx: safeAreaInsets.left, dy: 0)
        let padded = bounds.insetBy(dx: layoutMargins.right, dy: 12)
        let inner = bounds.insetBy(dx: safeAreaInsets.left, dy: safeAreaInsets.top)
        UIBezierPath(rect: content.union(padded).union(inner)).stroke()
    }
}
