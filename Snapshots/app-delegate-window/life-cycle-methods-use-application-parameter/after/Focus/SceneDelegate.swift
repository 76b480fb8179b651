import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = TimerViewController()
        window?.makeKeyAndVisible()
    }

    func sceneWillResignActive(_ scene: UIScene) {
        FocusTimer.shared.pause()
        UIApplication.shared.isIdleTimerDisabled = false
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        var task = UIBackgroundTaskIdentifier.invalid
        task = UIApplication.shared.beginBackgroundTask(withName: "SaveSession") {
            UIApplication.shared.endBackgroundTask(task)
        }
        SessionStore.shared.save {
            UIApplication.shared.endBackgroundTask(task)
        }
    }

    /// Clears the badge that a session finished in the background leaves behind.
    func sceneDidBecomeActive(_ scene: UIScene) {
        UIApplication.shared.applicationIconBadgeNumber = 0
        Log.debug("application became active in state \(UIApplication.shared.applicationState.rawValue)")
        UIApplication.shared.isIdleTimerDisabled = FocusTimer.shared.isRunning
    }
}
