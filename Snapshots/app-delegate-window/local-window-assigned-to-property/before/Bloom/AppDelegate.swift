import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        PlantDatabase.shared.open()
        let mainWindow = UIWindow(frame: UIScreen.main.bounds)
        mainWindow.rootViewController = GardenViewController()
        mainWindow.makeKeyAndVisible()
        self.window = mainWindow
        return true
    }
}
