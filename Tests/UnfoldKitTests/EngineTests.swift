// Unit tests for the fixer (issue 2 item 4): non-overlapping edits, shared
// identical edits, all-or-nothing multi-file fixes, safety levels, select /
// ignore, fixed point with a cap, revert of files that no longer lex cleanly,
// idempotency, inline suppression, parallel determinism and byte-exact edits.
// The transforms are small fakes defined here, so every expected byte is known.
import Foundation
import Testing
import SwiftTree
@testable import UnfoldKit

// MARK: Fake transforms

/// A transform whose findings come from a closure.
private struct Fake: Transform {
    let id: String
    var fixSafety: FixSafety = .safe
    let body: @Sendable (FileContext) -> [Finding]
    var summary: String { "fake \(id)" }
    func findings(in file: FileContext) -> [Finding] { body(file) }
}

/// Replaces every token whose text is `from` with `to`, one fix per token.
private func replace(_ id: String, _ from: String, _ to: String, safety: FixSafety = .safe, onlyIn path: String? = nil) -> Fake {
    Fake(id: id, fixSafety: safety) { file in
        if let path, file.path != path { return [] }
        let t = file.tree
        return (0..<t.count).filter { t.isText($0, from) }.map { i in
            file.finding(id, at: i, "\(from) → \(to)",
                         fix: Fix(safety: safety, title: "use \(to)", edits: [file.edit(replacing: i...i, with: to)]))
        }
    }
}

/// Appends "X" to every identifier that starts with `grow`: never converges.
private func grower() -> Fake {
    Fake(id: "grow") { file in
        let t = file.tree
        return (0..<t.count).filter { t.kind($0) == .identifier && t.text($0).hasPrefix("grow") }.map { i in
            file.finding("grow", at: i, "grow", fix: Fix(safety: .safe, title: "grow", edits: [file.edit(replacing: i...i, with: t.text(i) + "X")]))
        }
    }
}

private func input(_ path: String, _ text: String) -> SourceInput {
    SourceInput(path: path, bytes: Array(text.utf8))
}

private func options(jobs: Int = 1, unsafe: Bool = false, maxRounds: Int = 10, select: Set<String>? = nil, ignore: Set<String> = []) -> EngineOptions {
    var o = EngineOptions()
    o.jobs = jobs
    o.unsafe = unsafe
    o.maxRounds = maxRounds
    o.select = select
    o.ignore = ignore
    return o
}

private func run(_ transforms: [any Transform], _ inputs: [SourceInput], _ opts: EngineOptions = options()) -> EngineResult {
    Engine(transforms: transforms, options: opts).run(inputs)
}

/// Path → resulting text of every changed or created file.
private func results(_ r: EngineResult) -> [String: String] {
    Dictionary(uniqueKeysWithValues: r.changes.map { ($0.path, String(decoding: $0.result, as: UTF8.self)) })
}

/// `ruleID@path:line:col` of findings.
private func where_(_ fs: [Finding]) -> [String] {
    fs.map { "\($0.ruleID)@\($0.path):\($0.line):\($0.column)" }
}

@Suite struct EngineTests {

    // MARK: Selecting and applying fixes

    @Suite struct Applying {
        @Test func nonOverlappingEditsAreApplied() {
            let r = run([replace("rename", "foo", "bar")], [input("a.swift", "let a = foo\nlet b = foo + foo\n")])
            #expect(results(r) == ["a.swift": "let a = bar\nlet b = bar + bar\n"])
            #expect(where_(r.findings) == ["rename@a.swift:1:9", "rename@a.swift:2:9", "rename@a.swift:2:15"])
            #expect(r.applied == [0, 1, 2])
            #expect(r.pending.isEmpty)
            #expect(r.problems.isEmpty)
            #expect(r.changes.first?.original == Array("let a = foo\nlet b = foo + foo\n".utf8))
        }

        @Test func findingsAreSortedByPathAndOffset() {
            let r = run([replace("z-rule", "foo", "bar"), replace("a-rule", "qux", "quux")],
                        [input("b.swift", "foo qux\n"), input("a.swift", "qux\nfoo\n")])
            #expect(where_(r.findings) == ["a-rule@a.swift:1:1", "z-rule@a.swift:2:1", "z-rule@b.swift:1:1", "a-rule@b.swift:1:5"])
            #expect(results(r) == ["a.swift": "quux\nbar\n", "b.swift": "bar quux\n"])
        }

