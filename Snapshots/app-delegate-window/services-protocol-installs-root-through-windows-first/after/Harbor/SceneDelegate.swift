import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene, let window = window,
              let appDelegate = UIApplication.shared.delegate as? AppDelegate else { return }
        appDelegate.window = window
        appDelegate.installRootUI(in: window)
    }
}
