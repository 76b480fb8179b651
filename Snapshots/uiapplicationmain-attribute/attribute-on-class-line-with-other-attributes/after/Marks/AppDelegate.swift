import UIKit

// The app's entry point; the first screen comes from Main.storyboard.
@objc(MKAppDelegate) @main final class AppDelegate: UIResponder, UIApplicationDelegate { // the ObjC name is used by the Settings bundle
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
