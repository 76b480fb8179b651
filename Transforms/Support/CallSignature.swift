import SwiftTree

/// Function signatures by their argument labels: whether a call can reach a
/// declaration (corner-radius-modifier tells SwiftUI's `cornerRadius` from a
/// project's own; foreground-color matches calls to the project's functions
/// that return `Color`).
enum CallSignature {
    struct Parameter: Sendable, Hashable, Codable {
        var label: String
        var hasDefault: Bool
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
