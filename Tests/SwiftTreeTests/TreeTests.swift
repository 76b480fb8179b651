// Unit tests for the lightweight syntax tree (DESIGN.md §4): balanced groups,
// what every `{` is, declarations, statements, navigation queries, line and
// column of byte offsets, and the lossless print round trip. Every assertion
// checks a specific value; known defects are pinned with `withKnownIssue`.
import Testing
import SwiftTree

// MARK: Helpers

private func tree(_ src: String) -> SyntaxTree { SyntaxTree(src) }

/// Index of the `occurrence`-th (0-based) token whose text is `text`.
private func tok(_ t: SyntaxTree, _ text: String, _ occurrence: Int = 0) -> Int {
    var seen = 0
    for i in 0..<t.count where t.isText(i, text) {
        if seen == occurrence { return i }
        seen += 1
    }
    Issue.record("token \(text.debugDescription) #\(occurrence) not found")
    return 0
}

/// The kind of every `{` in source order.
private func braces(_ src: String) -> [BraceKind] {
    let t = tree(src)
    return (0..<t.count).filter { t.tokens[$0].kind == .leftBrace }.map { t.braceKinds[$0] }
}

/// The declaration named `name` (the `occurrence`-th one).
private func decl(_ t: SyntaxTree, _ name: String, _ occurrence: Int = 0) -> Decl? {
    let all = t.decls.filter { $0.name == name }
    return occurrence < all.count ? all[occurrence] : nil
}

/// `kind name` of every declaration, in order.
private func declSummary(_ src: String) -> [String] {
    tree(src).decls.map { "\($0.kind) \($0.name)" }
}

/// Source text of a closed token range.
private func text(_ t: SyntaxTree, _ r: ClosedRange<Int>?) -> String? {
    r.map { t.text(from: $0.lowerBound, through: $0.upperBound) }
}

/// Name of the parent declaration of `d`, or "-".
private func parentName(_ t: SyntaxTree, _ d: Decl?) -> String {
    guard let d, let p = d.parent else { return "-" }
    return t.decls[p].name
}

/// The text of each statement directly in `brace` (-1 = the file).
private func statements(_ src: String, in brace: Int = -1) -> [String] {
    let t = tree(src)
    return t.statements(in: brace).map { t.text(from: $0.lowerBound, through: $0.upperBound) }
}

@Suite struct TreeTests {

    // MARK: Groups

    @Suite struct Groups {
        @Test func partnersAndParents() {
            let t = tree("f(a[1], {x})")
            // f ( a [ 1 ] , { x } ) eof
            #expect(t.partner.map { Int($0) } == [-1, 10, -1, 5, -1, 3, -1, 9, -1, 7, 1, -1])
            #expect(t.parentGroup.map { Int($0) } == [-1, -1, 1, 1, 3, 1, 1, 1, 7, 1, -1, -1])
            #expect(t.unbalancedCount == 0)
            #expect(t.nextSibling(1) == 11)
            #expect(t.nextSibling(3) == 6)
            #expect(t.previousSibling(11) == 1)
            #expect(t.previousSibling(6) == 3)
            #expect(t.previousSibling(0) == -1)
            #expect(t.enclosingGroups(8) == [7, 1])
            #expect(t.enclosingBrace(8) == 7)
            #expect(t.enclosingBrace(4) == -1)
        }

        @Test func interpolationIsAGroup() {
            let t = tree(#""a\(b(c))d""#)
            // "a  \(  b  (  c  )  )  d"  eof
            #expect(t.tokens.map(\.kind) == [.stringSegment, .interpolationOpen, .identifier, .leftParen, .identifier,
                                             .rightParen, .interpolationClose, .stringSegment, .eof])
            #expect(t.partner[1] == 6 && t.partner[6] == 1)
            #expect(t.partner[3] == 5)
            #expect(t.parentGroup[2] == 1)
            #expect(t.parentGroup[4] == 3)
            #expect(t.parentGroup[7] == -1)
            #expect(t.unbalancedCount == 0)
        }

        @Test func closingOnly() {
            let t = tree(")))")
            #expect(t.unbalancedCount == 3)
            #expect(t.partner.map { Int($0) } == [-1, -1, -1, -1])
            #expect(t.parentGroup.map { Int($0) } == [-1, -1, -1, -1])
            #expect(t.print() == Array(")))".utf8))
            #expect(t.decls.isEmpty)
        }

