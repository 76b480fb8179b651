import Testing
import SwiftTree
@testable import UnfoldKit

/// `SummaryTable`: the summaries by path, sorted, found by binary and galloping search.
@Suite struct SummaryTableTests {
    static func summary(_ path: String, _ source: String = "class A {}") -> FileSummary {
        FileSummary(path: path, tree: SyntaxTree(source), collectors: [])
    }

    static let paths = ["A/a.swift", "A/b.swift", "B/c.swift", "B/d.swift", "C/e.swift", "C/é.swift", "D/f.swift"]

    @Test func summariesInOrderAreKeptAsTheyAre() {
        let summaries = Self.paths.map { Self.summary($0) }
        let table = SummaryTable(summaries)
        #expect(table.paths == Self.paths)
        #expect(SummaryTable(ascending: summaries).paths == Self.paths)
        for (k, p) in Self.paths.enumerated() {
            #expect(table.position(of: p) == k)
            #expect(table[p]?.path == p)
        }
        #expect(table.position(of: "A/0.swift") == nil && table.position(of: "Z.swift") == nil && table["B/cc.swift"] == nil)
    }

    @Test func summariesOutOfOrderAreSortedAndTheLastOfAPathCounts() {
        let shuffled = [Self.summary("B/c.swift"), Self.summary("A/a.swift", "class First {}"), Self.summary("D/f.swift"),
                        Self.summary("A/a.swift", "class Second {}"), Self.summary("C/e.swift")]
        let table = SummaryTable(shuffled)
        #expect(table.paths == ["A/a.swift", "B/c.swift", "C/e.swift", "D/f.swift"])
        #expect(table["A/a.swift"]?.types.map(\.name) == ["Second"])
        // As a table assigned in order keeps them.
        var byPath: [String: FileSummary] = [:]
        for s in shuffled { byPath[s.path] = s }
        #expect(table.count == byPath.count)
        for (p, s) in byPath { #expect(table[p] == s) }
    }

    /// Every start, before, at and past the path's place (and out of
    /// range), finds the same position as the binary search.
    @Test func theGallopingSearchFindsAPathFromAnyStart() {
        let table = SummaryTable(Self.paths.map { Self.summary($0) })
        let asked = Self.paths + ["0.swift", "A/aa.swift", "C/f.swift", "Z/z.swift", ""]
        for p in asked {
            for start in -2...(Self.paths.count + 2) {
                #expect(table.position(of: p, from: start) == table.position(of: p), "\(p) from \(start)")
                #expect(table.summary(p, near: start)?.path == table[p]?.path)
            }
        }
        #expect(SummaryTable().position(of: "a.swift", from: 0) == nil)
    }

    @Test func settingASummaryAddsReplacesOrRemovesItInOrder() {
        var table = SummaryTable(Self.paths.map { Self.summary($0) })
        table["B/cc.swift"] = Self.summary("B/cc.swift")
        table["0.swift"] = Self.summary("0.swift")
        table["Z.swift"] = Self.summary("Z.swift")
        #expect(table.paths == ["0.swift"] + Array(Self.paths.prefix(3)) + ["B/cc.swift"] + Array(Self.paths.dropFirst(3)) + ["Z.swift"])
        table["B/c.swift"] = Self.summary("B/c.swift", "class Replaced {}")
        #expect(table["B/c.swift"]?.types.map(\.name) == ["Replaced"] && table.count == Self.paths.count + 3)
        table["B/c.swift"] = nil
        table["nowhere.swift"] = nil
        #expect(table["B/c.swift"] == nil && table.count == Self.paths.count + 2)
        #expect(PathOrder.isStrictlyAscending(table.paths))
    }
}
