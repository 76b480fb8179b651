import UIKit

extension UIApplication {
    var currentWindowScene: UIWindowScene? {
        connectedScenes.first as? UIWindowScene
    }

    var firstSceneTitle: String? {
        self.connectedScenes.first?.title
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if let scene = application.connectedScenes.first as? UIWindowScene {
            print(scene.screen.bounds)
        }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        let active = application.connectedScenes.first { $0.activationState == .foregroundActive }
        print(active as Any)
    }
}
