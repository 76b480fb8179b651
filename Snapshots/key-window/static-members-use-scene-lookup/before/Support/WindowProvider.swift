import UIKit

enum WindowProvider {
    static var current: UIWindow? {
        UIApplication.shared.keyWindow
    }

    static var bottomInset: CGFloat {
        UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0
    }
}

final class ToastViewController: UIViewController {
    static func flash(_ text: String) {
        let label = ToastLabel(text: text)
        (UIApplication.shared.delegate as? AppDelegate)?.window?.addSubview(label)
    }
}
