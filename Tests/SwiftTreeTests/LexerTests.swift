// Unit tests for every lexical form listed in DESIGN.md §4: one small input
// per form, asserting the exact token texts and kinds the lexer produces.
import Testing
import SwiftTree

// MARK: Helpers

private func lex(_ src: String) -> (bytes: [UInt8], tokens: [Token]) {
    let bytes = Array(src.utf8)
    return (bytes, Lexer.tokenize(bytes))
}

/// The texts of every token except the final `.eof`.
private func texts(_ src: String) -> [String] {
    let (bytes, tokens) = lex(src)
    return tokens.dropLast().map { String(decoding: bytes[$0.range], as: UTF8.self) }
}

/// The kinds of every token except the final `.eof`.
private func kinds(_ src: String) -> [TokenKind] {
    lex(src).tokens.dropLast().map(\.kind)
}

/// `text:kind` per token, for compact assertions on both at once.
private func tagged(_ src: String) -> [String] {
    let (bytes, tokens) = lex(src)
    return tokens.dropLast().map { "\(String(decoding: bytes[$0.range], as: UTF8.self)):\($0.kind)" }
}

/// The leading trivia of every token, `.eof` included.
private func leadingTrivia(_ src: String) -> [String] {
    let (bytes, tokens) = lex(src)
    var previous = 0
    return tokens.map { t in
        defer { previous = Int(t.trailingEnd) }
        return String(decoding: bytes[previous..<Int(t.start)], as: UTF8.self)
    }
}

/// The trailing trivia of every token, `.eof` included.
private func trailingTrivia(_ src: String) -> [String] {
    let (bytes, tokens) = lex(src)
    return tokens.map { String(decoding: bytes[Int($0.end)..<Int($0.trailingEnd)], as: UTF8.self) }
}

// MARK: Tests

@Suite("Lexer")
struct LexerTests {

    // MARK: Trivia and comments

    @Test func emptyInputIsJustEOF() {
        let (_, tokens) = lex("")
        #expect(tokens == [Token(kind: .eof, start: 0, end: 0, trailingEnd: 0)])
    }

    @Test func whitespaceOnlyInputIsLeadingTriviaOfEOF() {
        #expect(texts(" \t\n\r\n  ") == [])
        #expect(leadingTrivia(" \t\n\r\n  ") == [" \t\n\r\n  "])
    }

    @Test func lineCommentsAreTrivia() {
        #expect(texts("a // one\nb // two") == ["a", "b"])
        // Trailing trivia stops before the newline; the next token takes it as leading trivia.
        #expect(trailingTrivia("a // one\nb // two") == [" // one", " // two", ""])
        #expect(leadingTrivia("a // one\nb // two") == ["", "\n", ""])
    }

    @Test func blockCommentsAreTrivia() {
        #expect(texts("a /* x */ b") == ["a", "b"])
        #expect(trailingTrivia("a /* x */ b") == [" /* x */ ", "", ""])
        // (Where a block comment spanning lines goes is a known issue: see
        // LosslessTests.knownIssueMultiLineBlockCommentInTrailingTrivia.)
        #expect(texts("a /* x\n y */ b") == ["a", "b"])
    }

    @Test func nestedBlockComments() {
        #expect(texts("a /* x /* y */ z */ b") == ["a", "b"])
        #expect(texts("a /* 1 /* 2 /* 3 */ 2 */ 1 */ b") == ["a", "b"])
        #expect(texts("/*/**/*/ c") == ["c"])
        // `*/` inside a nested comment closes only the inner one.
        #expect(texts("/* /* */ still comment */ d") == ["d"])
        // Unterminated: the comment runs to the end of the file.
        #expect(texts("a /* x /* y */ b") == ["a"])
        #expect(trailingTrivia("a /* x /* y */ b")[0] == " /* x /* y */ b")
    }

    @Test func docComments() {
        let src = "/// Summary.\n/// - Parameter x: X.\nfunc f() {}\n/** Block doc. */\nvar v = 1"
        #expect(texts(src) == ["func", "f", "(", ")", "{", "}", "var", "v", "=", "1"])
        #expect(leadingTrivia(src)[0] == "/// Summary.\n/// - Parameter x: X.\n")
        #expect(leadingTrivia(src)[6] == "\n/** Block doc. */\n")
    }

    @Test func shebangIsLeadingTrivia() {
        let src = "#!/usr/bin/env swift\nprint(1)"
        #expect(texts(src) == ["print", "(", "1", ")"])
        #expect(leadingTrivia(src)[0] == "#!/usr/bin/env swift\n")
        // Only on the first line: elsewhere `#!` is `#` then `!`.
        #expect(kinds("x\n#!y").first == .identifier)
        #expect(texts("x\n#!y").contains("#"))
    }

