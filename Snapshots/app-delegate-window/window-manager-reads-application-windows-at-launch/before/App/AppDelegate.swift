import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Analytics.start()
        showFirstScreen(of: application)
        return true
    }

    /// The window manager: picks the first screen and puts it into the storyboard's window.
    private func showFirstScreen(of application: UIApplication) {
        guard let mainWindow = application.windows.first else { return }
        mainWindow.rootViewController = Settings.hasOnboarded ? HomeViewController() : OnboardingViewController()
    }
}
