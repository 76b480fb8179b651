// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

enum Analytics {
    static func start() {}
}

enum Settings {
    static var hasOnboarded: Bool { true }
}

final class HomeViewController: UIViewController {}
final class OnboardingViewController: UIViewController {}
