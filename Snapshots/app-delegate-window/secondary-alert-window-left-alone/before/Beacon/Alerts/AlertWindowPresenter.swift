import UIKit

/// Shows alerts above everything else, even above modally presented screens.
final class AlertWindowPresenter {
    private var alertWindow: UIWindow?

    func present(_ alert: UIAlertController) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = .alert + 1
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        window.rootViewController?.present(alert, animated: true)
        alertWindow = window
    }

    func dismiss() {
        alertWindow?.isHidden = true
        alertWindow = nil
    }
}
