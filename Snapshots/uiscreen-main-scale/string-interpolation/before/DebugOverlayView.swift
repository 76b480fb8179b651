import UIKit

final class DebugOverlayView: UIView {
    private let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        label.text = "scale: \(UIScreen.main.scale)x"
        label.accessibilityHint = "1 pt = \(String(format: "%.2f", 1 / UIScreen.main.scale)) px"
        print("UIScreen.main.scale = \(UIScreen.main.scale)")
        let report = """
            UIScreen.main.scale
            \(UIScreen.main.scale)
            """
        let raw = #"scale \#(UIScreen.main.scale) and \(UIScreen.main.scale)"#
        accessibilityValue = report + raw
    }

    func log() {
        DispatchQueue.main.async {
            print("scale \(UIScreen.main.scale)")
        }
    }
}
