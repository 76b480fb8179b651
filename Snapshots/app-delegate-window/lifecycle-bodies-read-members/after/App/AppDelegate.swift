import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let poller = StatusPoller()
    private var backgroundedAt: Date?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    /// Called by SceneDelegate when its window scene connects: the window setup that ran in didFinishLaunching.
    func installRootUI(in sceneWindow: UIWindow) {
        window = sceneWindow
        window?.rootViewController = UINavigationController(rootViewController: StatusViewController())
        window?.makeKeyAndVisible()
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
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
