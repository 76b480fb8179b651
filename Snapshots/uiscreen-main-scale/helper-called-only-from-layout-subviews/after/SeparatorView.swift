import UIKit

final class SeparatorView: UIView {
    private let line = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(line)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutLine()
    }

    private func layoutLine() {
        line.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / traitCollection.displayScale)
    }

    func pixelAligned(_ value: CGFloat) -> CGFloat {
        (value * max(traitCollection.displayScale, 1)).rounded() / max(traitCollection.displayScale, 1)
    }
}
