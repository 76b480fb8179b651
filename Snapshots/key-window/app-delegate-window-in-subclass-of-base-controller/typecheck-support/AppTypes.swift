// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

final class Session {
    static let shared = Session()
    func clear() {}
}

final class LoginViewController: UIViewController {}
