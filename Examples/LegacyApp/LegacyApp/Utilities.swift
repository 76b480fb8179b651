import UIKit

/// Rounds a point value to the nearest physical pixel of the main screen.
func pixelAligned(_ value: CGFloat) -> CGFloat {
    (value * UIScreen.main.scale).rounded() / UIScreen.main.scale
}

enum Layout {
    static let hairline: CGFloat = 1 / UIScreen.main.scale
    static let gridSpacing: CGFloat = 8

    static var screenWidth: CGFloat { UIScreen.main.bounds.width }

    static func columns(minimumWidth: CGFloat) -> Int {
        max(1, Int(screenWidth / minimumWidth))
    }
}
