import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        WeatherService.shared.configure(apiKey: Secrets.weatherKey)
        application.registerForRemoteNotifications()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        ForecastCache.shared.persist()
    }
}
