// Unit tests for the mechanisms that make pass 2 and the fixer cheaper
// (issue 18): `FilePreview.declaresSubtype` asks the index only for qualified
// or generic names, `Parallel.map(_:jobs:largestFirst:_:)` keeps the items'
// order, and the fixer's next-round findings made while re-lexing (against
// the index before the round) are used only when the round changed no summary;
// the heirs of a target set and a file's deployment target are made once.
import Testing
import SwiftTree
@testable import UnfoldKit

/// A transform whose findings come from a closure.
private struct Fake: Transform {
    let id: String
    let body: @Sendable (FileContext) -> [Finding]
    var fixSafety: FixSafety { .safe }
    var summary: String { "fake \(id)" }
    func findings(in file: FileContext) -> [Finding] { body(file) }
}

/// Replaces every token `from` with `to` when `when` holds for the file.
private func replace(_ id: String, _ from: String, _ to: String, when: @escaping @Sendable (FileContext) -> Bool = { _ in true }) -> Fake {
    Fake(id: id) { file in
        guard when(file) else { return [] }
        let t = file.tree
        return (0..<t.count).filter { t.isText($0, from) }.map { i in
            file.finding(id, at: i, "\(from) → \(to)", fix: Fix(safety: .safe, title: to, edits: [file.edit(replacing: i...i, with: to)]))
        }
    }
}

private func changed(_ r: EngineResult) -> [String: String] {
    Dictionary(uniqueKeysWithValues: r.changes.map { ($0.path, String(decoding: $0.result, as: UTF8.self)) })
}

@Suite struct PassTwoTests {
    /// The loop asks the index for a type's hierarchy name only when the
    /// name is qualified or generic: the same answers as asking it for every type.
    @Test func declaresSubtypeAgreesWithTheIndex() {
        let sources = [
            "class AppDelegate: UIResponder, UIApplicationDelegate {}",
            "class Base: NSObject, UIApplicationDelegate {}\nclass Derived: Base {}",
            "extension Derived { func f() {} }",
            "enum Outer { class Delegate: NSObject, UIWindowSceneDelegate {} }",
            "extension Outer.Delegate {}",
            "class Box<T>: UIView {}\nextension Box where T == Int {}",
            "struct Plain {}\nprotocol P {}",
            "let x = 1",
            // The heirs' base names are asked of the file's words first: a
            // backticked name is hashed with its backticks, a generic or
            // nested one by its last component.
            "class `Default`: NSObject, UIApplicationDelegate {}",
            "extension `Default` {}",
            "class Gen<T>: NSObject, UIWindowSceneDelegate {}\nextension Gen where T == Int {}",
            "extension Outer.Delegate.Inner {}\nextension Swift.Array {}",
            // An heir whose file names no target, only its superclass (an heir).
            "final class Leaf: Derived {}",
            // One type, its name's accent precomposed here and combining there:
            // equal as strings, different bytes (the word filter's hash).
            "class Caf\u{E9}: UIView {}",
            "extension Cafe\u{301} {}",
        ]
        let trees = sources.enumerated().map { (path: "f\($0.offset).swift", tree: SyntaxTree($0.element)) }
        let summaries = trees.map { FileSummary(path: $0.path, tree: $0.tree, collectors: []) }
        let index = ProjectIndex(summaries: summaries, otherFiles: [], jobs: 1)
        for targets: Set<String> in [["UIApplicationDelegate"], ["UIWindowSceneDelegate"], ["UIView"], ["Base"], ["Nothing"], ["Box"]] {
            for (k, s) in summaries.enumerated() {
                let preview = FilePreview(path: s.path, words: trees[k].tree.words, summary: s, index: index)
                // The question as it was asked before: every type through `hierarchyName`.
                let reference = s.types.contains { t in
                    index.inherits(t.name, fromAnyOf: targets)
                        || t.name.contains(".") && index.inherits(SyntaxTree.baseTypeName(t.name), fromAnyOf: targets)
                }
                #expect(preview.declaresSubtype(ofAnyOf: targets) == reference, "\(targets) in \(sources[k])")
            }
        }
        let delegate = FilePreview(path: "f0.swift", words: trees[0].tree.words, summary: summaries[0], index: index)
        #expect(delegate.declaresSubtype(ofAnyOf: ["UIApplicationDelegate"]))
        let derived = FilePreview(path: "f2.swift", words: trees[2].tree.words, summary: summaries[2], index: index)
        #expect(derived.declaresSubtype(ofAnyOf: ["UIApplicationDelegate"]))
        let nested = FilePreview(path: "f4.swift", words: trees[4].tree.words, summary: summaries[4], index: index)
        #expect(nested.declaresSubtype(ofAnyOf: ["UIWindowSceneDelegate"]))
        let backticked = FilePreview(path: "f8.swift", words: trees[8].tree.words, summary: summaries[8], index: index)
        #expect(backticked.declaresSubtype(ofAnyOf: ["UIApplicationDelegate"]))
        let generic = FilePreview(path: "f10.swift", words: trees[10].tree.words, summary: summaries[10], index: index)
        #expect(generic.declaresSubtype(ofAnyOf: ["UIWindowSceneDelegate"]))
        let leaf = FilePreview(path: "f12.swift", words: trees[12].tree.words, summary: summaries[12], index: index)
        #expect(leaf.declaresSubtype(ofAnyOf: ["UIApplicationDelegate"]) && leaf.declaresSubtype(ofAnyOf: ["Base"]))
        #expect(!leaf.declaresSubtype(ofAnyOf: ["UIView"]))
        let accented = FilePreview(path: "f14.swift", words: trees[14].tree.words, summary: summaries[14], index: index)
        #expect(accented.declaresSubtype(ofAnyOf: ["UIView"]))
    }

