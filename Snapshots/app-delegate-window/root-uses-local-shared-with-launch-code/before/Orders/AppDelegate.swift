import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let store = OrderStore(url: OrderStore.defaultURL)
        BackgroundSync.shared.attach(store)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = OrdersViewController(store: store)
        window?.makeKeyAndVisible()
        return true
    }
}
