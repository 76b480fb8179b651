import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    private var cachedInstallID: String?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        loadInstallID()
        UserDefaults.standard.set(cachedInstallID, forKey: "installID")
        return true
    }

    private func loadInstallID() {
        cachedInstallID = UserDefaults.standard.string(forKey: "installID") ?? UUID().uuidString
    }
}