        @Test func overlappingFixSkippedAndStillPending() {
            // Both fixes start at `foo`; "a-short" sorts first and wins.
            let long = Fake(id: "b-long") { file in
                let t = file.tree
                return (0..<t.count).filter { t.isText($0, "foo") && t.isText($0 + 1, ".") && t.isText($0 + 2, "bar") }.map { i in
                    file.finding("b-long", at: i, "long", fix: Fix(safety: .safe, title: "long", edits: [file.edit(replacing: i...(i + 2), with: "baz")]))
                }
            }
            let r = run([long, replace("a-short", "foo", "FOO")], [input("a.swift", "let v = foo.bar\n")])
            #expect(results(r) == ["a.swift": "let v = FOO.bar\n"])
            #expect(where_(r.findings) == ["a-short@a.swift:1:9", "b-long@a.swift:1:9"])
            #expect(r.applied == [0])
            #expect(r.pending.map(\.ruleID) == ["b-long"])
            #expect(r.problems.isEmpty)
        }

        @Test func findingInsideDeletedTextIsSuperseded() {
            // "mover" deletes the line holding `foo`; "reporter" only reports `foo`.
            let mover = Fake(id: "mover") { file in
                let t = file.tree
                return (0..<t.count).filter { t.isText($0, "foo") }.map { i in
                    file.finding("mover", at: i, "moved", fix: Fix(safety: .safe, title: "move", edits: [
                        Edit(path: file.path, range: t.lineRange(of: t.statement(containing: i)!), replacement: []),
                    ]))
                }
            }
            let reporter = Fake(id: "reporter") { file in
                let t = file.tree
                return (0..<t.count).filter { t.isText($0, "foo") || t.isText($0, "bar") }.map { file.finding("reporter", at: $0, "look") }
            }
            let r = run([mover, reporter], [input("a.swift", "foo()\nbar()\n")])
            #expect(results(r) == ["a.swift": "bar()\n"])
            #expect(r.pending.map(\.message) == ["look"], "only the finding on the line that stayed needs a human")
            #expect(r.superseded.count == 1)
        }

        @Test func identicalEditsAreShared() {
            let r = run([replace("one", "foo", "bar"), replace("two", "foo", "bar")], [input("a.swift", "let v = foo\n")])
            #expect(results(r) == ["a.swift": "let v = bar\n"])
            #expect(r.applied == [0, 1])
            #expect(r.pending.isEmpty)
            // Identical insertions at one offset are shared too; different ones at one offset conflict.
            func insert(_ id: String, _ text: String) -> Fake {
                Fake(id: id) { file in
                    guard file.path == "a.swift", !file.tree.isText(0, "import") else { return [] }
                    return [file.finding(id, atOffset: 0, "insert", fix: Fix(safety: .safe, title: "insert", edits: [file.insertion(at: 0, text)]))]
                }
            }
            let same = run([insert("i1", "import UIKit\n"), insert("i2", "import UIKit\n")], [input("a.swift", "let v = 1\n")])
            #expect(results(same) == ["a.swift": "import UIKit\nlet v = 1\n"])
            #expect(same.applied == [0, 1])
            let different = run([insert("i1", "import UIKit\n"), insert("i2", "import SwiftUI\n")], [input("a.swift", "let v = 1\n")])
            #expect(results(different) == ["a.swift": "import UIKit\nlet v = 1\n"])
            #expect(different.applied == [0])
            #expect(different.pending.map(\.ruleID) == ["i2"])
        }

        @Test func insertionAtTheEdgeOfAReplacementDoesNotConflict() {
            let t = Fake(id: "edge") { file in
                guard let i = (0..<file.tree.count).first(where: { file.tree.isText($0, "foo") }) else { return [] }
                let s = Int(file.tree.tokens[i].start)
                return [
                    file.finding("edge", at: i, "r", fix: Fix(safety: .safe, title: "r", edits: [file.edit(replacing: i...i, with: "bar")])),
                    file.finding("edge", at: i, "i", fix: Fix(safety: .safe, title: "i", edits: [file.insertion(at: s, "self.")])),
                ]
            }
            let r = run([t], [input("a.swift", "let v = foo\n")])
            #expect(results(r) == ["a.swift": "let v = self.bar\n"])
            #expect(r.applied == [0, 1])
        }

