/// What a `{ … }` group is.
public enum BraceKind: UInt8, Sendable {
    case unknown
    /// Body of a class, struct, enum, protocol, actor or extension.
    case typeBody
    /// Body of a func, init, deinit, subscript, or a computed property's getter.
    case functionBody
    /// `{ get … set … }`, `{ willSet … didSet … }`.
    case accessorBlock
    /// `get { … }`, `didSet { … }` inside an accessor block.
    case accessorBody
    /// A closure expression.
    case closure
    /// The block of `if`, `guard … else`, `for`, `while`, `repeat`, `do`, `catch`, `defer`, `switch`, `else`.
    case statementBlock
}

/// The lightweight, lossless syntax tree of one Swift file: the tokens, their
/// balanced groups, what every `{` is, and the declarations. Everything is
/// addressed by token index; every byte of the input belongs to exactly one
/// token's leading trivia, text or trailing trivia.
public struct SyntaxTree: Sendable, TokenSource {
    public let bytes: [UInt8]
    public let tokens: [Token]
    /// For an opening bracket, the index of its closing partner (the `.eof`
    /// token when it never closes); for a closing bracket, its opener (-1 when
    /// unbalanced); -1 for other tokens.
    public let partner: [Int32]
    /// Index of the innermost open bracket that contains each token (-1 at the top level).
    public let parentGroup: [Int32]
    /// For each `{` token, what it is (`.unknown` for other tokens).
    public let braceKinds: [BraceKind]
    /// Declarations, in source order (parents before children).
    public let decls: [Decl]
    /// Brackets that have no partner (unbalanced input).
    public let unbalancedCount: Int
    /// Unterminated strings, block comments and interpolations.
    public let unterminatedCount: Int
    /// The line table, made on first use (`LineTableBox`): most trees never
    /// report a location.
    public var lines: LineTable { lineBox.table(of: bytes) }
    let lineBox = LineTableBox()
    /// A Bloom filter of identifier and keyword texts: `containsToken`
    /// answers "no" without scanning the tokens (most transforms ask first).
    let wordFilter: [UInt64]
    /// What the lexer noted about the string and number literals (rules that
    /// look inside literals skip files with it, `LiteralFacts`).
    public let literalFacts: LiteralFacts

    /// Whether the filter may hold a word with hash `h` (`WordTable.hash`).
    @inline(__always)
    func mayContainWord(_ h: UInt64) -> Bool {
        let (a, b, c) = WordTable.probes(h, UInt64(wordFilter.count * 64 - 1))
        return wordFilter[a >> 6] & (1 << UInt64(a & 63)) != 0 && wordFilter[b >> 6] & (1 << UInt64(b & 63)) != 0
            && wordFilter[c >> 6] & (1 << UInt64(c & 63)) != 0
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        let lexed = Lexer.lex(bytes)
        let tokens = lexed.tokens
        self.tokens = tokens
        unterminatedCount = lexed.unterminated
        var builder = TreeBuilder(bytes: bytes, tokens: tokens)
        builder.build()
        partner = builder.partner
        parentGroup = builder.parentGroup
        braceKinds = builder.braceKinds
        decls = builder.decls
        unbalancedCount = builder.unbalanced
        wordFilter = lexed.wordFilter
        containsMarker = lexed.sawMarker
        literalFacts = lexed.literalFacts
    }

    public init(_ source: String) {
        self.init(bytes: Array(source.utf8))
    }

    // MARK: Printing

