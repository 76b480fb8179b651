import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let earlyScale = UIScreen.main.scale
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.layer.borderWidth = 1 / windowScene.screen.scale
        ImageCache.shared.scale = max(earlyScale, windowScene.screen.scale)
        self.window = window
        window.makeKeyAndVisible()
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        ImageCache.shared.scale = windowScene.screen.scale
        completionHandler(true)
    }
}

final class ImageCache {
    static let shared = ImageCache()
    var scale: CGFloat = 1

    func prepare(for scene: UIWindowScene) {
        scale = scene.screen.scale
    }

    func prepare(maybe scene: UIWindowScene?) {
        scale = UIScreen.main.scale
    }

    func prepare(any scene: UIScene) {
        if let windowScene = scene as? UIWindowScene {
            scale = windowScene.screen.scale
        }
        scale = max(scale, UIScreen.main.scale)
    }
}
