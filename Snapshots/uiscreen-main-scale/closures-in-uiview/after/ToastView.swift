import UIKit

final class ToastView: UIView {
    private let messageLabel = UILabel()
    private var offsets: [CGFloat] = [1, 2, 4]

    func show() {
        UIView.animate(withDuration: 0.25) {
            self.layer.borderWidth = 1 / max(self.traitCollection.displayScale, 1)
            self.alpha = 1
        }
    }

    func hide(after delay: TimeInterval) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            self.transform = CGAffineTransform(translationX: 0, y: 8 / max(self.traitCollection.displayScale, 1))
        }
    }

    func refresh() {
        DispatchQueue.main.async {
            self.messageLabel.layer.borderWidth = 2 / max(self.traitCollection.displayScale, 1)
        }
    }

    func pixelOffsets() -> [CGFloat] {
        offsets.map { $0 / max(self.traitCollection.displayScale, 1) }
    }
}
