import UIKit

final class ProgressBar: UIView {
    var progress: CGFloat = 0 {
        didSet {
            fillWidth = (bounds.width * progress * traitCollection.displayScale).rounded() / traitCollection.displayScale
            setNeedsLayout()
        }
    }

    private var fillWidth: CGFloat = 0
    private var trackPixels: CGFloat = 4

    var trackHeight: CGFloat {
        get { trackPixels / traitCollection.displayScale }
        set { trackPixels = newValue * traitCollection.displayScale }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 4 / traitCollection.displayScale)
    }

    subscript(segment: Int) -> CGFloat {
        CGFloat(segment) * 8 / traitCollection.displayScale
    }
}
