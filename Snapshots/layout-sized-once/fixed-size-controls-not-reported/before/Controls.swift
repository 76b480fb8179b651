import UIKit

final class AngularActivityIndicator: UIView {
    private let contentView = UIView()
    private let shapeLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup(frame, lineWidth: 2)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup(bounds, lineWidth: 2)
    }

    private func setup(_ frame: CGRect, lineWidth: CGFloat) {
        contentView.frame = frame
        shapeLayer.frame = frame
        shapeLayer.lineWidth = lineWidth
        addSubview(contentView)
    }
}

final class ProfileProgressCircleView: UIView {
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let imageSize = frame.size.width - 8
        imageView.frame = CGRect(x: 4, y: 4, width: imageSize, height: imageSize)
        imageView.layer.cornerRadius = imageSize / 2
        addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SubscribeButton: UIControl {
    private let circleView = UIView()

    override func awakeFromNib() {
        super.awakeFromNib()
        circleView.frame = bounds
        addSubview(circleView)
    }
}

final class PillAttachmentView: UIView {
    convenience init(frame: CGRect, spacing: CGFloat) {
        self.init(frame: frame)
        let stack = UIStackView(frame: frame)
        stack.spacing = spacing
        addSubview(stack)
    }
}

final class CallPiPView: UIView {
    private let dots = UIView()

    override func awakeFromNib() {
        super.awakeFromNib()
        dots.frame = CGRect(x: 0, y: 0, width: bounds.width * 0.3, height: 8)
    }
}
