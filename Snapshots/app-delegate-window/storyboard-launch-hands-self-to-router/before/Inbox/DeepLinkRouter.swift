import UIKit

final class DeepLinkRouter {
    private weak var appDelegate: AppDelegate?

    func attach(to appDelegate: AppDelegate) {
        self.appDelegate = appDelegate
    }

    func open(_ url: URL) {
        let navigation = appDelegate?.window?.rootViewController as? UINavigationController
        navigation?.popToRootViewController(animated: false)
    }
}
