import UIKit

final class SessionStore {
    var isSignedIn = false
    func flush() {}
    func clear() { isSignedIn = false }
}

enum Telemetry { static func start() {} }

final class HomeViewController: UIViewController {}
final class SignInViewController: UIViewController {}

final class CallPresenter {
    func presentIncomingCall(_ controller: UIViewController) {
        AppDelegate.shared.shellWindow.rootViewController?.present(controller, animated: true)
    }
}
