import UIKit

final class RulerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        // A comment inside the rewritten span would be lost: these stay, as findings.
        let tick = 1 / UIScreen.main/*c*/.scale
        let gap = 2 / UIScreen // the main screen, for now
            .main.scale
        // Comments around the expression are kept: these are rewritten.
        let line = 1 / UIScreen.main.scale // hairline
        let dash = /* dash */ 3 / UIScreen.main.scale
        frame.size.height = tick + gap + line + dash
    }
}
