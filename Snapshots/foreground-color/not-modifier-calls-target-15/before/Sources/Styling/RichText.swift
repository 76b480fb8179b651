import SwiftUI
import UIKit

enum RichText {
    static func warning(_ text: String) -> AttributedString {
        var string = AttributedString(text)
        string.foregroundColor = .red
        let container = AttributeContainer().foregroundColor(.orange)
        string.mergeAttributes(container)
        return string
    }

    static func legacy(_ text: String) -> NSAttributedString {
        // .foregroundColor(.red) would not compile here.
        NSAttributedString(string: text, attributes: [.foregroundColor: UIColor.systemRed])
    }

    static func button(_ title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.label, for: .normal)
        return button
    }

    static let note = "Use .foregroundColor(.red) for errors"
}
