import UIKit

final class ProgressBar: UIView {
    var progress: CGFloat = 0 {
        didSet {
            fillWidth = (bounds.width * progress * UIScreen.main.scale).rounded() / UIScreen.main.scale
            setNeedsLayout()
        }
    }

    private var fillWidth: CGFloat = 0
    private var trackPixels: CGFloat = 4

    var trackHeight: CGFloat {
        get { trackPixels / UIScreen.main.scale }
        set { trackPixels = newValue * UIScreen.main.scale }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 4 / UIScreen.main.scale)
    }

    subscript(segment: Int) -> CGFloat {
        CGFloat(segment) * 8 / UIScreen.main.scale
    }
}
