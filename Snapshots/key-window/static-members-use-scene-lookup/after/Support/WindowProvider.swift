import UIKit

enum WindowProvider {
    static var current: UIWindow? {
        UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })
    }

    static var bottomInset: CGFloat {
        UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })?.safeAreaInsets.bottom ?? 0
    }
}

final class ToastViewController: UIViewController {
    static func flash(_ text: String) {
        let label = ToastLabel(text: text)
        UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })?.addSubview(label)
    }
}
