import UIKit

// Линия толщиной в один пиксель — 一像素的线 📏 👨‍👩‍👧
final class PriceLabelView: UIView {
    private let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        label.text = "Цена: 100 ₽ 💰"; layer.borderWidth = 1 / traitCollection.displayScale
        /* 境界線 🎯 */ layer.cornerRadius = 4 / traitCollection.displayScale
        label.accessibilityLabel = "価格 🏷️ \(Int(traitCollection.displayScale))x"
        let 幅 = bounds.width * traitCollection.displayScale // ширина 📐
        let 📏 = 幅 / traitCollection.displayScale
        label.frame.size.width = 📏
    }
}
