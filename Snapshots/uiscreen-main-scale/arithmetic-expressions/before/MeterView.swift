import UIKit

final class MeterView: UIView {
    var value: CGFloat = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / UIScreen.main.scale
        let scaledValue = value * UIScreen.main.scale
        let snapped = round(value * UIScreen.main.scale) / UIScreen.main.scale
        let whole = UIScreen.main.scale.rounded()
        let clamped = max(UIScreen.main.scale, 2)
        let pixels = Int(bounds.width * UIScreen.main.scale)
        let negative = -UIScreen.main.scale
        let wrapped = (UIScreen.main.scale)
        let inset: CGFloat = UIScreen.main.scale > 2 ? 0.5 : 1
        layer.borderWidth = hairline
        layer.shadowOffset = CGSize(width: snapped - scaledValue, height: whole + clamped)
        layer.shadowRadius = CGFloat(pixels) * inset + negative + wrapped
    }
}
