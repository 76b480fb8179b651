import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var shell: ShellController?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // the window must exist before willFinishLaunching returns, or state restoration is skipped
        installShell()
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        shell?.start()
        askAboutBetaFeatures()
        return true
    }

    func installShell() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let shell = ShellController(window: window)
        self.window = window
        self.shell = shell
    }

    private func askAboutBetaFeatures() {
        let alert = UIAlertController(title: "Beta", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        window?.rootViewController?.present(alert, animated: true)
    }
}

final class ShellController {
    let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func start() {
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        window.makeKeyAndVisible()
    }
}
