import UIKit

final class ProfileHeaderCell: UITableViewCell {
    @IBOutlet private weak var avatarView: UIImageView! {
        didSet {
            avatarView.layer.borderWidth = 1 / max(traitCollection.displayScale, 1)
        }
    }

    @IBOutlet private weak var nameLabel: UILabel! {
        didSet { styleName() }
    }

    var isHighlightedBorder = false {
        didSet {
            layer.borderWidth = isHighlightedBorder ? 2 / max(traitCollection.displayScale, 1) : 0
        }
    }

    private func styleName() {
        nameLabel.layer.shadowRadius = 2 / max(traitCollection.displayScale, 1)
    }
}
