import UIKit

final class SettingsViewController: UITableViewController {
    func apply(_ theme: Theme) {
        UIApplication.shared.windows.first?.overrideUserInterfaceStyle = theme.interfaceStyle
    }

    func restartOnboarding() {
        let window = UIApplication.shared.windows.first { $0.isKeyWindow }
        window?.rootViewController = OnboardingViewController()
    }

    func showDebugOverlay() {
        let keyWindow = UIApplication.shared.windows.filter { $0.isKeyWindow }.first
        DebugOverlay.install(in: keyWindow)
    }

    func dimForPresentation() {
        UIApplication.shared.windows.first(where: { $0.isKeyWindow })?.alpha = 0.6
    }

    func shake() {
        guard let window = UIApplication.shared.windows.filter({ $0.isKeyWindow }).first else { return }
        window.layer.add(CAKeyframeAnimation.shake, forKey: "shake")
    }
}
