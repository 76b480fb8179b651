import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let home = HomeViewController()
        home.helpButton.addTarget(self, action: #selector(showHelp(_:)), for: .touchUpInside)
        window?.rootViewController = UINavigationController(rootViewController: home)
        window?.makeKeyAndVisible()
        return true
    }

    @objc func showHelp(_ sender: Any) {
        UIApplication.shared.keyWindow?.rootViewController?.present(HelpViewController(), animated: true)
    }
}
