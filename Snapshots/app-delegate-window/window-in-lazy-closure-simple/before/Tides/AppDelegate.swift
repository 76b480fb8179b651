import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    lazy var window: UIWindow? = {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .systemBackground
        window.tintColor = .systemTeal
        return window
    }()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        TideStation.loadBundledStations()
        window?.rootViewController = UINavigationController(rootViewController: TideTableViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
