import UIKit

/// Draws a hairline sized with `UIScreen.main.scale`.
/// - Note: UIScreen.main.scale is deprecated.
final class NoteView: UIView {
    // TODO: replace UIScreen.main.scale with traitCollection.displayScale
    /* Old code:
       let px = 1 / UIScreen.main.scale
       /* nested: UIScreen.main.scale */
    */
    override func layoutSubviews() {
        super.layoutSubviews()
        let hint = "UIScreen.main.scale"
        let raw = #"UIScreen.main.scale and \(UIScreen.main.scale)"#
        let block = """
            Call UIScreen.main.scale to get the scale.
            """
        accessibilityHint = hint + raw + block // UIScreen.main.scale
    }
}
