import UIKit

final class BadgeView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = .pad == self.traitCollection.userInterfaceIdiom ? 12 : 6
        layoutMargins = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
    }
}
