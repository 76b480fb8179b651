import UIKit

final class DividerView: UIView {
    static let defaultThickness: CGFloat = 1 / UIScreen.main.scale

    static var pixel: CGFloat { 1 / UIScreen.main.scale }

    class var preferredHeight: CGFloat {
        2 / UIScreen.main.scale
    }

    static func make(points: CGFloat) -> DividerView {
        let divider = DividerView()
        divider.frame.size.height = points / UIScreen.main.scale
        return divider
    }

    class func snapped(_ value: CGFloat) -> CGFloat {
        (value * UIScreen.main.scale).rounded() / UIScreen.main.scale
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / traitCollection.displayScale
    }
}
