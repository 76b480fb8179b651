import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    private(set) var storeReady = false
    let syncEngine = SyncEngine()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Store.load { [weak self] in self?.storeDidLoad() }
        return true
    }

    /// Called by SceneDelegate when its window scene connects: the window setup that ran in didFinishLaunching.
    func installRootUI(in sceneWindow: UIWindow) {
        // the storyboard UI needs the store: keep it off screen until the store has loaded
        window?.isHidden = true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        if storeReady {
            syncEngine.resume()
        }
    }

    private func storeDidLoad() {
        storeReady = true
        if let tabs = window?.rootViewController as? UITabBarController {
            tabs.selectedIndex = Store.isEmpty ? 2 : 0
        }
        window?.makeKeyAndVisible()
    }
}
