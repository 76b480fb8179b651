import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let container = DependencyContainer()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        container.bootstrap()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = container.makeRootViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
