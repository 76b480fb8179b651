import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports SwiftUI's deprecated `cornerRadius(_:antialiased:)` modifier
/// (`.cornerRadius(8)`, `.cornerRadius(r, antialiased: false)`) in files that
/// import SwiftUI, with the replacement: `.clipShape(RoundedRectangle(cornerRadius: r))`.
///
/// Many apps declare their own `cornerRadius(_:)` on `View` (often to wrap
/// `clipShape` and silence the warning); a call those labels match is the
/// app's own and is not reported. The declarations are collected from every
/// file of the project in the first pass (the transform's facts), so a call
/// in one file is judged by an extension in another. UIKit's
/// `layer.cornerRadius = 8` is a property, never a call, and is not reported.
/// Neither is Swift Charts' own `cornerRadius(_:style:)` of chart content
/// (Apple: `ChartContent.cornerRadius(_:style:) -> some ChartContent`, iOS 16,
/// developer.apple.com/documentation/charts/chartcontent/cornerradius(_:style:);
/// damus's storage pie chart: `SectorMark(…).cornerRadius(4)` in a
/// `Chart { … }`): a call on a chain that starts with a mark (`BarMark`,
/// `SectorMark`, `RectangleMark`, `AreaMark`, `LineMark`, `PointMark`,
/// `RuleMark`; any `…Mark(…)` in a file that imports Charts), or anywhere in
/// a `Chart { … }` content closure (through `ForEach`), or in a property or
/// function declared to return `some ChartContent`. A view's
/// `.cornerRadius` inside a mark's `.annotation { … }` is a view again and is
/// reported.
///
/// ## Why
/// The modifier is deprecated in SwiftUI ("Use `clipShape` or `fill`
/// instead.") and shows as a warning in every view that uses it; the
/// replacement clips to the same rounded rectangle.
///
/// ## Example
/// ```diff
///  // finding only:
///  Image(systemName: "star").cornerRadius(8)
///  // corner-radius-modifier: cornerRadius(_:antialiased:) is deprecated:
///  // use .clipShape(RoundedRectangle(cornerRadius: 8))
/// ```
///
/// ## Fix safety
/// Finding only. This transform is the worked example of a collecting
/// transform in docs/ARCHITECTURE.md ("Add a transform"); a review fix can
/// follow once real apps have shown the shapes of the calls.
public struct CornerRadiusModifier: CollectingTransform {
    public let id = "corner-radius-modifier"
    public let summary = "SwiftUI's deprecated .cornerRadius(_:antialiased:) → .clipShape(RoundedRectangle(cornerRadius:))."
    public let fixSafety = FixSafety.none

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords([CornerRadiusModifier.name])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let name = "cornerRadius"
    /// `name` as bytes, made once (pass 1 asks every file).
    static let nameBytes = Array(name.utf8)
    /// SwiftUI's signature: `cornerRadius(_ radius: CGFloat, antialiased: Bool = true)`.
    static let swiftUI = [Parameter(label: "_", hasDefault: false), Parameter(label: "antialiased", hasDefault: true)]

    struct Parameter: Sendable, Hashable, Codable {
        var label: String
        var hasDefault: Bool
    }

    /// The project's own `cornerRadius` functions, by their parameters.
    public struct Facts: Sendable, Equatable, Codable {
        var signatures: [[Parameter]]
    }

