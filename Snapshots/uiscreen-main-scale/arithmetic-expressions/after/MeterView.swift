import UIKit

final class MeterView: UIView {
    var value: CGFloat = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / traitCollection.displayScale
        let scaledValue = value * traitCollection.displayScale
        let snapped = round(value * traitCollection.displayScale) / traitCollection.displayScale
        let whole = traitCollection.displayScale.rounded()
        let clamped = max(traitCollection.displayScale, 2)
        let pixels = Int(bounds.width * traitCollection.displayScale)
        let negative = -traitCollection.displayScale
        let wrapped = (traitCollection.displayScale)
        let inset: CGFloat = traitCollection.displayScale > 2 ? 0.5 : 1
        layer.borderWidth = hairline
        layer.shadowOffset = CGSize(width: snapped - scaledValue, height: whole + clamped)
        layer.shadowRadius = CGFloat(pixels) * inset + negative + wrapped
    }
}
