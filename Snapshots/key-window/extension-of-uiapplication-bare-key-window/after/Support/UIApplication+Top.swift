import UIKit

extension UIApplication {
    func topMostViewController() -> UIViewController? {
        var top = self.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    var rootController: UIViewController? {
        connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })?.rootViewController
    }

    func bringToFront(_ view: UIView) {
        // A local of that name is not UIKit's member.
        guard let keyWindow = view.window else { return }
        keyWindow.bringSubviewToFront(view)
    }

    static func describe(keyWindow: UIWindow?) -> String {
        String(describing: keyWindow)
    }
}
