import UIKit

final class ProgressBar: UIView {
    var progress: CGFloat = 0 {
        didSet {
            fillWidth = (bounds.width * progress * max(traitCollection.displayScale, 1)).rounded() / max(traitCollection.displayScale, 1)
            setNeedsLayout()
        }
    }

    private var fillWidth: CGFloat = 0
    private var trackPixels: CGFloat = 4

    var trackHeight: CGFloat {
        get { trackPixels / max(traitCollection.displayScale, 1) }
        set { trackPixels = newValue * max(traitCollection.displayScale, 1) }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 4 / max(traitCollection.displayScale, 1))
    }

    subscript(segment: Int) -> CGFloat {
        CGFloat(segment) * 8 / max(traitCollection.displayScale, 1)
    }
}
