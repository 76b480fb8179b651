// The lexer's fast paths (docs/performance.md): words recognised while
// scanning (`Token.word`), the `startsLine` flag, the Bloom filter behind
// `containsToken`, the `unfold:ignore` marker found in comments, and the
// packed modifier list. Each is checked against its slow definition.
import Testing
@testable import SwiftTree

@Suite struct LexerFastPathTests {
    @Test func everyWordIsRecognisedWithItsKind() {
        for (raw, spelling) in Word.spellings.enumerated() where raw > 0 {
            let word = Word(rawValue: UInt8(raw))!
            let tokens = Lexer.tokenize(Array("x \(spelling) y".utf8))
            #expect(tokens[1].word == word, "\(spelling)")
            #expect(tokens[1].kind == (word.isKeyword ? .keyword : .identifier), "\(spelling)")
        }
    }

    @Test func nearMissesAreNotWords() {
        // Prefixes, extensions, case changes, the tails of the two longest words,
        // words right at the end of the input (packing must not read past it).
        let misses = ["classy", "clas", "Class", "self_", "SELF", "unsafeMutableAddresS", "unsafeMutableAddres",
                      "_originallyDefinedI", "_originallyDefinedInX", "initt", "in_", "ifelse", "`class`", "$in", "a"]
        for m in misses {
            for source in ["\(m)", "\(m) ", "(\(m))"] {
                let tokens = Lexer.tokenize(Array(source.utf8))
                #expect(tokens.allSatisfy { $0.word == .none }, "\(source)")
            }
        }
        for w in ["class", "if", "unsafeMutableAddress", "_originallyDefinedIn"] {
            #expect(Lexer.tokenize(Array(w.utf8))[0].word != .none, "\(w) at the very end of the input")
        }
    }

    @Test func startsLineFlagFollowsLineBreaksInTrivia() {
        let source = "a\nb /* c\n */ d /* e */ f\r\ng // h\n\ni \"s\\(j)\"\r k"
        let t = SyntaxTree(source)
        func starts(_ name: String) -> Bool {
            let i = (0..<t.count).first { t.text($0) == name }!
            return t.startsLine(i)
        }
        #expect(starts("a"))
        #expect(starts("b"))
        // A block comment that starts on b's line is b's trailing trivia, line
        // break and all: d does not start a line (as the byte scan decided).
        #expect(!starts("d"))
        #expect(!starts("f"))
        #expect(starts("g"))
        #expect(starts("i"))
        #expect(!starts("j"))
        #expect(starts("k"))  // a lone `\r`
    }

    @Test func bloomFilterHasNoFalseNegatives() {
        let long = "aVeryLongIdentifierNameWithMoreThanSixteenBytes"
        let source = """
            let \(long) = `class` + café + $0 + x
            func 名前() { return self.\(long)sibling }
            """
        let t = SyntaxTree(source)
        for i in 0..<t.count where t.tokens[i].kind == .identifier || t.tokens[i].kind == .keyword {
            #expect(t.containsToken(Array(t.text(i).utf8)), "\(t.text(i))")
        }
        #expect(!t.containsToken(Array("UIScreen".utf8)))
        #expect(!t.containsToken(Array((long + "X").utf8)))
    }

    @Test func markerCountsInCommentsOnly() {
        #expect(SyntaxTree("let a = 1 // unfold:ignore").containsMarker)
        #expect(SyntaxTree("/* unfold:ignore uiscreen-main-scale */ let a = 1").containsMarker)
        #expect(SyntaxTree("/// doc\n/// unfold:ignore\nfunc f() {}").containsMarker)
        #expect(!SyntaxTree("let s = \"unfold:ignore\"").containsMarker)
        #expect(!SyntaxTree("let a = 1 // unfold: ignore").containsMarker)
        #expect(!SyntaxTree("// unfold:ignor").containsMarker)
    }

    @Test func modifiersKeepOrderAndSkipAttributeArguments() {
        let t = SyntaxTree("""
            @available (iOS 13, *) public private(set) static var a = 1
            @objc public final override class func f() {}
            """)
        #expect(t.decls.first { $0.name == "a" }?.modifiers == ["public", "private", "static"])
        #expect(t.decls.first { $0.name == "f" }?.modifiers == ["public", "final", "override", "class"])
        #expect(t.decls.first { $0.name == "f" }?.modifierWords.contains(.override) == true)
        #expect(t.decls.first { $0.name == "a" }?.isStatic == true)
    }
}

@Suite struct IdentifierRunTests {
    /// The eight-bytes-at-a-time identifier test agrees with the byte table
    /// (without `$`, which `scanName` takes byte by byte) for every byte
    /// value in every lane, next to every kind of neighbour.
    @Test func wordAtATimeClassMatchesTheByteTable() {
        func expected(_ c: UInt8) -> Bool { c < 0x80 && Lexer.isIdentifierASCII(c) }
        for lane in 0..<8 {
            for fill in [UInt8(ascii: "a"), UInt8(ascii: " "), 0xFF, 0x00, UInt8(ascii: "_"), UInt8(ascii: "Z")] {
                for c in 0...255 {
                    var bytes = [UInt8](repeating: fill, count: 8)
                    bytes[lane] = UInt8(c)
                    let x = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    let stop = Lexer.nonIdentifierBytes(x)
                    for k in 0..<8 {
                        let isStop = (stop >> UInt64(k * 8 + 7)) & 1 == 1
                        #expect(isStop == !expected(bytes[k]), "byte \(bytes[k]) in lane \(k)")
                    }
                }
            }
        }
    }

    @Test func identifiersOfEveryLengthEndWhereTheyShould() {
        for length in 1...40 {
            let name = String((0..<length).map { Array("aZ_9$bQ".utf8)[$0 % 7] }.map { Character(Unicode.Scalar($0)) })
                .replacingFirstDigit()
            for tail in ["", " ", "(", ".x", "é", "+1"] {
                let tokens = Lexer.tokenize(Array((name + tail).utf8))
                #expect(Int(tokens[0].end) == name.utf8.count + (tail == "é" ? 2 : 0), "\(name + tail)")
            }
        }
    }
}

private extension String {
    /// Identifiers cannot start with a digit or `$` followed by digits only.
    func replacingFirstDigit() -> String { "a" + dropFirst() }
}

@Suite struct TokenCapacityTests {
    /// Token-dense input overflows the first estimate (one token per four
    /// bytes); the lexer retries with the safe bound and loses nothing.
    @Test func denseInputRetriesWithTheSafeBound() {
        let inputs = [
            String(repeating: "(", count: 1000),
            String(repeating: "a,", count: 700),
            String(repeating: "f(x, y)\n", count: 150),         // 6 tokens in 8 bytes
            String(repeating: "\"\\(", count: 300),            // unterminated strings in interpolations
            String(repeating: "\"\\(\"\n", count: 200),        // empty segments at line ends
            "",
            "x",
        ]
        for source in inputs {
            let bytes = Array(source.utf8)
            let tokens = Lexer.tokenize(bytes)
            #expect(LexerInvariants.violation(bytes, tokens) == nil, "\(source.prefix(20))…")
            #expect(tokens.last?.kind == .eof)
            #expect(SyntaxTree(bytes: bytes).print() == bytes)
        }
        #expect(Lexer.tokenize(Array(String(repeating: "(", count: 1000).utf8)).count == 1001)
    }
}
