import UIKit

class BaseSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func makeWindow(_ scene: UIScene, root: UIViewController) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }
}
