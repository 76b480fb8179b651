import UIKit

func topMostViewController() -> UIViewController? {
    var top = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })?.rootViewController
    while let presented = top?.presentedViewController {
        top = presented
    }
    return top
}

final class HUD {
    func show(_ message: String) {
        guard let window = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow }) else { return }
        let hud = HUDView(message: message)
        window.addSubview(hud)
    }
}
