import UIKit

final class StatusView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        // unfold:ignore uiscreen-main-scale
        layer.borderWidth = 1 / UIScreen.main.scale
        layer.cornerRadius = 4 / UIScreen.main.scale // unfold:ignore
        backgroundColor = .clear
        layer.shadowRadius = 2 / UIScreen.main.scale // unfold:ignore key-window
    }
}
