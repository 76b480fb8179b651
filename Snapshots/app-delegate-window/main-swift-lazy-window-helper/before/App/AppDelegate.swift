import UIKit

final class ShellWindow: UIWindow {}

class AppDelegate: UIResponder, UIApplicationDelegate {

    static var shared: AppDelegate {
        UIApplication.shared.delegate as! AppDelegate
    }

    lazy var shellWindow = ShellWindow(frame: UIScreen.main.bounds)

    private var sessionStore = SessionStore()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Telemetry.start()
        showInitialScreen()
        return true
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
