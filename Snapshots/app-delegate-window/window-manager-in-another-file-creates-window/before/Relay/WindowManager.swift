import UIKit

final class WindowManager {
    static let shared = WindowManager()

    func start() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: InboxViewController())
        window.makeKeyAndVisible()
        (UIApplication.shared.delegate as? AppDelegate)?.window = window
    }
}
