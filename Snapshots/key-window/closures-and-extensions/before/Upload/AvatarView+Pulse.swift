import UIKit

extension AvatarView {
    func pulse() {
        UIView.animate(withDuration: 0.2, animations: {
            UIApplication.shared.keyWindow?.tintAdjustmentMode = .dimmed
        })
    }
}
