import UIKit

final class StripeView: UIView {
    private let stripeWidth: CGFloat

    init(stripes: Int) {
        stripeWidth = CGFloat(stripes) / UIScreen.main.scale
        super.init(frame: .zero)
        layer.borderWidth = 1 / max(traitCollection.displayScale, 1)
    }

    required init?(coder: NSCoder) {
        stripeWidth = 1 / UIScreen.main.scale
        super.init(coder: coder)
    }
}
