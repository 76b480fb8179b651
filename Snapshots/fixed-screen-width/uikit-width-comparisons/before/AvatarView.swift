import UIKit

final class AvatarView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let side: CGFloat = 390 < bounds.maxX ? 96 : 64
        frame.size = CGSize(width: side, height: side)
    }
}
