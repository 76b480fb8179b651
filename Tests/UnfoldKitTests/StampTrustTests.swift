import Foundation
import Testing
import Transforms
@testable import UnfoldKit

/// The cache's trust in unread files (`StampTable`, docs/cache.md): an input
/// whose stamp is the one recorded is not read when the cache answers the
/// run whole; anything else about the file — its bytes, size, times, inode —
/// makes it read again, and a file changed just before the run that read
/// it is never trusted.
@Suite struct StampTrustTests {
    static func session(_ args: [String], cwd: String) throws -> Session {
        let console = Console(out: { _ in }, err: { _ in }, cwd: cwd)
        return Session(invocation: try CLI.parse(args), catalog: Registry.catalog, console: console)
    }

    static func write(_ text: String, _ path: String) throws {
        try FileIO.writeAtomically(Array(text.utf8), to: path)
    }

    /// The stamp table of the one cache file in `dir/.unfold-cache`.
    static func storedStamps(_ dir: String) throws -> StampTable {
        let folder = dir + "/.unfold-cache"
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".bin") })
        return try EngineCache(decoding: FileIO.read(folder + "/" + name, maxBytes: 1 << 30)).stamps
    }

    @Test func aStampIsSettledOnlyWhenChangedBeforeTheMargin() throws {
        let dir = try makeTemporaryFolder("unfold-stamps")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try StampTrustTests.write(CacheTests.view, dir + "/V.swift")
        let stamp = try #require(FileIO.stamp(dir + "/V.swift"))
        let now = StampTable.now()
        #expect(!StampTable.settled(stamp, runStart: now))
        #expect(!StampTable.settled(stamp, runStart: stamp.modifiedSeconds + StampTable.racyMargin))
        #expect(StampTable.settled(stamp, runStart: max(stamp.modifiedSeconds, stamp.changedSeconds) + StampTable.racyMargin + 1))
        // A change time after the modification time (a chmod, `touch -r`) keeps it unsettled.
        var restored = stamp
        restored.changedSeconds = stamp.modifiedSeconds + 100
        #expect(!StampTable.settled(restored, runStart: stamp.modifiedSeconds + StampTable.racyMargin + 1))
        #expect(FileIO.stamp(dir) == nil, "a directory has no stamp to trust")
    }

    @Test func theLoadLeavesUnreadOnlyFilesWithTheRecordedStamp() throws {
        let dir = try makeTemporaryFolder("unfold-stamps")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try StampTrustTests.write(CacheTests.view, dir + "/A.swift")
        try StampTrustTests.write(CacheTests.view, dir + "/B.swift")
        try StampTrustTests.write(CacheTests.view, dir + "/C.swift")
        var table = StampTable()
        let digest = ContentDigest(Array(CacheTests.view.utf8))
        table.record(dir + "/A.swift", .init(stamp: try #require(FileIO.stamp(dir + "/A.swift")), digest: digest))
        var older = try #require(FileIO.stamp(dir + "/C.swift"))
        older.modifiedNanoseconds ^= 1
        table.record(dir + "/C.swift", .init(stamp: older, digest: digest))
        let s = try StampTrustTests.session(["."], cwd: dir)
        var loaded = s.load(trusting: { table })
        #expect(loaded.unread.map(\.path) == ["A.swift"])
        #expect(loaded.inputs.map(\.path) == ["B.swift", "C.swift"])
        #expect(loaded.ordered.map(\.path) == ["A.swift", "B.swift", "C.swift"])
        #expect(loaded.stamps["A.swift"] != nil && loaded.absolute["A.swift"] == dir + "/A.swift")
        // Reading keeps the input order, and the bytes are the file's.
        #expect(loaded.readUnread(jobs: 2, maxBytes: 1 << 20).isEmpty)
        #expect(loaded.unread.isEmpty)
        #expect(loaded.inputs.map(\.path) == ["A.swift", "B.swift", "C.swift"])
        #expect(loaded.inputs[0].bytes == Array(CacheTests.view.utf8))
        // Without a table everything is read.
        #expect(s.load().unread.isEmpty)
    }

    @Test func removingInputsKeepsTheOrderOfReadAndUnread() throws {
        var loaded = LoadedFiles()
        loaded.inputs = ["b", "d"].map { SourceInput(path: $0, bytes: []) }
        loaded.unread = [UnreadInput(path: "a", absolute: "/a", digest: ContentDigest(a: 1, b: 1), position: 0),
                         UnreadInput(path: "c", absolute: "/c", digest: ContentDigest(a: 1, b: 1), position: 2),
                         UnreadInput(path: "e", absolute: "/e", digest: ContentDigest(a: 1, b: 1), position: 4)]
        #expect(loaded.ordered.map(\.path) == ["a", "b", "c", "d", "e"])
        loaded.removeInputs { $0 == "b" || $0 == "c" }
        #expect(loaded.ordered.map(\.path) == ["a", "d", "e"])
        #expect(loaded.unread.map(\.position) == [0, 2])
    }

    /// End to end, with files old enough to be recorded (the one wait of
    /// this suite: the racy margin).
    @Test func aWarmRunTrustsSettledFilesAndSeesEveryChange() throws {
        let dir = try makeTemporaryFolder("unfold-stamps")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // W has nothing to fix until the edit below (same size) gives it `UIScreen.main`.
        let other = CacheTests.view.replacingOccurrences(of: "class V", with: "class W").replacingOccurrences(of: "UIScreen.main", with: "UIScreen.xxxx")
        try StampTrustTests.write(CacheTests.view, dir + "/V.swift")
        try StampTrustTests.write(other, dir + "/W.swift")
        // Files changed within the margin before a run are not recorded.
        let fresh = runUnfold(["."], cwd: dir)
        #expect(fresh.code != .error, "\(fresh.err)")
        #expect(try StampTrustTests.storedStamps(dir).isEmpty)
        Thread.sleep(forTimeInterval: Double(StampTable.racyMargin) + 1.2)

        let clean = runUnfold(["--no-cache", "."], cwd: dir)
        let recording = runUnfold(["."], cwd: dir)
        #expect(try StampTrustTests.storedStamps(dir).entries.count == 2)
        let warm = runUnfold(["."], cwd: dir)
        #expect(recording.out == clean.out && warm.out == clean.out && warm.err == clean.err && warm.code == clean.code)
        #expect(!warm.out.isEmpty)
        let check = runUnfold(["check", "--format", "json", "."], cwd: dir)
        #expect(check.out == runUnfold(["--no-cache", "check", "--format", "json", "."], cwd: dir).out)

        // Same size, the modification time put back: the change time shows it
        // (W has no change in the stored result, so no original is read to catch it).
        #expect(!String(decoding: clean.out, as: UTF8.self).contains("W.swift"))
        let path = dir + "/W.swift"
        let before = try #require(FileIO.stamp(path))
        let edited = other.replacingOccurrences(of: "UIScreen.xxxx", with: "UIScreen.main")
        #expect(edited.utf8.count == other.utf8.count)
        let fd = open(path, O_WRONLY | O_TRUNC)
        #expect(fd >= 0)
        _ = Array(edited.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        var times = [timespec(tv_sec: before.modifiedSeconds, tv_nsec: before.modifiedNanoseconds),
                     timespec(tv_sec: before.modifiedSeconds, tv_nsec: before.modifiedNanoseconds)]
        #expect(futimens(fd, &times) == 0)
        close(fd)
        let after = try #require(FileIO.stamp(path))
        #expect(after.sameVersion(as: before), "size and modification time are back as they were")
        let seen = runUnfold(["."], cwd: dir)
        #expect(seen.out == runUnfold(["--no-cache", "."], cwd: dir).out)
        #expect(String(decoding: seen.out, as: UTF8.self).contains("W.swift"))

        // `fix` answered by the cache writes from the files' real bytes.
        let v = dir + "/V.swift"
        Thread.sleep(forTimeInterval: Double(StampTable.racyMargin) + 1.2)
        _ = runUnfold(["."], cwd: dir)
        #expect(try StampTrustTests.storedStamps(dir).entries.count == 2)
        let expected = runUnfold(["--no-cache", "."], cwd: dir).out
        #expect(runUnfold(["."], cwd: dir).out == expected)
        let fix = runUnfold(["fix", "--allow-no-vcs", "."], cwd: dir)
        #expect(fix.code != .error, "\(fix.err)")
        #expect(try String(contentsOfFile: v, encoding: .utf8) != CacheTests.view)
        #expect(try String(contentsOfFile: path, encoding: .utf8) != edited)
        #expect(runUnfold(["--no-cache", "."], cwd: dir).out.isEmpty, "the fix was applied whole")
        #expect(runUnfold(["."], cwd: dir).out.isEmpty)
    }
}
