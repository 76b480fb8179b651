// Where a JSON text first breaks the grammar (RFC 8259), for `.unfold.json`
// errors that name a line and column (issue 19, item 7). JSONSerialization
// says only that the text is invalid; this pass says where and why.

/// The first syntax error of a JSON text.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int
    /// What is wrong there, e.g. "expected ',' or ']', found 'b'".
    public var reason: String
}

/// A recursive-descent checker of JSON syntax over UTF-8 bytes.
public struct JSONSyntax {
    let b: [UInt8]
    var i = 0
    var depth = 0

    /// Nesting deeper than this is reported rather than recursed into.
    static let maxDepth = 512

    /// The first syntax error of `bytes`, or nil when it is one valid JSON value.
    public static func firstError(in bytes: [UInt8]) -> JSONSyntaxError? {
        var checker = JSONSyntax(b: bytes)
        // A UTF-8 byte order mark is tolerated, as JSONSerialization does.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { checker.i = 3 }
        do throws(JSONSyntaxError) {
            checker.skipSpace()
            try checker.value()
            checker.skipSpace()
            if checker.i < bytes.count { throw checker.error("unexpected \(checker.found) after the end of the JSON value") }
            return nil
        } catch {
            return error
        }
    }

    /// The line and column of byte offset `offset`.
    public static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for k in 0..<min(offset, bytes.count) where bytes[k] == 10 {
            line += 1
            lineStart = k + 1
        }
        return (line, offset - lineStart + 1)
    }

    func error(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        let (line, column) = JSONSyntax.location(of: offset ?? i, in: b)
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }

    /// The byte at the cursor as a message shows it.
    var found: String {
        guard i < b.count else { return "the end of the file" }
        let c = b[i]
        if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        if c == 10 || c == 13 { return "the end of the line" }
        return c < 0x80 ? "byte 0x\(String(c, radix: 16, uppercase: true))" : "a non-ASCII character"
    }

    mutating func skipSpace() {
        while i < b.count, b[i] == 32 || b[i] == 9 || b[i] == 10 || b[i] == 13 { i += 1 }
    }

    mutating func value() throws(JSONSyntaxError) {
        guard i < b.count else { throw error("expected a value, found the end of the file") }
        switch b[i] {
        case UInt8(ascii: "{"): try object()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "'"): throw error("strings take double quotes, not single quotes")
        default: throw error("expected a value, found \(found)")
        }
    }

    mutating func nest() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONSyntax.maxDepth { throw error("nested more than \(JSONSyntax.maxDepth) levels deep") }
    }

    mutating func object() throws(JSONSyntaxError) {
        try nest()
        i += 1
        skipSpace()
        if i < b.count, b[i] == UInt8(ascii: "}") { i += 1; depth -= 1; return }
        while true {
            guard i < b.count, b[i] == UInt8(ascii: "\"") else {
                if i < b.count, b[i] == UInt8(ascii: "'") { throw error("keys take double quotes, not single quotes") }
                throw error("expected a key in double quotes, found \(found)")
            }
            try string()
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: ":") else { throw error("expected ':' after the key, found \(found)") }
            i += 1
            skipSpace()
            try value()
            skipSpace()
            guard i < b.count else { throw error("expected ',' or '}', found the end of the file") }
            if b[i] == UInt8(ascii: "}") { i += 1; depth -= 1; return }
            guard b[i] == UInt8(ascii: ",") else { throw error("expected ',' or '}', found \(found)") }
            let comma = i
            i += 1
            skipSpace()
            if i < b.count, b[i] == UInt8(ascii: "}") { throw error("a comma before '}' (JSON allows no trailing comma)", at: comma) }
        }
    }

    mutating func array() throws(JSONSyntaxError) {
        try nest()
        i += 1
        skipSpace()
        if i < b.count, b[i] == UInt8(ascii: "]") { i += 1; depth -= 1; return }
        while true {
            try value()
            skipSpace()
            guard i < b.count else { throw error("expected ',' or ']', found the end of the file") }
            if b[i] == UInt8(ascii: "]") { i += 1; depth -= 1; return }
            guard b[i] == UInt8(ascii: ",") else { throw error("expected ',' or ']', found \(found)") }
            let comma = i
            i += 1
            skipSpace()
            if i < b.count, b[i] == UInt8(ascii: "]") { throw error("a comma before ']' (JSON allows no trailing comma)", at: comma) }
        }
    }

    mutating func string() throws(JSONSyntaxError) {
        let start = i
        i += 1
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") { i += 1; return }
            if c == 10 || c == 13 { throw error("a string is not closed before the end of its line (a missing '\"'?)", at: start) }
            if c < 0x20 { throw error("a control character in a string (write it as an escape)") }
            if c == UInt8(ascii: "\\") {
                i += 1
                guard i < b.count else { break }
                switch b[i] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    i += 1
                case UInt8(ascii: "u"):
                    i += 1
                    for _ in 0..<4 {
                        guard i < b.count, JSONSyntax.isHex(b[i]) else { throw error("\\u needs four hex digits") }
                        i += 1
                    }
                default:
                    throw error("unknown escape '\\\(found.dropFirst().dropLast())' in a string")
                }
                continue
            }
            i += 1
        }
        throw error("a string is not closed (a missing '\"'?)", at: start)
    }

    static func isHex(_ c: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(c)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(c)
    }

    static func isDigit(_ c: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) }

    mutating func number() throws(JSONSyntaxError) {
        if b[i] == UInt8(ascii: "-") { i += 1 }
        guard i < b.count, JSONSyntax.isDigit(b[i]) else { throw error("expected a digit, found \(found)") }
        if b[i] == UInt8(ascii: "0") {
            i += 1
            if i < b.count, JSONSyntax.isDigit(b[i]) { throw error("a number may not start with 0") }
        } else {
            while i < b.count, JSONSyntax.isDigit(b[i]) { i += 1 }
        }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            guard i < b.count, JSONSyntax.isDigit(b[i]) else { throw error("expected a digit after '.', found \(found)") }
            while i < b.count, JSONSyntax.isDigit(b[i]) { i += 1 }
        }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            guard i < b.count, JSONSyntax.isDigit(b[i]) else { throw error("expected a digit in the exponent, found \(found)") }
            while i < b.count, JSONSyntax.isDigit(b[i]) { i += 1 }
        }
    }

    mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard b.count - i >= w.count, Array(b[i..<(i + w.count)]) == w else {
            throw error("expected a value, found \(found) (strings take double quotes)")
        }
        i += w.count
    }
}
