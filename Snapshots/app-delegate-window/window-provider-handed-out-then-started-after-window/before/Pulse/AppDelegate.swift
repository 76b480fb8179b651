import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, RootWindowProviding {
    var window: UIWindow?

    private let startup = StartupCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        startup.attach(provider: self)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()
        startup.start()
        return true
    }
}
