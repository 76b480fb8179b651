import LocalAuthentication
import UIKit

final class LoginViewController: UIViewController {
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        hintLabel.text = NSLocalizedString("Sign in with Face ID", comment: "Login hint")
    }

    func authenticate() {
        let context = LAContext()
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Log in with Face ID") { success, _ in
            guard !success else { return }
            DispatchQueue.main.async {
                let alert = UIAlertController(title: "Face ID failed",
                                              message: """
                                                  Try Face ID again or use your passcode.
                                                  """,
                                              preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                self.present(alert, animated: true)
            }
        }
    }
}
