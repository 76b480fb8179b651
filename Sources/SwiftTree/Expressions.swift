/// Swift's standard precedence groups, highest first.
public enum Precedence: Int, Sendable, Comparable {
    case assignment = 1, ternary, defaultPrecedence, disjunction, conjunction, comparison
    case nilCoalescing, casting, rangeFormation, addition, multiplication, bitwiseShift

    public static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }

    /// `a = b = c` is `a = (b = c)`; likewise `??` and the ternary.
    public var isRightAssociative: Bool { self == .assignment || self == .ternary || self == .nilCoalescing }
}

extension SyntaxTree {
    /// Precedence of the binary operator (or `as`/`is`/`=`/`?`) at token `i`, nil if it is not one.
    public func binaryPrecedence(_ i: Int) -> Precedence? {
        switch kind(i) {
        case .equal: return .assignment
        case .infixQuestion: return .ternary
        case .keyword:
            if self.is(i, "as") || self.is(i, "is") { return .casting }
            return nil
        case .binaryOperator:
            // The common one- and two-byte operators without making a String.
            let t = tokens[i]
            let s = Int(t.start)
            if t.length == 1 {
                switch bytes[s] {
                case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"): return .multiplication
                case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "|"), UInt8(ascii: "^"): return .addition
                case UInt8(ascii: "<"), UInt8(ascii: ">"): return .comparison
                default: break
                }
            } else if t.length == 2 {
                let a = bytes[s]
                let b = bytes[s + 1]
                if b == UInt8(ascii: "=") {
                    switch a {
                    case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "~"): return .comparison
                    case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
                         UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"): return .assignment
                    default: break
                    }
                }
                if a == UInt8(ascii: "&"), b == UInt8(ascii: "&") { return .conjunction }
                if a == UInt8(ascii: "|"), b == UInt8(ascii: "|") { return .disjunction }
                if a == UInt8(ascii: "?"), b == UInt8(ascii: "?") { return .nilCoalescing }
            }
            return SyntaxTree.precedence(ofOperator: text(i))
        default:
            return nil
        }
    }

    public static func precedence(ofOperator op: String) -> Precedence {
        switch op {
        case "<<", ">>", "&<<", "&>>": return .bitwiseShift
        case "*", "/", "%", "&*", "&": return .multiplication
        case "+", "-", "&+", "&-", "|", "^": return .addition
        case "...", "..<": return .rangeFormation
        case "??": return .nilCoalescing
        case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=": return .comparison
        case "&&": return .conjunction
        case "||": return .disjunction
        case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>=": return .assignment
        default: return .defaultPrecedence
        }
    }

    /// The last token of the primary expression that starts at `i` (a literal,
    /// a name, a whole string literal with its interpolations, a group, a
    /// closure, an implicit member `.foo`, a key path), or nil if `i` cannot start one.
    public func primaryEnd(_ i: Int) -> Int? {
        guard i < tokens.count else { return nil }
        // Prefix operators, `try`, `await` (any number, iteratively: no deep recursion).
        var j = i
        while j < tokens.count {
            let k = tokens[j].kind
            if k == .prefixOperator || k == .prefixAmp {
                j += 1
            } else if k == .keyword, self.is(j, "try") || self.is(j, "await") {
                j += 1
                if kind(j) == .postfixQuestion || kind(j) == .exclamation { j += 1 }
            } else {
                break
            }
        }
        if j > i { return operandEnd(j) }
        switch tokens[i].kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .regexLiteral:
            return genericArgumentsEnd(after: i) ?? i
        case .keyword:
            if self.is(i, "self") || self.is(i, "Self") || self.is(i, "super") || self.is(i, "true")
                || self.is(i, "false") || self.is(i, "nil") || self.is(i, "Any") || self.is(i, "init") {
                return i
            }
            return nil
        case .stringSegment:
            return stringLiteralEnd(i)
        case .leftParen, .leftBracket, .leftBrace:
            return partner[i] >= 0 ? Int(partner[i]) : nil
        case .period:
            // Implicit member: `.red`, `.init(…)`
            let j = i + 1
            if kind(j) == .identifier || kind(j) == .keyword { return j }
            return nil
        case .backslash:
            // Key path: `\.a.b`, `\Type.a`
            var j = i + 1
            if kind(j) == .identifier { j += 1 }
            while kind(j) == .period, kind(j + 1) == .identifier || kind(j + 1) == .keyword { j += 2 }
            return j - 1 > i ? j - 1 : nil
        case .pound:
            // `#selector(…)`, `#line`, macro expansions
            var j = i + 1
            guard kind(j) == .identifier || kind(j) == .keyword else { return nil }
            if kind(j + 1) == .leftParen, partner[j + 1] >= 0, !startsLine(j + 1) { j = Int(partner[j + 1]) }
            return j
        default:
            return nil
        }
    }

    /// The last token of a string literal that starts at segment `i`.
    public func stringLiteralEnd(_ i: Int) -> Int {
        var j = i
        while true {
            let next = j + 1
            guard next < tokens.count, tokens[next].kind == .interpolationOpen, tokens[next].start == tokens[j].end,
                  partner[next] >= 0 else { return j }
            let close = Int(partner[next])
            guard close + 1 < tokens.count, tokens[close + 1].kind == .stringSegment else { return close }
            j = close + 1
        }
    }

    /// `Name<Args>` where the `<` is glued to the name and closes on the same line.
    func genericArgumentsEnd(after i: Int) -> Int? {
        let j = i + 1
        guard j < tokens.count, tokens[j].start == tokens[i].end, self.is(j, "<") else { return nil }
        var depth = 0
        var k = j
        while k < tokens.count {
            let kk = tokens[k].kind
            if k > j, startsLine(k) { return nil }
            if self.is(k, "<") { depth += 1 } else if self.is(k, ">") {
                depth -= 1
                if depth == 0 { return k }
            } else if kk == .identifier || kk == .period || kk == .comma || kk == .colon || kk == .postfixQuestion
                        || kk == .exclamation || kk == .leftBracket || kk == .rightBracket || kk == .leftParen
                        || kk == .rightParen || kk == .arrow || kk == .keyword && (self.is(k, "Any") || self.is(k, "Self")) || self.is(k, "&") {
            } else {
                return nil
            }
            k += 1
        }
        return nil
    }

    /// The top-level arguments of the call whose `(` is token `open`: each
    /// argument's label (nil when unlabelled) and expression tokens. Empty
    /// for `()` and for a list with an empty argument (`f(a, )`).
    public func callArguments(_ open: Int) -> [(label: String?, range: ClosedRange<Int>)] {
        let close = Int(partner[open])
        guard close > open + 1 else { return [] }
        var out: [(label: String?, range: ClosedRange<Int>)] = []
        var start = open + 1
        var k = open + 1
        while k <= close {
            if k == close || kind(k) == .comma {
                guard start < k else { return [] }
                var label: String?
                var from = start
                if kind(start) == .identifier || kind(start) == .keyword, kind(start + 1) == .colon {
                    label = text(start)
                    from = start + 2
                }
                guard from < k else { return [] }
                out.append((label, from...(k - 1)))
                start = k + 1
                if k == close { break }
            }
            k = nextSibling(k)
        }
        return out
    }

    /// One postfix element after token `e` (the current end of a chain):
    /// `.member`, `?`, `!`, a call `(…)`, a subscript `[…]`, a trailing closure
    /// or a postfix operator. Returns the new end, or nil if the chain stops.
    public func postfixElementEnd(after e: Int) -> Int? {
        let j = e + 1
        guard j < tokens.count else { return nil }
        switch tokens[j].kind {
        case .period:
            let m = j + 1
            guard m < tokens.count else { return nil }
            switch tokens[m].kind {
            case .identifier, .keyword, .integerLiteral:
                return genericArgumentsEnd(after: m) ?? m
            default:
                return nil
            }
        case .postfixQuestion, .exclamation, .postfixOperator:
            return j
        case .leftParen, .leftBracket:
            guard !startsLine(j), partner[j] >= 0 else { return nil }
            return Int(partner[j])
        case .leftBrace:
            guard braceKinds[j] == .closure, partner[j] >= 0 else { return nil }
            return Int(partner[j])
        default:
            return nil
        }
    }

    /// The last token of the whole operand that starts at `i`: prefix operators,
    /// a primary and its full postfix chain (`a.b?.c(d)[e]!`).
    public func operandEnd(_ i: Int) -> Int? {
        guard var e = primaryEnd(i) else { return nil }
        while let next = postfixElementEnd(after: e) { e = next }
        return e
    }

    /// Ends of every prefix of the chain starting at `i`: `a`, `a.b`, `a.b.c`, … (shortest first).
    public func chainPrefixEnds(_ i: Int) -> [Int] {
        guard var e = primaryEnd(i) else { return [] }
        var out = [e]
        while let next = postfixElementEnd(after: e) {
            e = next
            out.append(e)
        }
        return out
    }

    /// Whether token `i` begins an operand rather than continuing one to its
    /// left (it is not a member name after `.`, not a call or subscript of
    /// something before it).
    public func isOperandStart(_ i: Int) -> Bool {
        guard i < tokens.count else { return false }
        if i == 0 { return primaryEnd(i) != nil }
        let p = i - 1
        switch tokens[p].kind {
        case .period:
            // `a.b`: `b` is a member, not an operand; `.b` after an operator is an implicit member.
            return false
        case .backslash, .pound, .atSign:
            return false
        default:
            break
        }
        if tokens[i].kind == .leftParen || tokens[i].kind == .leftBracket {
            // A call or subscript continues the previous operand on the same line.
            if !startsLine(i), let pe = lastOperandToken(p), pe == p { return false }
        }
        if tokens[i].kind == .period {
            // `.foo` after an operand is a member access, after an operator an implicit member.
            if let pe = lastOperandToken(p), pe == p { return false }
        }
        return primaryEnd(i) != nil
    }

    /// `p` if token `p` can end an operand (a name, literal, closing bracket, `?`, `!`), else nil.
    public func lastOperandToken(_ p: Int) -> Int? {
        switch tokens[p].kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringSegment, .regexLiteral,
             .rightParen, .rightBracket, .rightBrace, .postfixQuestion, .exclamation, .postfixOperator:
            return p
        case .keyword:
            return self.is(p, "self") || self.is(p, "Self") || self.is(p, "super") || self.is(p, "true")
                || self.is(p, "false") || self.is(p, "nil") || self.is(p, "init") ? p : nil
        case .binaryOperator:
            return self.is(p, ">") ? p : nil
        default:
            return nil
        }
    }

    /// The first token of the operand that ends at token `e`, walking back over
    /// its postfix chain and prefix operators.
    public func operandStart(endingAt e: Int) -> Int {
        var s = e
        while true {
            var k = kind(s)
            if k.isClosing, partner[s] >= 0 {
                s = Int(partner[s])
                k = kind(s)  // the opener decides: a call `(`, a subscript `[`, a closure `{`
            } else if k == .stringSegment {
                // Walk back over a whole string literal with interpolations.
                while s >= 2, tokens[s - 1].kind == .interpolationClose, partner[s - 1] >= 0,
                      kind(Int(partner[s - 1]) - 1) == .stringSegment {
                    s = Int(partner[s - 1]) - 1
                }
            }
            let p = s - 1
            guard p >= 0 else { return s }
            let pk = kind(p)
            if pk == .period, p - 1 >= 0, lastOperandToken(p - 1) != nil || startsLine(p) {
                s = p - 1
                continue
            }
            if pk == .period {
                return p
            }
            if k == .postfixQuestion || k == .exclamation || k == .postfixOperator {
                s = p
                continue
            }
            if (k == .leftParen || k == .leftBracket), !startsLine(s), lastOperandToken(p) != nil {
                s = p
                continue
            }
            if k == .leftBrace, braceKinds[s] == .closure, lastOperandToken(p) != nil,
               kind(p) != .rightBrace || (partner[p] >= 0 && braceKinds[Int(partner[p])] == .closure) {
                s = p
                continue
            }
            if pk == .prefixOperator || pk == .prefixAmp || pk == .backslash || pk == .pound {
                s = p
                continue
            }
            if pk == .keyword, self.is(p, "try") || self.is(p, "await") {
                s = p
                continue
            }
            if (pk == .postfixQuestion || pk == .exclamation), p - 1 >= 0, self.is(p - 1, "try") {
                s = p - 1
                continue
            }
            return s
        }
    }
}
