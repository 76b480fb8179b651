// Invariant #1 (DESIGN.md §4): for ANY input, joining every token's leading
// trivia, text and trailing trivia gives back the input byte for byte, and the
// lexer never crashes. Fed with random bytes, mutations of realistic Swift,
// invalid UTF-8, NUL, CRLF / lone CR, unterminated constructs and deep nesting.
import Testing
import SwiftTree

/// Token-stream checks shared by the lossless and oracle tests.
enum LexerInvariants {
    /// Re-prints the input from the tokens: each token's leading trivia
    /// (previous `trailingEnd` ..< `start`), its text and its trailing trivia.
    static func reprint(_ bytes: [UInt8], _ tokens: [Token]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var previous = 0
        for t in tokens {
            let s = Int(t.start), e = Int(t.end), te = Int(t.trailingEnd)
            guard previous <= s, s <= e, e <= te, te <= bytes.count else { return out }
            out += bytes[previous..<s]  // leading trivia
            out += bytes[s..<e]         // text
            out += bytes[e..<te]        // trailing trivia
            previous = te
        }
        return out
    }

    /// Returns a description of the first broken invariant, or nil.
    ///
    /// Checked: `.eof` is last, zero-length and at the end; `start <= end <=
    /// trailingEnd`; tokens are monotonic (`start >= previous trailingEnd`);
    /// trailing trivia holds no `\n` / `\r`; the reprint equals the input
    /// (total coverage). Two stricter rules are known lexer issues with their
    /// own tests (see `LosslessTests.knownIssues…`) and are opt-in here:
    /// `strictComments` also rejects a newline inside a block comment in
    /// trailing trivia, `nonEmpty` rejects zero-length tokens other than `.eof`.
    static func violation(_ bytes: [UInt8], _ tokens: [Token], strictComments: Bool = false,
                          nonEmpty: Bool = false) -> String? {
        let n = bytes.count
        guard let last = tokens.last else { return "no tokens (expected at least .eof)" }
        guard last.kind == .eof else { return "last token is \(last.kind), not .eof" }
        guard last.start == n, last.end == n, last.trailingEnd == n else {
            return "eof is \(last.start)..<\(last.end) trailing \(last.trailingEnd), expected \(n)"
        }
        var previous = 0
        for (i, t) in tokens.enumerated() {
            let s = Int(t.start), e = Int(t.end), te = Int(t.trailingEnd)
            guard previous <= s else { return "token \(i) (\(t.kind)) starts at \(s) before previous trailingEnd \(previous)" }
            guard s <= e, e <= te else { return "token \(i) (\(t.kind)) has start \(s) end \(e) trailingEnd \(te)" }
            guard te <= n else { return "token \(i) (\(t.kind)) ends at \(te) past the input (\(n))" }
            if t.kind == .eof {
                guard i == tokens.count - 1 else { return "eof at index \(i) is not last" }
            } else if nonEmpty {
                guard e > s else { return "token \(i) (\(t.kind)) at \(s) is empty" }
            }
            if let k = newlineInTrailingTrivia(bytes, e, te, skipBlockComments: !strictComments) {
                return "token \(i) (\(t.kind)) has a newline in its trailing trivia at \(k)"
            }
            if let v = derivedFieldViolation(bytes, tokens, i, leadingFrom: previous) { return v }
            previous = te
        }
        if reprint(bytes, tokens) != bytes { return "reprinted tokens differ from the input" }
        return nil
    }

    /// The fields the lexer derives for speed, against their definitions:
    /// `startsLine` is set exactly when the leading trivia holds `\n` or `\r`
    /// (comments included); `word` is the `Word` whose spelling equals the
    /// token's text (identifiers and keywords only); `.keyword` tokens are
    /// exactly the reserved words.
    static func derivedFieldViolation(_ bytes: [UInt8], _ tokens: [Token], _ i: Int, leadingFrom: Int) -> String? {
        let t = tokens[i]
        let s = Int(t.start), e = Int(t.end)
        if i > 0 {
            let newline = bytes[leadingFrom..<s].contains { $0 == 10 || $0 == 13 }
            if newline != (t.flags & Token.startsLine != 0) {
                return "token \(i) (\(t.kind)) at \(s): startsLine flag \(!newline), leading trivia says \(newline)"
            }
        }
        let expected: Word
        if t.kind == .identifier || t.kind == .keyword {
            let text = String(decoding: bytes[s..<e], as: UTF8.self)
            expected = Word.spellings.firstIndex(of: text).flatMap { Word(rawValue: UInt8($0)) } ?? .none
        } else {
            expected = .none
        }
        if t.word != expected { return "token \(i) (\(t.kind)) at \(s): word \(t.word), expected \(expected)" }
        if t.kind == .identifier, t.word.isKeyword { return "token \(i) at \(s) spells a reserved word but is an identifier" }
        if t.kind == .keyword, !t.word.isKeyword { return "token \(i) at \(s) is a keyword but not a reserved word" }
        return nil
    }