    /// The source, reassembled from the tokens and their trivia.
    public func print() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var prev = 0
        for t in tokens {
            out.append(contentsOf: bytes[prev..<Int(t.trailingEnd)])
            prev = Int(t.trailingEnd)
        }
        return out
    }

    // MARK: Token text

    @inlinable public var count: Int { tokens.count }

    /// Whether the leading trivia of token `i` contains a comment.
    public func hasComment(inLeadingTriviaOf i: Int) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        let from = i > 0 ? Int(tokens[i - 1].end) : 0
        let to = Int(tokens[i].start)
        guard to - from >= 2 else { return false }
        var k = from
        while k + 1 < to {
            if bytes[k] == UInt8(ascii: "/"), bytes[k + 1] == UInt8(ascii: "/") || bytes[k + 1] == UInt8(ascii: "*") { return true }
            k += 1
        }
        return false
    }

    /// Whether any trivia strictly inside tokens `from...through` holds a comment.
    public func hasComment(from: Int, through: Int) -> Bool {
        guard from < through else { return false }
        for i in (from + 1)...through where hasComment(inLeadingTriviaOf: i) { return true }
        return false
    }

    /// Whether a comment of the file contains `unfold:ignore` (found by the lexer).
    public let containsMarker: Bool

    /// 1-based line and UTF-8 column of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        lines.location(of: offset)
    }

    /// The whitespace that starts the line containing byte `offset`.
    public func indentation(ofLineContaining offset: Int) -> String {
        let (line, _) = lines.location(of: offset)
        var k = lines.offset(ofLine: line)
        let s = k
        while k < bytes.count, bytes[k] == 32 || bytes[k] == 9 { k += 1 }
        return text(s..<k)
    }

    /// The line ending the file mostly uses (`\r\n` or `\n`).
    public var lineEnding: String {
        // Counted once, by the line table (transforms ask per finding).
        lines.mostlyCRLF ? "\r\n" : "\n"
    }

    // MARK: Navigation

    /// The next token index after `i` at the same nesting level (skipping whole groups).
    @inlinable public func nextSibling(_ i: Int) -> Int {
        let k = tokens[i].kind
        if k.isOpening, partner[i] >= 0 { return min(Int(partner[i]) + 1, tokens.count - 1) }
        return i + 1
    }

    /// The previous token at the same nesting level (a closing bracket jumps to its opening one).
    @inlinable public func previousSibling(_ i: Int) -> Int {
        let j = i - 1
        guard j >= 0 else { return -1 }
        if tokens[j].kind.isClosing, partner[j] >= 0 { return Int(partner[j]) }
        return j
    }

    /// The innermost enclosing `{` of token `i`, or -1.
    public func enclosingBrace(_ i: Int) -> Int {
        var g = Int(parentGroup[i])
        while g >= 0, tokens[g].kind != .leftBrace { g = Int(parentGroup[g]) }
        return g
    }

    /// The enclosing groups of token `i`, innermost first.
    public func enclosingGroups(_ i: Int) -> [Int] {
        var out: [Int] = []
        var g = Int(parentGroup[i])
        while g >= 0 {
            out.append(g)
            g = Int(parentGroup[g])
        }
        return out
    }

    /// Index of the innermost declaration whose extent contains token `i`.
    public func innermostDecl(containing i: Int) -> Int? {
        var best: Int?
        // Declarations are sorted by start; scan those that start at or before `i`.
        var lo = 0
        var hi = decls.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if decls[mid].start <= i { lo = mid + 1 } else { hi = mid }
        }
        var k = lo - 1
        while k >= 0 {
            if decls[k].end >= i {
                best = k
                break
            }
            k -= 1
        }
        guard var found = best else { return nil }
        // A later-starting sibling cannot contain `i` when an earlier one does; climb to make sure.
        while decls[found].end < i, let p = decls[found].parent { found = p }
        return found
    }

    /// The chain of declarations containing token `i`, innermost first.
    public func declChain(containing i: Int) -> [Int] {
        guard var d = innermostDecl(containing: i) else { return [] }
        var out = [d]
        while let p = decls[d].parent {
            out.append(p)
            d = p
        }
        return out
    }

    /// The innermost type or extension declaration containing token `i`.
    public func enclosingType(_ i: Int) -> Int? {
        declChain(containing: i).first { decls[$0].kind.isTypeLike }
    }

    /// The innermost closure between token `i` and its enclosing function or type.
    public func enclosingClosure(_ i: Int) -> Int? {
        var g = Int(parentGroup[i])
        while g >= 0 {
            if tokens[g].kind == .leftBrace {
                switch braceKinds[g] {
                case .closure: return g
                case .functionBody, .typeBody, .accessorBody, .accessorBlock: return nil
                default: break
                }
            }
            g = Int(parentGroup[g])
        }
        return nil
    }

    /// Depth of `#if` blocks around token `i`.
    public func conditionalCompilationDepth(_ i: Int) -> Int {
        var depth = 0
        var k = 0
        while k < i {
            if tokens[k].kind == .poundDirective {
                if self.is(k, "#if") { depth += 1 } else if self.is(k, "#endif") { depth = max(0, depth - 1) }
            }
            k += 1
        }
        return depth
    }
}
