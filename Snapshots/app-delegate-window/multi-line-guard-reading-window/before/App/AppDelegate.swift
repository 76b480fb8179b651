import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard
            let nav = window?.rootViewController as? UINavigationController,
            let vc = nav.topViewController as? ListViewController
        else {
            return false
        }
        load { vc.items = $0 }
        return true
    }

    func load(_ done: @escaping ([String]) -> Void) {
        done([])
    }
}
