import UIKit

final class WindowsEditedView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / UIScreen.main.scale
        DispatchQueue.main.async {
            self.layer.cornerRadius = 4 / UIScreen.main.scale
        }
    }
}
