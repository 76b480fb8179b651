import UIKit

final class FeaturedHeaderView: UIView {
    @IBOutlet var contentView: UIView!
    @IBOutlet var titleLabel: UILabel!

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        Bundle.main.loadNibNamed("FeaturedHeaderView", owner: self, options: nil)
        addSubview(contentView)
        // The nib's top-level view carries its autoresizing mask.
        contentView.frame = bounds
    }
}