    /// The offset of a `\n` or `\r` in `bytes[s..<e]`, optionally ignoring
    /// those inside (nested) block comments.
    static func newlineInTrailingTrivia(_ bytes: [UInt8], _ s: Int, _ e: Int, skipBlockComments: Bool) -> Int? {
        var k = s
        var depth = 0
        while k < e {
            let c = bytes[k]
            if skipBlockComments, c == UInt8(ascii: "/"), k + 1 < e, bytes[k + 1] == UInt8(ascii: "*") {
                depth += 1; k += 2; continue
            }
            if depth > 0, c == UInt8(ascii: "*"), k + 1 < e, bytes[k + 1] == UInt8(ascii: "/") {
                depth -= 1; k += 2; continue
            }
            if depth == 0, c == 10 || c == 13 { return k }
            k += 1
        }
        return nil
    }

    /// Every gap between tokens must be trivia: lexing it alone yields nothing
    /// but `.eof`. (Only checked on small inputs; it re-lexes each gap.)
    static func triviaViolation(_ bytes: [UInt8], _ tokens: [Token]) -> String? {
        var previous = 0
        for (i, t) in tokens.enumerated() {
            let s = Int(t.start)
            if s > previous {
                // A BOM or shebang is trivia only at the start of the file.
                let gap = Array(bytes[previous..<s])
                let relexed = Lexer.tokenize(gap)
                if relexed.count != 1 || (previous > 0 && gap.first == UInt8(ascii: "#")) {
                    return "leading trivia of token \(i) (\(previous)..<\(s)) lexes to \(relexed.map(\.kind))"
                }
            }
            previous = Int(t.trailingEnd)
        }
        return nil
    }

    /// Lexes `bytes` and returns the first broken invariant, labelled.
    static func check(_ bytes: [UInt8], label: @autoclosure () -> String, trivia: Bool = false) -> String? {
        let tokens = Lexer.tokenize(bytes)
        if let v = violation(bytes, tokens) ?? (trivia ? triviaViolation(bytes, tokens) : nil) {
            return "\(label()): \(v); input \(describe(bytes))"
        }
        return nil
    }

    static func describe(_ bytes: [UInt8]) -> String {
        let shown = bytes.prefix(200)
        let text = String(decoding: shown, as: UTF8.self).debugDescription
        return "(\(bytes.count) bytes) \(text)\(bytes.count > 200 ? "…" : "") hex: \(shown.prefix(48).map { String($0, radix: 16) }.joined(separator: " "))"
    }
}

