import UIKit

@main
class AppDelegate: UIResponder {
    var window: UIWindow?
    var controllers: Controllers!
    private var coordinator: AppCoordinator!
}

extension AppDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        self.controllers = Controllers()
        self.window = UIWindow(frame: UIScreen.main.bounds)
        self.window?.makeKeyAndVisible()
        self.coordinator = AppCoordinator(window: self.window, controllers: self.controllers)
        self.coordinator.start()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        self.controllers.didEnterBackground()
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        // Called as part of the transition from the background to the active state; here you can undo many of the changes made on entering the background.
    }
}
