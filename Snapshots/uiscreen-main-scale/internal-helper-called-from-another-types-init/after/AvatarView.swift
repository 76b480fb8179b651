import UIKit

final class AvatarView: UIView {
    private let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRing()
    }

    /// Called by the cells that show an avatar, when they are made.
    func applyBorder() {
        layer.borderWidth = 1 / max(traitCollection.displayScale, 1)
    }

    private func layoutRing() {
        ring.lineWidth = 2 / traitCollection.displayScale
    }
}
