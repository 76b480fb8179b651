// Issue 12 ("Nothing lost, ever"), engine items: the fixer's overlap checks
// and splicing are checked against the old quadratic implementation (kept
// here as the oracle) on random edits; steps derived from one run; fixes
// that would drop a comment are not applied.
import Testing
import SwiftTree
@testable import UnfoldKit

private struct FakeTransform: Transform {
    let id: String
    var fixSafety: FixSafety = .safe
    let body: @Sendable (FileContext) -> [Finding]
    var summary: String { "fake \(id)" }
    func findings(in file: FileContext) -> [Finding] { body(file) }
}

/// Replaces every token spelled `from` with `to`, one fix per token.
private func rename(_ id: String, _ from: String, _ to: String) -> FakeTransform {
    FakeTransform(id: id) { file in
        let t = file.tree
        return (0..<t.count).filter { t.isText($0, from) }.map { i in
            file.finding(id, at: i, "\(from) → \(to)", fix: Fix(safety: .safe, title: "use \(to)", edits: [file.edit(replacing: i...i, with: to)]))
        }
    }
}

private func inputs(_ files: [String: String]) -> [SourceInput] {
    files.keys.sorted().map { SourceInput(path: $0, bytes: Array(files[$0]!.utf8)) }
}

private func texts(_ changes: [FileChange]) -> [String: String] {
    Dictionary(uniqueKeysWithValues: changes.map { ($0.path, String(decoding: $0.result, as: UTF8.self)) })
}

/// The fixer of commit c1d3128 (quadratic): the reference the new one must agree with.
private enum OldFixer {
    static func selectFixes(_ fixes: [Fix], current: [String: [UInt8]], broken: Set<String>) -> (accepted: [Int], rejected: [Int]) {
        var taken: [String: [Edit]] = [:]
        var creating: Set<String> = []
        var accepted: [Int] = []
        var rejected: [Int] = []
        outer: for (k, fix) in fixes.enumerated() {
            guard fix.paths.isDisjoint(with: broken), Fixer.isWellFormed(fix) else { rejected.append(k); continue }
            for e in fix.edits {
                guard let file = current[e.path], e.range.upperBound <= file.count else { rejected.append(k); continue outer }
                for t in taken[e.path, default: []] where t != e && Fixer.overlaps(t.range, e.range) {
                    rejected.append(k)
                    continue outer
                }
            }
            for c in fix.creations where current[c.path] != nil || creating.contains(c.path) {
                rejected.append(k)
                continue outer
            }
            for e in fix.edits where !taken[e.path, default: []].contains(e) { taken[e.path, default: []].append(e) }
            for c in fix.creations { creating.insert(c.path) }
            accepted.append(k)
        }
        return (accepted, rejected)
    }

    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var unique: [Edit] = []
        for e in edits where !unique.contains(e) { unique.append(e) }
        let sorted = unique.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var out: [UInt8] = []
        var at = 0
        for e in sorted {
            guard e.range.lowerBound >= at else { continue }
            out.append(contentsOf: bytes[at..<e.range.lowerBound])
            out.append(contentsOf: e.replacement)
            at = e.range.upperBound
        }
        out.append(contentsOf: bytes[at...])
        return out
    }
}


@Suite struct NothingLostTests {

    // MARK: Selecting and splicing (item 19)

