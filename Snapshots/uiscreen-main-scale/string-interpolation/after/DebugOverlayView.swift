import UIKit

final class DebugOverlayView: UIView {
    private let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        label.text = "scale: \(traitCollection.displayScale)x"
        label.accessibilityHint = "1 pt = \(String(format: "%.2f", 1 / traitCollection.displayScale)) px"
        print("UIScreen.main.scale = \(traitCollection.displayScale)")
        let report = """
            UIScreen.main.scale
            \(traitCollection.displayScale)
            """
        let raw = #"scale \#(traitCollection.displayScale) and \(UIScreen.main.scale)"#
        accessibilityValue = report + raw
    }

    func log() {
        DispatchQueue.main.async {
            print("scale \(max(self.traitCollection.displayScale, 1))")
        }
    }
}
