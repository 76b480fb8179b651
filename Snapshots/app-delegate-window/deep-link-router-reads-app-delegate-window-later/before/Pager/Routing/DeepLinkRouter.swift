import UIKit

enum DeepLinkRouter {
    static func open(_ url: URL) -> Bool {
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        guard let navigation = appDelegate.window?.rootViewController as? UINavigationController else { return false }
        navigation.pushViewController(PageViewController(path: url.path), animated: true)
        return true
    }
}
