import UIKit

final class BannerView: UIView {
    private let titleLabel = UILabel()
    private let separator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        titleLabel.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: 44)
        addSubview(titleLabel)
        separator.frame = CGRect(x: 0, y: 43, width: frame.size.width, height: 1)
        addSubview(separator)
    }
}
