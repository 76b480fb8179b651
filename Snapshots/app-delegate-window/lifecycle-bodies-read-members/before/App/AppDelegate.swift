import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let poller = StatusPoller()
    private var backgroundedAt: Date?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: StatusViewController())
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        backgroundedAt = Date()
        poller.pause()
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        poller.resume(after: backgroundedAt)
        saveState()
    }

    func saveState() {}
}

final class StatusPoller {
    func pause() {}
    func resume(after date: Date?) {}
}

final class StatusViewController: UIViewController {}
