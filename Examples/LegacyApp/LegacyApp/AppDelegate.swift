import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Theme.apply()
        Analytics.shared.start(apiKey: "legacy-demo-key")
        Analytics.shared.track("app_launch")

        window = UIWindow(frame: UIScreen.main.bounds)
        let nav = UINavigationController(rootViewController: FeedViewController())
        nav.navigationBar.prefersLargeTitles = true
        window?.rootViewController = nav
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        application.applicationIconBadgeNumber = 0
        Analytics.shared.track("app_active")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        Analytics.shared.track("app_background")
        Analytics.shared.flush()
    }
}
