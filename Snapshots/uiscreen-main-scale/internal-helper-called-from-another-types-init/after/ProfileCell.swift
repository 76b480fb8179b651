import UIKit

final class ProfileCell: UITableViewCell {
    private let avatar = AvatarView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.applyBorder()
        contentView.addSubview(avatar)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
