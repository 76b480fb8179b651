/// Read access to a token array over its bytes, shared by the tree and its builder.
///
/// The methods are `@inlinable`: a call from another module is specialized
/// for the concrete type. Unspecialized, a call on a tree held in a struct
/// copied the whole tree (every buffer retained, then released) to pass it
/// indirectly, and read each array through a witness that retains it.
public protocol TokenSource {
    var bytes: [UInt8] { get }
    var tokens: [Token] { get }
    var partner: [Int32] { get }
}

extension TokenSource {
    @inlinable public func text(_ i: Int) -> String {
        let t = tokens[i]
        return text(Int(t.start)..<Int(t.end))
    }

    @inlinable public func text(_ range: Range<Int>) -> String {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "text range out of bounds")
        return bytes.withUnsafeBufferPointer { String(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Source text from the start of token `from` to the end of token `through` (trivia in between kept).
    @inlinable public func text(from: Int, through: Int) -> String {
        text(Int(tokens[from].start)..<Int(tokens[through].end))
    }

    /// Whether token `i`'s text equals `s` (no allocation).
    @inlinable public func `is`(_ i: Int, _ s: StaticString) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        let t = tokens[i]
        let len = Int(t.end - t.start)
        guard len == s.utf8CodeUnitCount else { return false }
        return s.withUTF8Buffer { sb in
            var k = 0
            let base = Int(t.start)
            while k < len {
                if bytes[base + k] != sb[k] { return false }
                k += 1
            }
            return true
        }
    }

    /// Whether token `i`'s text equals the bytes of `s`.
    @inlinable public func isText(_ i: Int, _ s: String) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        let t = tokens[i]
        var k = Int(t.start)
        let end = Int(t.end)
        // The lengths first (a native string's UTF-8 count is stored): most tokens differ there.
        guard s.utf8.count == end - k else { return false }
        for c in s.utf8 {
            if k >= end || bytes[k] != c { return false }
            k += 1
        }
        return k == end
    }

    /// FNV-1a of token `i`'s text: equal to `TokenSource.textHash(s)` when
    /// its text is `s` (a lookup by a token's text without making a String).
    @inlinable public func textHash(_ i: Int) -> UInt64 {
        let t = tokens[i]
        return bytes.withUnsafeBufferPointer { b in
            var h = fnvSeed
            for k in Int(t.start)..<Int(t.end) { h = (h ^ UInt64(b[k])) &* fnvPrime }
            return h
        }
    }

    /// FNV-1a of `s`'s UTF-8 (`textHash(_:)` of a token with that text).
    @inlinable public static func textHash(_ s: String) -> UInt64 {
        var h = fnvSeed
        for c in s.utf8 { h = (h ^ UInt64(c)) &* fnvPrime }
        return h
    }

    /// The recognised word of token `i` (`Word`), `.none` outside the tokens.
    @inlinable public func word(_ i: Int) -> Word {
        i >= 0 && i < tokens.count ? tokens[i].word : .none
    }

    @inlinable public func kind(_ i: Int) -> TokenKind {
        i >= 0 && i < tokens.count ? tokens[i].kind : .eof
    }

    /// Whether the leading trivia of token `i` contains a line break.
    @inlinable public func startsLine(_ i: Int) -> Bool {
        if i <= 0 || i >= tokens.count { return true }
        return tokens[i].flags & Token.startsLine != 0
    }

    /// Whether token `i`, which starts a line, continues the statement of the
    /// previous line rather than starting a new one (Swift's own rule: a line
    /// that begins with a binary operator, `.`, `else`, … or follows one that
    /// ends with an operator, `,`, `=`, an attribute … continues).
    @inlinable public func continuesStatement(_ i: Int) -> Bool {
        guard i > 0, i < tokens.count else { return false }
        switch tokens[i].kind {
        case .binaryOperator, .period, .arrow, .equal, .colon, .infixQuestion, .comma, .postfixQuestion,
             .exclamation, .leftBrace, .rightBrace, .rightParen, .rightBracket, .interpolationClose, .postfixOperator:
            return true
        case .keyword:
            switch tokens[i].word {
            case .else, .catch, .where, .throws, .rethrows, .as, .is: return true
            default: break
            }
        case .eof:
            return true
        default:
            break
        }
        let p = i - 1
        switch tokens[p].kind {
        case .binaryOperator, .prefixOperator, .equal, .period, .comma, .colon, .arrow, .infixQuestion, .atSign,
             .leftParen, .leftBracket, .leftBrace, .backslash, .interpolationOpen, .prefixAmp:
            return true
        case .identifier:
            return p > 0 && tokens[p - 1].kind == .atSign
        case .keyword:
            // A statement never ends with these: `guard` on its own line, its
            // conditions on the next ones (found on a public app), `try`, `let` …
            switch tokens[p].word {
            case .guard, .if, .while, .switch, .for, .let, .var, .try, .throw, .case: return true
            default: return false
            }
        case .rightParen:
            // `@available(iOS 13, *)` on its own line
            let o = Int(partner[p])
            return o >= 2 && tokens[o - 1].kind == .identifier && tokens[o - 2].kind == .atSign
                && tokens[o].start == tokens[o - 1].end
        default:
            return false
        }
    }
}

/// FNV-1a's offset basis and prime (`TokenSource.textHash`).
@usableFromInline let fnvSeed: UInt64 = 0xcbf2_9ce4_8422_2325
@usableFromInline let fnvPrime: UInt64 = 0x100_0000_01b3

extension String {
    /// `String(decoding: bytes, as: UTF8.self)`, invalid bytes repaired the
    /// same way, made through `init(unsafeUninitializedCapacity:initializingUTF8With:)`:
    /// a text of up to 15 ASCII bytes (most names) becomes a small string
    /// with an ASCII test instead of a UTF-8 validation.
    @inlinable @inline(__always)
    init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *), let source = bytes.baseAddress, !bytes.isEmpty else {
            self.init(decoding: bytes, as: UTF8.self)
            return
        }
        self.init(unsafeUninitializedCapacity: bytes.count) { out in
            out.baseAddress!.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }
}
