import UIKit

enum PlayerOverlay {
    static var safeInsets: UIEdgeInsets {
        UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero
    }

    static func hideAll() {
        UIApplication.shared.windows.forEach { $0.endEditing(true) }
    }
}
