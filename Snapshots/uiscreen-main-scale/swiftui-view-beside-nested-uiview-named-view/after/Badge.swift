import UIKit

enum Badge {
    final class View: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            layer.borderWidth = 1 / traitCollection.displayScale
        }
    }
}
