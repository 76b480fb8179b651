import UIKit

final class CardView: UIView {
    private let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame.size.width = bounds.width - safeAreaInsets.left * 2
        label.preferredMaxLayoutWidth = self.bounds.width - self.safeAreaInsets.right * 2 - 24
    }
}
