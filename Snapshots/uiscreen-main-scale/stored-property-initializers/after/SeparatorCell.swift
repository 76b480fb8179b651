import UIKit

final class SeparatorCell: UITableViewCell {
    private let lineHeight: CGFloat = 1 / UIScreen.main.scale
    var extraInset = 2 / UIScreen.main.scale
    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = UIScreen.main.scale > 2 ? 2 : 1
        return formatter
    }()
    private lazy var borderWidth: CGFloat = 1 / max(traitCollection.displayScale, 1)
    private lazy var line = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 1 / max(traitCollection.displayScale, 1)))

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.layer.borderWidth = borderWidth
        line.frame.size.width = bounds.width - extraInset
        line.frame.size.height = lineHeight
    }
}
