import SwiftTree
import UnfoldKit

/// ## What it does
/// Rewrites arithmetic that doubles one side of an inset — as if left and right
/// were always equal — into arithmetic over both sides, for `safeAreaInsets`,
/// `layoutMargins`, `directionalLayoutMargins`, `contentInset`,
/// `adjustedContentInset` and SwiftUI `EdgeInsets`:
/// `W - X.safeAreaInsets.left * 2` (also `2 * …`, `(… * 2)`, `… - left - left`)
/// → `W - X.safeAreaInsets.left - X.safeAreaInsets.right`; elsewhere the
/// doubled side becomes `(X.safeAreaInsets.left + X.safeAreaInsets.right)`;
/// a local holding one side (`let h = X.safeAreaInsets.left` … `h * 2`) gets
/// the other side added; `rect.insetBy(dx: X.safeAreaInsets.left, dy: …)`
/// → `rect.inset(by: …)` with both sides; `UIEdgeInsets(…, left: X.….left, …,
/// right: X.….left)` uses `.right` on the right (likewise leading/trailing);
/// SwiftUI `.padding(.horizontal, geo.safeAreaInsets.leading)` → leading and
/// trailing paddings. Top and bottom are rewritten only where the doubled side
/// is subtracted from a height.
///
/// ## Why
/// Safe areas are no longer symmetric: on iPhone Duo, in resizable windows
/// and with bars on the side edge, the left and right insets differ, so
/// doubling one side cuts content on one edge and wastes space on the other.
/// (iPhone Duo field notes: `view.bounds.width - view.safeAreaInsets.left * 2`
/// → `view.bounds.inset(by: view.safeAreaInsets).width`.)
///
/// ## Example
/// ```diff
/// -let contentWidth = view.bounds.width - view.safeAreaInsets.left * 2
/// +let contentWidth = view.bounds.width - view.safeAreaInsets.left - view.safeAreaInsets.right
/// -let inner = bounds.insetBy(dx: safeAreaInsets.left, dy: 0)
/// +let inner = bounds.inset(by: UIEdgeInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right))
/// ```
///
/// ## Fix safety
/// Safe: where both sides are equal the result is the same value (a test
/// compiles original and rewritten expressions against stand-in UIKit types
/// and compares them); where they differ it is the intended one.
/// Parentheses are added wherever precedence needs them. Expressions whose
/// shape is ambiguous (a doubled side inside a tighter operator, an `insetBy`
/// with a computed `dy`) are reported instead.
public struct SymmetricSafeAreaInsets: Transform {
    public var id: String { "symmetric-safe-area-insets" }
    public var summary: String { "One inset side doubled (safeAreaInsets.left * 2) → both sides (left + right)." }
    public var fixSafety: FixSafety { .safe }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(Array(SymmetricSafeAreaInsets.properties))

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let properties: Set<String> = ["safeAreaInsets", "layoutMargins", "directionalLayoutMargins", "contentInset", "adjustedContentInset"]
    static let propertyBytes = properties.sorted().map { Array($0.utf8) }
    static let opposite: [String: String] = ["left": "right", "right": "left", "leading": "trailing", "trailing": "leading", "top": "bottom", "bottom": "top"]
    /// Properties of type UIEdgeInsets (CGRect.inset(by:) takes those only).
    static let edgeInsetProperties: Set<String> = ["safeAreaInsets", "layoutMargins", "contentInset", "adjustedContentInset"]

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        guard Self.properties.contains(where: { tree.containsToken(Array($0.utf8)) }) else { return [] }
        var out: [Finding] = []
        var claimed: [ClosedRange<Int>] = []
        let accesses = sideAccesses(tree)
        guard !accesses.isEmpty else { return [] }
        // Whole-call forms first: insetBy, edge-inset initializers, SwiftUI padding.
        for f in insetByFindings(file, accesses) + initializerFindings(file, accesses) + paddingFindings(file, accesses) {
            out.append(f.finding)
            claimed.append(f.range)
        }
        // Doubled sides, directly or through a local.
        for access in accesses + localAccesses(tree, accesses) {
            guard !claimed.contains(where: { $0.contains(access.range.lowerBound) }) else { continue }
            if let (f, r) = doubled(access, file) {
                out.append(f)
                claimed.append(r)
            }
        }
        return out.sorted { $0.offset < $1.offset }
    }

    // MARK: Side accesses

    /// `X.safeAreaInsets.left` (or a local holding it): the tokens, and the text of the other side.
    struct SideAccess {
        var range: ClosedRange<Int>
        /// The side name (`left`, `leading`, `top`, …).
        var side: String
        /// Source text of the same access with the opposite side.
        var otherText: String
        /// Source text of the access itself.
        var text: String
    }

    /// Every `….property.side` chain that ends in a side (not `….left.rounded()`).
    func sideAccesses(_ tree: SyntaxTree) -> [SideAccess] {
        var out: [SideAccess] = []
        let names = Self.propertyBytes.filter { tree.containsToken($0) }
        guard !names.isEmpty else { return [] }
        for i in 0..<(tree.count - 1) where tree.kind(i) == .identifier && tree.kind(i + 1) == .period {
            guard names.contains(where: { tree.tokenEquals(i, $0) }), tree.kind(i + 2) == .identifier else { continue }
            let side = tree.text(i + 2)
            guard let other = Self.opposite[side] else { continue }
            // The side must end the chain: no further member, call or subscript.
            if tree.postfixElementEnd(after: i + 2) != nil { continue }
            let start = tree.operandStart(endingAt: i)
            guard tree.kind(start) != .prefixOperator, tree.kind(start) != .period else { continue }
            let prefix = start < i ? tree.text(from: start, through: i + 1) : tree.text(from: i, through: i + 1)
            out.append(SideAccess(range: start...(i + 2), side: side, otherText: prefix + other, text: prefix + side))
            // `(view.window?.safeAreaInsets.left ?? 0)`: the parenthesised default is one side too.
            if let d = defaulted(start...(i + 2), tree), tree.kind(start - 1) == .leftParen, Int(tree.partner[start - 1]) == d.upperBound + 1,
               start - 2 < 0 || tree.lastOperandToken(start - 2) == nil {
                let fallback = " ?? " + tree.text(d.upperBound)
                out.append(SideAccess(range: (start - 1)...(d.upperBound + 1), side: side,
                                      otherText: "(" + prefix + other + fallback + ")", text: "(" + prefix + side + fallback + ")"))
            }
        }
        return out
    }

    /// `A ?? 0` (a number literal after `??`) for the side access `a`: its range.
    func defaulted(_ a: ClosedRange<Int>, _ tree: SyntaxTree) -> ClosedRange<Int>? {
        let e = a.upperBound
        guard tree.isText(e + 1, "??"), tree.kind(e + 2) == .integerLiteral || tree.kind(e + 2) == .floatLiteral else { return nil }
        return a.lowerBound...(e + 2)
    }

    /// Uses of a local that holds one side: `let h = view.safeAreaInsets.left` … `h`.
    func localAccesses(_ tree: SyntaxTree, _ direct: [SideAccess]) -> [SideAccess] {
        var out: [SideAccess] = []
        for d in tree.decls where d.kind == .let && d.nameToken >= 0 && d.parent != nil {
            guard let initRange = d.initializer, let parent = d.parent, !tree.decls[parent].kind.isTypeLike,
                  let access = direct.first(where: { $0.range == initRange }) else { continue }
            // Uses after the declaration, up to the end of its enclosing scope.
            let scopeOpen = tree.enclosingBrace(d.keyword)
            let scopeEnd = scopeOpen >= 0 && tree.partner[scopeOpen] >= 0 ? Int(tree.partner[scopeOpen]) : tree.count - 1
            guard d.end + 1 < scopeEnd else { continue }
            for u in tree.uses(of: d.name, in: (d.end + 1)...(scopeEnd - 1)) {
                out.append(SideAccess(range: u...u, side: access.side, otherText: access.otherText, text: d.name))
            }
        }
        return out
    }

    // MARK: Doubling

    func isTwo(_ tree: SyntaxTree, _ i: Int) -> Bool {
        (tree.kind(i) == .integerLiteral || tree.kind(i) == .floatLiteral) && (tree.is(i, "2") || tree.is(i, "2.0"))
    }

    /// A doubled side: `A * 2`, `2 * A`, `A + A`, or `- A - A`, as a complete
    /// subexpression; returns the finding and the claimed tokens.
    func doubled(_ a: SideAccess, _ file: FileContext) -> (Finding, ClosedRange<Int>)? {
        let tree = file.tree
        let s = a.range.lowerBound
        let e = a.range.upperBound
        var term: ClosedRange<Int>?
        var secondSide: Int?  // `- A - A`: the token of the second side to flip
        var inner = Precedence.multiplication
        if tree.is(e + 1, "*"), isTwo(tree, e + 2) {
            term = s...(e + 2)
        } else if tree.is(s - 1, "*"), isTwo(tree, s - 2) {
            term = (s - 2)...e
        } else if tree.is(e + 1, "+") || tree.is(e + 1, "-"), let twin = twinAccess(after: e + 1, like: a, tree) {
            inner = .addition
            if tree.is(e + 1, "+") {
                term = s...twin
            } else if tree.is(s - 1, "-") {
                // `W - A - A` → flip the second side.
                secondSide = twin
                term = s...twin
            }
        }
        guard var t = term else { return nil }
        let original = tree.text(from: t.lowerBound, through: t.upperBound)
        // A complete subexpression: nothing tighter on either side.
        let before = t.lowerBound - 1
        let after = t.upperBound + 1
        var complete = true
        if let p = tree.binaryPrecedence(before), p >= inner, !(secondSide != nil && p == .addition) { complete = false }
        if tree.kind(before) == .prefixOperator { complete = false }
        if let p = tree.binaryPrecedence(after), p > inner { complete = false }
        if tree.postfixElementEnd(after: t.upperBound) != nil { complete = false }
        if !complete {
            let f = file.finding(at: t.lowerBound, "`\(Text.short(original, limit: 50))` doubles one side inside a larger expression → add `\(Text.short(a.otherText, limit: 50))` by hand")
            return (f, t)
        }
        // Wrapping parentheses (not a call's) belong to the term.
        if tree.kind(t.lowerBound - 1) == .leftParen, Int(tree.partner[t.lowerBound - 1]) == t.upperBound + 1,
           t.lowerBound - 2 < 0 || tree.lastOperandToken(t.lowerBound - 2) == nil {
            t = (t.lowerBound - 1)...(t.upperBound + 1)
        }
        let vertical = a.side == "top" || a.side == "bottom"
        let subtracted = tree.is(t.lowerBound - 1, "-") && tree.kind(t.lowerBound - 1) == .binaryOperator
            && (tree.binaryPrecedence(t.upperBound + 1).map { $0 <= .addition } ?? true)
        if vertical {
            // Only subtracted from a height: `H - X.safeAreaInsets.top * 2`.
            guard subtracted, tree.is(t.lowerBound - 2, "height") else { return nil }
        }
        let replacement: String
        let edit: Edit
        if let second = secondSide {
            replacement = Self.opposite[a.side]!
            edit = file.edit(replacing: second...second, with: replacement)
        } else if subtracted {
            replacement = "\(a.text) - \(a.otherText)"
            edit = file.edit(replacing: t, with: replacement)
        } else {
            replacement = "(\(a.text) + \(a.otherText))"
            edit = file.edit(replacing: t, with: replacement)
        }
        if file.tree.hasComment(from: t.lowerBound, through: t.upperBound) {
            let f = file.finding(at: t.lowerBound, "`\(Text.short(original, limit: 50))` doubles one side → add `\(Text.short(a.otherText, limit: 50))` by hand (a comment inside would be lost)")
            return (f, t)
        }
        let fix = Fix(safety: .safe, title: "use both sides", edits: [edit])
        let message = "`\(Text.short(original, limit: 50))` doubles one side, but the \(vertical ? "top and bottom" : "side") insets differ → `\(Text.short(secondSide != nil ? a.otherText : replacement, limit: 60))`"
        return (file.finding(at: t.lowerBound, message, fix: fix), t)
    }

    /// The same access (same text) starting right after operator `op`.
    func twinAccess(after op: Int, like a: SideAccess, _ tree: SyntaxTree) -> Int? {
        let start = op + 1
        guard let end = tree.operandEnd(start), tree.text(from: start, through: end) == a.text else { return nil }
        return end
    }

    // MARK: insetBy(dx:dy:)

    static let insetBy = Pattern("$r.insetBy(dx: $dx, dy: $dy)")

    func insetByFindings(_ file: FileContext, _ accesses: [SideAccess]) -> [(finding: Finding, range: ClosedRange<Int>)] {
        let tree = file.tree
        var out: [(Finding, ClosedRange<Int>)] = []
        for m in tree.matches(Self.insetBy) {
            guard let dx = m.captures["dx"], let dy = m.captures["dy"], let rect = m.captures["r"],
                  let a = accesses.first(where: { $0.range == dx }), a.side == "left" || a.side == "right",
                  Self.edgeInsetProperties.contains(where: { a.text.hasSuffix($0 + "." + a.side) }) else { continue }
            let insets = String(a.text.dropLast(a.side.count + 1))
            let dyText = tree.text(from: dy.lowerBound, through: dy.upperBound)
            let left = a.side == "left" ? a.text : a.otherText
            let right = a.side == "left" ? a.otherText : a.text
            let rectText = tree.text(from: rect.lowerBound, through: rect.upperBound)
            let replacement: String
            if dyText == insets + ".top" || dyText == insets + ".bottom" {
                replacement = "\(rectText).inset(by: \(insets))"
            } else if isSimple(dy, tree) {
                replacement = "\(rectText).inset(by: UIEdgeInsets(top: \(dyText), left: \(left), bottom: \(dyText), right: \(right)))"
            } else {
                out.append((file.finding(at: m.tokens.lowerBound, "`insetBy(dx:dy:)` with `\(Text.short(a.text, limit: 40))` insets both sides by one → `inset(by: UIEdgeInsets(…))` with both sides"), m.tokens))
                continue
            }
            let fix = Fix(safety: .safe, title: "inset by both sides", edits: [file.edit(replacing: m.tokens, with: replacement)])
            out.append((file.finding(at: m.tokens.lowerBound, "`insetBy(dx: \(Text.short(a.text, limit: 50)), …)` insets both sides by one → `inset(by:)` with both sides", fix: fix), m.tokens))
        }
        return out
    }

    /// A literal, a name or a member chain without calls: safe to write twice.
    func isSimple(_ r: ClosedRange<Int>, _ tree: SyntaxTree) -> Bool {
        for i in r {
            switch tree.kind(i) {
            case .integerLiteral, .floatLiteral, .identifier, .period, .keyword: continue
            case .prefixOperator where tree.is(i, "-"): continue
            default: return false
            }
        }
        return true
    }

    // MARK: Edge-inset initializers

    static let initializers: [(Pattern, String, String)] = [
        (Pattern("UIEdgeInsets(top: $t, left: $l, bottom: $b, right: $r)"), "left", "right"),
        (Pattern("NSDirectionalEdgeInsets(top: $t, leading: $l, bottom: $b, trailing: $r)"), "leading", "trailing"),
        (Pattern("EdgeInsets(top: $t, leading: $l, bottom: $b, trailing: $r)"), "leading", "trailing"),
    ]

    func initializerFindings(_ file: FileContext, _ accesses: [SideAccess]) -> [(finding: Finding, range: ClosedRange<Int>)] {
        let tree = file.tree
        var out: [(Finding, ClosedRange<Int>)] = []
        for (pattern, leftName, rightName) in Self.initializers {
            for m in tree.matches(pattern) {
                guard let l = m.captures["l"], let r = m.captures["r"],
                      let la = accesses.first(where: { $0.range == l }), let ra = accesses.first(where: { $0.range == r }),
                      la.text == ra.text else { continue }
                // `left: X.left, right: X.left` → flip the right one; `left: X.right, right: X.right` → flip the left one.
                let flip: (Int, String)
                if la.side == leftName {
                    flip = (ra.range.upperBound, rightName)
                } else if la.side == rightName {
                    flip = (la.range.upperBound, leftName)
                } else {
                    continue
                }
                let fix = Fix(safety: .safe, title: "use the matching side", edits: [file.edit(replacing: flip.0...flip.0, with: flip.1)])
                out.append((file.finding(at: flip.0, "`\(Text.short(la.text, limit: 60))` is used for both sides → `.\(flip.1)` for the \(flip.1) inset", fix: fix), m.tokens))
            }
        }
        return out
    }

    // MARK: SwiftUI padding

    static let padding = Pattern(".padding(.horizontal, $v)")

    func paddingFindings(_ file: FileContext, _ accesses: [SideAccess]) -> [(finding: Finding, range: ClosedRange<Int>)] {
        let tree = file.tree
        var out: [(Finding, ClosedRange<Int>)] = []
        for m in tree.matches(Self.padding) {
            guard let v = m.captures["v"] else { continue }
            // `left`/`right` (UIEdgeInsets: not flipped right to left) or a `?? 0` default: reported.
            if let a = accesses.first(where: { $0.range == v || defaulted($0.range, tree) == v }),
               a.range != v || a.side == "left" || a.side == "right" {
                out.append((file.finding(at: m.tokens.lowerBound, "`.padding(.horizontal, \(Text.short(tree.text(from: v.lowerBound, through: v.upperBound), limit: 50)))` pads both sides by one side's inset → pad each side by its own"), m.tokens))
                continue
            }
            guard let a = accesses.first(where: { $0.range == v }),
                  a.side == "leading" || a.side == "trailing" else { continue }
            let leading = a.side == "leading" ? a.text : a.otherText
            let trailing = a.side == "leading" ? a.otherText : a.text
            let replacement = ".padding(.leading, \(leading)).padding(.trailing, \(trailing))"
            let fix = Fix(safety: .safe, title: "pad each side by its own inset", edits: [file.edit(replacing: m.tokens, with: replacement)])
            out.append((file.finding(at: m.tokens.lowerBound, "`.padding(.horizontal, \(Text.short(a.text, limit: 50)))` pads both sides by one side's inset → pad leading and trailing separately", fix: fix), m.tokens))
        }
        return out
    }
}
