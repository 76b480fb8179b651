import UIKit

/// A helper outside any view: the scene lookup is iOS 13 API.
enum Alerts {
    static func presenter() -> UIViewController? {
        if #available(iOS 13, *) {
            return UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })?.rootViewController
        } else {
            return UIApplication.shared.keyWindow?.rootViewController
        }
    }
}
