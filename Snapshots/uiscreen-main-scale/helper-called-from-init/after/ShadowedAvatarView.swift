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
        layer.rasterizationScale = traitCollection.displayScale
        addSubview(imageView)
        addHairline()
    }

    private func addHairline() {
        let line = UIView()
        addSubview(line)
        heightConstraint = line.heightAnchor.constraint(equalToConstant: 1 / traitCollection.displayScale)
        heightConstraint?.isActive = true
    }
}
