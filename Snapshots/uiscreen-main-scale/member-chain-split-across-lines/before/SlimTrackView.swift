import UIKit

final class SlimTrackView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let height = 2 / UIScreen
            .main
            .scale
        frame.size.height = height
    }
}
