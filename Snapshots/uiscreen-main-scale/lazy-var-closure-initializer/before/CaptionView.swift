import UIKit

final class CaptionView: UIView {
    private lazy var underline: CALayer = {
        let layer = CALayer()
        layer.frame.size.height = 1 / UIScreen.main.scale
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
