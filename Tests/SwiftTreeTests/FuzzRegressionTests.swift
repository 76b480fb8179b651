// Regression tests for what the parse→print fuzz target (Fuzz/ParsePrint,
// docs/fuzzing.md) found: each input is the minimised crasher (or a readable
// equivalent that fails the same way). A trap cannot be caught in-process, so
// crashes run as exit tests (`#expect(processExitsWith: .success)` runs the
// body in a child process). Open defects are wrapped in `withKnownIssue`: the
// suite stays green until the fix lands, and then `withKnownIssue` itself
// fails ("known issue was not recorded"), which is the signal to unwrap it.
import Testing
import SwiftTree

/// Inputs shared with the exit tests (an exit test's body cannot capture).
enum ParsePrintCrashers {
    /// Fuzz crasher (3 bytes, also crashes the pipeline through
    /// FixedScreenWidth.leftSide): an unbalanced `}` right before a closure `{`.
    /// `operandStart(endingAt:)` on the `{` walks back to the `}`, and reads
    /// `braceKinds[Int(partner[p])]` with `partner[p] == -1`
    /// (Expressions.swift, `operandStart`: "Index out of range").
    static let strayCloseBraceBeforeClosure = "}{>"

    /// Fuzz crasher (minimised from 1211 bytes; found as `safeAreaInsets a - >\u{95}`):
    /// a hole that continues a chain (`$x.safeAreaInsets`) at a prefix operator
    /// with no operand after it. `holeCandidates` calls
    /// `chainPrefixEnds(j).removeLast()` on an empty array (Pattern.swift,
    /// "Can't remove last element from an empty collection"). No transform's
    /// pattern has a non-first hole before `.`/`(`/`[`/`?`/`!` today, so only
    /// the public API (the example pattern of ARCHITECTURE.md) reaches it.
    static let prefixOperatorWithoutOperand = "a - -@\nsafeAreaInsets"

    /// Found by the pipeline target on the tree after c32aa79 (reproduces with
    /// the parse-print binary too): `SyntaxTree(bytes:)` itself traps.
    /// `var x = { get { 1 } }` (or `didSet`) at the top level: the `{` right
    /// after `=` is taken as the accessor block (the body), and `finishPending`
    /// builds the initializer `(eq + 1)...(body - 1)` with `body == eq + 1`
    /// (TreeBuilder.swift:180 in `finishPending`, reached from `scanDeclarations`
    /// at :154, "Range requires lowerBound <= upperBound"). Minimised: `var={didSet\n`.
    static let accessorBlockRightAfterEquals = "var x = { get { 1 } }\n"
}

@Suite struct FuzzRegressionTests {
    @Test func operandStartAfterStrayCloseBrace() async {
        await #expect(processExitsWith: .success) {
            let t = SyntaxTree(ParsePrintCrashers.strayCloseBraceBeforeClosure)
            for i in 0..<t.count { _ = t.operandStart(endingAt: i) }
        }
    }

    @Test func patternHoleAtPrefixOperatorWithoutOperand() async {
        await #expect(processExitsWith: .success) {
            let t = SyntaxTree(ParsePrintCrashers.prefixOperatorWithoutOperand)
            _ = t.matches(Pattern("$w - $x.safeAreaInsets.left * 2"))
        }
    }

    /// Fuzz failure "decl 5 starts at 4 before decl 4", minimised to
    /// `@a(a\nvar)class a`: a declaration keyword inside an attribute's
    /// arguments is recorded before the declaration the attribute belongs to
    /// (whose `start` is the `@`), so `decls` is not in source order
    /// (SyntaxTree.decls: "in source order (parents before children)"), and a
    /// closure local in a property wrapper's arguments becomes a member of the
    /// type: `children(of:)` lists it next to the real properties.
    @Test func declarationsInsideAttributeArguments() {
        for source in [
            "@a(a\nvar)class a",
            "struct Cmd {\n    @Option(transform: { s in let v = Int(s); return v })\n    var count: Int\n    func run() {}\n}\n",
            "@A(x: { let a = 1; @B(y: { var b = 2 }) var c = 3 }) class D { @E({ let f = 4 }) func g() {} }",
        ] {
            let t = SyntaxTree(source)
            let starts = t.decls.map(\.start)
            #expect(starts == starts.sorted(), "decls out of source order in \(source.debugDescription)")
            for (k, d) in t.decls.enumerated() {
                if let p = d.parent { #expect(p < k, "parent after child in \(source.debugDescription)") }
            }
        }
        let t = SyntaxTree("struct Cmd {\n    @Option(transform: { s in let v = Int(s); return v })\n    var count: Int\n    func run() {}\n}\n")
        #expect(t.children(of: 0).map { t.decls[$0].name } == ["count", "run"])
        // The closure's local belongs to the declaration the attribute is on.
        let v = t.decls.firstIndex { $0.name == "v" }!
        #expect(t.decls[v].parent.map { t.decls[$0].name } == "count")
        let u = SyntaxTree("@A(x: { let a = 1; @B(y: { var b = 2 }) var c = 3 }) class D { @E({ let f = 4 }) func g() {} }")
        func parent(_ name: String) -> String? {
            u.decls.first { $0.name == name }?.parent.map { u.decls[$0].name }
        }
        #expect(parent("a") == "D")
        #expect(parent("b") == "c")
        #expect(parent("c") == "D")
        #expect(parent("f") == "g")
        #expect(parent("g") == "D")
    }

    /// Since unclosed openers pair with `.eof` (partner = eof), `statements(in:)`
    /// jumps over an unclosed group to `eof + 1` and returns a statement whose
    /// last token is the `.eof` token (`"f(x\n"` → `[0...3]`, eof = 3). Callers
    /// that look at `s.upperBound + 1` then read `tokens[count]`: the pipeline
    /// fuzz crasher in AppDelegateWindow `ownsItsLines` → `startsLine`
    /// (UnfoldKitTests `FuzzRegressionTests.unclosedParenInDidFinishLaunching`).
    @Test func statementsNeverIncludeEOF() {
        for source in ["f(x\n", "func a() {\n    g(x\n", "let a = [1,\n", "class A {\n    func f() {\n        (window\n"] {
            let t = SyntaxTree(source)
            let eof = t.count - 1
            var braces = [-1]
            for i in 0..<t.count where t.tokens[i].kind == .leftBrace { braces.append(i) }
            for b in braces {
                for st in t.statements(in: b) {
                    #expect(st.upperBound < eof, "statement \(st) of brace \(b) in \(source.debugDescription) includes .eof (\(eof))")
                }
            }
        }
    }

    @Test func accessorBlockRightAfterEquals() async {
        await #expect(processExitsWith: .success) {
            _ = SyntaxTree(ParsePrintCrashers.accessorBlockRightAfterEquals)
            _ = SyntaxTree("var={didSet\n")
        }
        // No initializer between `=` and the accessor block it opens.
        let t = SyntaxTree(ParsePrintCrashers.accessorBlockRightAfterEquals)
        #expect(t.decls.first?.initializer == nil)
    }
}
