import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        CrashReporter.start()
        let root = UINavigationController(
            rootViewController: MapViewController(
                region: .default,
                showsTraffic: UserDefaults.standard.bool(forKey: "traffic")
            )
        )
        root.navigationBar.prefersLargeTitles = false
        window = UIWindow(
            frame: UIScreen.main.bounds
        )
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }
}
