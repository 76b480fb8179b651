import UIKit

extension AppDelegate {
    func showLedger() {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = LedgerViewController(store: store)
        window?.makeKeyAndVisible()
    }
}
