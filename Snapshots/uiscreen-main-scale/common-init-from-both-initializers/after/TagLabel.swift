import UIKit

class TagLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        self.commonInit()
    }

    func commonInit() {
        layer.borderWidth = 1 / max(traitCollection.displayScale, 1)
        configureCorners()
    }

    func configureCorners() {
        layer.cornerRadius = 4 * max(traitCollection.displayScale, 1) / 2
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        layer.borderColor = tintColor.cgColor
    }
}
