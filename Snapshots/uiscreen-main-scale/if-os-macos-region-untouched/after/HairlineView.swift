#if os(macOS)
import AppKit

typealias UIView = NSView

/// The part of UIScreen the shared views use.
enum UIScreen {
    static let main = Main()

    struct Main {
        var scale: CGFloat { NSScreen.main?.backingScaleFactor ?? 2 }
    }
}
#else
import UIKit
#endif

final class HairlineView: UIView {
    #if os(macOS)
    override func layout() {
        super.layout()
        layer?.borderWidth = 1 / UIScreen.main.scale
    }
    #else
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / traitCollection.displayScale
    }
    #endif

    #if os(tvOS) || os(watchOS)
    var focusInset: CGFloat { 4 / UIScreen.main.scale }
    #elseif !os(iOS)
    var focusInset: CGFloat { 2 / UIScreen.main.scale }
    #else
    var focusInset: CGFloat { 1 / max(traitCollection.displayScale, 1) }
    #endif
}
