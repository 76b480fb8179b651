// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class LedgerCoordinator {
    let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func start() {
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
    }
}
