import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {

    var window: UIWindow?
    var downloader: Downloader!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Defaults.register()

        let split = window!.rootViewController as! UISplitViewController
        let detail = split.viewControllers.last as! UINavigationController
        detail.topViewController?.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        split.delegate = self
        window!.tintColor = .systemIndigo

        downloader = Downloader()
        return true
    }
}