        @Test func fixWithOverlappingOwnEditsIsRejected() {
            let t = Fake(id: "selfish") { file in
                guard file.tree.count > 4 else { return [] }
                return [file.finding("selfish", atOffset: 8, "x", fix: Fix(safety: .safe, title: "x", edits: [
                    Edit(path: file.path, range: 8..<11, replacement: "one"),
                    Edit(path: file.path, range: 9..<10, replacement: "two"),
                ]))]
            }
            let r = run([t, replace("other", "b", "c")], [input("a.swift", "let v = foo\nlet w = b\n")])
            #expect(results(r) == ["a.swift": "let v = foo\nlet w = c\n"])
            #expect(where_(r.pending) == ["selfish@a.swift:1:9"])
            #expect(r.problems.isEmpty)
        }

        @Test func editsOutsideTheFileAreRejected() {
            let t = Fake(id: "far") { file in
                [file.finding("far", atOffset: 0, "x", fix: Fix(safety: .safe, title: "x", edits: [
                    Edit(path: file.path, range: 5..<500, replacement: "boom"),
                ])),
                 file.finding("far", atOffset: 1, "y", fix: Fix(safety: .safe, title: "y", edits: [
                    Edit(path: "missing.swift", range: 0..<0, replacement: "boom"),
                 ]))]
            }
            let r = run([t], [input("a.swift", "let v = 1\n")])
            #expect(r.changes.isEmpty)
            #expect(r.pending.count == 2)
        }
    }

    // MARK: Multi-file fixes

    @Suite struct MultiFile {
        /// On b.swift: one fix that edits b.swift and a.swift and creates c.swift.
        fileprivate static let multi = Fake(id: "b-multi") { file in
            guard file.path == "b.swift" else { return [] }
            return [file.finding("b-multi", atOffset: 8, "multi", fix: Fix(safety: .safe, title: "multi", edits: [
                Edit(path: "b.swift", range: 8..<11, replacement: "baz"),
                Edit(path: "a.swift", range: 8..<11, replacement: "qux"),
            ], creations: [FileCreation(path: "c.swift", contents: Array("let c = 1\n".utf8))]))]
        }

        @Test func appliedTogether() {
            let r = run([Self.multi], [input("a.swift", "let x = foo\n"), input("b.swift", "let y = foo\n")])
            #expect(results(r) == ["a.swift": "let x = qux\n", "b.swift": "let y = baz\n", "c.swift": "let c = 1\n"])
            #expect(r.changes.map(\.path) == ["a.swift", "b.swift", "c.swift"])
            #expect(r.changes.last?.original == nil)
            #expect(r.applied == [0])
        }

        @Test func oneConflictingEditDropsTheWholeFix() {
            // "a-local" (on a.swift, sorted first) takes a.swift 8..<11 with different text.
            let r = run([Self.multi, replace("a-local", "foo", "bar", onlyIn: "a.swift")],
                        [input("a.swift", "let x = foo\n"), input("b.swift", "let y = foo\n")])
            #expect(results(r) == ["a.swift": "let x = bar\n"])
            #expect(r.changes.map(\.path) == ["a.swift"])
            #expect(where_(r.pending) == ["b-multi@b.swift:1:9"])
        }

        @Test func aBrokenFileDropsTheWholeFix() {
            let breaking = Fake(id: "b-multi") { file in
                guard file.path == "b.swift" else { return [] }
                return [file.finding("b-multi", atOffset: 8, "multi", fix: Fix(safety: .safe, title: "multi", edits: [
                    Edit(path: "b.swift", range: 8..<11, replacement: "baz"),
                    Edit(path: "a.swift", range: 8..<11, replacement: "(qux"),
                ], creations: [FileCreation(path: "c.swift", contents: Array("let c = 1\n".utf8))]))]
            }
            let r = run([breaking, replace("d-other", "keep", "kept")],
                        [input("a.swift", "let x = foo\n"), input("b.swift", "let y = foo\n"), input("d.swift", "keep\n")])
            #expect(results(r) == ["d.swift": "kept\n"])
            #expect(r.problems.count == 1)
            #expect(r.problems.first == .revertedFile(path: "a.swift"))
            #expect(where_(r.pending) == ["b-multi@b.swift:1:9"])
        }

