import UIKit

final class BorderedButton: UIButton {
    func applyBorder(width: CGFloat = 1 / UIScreen.main.scale, color: UIColor = .separator) {
        layer.borderWidth = width
        layer.borderColor = color.cgColor
    }

    func applyShadow() {
        layer.shadowRadius = 2 / max(traitCollection.displayScale, 1)
    }
}
