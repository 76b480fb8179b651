import UIKit

/// Sets up services; the window comes from the scene delegate.
@UIApplicationMain // required by the iOS 12 build
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Services.start()
        return true
    }
}
