import UIKit

final class BadgeView: UIView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 1 / max(traitCollection.displayScale, 1)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.borderWidth = 1 / max(traitCollection.displayScale, 1)
    }

    convenience init(text: String) {
        self.init(frame: .zero)
        label.text = text
        layer.cornerRadius = 8 / max(traitCollection.displayScale, 1)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        label.layer.borderWidth = 1 / max(traitCollection.displayScale, 1)
    }
}
