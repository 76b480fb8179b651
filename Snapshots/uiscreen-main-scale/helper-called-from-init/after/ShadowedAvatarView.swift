import UIKit

final class ShadowedAvatarView: UIView {
    private let imageView = UIImageView()
    private var heightConstraint: NSLayoutConstraint?

    init(image: UIImage?) {
        super.init(frame: .zero)
        imageView.image = image
        setup()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setup() {
        layer.shouldRasterize = true
        layer.rasterizationScale = max(traitCollection.displayScale, 1)
        addSubview(imageView)
        addHairline()
    }

    private func addHairline() {
        let line = UIView()
        addSubview(line)
        heightConstraint = line.heightAnchor.constraint(equalToConstant: 1 / max(traitCollection.displayScale, 1))
        heightConstraint?.isActive = true
    }
}
