import Foundation
import Testing
import Transforms
@testable import UnfoldKit

/// Steps derived from one engine run (issue 12 item 20): on every snapshot
/// case's before/ tree and on Examples/LegacyApp, with every transform and
/// review fixes, applying the steps in order gives exactly the run's changes,
/// each step starting from the contents the previous ones left.
@Suite struct StepTests {
    static func check(_ inputs: [SourceInput], _ name: String) {
        var options = EngineOptions()
        options.unsafe = true
        options.jobs = 1
        options.recordSteps = true
        let engine = Engine(transforms: Registry.all, options: options)
        let r = engine.run(inputs)
        var files = Dictionary(inputs.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        var expected = files
        for c in r.changes { expected[c.path] = c.result }
        let order = Dictionary(uniqueKeysWithValues: engine.transforms.enumerated().map { ($1.id, $0) })
        var last: (round: Int, rank: Int) = (0, -1)
        for s in r.steps {
            #expect(!s.changes.isEmpty && s.fixCount > 0, "\(name): empty step \(s.ruleID)")
            // Round by round, and within a round in the engine's transform order.
            let now = (round: s.rounds[0], rank: order[s.ruleID] ?? Int.max)
            #expect(now.round > last.round || (now.round == last.round && now.rank > last.rank), "\(name): \(s.ruleID) \(s.rounds) out of order")
            last = (s.rounds.last!, now.rank)
            for c in s.changes {
                #expect(files[c.path] == c.original, "\(name): step \(s.ruleID) \(s.rounds) does not start from the previous contents of \(c.path)")
                files[c.path] = c.result
            }
        }
        #expect(files == expected, "\(name): the steps together differ from the run's changes")
        #expect(r.changes.isEmpty == r.steps.isEmpty, "\(name)")
    }

    @Test(arguments: SnapshotCase.all)
    func stepsOfEverySnapshotCaseAddUpToTheRun(_ c: SnapshotCase) {
        let tree = SnapshotCase.readTree(c.dir + "/before")
        Self.check(tree.keys.sorted().map { SourceInput(path: $0, bytes: tree[$0]!) }, c.testDescription)
    }

    @Test func stepsOfTheLegacyAppAddUpToTheRun() {
        let root = SnapshotCase.root + "/Examples/LegacyApp"
        let tree = SnapshotCase.readTree(root).filter { $0.key.hasSuffix(".swift") || $0.key.hasSuffix(".plist") || $0.key.hasSuffix(".pbxproj") }
        #expect(tree.count > 5)
        Self.check(tree.keys.sorted().map { SourceInput(path: $0, bytes: tree[$0]!) }, "LegacyApp")
    }

    /// All snapshot cases in one tree (transforms meet each other's fixes).
    @Test func stepsOfAllSnapshotCasesTogetherAddUpToTheRun() {
        var inputs: [SourceInput] = []
        for c in SnapshotCase.all {
            let tree = SnapshotCase.readTree(c.dir + "/before")
            for p in tree.keys.sorted() { inputs.append(SourceInput(path: "\(c.transform)/\(c.name)/\(p)", bytes: tree[p]!)) }
        }
        Self.check(inputs, "all cases")
    }
}
