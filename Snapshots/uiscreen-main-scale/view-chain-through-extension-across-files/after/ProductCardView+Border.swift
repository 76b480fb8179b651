import UIKit

extension ProductCardView {
    func applyBorder() {
        layer.borderWidth = 1 / traitCollection.displayScale
        layer.cornerRadius = cornerRadiusPoints
    }
}

fileprivate extension ProductCardView {
    func hairlineWidth() -> CGFloat {
        1 / traitCollection.displayScale
    }
}