    @Test func byteOrderMark() {
        let src = "\u{FEFF}let x = 1"
        #expect(texts(src) == ["let", "x", "=", "1"])
        let (_, tokens) = lex(src)
        #expect(tokens[0].start == 3)
        #expect(leadingTrivia(src)[0] == "\u{FEFF}")
        // A BOM followed by a shebang.
        #expect(texts("\u{FEFF}#!/bin/swift\nf()") == ["f", "(", ")"])
        // An operator right after the BOM is not left-bound.
        #expect(kinds("\u{FEFF}-x") == [.prefixOperator, .identifier])
    }

    @Test func unicodeLineSeparatorsAreWhitespace() {
        #expect(texts("a\u{2028}b\u{2029}c") == ["a", "b", "c"])
    }

    // MARK: Directives, attributes, macros

    @Test func conditionalCompilation() {
        let src = "#if DEBUG\nlet a = 1\n#elseif os(iOS) && compiler(>=5.9)\nlet a = 2\n#else\nlet a = 3\n#endif"
        #expect(texts(src) == [
            "#if", "DEBUG", "let", "a", "=", "1",
            "#elseif", "os", "(", "iOS", ")", "&&", "compiler", "(", ">=", "5.9", ")", "let", "a", "=", "2",
            "#else", "let", "a", "=", "3",
            "#endif",
        ])
        let ks = kinds(src)
        #expect(ks.filter { $0 == .poundDirective }.count == 4)
        #expect(ks[0] == .poundDirective)
        #expect(ks.last == .poundDirective)
    }

    @Test func sourceLocationDirective() {
        #expect(tagged("#sourceLocation(file: \"a.swift\", line: 1)") == [
            "#sourceLocation:poundDirective", "(:leftParen", "file:identifier", "::colon",
            "\"a.swift\":stringSegment", ",:comma", "line:identifier", "::colon", "1:integerLiteral",
            "):rightParen",
        ])
    }

    @Test func poundAvailability() {
        #expect(tagged("if #available(iOS 15, *) {}") == [
            "if:keyword", "#available:poundAvailable", "(:leftParen", "iOS:identifier", "15:integerLiteral",
            ",:comma", "*:binaryOperator", "):rightParen", "{:leftBrace", "}:rightBrace",
        ])
        #expect(kinds("guard #unavailable(iOS 13) else {}")[1] == .poundAvailable)
    }

    @Test func macroExpansionsArePoundThenName() {
        #expect(tagged("#selector(Foo.bar(_:))") == [
            "#:pound", "selector:identifier", "(:leftParen", "Foo:identifier", ".:period", "bar:identifier",
            "(:leftParen", "_:identifier", "::colon", "):rightParen", "):rightParen",
        ])
        #expect(texts("#warning(\"careful\")") == ["#", "warning", "(", "\"careful\"", ")"])
        #expect(texts("#file #line #function") == ["#", "file", "#", "line", "#", "function"])
        #expect(texts("#Preview { V() }") == ["#", "Preview", "{", "V", "(", ")", "}"])
    }

    @Test func attributes() {
        #expect(tagged("@MainActor final class C {}") == [
            "@:atSign", "MainActor:identifier", "final:identifier", "class:keyword", "C:identifier",
            "{:leftBrace", "}:rightBrace",
        ])
        #expect(texts("@objc(doThing:with:) func f() {}") == [
            "@", "objc", "(", "doThing", ":", "with", ":", ")", "func", "f", "(", ")", "{", "}",
        ])
        #expect(texts("func f(_ g: @escaping @Sendable () -> Void)") == [
            "func", "f", "(", "_", "g", ":", "@", "escaping", "@", "Sendable", "(", ")", "->", "Void", ")",
        ])
        #expect(texts("@available(*, deprecated, message: \"no\")") == [
            "@", "available", "(", "*", ",", "deprecated", ",", "message", ":", "\"no\"", ")",
        ])
    }

    @Test func versionTuplesAreSplit() {
        #expect(tagged("@available(iOS 13.0, *)") == [
            "@:atSign", "available:identifier", "(:leftParen", "iOS:identifier", "13:integerLiteral",
            ".:period", "0:integerLiteral", ",:comma", "*:binaryOperator", "):rightParen",
        ])
        #expect(texts("@available(macOS 10.15.4, *)") == [
            "@", "available", "(", "macOS", "10", ".", "15", ".", "4", ",", "*", ")",
        ])
        #expect(texts("if #available(iOS 14.5, *) {}") == ["if", "#available", "(", "iOS", "14", ".", "5", ",", "*", ")", "{", "}"])
        #expect(texts("@backDeployed(before: iOS 17.0)") == ["@", "backDeployed", "(", "before", ":", "iOS", "17", ".", "0", ")"])
        // Outside availability lists `13.0` is a float again.
        #expect(tagged("@available(iOS 13.0, *) let x = 13.0").suffix(3) == ["x:identifier", "=:equal", "13.0:floatLiteral"])
    }

    // MARK: Identifiers and keywords

    @Test func identifiersAndKeywords() {
        #expect(tagged("let x = self") == ["let:keyword", "x:identifier", "=:equal", "self:keyword"])
        // Contextual keywords stay identifiers.
        #expect(kinds("override weak get set mutating async await some any") == Array(repeating: .identifier, count: 9))
        #expect(kinds("Self Any nil true false") == Array(repeating: .keyword, count: 5))
        #expect(texts("_ = _x") == ["_", "=", "_x"])
    }

    @Test func unicodeIdentifiers() {
        #expect(tagged("let café = 変数 + 🐶") == [
            "let:keyword", "café:identifier", "=:equal", "変数:identifier", "+:binaryOperator", "🐶:identifier",
        ])
    }

    @Test func backtickedIdentifiers() {
        #expect(tagged("let `class` = `default`") == ["let:keyword", "`class`:identifier", "=:equal", "`default`:identifier"])
        #expect(texts("x.`self`") == ["x", ".", "`self`"])
        #expect(texts("func `test with spaces`()") == ["func", "`test with spaces`", "(", ")"])
        // A lone backtick (unterminated on its line) is its own token.
        #expect(tagged("`abc\nd") == ["`:backtick", "abc:identifier", "d:identifier"])
        #expect(kinds("``") == [.backtick, .backtick])
    }

    @Test func dollarIdentifiers() {
        #expect(tagged("$0 + $12") == ["$0:dollarIdentifier", "+:binaryOperator", "$12:dollarIdentifier"])
        #expect(texts("xs.map { $0.x }") == ["xs", ".", "map", "{", "$0", ".", "x", "}"])
        // A property-wrapper projection is an identifier, as in swift-syntax.
        #expect(tagged("$binding.wrappedValue") == ["$binding:identifier", ".:period", "wrappedValue:identifier"])
        #expect(tagged("_$x") == ["_$x:identifier"])
    }

    // MARK: Numbers

    @Test func integerLiterals() {
        #expect(tagged("0 42 1_000_000 0x1F 0xdead_BEEF 0o17 0b1010_0101") == [
            "0:integerLiteral", "42:integerLiteral", "1_000_000:integerLiteral", "0x1F:integerLiteral",
            "0xdead_BEEF:integerLiteral", "0o17:integerLiteral", "0b1010_0101:integerLiteral",
        ])
    }

    @Test func floatLiterals() {
        #expect(tagged("1.5 1e10 1E-3 2.5e+2 1_000.000_1 0x1p-2 0x1.8p3 0xFF.Fp+1_0") == [
            "1.5:floatLiteral", "1e10:floatLiteral", "1E-3:floatLiteral", "2.5e+2:floatLiteral",
            "1_000.000_1:floatLiteral", "0x1p-2:floatLiteral", "0x1.8p3:floatLiteral", "0xFF.Fp+1_0:floatLiteral",
        ])
    }

    @Test func negativeNumbersArePrefixMinus() {
        #expect(tagged("-1") == ["-:prefixOperator", "1:integerLiteral"])
        #expect(tagged("a - 1") == ["a:identifier", "-:binaryOperator", "1:integerLiteral"])
    }

    @Test func numbersFollowedByMembers() {
        #expect(tagged("5.description") == ["5:integerLiteral", ".:period", "description:identifier"])
        #expect(texts("1.0.description") == ["1.0", ".", "description"])
        #expect(texts("1..<2") == ["1", "..<", "2"])
        #expect(texts("1...2") == ["1", "...", "2"])
    }

    @Test func tupleIndexes() {
        #expect(tagged("a.0.1") == ["a:identifier", ".:period", "0:integerLiteral", ".:period", "1:integerLiteral"])
        #expect(texts("t.0.0.1") == ["t", ".", "0", ".", "0", ".", "1"])
        #expect(texts("pair.1 + x.0") == ["pair", ".", "1", "+", "x", ".", "0"])
        // The previous token decides, not the previous byte: after `. ` still a tuple index.
        #expect(texts("foo. 0.5") == ["foo", ".", "0", ".", "5"])
        #expect(texts(#"\Foo.x.0.1"#) == [#"\"#, "Foo", ".", "x", ".", "0", ".", "1"])
    }

    /// A decimal right after a range operator is a float, not a tuple index
    /// (issue 17 item 6: `0...0.5` was `0` `...` `0` `.` `5`).
    @Test func decimalsAfterRangeOperators() {
        #expect(tagged("0...0.5") == ["0:integerLiteral", "...:binaryOperator", "0.5:floatLiteral"])
        #expect(tagged("in: 0...0.5") == ["in:keyword", "::colon", "0:integerLiteral", "...:binaryOperator", "0.5:floatLiteral"])
        #expect(tagged("case ...0.1:") == ["case:keyword", "...:prefixOperator", "0.1:floatLiteral", "::colon"])
        #expect(tagged("x...0.25") == ["x:identifier", "...:binaryOperator", "0.25:floatLiteral"])
        #expect(tagged("1..<2.5") == ["1:integerLiteral", "..<:binaryOperator", "2.5:floatLiteral"])
        #expect(tagged("(..<0.5)") == ["(:leftParen", "..<:prefixOperator", "0.5:floatLiteral", "):rightParen"])
        #expect(tagged("0.5...1.5") == ["0.5:floatLiteral", "...:binaryOperator", "1.5:floatLiteral"])
        #expect(texts("0x1...0x1.8p1") == ["0x1", "...", "0x1.8p1"])
        // Neighbours unchanged.
        #expect(tagged("0...5") == ["0:integerLiteral", "...:binaryOperator", "5:integerLiteral"])
        #expect(tagged("a ... b") == ["a:identifier", "...:binaryOperator", "b:identifier"])
        #expect(texts("x.0.1...y.0") == ["x", ".", "0", ".", "1", "...", "y", ".", "0"])
        #expect(texts("@available(iOS 13.0, *)") == ["@", "available", "(", "iOS", "13", ".", "0", ",", "*", ")"])
    }

    // MARK: Strings

    @Test func simpleStrings() {
        #expect(tagged("\"hello\"") == ["\"hello\":stringSegment"])
        #expect(tagged("\"\"") == ["\"\":stringSegment"])
        #expect(texts("f(\"a\", \"b\")") == ["f", "(", "\"a\"", ",", "\"b\"", ")"])
    }

    @Test func stringEscapes() {
        let src = #""a\"b\\c\n\t\0\'\u{1F600}" x"#
        #expect(texts(src) == [#""a\"b\\c\n\t\0\'\u{1F600}""#, "x"])
        // `\\(` is an escaped backslash followed by text, not an interpolation.
        #expect(tagged(#""a\\(b)""#) == [#""a\\(b)":stringSegment"#])
    }

    @Test func stringTokensHaveNoTrivia() {
        // Spaces inside string text belong to the segment, never to trivia.
        let src = #""  a \( x ) b  ""#
        #expect(texts(src) == [#""  a "#, #"\("#, "x", ")", #" b  ""#])
        #expect(trailingTrivia(src) == ["", " ", " ", "", "", ""])
    }

    @Test func interpolation() {
        #expect(tagged(#""a\(x)b""#) == [
            #""a:stringSegment"#, #"\(:interpolationOpen"#, "x:identifier", "):interpolationClose", #"b":stringSegment"#,
        ])
        // An interpolation right at the start, and two in a row.
        #expect(tagged(#""\(a)\(b)""#) == [
            #"":stringSegment"#, #"\(:interpolationOpen"#, "a:identifier", "):interpolationClose",
            #"\(:interpolationOpen"#, "b:identifier", "):interpolationClose", #"":stringSegment"#,
        ])
    }

    @Test func interpolationWithParenthesesAndArguments() {
        #expect(tagged(#""\((a + b) * c, format: .x)""#) == [
            #"":stringSegment"#, #"\(:interpolationOpen"#, "(:leftParen", "a:identifier", "+:binaryOperator",
            "b:identifier", "):rightParen", "*:binaryOperator", "c:identifier", ",:comma", "format:identifier",
            "::colon", ".:period", "x:identifier", "):interpolationClose", #"":stringSegment"#,
        ])
    }

    @Test func interpolationWithNestedStrings() {
        #expect(tagged(#""a\("b\("c")")d""#) == [
            #""a:stringSegment"#, #"\(:interpolationOpen"#,
            #""b:stringSegment"#, #"\(:interpolationOpen"#, #""c":stringSegment"#, "):interpolationClose",
            #"":stringSegment"#, "):interpolationClose", #"d":stringSegment"#,
        ])
        // A `)` inside a nested string does not close the interpolation.
        #expect(texts(#""\(")")""#) == [#"""#, #"\("#, #"")""#, ")", #"""#])
    }

    @Test func interpolationWithClosures() {
        let src = #""\(xs.map { "<\($0)>" }.joined(separator: ")"))!""#
        #expect(texts(src) == [
            #"""#, #"\("#, "xs", ".", "map", "{", #""<"#, #"\("#, "$0", ")", #">""#, "}", ".", "joined",
            "(", "separator", ":", #"")""#, ")", ")", #"!""#,
        ])
        let ks = kinds(src)
        #expect(ks.filter { $0 == .interpolationOpen }.count == 2)
        #expect(ks.filter { $0 == .interpolationClose }.count == 2)
        #expect(ks[ks.count - 2] == .interpolationClose)
    }

    @Test func multilineStrings() {
        let src = "let s = \"\"\"\n  a \"quoted\" \"\"double\"\" \\\"\"\"\n  b\n  \"\"\"\nx"
        #expect(texts(src) == ["let", "s", "=", "\"\"\"\n  a \"quoted\" \"\"double\"\" \\\"\"\"\n  b\n  \"\"\"", "x"])
        #expect(kinds(src)[3] == .stringSegment)
        // The empty multi-line string.
        #expect(texts("\"\"\"\n\"\"\"") == ["\"\"\"\n\"\"\""])
    }

    @Test func multilineStringLineContinuationAndInterpolation() {
        let src = "\"\"\"\n  abc \\\n  def \\(x) \\\\\n  \"\"\""
        #expect(tagged(src) == [
            "\"\"\"\n  abc \\\n  def :stringSegment", "\\(:interpolationOpen", "x:identifier",
            "):interpolationClose", " \\\\\n  \"\"\":stringSegment",
        ])
        // CRLF line continuation.
        #expect(texts("\"\"\"\r\na\\\r\nb\r\n\"\"\" z") == ["\"\"\"\r\na\\\r\nb\r\n\"\"\"", "z"])
    }

    @Test func rawStrings() {
        #expect(tagged(##"#"a"b\n"#"##) == [##"#"a"b\n"#:stringSegment"##])
        #expect(texts(###"##"x"#y"## z"###) == [###"##"x"#y"##"###, "z"])
        #expect(texts(####"###"a"##b"###"####) == [####"###"a"##b"###"####])
        // `\(` in a raw string is text; `\#(` interpolates.
        #expect(tagged(##"#"\(x)"#"##) == [##"#"\(x)"#:stringSegment"##])
        #expect(tagged(##"#"a\#(b)c"#"##) == [
            ##"#"a:stringSegment"##, ##"\#(:interpolationOpen"##, "b:identifier", "):interpolationClose",
            ##"c"#:stringSegment"##,
        ])
        #expect(tagged(###"##"\#(a)\##(b)"##"###) == [
            ###"##"\#(a):stringSegment"###, ###"\##(:interpolationOpen"###, "b:identifier",
            "):interpolationClose", ###""##:stringSegment"###,
        ])
        #expect(tagged(####"###"\###(x)"###"####) == [
            ####"###":stringSegment"####, ####"\###(:interpolationOpen"####, "x:identifier",
            "):interpolationClose", ####""###:stringSegment"####,
        ])
        // The empty raw string.
        #expect(texts(##"#""#"##) == [##"#""#"##])
    }

    @Test func rawMultilineStrings() {
        let src = "#\"\"\"\n  a \"\"\" \\#(b) \\(c)\n  \"\"\"#"
        #expect(texts(src) == ["#\"\"\"\n  a \"\"\" ", "\\#(", "b", ")", " \\(c)\n  \"\"\"#"])
    }

    // MARK: Regex literals

    @Test func poundRegexLiterals() {
        #expect(tagged("let r = #/a+b/#") == ["let:keyword", "r:identifier", "=:equal", "#/a+b/#:regexLiteral"])
        #expect(texts(#"let r = #/a\/b/#"#) == ["let", "r", "=", #"#/a\/b/#"#])
        #expect(texts("let r = ##/a/#b/##") == ["let", "r", "=", "##/a/#b/##"])
        #expect(texts("let r = ###/a/##b/###") == ["let", "r", "=", "###/a/##b/###"])
        // Extended multi-line form.
        let multi = "let r = #/\n  a+ # comment\n  b\n/#\nx"
        #expect(texts(multi) == ["let", "r", "=", "#/\n  a+ # comment\n  b\n/#", "x"])
    }

    @Test func bareRegexLiterals() {
        #expect(tagged("let r = /ab+c/") == ["let:keyword", "r:identifier", "=:equal", "/ab+c/:regexLiteral"])
        #expect(texts(#"let r = /(?<x>\d+)/"#) == ["let", "r", "=", #"/(?<x>\d+)/"#])
        #expect(texts("s.matches(of: /[a-z/]+/)") == ["s", ".", "matches", "(", "of", ":", "/[a-z/]+/", ")"])
        #expect(texts("f(/a/, /b/)") == ["f", "(", "/a/", ",", "/b/", ")"])
        #expect(texts("[/a/, /b/]") == ["[", "/a/", ",", "/b/", "]"])
        #expect(texts("return /a/") == ["return", "/a/"])
        #expect(texts("x = (/a/)") == ["x", "=", "(", "/a/", ")"])
        #expect(kinds("let r = /a/").last == .regexLiteral)
    }

    @Test func divisionIsNotARegex() {
        #expect(tagged("a / b / c") == [
            "a:identifier", "/:binaryOperator", "b:identifier", "/:binaryOperator", "c:identifier",
        ])
        #expect(texts("a/b/c") == ["a", "/", "b", "/", "c"])
        #expect(texts("(a)/2/3") == ["(", "a", ")", "/", "2", "/", "3"])
        #expect(texts("x[0] / y[1] / 2") == ["x", "[", "0", "]", "/", "y", "[", "1", "]", "/", "2"])
        #expect(texts("self/2/3") == ["self", "/", "2", "/", "3"])
        #expect(texts("x /= 2") == ["x", "/=", "2"])
        // After `=`, a `/` followed by a space cannot start a regex.
        #expect(texts("let q = / a/") == ["let", "q", "=", "/", "a", "/"])
    }

    // MARK: Operators and punctuation

    @Test func arrowsAndRanges() {
        #expect(tagged("func f() -> Int") == [
            "func:keyword", "f:identifier", "(:leftParen", "):rightParen", "->:arrow", "Int:identifier",
        ])
        #expect(tagged("a...b") == ["a:identifier", "...:binaryOperator", "b:identifier"])
        #expect(tagged("a..<b") == ["a:identifier", "..<:binaryOperator", "b:identifier"])
        #expect(tagged("a ..< b") == ["a:identifier", "..<:binaryOperator", "b:identifier"])
        #expect(tagged("[x...]") == ["[:leftBracket", "x:identifier", "...:postfixOperator", "]:rightBracket"])
        #expect(tagged("(...x)") == ["(:leftParen", "...:prefixOperator", "x:identifier", "):rightParen"])
        #expect(tagged("(..<x)") == ["(:leftParen", "..<:prefixOperator", "x:identifier", "):rightParen"])
    }

    @Test func optionalChainingIsQuestionThenPeriod() {
        #expect(tagged("a?.b") == ["a:identifier", "?:postfixQuestion", ".:period", "b:identifier"])
        #expect(tagged("a?.b?.c") == [
            "a:identifier", "?:postfixQuestion", ".:period", "b:identifier", "?:postfixQuestion", ".:period", "c:identifier",
        ])
        #expect(texts("x?[0]?.y") == ["x", "?", "[", "0", "]", "?", ".", "y"])
        #expect(kinds("let t: Int? = nil")[4] == .postfixQuestion)
    }

    @Test func forceUnwrap() {
        #expect(tagged("a!") == ["a:identifier", "!:exclamation"])
        #expect(tagged("a?.b!") == ["a:identifier", "?:postfixQuestion", ".:period", "b:identifier", "!:exclamation"])
        #expect(texts("a!.b!.c") == ["a", "!", ".", "b", "!", ".", "c"])
        #expect(kinds("var x: Int!")[4] == .exclamation)
        // A left-bound `!` is a force unwrap even before `=`: `x!=y` is `x! = y`.
        #expect(tagged("x!=y") == ["x:identifier", "!:exclamation", "=:equal", "y:identifier"])
        #expect(tagged("x != y") == ["x:identifier", "!=:binaryOperator", "y:identifier"])
        #expect(tagged("!x") == ["!:prefixOperator", "x:identifier"])
    }

    @Test func tryAndCasts() {
        #expect(tagged("try? f()") == ["try:keyword", "?:postfixQuestion", "f:identifier", "(:leftParen", "):rightParen"])
        #expect(tagged("try! f()") == ["try:keyword", "!:exclamation", "f:identifier", "(:leftParen", "):rightParen"])
        #expect(tagged("x as! Int") == ["x:identifier", "as:keyword", "!:exclamation", "Int:identifier"])
        #expect(tagged("x as? Int") == ["x:identifier", "as:keyword", "?:postfixQuestion", "Int:identifier"])
    }

    @Test func ternary() {
        #expect(tagged("a ? b : c") == ["a:identifier", "?:infixQuestion", "b:identifier", "::colon", "c:identifier"])
        #expect(tagged("a ?? b") == ["a:identifier", "??:binaryOperator", "b:identifier"])
    }

    @Test func inoutAmpersandAndKeyPaths() {
        #expect(tagged("f(&x)") == ["f:identifier", "(:leftParen", "&:prefixAmp", "x:identifier", "):rightParen"])
        #expect(tagged("a & b") == ["a:identifier", "&:binaryOperator", "b:identifier"])
        #expect(tagged(#"\.a.b"#) == [#"\:backslash"#, ".:period", "a:identifier", ".:period", "b:identifier"])
        #expect(tagged(#"\Foo.bar"#) == [#"\:backslash"#, "Foo:identifier", ".:period", "bar:identifier"])
        #expect(texts(#"\.[0]"#) == [#"\"#, ".", "[", "0", "]"])
        #expect(texts(#"\.a?.b!"#) == [#"\"#, ".", "a", "?", ".", "b", "!"])
    }

    /// `.?` / `.!` optional components of a key path are `.` then `?` / `!`,
    /// not one operator `.?.` (issue 17 item 6), as swift-syntax splits them.
    @Test func keyPathOptionalComponents() {
        #expect(tagged(#"\.?.hashValue"#) == [
            #"\:backslash"#, ".:period", "?:postfixQuestion", ".:period", "hashValue:identifier",
        ])
        #expect(tagged(#"\.!.count"#) == [#"\:backslash"#, ".:period", "!:exclamation", ".:period", "count:identifier"])
        #expect(tagged(#"map(\.?)"#) == [
            "map:identifier", "(:leftParen", #"\:backslash"#, ".:period", "?:postfixQuestion", "):rightParen",
        ])
        #expect(texts(#"\.!"#) == [#"\"#, ".", "!"])
        #expect(texts(#"\.??.x"#) == [#"\"#, ".", "?", "?", ".", "x"])
        #expect(texts(#"\.?!.x"#) == [#"\"#, ".", "?", "!", ".", "x"])
        #expect(texts(#"\Foo.?.x"#) == [#"\"#, "Foo", ".", "?", ".", "x"])
        #expect(texts(#"\.a.b.!.x"#) == [#"\"#, ".", "a", ".", "b", ".", "!", ".", "x"])
        #expect(texts(#"\Foo?.bar.!.x"#) == [#"\"#, "Foo", "?", ".", "bar", ".", "!", ".", "x"])
        // Where the parser keeps `.?.` whole, so does the lexer.
        #expect(texts(#"\.?.?.x"#) == [#"\"#, ".", "?", ".?.", "x"])
        #expect(texts(#"\.a?.?.x"#) == [#"\"#, ".", "a", "?", ".?.", "x"])
        #expect(texts(#"\.a[0].?.x"#) == [#"\"#, ".", "a", "[", "0", "]", ".?.", "x"])
        #expect(texts("x.?.y") == ["x", ".?.", "y"])
        #expect(texts("a .!= b") == ["a", ".!=", "b"])
        #expect(texts("a!...b!") == ["a", "!", "...", "b", "!"])
        // Neighbours unchanged.
        #expect(tagged(#"\.self"#) == [#"\:backslash"#, ".:period", "self:keyword"])
        #expect(tagged("foo?.bar!.baz") == [
            "foo:identifier", "?:postfixQuestion", ".:period", "bar:identifier", "!:exclamation", ".:period", "baz:identifier",
        ])
    }

    @Test func implicitMembers() {
        #expect(tagged("x = .init()") == ["x:identifier", "=:equal", ".:period", "init:keyword", "(:leftParen", "):rightParen"])
        #expect(texts("Foo.init(x).self") == ["Foo", ".", "init", "(", "x", ")", ".", "self"])
    }

    @Test func customOperators() {
        #expect(tagged("a <*> b") == ["a:identifier", "<*>:binaryOperator", "b:identifier"])
        #expect(tagged("x+++") == ["x:identifier", "+++:postfixOperator"])
        #expect(tagged("a ∘ b") == ["a:identifier", "∘:binaryOperator", "b:identifier"])
        #expect(tagged("√x") == ["√:prefixOperator", "x:identifier"])
        #expect(texts("infix operator <*>: AdditionPrecedence") == ["infix", "operator", "<*>", ":", "AdditionPrecedence"])
        #expect(texts("static func == (l: T, r: T) -> Bool") == [
            "static", "func", "==", "(", "l", ":", "T", ",", "r", ":", "T", ")", "->", "Bool",
        ])
        #expect(tagged("func <(a: A, b: A)").prefix(3) == ["func:keyword", "<:prefixOperator", "(:leftParen"])
        #expect(texts("static func < (lhs: A, rhs: A)").prefix(4) == ["static", "func", "<", "("])
        #expect(texts("a<b>c") == ["a", "<", "b", ">", "c"])
        // A dot-operator may contain dots; other operators stop at a dot.
        #expect(texts("a .+. b") == ["a", ".+.", "b"])
        #expect(texts("a+.b") == ["a", "+", ".", "b"])
    }

    /// Generic operator functions: the `<` of the generic parameters is its own
    /// token, not glued to the name (issue 17 item 6), as the parser splits it.
    @Test func genericOperatorFunctions() {
        #expect(tagged("func +=<K, V>(left: inout [K: V], right: [K: V])").prefix(8) == [
            "func:keyword", "+=:prefixOperator", "<:binaryOperator", "K:identifier", ",:comma", "V:identifier",
            ">:binaryOperator", "(:leftParen",
        ])
        #expect(texts("func ==<T: Equatable>(lhs: T, rhs: T) -> Bool").prefix(8) == [
            "func", "==", "<", "T", ":", "Equatable", ">", "(",
        ])
        #expect(texts("prefix func -<T>(x: T) -> T").prefix(7) == ["prefix", "func", "-", "<", "T", ">", "("])
        #expect(texts("func <<T>(a: T)").prefix(6) == ["func", "<", "<", "T", ">", "("])
        #expect(texts("func <<<T>(a: T)").prefix(6) == ["func", "<<", "<", "T", ">", "("])
        #expect(texts("func ==< T>(a: T)").prefix(6) == ["func", "==", "<", "T", ">", "("])
        #expect(texts("func ==<T: Collection<Int>>(a: T)").prefix(11) == [
            "func", "==", "<", "T", ":", "Collection", "<", "Int", ">", ">", "(",
        ])
        #expect(texts("func ==<`T`>(a: `T`)").prefix(6) == ["func", "==", "<", "`T`", ">", "("])
        // Not after `func`, or no identifier after the `<`: unchanged.
        #expect(texts("func <<(a: A)").prefix(3) == ["func", "<<", "("])
        #expect(texts("func <(a: A)").prefix(3) == ["func", "<", "("])
        #expect(texts("x ==<T") == ["x", "==<", "T"])
        #expect(texts("infix operator <<<: P") == ["infix", "operator", "<<<", ":", "P"])
        #expect(texts("func f<T>(x: T)").prefix(6) == ["func", "f", "<", "T", ">", "("])
    }

    @Test func operatorsNextToComments() {
        // A comment counts as whitespace for operator binding.
        #expect(tagged("a/*c*/+/*d*/b") == ["a:identifier", "+:binaryOperator", "b:identifier"])
        #expect(tagged("a/*c*/+b") == ["a:identifier", "+:prefixOperator", "b:identifier"])
        #expect(tagged("a+//c\nb") == ["a:identifier", "+:postfixOperator", "b:identifier"])
        #expect(texts("a+/*c*/b") == ["a", "+", "b"])
    }

    @Test func genericsCloseOneAngleAtATime() {
        #expect(tagged("Array<Set<Int>>") == [
            "Array:identifier", "<:binaryOperator", "Set:identifier", "<:binaryOperator", "Int:identifier",
            ">:binaryOperator", ">:binaryOperator",
        ])
        #expect(texts("let t: Optional<Array<Int>>? = nil") == [
            "let", "t", ":", "Optional", "<", "Array", "<", "Int", ">", ">", "?", "=", "nil",
        ])
        #expect(texts("var d: Dictionary<String, Array<Int>>") == [
            "var", "d", ":", "Dictionary", "<", "String", ",", "Array", "<", "Int", ">", ">",
        ])
        #expect(texts("Result<Array<Set<Int>>, Error>") == [
            "Result", "<", "Array", "<", "Set", "<", "Int", ">", ">", ",", "Error", ">",
        ])
        // Shifts stay single operators.
        #expect(tagged("x >> 2") == ["x:identifier", ">>:binaryOperator", "2:integerLiteral"])
        #expect(texts("a >>= 1; b << 2") == ["a", ">>=", "1", ";", "b", "<<", "2"])
    }

    @Test func punctuation() {
        #expect(kinds("( ) [ ] { } , : ; = @ \\") == [
            .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace,
            .comma, .colon, .semicolon, .equal, .atSign, .backslash,
        ])
    }

    // MARK: Odd bytes

    @Test func invalidBytesAreUnknownTokens() {
        let bytes: [UInt8] = Array("a ".utf8) + [0xFF, 0xFE] + Array(" b".utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .eof])
        #expect(tokens[1].range == 2..<4)
        #expect(kinds("a ` b").contains(.backtick))
    }

    @Test func nulBytesAreWhitespace() {
        let bytes: [UInt8] = Array("a".utf8) + [0] + Array("b".utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .eof])
        #expect(tokens[0].trailingEnd == 2)
    }

    @Test func crlfAndLoneCarriageReturn() {
        let src = "let a = 1\r\nlet b = 2\rlet c = 3\r\n"
        #expect(texts(src) == ["let", "a", "=", "1", "let", "b", "=", "2", "let", "c", "=", "3"])
        #expect(trailingTrivia(src).allSatisfy { !$0.contains("\r") && !$0.contains("\n") })
        #expect(trailingTrivia("a // x\r\nb")[0] == " // x")
    }

    // MARK: Former disagreements with swift-syntax (see OracleTests' snippets)

    @Test func hexIntegerMemberAccess() {
        #expect(texts("0xFF.description") == ["0xFF", ".", "description"])
        #expect(texts("0x1.bitWidth") == ["0x1", ".", "bitWidth"])
        // A real hex float still needs its `p` exponent and stays one token.
        #expect(texts("0x1.8p1.description") == ["0x1.8p1", ".", "description"])
    }

    @Test func comparisonThenShift() {
        #expect(texts("(a<b, c>>1)") == ["(", "a", "<", "b", ",", "c", ">>", "1", ")"])
        // A real generic list still closes one `>` at a time.
        #expect(texts("let x: Array<Set<Int>>? = nil") == ["let", "x", ":", "Array", "<", "Set", "<", "Int", ">", ">", "?", "=", "nil"])
    }

    @Test func regexAtStatementStart() {
        #expect(texts("g()\n/abc/.firstMatch(in: s)") == ["g", "(", ")", "/abc/", ".", "firstMatch", "(", "in", ":", "s", ")"])
        #expect(texts("a / b / c") == ["a", "/", "b", "/", "c"])
    }

    @Test func unterminatedStringEndsAtEndOfLine() {
        #expect(texts("let s = \"abc\nlet t = 1") == ["let", "s", "=", "\"abc", "let", "t", "=", "1"])
        #expect(texts("\"abc") == ["\"abc"])
        #expect(kinds("\"abc") == [.stringSegment])
    }
}
