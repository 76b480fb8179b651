import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(PlaceListViewController(), for: .primary)
        split.setViewController(PlaceDetailViewController(), for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredSplitBehavior = .tile
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = split
        window?.makeKeyAndVisible()
    }
}
