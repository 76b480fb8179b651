import UIKit

extension UIImageView {
    func applyAvatarStyle(bordered: Bool = true) {
        contentMode = .scaleAspectFill
        clipsToBounds = true
        if bordered {
            layer.borderWidth = 1.0 / max(traitCollection.displayScale, 1)
        }
    }
}
