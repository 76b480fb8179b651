import UIKit

final class ThemedButton: UIButton {
    private var retries = 0
    private var passes = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        applyTheme()
    }

    private func applyTheme() {
        layer.borderWidth = 1 / UIScreen.main.scale
        if retries < 1 { applyBorder() }
    }

    private func applyBorder() {
        retries += 1
        layer.cornerRadius = 6 / UIScreen.main.scale
        applyTheme()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        measure()
    }

    private func measure() {
        layer.shadowRadius = 2 / UIScreen.main.scale
        if passes < 1 { remeasure() }
    }

    private func remeasure() {
        passes += 1
        layer.shadowOffset.height = 2 / UIScreen.main.scale
        measure()
    }
}
