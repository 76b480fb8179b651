import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func applicationDidFinishLaunching(_ application: UIApplication) {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = LibraryViewController()
        window?.makeKeyAndVisible()

        URLProtocol.registerClass(ArchiveURLProtocol.self)
    }
}

final class LibraryViewController: UIViewController {}
final class ArchiveURLProtocol: URLProtocol {}
