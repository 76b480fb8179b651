/// A code pattern such as `UIScreen.main.scale` or `$w - $x.safeAreaInsets.left * 2`.
///
/// Literal tokens match tokens with the same text (trivia ignored). A hole
/// `$name` captures a whole operand: a full postfix chain — or, when the next
/// pattern token continues a chain (`$x.safeAreaInsets`), the chain prefix
/// that makes the rest match — extended over binary operators that bind
/// tighter than the operators next to the hole. A match is always a real
/// subexpression: it never starts inside a chain (`a.UIScreen.main`), never
/// starts right after an operator that binds at least as tightly as the
/// pattern's first operator, and never ends where a tighter operator or a
/// postfix element would take its last operand. Patterns only see code
/// tokens, so they never match inside comments or string text, and they do
/// match inside string interpolations.
public struct Pattern: Sendable {
    public enum Element: Sendable, Equatable {
        case literal([UInt8])
        case hole(String)
    }

    public let source: String
    public let elements: [Element]
    /// Precedence of each element when it is a top-level binary operator.
    let precedences: [Precedence?]
    /// The loosest top-level operator: the root of the matched expression.
    let rootOperator: Precedence?
    /// Kind of each literal element (`?` of optional chaining vs the ternary's `?`).
    let kinds: [TokenKind]
    /// Precedence of each element that is a binary operator, at any bracket depth
    /// (what bounds a hole next to it).
    let adjacent: [Precedence?]
    /// A literal every match contains (its first name literal of more than two
    /// bytes), used to skip files quickly and to find where matches may start.
    public let anchor: [UInt8]?

    public init(_ source: String) {
        self.source = source
        let tree = SyntaxTree(source)
        var elements: [Element] = []
        var precedences: [Precedence?] = []
        var kinds: [TokenKind] = []
        var adjacent: [Precedence?] = []
        var depth = 0
        for i in 0..<(tree.tokens.count - 1) {
            let text = Array(tree.bytes[tree.tokens[i].range])
            if tree.tokens[i].kind == .identifier, text.first == UInt8(ascii: "$"), text.count > 1 {
                elements.append(.hole(String(decoding: text.dropFirst(), as: UTF8.self)))
                precedences.append(nil)
                adjacent.append(nil)
                kinds.append(.identifier)
                continue
            }
            let k = tree.tokens[i].kind
            elements.append(.literal(text))
            kinds.append(k)
            adjacent.append(tree.binaryPrecedence(i))
            precedences.append(depth == 0 ? tree.binaryPrecedence(i) : nil)
            if k.isOpening { depth += 1 } else if k.isClosing { depth -= 1 }
        }
        self.elements = elements
        self.precedences = precedences
        self.kinds = kinds
        self.adjacent = adjacent
        rootOperator = precedences.compactMap { $0 }.min()
        var anchor: [UInt8]?
        for e in elements {
            if case .literal(let t) = e, t.count > 2, let f = t.first, Lexer.isIdentifierASCII(f) {
                anchor = t
                break
            }
        }
        self.anchor = anchor
    }

    /// Whether the pattern has a binary operator outside brackets.
    var hasTopLevelOperator: Bool { rootOperator != nil }
}

/// One match of a pattern: the matched tokens and what each hole captured.
public struct Match: Sendable, Equatable {
    /// First and last matched token.
    public let tokens: ClosedRange<Int>
    /// Hole name → captured tokens.
    public let captures: [String: ClosedRange<Int>]
    /// Byte range of the matched text (trivia inside included, outside excluded).
    public let bytes: Range<Int>
}

extension SyntaxTree {
    /// Every non-overlapping match of `pattern`, in source order.
    public func matches(_ pattern: Pattern) -> [Match] {
        if let anchor = pattern.anchor {
            if !containsToken(anchor) { return [] }
            return matches(pattern, anchors: tokenIndices(equalTo: anchor))
        }
        var out: [Match] = []
        let n = tokens.count - 1
        var i = 0
        while i < n {
            if let m = match(pattern, at: i) {
                out.append(m)
                i = m.tokens.upperBound + 1
            } else {
                i += 1
            }
        }
        return out
    }

    /// The tokens (the end-of-file token aside) whose text is `word`, in order.
    public func tokenIndices(equalTo word: [UInt8]) -> [Int] {
        var out: [Int] = []
        for a in 0..<(tokens.count - 1) where tokenEquals(a, word) { out.append(a) }
        return out
    }

