import UIKit

/// An in-app banner that slides down over the status bar.
public final class BannerOverlay {
    private var window: UIWindow?

    public init() {}

    public func show(_ text: String) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = .statusBar + 1
        window.rootViewController = BannerViewController(text: text)
        window.isHidden = false
        self.window = window
    }

    public func hide() {
        window?.isHidden = true
        window = nil
    }
}
