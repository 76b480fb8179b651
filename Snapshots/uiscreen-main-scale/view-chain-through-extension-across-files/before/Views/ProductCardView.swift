import UIKit

final class ProductCardView: BaseCardView {
    let titleLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 8 / UIScreen.main.scale, dy: 0)
    }
}
