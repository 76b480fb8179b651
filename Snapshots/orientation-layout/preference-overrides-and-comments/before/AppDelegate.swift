import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        if let scene = window?.windowScene, scene.interfaceOrientation.isLandscape {
            return .landscape
        }
        return .allButUpsideDown
    }
}
