// Unit tests for pass 1 (ProjectIndex: types, supertypes and conformances
// across files) and for FileContext.codeContext(of:) (which type and member a
// token is in, whether it has `self`, the closure around it).
import Testing
import SwiftTree
@testable import UnfoldKit

// MARK: Helpers

private func index(_ files: [String]) -> ProjectIndex {
    ProjectIndex(trees: files.enumerated().map { (path: "f\($0.offset).swift", tree: SyntaxTree($0.element)) })
}

/// The context of the token `HERE` in `src`, with `others` in the index too.
private func context(_ src: String, others: [String] = []) -> (CodeContext, SyntaxTree) {
    let tree = SyntaxTree(src)
    let idx = ProjectIndex(trees: [(path: "main.swift", tree: tree)]
        + others.enumerated().map { (path: "o\($0.offset).swift", tree: SyntaxTree($0.element)) })
    let file = FileContext(path: "main.swift", tree: tree, index: idx)
    guard let here = (0..<tree.count).first(where: { tree.isText($0, "HERE") }) else {
        Issue.record("no HERE in \(src)")
        return (file.codeContext(of: 0), tree)
    }
    return (file.codeContext(of: here), tree)
}

/// `typeName role member hasInstance` of the context of `HERE`, compact for assertions.
private func describe(_ src: String, others: [String] = []) -> String {
    let (c, _) = context(src, others: others)
    return "\(c.typeName ?? "-") \(c.role) \(c.member) \(c.hasInstance ? "self" : "no-self")"
}

/// The name of the member declaration of the context of `HERE`.
private func memberName(_ src: String) -> String? {
    let (c, t) = context(src)
    return c.memberDecl.map { t.decls[$0].name }
}

/// Text of the closure brace group around `HERE`, if any.
private func closureText(_ src: String) -> String? {
    let (c, t) = context(src)
    return c.closure.map { t.text(from: $0, through: Int(t.partner[$0])) }
}

@Suite struct IndexAndContextTests {

    // MARK: ProjectIndex

    @Suite struct Index {
        /// Found measuring one 2 MB file given by an absolute path: the walk up
        /// the folders never ended, since the parent of "/" is "/".
        @Test(.timeLimit(.minutes(1))) func infoPlistLookupEndsAtTheRoot() async {
            await #expect(processExitsWith: .success) {
                let idx = ProjectIndex(summaries: [], otherFiles: [SourceInput(path: "/elsewhere/Other-Info.plist", bytes: [])])
                _ = idx.infoPlist(for: "/tmp/app/Sources/SceneDelegate.swift")
                _ = idx.infoPlist(for: "/SceneDelegate.swift")
                _ = idx.infoPlist(for: "SceneDelegate.swift")
            }
            let idx = ProjectIndex(summaries: [], otherFiles: [SourceInput(path: "/tmp/app/Info.plist", bytes: [])])
            #expect(idx.infoPlist(for: "/tmp/app/Sources/SceneDelegate.swift") == "/tmp/app/Info.plist")
            #expect(idx.infoPlist(for: "/var/x/A.swift") == nil)
        }

        @Test func classChainsAcrossFiles() {
            let idx = index(["class A: B {}", "class B: UIViewController {}", "class C: A, Codable {}", "class M: NSObject {}"])
            #expect(idx.isUIViewController("A"))
            #expect(idx.isUIViewController("C"))
            #expect(idx.isTraitEnvironment("C"))
            #expect(!idx.isUIView("C"))
            #expect(!idx.isUIViewController("M"))
            #expect(!idx.isTraitEnvironment("M"))
            #expect(!idx.isUIViewController("Unknown"))
            #expect(idx.supertypes["C"] == ["A", "Codable"])
            #expect(idx.declaredTypes == ["A", "B", "C", "M"])
        }

        @Test func extensionsAddConformances() {
            let idx = index(["struct Foo {}", "extension Foo: View {}", "extension Bar: View, Equatable {}", "extension UIView: Themed {}"])
            #expect(idx.isSwiftUIView("Foo"))
            #expect(idx.isSwiftUIView("Bar"))
            #expect(idx.declaredTypes == ["Foo"])
            #expect(idx.supertypes["Bar"] == ["View", "Equatable"])
            #expect(idx.supertypes["UIView"] == ["Themed"])
            #expect(idx.isUIView("UIView"))
        }

