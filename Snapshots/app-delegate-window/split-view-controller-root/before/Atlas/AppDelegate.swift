import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        MapTileCache.shared.warmUp()

        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(PlaceListViewController(), for: .primary)
        split.setViewController(PlaceDetailViewController(), for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredSplitBehavior = .tile
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = split
        window?.makeKeyAndVisible()
        return true
    }
}
