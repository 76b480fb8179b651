import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Appearance.apply()
        setupWindow()
        return true
    }

    /// Shows the library inside a navigation controller.
    private func setupWindow() {
        let library = LibraryViewController(collection: .all)
        let navigation = UINavigationController(rootViewController: library)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
    }
}
