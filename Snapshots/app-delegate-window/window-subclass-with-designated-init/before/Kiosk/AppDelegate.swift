import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = TouchTrackingWindow(frame: UIScreen.main.bounds, idleTimeout: 120)
        window?.rootViewController = KioskViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
