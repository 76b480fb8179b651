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
    @Test func everyCaseIsTheSameWhenStreaming() {
        var checked = 0
        for c in SnapshotCase.all {
            let tree = SnapshotCase.readTree(c.dir + "/before")
            let inputs = tree.keys.sorted().map { SourceInput(path: $0, bytes: tree[$0]!) }
            var options = EngineOptions()
            options.unsafe = true
            options.jobs = 1
            let whole = Engine(transforms: Registry.all, options: options).run(inputs)
            options.streamingThreshold = 0
            let streamed = Engine(transforms: Registry.all, options: options).run(inputs)
            #expect(CacheSnapshotTests.difference(streamed, whole) == nil, "\(c.testDescription): streaming: \(CacheSnapshotTests.difference(streamed, whole) ?? "")")
            checked += 1
        }
        #expect(checked == SnapshotCase.all.count && (checked > 300 || SnapshotCase.only != nil))
    }

    /// No transform's `mayFire` hides a finding in any case: the run with
    /// every transform on every file gives the same result.
    @Test func noTriggerHidesAFinding() {
        var checked = 0
        for c in SnapshotCase.all {
            let tree = SnapshotCase.readTree(c.dir + "/before")
            let inputs = tree.keys.sorted().map { SourceInput(path: $0, bytes: tree[$0]!) }
            var options = EngineOptions()
            options.unsafe = true
            options.jobs = 1
            let gated = Engine(transforms: Registry.all, options: options).run(inputs)
            options.ignoresMayFire = true
            let everywhere = Engine(transforms: Registry.all, options: options).run(inputs)
            #expect(CacheSnapshotTests.difference(gated, everywhere) == nil, "\(c.testDescription): a trigger hides something: \(CacheSnapshotTests.difference(gated, everywhere) ?? "")")
            checked += 1
        }
        #expect(checked == SnapshotCase.all.count && (checked > 300 || SnapshotCase.only != nil))
    }
}