        @Test func creationsNeverOverwrite() {
            let create = Fake(id: "create") { file in
                guard file.path == "a.swift" else { return [] }
                return [
                    file.finding("create", atOffset: 0, "1", fix: Fix(safety: .safe, title: "1", edits: [], creations: [FileCreation(path: "b.swift", contents: [65])])),
                    file.finding("create", atOffset: 1, "2", fix: Fix(safety: .safe, title: "2", edits: [], creations: [FileCreation(path: "n.swift", contents: [66])])),
                    file.finding("create", atOffset: 2, "3", fix: Fix(safety: .safe, title: "3", edits: [], creations: [FileCreation(path: "n.swift", contents: [67])])),
                ]
            }
            let r = run([create], [input("a.swift", "let a = 1\n"), input("b.swift", "let b = 2\n")])
            #expect(results(r) == ["n.swift": "B"])
            #expect(r.applied == [1])
        }

        @Test func nonSwiftFilesCanBeEdited() {
            let plist = Fake(id: "plist") { file in
                [file.finding("plist", atOffset: 0, "p", fix: Fix(safety: .safe, title: "p", edits: [
                    Edit(path: "Info.plist", range: 6..<6, replacement: "<key>K</key>"),
                ]))]
            }
            let r = run([plist], [input("a.swift", "let a = 1\n"), input("Info.plist", "<dict></dict>\n")])
            #expect(results(r) == ["Info.plist": "<dict><key>K</key></dict>\n"])
        }
    }

    // MARK: Safety, select and ignore

    @Suite struct SafetyAndSelection {
        @Test func reviewFixesOnlyWithUnsafe() {
            let t = replace("risky", "foo", "bar", safety: .review)
            let src = [input("a.swift", "let v = foo\n")]
            let safe = run([t], src)
            #expect(safe.changes.isEmpty)
            #expect(where_(safe.pending) == ["risky@a.swift:1:9"])
            let unsafe = run([t], src, options(unsafe: true))
            #expect(results(unsafe) == ["a.swift": "let v = bar\n"])
            #expect(unsafe.pending.isEmpty)
        }

        @Test func noneFixesNeverApply() {
            let t = replace("report", "foo", "bar", safety: .none)
            let r = run([t], [input("a.swift", "let v = foo\n")], options(unsafe: true))
            #expect(r.changes.isEmpty)
            #expect(r.findings.count == 1)
            #expect(r.findings.first?.safety == FixSafety.none)
            let plain = Fake(id: "plain", fixSafety: .none) { file in [file.finding("plain", atOffset: 0, "just a finding")] }
            let p = run([plain], [input("a.swift", "x\n")])
            #expect(p.findings.first?.safety == FixSafety.none)
            #expect(where_(p.pending) == ["plain@a.swift:1:1"])
        }

        @Test func selectAndIgnore() {
            let ts: [any Transform] = [replace("one", "foo", "bar"), replace("two", "qux", "quux")]
            let src = [input("a.swift", "foo qux\n")]
            let all = run(ts, src)
            #expect(results(all) == ["a.swift": "bar quux\n"])
            let selected = run(ts, src, options(select: ["one"]))
            #expect(results(selected) == ["a.swift": "bar qux\n"])
            #expect(selected.findings.map(\.ruleID) == ["one"])
            let ignored = run(ts, src, options(ignore: ["one"]))
            #expect(results(ignored) == ["a.swift": "foo quux\n"])
            #expect(ignored.findings.map(\.ruleID) == ["two"])
            let none = run(ts, src, options(select: ["one"], ignore: ["one"]))
            #expect(none.findings.isEmpty)
            #expect(none.changes.isEmpty)
            #expect(Engine(transforms: ts, options: options(select: ["two", "unknown"])).transforms.map(\.id) == ["two"])
        }
    }

    // MARK: Fixed point

    @Suite struct FixedPoint {
        @Test func aFixThatEnablesAnotherIsFollowed() {
            let r = run([replace("a", "foo", "bar"), replace("b", "bar", "baz")], [input("a.swift", "let v = foo\n")])
            #expect(results(r) == ["a.swift": "let v = baz\n"])
            #expect(where_(r.findings) == ["a@a.swift:1:9"])
            #expect(r.applied == [0])
            #expect(r.problems.isEmpty)
        }

