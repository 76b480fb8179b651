import UIKit

final class OverlayWindow: UIWindow {
    // UIKit sets the frame inside init(frame:), and other code sets it at any time.
    override var frame: CGRect {
        didSet {
            if abs(frame.width - frame.height) < 1 / max(traitCollection.displayScale, 1) {
                frame.size.height += 1 / max(traitCollection.displayScale, 1)
            }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / traitCollection.displayScale
    }
}
