import UIKit

final class SessionRouter {
    func restoreSession() {
        DispatchQueue.main.async {
            let root: UIViewController = Session.isSignedIn ? DeliveriesViewController() : SignInViewController()
            UIApplication.shared.keyWindow?.rootViewController = root
        }
    }
}
