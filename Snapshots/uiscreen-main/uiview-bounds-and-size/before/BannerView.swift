import UIKit

final class BannerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let screenWidth = UIScreen.main.bounds.width
        frame.size.width = min(bounds.width, screenWidth)
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIScreen.main.bounds.size.width, height: 56)
    }

    func fitsOnScreen(_ size: CGSize) -> Bool {
        size.height <= UIScreen.main.bounds.height
    }
}
