import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        setupWindow(windowScene)
    }

    /// Shows the library inside a navigation controller.
    private func setupWindow(_ windowScene: UIWindowScene) {
        let library = LibraryViewController(collection: .all)
        let navigation = UINavigationController(rootViewController: library)
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
    }
}
