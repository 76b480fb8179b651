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

    /// Names inside key path literals (`\.x`, `\Root.a.b`, `\.a?.b`) are
    /// key path components; a member read or call (`store.scope`) is not.
    @Test func keyPathComponentsAreFoundFromTheBackslash() {
        let t = SyntaxTree("let a = store.scope(state: \\.previewsState, action: \\.previews)\nlet b = \\Gallery.detail.title\nlet c = \\.author?.name\nlet d = self.previews.count\n")
        func names(_ text: String) -> [Int] { (0..<t.count).filter { t.isText($0, text) } }
        #expect(names("previewsState").allSatisfy(t.isKeyPathComponent))
        #expect(names("previews").map(t.isKeyPathComponent) == [true, false])
        #expect(names("Gallery").allSatisfy(t.isKeyPathComponent) && names("title").allSatisfy(t.isKeyPathComponent))
        #expect(names("name").allSatisfy(t.isKeyPathComponent))
        #expect(!names("scope").contains(where: t.isKeyPathComponent) && !names("count").contains(where: t.isKeyPathComponent))
        #expect(!names("store").contains(where: t.isKeyPathComponent))
    }
}