        @Test func openingOnly() {
            let t = tree("{{{")
            #expect(t.unbalancedCount == 3)
            // Openers that never close extend to the end of the file (their partner is `.eof`).
            #expect(t.partner.map { Int($0) } == [3, 3, 3, -1])
            #expect(t.parentGroup.map { Int($0) } == [-1, 0, 1, 2])
            #expect(t.print() == Array("{{{".utf8))
            #expect(t.statements(in: -1).count == 1)
        }

        @Test func mismatchedKinds() {
            let t = tree("(]")
            #expect(t.unbalancedCount == 2)
            #expect(t.partner[0] == 2 && t.partner[1] == -1, "the unclosed `(` extends to eof; the stray `]` has none")
            #expect(t.parentGroup[1] == 0)
            #expect(t.print() == Array("(]".utf8))

            // `([)]`: `)` closes `(`, leaving `[` and `]` unmatched.
            let u = tree("([)]")
            #expect(u.unbalancedCount == 2)
            #expect(u.partner[0] == 2 && u.partner[2] == 0)
            #expect(u.partner[1] == 4 && u.partner[3] == -1)
        }

        @Test func strayClosersBeforeDeclarations() {
            let t = tree("}}} class B {}")
            #expect(t.unbalancedCount == 3)
            #expect(declSummary("}}} class B {}") == ["class B"])
            let b = decl(t, "B")
            #expect(b?.body == 5)
            #expect(t.partner[5] == 6)
            #expect(t.braceKinds[5] == .typeBody)
        }

        @Test func deepNestingDoesNotCrash() {
            let src = String(repeating: "(", count: 10_000) + String(repeating: "{", count: 5_000) + "x"
            let t = tree(src)
            #expect(t.unbalancedCount == 15_000)
            #expect(t.print() == Array(src.utf8))
            #expect(t.enclosingGroups(t.count - 2).count == 15_000)
            let balanced = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
            let b = tree(balanced)
            #expect(b.unbalancedCount == 0)
            #expect(b.partner[0] == 19_999)
            #expect(b.partner[9_999] == 10_000)
        }

        @Test func garbageNeverCrashesAndRoundTrips() {
            let inputs = [")))", "{{{", "(]", "}{", "class {", "func (", "var = {", "extension", "@", "@objc(",
                          "let x = \"\\(", "if { else }", "case let", "#if\n#endif }", "`", "init?<", "<<<>>>{",
                          "struct S: { var x: Int { get", "protocol P { func a(", "x.y.z(", "}}}{{{)))((("]
            for s in inputs {
                let t = tree(s)
                #expect(t.print() == Array(s.utf8), "round trip of \(s.debugDescription)")
                for i in 0..<t.count {
                    _ = t.declChain(containing: i)
                    _ = t.enclosingClosure(i)
                    _ = t.statement(containing: i)
                }
            }
        }

        @Test func unclosedDeclarationsEndAtTheLastToken() {
            let t = tree("class A { func f() { x")
            #expect(t.unbalancedCount == 2)
            #expect(declSummary("class A { func f() { x") == ["class A", "func f"])
            let a = decl(t, "A")
            #expect(a?.body == 2)
            #expect(a?.end == t.count - 2)
            #expect(decl(t, "f")?.body == 7)
            #expect(t.braceKinds[2] == .typeBody)
            #expect(t.braceKinds[7] == .functionBody)
        }

