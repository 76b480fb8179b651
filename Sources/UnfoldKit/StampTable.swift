#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the result cache knows of each input without reading it (issue 18,
/// item 3; docs/cache.md): the file's stamp when a run last read it, and the
/// digest of the bytes it read then. A file whose stamp is the same now —
/// size, modification and change times to the nanosecond, inode, device — is
/// trusted to hold the same bytes, as git trusts its index: when every input
/// is either trusted or read, the cache can answer an unchanged run without
/// opening the trusted files at all (`Engine.cachedResult`).
///
/// Racily clean files are never recorded: a file changed less than
/// `racyMargin` seconds before the run that read it started could be changed
/// again within the same clock tick, keeping its stamp, so it is read again
/// next time (and recorded then). The change time cannot be set from user
/// space, so a tool that restores a modification time after an edit (`touch
/// -r`, some editors and checkouts) still shows. A stamp that does not match
/// is never an error: the file is simply read.
struct StampTable: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var stamp: FileStamp
        var digest: ContentDigest
    }

    /// By absolute path.
    private(set) var entries: [String: Entry] = [:]

    /// How long (seconds) before the start of the run that read a file its
    /// last change must be for its stamp to be recorded: the granularity of
    /// file times (a clock tick; two seconds on FAT) with room to spare.
    static let racyMargin = 2

    init() {}

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// The digest recorded for `absolute` when `stamp` is exactly the one recorded.
    func digest(of absolute: String, stamp: FileStamp) -> ContentDigest? {
        guard let e = entries[absolute], e.stamp == stamp else { return nil }
        return e.digest
    }

    /// The recorded entry of `absolute`, whatever its stamp.
    func entry(_ absolute: String) -> Entry? { entries[absolute] }

    /// Whether a file with `stamp`, read by a run that started at `runStart`
    /// (seconds since the epoch), may be trusted later: last changed at
    /// least `racyMargin` seconds before the run started.
    static func settled(_ stamp: FileStamp, runStart: Int) -> Bool {
        stamp.modifiedSeconds < runStart - racyMargin && stamp.changedSeconds < runStart - racyMargin
    }

    /// Records `entry` for `absolute` (the caller checked `settled`).
    mutating func record(_ absolute: String, _ entry: Entry) { entries[absolute] = entry }

    /// The current time in seconds since the epoch (a run's start).
    static func now() -> Int { Int(time(nil)) }

    // MARK: Encoding

    func write(_ w: inout ByteWriter) {
        w.uint(UInt64(entries.count))
        for (path, e) in entries.sorted(by: { $0.key < $1.key }) {
            w.string(path)
            w.digest(e.digest)
            let s = e.stamp
            w.int(s.size)
            w.int(s.modifiedSeconds)
            w.int(s.modifiedNanoseconds)
            w.int(s.changedSeconds)
            w.int(s.changedNanoseconds)
            w.uint(s.inode)
            w.uint(s.device)
        }
    }

    init(_ r: inout ByteReader) throws(CacheDecodingError) {
        let n = try r.count()
        entries.reserveCapacity(n)
        for _ in 0..<n {
            let path = try r.string()
            let digest = try r.digest()
            let size = try r.int()
            let modified = (try r.int(), try r.int())
            let changed = (try r.int(), try r.int())
            let stamp = FileStamp(size: size, modified: modified, changed: changed, inode: try r.uint(), device: try r.uint())
            entries[path] = Entry(stamp: stamp, digest: digest)
        }
    }
}
