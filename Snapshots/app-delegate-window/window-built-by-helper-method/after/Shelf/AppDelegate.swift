import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Appearance.apply()
        return true
    }

    /// Called by SceneDelegate when its window scene connects: the window setup that ran in didFinishLaunching.
    func installRootUI(in sceneWindow: UIWindow) {
        setupWindow(in: sceneWindow)
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    /// Shows the library inside a navigation controller.
    private func setupWindow(in sceneWindow: UIWindow) {
        let library = LibraryViewController(collection: .all)
        let navigation = UINavigationController(rootViewController: library)
        window = sceneWindow
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
    }
}
