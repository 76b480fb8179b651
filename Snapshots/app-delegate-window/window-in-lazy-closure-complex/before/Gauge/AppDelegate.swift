import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    lazy var window: UIWindow? = {
        let window = UIWindow(frame: UIScreen.main.bounds)
        if ProcessInfo.processInfo.arguments.contains("-uiTesting") {
            window.layer.speed = 100
        }
        window.rootViewController = self.makeRootViewController()
        return window
    }()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.makeKeyAndVisible()
        return true
    }

    private func makeRootViewController() -> UIViewController {
        let onboarded = UserDefaults.standard.bool(forKey: "onboarded")
        return onboarded ? DashboardViewController() : OnboardingViewController()
    }
}
