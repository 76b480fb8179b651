import Foundation
import Testing
import Transforms
@testable import UnfoldKit

/// The result cache (issue 18, item 3; docs/cache.md): what it reuses, what
/// it recomputes, and that a bad cache file is never trusted.
@Suite struct CacheTests {
    static let view = "import UIKit\n\nfinal class V: UIView {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        let s = 1 / UIScreen.main.scale\n        _ = s\n    }\n}\n"
    /// A type whose UIView-ness comes from another file (`Base` below).
    static let derived = "import UIKit\n\nfinal class D: Base {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        let s = 1 / UIScreen.main.scale\n        _ = s\n    }\n}\n"
    static let baseIsView = "import UIKit\n\nclass Base: UIView {}\n"
    static let baseIsPlain = "import UIKit\n\nclass Base {}\n"

    static func inputs(_ files: [String: String]) -> [SourceInput] {
        files.keys.sorted().map { SourceInput(path: $0, bytes: Array(files[$0]!.utf8)) }
    }

    static func run(_ files: [String: String], cache: EngineCache?) -> EngineResult {
        var options = EngineOptions()
        options.jobs = 2
        options.unsafe = true
        options.cache = cache
        return Engine(transforms: Registry.all, options: options).run(inputs(files))
    }

    static func same(_ a: EngineResult, _ b: EngineResult) -> Bool {
        a.findings == b.findings && a.applied == b.applied && a.superseded == b.superseded
            && a.changes == b.changes && a.problems == b.problems
    }

    /// A cache after a round trip through its bytes (as the next run reads it).
    static func reloaded(_ cache: EngineCache) throws -> EngineCache {
        try EngineCache(decoding: cache.encoded())
    }

