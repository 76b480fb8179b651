import UIKit

extension UIApplication {
    func topMostViewController() -> UIViewController? {
        var top = self.keyWindow?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    var rootController: UIViewController? {
        keyWindow?.rootViewController
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
