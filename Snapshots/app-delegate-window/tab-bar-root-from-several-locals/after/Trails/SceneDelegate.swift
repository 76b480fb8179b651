import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let explore = UINavigationController(rootViewController: ExploreViewController())
        explore.tabBarItem = UITabBarItem(title: "Explore", image: UIImage(systemName: "map"), tag: 0)
        let saved = UINavigationController(rootViewController: SavedTrailsViewController())
        saved.tabBarItem = UITabBarItem(title: "Saved", image: UIImage(systemName: "bookmark"), tag: 1)
        let profile = UINavigationController(rootViewController: ProfileViewController())
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [explore, saved, profile]
        tabs.selectedIndex = UserDefaults.standard.integer(forKey: "lastTab")

        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
    }
}