    @Test func byteCodingRoundTrips() throws {
        var w = ByteWriter()
        for v in [0, 1, -1, 127, 128, -129, Int.max, Int.min, 1 << 40] { w.int(v) }
        w.string("héllo")
        w.bool(true)
        w.data([1, 2, 3])
        let d = ContentDigest(Array("x".utf8))
        w.digest(d)
        var r = ByteReader(w.bytes)
        for v in [0, 1, -1, 127, 128, -129, Int.max, Int.min, 1 << 40] { #expect(try r.int() == v) }
        #expect(try r.string() == "héllo")
        #expect(try r.bool())
        #expect(try r.data() == [1, 2, 3])
        #expect(try r.digest() == d)
        #expect(r.atEnd)
        var short = ByteReader(Array(w.bytes.prefix(3)), from: 0)
        #expect(throws: CacheDecodingError.self) { for _ in 0..<20 { _ = try short.string() } }
    }

    @Test func digestsSeeEveryByteAndTheParts() {
        let a = Array(repeating: UInt8(ascii: "a"), count: 1000)
        var b = a
        b[517] = UInt8(ascii: "b")
        #expect(ContentDigest(a) != ContentDigest(b))
        #expect(ContentDigest(a) == ContentDigest(a))
        #expect(ContentDigest(Array(a.prefix(999))) != ContentDigest(a))
        let ab = ContentDigest.combining { $0.string("ab"); $0.string("c") }
        let bc = ContentDigest.combining { $0.string("a"); $0.string("bc") }
        #expect(ab != bc)
    }

    @Test func aWarmRunIsAnsweredWholeAndIsTheSame() throws {
        let files = ["A/V.swift": CacheTests.view, "A/D.swift": CacheTests.derived, "A/Base.swift": CacheTests.baseIsView]
        let plain = CacheTests.run(files, cache: nil)
        #expect(!plain.findings.isEmpty)
        let cold = EngineCache()
        #expect(CacheTests.same(CacheTests.run(files, cache: cold), plain))
        #expect(cold.stats.summariesComputed == 3 && cold.stats.findingsComputed == 3 && !cold.stats.runHit)
        let warm = try CacheTests.reloaded(cold)
        #expect(CacheTests.same(CacheTests.run(files, cache: warm), plain))
        #expect(warm.stats.runHit)
    }

    @Test func aChangedBodyReanalysesThatFileOnly() throws {
        var files = ["A/V.swift": CacheTests.view, "A/D.swift": CacheTests.derived, "A/Base.swift": CacheTests.baseIsView]
        let cache = EngineCache()
        _ = CacheTests.run(files, cache: cache)
        files["A/V.swift"] = CacheTests.view.replacingOccurrences(of: "_ = s", with: "_ = s + 1")
        let next = try CacheTests.reloaded(cache)
        let r = CacheTests.run(files, cache: next)
        #expect(CacheTests.same(r, CacheTests.run(files, cache: nil)))
        #expect(!next.stats.runHit)
        #expect(next.stats.summariesComputed == 1 && next.stats.summariesReused == 2)
        #expect(next.stats.findingsComputed == 1 && next.stats.findingsReused == 2)
    }

    @Test func aChangedDeclarationReanalysesTheFilesThatDependOnIt() throws {
        var files = ["A/V.swift": CacheTests.view, "A/D.swift": CacheTests.derived, "A/Base.swift": CacheTests.baseIsView]
        let cache = EngineCache()
        let before = CacheTests.run(files, cache: cache)
        #expect(before.findings.contains { $0.path == "A/D.swift" })
        // Base stops being a UIView: D's finding must go, though D.swift did not change.
        files["A/Base.swift"] = CacheTests.baseIsPlain
        let next = try CacheTests.reloaded(cache)
        let r = CacheTests.run(files, cache: next)
        let plain = CacheTests.run(files, cache: nil)
        #expect(CacheTests.same(r, plain))
        #expect(r.findings.filter { $0.path == "A/D.swift" } != before.findings.filter { $0.path == "A/D.swift" })
        #expect(next.stats.summariesReused == 2 && next.stats.findingsReused == 0 && next.stats.findingsComputed == 3)
    }

    /// A run that analyses some files (`--changed-since`) keeps the others' stored findings.
    @Test func aPartialRunKeepsTheOtherFilesFindings() throws {
        let files = ["A/V.swift": CacheTests.view, "A/D.swift": CacheTests.derived, "A/Base.swift": CacheTests.baseIsView]
        let cache = EngineCache()
        _ = CacheTests.run(files, cache: cache)
        let partial = try CacheTests.reloaded(cache)
        var options = EngineOptions()
        options.jobs = 2
        options.unsafe = true
        options.analysedPaths = { $0 == "A/V.swift" }
        options.cache = partial
        _ = Engine(transforms: Registry.all, options: options).run(CacheTests.inputs(files))
        let full = try CacheTests.reloaded(partial)
        #expect(CacheTests.same(CacheTests.run(files, cache: full), CacheTests.run(files, cache: nil)))
        #expect(full.stats.findingsReused == 3 && full.stats.findingsComputed == 0)
    }

    @Test func otherOptionsDoNotReuseEntries() throws {
        let files = ["A/V.swift": CacheTests.view]
        let cache = EngineCache()
        _ = CacheTests.run(files, cache: cache)
        let next = try CacheTests.reloaded(cache)
        var options = EngineOptions()
        options.select = ["uiscreen-main"]
        options.cache = next
        let r = Engine(transforms: Registry.all, options: options).run(CacheTests.inputs(files))
        #expect(!next.stats.runHit && next.stats.summariesReused == 0)
        #expect(r.findings.allSatisfy { $0.ruleID == "uiscreen-main" })
    }

    @Test func pathIgnoresWithoutASaltTurnTheCacheOff() {
        let cache = EngineCache()
        var options = EngineOptions()
        options.cache = cache
        options.pathIgnored = { _, _ in false }
        _ = Engine(transforms: Registry.all, options: options).run(CacheTests.inputs(["V.swift": CacheTests.view]))
        #expect(cache.stats == EngineCache.Stats())
    }

    @Test func aCorruptTruncatedOrForeignFileIsRejected() throws {
        let cache = EngineCache()
        _ = CacheTests.run(["A/V.swift": CacheTests.view], cache: cache)
        let good = cache.encoded()
        _ = try EngineCache(decoding: good)
        var flipped = good
        flipped[good.count / 2] ^= 0x40
        #expect(throws: CacheDecodingError.self) { try EngineCache(decoding: flipped) }
        #expect(throws: CacheDecodingError.self) { try EngineCache(decoding: Array(good.prefix(good.count - 5))) }
        #expect(throws: CacheDecodingError.self) { try EngineCache(decoding: Array("{\"not\": \"a cache\"}".utf8)) }
        // Another version of unfold wrote it.
        var w = ByteWriter()
        w.raw(EngineCache.magic)
        w.uint(EngineCache.formatVersion)
        w.string("0.0.1")
        let foreign = w.bytes + good[w.bytes.count...]
        do {
            _ = try EngineCache(decoding: Array(foreign))
            Issue.record("a cache of another version was accepted")
        } catch {
            #expect(error.reason.contains("0.0.1"))
        }
    }

    // MARK: The command line

    @Test func theCLIWritesAFolderGitIgnoresAndASecondRunIsIdentical() throws {
        let dir = try makeTemporaryFolder("unfold-cache")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try CacheTests.view.write(toFile: dir + "/V.swift", atomically: false, encoding: .utf8)
        let first = runUnfold(["."], cwd: dir)
        let folder = dir + "/.unfold-cache"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(names.contains(".gitignore") && names.contains("CACHEDIR.TAG"))
        #expect(names.filter { $0.hasSuffix(".bin") }.count == 1)
        #expect(try String(contentsOfFile: folder + "/.gitignore", encoding: .utf8).contains("\n*\n"))
        let second = runUnfold(["."], cwd: dir)
        #expect(first.code == second.code && first.out == second.out && first.err == second.err)
        #expect(!first.out.isEmpty)
    }

    @Test func noCacheWritesNothingAndCacheDirIsHonoured() throws {
        let dir = try makeTemporaryFolder("unfold-cache")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try CacheTests.view.write(toFile: dir + "/V.swift", atomically: false, encoding: .utf8)
        _ = runUnfold(["--no-cache", "check", "."], cwd: dir)
        #expect(!FileManager.default.fileExists(atPath: dir + "/.unfold-cache"))
        _ = runUnfold(["check", "--cache-dir", "elsewhere", "."], cwd: dir)
        #expect(!FileManager.default.fileExists(atPath: dir + "/.unfold-cache"))
        #expect(FileManager.default.fileExists(atPath: dir + "/elsewhere/.gitignore"))
    }

    @Test func aCorruptCacheFileIsIgnoredWithAWarning() throws {
        let dir = try makeTemporaryFolder("unfold-cache")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try CacheTests.view.write(toFile: dir + "/V.swift", atomically: false, encoding: .utf8)
        let clean = runUnfold(["--no-cache", "."], cwd: dir)
        _ = runUnfold(["."], cwd: dir)
        let folder = dir + "/.unfold-cache"
        let file = folder + "/" + (try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".bin") }!)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        bytes[bytes.count / 2] ^= 0xff
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let r = runUnfold(["."], cwd: dir)
        #expect(r.err.contains("ignoring the cache file") && r.err.contains("checksum"))
        #expect(r.out == clean.out && r.code == clean.code)
        // Rewritten: the next run trusts it again, silently.
        let again = runUnfold(["."], cwd: dir)
        #expect(!again.err.contains("ignoring the cache file"))
        #expect(again.out == clean.out)
    }

    @Test func theCacheFolderLeavesAGitTreeClean() throws {
        let dir = try makeTemporaryFolder("unfold-cache-git")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try CacheTests.view.write(toFile: dir + "/V.swift", atomically: false, encoding: .utf8)
        for args in [["init", "-q"], ["add", "."], ["-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "x"]] {
            #expect(Git.run(args, in: dir).status == 0)
        }
        _ = runUnfold(["check", "."], cwd: dir)
        #expect(FileManager.default.fileExists(atPath: dir + "/.unfold-cache"))
        #expect(Git.isDirty(at: dir) == false)
        let fix = runUnfold(["fix", "."], cwd: dir)
        #expect(fix.code != .error, "\(fix.err)")
    }
}
