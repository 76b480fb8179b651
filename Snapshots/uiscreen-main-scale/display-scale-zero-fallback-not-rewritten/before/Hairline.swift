import UIKit

extension UITraitEnvironment {
    /// The display scale, or the main screen's while the trait is unspecified (0).
    var hairlineScale: CGFloat {
        let scale = traitCollection.displayScale
        if scale == 0.0 {
            return UIScreen.main.scale
        }
        return scale
    }
}

final class Divider: UIView {
    var lineWidth: CGFloat {
        guard traitCollection.displayScale > 0 else { return 1 / UIScreen.main.scale }
        return 1 / traitCollection.displayScale
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / UIScreen.main.scale
    }
}
