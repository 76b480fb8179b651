import UIKit

extension ProductCardView {
    func applyBorder() {
        layer.borderWidth = 1 / max(traitCollection.displayScale, 1)
        layer.cornerRadius = cornerRadiusPoints
    }
}

fileprivate extension ProductCardView {
    func hairlineWidth() -> CGFloat {
        1 / traitCollection.displayScale
    }
}
