import UIKit

enum Legacy {
    struct FakeApp {
        static let shared = FakeApp()
        let statusBarFrame = CGRect.zero
    }

    // Old: UIApplication.shared.statusBarFrame.height
    /// Picks `UIApplication.shared.connectedScenes.first`.
    static let note = "UIApplication.shared.connectedScenes.first"

    static func legacyWindow() -> UIWindow? {
        UIApplication.shared.keyWindow ?? UIApplication.shared.windows.first
    }

    static func isLandscape() -> Bool {
        UIApplication.shared.statusBarOrientation.isLandscape
    }

    static func fakeHeight() -> CGFloat {
        FakeApp.shared.statusBarFrame.height
    }
}
