import UIKit

/// Puts the first screen into the storyboard's window.
final class WindowManager {
    static let shared = WindowManager()

    func showInitialScreen() {
        setRoot(Settings.hasOnboarded ? HomeViewController() : OnboardingViewController())
    }

    private func setRoot(_ controller: UIViewController) {
        guard let window = UIApplication.shared.windows.first else { return }
        window.rootViewController = UINavigationController(rootViewController: controller)
    }
}
