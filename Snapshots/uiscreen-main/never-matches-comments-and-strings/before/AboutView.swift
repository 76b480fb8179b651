import UIKit

enum MyUIScreen { static let main = CGRect(x: 0, y: 0, width: 100, height: 100) }

/// Sized like `UIScreen.main.bounds` used to be.
final class AboutView: UIView {
    // Old: frame = UIScreen.main.bounds
    /* UIScreen.main.brightness = 1 */
    let screenMain = "UIScreen.main"

    override func layoutSubviews() {
        super.layoutSubviews()
        let raw = #"UIScreen.main.bounds \(UIScreen.main)"#
        let text = """
            UIScreen.main.nativeScale
            """
        accessibilityHint = screenMain + raw + text
        frame = MyUIScreen.main
    }
}
