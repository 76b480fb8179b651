import UIKit

final class LegacyLaunch {
    var window: UIWindow?

    func start() {
        if #unavailable(iOS 13.0) {
            let window = UIWindow(frame: UIScreen.main.bounds)
            self.window = window
        }
    }

    func startWithFallback() {
        if #available(iOS 13, *) {
            return
        } else {
            window = UIWindow(frame: UIScreen.main.bounds)
        }
    }

    func guarded() {
        guard #available(iOS 13.0, *) else {
            window = UIWindow(frame: UIScreen.main.bounds)
            return
        }
        window = UIWindow(frame: UIScreen.main.bounds)
    }

    func newerFallback() -> CGFloat {
        if #available(iOS 16, *) {
            return 0
        } else {
            return UIScreen.main.bounds.width
        }
    }
}
