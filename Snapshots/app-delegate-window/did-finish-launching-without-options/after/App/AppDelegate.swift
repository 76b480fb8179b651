import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func applicationDidFinishLaunching(_ application: UIApplication) {
        URLProtocol.registerClass(ArchiveURLProtocol.self)
    }

    /// Called by SceneDelegate when its window scene connects: the window setup that ran in applicationDidFinishLaunching(_:).
    func installRootUI(in sceneWindow: UIWindow) {
        window = sceneWindow
        window?.rootViewController = LibraryViewController()
        window?.makeKeyAndVisible()
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

final class LibraryViewController: UIViewController {}
final class ArchiveURLProtocol: URLProtocol {}
