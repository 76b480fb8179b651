import UIKit

final class TypographyView: UIView {
    let fontSize: CGFloat = 320
    var items: [String] = []
    private let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        if items.count > 375 {
            items.removeAll()
        }
        if fontSize > 320 {
            label.font = .systemFont(ofSize: 12)
        }
        if bounds.width > 300 {
            label.numberOfLines = 1
        }
        label.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        label.frame.size.width = min(bounds.width, 414)
        let duration: TimeInterval = 0.375
        if duration == 375 / 1000 {
            label.alpha = 1
        }
    }
}
