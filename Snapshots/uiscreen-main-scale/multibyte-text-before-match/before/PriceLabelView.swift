import UIKit

// Линия толщиной в один пиксель — 一像素的线 📏 👨‍👩‍👧
final class PriceLabelView: UIView {
    private let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        label.text = "Цена: 100 ₽ 💰"; layer.borderWidth = 1 / UIScreen.main.scale
        /* 境界線 🎯 */ layer.cornerRadius = 4 / UIScreen.main.scale
        label.accessibilityLabel = "価格 🏷️ \(Int(UIScreen.main.scale))x"
        let 幅 = bounds.width * UIScreen.main.scale // ширина 📐
        let 📏 = 幅 / UIScreen.main.scale
        label.frame.size.width = 📏
    }
}
