import UIKit

final class ThemedButton: UIButton {
    private var retries = 0
    private var passes = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        applyTheme()
    }

    private func applyTheme() {
        layer.borderWidth = 1 / max(traitCollection.displayScale, 1)
        if retries < 1 { applyBorder() }
    }

    private func applyBorder() {
        retries += 1
        layer.cornerRadius = 6 / max(traitCollection.displayScale, 1)
        applyTheme()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        measure()
    }

    private func measure() {
        layer.shadowRadius = 2 / traitCollection.displayScale
        if passes < 1 { remeasure() }
    }

    private func remeasure() {
        passes += 1
        layer.shadowOffset.height = 2 / traitCollection.displayScale
        measure()
    }
}
