#if canImport(UIKit)
import UIKit
#endif

#if os(iOS)
final class PixelGridView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / traitCollection.displayScale
    }
}
#endif

final class ShadowView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        #if os(iOS)
        layer.shadowRadius = 2 / traitCollection.displayScale
        #else
        layer.shadowRadius = 1
        #endif
    }

    #if os(iOS)
    func pixelRound(_ value: CGFloat) -> CGFloat {
        (value * max(traitCollection.displayScale, 1)).rounded() / max(traitCollection.displayScale, 1)
    }
    #endif
}
