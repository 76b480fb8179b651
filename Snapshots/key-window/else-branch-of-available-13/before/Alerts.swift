import UIKit

/// A helper outside any view: the scene lookup is iOS 13 API.
enum Alerts {
    static func presenter() -> UIViewController? {
        if #available(iOS 13, *) {
            return UIApplication.shared.keyWindow?.rootViewController
        } else {
            return UIApplication.shared.keyWindow?.rootViewController
        }
    }
}
