import UIKit

final class MessageCell: UITableViewCell {
    override func layoutSubviews() {
        super.layoutSubviews()
        separatorInset.left = 16 / UIScreen.main.scale
    }
}

final class PhotoCell: UICollectionViewCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        contentView.layer.borderWidth = 1 / UIScreen.main.scale
    }
}

final class SectionHeader: UICollectionReusableView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / UIScreen.main.scale
    }
}

final class ChipStack: UIStackView {
    func applySpacing() { spacing = 6 / UIScreen.main.scale }
}