        @Test func chainAcrossFiles() {
            // Round 2 only re-runs transforms on changed files, with a fresh index.
            let r = run([replace("a", "foo", "bar", onlyIn: "a.swift"), replace("b", "bar", "baz")],
                        [input("a.swift", "foo\n"), input("b.swift", "qux\n")])
            #expect(results(r) == ["a.swift": "baz\n"])
        }

        @Test func neverConvergingTransformStopsAtTheCap() {
            let r = run([grower()], [input("a.swift", "let growth = 1\n"), input("b.swift", "let other = 1\n")], options(maxRounds: 3))
            #expect(results(r) == ["a.swift": "let growthXXX = 1\n"])
            #expect(r.problems.count == 1)
            #expect(r.problems.first == .noFixedPoint(rules: ["grow"], paths: ["a.swift"], rounds: 3))
            #expect(r.problems.first?.description == "fixes did not reach a fixed point after 3 rounds (transforms: grow) in: a.swift")
        }

        @Test func convergingExactlyAtTheCapIsNotAProblem() {
            let one = run([replace("once", "foo", "bar")], [input("a.swift", "let v = foo\n")], options(maxRounds: 1))
            #expect(results(one) == ["a.swift": "let v = bar\n"])
            let two = run([replace("a", "foo", "bar"), replace("b", "bar", "baz")], [input("a.swift", "let v = foo\n")], options(maxRounds: 2))
            #expect(results(two) == ["a.swift": "let v = baz\n"])
            #expect(one.problems == [])
            #expect(two.problems == [])
        }

        @Test func idempotent() {
            let ts: [any Transform] = [replace("a", "foo", "bar"), replace("b", "bar", "baz"), replace("c", "old", "new")]
            let first = run(ts, [input("a.swift", "let v = foo + old\n"), input("b.swift", "bar()\n")])
            #expect(results(first) == ["a.swift": "let v = baz + new\n", "b.swift": "baz()\n"])
            let again = run(ts, first.changes.map { SourceInput(path: $0.path, bytes: $0.result) })
            #expect(again.changes.isEmpty)
            #expect(again.findings.isEmpty)
        }

        @Test func fixedInALaterRoundIsNotPending() {
            // "a-wrap" rewrites `foo + 1` as `(foo + 1)`, which overlaps "b-rename"'s
            // fix of `foo`; round 2 re-runs "b-rename" on the new text and applies it.
            let wrap = Fake(id: "a-wrap") { file in
                let t = file.tree
                guard let i = (0..<t.count).first(where: { t.isText($0, "foo") }), t.isText(i + 1, "+"), !t.isText(i - 1, "(") else { return [] }
                return [file.finding("a-wrap", at: i, "wrap", fix: Fix(safety: .safe, title: "wrap", edits: [
                    file.edit(replacing: i...(i + 2), with: "(" + t.text(from: i, through: i + 2) + ")"),
                ]))]
            }
            let r = run([wrap, replace("b-rename", "foo", "bar")], [input("a.swift", "let v = foo + 1\n")])
            #expect(results(r) == ["a.swift": "let v = (bar + 1)\n"])
            #expect(r.pending.map(\.ruleID) == [])
        }
    }

    // MARK: Reverting broken results

    @Suite struct Reverting {
        @Test func unbalancedResultIsRevertedOtherFilesKeepTheirFixes() {
            let t = Fake(id: "t") { file in
                let tr = file.tree
                return (0..<tr.count).compactMap { i -> Finding? in
                    if tr.isText(i, "bad") { return file.finding("t", at: i, "b", fix: Fix(safety: .safe, title: "b", edits: [file.edit(replacing: i...i, with: "(bad")])) }
                    if tr.isText(i, "foo") { return file.finding("t", at: i, "f", fix: Fix(safety: .safe, title: "f", edits: [file.edit(replacing: i...i, with: "bar")])) }
                    return nil
                }
            }
            let r = run([t], [input("a.swift", "let x = bad\nlet y = foo\n"), input("b.swift", "let z = foo\n")])
            #expect(results(r) == ["b.swift": "let z = bar\n"])
            #expect(r.problems.count == 1)
            #expect(r.problems.first?.description.hasPrefix("a.swift: ") == true)
            #expect(where_(r.pending) == ["t@a.swift:1:9", "t@a.swift:2:9"])
            #expect(r.applied == [2])
        }

