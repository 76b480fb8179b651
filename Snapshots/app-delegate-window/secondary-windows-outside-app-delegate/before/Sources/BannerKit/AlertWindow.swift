import UIKit

public final class AlertWindow: UIWindow {
    public static func present(_ alert: UIAlertController) -> AlertWindow {
        let window = AlertWindow(frame: UIScreen.main.bounds)
        window.windowLevel = .alert
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        window.rootViewController?.present(alert, animated: true)
        return window
    }
}
