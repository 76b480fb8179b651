import SwiftTree

/// Swift Charts content recognised by its shape (real-app review of
/// damus-io/damus: a storage pie chart). Chart content has modifiers named like
/// SwiftUI's view modifiers (`ChartContent.cornerRadius(_:style:)`,
/// `foregroundStyle(_:)`, `position(by:)`…) that are not the `View` ones, and
/// `.chartBackground { proxy in … }` / `.chartOverlay { proxy in … }` lay views
/// out in the chart's plot area, not in the screen.
extension SyntaxTree {
    /// Swift Charts' marks (Apple: Charts, "Marks"): a chain that starts with
    /// one of them is chart content.
    static let chartMarks: Set<String> = [
        "AreaMark", "BarMark", "LineMark", "PointMark", "RectangleMark", "RuleMark", "SectorMark",
    ]

    /// The name of the call that closure `brace` is passed to: `name { … }`,
    /// `name(…) { … }`, `name(label: { … })`, `.name { … }` (by the member's
    /// name), the second closure of `name { … } label: { … }` by `name`; nil
    /// when `brace` is no closure or its call is not a plain name.
    func calleeOfClosure(_ brace: Int) -> String? {
        guard brace > 0, kind(brace) == .leftBrace, braceKinds[brace] == .closure else { return nil }
        var b = brace - 1
        // `} label: {`: step back over the earlier trailing closures of the call.
        while b >= 2, kind(b) == .colon, kind(b - 1) == .identifier, kind(b - 2) == .rightBrace, partner[b - 2] >= 0 {
            b = Int(partner[b - 2]) - 1
        }
        if kind(b) == .rightParen, partner[b] >= 0 {
            b = Int(partner[b]) - 1
        } else if kind(b) == .colon || kind(b) == .leftParen || kind(b) == .comma {
            let group = Int(parentGroup[brace])
            guard group > 0, kind(group) == .leftParen else { return nil }
            b = group - 1
        }
        guard b >= 0, kind(b) == .identifier else { return nil }
        return text(b)
    }

    /// Whether the postfix chain starting at `root` starts with a chart mark:
    /// `SectorMark(…)`, `BarMark(…)`; in a file that imports Charts, any
    /// `…Mark(…)` (the app's own wrappers of a mark).
    func startsWithChartMark(_ root: Int) -> Bool {
        guard root >= 0, root + 1 < count, kind(root) == .identifier, kind(root + 1) == .leftParen else { return false }
        let name = text(root)
        if Self.chartMarks.contains(name) { return true }
        guard name.count > 4, name.hasSuffix("Mark"), name.first?.isUppercase == true else { return false }
        return imports("Charts")
    }

    /// Whether token `i` is chart content: inside a `Chart { … }` closure
    /// (through `ForEach`, `if` and `switch` only; a mark's `.annotation { … }`
    /// holds views again), or in a function or property declared to return
    /// `some ChartContent` (a `@ChartContentBuilder` helper).
    func isInChartContent(_ i: Int) -> Bool {
        var token = i
        while let brace = enclosingClosure(token) {
            switch calleeOfClosure(brace) {
            case "Chart": return true
            case "ForEach": token = brace
            default: return false
            }
        }
        for d in declChain(containing: token) {
            let decl = decls[d]
            if decl.kind.isTypeLike { return false }
            guard decl.kind == .func || decl.kind.isVariable, decl.body >= 0, token > decl.body else { continue }
            let end = decl.body - 1
            guard decl.keyword < end else { return false }
            return (decl.keyword...end).contains { self.is($0, "ChartContent") }
        }
        return false
    }

    /// Whether token `i` is inside a `.chartBackground { … }` or
    /// `.chartOverlay { … }` closure: laid out in the chart's plot area.
    func isInChartPlotClosure(_ i: Int) -> Bool {
        var token = i
        while let brace = enclosingClosure(token) {
            if let name = calleeOfClosure(brace), name == "chartBackground" || name == "chartOverlay" { return true }
            token = brace
        }
        return false
    }
}
