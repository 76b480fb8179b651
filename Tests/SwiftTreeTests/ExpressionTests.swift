import SwiftTree
import Testing

/// Operand boundaries walked backwards and forwards.
@Suite struct ExpressionTests {
    func start(_ source: String) -> String {
        let t = SyntaxTree(source)
        let last = t.count - 2
        return t.text(from: t.operandStart(endingAt: last), through: last)
    }

    @Test func operandStartWalksBackOverWholeChains() {
        #expect(start("x = f(x)") == "f(x)")
        #expect(start("x = AttributeContainer()") == "AttributeContainer()")
        #expect(start("x = a.b(c)[d]!") == "a.b(c)[d]!")
        #expect(start("x = a?.b.c") == "a?.b.c")
        #expect(start("x = items.map { $0 }") == "items.map { $0 }")
        #expect(start("x = -y.z") == "-y.z")
        #expect(start("if a { } else { }") == "{ }", "a statement block is not a trailing closure")
    }

    @Test func operandEndTakesTheWholeChain() {
        let t = SyntaxTree("let v = try? a.b(c)?.d[0] + 1")
        let a = (0..<t.count).first { t.is($0, "try") }!
        #expect(t.text(from: a, through: t.operandEnd(a)!) == "try? a.b(c)?.d[0]")
    }
}
