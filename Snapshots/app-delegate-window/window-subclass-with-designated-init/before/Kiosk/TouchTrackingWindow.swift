import UIKit

final class TouchTrackingWindow: UIWindow {
    let idleTimeout: TimeInterval

    init(frame: CGRect, idleTimeout: TimeInterval) {
        self.idleTimeout = idleTimeout
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class KioskViewController: UIViewController {}
