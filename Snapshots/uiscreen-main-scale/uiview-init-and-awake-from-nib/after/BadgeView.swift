import UIKit

final class BadgeView: UIView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 1 / traitCollection.displayScale
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.borderWidth = 1 / traitCollection.displayScale
    }

    convenience init(text: String) {
        self.init(frame: .zero)
        label.text = text
        layer.cornerRadius = 8 / traitCollection.displayScale
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        label.layer.borderWidth = 1 / traitCollection.displayScale
    }
}