    public func collect(path: String, tree: SyntaxTree) -> Facts? {
        guard tree.containsToken(Self.nameBytes) else { return nil }
        // By index: a declaration is copied only when it is a `cornerRadius` function.
        let signatures = tree.decls.indices.filter { tree.decls[$0].kind == .func && tree.decls[$0].name == Self.name }
            .compactMap { Self.parameters(of: tree.decls[$0], tree) }
        return signatures.isEmpty ? nil : Facts(signatures: signatures)
    }

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        guard tree.containsToken(Array(Self.name.utf8)), tree.imports("SwiftUI") else { return [] }
        let own = file.index.facts(for: self).flatMap(\.facts.signatures)
        var out: [Finding] = []
        for i in 1..<max(1, tree.count - 1) where tree.kind(i) == .identifier && tree.isText(i, Self.name) && tree.kind(i - 1) == .period {
            guard let labels = Self.argumentLabels(call: i, tree), Self.accepts(Self.swiftUI, labels),
                  !own.contains(where: { Self.accepts($0, labels) }) else { continue }
            // Swift Charts' own `ChartContent.cornerRadius(_:style:)`: on a mark, or in a `Chart { … }`.
            if tree.startsWithChartMark(tree.operandStart(endingAt: i - 2)) || tree.isInChartContent(i) { continue }
            let radius = Self.firstArgument(call: i, tree) ?? "r"
            out.append(file.finding(at: i, "cornerRadius(_:antialiased:) is deprecated: use .clipShape(RoundedRectangle(cornerRadius: \(radius)))"))
        }
        return out
    }

    /// The labels of the call at name token `i` (`_` for an unlabelled
    /// argument); nil when `i` is not followed by an argument list.
    static func argumentLabels(call i: Int, _ tree: SyntaxTree) -> [String]? {
        let open = i + 1
        guard open < tree.count, tree.kind(open) == .leftParen, tree.partner[open] > open else { return nil }
        let close = Int(tree.partner[open])
        var labels: [String] = []
        var k = open + 1
        var argumentStart = true
        while k < close {
            if argumentStart {
                let labelled = tree.kind(k + 1) == .colon && (tree.kind(k) == .identifier || tree.kind(k) == .keyword)
                labels.append(labelled ? tree.text(k) : "_")
                argumentStart = false
            }
            if tree.kind(k) == .comma { argumentStart = true }
            k = tree.nextSibling(k)
        }
        return labels
    }

    /// The first argument's text, when it is short enough for a message.
    static func firstArgument(call i: Int, _ tree: SyntaxTree) -> String? {
        let open = i + 1
        let close = Int(tree.partner[open])
        var end = open + 1
        while end < close, tree.kind(end) != .comma { end = tree.nextSibling(end) }
        guard end > open + 1 else { return nil }
        let text = tree.text(from: open + 1, through: end - 1)
        return text.utf8.count <= 40 && !text.contains("\n") ? text : nil
    }

    /// The parameters of function declaration `d`: external label (`_` when
    /// none) and whether it has a default value.
    static func parameters(of d: Decl, _ tree: SyntaxTree) -> [Parameter]? {
        var open = d.nameToken + 1
        if let generic = d.genericClause { open = generic.upperBound + 1 }
        guard open < tree.count, tree.kind(open) == .leftParen, tree.partner[open] > open else { return nil }
        let close = Int(tree.partner[open])
        var out: [Parameter] = []
        var k = open + 1
        while k < close {
            // `label name: T = default`, `_ name: T`, `name: T`.
            let first = k
            var colon = k
            while colon < close, tree.kind(colon) != .colon, tree.kind(colon) != .comma { colon = tree.nextSibling(colon) }
            var end = colon
            var hasDefault = false
            while end < close, tree.kind(end) != .comma {
                if tree.kind(end) == .equal { hasDefault = true }
                end = tree.nextSibling(end)
            }
            if colon > first { out.append(Parameter(label: tree.text(first), hasDefault: hasDefault)) }
            k = end < close ? end + 1 : close
        }
        return out
    }

    /// Whether a call with `labels` can call a function with `parameters`
    /// (parameters with defaults may be left out, in order).
    static func accepts(_ parameters: [Parameter], _ labels: [String]) -> Bool {
        var j = 0
        for p in parameters {
            if j < labels.count, labels[j] == p.label {
                j += 1
            } else if !p.hasDefault {
                return false
            }
        }
        return j == labels.count
    }
}
