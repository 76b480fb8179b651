/// A lossless Swift lexer over raw bytes.
///
/// It never fails and never drops a byte: bytes that cannot start a token
/// become `.unknown` tokens, unterminated strings and comments end at the end
/// of the line or file. Token boundaries follow the toolchain's own lexer
/// (swift-syntax) so that offsets line up with what the compiler reports; the
/// documented differences are in docs/ARCHITECTURE.md ("Lexer vs swift-syntax").
public struct Lexer: ~Copyable {
    @usableFromInline let b: UnsafeBufferPointer<UInt8>
    @usableFromInline let n: Int
    @usableFromInline var p: Int = 0
    /// Tokens are written straight into the result array's storage (see
    /// `lex(_:capacity:)`): no uniqueness check or growth test per token.
    var out: UnsafeMutablePointer<Token>
    var count = 0
    var capacity = 0
    /// The output ran out of room; the caller lexes again with the safe bound.
    var overflow = false

    /// One entry per open string literal or interpolation.
    struct StringContext {
        var pounds: Int
        var multiline: Bool
        /// -1 while lexing string text; otherwise the paren depth inside `\( … )`.
        var parenDepth: Int
    }
    var strings: [StringContext] = [] {
        didSet { inStringText = strings.last.map { $0.parenDepth < 0 } ?? false }
    }
    /// The innermost open string is lexing text, not an interpolation (kept in
    /// step with `strings`: the per-token check is one load).
    var inStringText = false
    /// Open `<` that look like generic argument lists; `>` closes them one at a time.
    var angleDepth = 0
    /// The kind of the last token written (`.eof` before the first), which
    /// decides whether `/` starts a regex: read from the output, not kept
    /// in step by `emit` (two stores per token fewer).
    var lastKind: TokenKind { count > 0 ? out[count - 1].kind : .eof }
    /// Unterminated strings, block comments and interpolations seen so far.
    var unterminated = 0
    /// The word of the last token (`regexAllowed` asks whether it is an operand keyword).
    var lastWord: Word { count > 0 ? out[count - 1].word : .none }
    /// Paren depth inside `@available(…)`, `#available(…)` and friends, where
    /// `13.0` is a version (`13`, `.`, `0`) rather than a float; 0 outside.
    var versionDepth = 0
    /// The word of the identifier just scanned (`Token.word`); reset by `emit`.
    var word: Word = .none
    /// Flags of the token being lexed (`Token.startsLine`); reset by `emit`.
    var flags: UInt8 = 0
    let words = WordTable.shared
    /// Byte classes (`Lexer.identifierByte`, …), one load per byte in the hot loops.
    let classes = Lexer.byteClasses
    /// The Bloom filter of identifier and keyword texts (`SyntaxTree.containsToken`),
    /// a power of two of bits, about 3 per byte of input; three probes per word.
    let filter: UnsafeMutablePointer<UInt64>
    let filterMask: UInt64
    let filterWords: Int
    /// A comment holds `unfold:ignore` (the suppression marker).
    var sawMarker = false
    /// Facts about the literals seen so far (`LiteralFacts`); the leading
    /// integers go to `numberBits` until the output is made.
    var literalFacts = LiteralFacts()
    /// `LiteralFacts.integerWords` words after the Bloom filter's (one
    /// allocation); `sawNumber` says whether a bit was set.
    let numberBits: UnsafeMutablePointer<UInt64>
    var sawNumber = false

    init(_ bytes: UnsafeBufferPointer<UInt8>, out: UnsafeMutablePointer<Token>, capacity: Int) {
        b = bytes
        n = bytes.count
        self.out = out
        self.capacity = capacity
        var bits = 1024
        // Up to 16 Mbit (2 MB): a 3 MB file has about a million words, and a
        // saturated filter would send every `containsToken` to a full scan.
        while bits < n * 3 && bits < 1 << 24 { bits <<= 1 }
        filterWords = bits / 64
        filterMask = UInt64(bits - 1)
        filter = .allocate(capacity: filterWords + LiteralFacts.integerWords)
        filter.initialize(repeating: 0, count: filterWords + LiteralFacts.integerWords)
        numberBits = filter + filterWords
    }

    deinit { filter.deallocate() }

    /// What `SyntaxTree` needs from a lexing pass.
    public struct Output {
        public var tokens: [Token]
        /// Unterminated strings, block comments and interpolations.
        public var unterminated: Int
        /// The Bloom filter of identifier and keyword texts.
        public var wordFilter: [UInt64]
        /// Whether a comment contains `unfold:ignore`.
        public var sawMarker: Bool
        /// Facts about the string and number literals.
        public var literalFacts: LiteralFacts
    }

    public static func lex(_ bytes: [UInt8]) -> Output {
        bytes.withUnsafeBufferPointer { b in
            // Real code has one token per ~8 bytes (20 public apps, 11,424
            // files: 0.127 tokens a byte, 0.21 at the 99th percentile, 0.56 at
            // most), so a quarter of the bytes fits all but 2 of those files.
            // Every token but `.eof` and the empty segment that ends an
            // unterminated string (at most one per string opened, i.e. per
            // byte) is at least one byte long, so 2 × bytes + 2 always fits:
            // the tight estimate is tried first, and a file that overflows it
            // is lexed again into that. The tighter the estimate, the less of
            // a kept tree's buffer pins memory no other allocation can use
            // (docs/performance.md, session 22).
            lexWithRetry(b)
        }
    }

    static func lexWithRetry(_ b: UnsafeBufferPointer<UInt8>) -> Output {
        if let out = lex(b, capacity: b.count / 4 + 16) { return out }
        var capacity = 2 * b.count + 2
        while true {  // one round in practice (see above)
            if let out = lex(b, capacity: capacity) { return out }
            capacity *= 2
        }
    }

    /// One lexing pass into an array of `capacity` tokens; nil when it does not fit.
    static func lex(_ b: UnsafeBufferPointer<UInt8>, capacity: Int) -> Output? {
        var unterminated = 0
        var overflow = false
        var filter: [UInt64] = []
        var sawMarker = false
        var literalFacts = LiteralFacts()
        let tokens = [Token](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var lexer = Lexer(b, out: buffer.baseAddress!, capacity: capacity)
            lexer.run()
            initialized = lexer.count
            overflow = lexer.overflow
            unterminated = lexer.unterminated + lexer.strings.count
            filter = Array(UnsafeBufferPointer(start: lexer.filter, count: lexer.filterWords))
            sawMarker = lexer.sawMarker
            literalFacts = lexer.literalFacts
            if lexer.sawNumber {
                literalFacts.leadingIntegers = Array(UnsafeBufferPointer(start: lexer.numberBits, count: LiteralFacts.integerWords))
            }
        }
        if overflow { return nil }
        return Output(tokens: tokens, unterminated: unterminated, wordFilter: filter, sawMarker: sawMarker,
                      literalFacts: literalFacts)
    }

