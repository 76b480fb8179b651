import SwiftTree
import UnfoldKit

/// SwiftUI view code recognised by its shape, for views the index cannot see
/// conform to `View` (issue 17 item 3): a type that conforms through a
/// protocol declared outside the tree (`struct X: ConnectedView` with
/// `func body(props:) -> some View`), or a member that builds views.
extension FileContext {
    /// Whether the code at token `i` (whose context is `ctx`) is SwiftUI view
    /// code: the index says so (`ctx.role == .swiftUIView`), or the enclosing
    /// type has a `body` returning `some View` (a property or a function), or
    /// it is a struct conforming to a protocol named `…View` that this file
    /// does not declare, or the enclosing function or property returns
    /// `some View` / `AnyView`.
    func isSwiftUIViewCode(_ ctx: CodeContext, at i: Int) -> Bool {
        if ctx.role == .swiftUIView { return true }
        if ctx.role == .traitEnvironment { return false }
        for d in tree.declChain(containing: i) {
            let decl = tree.decls[d]
            if decl.kind.isFunctionLike || decl.kind.isVariable, returnsView(d) { return true }
            if decl.kind.isTypeLike {
                return typeLooksLikeSwiftUIView(d)
            }
        }
        return false
    }

    /// A type whose `body` (property or function) is `some View`, or a struct
    /// conforming to a `…View` protocol declared outside this file.
    func typeLooksLikeSwiftUIView(_ t: Int) -> Bool {
        let decl = tree.decls[t]
        for k in tree.decls.indices where tree.decls[k].parent == t && tree.decls[k].name == "body" && !tree.decls[k].isStatic {
            if returnsView(k) { return true }
        }
        guard decl.kind == .struct else { return false }
        for p in decl.inheritance.map(SyntaxTree.baseTypeName) where p.hasSuffix("View") && p != "View" {
            if index.isUIView(p) || index.inherits(p, fromAnyOf: ["View"]) { continue }
            if tree.decls.contains(where: { $0.kind == .protocol && $0.name == p }) { continue }
            return true
        }
        return false
    }

    /// A function whose return type, or a property whose type, is `some View`,
    /// `any View`, `AnyView` (also `SwiftUI.`-qualified).
    func returnsView(_ d: Int) -> Bool {
        let decl = tree.decls[d]
        var k: Int
        let end: Int
        if decl.kind.isVariable {
            guard let t = decl.typeAnnotation else { return false }
            k = t.lowerBound
            end = t.upperBound
        } else if decl.kind == .func {
            guard decl.body > decl.keyword else { return false }
            var a = decl.keyword
            while a < decl.body, !tree.isText(a, "->") { a += 1 }
            guard a < decl.body else { return false }
            k = a + 1
            end = decl.body - 1
        } else {
            return false
        }
        if tree.is(k, "some") || tree.is(k, "any") { k += 1 }
        if tree.is(k, "SwiftUI"), tree.kind(k + 1) == .period { k += 2 }
        guard k <= end else { return false }
        return tree.is(k, "View") || tree.is(k, "AnyView")
    }
}
