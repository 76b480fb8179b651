import UIKit

enum ToastCenter {
    static func show(_ message: String) {
        guard let window = (UIApplication.shared.delegate as? AppDelegate)?.window else { return }
        let toast = ToastView(message: message)
        window.addSubview(toast)
        toast.present(for: 2)
    }
}