        @Test func protocolsAndCompositions() {
            let idx = index(["protocol Card: View {}", "struct C: Card {}", "struct D: Identifiable & View {}", "protocol Plain {}", "struct E: Plain {}"])
            #expect(idx.isSwiftUIView("Card"))
            #expect(idx.isSwiftUIView("C"))
            #expect(idx.isSwiftUIView("D"))
            #expect(idx.supertypes["D"] == ["Identifiable", "View"])
            #expect(!idx.isSwiftUIView("E"))
        }

        @Test func typealiases() {
            let idx = index(["typealias Screen = View", "struct S: Screen {}", "typealias BaseVC = UIViewController",
                             "class X: BaseVC {}", "typealias Host = UIHostingController<Root>", "final class H: Host {}",
                             "typealias Both = View & Sendable", "struct B: Both {}"])
            #expect(idx.isSwiftUIView("S"))
            #expect(idx.isUIViewController("X"))
            #expect(idx.isUIViewController("H"))
            #expect(idx.isSwiftUIView("B"))
            #expect(idx.supertypes["Host"] == ["UIHostingController"])
            #expect(idx.supertypes["Both"] == ["View", "Sendable"])
        }

        @Test func moduleQualifiedAndGenericSupertypes() {
            let idx = index(["class V: UIKit.UIView {}", "class BaseView<T>: UIView {}", "class G<T>: BaseView<T> where T: P {}",
                             "class H: UIHostingController<RootView> {}", "struct S: SwiftUI.View {}", "class N: Foo.Bar<Int> {}"])
            #expect(idx.isUIView("V"))
            #expect(idx.isUIView("G"))
            #expect(idx.isUIViewController("H"))
            #expect(idx.isSwiftUIView("S"))
            #expect(idx.supertypes["V"] == ["UIView"])
            #expect(idx.supertypes["G"] == ["BaseView"])
            #expect(idx.supertypes["N"] == ["Bar"])
            #expect(idx.inherits("UIKit.UIView", fromAnyOf: ["UIView"]))
            #expect(idx.inherits("BaseView<Int>", fromAnyOf: ["UIView"]))
        }

        @Test func nestedAndDottedTypes() {
            let idx = index(["class Outer: UIView {\n  struct Inner {}\n  class Cell: UITableViewCell {}\n}", "extension Outer.Inner: View {}"])
            #expect(idx.isUIView("Outer"))
            #expect(idx.isUIView("Cell"))
            #expect(!idx.isUIView("Inner"))
            #expect(idx.isSwiftUIView("Inner"))
            #expect(idx.declaredTypes.isSuperset(of: ["Outer", "Inner", "Cell"]))
        }

        @Test func cyclesTerminate() {
            let idx = index(["class A: B {}", "class B: A {}", "protocol P: P {}"])
            #expect(!idx.isUIView("A"))
            #expect(!idx.isSwiftUIView("P"))
        }