    /// `matches(pattern)` given every occurrence of its anchor
    /// (`tokenIndices(equalTo: pattern.anchor!)`): patterns with the same
    /// anchor share one search for it.
    public func matches(_ pattern: Pattern, anchors: [Int]) -> [Match] {
        var out: [Match] = []
        // A match holds the pattern's anchor (a name literal), and what comes
        // before it in the pattern is short, so only starts shortly before an
        // anchor occurrence are tried, not every token of the file.
        var next = 0
        for a in anchors {
            var i = max(next, a - 64)
            while i <= a {
                if let m = match(pattern, at: i) {
                    out.append(m)
                    next = m.tokens.upperBound + 1
                    i = next
                } else {
                    i += 1
                }
            }
            next = max(next, a + 1)
        }
        return out
    }

    /// The matches of each of `patterns` (`matches(_:)` of each), with one
    /// search for the anchor several of them share.
    public func matches(each patterns: [Pattern]) -> [[Match]] {
        var anchors: [[UInt8]: [Int]] = [:]
        return patterns.map { p in
            guard let a = p.anchor else { return matches(p) }
            if anchors[a] == nil { anchors[a] = containsToken(a) ? tokenIndices(equalTo: a) : [] }
            return matches(p, anchors: anchors[a]!)
        }
    }

    /// Whether some token's text equals `word`.
    public func containsToken(_ word: [UInt8]) -> Bool {
        guard !word.isEmpty else { return false }
        if let f = word.first, (Lexer.isIdentifierASCII(f) && !Lexer.isDigit(f)) || f >= 0x80 || f == UInt8(ascii: "`") {
            let h = word.withUnsafeBufferPointer { WordTable.hash($0, 0, $0.count) }
            if !mayContainWord(h) { return false }
        }
        let len = Int32(word.count)
        let first = word[0]
        for t in tokens where t.end - t.start == len && bytes[Int(t.start)] == first {
            var same = true
            var k = 1
            while k < word.count {
                if bytes[Int(t.start) + k] != word[k] { same = false; break }
                k += 1
            }
            if same { return true }
        }
        return false
    }

    /// The match of `pattern` starting exactly at token `i`, if any.
    public func match(_ pattern: Pattern, at i: Int) -> Match? {
        guard !pattern.elements.isEmpty, i < tokens.count - 1 else { return nil }
        // Quick reject on the first literal.
        if case .literal(let t) = pattern.elements[0], !tokenEquals(i, t) { return nil }
        // A match starts an operand …
        if case .hole = pattern.elements[0] {
            guard isOperandStart(i) else { return nil }
        } else if kind(i) == .identifier || kind(i) == .keyword || kind(i) == .dollarIdentifier {
            guard isOperandStart(i) else { return nil }
        }
        // … that is not the right operand of a tighter (or equal, left-associative) operator.
        if let root = pattern.rootOperator, i > 0 {
            let p = i - 1
            if let prec = binaryPrecedence(p), prec > root || (prec == root && !root.isRightAssociative) { return nil }
            if kind(p) == .prefixOperator { return nil }
        }
        var captures: [String: ClosedRange<Int>] = [:]
        guard let end = matchElements(pattern, 0, i, &captures) else { return nil }
        return Match(tokens: i...end, captures: captures, bytes: Int(tokens[i].start)..<Int(tokens[end].end))
    }

    /// Whether token `i`'s text ends with `suffix` and is at least
    /// `minimumLength` bytes long (no text made: asked for every identifier).
    public func tokenHasSuffix(_ i: Int, _ suffix: [UInt8], minimumLength: Int = 0) -> Bool {
        let t = tokens[i]
        let length = Int(t.end - t.start)
        guard length >= max(suffix.count, minimumLength) else { return false }
        let base = Int(t.end) - suffix.count
        for k in 0..<suffix.count where bytes[base + k] != suffix[k] { return false }
        return true
    }

    public func tokenEquals(_ i: Int, _ text: [UInt8]) -> Bool {
        let t = tokens[i]
        guard Int(t.end - t.start) == text.count else { return false }
        var k = 0
        let s = Int(t.start)
        while k < text.count {
            if bytes[s + k] != text[k] { return false }
            k += 1
        }
        return true
    }

    /// Matches elements `e…` starting at token `j`; returns the last matched token.
    func matchElements(_ p: Pattern, _ e: Int, _ j: Int, _ captures: inout [String: ClosedRange<Int>]) -> Int? {
        if e == p.elements.count {
            let last = j - 1
            // The match must not be cut out of a tighter expression on its right.
            if p.hasTopLevelOperator {
                if postfixElementEnd(after: last) != nil { return nil }
                if let root = p.rootOperator, let next = binaryPrecedence(j), next > root || (next == root && root.isRightAssociative) { return nil }
            }
            return last
        }
        guard j < tokens.count - 1 else { return nil }
        switch p.elements[e] {
        case .literal(let text):
            guard tokenEquals(j, text) else { return nil }
            // A literal bracket in the pattern must close where the source closes.
            return matchElements(p, e + 1, j + 1, &captures)
        case .hole(let name):
            for end in holeCandidates(p, e, j) {
                if let existing = captures[name], text(from: existing.lowerBound, through: existing.upperBound) != text(from: j, through: end) {
                    continue
                }
                var c = captures
                c[name] = j...end
                if let last = matchElements(p, e + 1, end + 1, &c) {
                    captures = c
                    return last
                }
            }
            return nil
        }
    }

