import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AudioEngine.shared.prepare()
        self.window = UIWindow()
        self.window!.tintColor = .systemPink
        self.window?.rootViewController = PlayerViewController()
        self.window?.makeKeyAndVisible()
        return true
    }
}
