import UIKit

/// A separator that is exactly one physical pixel thick.
final class HairlineView: UIView {

    private let defaultThickness: CGFloat = 1 / UIScreen.main.scale

    var lineColor: UIColor = .separator {
        didSet { setNeedsDisplay() }
    }

    private var heightConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: defaultThickness)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let pixel = 1 / UIScreen.main.scale
        if heightConstraint == nil {
            heightConstraint = heightAnchor.constraint(equalToConstant: pixel)
            heightConstraint?.isActive = true
        }
    }

    override func draw(_ rect: CGRect) {
        let thickness = 1 / UIScreen.main.scale
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY - thickness / 2))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - thickness / 2))
        path.lineWidth = thickness
        lineColor.setStroke()
        path.stroke()
    }

    /// Briefly thickens the line to draw attention to a section break.
    func pulse() {
        UIView.animate(withDuration: 0.2) {
            self.heightConstraint?.constant = 3 / UIScreen.main.scale
            self.superview?.layoutIfNeeded()
        }
    }
}
