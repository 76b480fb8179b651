import UIKit
import FirebaseCore

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene else { return }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        PhotoLibraryObserver.shared.refresh()
    }
}