    /// The heirs of a target set are made once per index and set, whichever
    /// copy of the set asks; another set gets its own.
    @Test func heirsAreMadeOncePerTargetSet() {
        let tree = SyntaxTree("class Base: NSObject, UIApplicationDelegate {}\nclass Derived: Base {}\nclass Other: UIView {}")
        let index = ProjectIndex(summaries: [FileSummary(path: "a.swift", tree: tree, collectors: [])], otherFiles: [], jobs: 1)
        // (The index also knows the frameworks' app delegates: `FlutterAppDelegate`, …)
        let delegates = index.heirs(of: ["UIApplicationDelegate"])
        #expect(delegates.isSuperset(of: ["UIApplicationDelegate", "Base", "Derived"]) && !delegates.contains("Other"))
        #expect(index.heirs(of: Set(["UIApplicationDelegate"])) == delegates)
        let views = index.heirs(of: ["UIView"])
        #expect(views.isSuperset(of: ["UIView", "Other"]) && !views.contains("Base"))
        #expect(index.heirs(of: ["UIView", "Base"]) == views.union(["Base", "Derived"]))
        #expect(index.heirs(of: ["UIApplicationDelegate"]) == delegates)
    }

    /// Findings sorted with their paths ranked once come out in the order the
    /// standard sort gives, ties included (ASCII paths, and paths whose
    /// accents are composed or not, which Swift's strings hold equal).
    @Test func rankedSortMatchesTheStandardSort() {
        for pool in [["b.swift", "a/b.swift", "a.swift", "Z.swift", "a.swift.orig", "a"],
                     ["é.swift", "e\u{301}.swift", "b.swift", "ä/x.swift", "a/x.swift"]] {
            var seed: UInt64 = 42
            func next(_ n: Int) -> Int {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return Int(seed >> 33) % n
            }
            let findings = (0..<400).map { k in
                Finding(ruleID: ["x", "y", "a-b"][next(3)], path: pool[next(pool.count)], offset: next(6), line: 1, column: 1, message: "\(k)")
            }
            #expect(Engine.sortedFindings(findings).map(\.message) == findings.sorted(by: Engine.order).map(\.message))
        }
        #expect(Engine.sortedFindings([]).isEmpty)
    }