        @Test func fileSummaries() {
            let s = FileSummary(path: "x.swift", tree: SyntaxTree("class A: B, P & Q {}\nextension A: R {}\ntypealias T = U<V>\nfunc f() {}\nlet x = 1"), collecting: [])
            #expect(s.types.map(\.name) == ["A", "A", "T"])
            #expect(s.types.map(\.kind) == [.class, .extension, .typealias])
            #expect(s.types.map(\.inherits) == [["B", "P", "Q"], ["R"], ["U"]])
            #expect(FileSummary.names("P & Q") == ["P", "Q"])
            #expect(FileSummary.names("UIKit.UIView") == ["UIView"])
        }
    }

    // MARK: codeContext(of:)

    @Suite struct Contexts {
        @Test func instanceMembers() {
            #expect(describe("class V: UIView {\n  func f() { HERE }\n}") == "V traitEnvironment method(name: \"f\") self")
            #expect(describe("class V: UIView {\n  init() { HERE }\n}") == "V traitEnvironment initializer self")
            #expect(describe("class V: UIView {\n  required init?(coder: NSCoder) { HERE }\n}") == "V traitEnvironment initializer self")
            #expect(describe("class V: UIView {\n  var x: Int { HERE }\n}") == "V traitEnvironment method(name: \"x\") self")
            #expect(describe("class V: UIView {\n  var x: Int {\n    get { HERE }\n    set { }\n  }\n}") == "V traitEnvironment method(name: \"x\") self")
            #expect(describe("class V: UIView {\n  var x = 0 {\n    didSet { HERE }\n  }\n}") == "V traitEnvironment method(name: \"x\") self")
            #expect(describe("class V: UIView {\n  subscript(i: Int) -> Int { HERE }\n}") == "V traitEnvironment method(name: \"subscript\") self")
            #expect(describe("class V: UIView {\n  override func layoutSubviews() {\n    super.layoutSubviews()\n    if x { HERE }\n  }\n}")
                    == "V traitEnvironment method(name: \"layoutSubviews\") self")
            #expect(memberName("class V: UIView {\n  func f() -> CGFloat { let x = 1; return HERE }\n}") == "f")
            #expect(memberName("class V: UIView {\n  func f() {\n    let local = HERE\n  }\n}") == "f")
        }

        @Test func staticMembers() {
            #expect(describe("class V: UIView {\n  static func f() { HERE }\n}") == "V traitEnvironment staticMember no-self")
            #expect(describe("class V: UIView {\n  class func f() { HERE }\n}") == "V traitEnvironment staticMember no-self")
            #expect(describe("class V: UIView {\n  static let s = HERE\n}") == "V traitEnvironment staticMember no-self")
            #expect(describe("class V: UIView {\n  static var x: Int { HERE }\n}") == "V traitEnvironment staticMember no-self")
            #expect(describe("class V: UIView {\n  class var x: Int { HERE }\n}") == "V traitEnvironment staticMember no-self")
            #expect(describe("enum E: Int {\n  case a = HERE\n}") == "E other staticMember no-self")
            #expect(memberName("class V: UIView {\n  class func make() { HERE }\n}") == "make")
        }

        @Test func storedPropertyInitializers() {
            #expect(describe("class V: UIView {\n  let x = HERE\n}") == "V traitEnvironment storedPropertyInitializer(lazy: false) no-self")
            #expect(describe("class V: UIView {\n  lazy var x = HERE\n}") == "V traitEnvironment storedPropertyInitializer(lazy: true) self")
            #expect(describe("class V: UIView {\n  lazy var x: Int = {\n    let y = HERE\n    return y\n  }()\n}")
                    == "V traitEnvironment storedPropertyInitializer(lazy: true) self")
            #expect(describe("class V: UIView {\n  var x: Int = {\n    return HERE\n  }()\n}")
                    == "V traitEnvironment storedPropertyInitializer(lazy: false) no-self")
            #expect(describe("class V: UIView {\n  var handler: () -> Void = { HERE }\n}")
                    == "V traitEnvironment storedPropertyInitializer(lazy: false) no-self")
            #expect(describe("class V: UIView {\n  var x = HERE {\n    didSet { }\n  }\n}")
                    == "V traitEnvironment storedPropertyInitializer(lazy: false) no-self")
            #expect(closureText("class V: UIView {\n  lazy var x: Int = {\n    return HERE\n  }()\n}") == "{\n    return HERE\n  }")
            #expect(memberName("class V: UIView {\n  lazy var x: Int = {\n    let y = HERE\n    return y\n  }()\n}") == "x")
        }

        @Test func defaultArguments() {
            #expect(describe("class V: UIView {\n  func f(x: CGFloat = HERE) {}\n}") == "V traitEnvironment defaultArgument no-self")
            #expect(describe("class V: UIView {\n  init(x: CGFloat = HERE) {}\n}") == "V traitEnvironment defaultArgument no-self")
            #expect(describe("func g(x: CGFloat = HERE) {}") == "- other defaultArgument no-self")
        }

        @Test func closuresInsideMembers() {
            let src = "class V: UIView {\n  func f() {\n    DispatchQueue.main.async {\n      HERE\n    }\n  }\n}"
            #expect(describe(src) == "V traitEnvironment method(name: \"f\") self")
            #expect(closureText(src) == "{\n      HERE\n    }")
            #expect(closureText("class V: UIView {\n  func f() {\n    let c = { HERE }\n  }\n}") == "{ HERE }")
            #expect(closureText("class V: UIView {\n  func f() {\n    xs.map { a in { b in HERE }(a) }\n  }\n}") == "{ b in HERE }")
            #expect(closureText("class V: UIView {\n  func f() {\n    if c { HERE }\n  }\n}") == nil)
            #expect(closureText("class V: UIView {\n  init() {\n    super.init(frame: .zero)\n    button.action = { [weak self] in HERE }\n  }\n}") == "{ [weak self] in HERE }")
            #expect(describe("class V: UIView {\n  static func f() {\n    run { HERE }\n  }\n}") == "V traitEnvironment staticMember no-self")
            #expect(closureText("class V: UIView {\n  static func f() {\n    run { HERE }\n  }\n}") == "{ HERE }")
        }

        @Test func closureAroundAMultiLineIfLetBody() {
            let src = "class V: UIView {\n  func f() {\n    if let a = x,\n       let b = y {\n      HERE\n    }\n  }\n}"
            #expect(describe(src) == "V traitEnvironment method(name: \"f\") self")
            #expect(closureText(src) == nil)
        }

        @Test func nestedFunctions() {
            #expect(describe("class V: UIView {\n  func outer() {\n    func inner() { HERE }\n  }\n}") == "V traitEnvironment method(name: \"outer\") self")
            #expect(memberName("class V: UIView {\n  func outer() {\n    func inner() { HERE }\n  }\n}") == "outer")
            #expect(describe("class V: UIView {\n  static func outer() {\n    func inner() { HERE }\n  }\n}") == "V traitEnvironment staticMember no-self")
            #expect(describe("func outer() {\n  func inner() { HERE }\n}") == "- other global no-self")
        }

        @Test func globalAndTopLevelCode() {
            #expect(describe("func g() { HERE }") == "- other global no-self")
            #expect(describe("print(HERE)") == "- other global no-self")
            #expect(describe("let g = HERE") == "- other global no-self")
            #expect(describe("var g: Int { HERE }") == "- other global no-self")
            #expect(describe("DispatchQueue.main.async { HERE }") == "- other global no-self")
            let (c, _) = context("print(HERE)")
            #expect(c.typeDecl == nil)
            #expect(c.memberDecl == nil)
            #expect(c.closure == nil)
        }

        @Test func nestedTypes() {
            #expect(describe("class V: UIView {\n  struct S {\n    func f() { HERE }\n  }\n}") == "S other method(name: \"f\") self")
            #expect(describe("class V: UIView {\n  struct S {\n    let a = HERE\n  }\n}") == "S other storedPropertyInitializer(lazy: false) no-self")
            #expect(describe("class V: UIView {\n  func f() {\n    struct L { let q = HERE }\n  }\n}") == "L other storedPropertyInitializer(lazy: false) no-self")
            #expect(describe("func f() {\n  class L: UIView { func g() { HERE } }\n}") == "L traitEnvironment method(name: \"g\") self")
            #expect(describe("struct Outer {\n  class Cell: UICollectionViewCell {\n    func f() { HERE }\n  }\n}") == "Cell traitEnvironment method(name: \"f\") self")
        }

        @Test func swiftUIViews() {
            #expect(describe("struct V: View {\n  var body: some View { Text(\"\\(HERE)\") }\n}") == "V swiftUIView method(name: \"body\") self")
            #expect(describe("struct V: SwiftUI.View {\n  var body: some View {\n    VStack { Text(\"a\").padding(HERE) }\n  }\n}")
                    == "V swiftUIView method(name: \"body\") self")
            #expect(describe("extension V {\n  var extra: some View { HERE }\n}", others: ["struct V: View { var body: some View { EmptyView() } }"])
                    == "V swiftUIView method(name: \"extra\") self")
            #expect(describe("struct P: PreviewProvider {\n  static var previews: some View { V(x: HERE) }\n}") == "P other staticMember no-self")
        }

        @Test func extensionsAndCrossFileChains() {
            #expect(describe("extension UIView {\n  func f() { HERE }\n}") == "UIView traitEnvironment method(name: \"f\") self")
            #expect(describe("extension UIKit.UIViewController {\n  func f() { HERE }\n}") == "UIViewController traitEnvironment method(name: \"f\") self")
            #expect(describe("extension CGFloat {\n  static var px: CGFloat { HERE }\n}") == "CGFloat other staticMember no-self")
            #expect(describe("class VC: Base {\n  func f() { HERE }\n}", others: ["class Base: UIViewController {}"]) == "VC traitEnvironment method(name: \"f\") self")
            #expect(describe("class VC: Base {\n  func f() { HERE }\n}", others: ["class Base {}"]) == "VC other method(name: \"f\") self")
            #expect(describe("extension Foo {\n  func f() { HERE }\n}", others: ["struct Foo {}", "extension Foo: View {}"]) == "Foo swiftUIView method(name: \"f\") self")
            #expect(describe("extension MyCell {\n  func f() { HERE }\n}", others: ["class MyCell: BaseCell {}", "class BaseCell: UITableViewCell {}"])
                    == "MyCell traitEnvironment method(name: \"f\") self")
        }
    }
}