/// SplitMix64: small, seeded, deterministic across platforms (also used by `LiteralFactsTests`).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Realistic Swift with strings, interpolations, raw and multi-line strings,
/// comments, regexes, generics, attributes and `#if`.
private let realisticSnippet = #####"""
    #!/usr/bin/env swift
    // A view controller that shows a greeting.
    import UIKit

    /// Doc comment with `code` and a /* nested /* block */ comment */.
    @available(iOS 13.0, *)
    final class GreetingViewController: UIViewController, @unchecked Sendable {
        @IBOutlet private weak var label: UILabel!
        private var names: Array<Set<String>> = [["a"], ["b", "c"]]
        var `default`: Int? = 0x1F + 0b1010 + 0o17 + 1_000 // trailing comment

        override func viewDidLoad() {
            super.viewDidLoad()
            let scale = UIScreen.main.scale * 2.5e-1 / 3 / 4
            label?.text = "Hello, \(names.first?.first ?? "nobody")! scale=\(String(format: "%.1f", scale))"
            let raw = #"C:\path\#(scale)"#
            let deeper = ##"She said "hi"# \##(label!.text ?? "")"##
            let block = """
                Line one \(names.count)
                "Quoted" and \"escaped\" \
                continued
                """
            let regex = /(?<word>[a-z]+)\s*=\s*\d+/
            let pounds = #/a\/b/#
            let values = names.map { $0.count }.filter { $0 > 1 }
            let t = (1, (2, 3)); _ = t.1.0
            if let m = block.firstMatch(of: regex), values.count != 0 {
                print("\(m.output.word) \(raw) \(deeper) \(pounds)", separator: "\n")
            }
            #if DEBUG
            print(#file, #line, #selector(viewDidLoad))
            #elseif os(iOS)
            print(values.reduce(0, +))
            #else
            print(\UILabel.text, \.self)
            #endif
            let closure: (Int) -> Int = { [weak self] x in x &+ 1 }
            _ = closure(label.tag)!  // force
            var i = 0; i += 1; i <<= 2; _ = i..<10; _ = (...5)
        }
    }
    """#####

@Suite("Lossless lexing")
struct LosslessTests {

    /// Checks many inputs, recording at most a few failures so a regression
    /// does not flood the log.
    private func expectAll(_ inputs: some Sequence<[UInt8]>, _ label: String, trivia: Bool = false,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        var failures = 0
        var count = 0
        for (i, bytes) in inputs.enumerated() {
            count += 1
            if let v = LexerInvariants.check(bytes, label: "\(label) #\(i)", trivia: trivia) {
                failures += 1
                if failures <= 5 { Issue.record(Comment(rawValue: v), sourceLocation: sourceLocation) }
            }
        }
        if failures > 5 {
            Issue.record("\(label): \(failures) of \(count) inputs failed in total", sourceLocation: sourceLocation)
        }
    }

    @Test func realisticSnippetRoundTrips() {
        let bytes = Array(realisticSnippet.utf8)
        #expect(LexerInvariants.check(bytes, label: "snippet", trivia: true) == nil)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.contains { $0.kind == .regexLiteral })
        #expect(tokens.contains { $0.kind == .interpolationOpen })
        #expect(!tokens.contains { $0.kind == .unknown })
    }

    @Test func randomBytes() {
        var rng = SeededGenerator(seed: 0x5EED_0001)
        // Half the inputs draw from bytes that matter to the lexer, so strings,
        // comments and interpolations actually open and close; half are uniform.
        let interesting = Array(##""()[]{}\#/*'`$@!?.<>=+-&|^~%:;,_ax09eEpP"##.utf8) + [10, 13, 0, 9, 32, 0xC3, 0xA9, 0xE2, 0x88, 0x98, 0xFF, 0xEF, 0xBB, 0xBF]
        var inputs: [[UInt8]] = []
        for i in 0..<3000 {
            let length = Int.random(in: 0...300, using: &rng)
            if i % 2 == 0 {
                inputs.append((0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) })
            } else {
                inputs.append((0..<length).map { _ in interesting.randomElement(using: &rng)! })
            }
        }
        expectAll(inputs, "random bytes", trivia: true)
    }

    @Test func truncationAtEveryOffset() {
        let bytes = Array(realisticSnippet.utf8)
        expectAll((0...bytes.count).lazy.map { Array(bytes[..<$0]) }, "prefix")
        // Suffixes too: lexing that starts in the middle of a string or comment.
        expectAll(stride(from: 0, through: bytes.count, by: 3).lazy.map { Array(bytes[$0...]) }, "suffix")
    }

    @Test func byteFlipsAndInsertions() {
        var rng = SeededGenerator(seed: 0x5EED_0002)
        let bytes = Array(realisticSnippet.utf8)
        let inserts = Array(#""\()#/*`{}[]"#.utf8) + [10, 13, 0, 0xFF, 0xC0, 0xE2]
        var inputs: [[UInt8]] = []
        for _ in 0..<1500 {
            var m = bytes
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let at = Int.random(in: 0..<m.count, using: &rng)
                m[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &rng)
            }
            inputs.append(m)
        }
        for _ in 0..<1500 {
            var m = bytes
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                m.insert(inserts.randomElement(using: &rng)!, at: Int.random(in: 0...m.count, using: &rng))
            }
            inputs.append(m)
        }
        for _ in 0..<500 {
            var m = bytes
            let at = Int.random(in: 0..<m.count, using: &rng)
            m.removeSubrange(at..<min(m.count, at + Int.random(in: 1...40, using: &rng)))
            inputs.append(m)
        }
        expectAll(inputs, "mutation")
    }

    @Test func invalidUTF8() {
        let cases: [[UInt8]] = [
            [0xFF], [0xC0, 0x80], [0xC3], [0xE2, 0x88], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0x80, 0x80, 0x80], [0xFE, 0xFF], [0xEF, 0xBB],
            Array("let x\u{FF}y = 1".utf8) + [0xFF] + Array("z".utf8),
            Array("let s = \"a".utf8) + [0xFF, 0xC3] + Array("b\"".utf8),
            Array("// comment ".utf8) + [0xFF] + Array("\nx".utf8),
            Array("/* ".utf8) + [0xC0, 0xAF] + Array(" */ x".utf8),
            Array("a".utf8) + [0xE2, 0x88] + Array("+b".utf8),
            Array("#/".utf8) + [0xFF] + Array("/#".utf8),
            Array("`".utf8) + [0xFF] + Array("`".utf8),
            Array("x.".utf8) + [0xF0, 0x9F] + Array(".0".utf8),
        ]
        expectAll(cases, "invalid UTF-8", trivia: true)
        let tokens = Lexer.tokenize([0x61, 0x20, 0xFF, 0xFE, 0x20, 0x62])
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .eof])
    }

    @Test func nulBytes() {
        let cases: [[UInt8]] = [
            [0], [0, 0, 0], Array("a".utf8) + [0] + Array("b".utf8),
            Array("\"a".utf8) + [0] + Array("b\"".utf8),
            Array("// x".utf8) + [0] + Array("\ny".utf8),
            Array("f(".utf8) + [0] + Array(")".utf8),
            Array("\"\\(".utf8) + [0] + Array(")\"".utf8),
            [0] + Array("#!shebang".utf8),
        ]
        expectAll(cases, "NUL", trivia: true)
    }

    @Test func lineEndings() {
        let sources = [
            "let a = 1\r\nlet b = 2\r\n",
            "let a = 1\rlet b = 2\r",
            "a // c\r\nb /* x\r\ny */ c\r",
            "let s = \"\"\"\r\n  a \\\r\n  b\r\n  \"\"\"\r\n",
            "let s = \"abc\r\nlet t = \"def\rx",
            "#if X\r#endif\r\n",
            "\r", "\r\n", "\n\r", "\r\r\n\n",
            "let r = #/\r\na\r\n/#\r\n",
            "a\r\n.b\r\n?.c!\r\n",
        ]
        expectAll(sources.map { Array($0.utf8) }, "line endings", trivia: true)
        let bytes = Array(sources[0].utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens[3].trailingEnd == tokens[3].end)  // `1` does not swallow `\r\n`
    }

    @Test func unterminatedConstructs() {
        let sources = [
            "\"", "\"abc", "\"abc\\", "\"abc\\(", "\"abc\\(x", "\"abc\\(x \"", "\"\\(\"\\(\"\\(",
            "\"\\(f(\"\\(", "\"\\(a)\\(", "\"\\()", "\"a\nb\"",
            "\"\"\"", "\"\"\"\nabc", "\"\"\"\nabc\\(x)\n\"\"", "\"\"\"abc\"\"\"", "\"\"\"\n\\(\n",
            "#\"", "#\"abc", "#\"abc\"", "##\"abc\"#", "#\"\\#(", "#\"\\#(x", "#\"\"\"\nabc\"\"\"",
            "###", "#", "#\"\"\"",
            "/*", "/* abc", "/* /* */", "/*/", "/**", "//",
            "#/", "#/abc", "#/abc/", "##/abc/#", "#/\nabc\n", "let r = /abc", "let r = /",
            "`", "`abc", "@", "\\", "$", "0x", "0x1.", "1e", "1e+", "0b", "0o", "1_",
            "(((", ")))", "[[[", "]]]", "{{{", "}}}", "\"\\(]\"", "\"\\(}\"", "{\"\\(}\"",
            "let x = \"\\(\"\\(y", "x = \"\\(#\"\\#(\"\"\"\n",
        ]
        expectAll(sources.map { Array($0.utf8) }, "unterminated", trivia: true)
        // Every prefix of each nasty construct, too.
        let nasty = #####"x = "a\("b\(#"c\#(d)"#)")e" + """\#n  f\(g)\\#n  """ + ##/h/## /* i /* j */ */"#####
        let bytes = Array(nasty.utf8)
        expectAll((0...bytes.count).lazy.map { Array(bytes[..<$0]) }, "nasty prefix", trivia: true)
    }

    // MARK: Deliberate relaxations (both as in swift-syntax)

    /// DESIGN §4 says trailing trivia stops before the newline. A block comment
    /// that starts on a token's line and spans lines stays whole in that token's
    /// trailing trivia, as swift-syntax keeps it: a comment is never split.
    @Test func multiLineBlockCommentStaysInTrailingTrivia() {
        let bytes = Array("a /* x\n y */ b".utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(String(decoding: bytes[Int(tokens[0].end)..<Int(tokens[0].trailingEnd)], as: UTF8.self) == " /* x\n y */ ")
        #expect(LexerInvariants.violation(bytes, tokens) == nil)
    }

    /// An unterminated string whose last interpolation closes at the end of the
    /// line ends with a zero-length `.stringSegment` (swift-syntax also ends it
    /// with an empty segment): the only zero-length tokens are these and `.eof`.
    @Test func unterminatedStringAfterInterpolationEndsWithEmptySegment() {
        for source in ["\"\\(x)", "\"\\(x)\nlet y = 1", "#\"\\#(x)"] {
            let bytes = Array(source.utf8)
            let tokens = Lexer.tokenize(bytes)
            let empty = tokens.filter { $0.start == $0.end && $0.kind != .eof }
            #expect(empty.count == 1 && empty[0].kind == .stringSegment, "\(source.debugDescription)")
            #expect(LexerInvariants.violation(bytes, tokens) == nil)
        }
    }

    @Test func deepBracketNesting() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let balanced = String(repeating: open, count: 10_000) + "x" + String(repeating: close, count: 10_000)
            let bytes = Array(balanced.utf8)
            let tokens = Lexer.tokenize(bytes)
            #expect(tokens.count == 20_002)
            #expect(LexerInvariants.violation(bytes, tokens) == nil)
            let unbalanced = Array(String(repeating: open, count: 10_000).utf8)
            #expect(LexerInvariants.violation(unbalanced, Lexer.tokenize(unbalanced)) == nil)
            let closers = Array(String(repeating: close, count: 10_000).utf8)
            #expect(LexerInvariants.violation(closers, Lexer.tokenize(closers)) == nil)
        }
        let mixed = Array((String(repeating: "({[", count: 3_334) + "x" + String(repeating: "]})", count: 3_334)).utf8)
        #expect(LexerInvariants.violation(mixed, Lexer.tokenize(mixed)) == nil)
    }

    @Test func deepInterpolationNesting() {
        let depth = 10_000
        let source = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(LexerInvariants.violation(bytes, tokens) == nil)
        #expect(tokens.filter { $0.kind == .interpolationOpen }.count == depth)
        #expect(tokens.filter { $0.kind == .interpolationClose }.count == depth)
        // Unterminated at depth: every string is left open.
        let open = Array(String(repeating: #""\("#, count: depth).utf8)
        #expect(LexerInvariants.violation(open, Lexer.tokenize(open)) == nil)
        // Raw and multi-line strings nested deeply.
        let raw = Array((String(repeating: ##"#"\#("##, count: 3_000) + String(repeating: ##")"#"##, count: 3_000)).utf8)
        #expect(LexerInvariants.violation(raw, Lexer.tokenize(raw)) == nil)
        let multi = Array((String(repeating: "\"\"\"\n\\(", count: 3_000) + String(repeating: ")\n\"\"\"", count: 3_000)).utf8)
        #expect(LexerInvariants.violation(multi, Lexer.tokenize(multi)) == nil)
        // Deep block comment nesting.
        let comments = Array((String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + "x").utf8)
        let commentTokens = Lexer.tokenize(comments)
        #expect(commentTokens.count == 2)
        #expect(LexerInvariants.violation(comments, commentTokens) == nil)
    }
}
