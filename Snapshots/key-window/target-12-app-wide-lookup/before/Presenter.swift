import UIKit

/// Reduced from GitHawkApp/GitHawk (target iOS 11): an app-wide lookup that
/// also runs on iOS 13 and later, where the app has scenes.
enum Presenter {
    static func present(_ controller: UIViewController) {
        UIApplication.shared.keyWindow?.rootViewController?.present(controller, animated: true)
    }
}
