import UIKit

extension AvatarView {
    func pulse() {
        UIView.animate(withDuration: 0.2, animations: {
            self.window?.tintAdjustmentMode = .dimmed
        })
    }
}
