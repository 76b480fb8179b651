import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    let store = LedgerStore()

    func applicationDidEnterBackground(_ application: UIApplication) {
        store.save()
    }
}
