import UIKit

enum Store {
    static var isEmpty = true
    static func load(_ done: @escaping () -> Void) { DispatchQueue.main.async(execute: done) }
}

final class SyncEngine { func resume() {} }

final class CameraViewController: UIViewController {
    func showSettingsTab() {
        if let tabs = (UIApplication.shared.delegate as! AppDelegate).window!.rootViewController as? UITabBarController {
            tabs.selectedIndex = 2
        }
    }
}
