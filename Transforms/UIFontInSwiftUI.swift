import SwiftTree
import UnfoldKit

/// ## What it does
/// In files that import SwiftUI, replaces a SwiftUI font made from a UIKit
/// text style, `Font(UIFont.preferredFont(forTextStyle: .title1))`, with the
/// SwiftUI font of the same text style, `Font.title`. The text styles map
/// one to one: largeTitle, title1 → title, title2, title3, headline,
/// subheadline, body, callout, footnote, caption1 → caption, caption2 (written
/// `.title1` or `UIFont.TextStyle.title1`). The replacement is always written
/// `Font.x`, inside `.font(…)` too, so it type-checks wherever the old
/// expression did. A text style without a SwiftUI counterpart, a style passed
/// in a variable, and the `compatibleWith:` variant are reported.
///
/// ## Why
/// `UIFont` is a class: building one in `body` allocates on every evaluation,
/// and the font's size is fixed when it is made. SwiftUI's `Font` is a value
/// that the system resolves in the view's environment (Dynamic Type
/// included). The SwiftUI performance field notes measured a view 5× faster
/// (48.29 µs → 9.59 µs) with native fonts and colours instead of `UIFont` /
/// `UIColor` wrappers.
///
/// unfold maps the text styles `largeTitle`, `title1`…
/// `title3`, `headline`, `subheadline`, `body`, `callout`, `footnote`,
/// `caption1` and `caption2`; any other (or one it cannot read) is mapped to
/// a `Font.TextStyle` by hand, with `Font.system(_:)` or the matching `Font`
/// constant. `title2`, `title3` and `caption2` need iOS 14. A font made for
/// fixed traits (`compatibleWith:`) becomes the SwiftUI `Font`; if its size
/// must stay fixed, limit it with `.dynamicTypeSize(_:)` (iOS 15).
///
/// ## Example
/// ```diff
///  Text("Hello")
/// -    .font(Font(UIFont.preferredFont(forTextStyle: .title1)))
/// +    .font(Font.title)
///  Text("World!")
/// -    .font(Font(UIFont.preferredFont(forTextStyle: .caption1)))
/// +    .font(Font.caption)
/// ```
///
/// ## Fix safety
/// Safe: the same text style, resolved by SwiftUI instead of UIKit.
/// `Font.title2`, `Font.title3` and `Font.caption2` need iOS 14: when the
/// deployment target is older, or unknown (RULES: the lowest plausible
/// target, iOS 13 for SwiftUI), they are only reported.
public struct UIFontInSwiftUI: Transform {
    public var id: String { "uifont-in-swiftui" }
    public var summary: String { "Font(UIFont.preferredFont(forTextStyle: .x)) → the SwiftUI Font of that text style." }
    public var fixSafety: FixSafety { .safe }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["preferredFont"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    /// UIFont.TextStyle → SwiftUI Font.
    static let styles: [String: String] = [
        "largeTitle": "largeTitle", "title1": "title", "title2": "title2", "title3": "title3",
        "headline": "headline", "subheadline": "subheadline", "body": "body", "callout": "callout",
        "footnote": "footnote", "caption1": "caption", "caption2": "caption2",
    ]
    /// SwiftUI fonts added in iOS 14 (Apple: Font.title3 and its siblings).
    static let iOS14: Set<String> = ["title2", "title3", "caption2"]

    static let preferred = Pattern("Font(UIFont.preferredFont(forTextStyle: $s))")
    static let compatible = Pattern("Font(UIFont.preferredFont(forTextStyle: $s, compatibleWith: $t))")

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        guard tree.containsToken(Array("preferredFont".utf8)), tree.imports("SwiftUI") else { return [] }
        let effective = EffectiveTarget(file)
        var out: [Finding] = []
        for m in tree.matches(Self.preferred) {
            guard let s = m.captures["s"] else { continue }
            let text = tree.text(from: m.tokens.lowerBound, through: m.tokens.upperBound)
            guard let style = Self.styleName(s, tree) else {
                let arg = tree.text(from: s.lowerBound, through: s.upperBound)
                out.append(file.finding(at: m.tokens.lowerBound, "`\(Text.short(text, limit: 56))` makes a UIFont in SwiftUI code → map `\(Text.short(arg, limit: 24))` to a `Font.TextStyle` by hand"))
                continue
            }
            guard let font = Self.styles[style] else {
                out.append(file.finding(at: m.tokens.lowerBound, "`\(Text.short(text, limit: 56))` makes a UIFont in SwiftUI code → choose the SwiftUI Font for `.\(style)` by hand"))
                continue
            }
            if Self.iOS14.contains(font), effective.knownBelow(OSVersion(major: 14), at: m.tokens.lowerBound) {
                let target = effective.minimum(at: m.tokens.lowerBound).map { "iOS \($0.major).\($0.minor)" } ?? "below iOS 14 here"
                out.append(file.finding(at: m.tokens.lowerBound, "`\(Text.short(text, limit: 56))` makes a UIFont in SwiftUI code → `Font.\(font)` once the target is iOS 14 (it is \(target))"))
                continue
            }
            // Unknown: the lowest plausible target for SwiftUI code (RULES), iOS 13.
            if Self.iOS14.contains(font), effective.minimum(at: m.tokens.lowerBound) == nil {
                out.append(file.finding(at: m.tokens.lowerBound, effective.unknownTargetMessage("This UIFont text style maps to `Font.\(font)`, which needs iOS 14")))
                continue
            }
            let fix = Fix(safety: .safe, title: "use Font.\(font)", edits: [file.edit(replacing: m.tokens, with: "Font.\(font)")])
            out.append(file.finding(at: m.tokens.lowerBound, "`\(Text.short(text, limit: 56))` wraps a UIFont, allocated on every evaluation → `Font.\(font)`", fix: fix))
        }
        for m in tree.matches(Self.compatible) {
            guard let s = m.captures["s"] else { continue }
            let style = Self.styleName(s, tree).flatMap { Self.styles[$0] }
            let use = style.map { "`Font.\($0)`" } ?? "the matching SwiftUI Font"
            out.append(file.finding(at: m.tokens.lowerBound, "`Font(UIFont.preferredFont(forTextStyle:compatibleWith:))` fixes the traits → \(use), limited with `.dynamicTypeSize(_:)` if needed"))
        }
        return out
    }

    /// `title1` from `.title1` or `UIFont.TextStyle.title1`; nil for anything else.
    static func styleName(_ r: ClosedRange<Int>, _ tree: SyntaxTree) -> String? {
        let n = r.count
        if n == 2, tree.kind(r.lowerBound) == .period, tree.kind(r.upperBound) == .identifier {
            return tree.text(r.upperBound)
        }
        if n == 5, tree.is(r.lowerBound, "UIFont"), tree.kind(r.lowerBound + 1) == .period, tree.is(r.lowerBound + 2, "TextStyle"),
           tree.kind(r.lowerBound + 3) == .period, tree.kind(r.upperBound) == .identifier {
            return tree.text(r.upperBound)
        }
        return nil
    }
}
