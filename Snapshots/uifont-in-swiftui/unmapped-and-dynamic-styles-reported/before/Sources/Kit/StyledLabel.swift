import SwiftUI
import UIKit

struct StyledLabel: View {
    let text: String
    let style: UIFont.TextStyle
    let traits: UITraitCollection

    var body: some View {
        VStack {
            // The style comes from the caller.
            Text(text)
                .font(Font(UIFont.preferredFont(forTextStyle: style)))
            // Pinned to the traits of the presenting controller.
            Text(text)
                .font(Font(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)))
            Text(text)
                .font(Font(UIFont.preferredFont(forTextStyle: .init(rawValue: "UICTFontTextStyleBody"))))
            Text(text)
                .font(Font(UIFont.preferredFont(forTextStyle: .hero)))
        }
    }
}

extension UIFont.TextStyle {
    static let hero = UIFont.TextStyle(rawValue: "HeroTextStyle")
}
