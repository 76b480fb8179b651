import Foundation
import Testing
import Transforms
@testable import UnfoldKit

/// Every snapshot case gives the same result when the engine streams (issue
/// 18): with `streamingThreshold` 0 every tree is dropped after pass 1, and
/// pass 2 parses a file again only where a transform may fire
/// (`Transform.mayFire`, asked with the file's word filter and summary). A
/// trigger that misses what a transform finds shows here as a difference.
@Suite struct StreamingSnapshotTests {
    /// Each case's before/ run with the default options and with `change`
    /// applied, compared (every transform, review fixes, one job).
    static func everyCaseIsTheSame(_ what: String, _ change: (inout EngineOptions) -> Void) {
        var checked = 0
        for c in SnapshotCase.all {
            let tree = SnapshotCase.readTree(c.dir + "/before")
            let inputs = tree.keys.sorted().map { SourceInput(path: $0, bytes: tree[$0]!) }
            var options = EngineOptions()
            options.unsafe = true
            options.jobs = 1
            let plain = Engine(transforms: Registry.all, options: options).run(inputs)
            change(&options)
            let changed = Engine(transforms: Registry.all, options: options).run(inputs)
            #expect(CacheSnapshotTests.difference(changed, plain) == nil, "\(c.testDescription): \(what): \(CacheSnapshotTests.difference(changed, plain) ?? "")")
            checked += 1
        }
        #expect(checked == SnapshotCase.all.count && (checked > 300 || SnapshotCase.only != nil))
    }

    @Test func everyCaseIsTheSameWhenStreaming() {
        Self.everyCaseIsTheSame("streaming") { $0.streamingThreshold = 0 }
    }

    /// No transform's `mayFire` hides a finding in any case: the run with
    /// every transform on every file gives the same result.
    @Test func noTriggerHidesAFinding() {
        Self.everyCaseIsTheSame("a trigger hides something") { $0.ignoresMayFire = true }
    }
}
