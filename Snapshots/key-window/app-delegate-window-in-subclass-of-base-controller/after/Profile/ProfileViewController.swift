import UIKit

final class ProfileViewController: BaseViewController {
    func signOut() {
        Session.shared.clear()
        view.window?.rootViewController = LoginViewController()
    }

    func updateTint(_ color: UIColor) {
        if let window = view.window {
            window.tintColor = color
        }
    }
}
