import UIKit

final class Controllers {
    func didEnterBackground() {}
}

final class AppCoordinator {
    let window: UIWindow?
    let controllers: Controllers

    init(window: UIWindow?, controllers: Controllers) {
        self.window = window
        self.controllers = controllers
    }

    func start() {
        window?.rootViewController = UINavigationController(rootViewController: LedgerViewController())
    }
}

final class LedgerViewController: UIViewController {}
