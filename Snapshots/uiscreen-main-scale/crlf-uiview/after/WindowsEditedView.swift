import UIKit

final class WindowsEditedView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / traitCollection.displayScale
        DispatchQueue.main.async {
            self.layer.cornerRadius = 4 / self.traitCollection.displayScale
        }
    }
}
