import UIKit

final class SettingsViewController: UITableViewController {
    func apply(_ theme: Theme) {
        view.window?.overrideUserInterfaceStyle = theme.interfaceStyle
    }

    func restartOnboarding() {
        let window = view.window
        window?.rootViewController = OnboardingViewController()
    }

    func showDebugOverlay() {
        let keyWindow = view.window
        DebugOverlay.install(in: keyWindow)
    }

    func dimForPresentation() {
        view.window?.alpha = 0.6
    }

    func shake() {
        guard let window = view.window else { return }
        window.layer.add(CAKeyframeAnimation.shake, forKey: "shake")
    }
}
