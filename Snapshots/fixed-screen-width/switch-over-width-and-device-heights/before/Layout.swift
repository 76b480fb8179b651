import UIKit

enum Layout {
    static func columns(for width: CGFloat) -> Int {
        switch width {
        case 0..<375:
            return 1
        case 375...414:
            return 2
        case let w where w >= 1024:
            return 4
        default:
            return 3
        }
    }

    static var hasNotch: Bool {
        let screenHeight = UIScreen.main.bounds.height
        return screenHeight == 812 || screenHeight >= 896
    }

    static func isSmallPhone(_ size: CGSize) -> Bool {
        size.height <= 568 || 320...375 ~= size.width
    }
}
