/// The kinds of tokens the lexer produces. One byte each, so a token array
/// stays compact.
///
/// String literals are split into segments and interpolations: `"a\(x)b"` is
/// `stringSegment("a`)`, `interpolationOpen(\()`, `identifier(x)`,
/// `interpolationClose())`, `stringSegment(b")`. A rewrite therefore reaches
/// code inside interpolations, and a pattern can never match string text.
public enum TokenKind: UInt8, Sendable {
    case identifier          // foo, `class`, non-ASCII names
    case keyword             // reserved words (see `Lexer.keywords`)
    case dollarIdentifier    // $0, $binding
    case integerLiteral
    case floatLiteral
    case stringSegment       // literal text of a string, including its quotes and `#` delimiters
    case interpolationOpen   // `\(` or `\#(`
    case interpolationClose  // the `)` that ends an interpolation
    case regexLiteral        // `#/…/#` or `/…/`, one token
    case binaryOperator      // `+`, `==`, `&&`, custom operators used infix
    case prefixOperator      // `-x`, `!x`
    case postfixOperator     // `x++` (custom), `x...`
    case arrow               // ->
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon
    case period              // `.` in `a.b` and `.member`
    case equal               // `=` alone
    case atSign              // `@` of an attribute
    case pound               // `#` before a macro / `#selector` name
    case poundDirective      // #if #elseif #else #endif #sourceLocation
    case poundAvailable      // #available #unavailable
    case backslash           // `\` of a key path
    case postfixQuestion     // `?` bound to the left (optional chaining, `T?`)
    case infixQuestion       // `?` of the ternary operator
    case exclamation         // `!` bound to the left (force unwrap, `T!`)
    case prefixAmp           // `&` of an inout argument
    case backtick            // a lone unterminated backtick
    case unknown             // bytes that cannot start any token (invalid UTF-8, stray `\`…)
    case eof                 // zero-length; its leading trivia is the end of the file

    /// Opening bracket kinds form groups with the matching closing kind.
    @inlinable public var isOpening: Bool {
        self == .leftParen || self == .leftBracket || self == .leftBrace || self == .interpolationOpen
    }
    @inlinable public var isClosing: Bool {
        self == .rightParen || self == .rightBracket || self == .rightBrace || self == .interpolationClose
    }
    @inlinable public var isOperator: Bool {
        self == .binaryOperator || self == .prefixOperator || self == .postfixOperator
    }
}

/// A token is four offsets into the file's bytes. Its leading trivia runs from
/// the previous token's `trailingEnd` to `start`; its text is `start..<end`;
/// its trailing trivia is `end..<trailingEnd` and never contains a newline.
/// Concatenating every token's leading trivia, text and trailing trivia gives
/// back the input, byte for byte. Offsets are 32-bit: a file is at most 2 GiB
/// (the CLI skips files over 10 MB long before that).
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// For identifiers and keywords, the recognised word (`Word`), else `.none`.
    /// It lives in what would be padding: a token is still 16 bytes.
    public var word: Word
    /// `Token.startsLine`: the leading trivia holds a line break (in a comment too).
    /// Set by the lexer, also in what would be padding.
    public var flags: UInt8

    public static let startsLine: UInt8 = 1
    /// First byte of the text.
    public var start: Int32
    /// One past the last byte of the text.
    public var end: Int32
    /// One past the last byte of the trailing trivia.
    public var trailingEnd: Int32

    @inlinable public init(kind: TokenKind, word: Word = .none, flags: UInt8 = 0, start: Int32, end: Int32, trailingEnd: Int32) {
        self.kind = kind
        self.word = word
        self.flags = flags
        self.start = start
        self.end = end
        self.trailingEnd = trailingEnd
    }

    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
    @inlinable public var length: Int { Int(end - start) }
}
