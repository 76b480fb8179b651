import AppKit
import SwiftUI

/// The part of UIScreen the views shared with iOS use.
enum UIScreen {
    static let main = Main()

    struct Main {
        var scale: CGFloat { NSScreen.main?.backingScaleFactor ?? 2 }
    }
}

struct PosterCanvas: View {
    var body: some View {
        Rectangle()
            .stroke(lineWidth: 1 / UIScreen.main.scale)
    }
}
