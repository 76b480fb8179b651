import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: HabitListViewController())
        window?.makeKeyAndVisible()
    }

    func sceneWillResignActive(_ scene: UIScene) {
        UIApplication.shared.isIdleTimerDisabled = false
        HabitStore.shared.flush()
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        Settings.shared.app.lastOpened = Date()
        if UIApplication.shared.backgroundRefreshStatus == .denied {
            ReminderBanner.showRefreshDisabled()
        }
    }
}
