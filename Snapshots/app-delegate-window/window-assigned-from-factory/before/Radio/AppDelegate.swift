import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = WindowFactory.makeMainWindow()
        window?.makeKeyAndVisible()
        return true
    }
}

enum WindowFactory {
    static func makeMainWindow() -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = StationsViewController()
        return window
    }
}

final class StationsViewController: UIViewController {}
