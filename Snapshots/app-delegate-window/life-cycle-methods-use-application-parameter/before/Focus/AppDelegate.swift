import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = TimerViewController()
        window?.makeKeyAndVisible()
        return true
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

    func applicationWillEnterForeground(_ application: UIApplication) {
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
