import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        guard let root = window.map({ _ in ScannerViewController() }) else {
            return false
        }
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }
}

final class ScannerViewController: UIViewController {}
