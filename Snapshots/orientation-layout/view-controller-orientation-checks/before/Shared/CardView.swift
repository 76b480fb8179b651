import UIKit

final class CardView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let landscape = UIApplication.shared.statusBarOrientation.isLandscape
        layoutMargins = landscape ? UIEdgeInsets(top: 8, left: 24, bottom: 8, right: 24) : .zero
    }
}
