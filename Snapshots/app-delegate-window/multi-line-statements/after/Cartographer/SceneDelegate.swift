import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let root = UINavigationController(
            rootViewController: MapViewController(
                region: .default,
                showsTraffic: UserDefaults.standard.bool(forKey: "traffic")
            )
        )
        root.navigationBar.prefersLargeTitles = false
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }
}
