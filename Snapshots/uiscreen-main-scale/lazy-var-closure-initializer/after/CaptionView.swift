import UIKit

final class CaptionView: UIView {
    private lazy var underline: CALayer = {
        let layer = CALayer()
        layer.frame.size.height = 1 / max(self.traitCollection.displayScale, 1)
        layer.backgroundColor = UIColor.separator.cgColor
        return layer
    }()

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil {
            layer.addSublayer(underline)
        }
    }
}
