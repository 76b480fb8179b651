import UIKit

protocol RootWindowProviding: AnyObject {
    var window: UIWindow? { get }
}

final class StartupCoordinator {
    private weak var provider: RootWindowProviding?

    func attach(provider: RootWindowProviding) {
        self.provider = provider
    }

    func start() {
        provider?.window?.rootViewController = UINavigationController(rootViewController: UIViewController())
    }

    func refresh() {}
}