    /// Possible last tokens for a hole at element `e` starting at token `j`.
    func holeCandidates(_ p: Pattern, _ e: Int, _ j: Int) -> [Int] {
        guard primaryEnd(j) != nil || kind(j) == .prefixOperator || kind(j) == .prefixAmp else { return [] }
        // A hole followed by a chain continuation captures a chain prefix.
        if e + 1 < p.elements.count, case .literal = p.elements[e + 1],
           [.period, .leftParen, .leftBracket, .postfixQuestion, .exclamation].contains(p.kinds[e + 1]) {
            var ends = chainPrefixEnds(j)
            if !ends.isEmpty { ends.removeLast() } // the whole chain leaves nothing for the continuation
            return ends
        }
        guard let operand = operandEnd(j) else { return [] }
        // Operators next to the hole in the pattern bound what it may swallow.
        let left = e > 0 ? p.adjacent[e - 1] : nil
        let right = e + 1 < p.adjacent.count ? p.adjacent[e + 1] : nil
        if left == nil && right == nil {
            if e + 1 < p.elements.count {
                // Delimited by punctuation (`foo($x)`, `[$a, $b]`): take a whole expression.
                return [expressionEnd(j, above: nil) ?? operand]
            }
            return [operand]
        }
        // Right of an operator the hole takes every operator that binds more tightly.
        // Left of one it may also take operators that bind as tightly (left-associative):
        // try the longest such prefix first, the pattern's own operator must follow.
        let steps = expressionSteps(j, rightOf: left, atLeast: right)
        guard let last = steps.last else { return [] }
        if right == nil { return [last] }
        return steps.reversed()
    }

    /// Ends of the expression starting at `j` after each binary operator it
    /// takes, while operators bind tighter than `left` (all when nil).
    func expressionSteps(_ j: Int, rightOf left: Precedence?, atLeast floor: Precedence? = nil) -> [Int] {
        guard var end = operandEnd(j) else { return [] }
        var out = [end]
        while true {
            if let f = floor, let prec = binaryPrecedence(end + 1), prec < f || (prec == f && f.isRightAssociative) { break }
            guard let e = expressionStep(after: end, rightOf: left) else { break }
            end = e
            out.append(end)
        }
        return out
    }

    /// Takes one binary operator and its right operand after `end`, if it binds tighter than `left`.
    func expressionStep(after end: Int, rightOf left: Precedence?) -> Int? {
        let op = end + 1
        guard let prec = binaryPrecedence(op) else { return nil }
        if let l = left, prec <= l, !(prec == l && l.isRightAssociative) { return nil }
        if prec == .ternary {
            // `c ? a : b`: find the `:` and take the else branch.
            guard let thenEnd = expressionEnd(op + 1, above: nil), kind(thenEnd + 1) == .colon else { return nil }
            return expressionEnd(thenEnd + 2, above: .defaultPrecedence)
        }
        var rhs = op + 1
        if prec == .casting, kind(rhs) == .postfixQuestion || kind(rhs) == .exclamation { rhs += 1 }
        if prec == .casting { return typeEnd(rhs) }
        return operandEnd(rhs)
    }

    /// End of a type after `as`/`is`: a name with members and generic
    /// arguments, a `[…]`/`(…)` group, and trailing `?`/`!`.
    func typeEnd(_ j: Int) -> Int? {
        var e: Int
        switch kind(j) {
        case .identifier, .keyword:
            e = genericArgumentsEnd(after: j) ?? j
            while kind(e + 1) == .period, kind(e + 2) == .identifier { e = genericArgumentsEnd(after: e + 2) ?? e + 2 }
        case .leftBracket, .leftParen:
            guard partner[j] >= 0 else { return nil }
            e = Int(partner[j])
        default:
            return nil
        }
        while kind(e + 1) == .postfixQuestion || kind(e + 1) == .exclamation { e += 1 }
        return e
    }

    /// End of the expression starting at `j` that takes binary operators while
    /// they bind tighter than `above` (any operator when nil, ternaries included).
    public func expressionEnd(_ j: Int, above: Precedence?) -> Int? {
        expressionSteps(j, rightOf: above).last
    }
}
