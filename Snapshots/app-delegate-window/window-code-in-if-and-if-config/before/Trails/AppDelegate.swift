import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let settings = Settings()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        CrashReporter.start()
        window = UIWindow(frame: UIScreen.main.bounds)
        if settings.hasFinishedOnboarding {
            window?.rootViewController = UINavigationController(rootViewController: MapViewController())
        } else {
            window?.rootViewController = OnboardingViewController()
        }
        #if DEBUG
        window?.layer.borderWidth = 1
        #endif
        window?.makeKeyAndVisible()
        return true
    }
}

final class Settings {
    var hasFinishedOnboarding = false
}

enum CrashReporter { static func start() {} }

final class MapViewController: UIViewController {}
final class OnboardingViewController: UIViewController {}
