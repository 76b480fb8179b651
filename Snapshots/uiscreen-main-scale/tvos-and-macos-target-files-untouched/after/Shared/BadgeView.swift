import UIKit

/// Built by the iOS and the tvOS app.
final class BadgeView: UILabel {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / traitCollection.displayScale
    }
}
