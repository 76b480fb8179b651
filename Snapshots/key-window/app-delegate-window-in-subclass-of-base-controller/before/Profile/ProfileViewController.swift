import UIKit

final class ProfileViewController: BaseViewController {
    func signOut() {
        Session.shared.clear()
        (UIApplication.shared.delegate as? AppDelegate)?.window?.rootViewController = LoginViewController()
    }

    func updateTint(_ color: UIColor) {
        if let window = (UIApplication.shared.delegate as? AppDelegate)?.window {
            window.tintColor = color
        }
    }
}
