import UIKit

extension ProductCardView {
    func applyBorder() {
        layer.borderWidth = 1 / UIScreen.main.scale
        layer.cornerRadius = cornerRadiusPoints
    }
}

fileprivate extension ProductCardView {
    func hairlineWidth() -> CGFloat {
        1 / UIScreen.main.scale
    }
}
