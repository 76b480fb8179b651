import UIKit

final class RulerView: UIView {
    struct Tick {
        var position: CGFloat

        func snapped() -> CGFloat {
            (position * UIScreen.main.scale).rounded() / UIScreen.main.scale
        }
    }

    enum Style {
        case thin, thick

        var width: CGFloat {
            switch self {
            case .thin: return 1 / UIScreen.main.scale
            case .thick: return 2 / UIScreen.main.scale
            }
        }
    }

    var ticks: [Tick] = []
    var style = Style.thin

    override func draw(_ rect: CGRect) {
        let width = max(style.width, 1 / UIScreen.main.scale)
        for tick in ticks {
            UIRectFill(CGRect(x: tick.snapped(), y: 0, width: width, height: rect.height))
        }
    }
}
