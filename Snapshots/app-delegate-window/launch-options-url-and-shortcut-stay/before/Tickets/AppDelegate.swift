import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: TicketListViewController())
        window?.makeKeyAndVisible()

        if let url = launchOptions?[.url] as? URL {
            TicketLinkHandler.shared.handle(url)
        }
        if let shortcut = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            QuickActionHandler.shared.pending = shortcut
            return false
        }
        return true
    }
}
