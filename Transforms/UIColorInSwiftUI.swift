import SwiftTree
import UnfoldKit

/// ## What it does
/// In files that import SwiftUI, replaces a SwiftUI colour wrapped around the
/// UIKit label colours with the SwiftUI colour: `Color(uiColor: .label)`,
/// `Color(UIColor.label)` and `Color(.label)` (also with `UIColor.label`
/// spelled out) → `Color.primary`; `.secondaryLabel` → `Color.secondary`.
/// `Color(UIColor.black)`, `.white` and `.clear` (any of the three spellings)
/// are reported with `Color.black` / `Color.white` / `Color.clear`. Other
/// UIKit colours (`.systemBackground`, `.tertiaryLabel`, `.systemRed`, …) stay
/// untouched and unreported: SwiftUI has no colour that is documented to be
/// the same.
///
/// ## Why
/// `UIColor` is a class: wrapping one in `Color(…)` inside `body` allocates on
/// every evaluation, while `Color.primary` and `Color.secondary` are values.
/// The SwiftUI performance field notes measured a view 5× faster
/// (48.29 µs → 9.59 µs) with native fonts and colours instead of `UIFont` /
/// `UIColor` wrappers.
///
/// ## Example
/// ```diff
///  Text("Hello")
/// -    .foregroundStyle(Color(uiColor: .label))
/// +    .foregroundStyle(Color.primary)
///  Text("World!")
/// -    .foregroundStyle(Color(UIColor.secondaryLabel))
/// +    .foregroundStyle(Color.secondary)
/// ```
///
/// ## Fix safety
/// Safe: `Color.primary` and `Color.secondary` are SwiftUI's colours for
/// primary and secondary content, the roles of UIKit's `label` and
/// `secondaryLabel`, and adapt to dark mode the same way. The black, white
/// and clear findings carry no fix: the colours are the same, but the rule
/// only rewrites the label colours.
public struct UIColorInSwiftUI: Transform {
    public var id: String { "uicolor-in-swiftui" }
    public var summary: String { "Color(uiColor: .label) / Color(UIColor.secondaryLabel) → Color.primary / Color.secondary." }
    public var fixSafety: FixSafety { .safe }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["Color"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let replacements: [String: String] = ["label": "primary", "secondaryLabel": "secondary"]
    /// Fixed colours with a SwiftUI constant of the same value: reported only.
    static let constants: Set<String> = ["black", "white", "clear"]

    static let labelled = Pattern("Color(uiColor: $c)")
    static let unlabelled = Pattern("Color($c)")

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        guard tree.containsToken(Array("Color".utf8)), tree.imports("SwiftUI") else { return [] }
        var out: [Finding] = []
        // One search for `Color`, the anchor of both patterns.
        let found = tree.matches(each: [Self.labelled, Self.unlabelled])
        for m in (found[0] + found[1]).sorted(by: { $0.tokens.lowerBound < $1.tokens.lowerBound }) {
            guard let c = m.captures["c"], let name = Self.colorName(c, tree) else { continue }
            let text = tree.text(from: m.tokens.lowerBound, through: m.tokens.upperBound)
            if let new = Self.replacements[name] {
                let fix = Fix(safety: .safe, title: "use Color.\(new)", edits: [file.edit(replacing: m.tokens, with: "Color.\(new)")])
                out.append(file.finding(at: m.tokens.lowerBound, "`\(Text.short(text, limit: 60))` wraps a UIColor, allocated on every evaluation → `Color.\(new)`", fix: fix))
            } else if Self.constants.contains(name) {
                out.append(file.finding(at: m.tokens.lowerBound, "`\(Text.short(text, limit: 60))` wraps a UIColor, allocated on every evaluation → `Color.\(name)`, the same colour"))
            }
        }
        return out
    }

    /// `label` from `.label` or `UIColor.label`; nil for anything else.
    static func colorName(_ r: ClosedRange<Int>, _ tree: SyntaxTree) -> String? {
        if r.count == 2, tree.kind(r.lowerBound) == .period, tree.kind(r.upperBound) == .identifier {
            return tree.text(r.upperBound)
        }
        if r.count == 3, tree.is(r.lowerBound, "UIColor"), tree.kind(r.lowerBound + 1) == .period, tree.kind(r.upperBound) == .identifier {
            return tree.text(r.upperBound)
        }
        return nil
    }
}
