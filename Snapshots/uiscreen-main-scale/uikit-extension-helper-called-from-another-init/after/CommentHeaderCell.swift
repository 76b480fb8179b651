import UIKit

final class CommentHeaderCell: UICollectionViewCell {
    private let avatarView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatarView.applyAvatarStyle()
        contentView.addSubview(avatarView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension CommentHeaderCell {
    func separatorHeight() -> CGFloat {
        1 / max(traitCollection.displayScale, 1)
    }
}