        @Test func alreadyUnbalancedInputMayStayUnbalanced() {
            let r = run([replace("rename", "foo", "bar")], [input("a.swift", "func f() {\n  foo(\n")])
            #expect(results(r) == ["a.swift": "func f() {\n  bar(\n"])
            #expect(r.problems.isEmpty)
        }

        @Test func unterminatedLiteralsAreReverted() {
            let src = [input("a.swift", "let x = foo\nlet y = 1\n"), input("b.swift", "let z = qux\n")]
            let str = run([replace("s", "foo", "\"oops"), replace("q", "qux", "quux")], src)
            let comment = run([replace("c", "foo", "/* oops"), replace("q", "qux", "quux")], src)
            #expect(results(str)["b.swift"] == "let z = quux\n")
            #expect(results(comment)["b.swift"] == "let z = quux\n")
            #expect(results(str)["a.swift"] == nil)
            #expect(str.problems.count == 1)
            #expect(results(comment)["a.swift"] == nil)
            #expect(comment.problems.count == 1)
        }

        @Test func brokenCreatedFileIsDropped() {
            let t = Fake(id: "create") { file in
                guard file.path == "a.swift" else { return [] }
                return [file.finding("create", atOffset: 0, "c", fix: Fix(safety: .safe, title: "c", edits: [
                    Edit(path: "a.swift", range: 0..<0, replacement: "// see New.swift\n"),
                ], creations: [FileCreation(path: "New.swift", contents: Array("class New {\n".utf8))]))]
            }
            let r = run([t], [input("a.swift", "let a = 1\n")])
            #expect(r.changes.isEmpty)
            #expect(r.problems.count == 1)
            #expect(r.problems.first == .revertedFile(path: "New.swift"))
        }
    }

    // MARK: Rule ids

    /// The engine tells each transform its id (`FileContext.ruleID`,
    /// `ProjectContext.ruleID`) and stamps it on every finding it returns.
    @Suite struct RuleIDs {
        private struct ProjectFake: Transform {
            let id = "plist-fake"
            let fixSafety = FixSafety.none
            var summary: String { "plist" }
            func findings(in file: FileContext) -> [Finding] { [] }
            func projectFindings(in project: ProjectContext) -> [Finding] {
                [project.finding(path: "Info.plist", offset: 2, "implicit id"), project.finding("other", path: "Info.plist", offset: 0, "explicit id")]
            }
        }

        @Test func findingsWithoutAnIdGetTheTransformsID() {
            let seen = Fake(id: "implicit") { file in
                [file.finding(at: 0, "at token"), file.finding(atOffset: 4, "at offset")]
            }
            let r = run([seen], [input("a.swift", "let x = 1\n")])
            #expect(r.findings.map(\.ruleID) == ["implicit", "implicit"])
            #expect(r.findings.first?.message == "at token")
            #expect(where_(r.findings) == ["implicit@a.swift:1:1", "implicit@a.swift:1:5"])
        }

        @Test func aWrongExplicitIdIsOverwritten() {
            let wrong = Fake(id: "right") { file in [file.finding("wrong", at: 0, "m", fix: Fix(safety: .safe, title: "t", edits: [file.edit(replacing: 0...0, with: "var")]))] }
            let r = run([wrong], [input("a.swift", "let x = 1\n")])
            #expect(r.findings.map(\.ruleID) == ["right"])
            #expect(r.applied == [0])
            #expect(results(r) == ["a.swift": "var x = 1\n"])
        }

        @Test func projectFindingsToo() {
            let r = run([ProjectFake()], [input("Info.plist", "<plist/>\n")])
            #expect(r.findings.map(\.ruleID) == ["plist-fake", "plist-fake"])
            #expect(r.findings.map(\.offset) == [0, 2])
        }

        @Test func contextsOutsideTheEngineHaveNoID() {
            let ctx = FileContext(path: "a.swift", tree: SyntaxTree(bytes: Array("x\n".utf8)), index: ProjectIndex(summaries: [], otherFiles: []))
            #expect(ctx.ruleID == "")
            #expect(ctx.finding(at: 0, "m").ruleID == "")
            #expect(ctx.finding("given", at: 0, "m").ruleID == "given")
        }
    }

