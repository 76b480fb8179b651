import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    /// Called by SceneDelegate when its window scene connects: the window setup that ran in didFinishLaunching.
    func installRootUI(in sceneWindow: UIWindow) {
        window = sceneWindow
        window?.rootViewController = TimerViewController()
        window?.makeKeyAndVisible()
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func applicationWillResignActive(_ application: UIApplication) {
        FocusTimer.shared.pause()
        application.isIdleTimerDisabled = false
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        var task = UIBackgroundTaskIdentifier.invalid
        task = application.beginBackgroundTask(withName: "SaveSession") {
            application.endBackgroundTask(task)
        }
        SessionStore.shared.save {
            application.endBackgroundTask(task)
        }
    }

    /// Clears the badge that a session finished in the background leaves behind.
    func applicationDidBecomeActive(_ application: UIApplication) {
        application.applicationIconBadgeNumber = 0
        Log.debug("application became active in state \(application.applicationState.rawValue)")
        application.isIdleTimerDisabled = FocusTimer.shared.isRunning
    }

    func applicationWillTerminate(_ application: UIApplication) {
        SessionStore.shared.save()
    }
}