    /// Pass 2's findings joined by moving them out of the per-file arrays:
    /// the order of `flatMap`, also when an array is shared (copied first,
    /// the other holder keeping its findings) or empty; each array given
    /// keeps its count, of empty findings.
    @Test func findingsJoinedByMovingKeepTheOrder() {
        let fix = Fix(safety: .safe, title: "t", edits: [Edit(path: "a.swift", range: 0..<1, replacement: "x")])
        let shared = [Finding(ruleID: "r", path: "b.swift", offset: 3, line: 1, column: 4, message: "shared \(1 + 1)", fix: fix)]
        var arrays: [[Finding]] = [
            (0..<5).map { Finding(ruleID: "r\($0)", path: "a.swift", offset: $0, line: 1, column: $0 + 1, message: "m\($0) \(String(repeating: "x", count: 40))") },
            [], shared, [],
            [Finding(ruleID: "q", path: "c.swift", offset: 0, line: 1, column: 1, message: "last", fix: fix)],
        ]
        let expected = arrays.flatMap { $0 }
        let joined = Finding.joinedMoving(&arrays)
        #expect(joined == expected)
        #expect(arrays.map(\.count) == [5, 0, 1, 0, 1])
        #expect(arrays.joined().allSatisfy { $0.path.isEmpty && $0.message.isEmpty && $0.fix == nil })
        #expect(shared[0].message == "shared 2" && shared[0].fix == fix)
        var none: [[Finding]] = []
        #expect(Finding.joinedMoving(&none).isEmpty)
    }

    /// Target sets are the same by storage first, then by their names.
    @Test func targetSetsCompareByStorageThenByNames() {
        let one: Set<String> = ["UIView", "UIControl"]
        let copy = one
        var rebuilt = Set(["UIControl"])
        rebuilt.insert("UIView")
        #expect(TypedFactsCache.same(one, copy))
        #expect(TypedFactsCache.same(one, rebuilt))
        #expect(!TypedFactsCache.same(one, ["UIView"]))
        #expect(!TypedFactsCache.same(one, []))
        #expect(TypedFactsCache.same([], Set<String>()))
    }

    /// The cache read without a lock: threads asking the same keys at once
    /// (folders past several snapshots, named values, target sets) all get
    /// the one value stored first for each key, whoever made it.
    @Test func cacheGivesOneValuePerKeyToEveryThread() {
        let cache = TypedFactsCache()
        let made = Counter()
        let folders = (0..<600).map { "App/Folder\($0)" }
        let sets: [Set<String>] = [["UIView"], ["UIViewController"], ["UIView", "UIWindow"]]
        // Each thread walks the keys from another start: first asks meet.
        let answers = Parallel.map(Array(0..<8), jobs: 4) { worker -> [String] in
            var seen: [String] = []
            for k in 0..<folders.count {
                let dir = folders[(k + worker * 75) % folders.count]
                seen.append(dir + "=" + cache.projectPositions(inFolder: dir) { [made.increment()] }.map(String.init).joined())
                if k % 50 == 0 {
                    let name = "derived\(k / 50)"
                    seen.append(name + "=" + cache.derived(name) { "\(made.increment())" })
                    let targets = sets[k / 50 % sets.count]
                    seen.append(targets.sorted().joined() + "=" + cache.heirs(of: targets) { ["\(made.increment())"] }.sorted().joined())
                }
            }
            return seen.sorted()
        }
        #expect(answers.count == 8)
        #expect(answers.allSatisfy { $0 == answers[0] })
        #expect(answers[0].count == 600 + 12 * 2)
        // Asked again after all were made: the same values, nothing made again.
        let before = made.increment()
        #expect(cache.projectPositions(inFolder: folders[599]) { [-1] }.map(String.init).joined() == answers[0].first { $0.hasPrefix(folders[599] + "=") }!.split(separator: "=")[1].description)
        #expect(cache.derived("derived3") { "new" } != "new")
        #expect(made.increment() == before + 1)
    }

    /// A file context asks the index for its deployment target once, and
    /// gives its answer (or the option's) every time.
    @Test func deploymentTargetIsAskedOncePerContext() {
        let tree = SyntaxTree("let x = 1")
        let package = SourceInput(path: "Package.swift", bytes: Array("let p = Package(name: \"A\", platforms: [.iOS(.v15)])\n".utf8))
        let index = ProjectIndex(summaries: [FileSummary(path: "Sources/A/a.swift", tree: tree, collectors: [])], otherFiles: [package], jobs: 1)
        let file = FileContext(path: "Sources/A/a.swift", tree: tree, index: index)
        let direct = index.deploymentTarget(for: "Sources/A/a.swift")
        #expect(direct.map { [$0.0, $0.1] } == [15, 0])
        #expect(file.deploymentTarget.map { [$0.0, $0.1] } == direct.map { [$0.0, $0.1] })
        #expect(file.deploymentTarget.map { [$0.0, $0.1] } == direct.map { [$0.0, $0.1] })
        var options = TransformOptions()
        options.deploymentTarget = (17, 2)
        let pinned = FileContext(path: "Sources/A/a.swift", tree: tree, index: index, options: options)
        #expect(pinned.deploymentTarget.map { [$0.0, $0.1] } == [17, 2])
        let unknown = FileContext(path: "b.swift", tree: tree, index: ProjectIndex(summaries: [], otherFiles: [], jobs: 1))
        #expect(unknown.deploymentTarget == nil && unknown.deploymentTarget == nil)
    }

