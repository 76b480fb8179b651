import UIKit

final class ProductCardView: BaseCardView {
    let titleLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 8 / traitCollection.displayScale, dy: 0)
    }
}
