import UIKit

final class SlimTrackView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let height = 2 / traitCollection.displayScale
        frame.size.height = height
    }
}