    /// Largest first changes only when each item runs: results keep the items' order (ties too).
    @Test func largestFirstMapKeepsOrder() {
        let items = (0..<300).map { ($0 * 7919) % 101 }
        for jobs in [0, 1, 2, 3] {
            #expect(Parallel.map(items, jobs: jobs, largestFirst: { $0 }) { $0 * 2 } == items.map { $0 * 2 })
            #expect(Parallel.map(items, jobs: jobs, largestFirst: { _ in 0 }) { "\($0)" } == items.map { "\($0)" })
        }
        #expect(Parallel.map([Int](), jobs: 2, largestFirst: { $0 }) { $0 }.isEmpty)
        #expect(Parallel.map([5], jobs: 2, largestFirst: { $0 }) { $0 + 1 } == [6])
    }

    /// The parallel maps keep no result alive once the arrays they return
    /// go: each result is freed then (the maps used to leave every result
    /// retained in a buffer freed without releasing it).
    @Test func parallelMapsLeaveNoResultBehind() {
        final class Made: Sendable {}
        for jobs in [1, 2, 3] {
            var held: [Made]? = Parallel.map(Array(0..<40), jobs: jobs, largestFirst: { $0 % 7 }) { _ in Made() }
            var heldBoth: ([Made], [Made])? = Parallel.map(Array(0..<30), after: Array(0..<9), jobs: jobs, { _ in Made() }, first: { _ in Made() })
            weak let one = held?[17], other = heldBoth?.0[29], first = heldBoth?.1[3]
            #expect(one != nil && other != nil && first != nil)
            #expect(held?.count == 40 && heldBoth?.0.count == 30 && heldBoth?.1.count == 9)
            held = nil
            heldBoth = nil
            #expect(one == nil, "jobs \(jobs)")
            #expect(other == nil && first == nil, "jobs \(jobs)")
        }
    }

    /// A round whose fix adds a declaration changes the file's summary, so
    /// the index is made again and the next round's findings come from it
    /// (not from those made while re-lexing, against the old index): the
    /// second fix needs the new type.
    @Test func aFixThatChangesTheIndexIsFollowedWithTheNewIndex() {
        let declare = replace("declare", "seed", "class Made: UIView {}")
        let use = replace("use", "use", "used") { $0.index.isUIView("Made") }
        for jobs in [1, 2] {
            var options = EngineOptions()
            options.jobs = jobs
            let r = Engine(transforms: [declare, use], options: options).run([
                SourceInput(path: "a.swift", bytes: Array("seed\nuse\n".utf8)),
                SourceInput(path: "b.swift", bytes: Array("let other = 1\n".utf8)),
            ])
            #expect(changed(r) == ["a.swift": "class Made: UIView {}\nused\n"], "jobs \(jobs)")
            #expect(r.problems.isEmpty)
        }
    }

    /// A round that changes no summary keeps the index: the findings made
    /// while re-lexing are the next round's, in every file the round changed.
    @Test func findingsMadeWhileRelexingAreTheNextRounds() {
        let ts: [any Transform] = [replace("a", "foo", "bar"), replace("b", "bar", "baz"), replace("c", "baz", "qux")]
        var inputs: [SourceInput] = []
        for k in 0..<12 {
            inputs.append(SourceInput(path: "d\(k % 3)/f\(k).swift", bytes: Array(String(repeating: "f(foo)\n", count: k + 1).utf8)))
        }
        for jobs in [1, 2, 3] {
            var options = EngineOptions()
            options.jobs = jobs
            let r = Engine(transforms: ts, options: options).run(inputs)
            #expect(r.changes.count == 12)
            #expect(r.changes.allSatisfy { String(decoding: $0.result, as: UTF8.self).split(separator: "\n").allSatisfy { $0 == "f(qux)" } })
            #expect(r.applied.count == r.findings.count)
            #expect(r.problems.isEmpty)
        }
    }
}
