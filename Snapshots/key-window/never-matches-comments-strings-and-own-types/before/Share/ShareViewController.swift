import UIKit

/// Replaces `UIApplication.shared.keyWindow`, which is deprecated since iOS 13.
final class PresentationSession {
    var keyWindow: UIWindow?
    var windows: [UIWindow] = []
}

final class ShareViewController: UIViewController {
    let session = PresentationSession()

    func share() {
        // UIApplication.shared.keyWindow?.endEditing(true)
        let hint = "UIApplication.shared.windows.first is not scene-aware"
        let raw = #"(UIApplication.shared.delegate as? AppDelegate)?.window"#
        session.keyWindow?.endEditing(true)
        session.windows.first?.alpha = 1
        Log.info(hint + raw)
    }
}
