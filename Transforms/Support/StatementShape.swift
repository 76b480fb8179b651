import SwiftTree
import UnfoldKit

// The shape of a statement, as transforms that wrap or move statements ask it.

extension SyntaxTree {
    /// `.name(` / `.name {` right after a call, a closing bracket, `self`, `content` or at the start of a line.
    func isModifierCall(_ i: Int) -> Bool {
        guard kind(i - 1) == .period, let c = text(i).first, c.isLowercase else { return false }
        let next = kind(i + 1)
        guard (next == .leftParen && !startsLine(i + 1)) || (next == .leftBrace && braceKinds[i + 1] == .closure) else { return false }
        let before = i - 2
        return startsLine(i - 1) || [.rightParen, .rightBrace, .rightBracket].contains(kind(before))
            || self.is(before, "self") || self.is(before, "content")
    }

    /// A `=`, `+=`, … at the top level of statement `s`.
    func hasAssignment(_ s: ClosedRange<Int>) -> Bool {
        var k = s.lowerBound
        while k <= s.upperBound {
            if kind(k) == .equal { return true }
            if kind(k) == .binaryOperator, binaryPrecedence(k) == .assignment { return true }
            k = nextSibling(k)
        }
        return false
    }

    /// The body of a function, initializer or deinitializer that returns nothing.
    func isVoidFunctionBody(_ b: Int) -> Bool {
        guard braceKinds[b] == .functionBody, let d = decls.firstIndex(where: { $0.body == b }) else { return false }
        let kind = decls[d].kind
        guard kind == .func || kind == .`init` || kind == .deinit else { return false }
        return kind != .func || declaredType(of: d) == nil
    }
}

extension FileContext {
    /// Inside a SwiftUI view, view modifier, scene, app or a `View` extension.
    func isSwiftUIContext(_ i: Int) -> Bool {
        let ctx = codeContext(of: i)
        guard let name = ctx.typeName else { return false }
        return ctx.role == .swiftUIView || name == "View" || index.inherits(name, fromAnyOf: ["View", "ViewModifier", "Scene", "App", "PreviewProvider"])
    }
}
