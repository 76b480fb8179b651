// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

enum Analytics {
    static func start() {}
}

enum Session {
    static var isSignedIn: Bool { true }
}

final class DeliveriesViewController: UIViewController {}
final class SignInViewController: UIViewController {}
