// `SyntaxTree.lines` is made on first use (`LineTableBox`): it must be the
// table the bytes give, the same from every copy of the tree and from every
// thread asking at once.
import Testing
@testable import SwiftTree

@Suite struct LazyLinesTests {
    @Test func theTableOfTheBytes() {
        for source in ["", "a", "a\n", "a\r\nb\rc\n\nd", "\r\n\r\n", "let x = 1\n// c\nlet y = \"\"\"\nz\n\"\"\"\n"] {
            let tree = SyntaxTree(source)
            let made = LineTable(Array(source.utf8))
            #expect(tree.lines.lineStarts == made.lineStarts, "\(source.debugDescription)")
            #expect(tree.lines.mostlyCRLF == made.mostlyCRLF, "\(source.debugDescription)")
            let copy = tree
            #expect(copy.lines.lineStarts == made.lineStarts)
        }
    }

    @Test func manyThreadsAtOnce() async {
        let source = String(repeating: "let x = 1\r\n", count: 500) + String(repeating: "y\n", count: 300)
        let tree = SyntaxTree(source)
        let expected = LineTable(Array(source.utf8)).lineStarts
        let results = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<16 { group.addTask { tree.lines.lineStarts } }
            var all: [[Int]] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == expected })
        #expect(tree.location(of: 11) == (line: 2, column: 1))
        #expect(tree.lineEnding == "\r\n")
    }
}