    /// Many short edits on a short file: adjacent, identical, nested, and
    /// insertions at one offset, so every overlap case comes up often.
    @Test func selectAndApplyAgreeWithTheOldFixer() {
        var rng = SeededGenerator(seed: 12)
        let length = 40
        let current: [String: [UInt8]] = ["a.swift": Array(repeating: UInt8(ascii: "."), count: length),
                                          "b.swift": Array(repeating: UInt8(ascii: ","), count: length / 2)]
        let replacements = ["", "x", "y", "xy"]
        var acceptedTotal = 0
        var rejectedTotal = 0
        for trial in 0..<400 {
            var fixes: [Fix] = []
            let count = trial < 200 ? 30 : 300
            for _ in 0..<count {
                var edits: [Edit] = []
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let path = Int.random(in: 0..<10, using: &rng) < 8 ? "a.swift" : (Bool.random(using: &rng) ? "b.swift" : "missing.swift")
                    let size = current[path]?.count ?? 5
                    let lower = Int.random(in: 0...size, using: &rng)
                    let len = [0, 0, 1, 1, 2, 3, 6].randomElement(using: &rng)!
                    edits.append(Edit(path: path, range: lower..<min(lower + len, size + (Int.random(in: 0..<50, using: &rng) == 0 ? 3 : 0)),
                                      replacement: replacements.randomElement(using: &rng)!))
                }
                var creations: [FileCreation] = []
                if Int.random(in: 0..<8, using: &rng) == 0 {
                    creations.append(FileCreation(path: ["n1.swift", "n2.swift", "a.swift"].randomElement(using: &rng)!, contents: [65]))
                }
                fixes.append(Fix(safety: .safe, title: "t", edits: edits, creations: creations))
            }
            let broken: Set<String> = trial % 7 == 0 ? ["b.swift"] : []
            let new = Fixer.selectFixes(fixes, current: current, broken: broken)
            let old = OldFixer.selectFixes(fixes, current: current, broken: broken)
            #expect(new.accepted == old.accepted, "trial \(trial)")
            #expect(new.rejected == old.rejected, "trial \(trial)")
            acceptedTotal += old.accepted.count
            rejectedTotal += old.rejected.count
            // Splicing the accepted edits, and (the guard for overlaps) any edits at all.
            for path in ["a.swift", "b.swift"] {
                let accepted = old.accepted.flatMap { fixes[$0].edits }.filter { $0.path == path }
                #expect(Engine.apply(accepted, to: current[path]!) == OldFixer.apply(accepted, to: current[path]!), "trial \(trial)")
                let any = fixes.flatMap(\.edits).filter { $0.path == path && $0.range.upperBound <= current[path]!.count }
                #expect(Engine.apply(any, to: current[path]!) == OldFixer.apply(any, to: current[path]!), "trial \(trial)")
            }
        }
        // The generator exercises both outcomes.
        #expect(acceptedTotal > 2_000 && rejectedTotal > 2_000, "\(acceptedTotal) accepted, \(rejectedTotal) rejected")
    }

    /// Edits that arrive in any order (not only by position) still find their neighbours.
    @Test func editSetFindsNeighboursInAnyOrder() {
        var rng = SeededGenerator(seed: 99)
        var set = EditSet()
        var plain: [Edit] = []
        // 3,000 disjoint one-byte edits and insertions, inserted shuffled (several chunks).
        var all: [Edit] = []
        for k in 0..<3_000 {
            all.append(Edit(path: "p", range: (2 * k)..<(2 * k + 1), replacement: "r"))
            if k % 3 == 0 { all.append(Edit(path: "p", range: (2 * k + 1)..<(2 * k + 1), replacement: "i")) }
        }
        all.shuffle(using: &rng)
        for e in all {
            set.insert(e)
            plain.append(e)
        }
        set.insert(all[0])  // a duplicate is stored once
        for _ in 0..<2_000 {
            let lower = Int.random(in: 0...6_000, using: &rng)
            let e = Edit(path: "p", range: lower..<(lower + [0, 1, 2].randomElement(using: &rng)!), replacement: "r")
            let expected = (plain.contains(e), plain.contains { $0 != e && Fixer.overlaps($0.range, e.range) })
            let got = set.probe(e)
            #expect(got.contains == expected.0 && got.conflicts == expected.1, "\(e.range)")
        }
    }

    /// Later-round fixes are matched to waiting round-1 findings of the same
    /// transform on the same file (several files, several findings each).
    @Test func laterRoundFixesMarkTheirWaitingFindings() {
        // "a-wrap" turns `foo + 1` into `(foo + 1)`, overlapping "b-rename"'s fix of `foo`;
        // round 2 renames inside the parentheses.
        let wrap = FakeTransform(id: "a-wrap") { file in
            let t = file.tree
            return (0..<t.count).filter { t.isText($0, "foo") && t.isText($0 + 1, "+") && !t.isText($0 - 1, "(") }.map { i in
                file.finding("a-wrap", at: i, "wrap", fix: Fix(safety: .safe, title: "wrap", edits: [
                    file.edit(replacing: i...(i + 2), with: "(" + t.text(from: i, through: i + 2) + ")"),
                ]))
            }
        }
        let files = ["a.swift": "let v = foo + 1\nlet w = foo + 2\n", "b.swift": "let x = foo + 3\nlet y = foo\n"]
        let r = Engine(transforms: [wrap, rename("b-rename", "foo", "bar")], options: EngineOptions()).run(inputs(files))
        #expect(texts(r.changes) == ["a.swift": "let v = (bar + 1)\nlet w = (bar + 2)\n", "b.swift": "let x = (bar + 3)\nlet y = bar\n"])
        #expect(r.pending.isEmpty, "\(r.pending.map(\.message))")
        #expect(r.applied.count == r.findings.count)
    }

    /// Suppression comments looked up by line answer as the linear search did.
    @Test func suppressionLookupAgreesWithTheSearch() {
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<300 {
            let comments = (0..<Int.random(in: 0..<12, using: &rng)).map { k in
                Suppression.Comment(offset: k, line: Int.random(in: 1...6, using: &rng),
                                    ids: [[], ["a"], ["b"], ["a", "b"]].randomElement(using: &rng)!, standsAlone: Bool.random(using: &rng))
            }
            let lookup = Suppression.Lookup(comments)
            for line in 0...8 {
                for id in ["a", "b", "c"] {
                    #expect(lookup.suppressing(ruleID: id, line: line) == Suppression.suppressing(comments, ruleID: id, line: line))
                }
            }
        }
    }

    /// `lineEnding` is read per finding (uiscreen-main-scale's SwiftUI fixes):
    /// it is counted once by the line table, the same way the old per-call scan did.
    @Test func lineEndingCountedOnceAgreesWithTheScan() {
        func scan(_ bytes: [UInt8]) -> String {
            var crlf = 0
            var lf = 0
            for i in bytes.indices where bytes[i] == 10 {
                if i > 0, bytes[i - 1] == 13 { crlf += 1 } else { lf += 1 }
            }
            return crlf > lf ? "\r\n" : "\n"
        }
        var rng = SeededGenerator(seed: 7)
        let alphabet: [UInt8] = [10, 13, 13, 65, 32]
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0..<24, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            #expect(SyntaxTree(bytes: bytes).lineEnding == scan(bytes), "\(bytes)")
        }
    }

    // MARK: Steps from one run (item 20)

    @Test func stepsFollowTransformOrderAndRounds() {
        var options = EngineOptions()
        options.recordSteps = true
        // Listed out of order: steps follow the engine's transform order, round by round.
        let ts: [any Transform] = [rename("a", "foo", "bar"), rename("b", "qux", "quux"), rename("c", "bar", "baz")]
        let files = ["a.swift": "let v = foo + qux\n", "b.swift": "let w = qux\n"]
        let r = Engine(transforms: ts, options: options).run(inputs(files))
        #expect(texts(r.changes) == ["a.swift": "let v = baz + quux\n", "b.swift": "let w = quux\n"])
        #expect(r.steps.map(\.ruleID) == ["a", "b", "c"])
        #expect(r.steps.map(\.rounds) == [[1], [1], [2]])
        #expect(r.steps.map(\.fixCount) == [1, 2, 1])
        #expect(r.steps.map { texts($0.changes) } == [
            ["a.swift": "let v = bar + qux\n"],
            ["a.swift": "let v = bar + quux\n", "b.swift": "let w = quux\n"],
            ["a.swift": "let v = baz + quux\n"],
        ])
        #expect(r.steps[1].changes.first { $0.path == "a.swift" }?.original == Array("let v = bar + qux\n".utf8), "a step starts from the previous step's result")
        // Without the option, no steps.
        #expect(Engine(transforms: ts, options: EngineOptions()).run(inputs(files)).steps.isEmpty)
    }

    @Test func consecutiveStepsOfOneTransformMerge() {
        var options = EngineOptions()
        options.recordSteps = true
        options.maxRounds = 3
        let grow = FakeTransform(id: "grow") { file in
            let t = file.tree
            return (0..<t.count).filter { t.kind($0) == .identifier && t.text($0).hasPrefix("grow") }.map { i in
                file.finding("grow", at: i, "grow", fix: Fix(safety: .safe, title: "grow", edits: [file.edit(replacing: i...i, with: t.text(i) + "X")]))
            }
        }
        let r = Engine(transforms: [grow], options: options).run(inputs(["a.swift": "let growth = 1\n"]))
        #expect(r.steps.count == 1)
        #expect(r.steps.first?.rounds == [1, 2, 3])
        #expect(r.steps.first?.fixCount == 3)
        #expect(r.steps.first?.changes == r.changes)
    }

    @Test func creationsBelongToTheirTransform() {
        var options = EngineOptions()
        options.recordSteps = true
        let create = FakeTransform(id: "b-create") { file in
            guard file.path == "a.swift" else { return [] }
            return [file.finding("b-create", atOffset: 0, "c", fix: Fix(safety: .safe, title: "c", edits: [
                Edit(path: "a.swift", range: 0..<0, replacement: "// moved\n"),
            ], creations: [FileCreation(path: "New.swift", contents: Array("let n = foo\n".utf8))]))]
        }
        let r = Engine(transforms: [rename("a", "foo", "bar"), create], options: options).run(inputs(["a.swift": "let v = foo\n"]))
        #expect(r.steps.map(\.ruleID) == ["a", "b-create", "a"])
        #expect(r.steps[1].changes.map(\.path) == ["New.swift", "a.swift"])
        #expect(r.steps[1].changes.first?.original == nil)
        #expect(texts(r.steps[2].changes) == ["New.swift": "let n = bar\n"])
        #expect(Self.replay(r.steps, inputs(["a.swift": "let v = foo\n"])) == Self.final(r, inputs(["a.swift": "let v = foo\n"])))
    }

    /// The inputs with every step applied in order (checking each step starts where the last ended).
    static func replay(_ steps: [TransformStep], _ inputs: [SourceInput]) -> [String: [UInt8]] {
        var files = Dictionary(uniqueKeysWithValues: inputs.map { ($0.path, $0.bytes) })
        for s in steps {
            for c in s.changes {
                #expect(files[c.path] == c.original, "\(s.ruleID) \(s.rounds): \(c.path) does not start where the previous step left it")
                files[c.path] = c.result
            }
        }
        return files
    }

    static func final(_ r: EngineResult, _ inputs: [SourceInput]) -> [String: [UInt8]] {
        var files = Dictionary(uniqueKeysWithValues: inputs.map { ($0.path, $0.bytes) })
        for c in r.changes { files[c.path] = c.result }
        return files
    }

    // MARK: Comments inside rewritten text (design risk)

    /// Replaces `foo.bar` (three tokens, trivia between them included) with `baz`.
    private static let chain = FakeTransform(id: "chain") { file in
        let t = file.tree
        return (0..<t.count).filter { t.isText($0, "foo") && t.isText($0 + 1, ".") && t.isText($0 + 2, "bar") }.map { i in
            file.finding("chain", at: i, "foo.bar → baz", fix: Fix(safety: .safe, title: "baz", edits: [file.edit(replacing: i...(i + 2), with: "baz")]))
        }
    }

    @Test func aFixThatWouldDropACommentIsNotApplied() {
        var options = EngineOptions()
        options.unsafe = true
        let src = "let a = foo/*c*/.bar\nlet b = foo // why\n    .bar\nlet c = foo.bar /* kept: outside */\nlet d = /* kept */ foo.bar\n"
        let r = Engine(transforms: [Self.chain], options: options).run(inputs(["a.swift": src]))
        #expect(texts(r.changes) == ["a.swift": "let a = foo/*c*/.bar\nlet b = foo // why\n    .bar\nlet c = baz /* kept: outside */\nlet d = /* kept */ baz\n"])
        #expect(r.pending.map(\.line) == [1, 2])
        #expect(r.pending.allSatisfy { $0.fix == nil })
        #expect(r.pending.first?.message == "foo.bar → baz (not rewritten: the fix would drop the comment `/*c*/`)")
        #expect(r.pending.last?.message.contains("`// why`") == true)
    }

    @Test func aCommentThatTheFixKeepsElsewhereIsFine() {
        // Moves a commented line into a new file: the comment survives there (re-indented).
        let move = FakeTransform(id: "move") { file in
            let t = file.tree
            guard file.path == "a.swift", let i = (0..<t.count).first(where: { t.isText($0, "window") }) else { return [] }
            let range = t.lineRange(of: t.statement(containing: i)!)
            return [file.finding("move", at: i, "move", fix: Fix(safety: .safe, title: "move", edits: [
                Edit(path: file.path, range: range, replacement: []),
            ], creations: [FileCreation(path: "Scene.swift", contents: Array("func scene() {\n    window = /* the key one */ make()\n}\n".utf8))]))]
        }
        let r = Engine(transforms: [move], options: EngineOptions()).run(inputs(["a.swift": "func f() {\n        window =   /* the key one */\n            make()\n}\n"]))
        #expect(texts(r.changes) == ["a.swift": "func f() {\n}\n", "Scene.swift": "func scene() {\n    window = /* the key one */ make()\n}\n"])
        #expect(r.pending.isEmpty)
    }

    @Test func commentsInsideARange() {
        let t = SyntaxTree(bytes: Array("a /*1*/ . /*2*/ b // 3\n c".utf8))
        let all = CommentKeeping.comments(in: t, within: 0..<t.bytes.count).map { String(decoding: t.bytes[$0], as: UTF8.self) }
        #expect(all == ["/*1*/", "/*2*/", "// 3"])
        let some = CommentKeeping.comments(in: t, within: 0..<17).map { String(decoding: t.bytes[$0], as: UTF8.self) }
        #expect(some == ["/*1*/", "/*2*/"])
        #expect(CommentKeeping.comments(in: t, within: 3..<7).isEmpty, "a comment only partly inside does not count")
    }
}
