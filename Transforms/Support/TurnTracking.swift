import SwiftTree

/// Code that reads an orientation only to notice that the device turned, not to
/// lay anything out: an `if` that compares the orientation with an earlier one
/// the member stores itself (`if last != UIDevice.current.orientation { … }` with
/// `last = UIDevice.current.orientation` in the same member) and whose branches set
/// no frame, constraint, layout or size — a rotation counter for a hidden debug
/// gesture, say. orientation-layout skips the reads inside such an `if` and the
/// stores that feed its comparison.
struct TurnTracking {
    /// The `if` statements that only track turns.
    private(set) var ranges: [ClosedRange<Int>] = []
    /// First tokens of the reads stored into the compared name (`last = <read>`).
    private(set) var stores: Set<Int> = []

    /// Words in an identifier that mean layout is set (`frame`, `heightAnchor`, `setNeedsLayout`, `isHidden`, …).
    static let layoutWords = [
        "frame", "bounds", "constraint", "layout", "size", "anchor", "width", "height", "axis", "center",
        "inset", "margin", "origin", "transform", "cgrect", "spacing", "hidden", "column", "alpha", "offset",
    ]

    /// `reads`: the token ranges of the orientation reads of one file.
    init(_ reads: [ClosedRange<Int>], _ tree: SyntaxTree) {
        // `name = <read>` / `self.name = <read>` as a whole statement, per member.
        var stored: [Key: [Int]] = [:]
        for r in reads {
            guard r.lowerBound >= 2, tree.kind(r.lowerBound - 1) == .equal,
                  let s = tree.statement(containing: r.lowerBound), s.upperBound == r.upperBound,
                  let name = Self.storedName(endingAt: r.lowerBound - 2, startingAt: s.lowerBound, tree) else { continue }
            stored[Key(member: Self.member(r.lowerBound, tree), name: name), default: []].append(r.lowerBound)
        }
        guard !stored.isEmpty else { return }
        var compared: Set<Key> = []
        for r in reads {
            guard let s = tree.statement(containing: r.lowerBound), tree.is(s.lowerBound, "if"),
                  tree.enclosingBrace(r.lowerBound) == tree.enclosingBrace(s.lowerBound),
                  let name = Self.comparedName(r, tree) else { continue }
            let key = Key(member: Self.member(r.lowerBound, tree), name: name)
            guard stored[key] != nil, !Self.setsLayout(s, tree) else { continue }
            ranges.append(s)
            compared.insert(key)
        }
        for key in compared { stores.formUnion(stored[key] ?? []) }
    }

    /// Whether the read starting at token `i` only tracks turns.
    func covers(_ i: Int) -> Bool {
        stores.contains(i) || ranges.contains { $0.contains(i) }
    }

    struct Key: Hashable {
        var member: Int
        var name: String
    }

    /// The innermost function, accessor or property around `i` (-1 at the top level).
    static func member(_ i: Int, _ tree: SyntaxTree) -> Int {
        tree.declChain(containing: i).first { !tree.decls[$0].kind.isTypeLike } ?? -1
    }

    /// `name` or `self.name` ending at `e`, when it is the whole operand starting at `first`.
    static func storedName(endingAt e: Int, startingAt first: Int, _ tree: SyntaxTree) -> String? {
        guard e >= 0, tree.kind(e) == .identifier else { return nil }
        if first == e { return tree.text(e) }
        if first == e - 2, tree.kind(e - 1) == .period, tree.is(e - 2, "self") { return tree.text(e) }
        return nil
    }

    /// The stored name the read `r` is compared with (`last != r`, `r == self.last`).
    static func comparedName(_ r: ClosedRange<Int>, _ tree: SyntaxTree) -> String? {
        let before = r.lowerBound - 1
        if before >= 1, tree.kind(before) == .binaryOperator, tree.is(before, "!=") || tree.is(before, "==") {
            let e = before - 1
            if let name = storedName(endingAt: e, startingAt: tree.operandStart(endingAt: e), tree) { return name }
        }
        let after = r.upperBound + 1
        if tree.kind(after) == .binaryOperator, tree.is(after, "!=") || tree.is(after, "==") {
            let s = after + 1
            if let e = tree.operandEnd(s), let name = storedName(endingAt: e, startingAt: s, tree) { return name }
        }
        return nil
    }

    /// Whether the statement `s` mentions anything that sets layout.
    static func setsLayout(_ s: ClosedRange<Int>, _ tree: SyntaxTree) -> Bool {
        for k in s where tree.kind(k) == .identifier {
            let lower = tree.text(k).lowercased()
            if layoutWords.contains(where: { lower.contains($0) }) { return true }
        }
        return false
    }
}
