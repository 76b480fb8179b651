import CoreSpotlight
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.tintColor = .systemOrange
        return true
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard userActivity.activityType == CSSearchableItemActionType,
              let id = userActivity.userInfo?[CSSearchableItemActivityIdentifier] as? String,
              let nav = window?.rootViewController as? UINavigationController,
              let list = nav.topViewController as? ProjectListViewController else { return false }
        list.showProject(id: id)
        return true
    }
}

final class ProjectListViewController: UITableViewController {
    func showProject(id: String) {}
}
