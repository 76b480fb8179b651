import UIKit

enum ThemeApplier {
    static func apply(_ tint: UIColor) {
        UIApplication.shared.windows.forEach { $0.tintColor = tint }
        for window in UIApplication.shared.windows where !window.isHidden {
            window.subviews.forEach { $0.setNeedsLayout() }
        }
    }
}