        @Test func unclosedTypeStillOwnsItsMembers() {
            // A truncated file: the members of an unclosed class still belong to it.
            let t = tree("class A {\n  func f() {\n    x()\n")
            #expect(parentName(t, decl(t, "f")) == "A")
            #expect(t.enclosingType(tok(t, "x")).map { t.decls[$0].name } == "A")
        }
    }

    // MARK: Brace kinds

    @Suite struct BraceKinds {
        @Test func typeAndFunctionBodies() {
            #expect(braces("class A { func f() {} }") == [.typeBody, .functionBody])
            #expect(braces("struct S {}\nenum E {}\nprotocol P {}\nactor Q {}\nextension A {}")
                    == [.typeBody, .typeBody, .typeBody, .typeBody, .typeBody])
            #expect(braces("init() {}\ndeinit {}\nsubscript(i: Int) -> Int { 0 }") == [.functionBody, .functionBody, .functionBody])
            #expect(braces("func f<T>(x: T) where T: P {}") == [.functionBody])
        }

        @Test func computedPropertiesAndAccessors() {
            #expect(braces("var x: Int { 1 }") == [.functionBody])
            #expect(braces("var x: Int {\n  get { 1 }\n  set { print(newValue) }\n}") == [.accessorBlock, .accessorBody, .accessorBody])
            #expect(braces("var x = 0 {\n  willSet { }\n  didSet { }\n}") == [.accessorBlock, .accessorBody, .accessorBody])
            #expect(braces("var x = 0 {\n  willSet(newV) { }\n  didSet(oldV) { }\n}") == [.accessorBlock, .accessorBody, .accessorBody])
            #expect(braces("var x: Int = 0 { didSet { } }") == [.accessorBlock, .accessorBody])
            #expect(braces("protocol P { var a: Int { get set } }") == [.typeBody, .accessorBlock])
            #expect(braces("var x: Int { mutating get { 1 } }") == [.accessorBlock, .accessorBody])
            #expect(braces("var x: Int { @MainActor get { 1 } }") == [.accessorBlock, .accessorBody])
        }

        @Test func subscriptAccessors() {
            #expect(braces("subscript(i: Int) -> Int {\n  get { 0 }\n  set { }\n}") == [.accessorBlock, .accessorBody, .accessorBody])
        }

        @Test func closures() {
            #expect(braces("DispatchQueue.main.async {\n  work()\n}") == [.closure])
            #expect(braces("foo(completion: { _ in })") == [.closure])
            #expect(braces("xs.map { $0 + 1 }.filter { $0 > 2 }") == [.closure, .closure])
            #expect(braces("UIView.animate(withDuration: 1) { } completion: { _ in }") == [.closure, .closure])
            #expect(braces("lazy var x: Int = {\n  return 1\n}()") == [.closure])
            #expect(braces("var handler: () -> Void = { }") == [.closure])
            #expect(braces("let c = { (x: Int) -> Int in x }") == [.closure])
            #expect(braces("func f(x: Int = { 3 }()) {}") == [.closure, .functionBody])
            #expect(braces("var body: some View { VStack { Text(\"a\") } }") == [.functionBody, .closure])
            #expect(braces("let s = \"\\(xs.map { $0 })\"") == [.closure])
        }

        @Test func statementBlocks() {
            #expect(braces("if a { } else if b { } else { }") == [.statementBlock, .statementBlock, .statementBlock])
            #expect(braces("guard let x = y else { return }") == [.statementBlock])
            #expect(braces("for i in xs where i > 0 { }") == [.statementBlock])
            #expect(braces("while c { }") == [.statementBlock])
            #expect(braces("repeat { } while c\nfoo { }") == [.statementBlock, .closure])
            #expect(braces("do { try x() } catch let e as NSError { } catch { }") == [.statementBlock, .statementBlock, .statementBlock])
            #expect(braces("switch x { case .a: foo { }\ndefault: break }") == [.statementBlock, .closure])
            #expect(braces("defer { }") == [.statementBlock])
            #expect(braces("if #available(iOS 15, *) { }") == [.statementBlock])
            #expect(braces("if items.contains(where: { $0 > 1 }) { }") == [.closure, .statementBlock])
            #expect(braces("for x in xs.filter({ $0 }) where x > 0 { }") == [.closure, .statementBlock])
            #expect(braces("if c {\n}\nelse {\n}") == [.statementBlock, .statementBlock])
        }

        @Test func ifAndSwitchExpressions() {
            #expect(braces("let x = if c { 1 } else { 2 }") == [.statementBlock, .statementBlock])
            #expect(braces("let x =\n  if c { 1 }\n  else { 2 }") == [.statementBlock, .statementBlock])
            #expect(braces("let x = switch y { case 1: 1\ndefault: 2 }") == [.statementBlock])
            let t = tree("func f() {\n  let z = if c { 1 } else { 2 }\n  g()\n}")
            let z = decl(t, "z")
            #expect(z?.kind == .let)
            #expect(text(t, z?.initializer) == "if c { 1 } else { 2 }")
            #expect(z.map { t.text($0.end) } == "}")
            #expect(parentName(t, z) == "f")
        }

        @Test func multiLineIfLetBlock() {
            #expect(braces("if let a = x,\n   let b = y {\n  print(b)\n}") == [.statementBlock])
            #expect(braces("while let a = x,\n  let b = y { }") == [.statementBlock])
        }
    }

    // MARK: Declarations

    @Suite struct Declarations {
        static let sample = """
            @objc(MyView)
            @MainActor
            final class Foo<T: Equatable>: Base<T>, P & Q where T: Hashable {
                private(set) var count = 0
                @Environment(\\.displayScale) var displayScale
                class func make() -> Foo { fatalError() }
                static func == (a: Foo, b: Foo) -> Bool { true }
                init?(x: Int) { super.init() }
                var `default`: Int { 1 }
                struct Inner {
                    let a: Int
                    func f() {}
                }
            }
            extension Foo.Bar: View {}
            """

        @Test func kindsAndNames() {
            #expect(declSummary(Self.sample) == [
                "class Foo", "var count", "var displayScale", "func make", "func ==", "init init", "var default",
                "struct Inner", "let a", "func f", "extension Foo.Bar",
            ])
            #expect(declSummary("func `func`() {}\nvar `class`: Int = 1") == ["func func", "var class"])
            #expect(declSummary("prefix func -(a: V) -> V { a }\nstatic func < (a: A, b: A) -> Bool { true }") == ["func -", "func <"])
            #expect(declSummary("actor Counter { var n = 0 }\nenum E: Int { case a = 1, b; case c }")
                    == ["actor Counter", "var n", "enum E", "enumCase a", "enumCase c"])
            #expect(declSummary("typealias Screen = View\nimport UIKit\nprotocol P { associatedtype T: Q }")
                    == ["typealias Screen", "import UIKit", "protocol P", "associatedtype T"])
            #expect(declSummary("init!() {}\ndeinit {}\nsubscript(i: Int) -> Int { 0 }") == ["init init", "deinit deinit", "subscript subscript"])
            #expect(declSummary("let (p, q) = (1, 2)") == ["let "])
            #expect(declSummary("extension Swift.Array.Index where Element: P {}") == ["extension Swift.Array.Index"])
        }

        @Test func modifiers() {
            let t = tree(Self.sample)
            #expect(decl(t, "Foo")?.modifiers == ["final"])
            #expect(decl(t, "count")?.modifiers == ["private"])
            #expect(decl(t, "make")?.modifiers == ["class"])
            #expect(decl(t, "make")?.isStatic == true)
            #expect(decl(t, "==")?.modifiers == ["static"])
            #expect(decl(t, "==")?.isStatic == true)
            #expect(decl(t, "f")?.isStatic == false)
            let u = tree("public private(set) var x = 1\n@objc private dynamic func tap() {}\nclass var shared: Foo { Foo() }\nlazy var l = 1\nclass final func g() {}")
            #expect(decl(u, "x")?.modifiers == ["public", "private"])
            #expect(decl(u, "tap")?.modifiers == ["private", "dynamic"])
            #expect(decl(u, "shared")?.kind == .var)
            #expect(decl(u, "shared")?.modifiers == ["class"])
            #expect(decl(u, "shared")?.isStatic == true)
            #expect(decl(u, "l")?.isLazy == true)
            #expect(decl(u, "g")?.modifiers == ["class", "final"])
        }

        @Test func attributes() {
            let t = tree(Self.sample)
            #expect(decl(t, "Foo")?.attributes == ["objc", "MainActor"])
            #expect(decl(t, "Foo").map { t.text($0.start) } == "@")
            #expect(decl(t, "displayScale")?.attributes == ["Environment"])
            let u = tree("@objc(doThing:) func doThing(_ x: Int) {}\n@available(iOS 13, *)\npublic func avail() {}\n@MainActor @objc\nfinal class F: NSObject {}\nstruct S {\n  @Environment(\\.displayScale)\n  private var scale\n  @SwiftUI.State var on = false\n}")
            #expect(decl(u, "doThing")?.attributes == ["objc"])
            #expect(decl(u, "doThing")?.start == 0)
            #expect(decl(u, "avail")?.attributes == ["available"])
            #expect(decl(u, "avail")?.modifiers == ["public"])
            #expect(decl(u, "avail").map { u.location(of: Int(u.tokens[$0.start].start)).line } == 2)
            #expect(decl(u, "F")?.attributes == ["MainActor", "objc"])
            #expect(decl(u, "F").map { u.location(of: Int(u.tokens[$0.start].start)).line } == 4)
            #expect(decl(u, "scale")?.attributes == ["Environment"])
            #expect(decl(u, "scale")?.modifiers == ["private"])
            #expect(decl(u, "scale").map { u.location(of: Int(u.tokens[$0.start].start)).line } == 7)
            #expect(decl(u, "on")?.attributes == ["SwiftUI.State"])
        }

        @Test func inheritanceAndGenerics() {
            let t = tree(Self.sample)
            let foo = decl(t, "Foo")
            #expect(foo?.inheritance == ["Base<T>", "P & Q"])
            #expect(text(t, foo?.genericClause) == "<T: Equatable>")
            #expect(decl(t, "Foo.Bar")?.inheritance == ["View"])
            let u = tree("class A: B<C<D>>, P {}\nclass B: UIKit.UIView, Foo.Bar<Int>, P & Q {}\nextension Array: P where Element: Q {}\nclass C<T>: Base<T> where T: P {}\nfunc f<T: P, U>(x: T) -> U where U: Q {}\ninit?<T>(x: T) {}\nstruct Plain {}\nprotocol R: View, AnyObject {}")
            #expect(decl(u, "A")?.inheritance == ["B<C<D>>", "P"])
            #expect(decl(u, "B")?.inheritance == ["UIKit.UIView", "Foo.Bar<Int>", "P & Q"])
            #expect(decl(u, "Array")?.inheritance == ["P"])
            #expect(decl(u, "C")?.inheritance == ["Base<T>"])
            #expect(text(u, decl(u, "C")?.genericClause) == "<T>")
            #expect(text(u, decl(u, "f")?.genericClause) == "<T: P, U>")
            #expect(decl(u, "f")?.inheritance == [])
            #expect(text(u, decl(u, "init")?.genericClause) == "<T>")
            #expect(decl(u, "Plain")?.inheritance == [])
            #expect(decl(u, "Plain")?.genericClause == nil)
            #expect(decl(u, "R")?.inheritance == ["View", "AnyObject"])
            #expect(SyntaxTree.baseTypeName("UIKit.UIView") == "UIView")
            #expect(SyntaxTree.baseTypeName("Base<T>") == "Base")
            #expect(SyntaxTree.baseTypeName(" Foo.Bar<Int> ") == "Bar")
        }

        @Test func bodiesAndEnds() {
            let t = tree(Self.sample)
            let foo = decl(t, "Foo")!
            #expect(t.isText(foo.body, "{"))
            #expect(t.braceKinds[foo.body] == .typeBody)
            #expect(Int(t.partner[foo.body]) == foo.end)
            let count = decl(t, "count")!
            #expect(count.body == -1)
            #expect(t.text(count.end) == "0")
            #expect(text(t, count.initializer) == "0")
            let def = decl(t, "default")!
            #expect(text(t, def.typeAnnotation) == "Int")
            #expect(t.braceKinds[def.body] == .functionBody)
            #expect(decl(t, "a")?.hasBody == false)
            #expect(text(t, decl(t, "a")?.typeAnnotation) == "Int")
        }

        @Test func parents() {
            let src = """
                class Outer {
                    struct Inner {
                        func f() { let local = 1 }
                    }
                    lazy var lz: Int = {
                        let inClosure = 2
                        return inClosure
                    }()
                    func work() {
                        xs.forEach { x in
                            let y = x
                        }
                        func nested() {}
                    }
                }
                let top = 1
                """
            let t = tree(src)
            #expect(parentName(t, decl(t, "Outer")) == "-")
            #expect(parentName(t, decl(t, "Inner")) == "Outer")
            #expect(parentName(t, decl(t, "f")) == "Inner")
            #expect(parentName(t, decl(t, "local")) == "f")
            #expect(parentName(t, decl(t, "lz")) == "Outer")
            #expect(parentName(t, decl(t, "inClosure")) == "lz")
            #expect(parentName(t, decl(t, "y")) == "work")
            #expect(parentName(t, decl(t, "nested")) == "work")
            #expect(parentName(t, decl(t, "top")) == "-")
            let outer = t.decls.firstIndex { $0.name == "Outer" }!
            #expect(t.children(of: outer).map { t.decls[$0].name } == ["Inner", "lz", "work"])
        }

        @Test func endsWithoutBodies() {
            let src = """
                protocol P {
                    func a()
                    var b: Int { get }
                    func c() async throws -> Int
                    init(x: Int)
                }
                let chained = foo
                    .bar
                    .baz
                let sum = a +
                    b
                let sum2 = a
                    + b
                let after = 1
                var annotated: [Int]
                @objc func g() {}
                """
            let t = tree(src)
            #expect(decl(t, "a").map { t.text(from: $0.start, through: $0.end) } == "func a()")
            #expect(decl(t, "b").map { t.text(from: $0.start, through: $0.end) } == "var b: Int { get }")
            #expect(decl(t, "c").map { t.text(from: $0.start, through: $0.end) } == "func c() async throws -> Int")
            #expect(decl(t, "init").map { t.text(from: $0.start, through: $0.end) } == "init(x: Int)")
            #expect(decl(t, "chained").map { t.text(from: $0.start, through: $0.end) } == "let chained = foo\n    .bar\n    .baz")
            #expect(text(t, decl(t, "chained")?.initializer) == "foo\n    .bar\n    .baz")
            #expect(decl(t, "sum").map { t.text(from: $0.start, through: $0.end) } == "let sum = a +\n    b")
            #expect(decl(t, "sum2").map { t.text(from: $0.start, through: $0.end) } == "let sum2 = a\n    + b")
            #expect(decl(t, "after").map { t.text(from: $0.start, through: $0.end) } == "let after = 1")
            #expect(decl(t, "annotated").map { t.text(from: $0.start, through: $0.end) } == "var annotated: [Int]")
            #expect(text(t, decl(t, "annotated")?.typeAnnotation) == "[Int]")
            #expect(decl(t, "g").map { t.text(from: $0.start, through: $0.end) } == "@objc func g() {}")
        }

        @Test func bindingsInConditionsAreNotDeclarations() {
            #expect(declSummary("if let v = opt { }") == [])
            #expect(declSummary("guard let w = opt else { return }") == [])
            #expect(declSummary("if case let .a(y) = x { }") == [])
            #expect(declSummary("switch x { case let .a(y): break\ncase .b(let z): break\ndefault: break }") == [])
            #expect(declSummary("for case let x? in xs { }") == [])
            #expect(declSummary("do { } catch let e as NSError { }") == [])
            #expect(declSummary("while let a = it.next() { }") == [])
            #expect(declSummary("if var v = opt { v += 1 }") == [])
            // A declaration after `in` of a closure signature on the same line is one.
            #expect(declSummary("xs.map { x in let y = x; return y }") == ["let y"])
        }

        @Test func multiLineConditionBindings() {
            #expect(declSummary("func f() {\n  guard let a = x,\n        let b = y else { return }\n}") == ["func f"])
            #expect(declSummary("func f() {\n  if let a = x,\n     let b = y {\n    print(b)\n  }\n}") == ["func f"])
        }

        @Test func declarationsInConditionalCompilation() {
            let t = tree("class A {\n#if DEBUG\n  func f() {}\n#endif\n  var x = 1\n}")
            #expect(declSummary("class A {\n#if DEBUG\n  func f() {}\n#endif\n  var x = 1\n}") == ["class A", "func f", "var x"])
            #expect(parentName(t, decl(t, "f")) == "A")
            #expect(parentName(t, decl(t, "x")) == "A")
            #expect(t.conditionalCompilationDepth(tok(t, "f")) == 1)
            #expect(t.conditionalCompilationDepth(tok(t, "x")) == 0)
            let u = tree("#if A\n#if B\nx()\n#endif\ny()\n#endif\nz()")
            #expect(u.conditionalCompilationDepth(tok(u, "x")) == 2)
            #expect(u.conditionalCompilationDepth(tok(u, "y")) == 1)
            #expect(u.conditionalCompilationDepth(tok(u, "z")) == 0)
        }
    }

    // MARK: Statements

    @Suite struct Statements {
        @Test func splitAtNewlinesAndSemicolons() {
            #expect(statements("let a = 1; let b = 2\nfoo()\nbar()") == ["let a = 1", "let b = 2", "foo()", "bar()"])
            #expect(statements("a()\r\nb()\rc()") == ["a()", "b()", "c()"])
            #expect(statements("let s = \"a;b\"\nx") == ["let s = \"a;b\"", "x"])
            #expect(statements(";;a();;") == ["a()"])
        }

        @Test func continuationLines() {
            #expect(statements("foo()\n    .bar()\nx") == ["foo()\n    .bar()", "x"])
            #expect(statements("x = y\n    + z\nw") == ["x = y\n    + z", "w"])
            #expect(statements("x = y +\n    z") == ["x = y +\n    z"])
            #expect(statements("let a = b\n-c") == ["let a = b", "-c"])
            #expect(statements("if c {\n}\nelse {\n}\nnext()") == ["if c {\n}\nelse {\n}", "next()"])
            #expect(statements("do {\n} catch {\n}") == ["do {\n} catch {\n}"])
            #expect(statements("guard let x = y\nelse { return }") == ["guard let x = y\nelse { return }"])
            #expect(statements("var q = [1,\n  2]\ncall(a,\n  b)") == ["var q = [1,\n  2]", "call(a,\n  b)"])
            #expect(statements("let g = cond\n  ? 1\n  : 2") == ["let g = cond\n  ? 1\n  : 2"])
            #expect(statements("z = w\n  as Int") == ["z = w\n  as Int"])
            #expect(statements("try x()\n  .y()") == ["try x()\n  .y()"])
            // A statement never ends with `guard`, `if`, `let`, `try` …: the conditions on the next lines belong to it.
            #expect(statements("guard\n  let a = b,\n  let c = d\nelse {\n  return\n}\nuse(c)") == ["guard\n  let a = b,\n  let c = d\nelse {\n  return\n}", "use(c)"])
            #expect(statements("if\n  ready {\n}\nx") == ["if\n  ready {\n}", "x"])
            #expect(statements("let\n  a = 1\ntry\n  f()") == ["let\n  a = 1", "try\n  f()"])
        }

        @Test func attributesOnTheirOwnLine() {
            #expect(statements("@MainActor\nfunc f() {}\ng()") == ["@MainActor\nfunc f() {}", "g()"])
            #expect(statements("@available(iOS 13, *)\nfunc f() {}") == ["@available(iOS 13, *)\nfunc f() {}"])
            #expect(statements("@objc(run:)\nfunc run(_ x: Int) {}") == ["@objc(run:)\nfunc run(_ x: Int) {}"])
        }

        @Test func conditionalCompilationLines() {
            #expect(statements("#if DEBUG\nprint(\"d\")\n#endif") == ["#if DEBUG", "print(\"d\")", "#endif"])
            #expect(statements("#if os(iOS)\nfoo()\n#elseif DEBUG\nbar()\n#else\nbaz()\n#endif")
                    == ["#if os(iOS)", "foo()", "#elseif DEBUG", "bar()", "#else", "baz()", "#endif"])
        }

        @Test func statementsInsideABrace() {
            let src = "func f() {\n  let a = 1\n  g(a); h()\n  if a > 0 {\n    k()\n  }\n}"
            let t = tree(src)
            let body = decl(t, "f")!.body
            #expect(statements(src, in: body) == ["let a = 1", "g(a)", "h()", "if a > 0 {\n    k()\n  }"])
            #expect(statements(src) == ["func f() {\n  let a = 1\n  g(a); h()\n  if a > 0 {\n    k()\n  }\n}"])
        }

        @Test func statementContaining() {
            let src = "func f() {\n  let a = g(x.y, z)\n  w()\n  if c { k(q) }\n}"
            let t = tree(src)
            #expect(text(t, t.statement(containing: tok(t, "y"))) == "let a = g(x.y, z)")
            #expect(text(t, t.statement(containing: tok(t, "w"))) == "w()")
            #expect(text(t, t.statement(containing: tok(t, "q"))) == "k(q)")
            #expect(text(t, t.statement(containing: tok(t, "c"))) == "if c { k(q) }")
            #expect(text(t, t.statement(containing: tok(t, "f"))) == src)
        }

        @Test func lineRangeOfAStatement() {
            let src = "a()\n  b()\r\nc()"
            let t = tree(src)
            let r = t.statement(containing: tok(t, "b"))!
            let bytes = t.lineRange(of: r)
            #expect(t.text(bytes) == "  b()\r\n")
        }
    }

    // MARK: Queries

    @Suite struct Queries {
        static let src = """
            class Outer {
                struct Inner {
                    func f() {
                        let local = 1
                        xs.map { v in
                            if v { inIf() }
                            func deep() { inDeep() }
                            return v
                        }
                    }
                }
                var p: Int {
                    get { inGetter() }
                }
                lazy var lz = { inLazy() }()
            }
            extension Outer { func e() { inExt() } }
            top()
            """

        @Test func enclosingClosure() {
            let t = tree(Self.src)
            let closure = tok(t, "{", 3)
            #expect(t.braceKinds[closure] == .closure)
            #expect(t.enclosingClosure(tok(t, "inIf")) == closure)
            #expect(t.enclosingClosure(tok(t, "v", 1)) == closure)
            #expect(t.enclosingClosure(tok(t, "inDeep")) == nil)
            #expect(t.enclosingClosure(tok(t, "local")) == nil)
            #expect(t.enclosingClosure(tok(t, "inGetter")) == nil)
            let lazyClosure = tok(t, "{", 8)
            #expect(t.braceKinds[lazyClosure] == .closure)
            #expect(t.enclosingClosure(tok(t, "inLazy")) == lazyClosure)
            #expect(t.enclosingClosure(tok(t, "top")) == nil)
        }

        @Test func enclosingTypeAndDeclChain() {
            let t = tree(Self.src)
            func names(_ c: [Int]) -> [String] { c.map { t.decls[$0].name } }
            #expect(t.enclosingType(tok(t, "inIf")).map { t.decls[$0].name } == "Inner")
            #expect(t.enclosingType(tok(t, "inGetter")).map { t.decls[$0].name } == "Outer")
            #expect(t.enclosingType(tok(t, "inExt")).map { t.decls[$0].kind } == .extension)
            #expect(t.enclosingType(tok(t, "top")) == nil)
            #expect(names(t.declChain(containing: tok(t, "inIf"))) == ["f", "Inner", "Outer"])
            #expect(names(t.declChain(containing: tok(t, "inDeep"))) == ["deep", "f", "Inner", "Outer"])
            #expect(names(t.declChain(containing: tok(t, "local"))) == ["local", "f", "Inner", "Outer"])
            #expect(names(t.declChain(containing: tok(t, "inGetter"))) == ["p", "Outer"])
            #expect(names(t.declChain(containing: tok(t, "inLazy"))) == ["lz", "Outer"])
            #expect(names(t.declChain(containing: tok(t, "inExt"))) == ["e", "Outer"])
            #expect(t.declChain(containing: tok(t, "top")) == [])
            #expect(t.innermostDecl(containing: tok(t, "return")).map { t.decls[$0].name } == "f")
            #expect(t.innermostDecl(containing: tok(t, "top")) == nil)
        }
    }

    // MARK: Locations and printing

    @Suite struct Locations {
        @Test func crlfAndLoneCR() {
            let t = tree("a\r\nb\rc\nd")
            let expected: [(Int, Int)] = [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (3, 1), (3, 2), (4, 1), (4, 2)]
            for (offset, e) in expected.enumerated() {
                let l = t.location(of: offset)
                #expect(l.line == e.0 && l.column == e.1, "offset \(offset)")
            }
            #expect(t.lines.lineStarts == [0, 3, 5, 7])
            #expect(t.lineEnding == "\n")
            #expect(tree("a\r\nb\r\nc\n").lineEnding == "\r\n")
            let empty = tree("")
            #expect(empty.location(of: 0).line == 1 && empty.location(of: 0).column == 1)
            #expect(tree("\r\n\r\n").lines.lineStarts == [0, 2, 4])
        }

        @Test func columnsAreUTF8Bytes() {
            let t = tree("let é = \"😀\"; x")
            let x = tok(t, "x")
            #expect(t.location(of: Int(t.tokens[x].start)).column == 18)
            #expect(t.location(of: Int(t.tokens[tok(t, "=")].start)).column == 8)
            #expect(t.location(of: Int(t.tokens[tok(t, ";")].start)).column == 16)
            let u = tree("// ✓\n\t😀x.y")
            let y = tok(u, "y")
            #expect(u.location(of: Int(u.tokens[y].start)).line == 2)
            #expect(u.location(of: Int(u.tokens[y].start)).column == 8)
            #expect(u.indentation(ofLineContaining: Int(u.tokens[y].start)) == "\t")
        }

        @Test func printRoundTrip() {
            let inputs: [[UInt8]] = [
                Array(Declarations.sample.utf8),
                Array("\u{FEFF}let x = 1\r\n// c\r\n".utf8),
                [0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A, 0x00, 0x7B],
                Array("let s = \"\"\"\n  \\(a + \"\\(b)\")\n  \"\"\"\n/* /* nested */ */ x\r".utf8),
                Array("#!/usr/bin/env swift\nprint(1)".utf8),
            ]
            for b in inputs {
                let t = SyntaxTree(bytes: b)
                #expect(t.print() == b)
            }
        }

        @Test func commentQueries() {
            let t = tree("a /* c */ + b // d\nc")
            #expect(t.hasComment(inLeadingTriviaOf: tok(t, "+")) == true)
            #expect(t.hasComment(inLeadingTriviaOf: tok(t, "b")) == false)
            #expect(t.hasComment(from: tok(t, "a"), through: tok(t, "b")) == true)
            #expect(t.hasComment(from: tok(t, "+"), through: tok(t, "b")) == false)
            #expect(t.hasComment(from: tok(t, "b"), through: tok(t, "c")) == true)
            #expect(tree("a + b\nc").hasComment(from: 0, through: 3) == false)
        }
    }
}