    // MARK: Suppression

    @Suite struct Suppressing {
        @Test func ignoreComments() {
            let src = """
                let a = foo // unfold:ignore
                // unfold:ignore rename
                let b = foo
                // unfold:ignore other-rule
                let c = foo
                let d = "// unfold:ignore"; let e = foo
                /* unfold:ignore */ let f = foo
                  // unfold:ignore other-rule, rename
                let g = foo
                let h = foo // unfold:ignore other-rule
                let i = foo
                """
            let r = run([replace("rename", "foo", "bar")], [input("a.swift", src)])
            #expect(where_(r.findings) == ["rename@a.swift:5:9", "rename@a.swift:6:37", "rename@a.swift:10:9", "rename@a.swift:11:9"])
            #expect(results(r)["a.swift"] == """
                let a = foo // unfold:ignore
                // unfold:ignore rename
                let b = foo
                // unfold:ignore other-rule
                let c = bar
                let d = "// unfold:ignore"; let e = bar
                /* unfold:ignore */ let f = foo
                  // unfold:ignore other-rule, rename
                let g = foo
                let h = bar // unfold:ignore other-rule
                let i = bar
                """)
        }

        @Test func markerInAMultiLineStringDoesNotSuppress() {
            let src = "let s = \"\"\"\n  unfold:ignore\n  \"\"\"; let t = foo\n"
            let r = run([replace("rename", "foo", "bar")], [input("a.swift", src)])
            #expect(where_(r.findings) == ["rename@a.swift:3:16"])
        }

        @Test func crlfLines() {
            let src = "// unfold:ignore\r\nlet a = foo\r\nlet b = foo\r\n"
            let r = run([replace("rename", "foo", "bar")], [input("a.swift", src)])
            #expect(where_(r.findings) == ["rename@a.swift:3:9"])
            #expect(results(r)["a.swift"] == "// unfold:ignore\r\nlet a = foo\r\nlet b = bar\r\n")
        }
    }

    // MARK: Parallelism

    @Test func parallelMatchesSerial() {
        var inputs: [SourceInput] = []
        for k in 0..<50 {
            var text = "// file \(k)\n"
            for j in 0..<(k % 7 + 1) { text += "let v\(j) = foo + growth\(j % 2)\n" }
            if k % 5 == 0 { text += "let broken = bad\n" }
            if k % 3 == 0 { text += "// unfold:ignore\nlet s = foo\n" }
            inputs.append(input("dir\(k % 4)/f\(k).swift", text))
        }
        let bad = Fake(id: "bad") { file in
            (0..<file.tree.count).filter { file.tree.isText($0, "bad") }.map { i in
                file.finding("bad", at: i, "b", fix: Fix(safety: .safe, title: "b", edits: [file.edit(replacing: i...i, with: "[bad")]))
            }
        }
        let ts: [any Transform] = [replace("a", "foo", "bar"), replace("b", "bar", "baz"), grower(), bad]
        let serial = run(ts, inputs, options(jobs: 1, maxRounds: 2))
        let parallel = run(ts, inputs, options(jobs: 4, maxRounds: 2))
        // Every fifth file breaks and keeps its original bytes.
        #expect(serial.changes.count == 40)
        #expect(serial.problems.count == 11)
        #expect(serial.changes == parallel.changes)
        #expect(serial.findings == parallel.findings)
        #expect(serial.applied == parallel.applied)
        #expect(serial.problems == parallel.problems)
        #expect(serial.findings.count == parallel.findings.count)
        #expect(results(serial)["dir1/f1.swift"] == "// file 1\nlet v0 = baz + growth0XX\nlet v1 = baz + growth1XX\n")
    }

    @Test func parallelMapKeepsOrder() {
        let items = Array(0..<1_000)
        #expect(Engine.parallelMap(items, jobs: 4) { $0 * 2 } == items.map { $0 * 2 })
        #expect(Engine.parallelMap([Int](), jobs: 4) { $0 }.isEmpty)
        #expect(Engine.parallelMap([7], jobs: 0) { $0 + 1 } == [8])
    }

    // MARK: Engine.apply

    @Suite struct ApplyBytes {
        @Test func bytesOutsideEditsAreUntouched() {
            // BOM, CRLF, invalid UTF-8 and a NUL around two edits.
            let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let a = foo\r\n".utf8) + [0xFF, 0xFE, 0x00, 0x0D, 0x0A] + Array("let b = foo\r\n".utf8)
            let first = 3 + 8
            let second = 3 + 13 + 5 + 8
            let out = Engine.apply([
                Edit(path: "x", range: second..<(second + 3), replacement: "bär"),
                Edit(path: "x", range: first..<(first + 3), replacement: "b"),
            ], to: bytes)
            let expected: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let a = b\r\n".utf8) + [0xFF, 0xFE, 0x00, 0x0D, 0x0A] + Array("let b = bär\r\n".utf8)
            #expect(out == expected)
        }

        @Test func insertionsDeletionsAndDuplicates() {
            let bytes = Array("abcdef".utf8)
            #expect(Engine.apply([], to: bytes) == bytes)
            #expect(Engine.apply([Edit(path: "x", range: 0..<0, replacement: ">"), Edit(path: "x", range: 6..<6, replacement: "<")], to: bytes) == Array(">abcdef<".utf8))
            #expect(Engine.apply([Edit(path: "x", range: 1..<3, replacement: "")], to: bytes) == Array("adef".utf8))
            let dup = Edit(path: "x", range: 2..<4, replacement: "XY")
            #expect(Engine.apply([dup, dup], to: bytes) == Array("abXYef".utf8))
            #expect(Engine.apply([Edit(path: "x", range: 0..<6, replacement: [0xFF, 0x00])], to: bytes) == [0xFF, 0x00])
        }

        @Test func engineKeepsLineEndingsAndBOM() {
            let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let a = foo\r\n\tlet é = foo // ü\r\n".utf8) + [0xC3]
            let r = run([replace("rename", "foo", "bar")], [SourceInput(path: "a.swift", bytes: bytes)])
            let expected: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let a = bar\r\n\tlet é = bar // ü\r\n".utf8) + [0xC3]
            #expect(r.changes.first?.result == expected)
            #expect(where_(r.findings) == ["rename@a.swift:1:12", "rename@a.swift:2:11"])
        }
    }
}

// MARK: Triggers (issue 18)

/// A transform that reports every `hello` token, and may fire only in a file
/// whose word filter holds `trigger`.
private struct Triggered: Transform {
    let id = "triggered"
    let fixSafety = FixSafety.none
    let trigger: String
    let calls: CallLog
    var summary: String { "triggered" }
    func mayFire(in file: FilePreview) -> Bool { file.words.mayContain(trigger) }
    func findings(in file: FileContext) -> [Finding] {
        calls.record(file.path)
        let t = file.tree
        return (0..<t.count).filter { t.isText($0, "hello") }.map { file.finding(id, at: $0, "hello") }
    }
}

private final class CallLog: @unchecked Sendable {
    private var paths: [String] = []
    private let lock = NSLock()
    func record(_ p: String) { lock.withLock { paths.append(p) } }
    var recorded: [String] { lock.withLock { paths.sorted() } }
}

@Suite struct Triggers {
    /// The engine runs a transform only where it may fire, with every tree
    /// kept and with every tree dropped after pass 1 (streaming; with two
    /// jobs the dropped trees' word filters are freed on another thread,
    /// which the fixer waits for).
    @Test(arguments: [(24 << 20, 1), (0, 1), (0, 2)]) func aTransformRunsOnlyWhereItMayFire(threshold: Int, jobs: Int) {
        let inputs = [input("A.swift", "let hello = greeting\n"), input("B.swift", "let hello = 1\n"), input("C.swift", "let x = greeting\n")]
        let log = CallLog()
        var o = options(jobs: jobs)
        o.streamingThreshold = threshold
        let r = run([Triggered(trigger: "greeting", calls: log)], inputs, o)
        #expect(r.findings.map(\.path) == ["A.swift"])
        #expect(log.recorded == ["A.swift", "C.swift"])
    }

    /// A word filter answers "no" for words the file does not hold, "maybe" for those it does.
    @Test func theWordFilterKnowsTheFilesWords() {
        let words = SyntaxTree(bytes: Array("struct Greeting { let hello = 1 }".utf8)).words
        #expect(words.mayContain("Greeting") && words.mayContain("hello") && words.mayContain("struct"))
        #expect(!words.mayContain("UIScreen") && !words.mayContain("goodbye"))
    }
}
