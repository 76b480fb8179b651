import UIKit

extension UIScreen {
    var onePixel: CGFloat {
        1 / UIScreen.main.scale
    }

    func pixelAligned(_ value: CGFloat) -> CGFloat {
        let aligned = [value].map { ($0 * UIScreen.main.scale).rounded() }
        return aligned[0] / scale
    }

    static var hairline: CGFloat {
        1 / UIScreen.main.scale
    }
}
