import UIKit

enum Components {
    static let hairline: CGFloat = 1 / UIScreen.main.scale

    final class Badge: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            layer.cornerRadius = bounds.height / 2
            layer.borderWidth = 1 / traitCollection.displayScale
        }
    }

    static func spacing(_ points: CGFloat) -> CGFloat {
        (points * UIScreen.main.scale).rounded() / UIScreen.main.scale
    }
}

extension Components.Badge {
    func highlight() {
        layer.borderWidth = 2 / max(traitCollection.displayScale, 1)
    }
}
