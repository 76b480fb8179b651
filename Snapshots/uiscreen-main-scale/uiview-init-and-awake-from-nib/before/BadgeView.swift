import UIKit

final class BadgeView: UIView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 1 / UIScreen.main.scale
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.borderWidth = 1 / UIScreen.main.scale
    }

    convenience init(text: String) {
        self.init(frame: .zero)
        label.text = text
        layer.cornerRadius = 8 / UIScreen.main.scale
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        label.layer.borderWidth = 1 / UIScreen.main.scale
    }
}
