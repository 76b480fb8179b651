import UIKit

final class PhotoCell: UICollectionViewCell {
    private let iconView = UIImageView()
    private let titleLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        iconView.center = CGPoint(x: bounds.midX, y: bounds.midY)
        titleLabel.center = contentView.center
    }
}

final class AvatarButton: UIButton {
    private let initials = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        initials.center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    }
}
