import UIKit

final class ShellWindow: UIWindow {}

class AppDelegate: UIResponder, UIApplicationDelegate {

    static var shared: AppDelegate {
        UIApplication.shared.delegate as! AppDelegate
    }

    var shellWindow: ShellWindow!

    private var sessionStore = SessionStore()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Telemetry.start()
        return true
    }

    /// Called by SceneDelegate when its window scene connects: the window setup that ran in didFinishLaunching.
    func installRootUI(in sceneWindow: ShellWindow) {
        showInitialScreen()
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        sessionStore.flush()
    }
}

extension AppDelegate {
    private func showInitialScreen() {
        shellWindow.backgroundColor = .black
        if sessionStore.isSignedIn {
            shellWindow.rootViewController = HomeViewController()
        } else {
            shellWindow.rootViewController = UINavigationController(rootViewController: SignInViewController())
        }
        shellWindow.makeKeyAndVisible()
    }

    func signOut() {
        sessionStore.clear()
        shellWindow.rootViewController = UINavigationController(rootViewController: SignInViewController())
    }
}
