import SwiftUI

/// A swatch with its own `foregroundColor(_:)` builder.
struct Swatch {
    var color: Color = .black

    func foregroundColor(_ color: Color) -> Swatch {
        var copy = self
        copy.color = color
        return copy
    }

    static let warning = Swatch().foregroundColor(.orange)
}
