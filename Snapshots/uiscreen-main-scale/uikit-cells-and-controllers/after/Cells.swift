import UIKit

final class MessageCell: UITableViewCell {
    override func layoutSubviews() {
        super.layoutSubviews()
        separatorInset.left = 16 / traitCollection.displayScale
    }
}

final class PhotoCell: UICollectionViewCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        contentView.layer.borderWidth = 1 / traitCollection.displayScale
    }
}

final class SectionHeader: UICollectionReusableView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / traitCollection.displayScale
    }
}

final class ChipStack: UIStackView {
    func applySpacing() { spacing = 6 / max(traitCollection.displayScale, 1) }
}