    /// Splits `bytes` into tokens. The last token is always `.eof`.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        lexWithRetry(bytes).tokens
    }

    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    /// The last token written, if any.
    var lastToken: Token? { count > 0 ? out[count - 1] : nil }

    @inline(__always)
    mutating func append(_ t: Token) {
        out[count] = t
        count += 1
    }

    mutating func run() {
        // A UTF-8 byte order mark and a shebang line are leading trivia of the first token.
        if n >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { p = 3 }
        if p + 1 < n, b[p] == UInt8(ascii: "#"), b[p + 1] == UInt8(ascii: "!") {
            while p < n, b[p] != 10, b[p] != 13 { p += 1 }
        }
        while true {
            // Room for this iteration's token and the `.eof`, or give up (the caller retries).
            if count + 2 > capacity {
                overflow = true
                return
            }
            if inStringText {
                lexStringSegment()
                continue
            }
            if skipTrivia(stopAtNewline: false) { flags = Token.startsLine }
            if p >= n {
                append(Token(kind: .eof, flags: flags, start: Int32(n), end: Int32(n), trailingEnd: Int32(n)))
                return
            }
            let start = p
            // Names (about half the tokens) and one-byte punctuation (a third)
            // are lexed here, without the call to `lexToken`.
            let c = b[p]
            let cls = classes[Int(c)]
            let kind: TokenKind
            if cls & Lexer.identifierStart != 0 {
                kind = scanName()
            } else if cls & Lexer.punctuation != 0 {
                kind = lexPunctuation(c)
            } else if (c == UInt8(ascii: ".") || c == UInt8(ascii: "=")) && p + 1 < n && b[p + 1] < 0x80
                        && classes[Int(b[p + 1])] & Lexer.operatorByte == 0 {
                // `.member` and `x = y`: a one-byte operator, since no operator
                // byte follows; `lexOperator` would make it `.period` / `.equal`
                // (neither depends on the bytes around it nor changes state).
                p += 1
                kind = c == UInt8(ascii: ".") ? .period : .equal
            } else {
                kind = lexToken()
            }
            emit(kind, start)
        }
    }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int) {
        let end = p
        // Trailing trivia only in code: a token followed by string text has none.
        if !inStringText {
            skipTrailingTrivia()
        }
        // Offsets fit in Int32: inputs are limited to 2 GiB (see `Token`), so no checked conversion per token.
        append(Token(kind: kind, word: word, flags: flags, start: Int32(truncatingIfNeeded: start),
                     end: Int32(truncatingIfNeeded: end), trailingEnd: Int32(truncatingIfNeeded: p)))
        word = .none
        flags = 0
    }

    // MARK: Trivia

    /// Skips whitespace and comments; returns whether a line break was passed
    /// (inside a block comment too). With `stopAtNewline` it stops before one.
    @inline(__always)
    mutating func skipTrivia(stopAtNewline: Bool) -> Bool {
        // Fast path: most tokens are followed by a space or by the next token.
        guard p < n else { return false }
        if b[p] == 32 { skipSpaces() }
        guard p < n, classes[Int(b[p])] & Lexer.triviaStart != 0 else { return false }
        if !stopAtNewline && b[p] == 10 {
            // A line break and the next line's indentation, as `skipTriviaSlow` takes them.
            p += 1
            if p < n, b[p] == 32 { skipSpaces() }
            if p < n, classes[Int(b[p])] & Lexer.triviaStart != 0 { _ = skipTriviaSlow(stopAtNewline: false) }
            return true
        }
        return skipTriviaSlow(stopAtNewline: stopAtNewline)
    }

    /// Skips trailing trivia: whitespace and comments up to a line break.
    /// Same as `skipTrivia(stopAtNewline: true)`, with the common end of a
    /// line (a `\n` right after the token or its spaces) decided inline.
    @inline(__always)
    mutating func skipTrailingTrivia() {
        guard p < n else { return }
        if b[p] == 32 {
            skipSpaces()
            guard p < n else { return }
        }
        let c = b[p]
        guard c != 10, classes[Int(c)] & Lexer.triviaStart != 0 else { return }
        _ = skipTriviaSlow(stopAtNewline: true)
    }

    /// Skips a run of spaces (indentation, alignment), eight bytes at a time.
    @inline(__always)
    mutating func skipSpaces() {
        var q = p
        let base = UnsafeRawPointer(b.baseAddress!)
        while q + 8 <= n {
            let other = base.loadUnaligned(fromByteOffset: q, as: UInt64.self) ^ 0x2020_2020_2020_2020
            if other != 0 {
                p = q + other.trailingZeroBitCount >> 3
                return
            }
            q += 8
        }
        while q < n, b[q] == 32 { q += 1 }
        p = q
    }

    mutating func skipTriviaSlow(stopAtNewline: Bool) -> Bool {
        var newline = false
        while p < n {
            let c = b[p]
            switch c {
            case 32, 9, 11, 12, 0:
                p += 1
            case 10, 13:
                if stopAtNewline { return newline }
                newline = true
                p += 1
                if p < n, b[p] == 32 { skipSpaces() }
            case UInt8(ascii: "/"):
                guard p + 1 < n else { return newline }
                let d = b[p + 1]
                let commentStart = p
                if d == UInt8(ascii: "/") {
                    p = lineEnd(from: p + 2)
                    if !sawMarker { sawMarker = hasMarker(commentStart, p) }
                } else if d == UInt8(ascii: "*") {
                    if skipBlockComment() { newline = true }
                    if !sawMarker { sawMarker = hasMarker(commentStart, p) }
                } else {
                    return newline
                }
            case 0xE2 where p + 2 < n && b[p + 1] == 0x80 && (b[p + 2] == 0xA8 || b[p + 2] == 0xA9):
                // U+2028 / U+2029 line and paragraph separators are whitespace.
                p += 3
            default:
                return newline
            }
        }
        return newline
    }

    /// The offset of the first `\n` or `\r` at or after `from`, or `n`: eight
    /// bytes at a time (line comments average dozens of bytes).
    @inline(__always)
    func lineEnd(from: Int) -> Int {
        firstStop(from: from,
                  { x in ~(Lexer.differs(x, 10) & Lexer.differs(x, 13)) & 0x8080_8080_8080_8080 },
                  { c in c == 10 || c == 13 })
    }

    /// The offset of the first byte at or after `from` that `stops` marks
    /// (bit 7 of each such byte of eight, little-endian) — `isStop` says the
    /// same of one byte, for the last bytes — or `n`: eight bytes at a time.
    @inline(__always)
    func firstStop(from: Int, _ stops: (UInt64) -> UInt64, _ isStop: (UInt8) -> Bool) -> Int {
        var q = from
        let base = UnsafeRawPointer(b.baseAddress!)
        while q &+ 8 <= n {
            let hit = stops(base.loadUnaligned(fromByteOffset: q, as: UInt64.self))
            if hit != 0 { return q &+ hit.trailingZeroBitCount &>> 3 }
            q &+= 8
        }
        while q < n, !isStop(b[q]) { q += 1 }
        return q
    }

    /// Bit 7 of each byte of `x` set where the byte is not `c`, exactly (no
    /// carry leaves a byte); the other bits are noise.
    @inline(__always)
    static func differs(_ x: UInt64, _ c: UInt8) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let t = x ^ (UInt64(c) &* 0x0101_0101_0101_0101)
        return ((t & low7) &+ low7) | t
    }

    /// Whether `b[s..<e]` (a comment) contains `unfold:ignore`.
    func hasMarker(_ s: Int, _ e: Int) -> Bool {
        ByteSearch.contains(Lexer.marker, in: b, s, e)
    }

    static let marker = Array("unfold:ignore".utf8)

    /// Skips a (nested) block comment; returns whether it holds a line break.
    mutating func skipBlockComment() -> Bool {
        p += 2
        var depth = 1
        var newline = false
        while p < n {
            let c = b[p]
            if c == UInt8(ascii: "*"), p + 1 < n, b[p + 1] == UInt8(ascii: "/") {
                p += 2
                depth -= 1
                if depth == 0 { return newline }
            } else if c == UInt8(ascii: "/"), p + 1 < n, b[p + 1] == UInt8(ascii: "*") {
                p += 2
                depth += 1
            } else {
                if c == 10 || c == 13 { newline = true }
                p += 1
            }
        }
        unterminated += 1
        return newline
    }

    // MARK: Tokens

    mutating func lexToken() -> TokenKind {
        let c = b[p]
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = p
            let kind = lexNumber()
            noteNumber(start)
            return kind
        case UInt8(ascii: "\""):
            return lexStringStart(pounds: 0)
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "@"):
            p += 1; return .atSign
        case UInt8(ascii: "`"):
            return lexBacktick()
        case UInt8(ascii: "$"):
            return lexDollar()
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
             UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return lexPunctuation(c)
        case UInt8(ascii: "\\"): p += 1; return .backslash
        case UInt8(ascii: "/"):
            // A regex where an expression starts, or in prefix-operator position
            // (not bound on the left, bound on the right: `\n  /abc/.firstMatch`).
            if regexAllowed() || (!isLeftBound(p) && isRightBound(p + 1, leftBound: false)), let end = scanBareRegex(from: p) {
                p = end
                return .regexLiteral
            }
            return lexOperator()
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "."):
            return lexOperator()
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            if isLeftBound(p) {
                p += 1
                return c == UInt8(ascii: "!") ? .exclamation : .postfixQuestion
            }
            return lexOperator()
        case 0x80...0xFF:
            return lexNonASCII()
        default:
            p += 1
            return .unknown
        }
    }

    /// One-byte punctuation (`Lexer.punctuation`): brackets, `,`, `;`, `:`.
    @inline(__always) mutating func lexPunctuation(_ c: UInt8) -> TokenKind {
        switch c {
        case UInt8(ascii: "("): return lexLeftParen()
        case UInt8(ascii: ")"): return lexRightParen()
        case UInt8(ascii: "["): p += 1; return .leftBracket
        case UInt8(ascii: "]"): p += 1; return .rightBracket
        case UInt8(ascii: "{"): p += 1; angleDepth = 0; return .leftBrace
        case UInt8(ascii: "}"): p += 1; angleDepth = 0; return .rightBrace
        case UInt8(ascii: ","): p += 1; return .comma
        case UInt8(ascii: ";"): p += 1; angleDepth = 0; return .semicolon
        default: p += 1; return .colon
        }
    }

    /// `$0`, `$name`.
    @inline(__always) mutating func lexDollar() -> TokenKind {
        let start = p
        p += 1
        if p < n, Lexer.isDigit(b[p]) {
            while p < n, Lexer.isDigit(b[p]) { p += 1 }
            return .dollarIdentifier
        }
        while p < n, isIdentifierContinue() {}
        addToFilter(WordTable.hash(b, start, p))
        return .identifier
    }

    /// `(`: version lists of `@available`/`#available`, interpolation depth.
    @inline(__always) mutating func lexLeftParen() -> TokenKind {
        if versionDepth > 0 {
            versionDepth += 1
        } else if opensVersionList() {
            versionDepth = 1
        }
        p += 1
        if !strings.isEmpty { strings[strings.count - 1].parenDepth += 1 }
        return .leftParen
    }

    /// `)`, or the end of an interpolation (back to the string's text).
    @inline(__always) mutating func lexRightParen() -> TokenKind {
        p += 1
        if versionDepth > 0 { versionDepth -= 1 }
        if !strings.isEmpty {
            let depth = strings[strings.count - 1].parenDepth
            strings[strings.count - 1].parenDepth = depth == 0 ? -1 : depth - 1
            if depth == 0 { return .interpolationClose }
        }
        return .rightParen
    }

    /// A byte ≥ 0x80: an operator or identifier scalar, or one unknown token
    /// (a run of invalid UTF-8, or another scalar).
    mutating func lexNonASCII() -> TokenKind {
        let (scalar, len) = decode(at: p)
        if len == 0 {
            p += 1
            while p < n, b[p] >= 0x80, decode(at: p).1 == 0 { p += 1 }
            return .unknown
        }
        if Lexer.isOperatorStart(scalar) { return lexOperator() }
        if Lexer.isIdentifierScalar(scalar) { return lexIdentifier() }
        p += len
        return .unknown
    }

    /// A name that does not start at an ASCII letter or `_` (`lexToken`, `lexNonASCII`).
    @inline(never)
    mutating func lexIdentifier() -> TokenKind { scanName() }

    /// An identifier or keyword: `run` inlines this for names starting with
    /// `[A-Za-z_]` (about half the tokens), the rest go through `lexIdentifier`.
    @inline(__always)
    mutating func scanName() -> TokenKind {
        let start = p
        var q = p
        // ASCII run, eight bytes at a time while they are in the buffer (no
        // per-byte branch to mispredict at the end of the name), then byte by
        // byte. The first two loads are kept: they are the packed word
        // (`WordTable.pack`) of a name of up to 16 bytes, masked to its length.
        let base = UnsafeRawPointer(b.baseAddress!)
        var ended = false
        var lo: UInt64 = 0, hi: UInt64 = 0
        /// How many bytes from `start` `lo` and `hi` hold (0 when not packed
        /// here); 16 means the first 16 bytes of a longer name, as `pack` packs it.
        var packed = 0
        if start + 16 <= n {
            let w0 = base.loadUnaligned(fromByteOffset: start, as: UInt64.self)
            let s0 = Lexer.nonIdentifierBytes(w0)
            if s0 != 0 {
                let k = s0.trailingZeroBitCount >> 3
                q = start + k
                lo = w0 & ((1 &<< UInt64(truncatingIfNeeded: k &* 8)) &- 1)
                packed = k
                ended = true
            } else {
                let w1 = base.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self)
                let s1 = Lexer.nonIdentifierBytes(w1)
                lo = w0
                if s1 != 0 {
                    let k = s1.trailingZeroBitCount >> 3
                    q = start + 8 + k
                    hi = w1 & ((1 &<< UInt64(truncatingIfNeeded: k &* 8)) &- 1)
                    packed = 8 + k
                    ended = true
                } else {
                    hi = w1
                    q = start + 16
                    packed = 16
                }
            }
        }
        if !ended {
            while q + 8 <= n {
                let stop = Lexer.nonIdentifierBytes(base.loadUnaligned(fromByteOffset: q, as: UInt64.self))
                if stop != 0 {
                    q += stop.trailingZeroBitCount >> 3
                    ended = true
                    break
                }
                q += 8
            }
        }
        if !ended {
            while q < n, classes[Int(b[q])] & Lexer.identifierByte != 0 { q += 1 }
        }
        p = q
        // Non-ASCII identifier characters (`café`, `名前`) and `$` (which the
        // eight-byte test leaves out: rare in names): byte by byte from here.
        if p < n, b[p] >= 0x80 || b[p] == UInt8(ascii: "$") {
            while p < n, isIdentifierContinue() {}
        }
        if p == start { p += 1; return .unknown }
        let length = p &- start
        // One hash per name: the Bloom filter's (`WordTable.hash`), which also
        // picks the word table's slot.
        if length != packed && !(packed == 16 && length > 16) { (lo, hi) = WordTable.pack(b, start, length) }
        let h = length <= 16 ? WordTable.hash(lo, hi, length) : WordTable.hash(b, start, p)
        // Words start with a lowercase letter, `_`, `A` (`Any`) or `S` (`Self`):
        // most type names skip the table.
        if classes[Int(b[start])] & Lexer.wordStart != 0 { word = words.lookup(h, lo, hi, b, start, length) }
        addToFilter(h)
        return word.isKeyword ? .keyword : .identifier
    }

    /// Sets the Bloom filter's three bits for a word with hash `h`.
    @inline(__always)
    mutating func addToFilter(_ h: UInt64) {
        let (x, y, z) = WordTable.probes(h, filterMask)
        filter[x &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: x & 63)
        filter[y &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: y & 63)
        filter[z &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: z & 63)
    }

    /// Advances over one identifier character; returns false (without moving) at anything else.
    @inline(__always)
    mutating func isIdentifierContinue() -> Bool {
        let c = b[p]
        if c < 0x80 {
            guard classes[Int(c)] & Lexer.identifierByte != 0 else { return false }
            p += 1
            return true
        }
        let (scalar, len) = decode(at: p)
        if len == 0 || Lexer.isOperatorStart(scalar) || !Lexer.isIdentifierScalar(scalar) { return false }
        p += len
        return true
    }

    mutating func lexBacktick() -> TokenKind {
        var q = p + 1
        while q < n, b[q] != UInt8(ascii: "`"), b[q] != 10, b[q] != 13 { q += 1 }
        if q < n, b[q] == UInt8(ascii: "`"), q > p + 1 {
            addToFilter(WordTable.hash(b, p, q + 1))
            p = q + 1
            return .identifier
        }
        p += 1
        return .backtick
    }

    mutating func lexNumber() -> TokenKind {
        if b[p] == UInt8(ascii: "0"), p + 1 < n {
            let x = b[p + 1]
            if x == UInt8(ascii: "x") {
                p += 2
                while p < n, Lexer.isHexDigit(b[p]) || b[p] == UInt8(ascii: "_") { p += 1 }
                var isFloat = false
                // `0x1.8p3` is a hex float; `0xFF.description` is a member access:
                // a hex fraction needs a `p` exponent.
                if p + 1 < n, b[p] == UInt8(ascii: "."), Lexer.isHexDigit(b[p + 1]), lastKind != .period {
                    var q = p + 1
                    while q < n, Lexer.isHexDigit(b[q]) || b[q] == UInt8(ascii: "_") { q += 1 }
                    if q < n, b[q] == UInt8(ascii: "p") || b[q] == UInt8(ascii: "P") {
                        p = q
                        isFloat = true
                    }
                }
                if p < n, b[p] == UInt8(ascii: "p") || b[p] == UInt8(ascii: "P") {
                    p += 1
                    if p < n, b[p] == UInt8(ascii: "+") || b[p] == UInt8(ascii: "-") { p += 1 }
                    while p < n, Lexer.isDigit(b[p]) || b[p] == UInt8(ascii: "_") { p += 1 }
                    isFloat = true
                }
                skipNumberTail()
                return isFloat ? .floatLiteral : .integerLiteral
            }
            if x == UInt8(ascii: "o") || x == UInt8(ascii: "b") {
                p += 2
                while p < n, Lexer.isHexDigit(b[p]) || b[p] == UInt8(ascii: "_") { p += 1 }
                skipNumberTail()
                return .integerLiteral
            }
        }
        while p < n, Lexer.isDigit(b[p]) || b[p] == UInt8(ascii: "_") { p += 1 }
        var isFloat = false
        // `a.0.1` is a tuple access: right after a `.` token, never take a
        // fraction. The previous token, not the previous byte, decides (as in
        // swift-syntax): `0...0.5`, `case ...0.1:`, `1..<2.5` end in a float.
        if p + 1 < n, b[p] == UInt8(ascii: "."), Lexer.isDigit(b[p + 1]), lastKind != .period, versionDepth == 0 {
            p += 1
            while p < n, Lexer.isDigit(b[p]) || b[p] == UInt8(ascii: "_") { p += 1 }
            isFloat = true
        }
        if p < n, b[p] == UInt8(ascii: "e") || b[p] == UInt8(ascii: "E") {
            var q = p + 1
            if q < n, b[q] == UInt8(ascii: "+") || b[q] == UInt8(ascii: "-") { q += 1 }
            if q < n, Lexer.isDigit(b[q]) {
                p = q
                while p < n, Lexer.isDigit(b[p]) || b[p] == UInt8(ascii: "_") { p += 1 }
                isFloat = true
            }
        }
        skipNumberTail()
        return isFloat ? .floatLiteral : .integerLiteral
    }

    /// Records the literal `b[start..<p]`'s `LiteralFacts.leadingInteger`
    /// in the leading-integer filter.
    @inline(__always)
    mutating func noteNumber(_ start: Int) {
        guard p - start >= 3, let v = LiteralFacts.leadingInteger(b, start, p) else { return }
        numberBits[(v & 1023) &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: v & 63)
        sawNumber = true
    }

    /// Identifier characters glued to a number (`1abc`) stay in the (invalid) literal.
    @inline(__always)
    mutating func skipNumberTail() {
        while p < n, b[p] < 0x80, Lexer.isIdentifierASCII(b[p]) { p += 1 }
    }

    mutating func lexPound() -> TokenKind {
        let start = p
        var q = p
        while q < n, b[q] == UInt8(ascii: "#") { q += 1 }
        let pounds = q - p
        if q < n, b[q] == UInt8(ascii: "\"") {
            p = q
            return lexStringStart(pounds: pounds, start: start)
        }
        if q < n, b[q] == UInt8(ascii: "/"), let end = scanPoundRegex(from: start, pounds: pounds) {
            p = end
            return .regexLiteral
        }
        // `#if`, `#available`, … are single tokens; `#selector` is `#` + identifier.
        if pounds == 1 {
            var e = q
            while e < n, b[e] < 0x80, Lexer.isIdentifierASCII(b[e]) { e += 1 }
            switch words.lookup(b, q, e) {
            case .if, .elseif, .else, .endif, .sourceLocation:
                p = e; angleDepth = 0; return .poundDirective
            case .available, .unavailable:
                p = e; return .poundAvailable
            default: break
            }
        }
        p = start + 1
        return .pound
    }

    /// `(` after `#available`, `#unavailable`, `@available`, `@backDeployed`,
    /// `@_originallyDefinedIn` or `@_spi_available` opens a version list.
    func opensVersionList() -> Bool {
        guard let last = lastToken else { return false }
        if last.kind == .poundAvailable { return true }
        guard last.kind == .identifier, count >= 2, out[count - 2].kind == .atSign else { return false }
        switch last.word {
        case .available, .backDeployed, ._originallyDefinedIn, ._spi_available, ._specialize: return true
        default: return false
        }
    }

    // MARK: Strings

    mutating func lexStringStart(pounds: Int, start: Int? = nil) -> TokenKind {
        let s = start ?? p
        var multiline = false
        if p + 2 < n, b[p + 1] == UInt8(ascii: "\""), b[p + 2] == UInt8(ascii: "\"") {
            multiline = true
            p += 3
        } else {
            p += 1
        }
        strings.append(StringContext(pounds: pounds, multiline: multiline, parenDepth: -1))
        return scanStringText(tokenStart: s)
    }

    /// Lexes string text after an interpolation closed.
    mutating func lexStringSegment() {
        let start = p
        let kind = scanStringText(tokenStart: start)
        emit(kind, start)
    }

    /// Scans string text up to the closing delimiter (popping the context),
    /// an interpolation (stopping before `\(`), or the end of the line for an
    /// unterminated single-line string. Returns `.stringSegment`, or
    /// `.interpolationOpen` when the segment is empty and an interpolation starts here.
    /// Notes a segment that `LiteralFacts.mentionsFace` (`literalFacts`).
    mutating func scanStringText(tokenStart: Int) -> TokenKind {
        let kind = scanStringBytes(tokenStart: tokenStart)
        if kind == .stringSegment, !literalFacts.stringMentionsFace, p - tokenStart >= 5,
           LiteralFacts.mentionsFace(b, tokenStart..<p) {
            literalFacts.stringMentionsFace = true
        }
        return kind
    }

    /// `scanStringText` without the literal facts.
    @inline(__always)
    mutating func scanStringBytes(tokenStart: Int) -> TokenKind {
        let ctx = strings[strings.count - 1]
        while p < n {
            // Plain text up to the next byte the loop acts on, eight at a time.
            p = stringTextEnd(from: p)
            guard p < n else { break }
            let c = b[p]
            if c == UInt8(ascii: "\\") {
                var q = p + 1
                var k = 0
                while k < ctx.pounds, q < n, b[q] == UInt8(ascii: "#") { q += 1; k += 1 }
                if k == ctx.pounds {
                    if q < n, b[q] == UInt8(ascii: "(") {
                        if p > tokenStart { return .stringSegment }
                        p = q + 1
                        strings[strings.count - 1].parenDepth = 0
                        return .interpolationOpen
                    }
                    // An escape: skip the escaped byte (a newline for line continuation too).
                    p = q
                    if p < n {
                        let e = b[p]
                        if e == 10 || e == 13 {
                            // A line continuation is only valid in a multi-line string.
                            if !ctx.multiline { continue }
                            if e == 13, p + 1 < n, b[p + 1] == 10 { p += 1 }
                        }
                        p += 1
                    }
                    continue
                }
                p += 1
                continue
            }
            if c == UInt8(ascii: "\"") {
                var q = p + 1
                if ctx.multiline {
                    guard q + 1 < n, b[q] == UInt8(ascii: "\""), b[q + 1] == UInt8(ascii: "\"") else { p += 1; continue }
                    q += 2
                }
                var k = 0
                while k < ctx.pounds, q < n, b[q] == UInt8(ascii: "#") { q += 1; k += 1 }
                if k == ctx.pounds {
                    p = q
                    strings.removeLast()
                    return .stringSegment
                }
                p += 1
                continue
            }
            if (c == 10 || c == 13) && !ctx.multiline {
                // Unterminated single-line string: it ends at the end of the line.
                strings.removeLast()
                unterminated += 1
                return .stringSegment
            }
            p += 1
        }
        strings.removeLast()
        unterminated += 1
        return .stringSegment
    }

    /// The offset of the first backslash, `"`, `\n` or `\r` at or after `from`
    /// (the bytes `scanStringBytes` acts on), or `n`: eight bytes at a time.
    @inline(__always)
    func stringTextEnd(from: Int) -> Int {
        firstStop(from: from, { x in
            ~(Lexer.differs(x, 0x5C) & Lexer.differs(x, 0x22) & Lexer.differs(x, 10) & Lexer.differs(x, 13))
                & 0x8080_8080_8080_8080
        }, { c in c == 0x5C || c == 0x22 || c == 10 || c == 13 })
    }

    // MARK: Regex literals

    /// `/` starts a regex only where an expression can start.
    func regexAllowed() -> Bool {
        switch lastKind {
        case .eof, .binaryOperator, .prefixOperator, .leftParen, .leftBracket, .leftBrace, .comma, .colon,
             .semicolon, .equal, .arrow, .infixQuestion, .interpolationOpen, .prefixAmp, .poundDirective:
            return true
        case .keyword:
            return !lastWord.isOperandKeyword
        default:
            return false
        }
    }

    /// A bare `/…/` regex: not starting with whitespace, not ending with a
    /// space, on one line, and not followed by an identifier or a digit.
    func scanBareRegex(from s: Int) -> Int? {
        var q = s + 1
        guard q < n else { return nil }
        let first = b[q]
        if first == 32 || first == 9 || first == 10 || first == 13 || first == UInt8(ascii: "/") || first == UInt8(ascii: "*") || first == UInt8(ascii: "=") { return nil }
        if first == UInt8(ascii: ")") { return nil }
        var inClass = 0
        while q < n {
            let c = b[q]
            if c == 10 || c == 13 { return nil }
            if c == UInt8(ascii: "\\") { q += 2; continue }
            if c == UInt8(ascii: "[") { inClass += 1 }
            else if c == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            else if c == UInt8(ascii: "/"), inClass == 0 {
                if b[q - 1] == 32 || b[q - 1] == 9 { return nil }
                let end = q + 1
                if end < n, b[end] < 0x80, Lexer.isIdentifierASCII(b[end]) { return nil }
                return end
            }
            q += 1
        }
        return nil
    }

    /// `#/…/#` with any number of `#`; may span lines when `#/` ends its line.
    func scanPoundRegex(from s: Int, pounds: Int) -> Int? {
        var q = s + pounds + 1
        while q < n {
            let c = b[q]
            if c == UInt8(ascii: "\\") { q += 2; continue }
            if c == UInt8(ascii: "/") {
                var e = q + 1
                var k = 0
                while k < pounds, e < n, b[e] == UInt8(ascii: "#") { e += 1; k += 1 }
                if k == pounds { return e }
            }
            if (c == 10 || c == 13) && !(q == s + pounds + 1) {
                // Multi-line only when the opening delimiter ends its line.
                let opensLine = b[s + pounds + 1] == 10 || b[s + pounds + 1] == 13
                if !opensLine { return nil }
            }
            q += 1
        }
        return nil
    }

    // MARK: Operators

    @inline(__always)
    func isLeftBound(_ s: Int) -> Bool {
        if s == 0 { return false }
        switch b[s - 1] {
        case 32, 9, 10, 13, 11, 12, 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(s >= 2 && b[s - 2] == UInt8(ascii: "*"))
        default:
            // A token right after a BOM at the start of the file is not bound either.
            return !(s == 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF)
        }
    }

    @inline(__always)
    func isRightBound(_ e: Int, leftBound: Bool) -> Bool {
        if e >= n { return false }
        switch b[e] {
        case 32, 9, 10, 13, 11, 12, 0, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            if e + 1 < n, b[e + 1] == UInt8(ascii: "/") || b[e + 1] == UInt8(ascii: "*") { return false }
            return true
        default:
            return true
        }
    }

    mutating func lexOperator() -> TokenKind {
        let s = p
        let dotStart = b[p] == UInt8(ascii: ".")
        advanceOperatorChar()
        while p < n {
            let c = b[p]
            if c == UInt8(ascii: "."), !dotStart { break }
            if c == UInt8(ascii: "/"), p + 1 < n, b[p + 1] == UInt8(ascii: "/") || b[p + 1] == UInt8(ascii: "*") { break }
            if c < 0x80 {
                guard Lexer.isOperatorASCII(c) else { break }
                p += 1
            } else {
                let (scalar, len) = decode(at: p)
                guard len > 0, Lexer.isOperatorContinue(scalar) else { break }
                p += len
            }
        }
        // `>` closing a generic argument list is its own token (`Array<Set<Int>>?`).
        if angleDepth > 0, b[s] == UInt8(ascii: ">") {
            angleDepth -= 1
            p = s + 1
            return .binaryOperator
        }
        let len = p - s
        let leftBound = isLeftBound(s)
        let rightBound = isRightBound(p, leftBound: leftBound)
        if len == 1 {
            switch b[s] {
            case UInt8(ascii: "="):
                return .equal
            case UInt8(ascii: "."):
                return .period
            case UInt8(ascii: "?"):
                angleDepth = 0
                return leftBound ? .postfixQuestion : .infixQuestion
            case UInt8(ascii: "&"):
                if !leftBound && rightBound { return .prefixAmp }
            case UInt8(ascii: "<"):
                // `Name<` with no space opens a generic argument list (a guess the
                // parser would make too; `a<b` comparisons are rare without spaces).
                if leftBound, s > 0, let last = lastToken, Int(last.end) == s,
                   last.kind == .identifier || last.kind == .keyword, angleDepth > 0 || looksLikeGenericArguments(from: s) {
                    angleDepth += 1
                }
            default: break
            }
        } else if len == 2, b[s] == UInt8(ascii: "-"), b[s + 1] == UInt8(ascii: ">") {
            return .arrow
        } else if dotStart ? (b[s + 1] == UInt8(ascii: "?") || b[s + 1] == UInt8(ascii: "!"))
                           : (b[p - 1] == UInt8(ascii: "<") && lastKind == .keyword),
                  let kind = splitOperator(s) {
            // Rare shapes the parser re-cuts (`.?…` / `.!…`, `…<` after `func`):
            // one test per multi-character operator, the work out of line.
            return kind
        }
        if leftBound == rightBound {
            if len >= 2 { angleDepth = 0 }
            return .binaryOperator
        }
        return leftBound ? .postfixOperator : .prefixOperator
    }

    /// Where swift-syntax's parser cuts an operator token the lexer made, cuts
    /// it the same way (moving `p` back) and returns the kind; nil otherwise.
    ///  * Key path components: `\.?.hashValue`, `\Foo.bar.!.count` are `\` `.`
    ///    `?` `.` `hashValue`, not one operator `.?.` (see `continuesKeyPath`).
    ///  * `func ==<T: Equatable>(`, `prefix func -<T>(`: the name ends before a
    ///    `<` that opens generic parameters, which the `>` closes.
    @inline(never)
    mutating func splitOperator(_ s: Int) -> TokenKind? {
        if b[s] == UInt8(ascii: ".") {
            guard continuesKeyPath() else { return nil }
            p = s + 1
            return .period
        }
        guard lastToken?.word == .func, opensGenericParameters(at: p - 1) else { return nil }
        p -= 1
        angleDepth = 1
        // Bound on the right by the `<`: prefix or binary as in `func -(` / `func+(`
        // (`&` alone is `.prefixAmp`, as in `func &(`).
        let leftBound = isLeftBound(s)
        if p - s == 1, b[s] == UInt8(ascii: "&"), !leftBound { return .prefixAmp }
        return leftBound ? .binaryOperator : .prefixOperator
    }

    /// Whether an operator `.?…` / `.!…` starting here is the next component
    /// of a key path, where swift-syntax splits it into `.` and `?` / `!`: right
    /// after the `\` (`\.?.hashValue`, `\.!.count`), or after a name reached
    /// from the `\` through `name.` and `?` / `!` (`\Foo.?.x`, `\.a.b.!.x`,
    /// `\Foo?.bar.?.x`). Not after `]`, `?` or `!` (`\.a[0].?.x`, `\.a?.?.x`
    /// keep `.?.` whole, as the parser does), nor outside key paths (`x.?.y`).
    /// Only asked for operators starting `.?` / `.!`, which are rare.
    func continuesKeyPath() -> Bool {
        var i = count - 1
        guard i >= 0 else { return false }
        if out[i].kind == .backslash { return true }
        var budget = 32
        while budget > 0 {
            budget -= 1
            // A name: the root (`\Foo`) or a component (`.bar`).
            guard out[i].kind == .identifier || out[i].kind == .keyword else { return false }
            i -= 1
            guard i >= 0 else { return false }
            if out[i].kind == .backslash { return true }
            guard out[i].kind == .period else { return false }
            i -= 1
            guard i >= 0 else { return false }
            if out[i].kind == .backslash { return true }
            while i > 0, out[i].kind == .postfixQuestion || out[i].kind == .exclamation { i -= 1 }
        }
        return false
    }

    /// Whether the `<` ending an operator after `func` opens generic
    /// parameters: an identifier follows it (after spaces), as the parser checks.
    func opensGenericParameters(at lt: Int) -> Bool {
        var q = lt + 1
        while q < n, b[q] == 32 || b[q] == 9 { q += 1 }
        guard q < n else { return false }
        let c = b[q]
        if c >= 0x80 { return true }
        return c == UInt8(ascii: "`") || (Lexer.isIdentifierASCII(c) && !Lexer.isDigit(c))
    }

    /// Whether the `<` at `s` opens a generic argument list, as the parser
    /// decides it: the brackets hold only what types are made of, and the `>`
    /// that closes them is followed by something that can follow a type
    /// (`(`, `.`, `,`, `)`, `=`, `{`, a line break, …), not by an operand (`a<b, c>>1`).
    func looksLikeGenericArguments(from s: Int) -> Bool {
        var depth = 0
        var q = s
        let limit = min(n, s + 512)
        while q < limit {
            let c = b[q]
            switch c {
            case UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ">"):
                depth -= 1
                if depth == 0 {
                    var r = q + 1
                    while r < n, b[r] == 32 || b[r] == 9 { r += 1 }
                    guard r < n else { return true }
                    switch b[r] {
                    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
                         UInt8(ascii: "}"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
                         UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), 10, 13:
                        return true
                    case UInt8(ascii: "="):
                        return !(r + 1 < n && b[r + 1] == UInt8(ascii: "="))
                    case UInt8(ascii: "-"):
                        return r + 1 < n && b[r + 1] == UInt8(ascii: ">")
                    case UInt8(ascii: "/"):
                        return r + 1 < n && (b[r + 1] == UInt8(ascii: "/") || b[r + 1] == UInt8(ascii: "*"))
                    default:
                        return r > q + 1 && Lexer.isIdentifierASCII(b[r]) // `Foo<T> where`
                    }
                }
            case UInt8(ascii: "-"):
                guard q + 1 < n, b[q + 1] == UInt8(ascii: ">") else { return false }
                q += 1
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "!"),
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "&"),
                 UInt8(ascii: "`"), UInt8(ascii: "@"), 32, 9, 10, 13:
                break
            default:
                if c < 0x80 && !Lexer.isIdentifierASCII(c) && c != UInt8(ascii: "$") { return false }
            }
            q += 1
        }
        return false
    }

    @inline(__always)
    mutating func advanceOperatorChar() {
        if b[p] < 0x80 { p += 1; return }
        let (_, len) = decode(at: p)
        p += max(len, 1)
    }

    // MARK: UTF-8

    /// Decodes one UTF-8 scalar; length 0 means invalid.
    @inline(__always)
    func decode(at i: Int) -> (UInt32, Int) {
        let c0 = UInt32(b[i])
        if c0 < 0x80 { return (c0, 1) }
        @inline(__always) func cont(_ j: Int) -> UInt32? {
            guard j < n, b[j] & 0xC0 == 0x80 else { return nil }
            return UInt32(b[j] & 0x3F)
        }
        if c0 & 0xE0 == 0xC0 {
            guard c0 >= 0xC2, let c1 = cont(i + 1) else { return (0, 0) }
            return (((c0 & 0x1F) << 6) | c1, 2)
        }
        if c0 & 0xF0 == 0xE0 {
            guard let c1 = cont(i + 1), let c2 = cont(i + 2) else { return (0, 0) }
            let v = ((c0 & 0x0F) << 12) | (c1 << 6) | c2
            if v < 0x800 || (v >= 0xD800 && v <= 0xDFFF) { return (0, 0) }
            return (v, 3)
        }
        if c0 & 0xF8 == 0xF0 {
            guard let c1 = cont(i + 1), let c2 = cont(i + 2), let c3 = cont(i + 3) else { return (0, 0) }
            let v = ((c0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3
            if v < 0x10000 || v > 0x10FFFF { return (0, 0) }
            return (v, 4)
        }
        return (0, 0)
    }
}

// MARK: Character classes

extension Lexer {
    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c &- 48 < 10 }

    /// The high bit of each byte of `x` (eight bytes, little-endian) that is
    /// not an ASCII identifier byte other than `$`, `[A-Za-z0-9_]` (bytes >=
    /// 0x80 and `$` included: `scanName` goes on byte by byte after them).
    /// Exact per byte: no carry crosses a byte.
    @inline(__always)
    static func nonIdentifierBytes(_ x: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let v = x & (0x7F &* ones)                   // the low seven bits of each byte
        // Each test adds a constant to bytes <= 0x7F: no carry leaves a byte,
        // and bit 7 of the sum says whether the byte reached a bound.
        let folded = v | (0x20 &* ones)              // `A`–`Z` onto `a`–`z`; nothing else lands there
        // folded >= 0x61 and not folded >= 0x7B.
        let letter = (folded &+ 0x1F &* ones) & ~(folded &+ 0x05 &* ones)
        // v >= 0x30 and not v >= 0x3A.
        let digit = (v &+ 0x50 &* ones) & ~(v &+ 0x46 &* ones)
        // Bit 7 clear exactly where v ^ 0x5F is 0, i.e. at `_`.
        let notUnderscore = (v ^ (0x5F &* ones)) &+ 0x7F &* ones
        // `& ~x`: bytes >= 0x80 are never identifier bytes here.
        let ident = (letter | digit | ~notUnderscore) & ~x
        return ~ident & (0x80 &* ones)
    }

    /// `byteClasses` bits: an ASCII identifier byte (`[A-Za-z0-9_$]`), and a
    /// byte that may start trivia other than a space (whitespace, `/`, the
    /// first byte of U+2028/U+2029).
    static let identifierByte: UInt8 = 1
    static let triviaStart: UInt8 = 2
    /// A byte that can start a `Word` (checked against `Word.spellings` in the tests).
    static let wordStart: UInt8 = 4
    /// A byte that starts an ASCII name: `[A-Za-z_]` (`lexToken` sends these to `lexIdentifier`).
    static let identifierStart: UInt8 = 8
    /// One-byte punctuation tokens: `( ) [ ] { } , ; :` (`lexPunctuation`).
    static let punctuation: UInt8 = 16
    /// An ASCII operator byte (`isOperatorASCII`).
    static let operatorByte: UInt8 = 32
    /// A byte `LiteralFacts.mentionsFace`'s pattern may hold: `f`, `a`, `c`,
    /// `e` in either case, a space, C2, a backslash.
    static let facePattern: UInt8 = 64

    /// A 256-entry class table, allocated once and never freed.
    nonisolated(unsafe) static let byteClasses: UnsafePointer<UInt8> = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        t.initialize(repeating: 0, count: 256)
        for c in 0..<128 where isIdentifierASCII(UInt8(c)) || c == Int(UInt8(ascii: "$")) { t[c] |= identifierByte }
        for c in [32, 9, 10, 11, 12, 13, 0, Int(UInt8(ascii: "/")), 0xE2] { t[c] |= triviaStart }
        for c in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(c)] |= wordStart }
        for c in ["_", "A", "S"] { t[Int(UInt8(ascii: Unicode.Scalar(c)!))] |= wordStart }
        for c in 0..<128 where isIdentifierASCII(UInt8(c)) && !isDigit(UInt8(c)) { t[c] |= identifierStart }
        for c in "()[]{},;:".utf8 { t[Int(c)] |= punctuation }
        for c in 0..<128 where isOperatorASCII(UInt8(c)) { t[c] |= operatorByte }
        for c in 0..<256 where [0x66, 0x61, 0x63, 0x65].contains(c | 0x20) || c == 0x20 || c == 0xC2 || c == 0x5C {
            t[c] |= facePattern
        }
        return UnsafePointer(t)
    }()
    @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c | 0x20) &- 97 < 6
    }
    @inline(__always) static func isIdentifierASCII(_ c: UInt8) -> Bool {
        isDigit(c) || (c | 0x20) &- 97 < 26 || c == UInt8(ascii: "_")
    }
    @inline(__always) static func isOperatorASCII(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// Unicode operator-head characters (The Swift Programming Language, Lexical Structure).
    static func isOperatorStart(_ v: UInt32) -> Bool {
        switch v {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    static func isOperatorContinue(_ v: UInt32) -> Bool {
        if isOperatorStart(v) { return true }
        switch v {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return v < 0x80 && isOperatorASCII(UInt8(v))
        }
    }

    /// Non-ASCII scalars that may appear in identifiers: everything but
    /// whitespace-like and private/control ranges (operator characters are checked first).
    static func isIdentifierScalar(_ v: UInt32) -> Bool {
        switch v {
        case 0x80...0xA0, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return false
        default:
            return true
        }
    }

    /// Reserved words. Contextual keywords (`get`, `override`, `weak`, …) stay
    /// identifiers. The lexer recognises them with `WordTable` (see `Word`).
    static var keywords: ArraySlice<String> { Word.spellings[1...Int(Word.try.rawValue)] }
}
