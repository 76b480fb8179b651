import UIKit

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: HabitListViewController())
        window?.makeKeyAndVisible()
        return true
    }

    func applicationWillResignActive(_ app: UIApplication) {
        app.isIdleTimerDisabled = false
        HabitStore.shared.flush()
    }

    func applicationWillEnterForeground(_ app: UIApplication) {
        Settings.shared.app.lastOpened = Date()
        if app.backgroundRefreshStatus == .denied {
            ReminderBanner.showRefreshDisabled()
        }
    }
}
