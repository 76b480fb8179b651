#if canImport(UIKit)
import UIKit
#endif

#if os(iOS)
final class PixelGridView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / UIScreen.main.scale
    }
}
#endif

final class ShadowView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        #if os(iOS)
        layer.shadowRadius = 2 / UIScreen.main.scale
        #else
        layer.shadowRadius = 1
        #endif
    }

    #if os(iOS)
    func pixelRound(_ value: CGFloat) -> CGFloat {
        (value * UIScreen.main.scale).rounded() / UIScreen.main.scale
    }
    #endif
}
