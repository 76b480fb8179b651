import UIKit

final class CoverView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / UIScreen.main.scale
        let maxWidth = UIScreen.main.bounds.width
        layer.borderWidth = hairline
        frame.size.width = min(frame.width, maxWidth)
    }
}
