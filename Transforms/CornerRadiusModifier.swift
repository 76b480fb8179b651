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
    public var id: String { "corner-radius-modifier" }
    public var summary: String { "SwiftUI's deprecated .cornerRadius(_:antialiased:) → .clipShape(RoundedRectangle(cornerRadius:))." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords([CornerRadiusModifier.name])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let name = "cornerRadius"
    /// `name` as bytes, made once (pass 1 asks every file).
    static let nameBytes = Array(name.utf8)
    /// SwiftUI's signature: `cornerRadius(_ radius: CGFloat, antialiased: Bool = true)`.
    static let swiftUI = [CallSignature.Parameter(label: "_", hasDefault: false), CallSignature.Parameter(label: "antialiased", hasDefault: true)]

    /// The project's own `cornerRadius` functions, by their parameters.
    public struct Facts: Sendable, Equatable, Codable {
        var signatures: [[CallSignature.Parameter]]
    }

    public func collect(path: String, tree: SyntaxTree) -> Facts? {
        guard tree.containsToken(Self.nameBytes) else { return nil }
        // By index: a declaration is copied only when it is a `cornerRadius` function.
        let signatures = tree.decls.indices.filter { tree.decls[$0].kind == .func && tree.decls[$0].name == Self.name }
            .compactMap { CallSignature.parameters(of: tree.decls[$0], tree) }
        return signatures.isEmpty ? nil : Facts(signatures: signatures)
    }

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        guard tree.containsToken(Array(Self.name.utf8)), tree.imports("SwiftUI") else { return [] }
        let own = file.index.facts(for: self).flatMap(\.facts.signatures)
        var out: [Finding] = []
        for i in 1..<max(1, tree.count - 1) where tree.kind(i) == .identifier && tree.isText(i, Self.name) && tree.kind(i - 1) == .period {
            guard let labels = CallSignature.argumentLabels(call: i, tree), CallSignature.accepts(Self.swiftUI, labels),
                  !own.contains(where: { CallSignature.accepts($0, labels) }) else { continue }
            // Swift Charts' own `ChartContent.cornerRadius(_:style:)`: on a mark, or in a `Chart { … }`.
            if tree.startsWithChartMark(tree.operandStart(endingAt: i - 2)) || tree.isInChartContent(i) { continue }
            let radius = Self.firstArgument(call: i, tree) ?? "r"
            out.append(file.finding(at: i, "cornerRadius(_:antialiased:) is deprecated: use .clipShape(RoundedRectangle(cornerRadius: \(radius)))"))
        }
        return out
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
}
