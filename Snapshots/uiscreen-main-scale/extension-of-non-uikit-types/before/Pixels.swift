import UIKit

extension CGFloat {
    static var hairline: CGFloat { 1 / UIScreen.main.scale }

    var pixelRounded: CGFloat {
        (self * UIScreen.main.scale).rounded() / UIScreen.main.scale
    }
}

extension UIImage {
    var pixelSize: CGSize {
        CGSize(width: size.width * UIScreen.main.scale, height: size.height * UIScreen.main.scale)
    }
}

extension UIColor {
    func hairlineImage() -> UIImage {
        let side = 1 / UIScreen.main.scale
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }
}
