import Foundation
import Testing
import Transforms
@testable import UnfoldKit

/// Every snapshot case gives the same result with and without the result
/// cache (issue 18, item 3): every transform together with review fixes,
/// run without a cache, with an empty one, with the run answered whole from
/// the cache read back from its bytes, and with only the files' entries
/// (summaries and round-1 findings) reused.
@Suite struct CacheSnapshotTests {
    static func run(_ inputs: [SourceInput], _ cache: EngineCache?) -> EngineResult {
        var options = EngineOptions()
        options.unsafe = true
        options.jobs = 1
        options.cache = cache
        return Engine(transforms: Registry.all, options: options).run(inputs)
    }

    static func difference(_ a: EngineResult, _ b: EngineResult) -> String? {
        if a.findings != b.findings { return "findings differ" }
        if a.applied != b.applied || a.superseded != b.superseded { return "applied or superseded differ" }
        if a.changes != b.changes { return "changes differ" }
        if a.problems != b.problems { return "problems differ" }
        return nil
    }

    @Test func everyCaseIsTheSameWithTheCache() throws {
        var checked = 0
        for c in SnapshotCase.all {
            let tree = SnapshotCase.readTree(c.dir + "/before")
            let inputs = tree.keys.sorted().map { SourceInput(path: $0, bytes: tree[$0]!) }
            let plain = CacheSnapshotTests.run(inputs, nil)
            let cold = EngineCache()
            let first = CacheSnapshotTests.run(inputs, cold)
            #expect(CacheSnapshotTests.difference(first, plain) == nil, "\(c.testDescription): cold cache: \(CacheSnapshotTests.difference(first, plain) ?? "")")
            let warm = try EngineCache(decoding: cold.encoded())
            let whole = CacheSnapshotTests.run(inputs, warm)
            #expect(warm.stats.runHit, "\(c.testDescription): the run was not answered from the cache")
            #expect(CacheSnapshotTests.difference(whole, plain) == nil, "\(c.testDescription): whole run from the cache: \(CacheSnapshotTests.difference(whole, plain) ?? "")")
            let files = try EngineCache(decoding: cold.encoded())
            files.forgetRun()
            let perFile = CacheSnapshotTests.run(inputs, files)
            let swift = inputs.filter(\.isSwift).count
            #expect(files.stats.summariesReused == swift && files.stats.findingsReused == swift && files.stats.summariesComputed == 0,
                    "\(c.testDescription): \(files.stats)")
            #expect(CacheSnapshotTests.difference(perFile, plain) == nil, "\(c.testDescription): per-file entries: \(CacheSnapshotTests.difference(perFile, plain) ?? "")")
            checked += 1
        }
        #expect(checked == SnapshotCase.all.count && (checked > 300 || SnapshotCase.only != nil))
    }
}

/// A snapshot case's own `.gitignore` (an Expo project ignores its generated
/// `ios/`) must not keep the case's files out of the repository: on a clean
/// clone the case would lose them (it happened once). Catches it in the
/// working tree before the commit; in a clean clone there is nothing to find.
@Suite struct SnapshotFilesAreCommittableTests {
    @Test(.enabled(if: Git.isAvailable, "git is not installed"))
    func noSnapshotFileIsIgnoredByGit() {
        let r = Git.run(["ls-files", "--others", "--ignored", "--exclude-standard", "--", "Snapshots"], in: SnapshotCase.root)
        guard r.status == 0 else { return }  // not a git checkout (a source archive)
        let ignored = r.stdout.split(separator: "\n").filter { !$0.contains("/.unfold-cache/") }
        #expect(ignored.isEmpty, "snapshot files git ignores (add them with `git add -f`): \(ignored.prefix(10))")
    }
}
