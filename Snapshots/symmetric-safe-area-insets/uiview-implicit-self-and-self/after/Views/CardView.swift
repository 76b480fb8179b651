import UIKit

final class CardView: UIView {
    private let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame.size.width = bounds.width - safeAreaInsets.left - safeAreaInsets.right
        label.preferredMaxLayoutWidth = self.bounds.width - self.safeAreaInsets.right - self.safeAreaInsets.left - 24
    }
}
