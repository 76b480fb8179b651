// The literal facts the lexer notes while it scans (`LiteralFacts`): each
// must equal the walk over the finished tokens that the rules used to make
// (face-id-copy's string segments, fixed-screen-width's number literals), on
// real-shaped snippets and on generated ones.
import Testing
@testable import SwiftTree

@Suite struct LiteralFactsTests {
    /// The walk face-id-copy made before the lexer noted the fact.
    static func walkMentionsFace(_ tree: SyntaxTree) -> Bool {
        tree.bytes.withUnsafeBufferPointer { b in
            tree.tokens.contains { $0.kind == .stringSegment && $0.length >= 5 && LiteralFacts.mentionsFace(b, $0.range) }
        }
    }

    /// The leading-integer filter a walk over the number literals makes.
    static func walkLeadingIntegers(_ tree: SyntaxTree) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: LiteralFacts.integerWords)
        var any = false
        tree.bytes.withUnsafeBufferPointer { b in
            for t in tree.tokens where t.kind == .integerLiteral || t.kind == .floatLiteral {
                guard let v = LiteralFacts.leadingInteger(b, Int(t.start), Int(t.end)) else { continue }
                bits[(v & 1023) >> 6] |= 1 << UInt64(v & 63)
                any = true
            }
        }
        return any ? bits : []
    }

    /// `mentionsFace` by its definition, one offset at a time.
    static func naiveMentionsFace(_ b: [UInt8]) -> Bool {
        guard b.count >= 5 else { return false }
        for i in 0...(b.count - 5) where Array(b[i..<(i + 4)]).map({ $0 | 0x20 }) == Array("face".utf8)
            && (b[i + 4] == 0x20 || b[i + 4] == 0xC2 || b[i + 4] == 0x5C) { return true }
        return false
    }

    static func check(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let tree = SyntaxTree(source)
        #expect(tree.literalFacts.stringMentionsFace == walkMentionsFace(tree), "\(source.debugDescription)", sourceLocation: sourceLocation)
        #expect(tree.literalFacts.leadingIntegers == walkLeadingIntegers(tree), "\(source.debugDescription)", sourceLocation: sourceLocation)
    }

    static let snippets: [String] = [
        #"Text("Unlock with Face ID")"#,
        #"let s = "Use face\u{00A0}ID to log in""#,
        "let s = \"Use Face\u{00A0}ID\"",
        ###"let r = #"Face ID"# + ##"FACE\ID"##"###,
        "let m = \"\"\"\n    Sign in with\n    Face ID\n    \"\"\"\n",
        #"let i = "interface surface"; let t = "typeface""#,
        #"label.text = "\(name) uses Face ID""#,
        #"label.text = "Face\(x) ID""#,
        #"let u = "unterminated Face ID"#,
        "// Face ID in a comment\nlet faceID = 1\n",
        #"let a = "face"; let b = " id""#,
        "if width < 375 { }\nlet h: CGFloat = 812.0\n",
        "let a = 0375 + 3_75 + 37 + 37500 + 375e1 + 1366. + 0x177 + 1_024\n",
        "@available(iOS 13.0, *) func f() { x.375; y.1024.5 }\n",
        "let v = 100; let w = 3750; let z = 9999 + 1000.25\n",
        "switch w { case 0..<375: break; case 414...: break }\n",
    ]

    @Test func realShapedSnippets() {
        for s in Self.snippets { Self.check(s) }
        #expect(SyntaxTree(#"Text("Unlock with Face ID")"#).literalFacts.stringMentionsFace)
        #expect(!SyntaxTree("// Face ID\nlet faceID = 1\n").literalFacts.stringMentionsFace)
        let sizes = SyntaxTree("if width < 375.0 { }\n").literalFacts
        #expect(sizes.mayHaveLeadingInteger(in: LiteralFacts.IntegerSet([320, 375])))
        #expect(!SyntaxTree("let x = 0375 + 37 + 3750\n").literalFacts.mayHaveLeadingInteger(in: LiteralFacts.IntegerSet([375])))
        #expect(!SyntaxTree("let x = \"375\"\n").literalFacts.mayHaveLeadingInteger(in: LiteralFacts.IntegerSet([375])))
    }

    /// The skipping search agrees with the definition on every placement
    /// of the pattern and its near misses.
    @Test func mentionsFaceMatchesItsDefinition() {
        let pieces = ["face ", "FACE\\", "Face\u{00A0}", "fac ", "aface", "f a c e ", "xx", " ", "faceX", "ace ", "é", "\\"]
        var rng = SeededGenerator(seed: 0x11CE_FACE)
        for _ in 0..<4000 {
            var s = ""
            for _ in 0..<Int.random(in: 0...6, using: &rng) { s += pieces.randomElement(using: &rng)! }
            let b = Array(s.utf8)
            let got = b.withUnsafeBufferPointer { LiteralFacts.mentionsFace($0, 0..<b.count) }
            #expect(got == Self.naiveMentionsFace(b), "\(s.debugDescription)")
        }
    }

    /// Generated files: strings (plain, raw, multi-line, interpolated,
    /// unterminated), numbers of every shape, comments and code, glued at random.
    @Test func generatedSourcesAgreeWithTheWalks() {
        let fragments = [
            "\"Face ID\"", "\"face\\u{a0}id\"", "#\"FACE ID\"#", "\"a \\(b) Face ", "ID\"", "\"\"\"\nface id\n\"\"\"",
            "\"x", "\n", " ", "375", "375.0", "0375", "1_024", "812.5e2", "1366", "37", "3750", "0x177", ".", "x.414",
            "@available(iOS 13.0, *)", "(", ")", "{", "}", "// face id 375\n", "/* \"Face ID\" */", "let a = ", "+",
            "\\(", "\"", "#", "$0", "a$b", "`face`", "foo", "é", "face ", "f(\"face\")",
        ]
        var rng = SeededGenerator(seed: 0xFAC7_5EED)
        for _ in 0..<3000 {
            var s = ""
            for _ in 0..<Int.random(in: 1...24, using: &rng) { s += fragments.randomElement(using: &rng)! }
            Self.check(s)
        }
    }
}
