import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let settings = Settings()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        CrashReporter.start()
        return true
    }

    /// Called by SceneDelegate when its window scene connects: the window setup that ran in didFinishLaunching.
    func installRootUI(in sceneWindow: UIWindow) {
        window = sceneWindow
        if settings.hasFinishedOnboarding {
            window?.rootViewController = UINavigationController(rootViewController: MapViewController())
        } else {
            window?.rootViewController = OnboardingViewController()
        }
        #if DEBUG
        window?.layer.borderWidth = 1
        #endif
        window?.makeKeyAndVisible()
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

final class Settings {
    var hasFinishedOnboarding = false
}

enum CrashReporter { static func start() {} }

final class MapViewController: UIViewController {}
final class OnboardingViewController: UIViewController {}