/// The byte-level path and type-name helpers (session 5 speed work) answer as
/// the string versions they replaced.
@Suite struct ByteLevelHelperTests {
    /// The `split`-based test path check `isTestPath` replaced.
    static func reference(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if parts.dropLast().contains(where: { $0.hasSuffix("Tests") || $0.hasSuffix("Test") }) { return true }
        if let name = parts.last, name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift") || name.hasSuffix(".test.swift") { return true }
        return false
    }

    @Test func isTestPathAgreesWithTheSplitVersion() {
        let paths = ["", "/", "a.swift", "Tests.swift", "FooTests.swift", "AppTests/x.swift", "/abs/AppTest/x.swift",
                     "App/Sources/View.swift", "App//UITests//a.swift", "Tests/", "x/Tests", "x/FooTests/", "a.test.swift",
                     "Test", "src/Test/", "src/Testing/a.swift", "UITests", "dir/MyTest.swift/", "ö/Tests/ü.swift", "Contest/a.swift"]
        for p in paths { #expect(FileContext.isTestPath(p) == Self.reference(p), "\(p)") }
    }

    @Test func baseTypeNameStripsGenericsModulesAndSpaces() {
        #expect(SyntaxTree.baseTypeName("Foo") == "Foo")
        #expect(SyntaxTree.baseTypeName(" UIKit.UIViewController ") == "UIViewController")
        #expect(SyntaxTree.baseTypeName("Swift.Array<Foo.Bar>") == "Array")
        #expect(SyntaxTree.baseTypeName("Ünïcode.Typé<T>") == "Typé")
        #expect(SyntaxTree.baseTypeName("A.") == "")
        #expect(SyntaxTree.baseTypeName("") == "")
    }

    @Test func ancestorsOfFolders() {
        #expect(ProjectIndex.isAncestor(".", of: "a/b"))
        #expect(ProjectIndex.isAncestor("a", of: "a/b"))
        #expect(ProjectIndex.isAncestor("a/", of: "a/b"))
        #expect(!ProjectIndex.isAncestor("a", of: "ab/c"))
        #expect(ProjectIndex.isAncestor("a/b", of: "a/b"))
        #expect(ProjectIndex.isAncestor("..", of: "a/b"))
        #expect(!ProjectIndex.isAncestor("..", of: "../x"))
        #expect(!ProjectIndex.isAncestor("../..", of: "/abs"))
        #expect(ProjectIndex.isAboveWorkingDirectory("../.."))
        #expect(!ProjectIndex.isAboveWorkingDirectory("../a"))
        #expect(!ProjectIndex.isAboveWorkingDirectory("..."))
        #expect(!ProjectIndex.isAboveWorkingDirectory("../"))
    }
}
