import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, RootWindowProviding {
    var window: UIWindow?

    private let startup = StartupCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UserDefaults.standard.register(defaults: ["firstRun": true])
        startup.attach(provider: self)
        startup.start()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        startup.refresh()
    }
}
