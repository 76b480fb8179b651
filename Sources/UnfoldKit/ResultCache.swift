import Foundation
import SwiftTree

/// Results of earlier runs, reused when nothing they depend on changed
/// (issue 18, item 3; docs/cache.md). Two levels:
///
/// - **the run**: the whole `EngineResult`, keyed by the tool version, the
///   engine options and the digest of every input and context file. An
///   unchanged tree is answered without parsing anything.
/// - **each Swift file**: its pass-1 summary, keyed by its content (a
///   summary depends on the file alone), and its round-1 findings, keyed by
///   its content and the digest of the project index they were computed
///   against (every summary, every non-Swift input, the options). A file
///   whose body changed but whose summary did not is the only one analysed
///   again; a changed summary (a declaration, a collected fact) or project
///   file changes the index key, and every file is analysed again against
///   the new index — the dependency is coarse on purpose, never stale.
///
/// Later fixing rounds never read the cache: their inputs are rewritten text.
/// The cache object is filled by one engine run and then encoded
/// (`encoded()`), or decoded from a file (`init(decoding:)`), which checks a
/// magic line, the format and tool version, and a checksum, and throws on
/// anything else: a cache file is never trusted.
public final class EngineCache: @unchecked Sendable {
    /// What one Swift file left in the cache.
    struct FileEntry: Sendable {
        var content: ContentDigest
        /// The encoded `FileSummary`.
        var summary: [UInt8]
        /// The index key its findings were computed against (nil: none stored).
        var index: ContentDigest?
        var findings: [Finding] = []
        /// Whether the file has `unfold:` comments (suppression needs its tree).
        var marker = false
    }

    /// How much of a run the cache answered (for tests and `--verbose`-like notes).
    public struct Stats: Sendable, Equatable {
        public var runHit = false
        public var summariesReused = 0
        public var summariesComputed = 0
        public var findingsReused = 0
        public var findingsComputed = 0
    }

    static let magic = Array("unfold-cache\n".utf8)
    /// Bumped when the encoding changes.
    static let formatVersion: UInt64 = 3

    /// The options key the stored entries were made with (nil: none stored).
    private(set) var optionsKey: ContentDigest?
    /// The stored file entries, decoded from `storedFiles` when first needed
    /// (a run the cache answers whole never decodes them).
    private var storedDecoded: [String: FileEntry]?
    /// The stored file entries as encoded (nil: decoded, or none).
    private var storedFiles: [UInt8]?
    private var stored: [String: FileEntry] {
        get {
            if let d = storedDecoded { return d }
            var files: [String: FileEntry] = [:]
            if let blob = storedFiles {
                var r = ByteReader(blob)
                // The checksum was right: an unreadable section is this tool's own bug, and costs a recomputation only.
                files = (try? EngineCache.files(&r)) ?? [:]
            }
            storedDecoded = files
            storedFiles = nil
            return files
        }
        set {
            storedDecoded = newValue
            storedFiles = nil
        }
    }
    /// The inputs' stamps as last read (`StampTable`).
    private(set) var stamps = StampTable()
    /// The table this run made, to be written (nil: the stored one stays).
    private var freshStamps: StampTable?
    /// The stored run: its key and its encoded result (decoded on a hit, with the inputs).
    private var storedRun: (key: ContentDigest, encoded: [UInt8])?
    private var fresh: [String: FileEntry] = [:]
    private var freshRun: (key: ContentDigest, encoded: [UInt8])?
    private var freshOptionsKey: ContentDigest?
    /// This run's input digests, by path.
    private var digests: [String: ContentDigest] = [:]
    private let lock = NSLock()
    public private(set) var stats = Stats()

    /// An empty cache.
    public init() {
        storedDecoded = [:]
    }

    // MARK: Keys

    /// What the results depend on besides the inputs: the tool version and
    /// build (`executableIdentity`), the transforms that run, and every option
    /// that changes a finding. `salt` is what the caller knows and the options
    /// cannot show (the config file's bytes behind `pathIgnored`).
    static func optionsKey(_ options: EngineOptions, transforms: [any Transform]) -> ContentDigest {
        ContentDigest.combining { w in
            w.string(UnfoldVersion.current)
            w.string(executableIdentity)
            w.uint(EngineCache.formatVersion)
            w.strings(transforms.map(\.id))
            w.strings(options.select.map { $0.sorted() } ?? ["*all*"])
            w.strings(options.ignore.sorted())
            w.bool(options.unsafe)
            w.int(options.maxRounds)
            w.int(options.transformOptions.deploymentTargetValue ?? -1)
            w.strings(options.knownIDs.sorted())
            w.bool(options.reportUnusedSuppressions)
            w.int(options.shard?.index ?? -1)
            w.int(options.shard?.count ?? -1)
            w.string(options.cacheSalt)
        }
    }

    /// The running executable's size, modification time and inode: a build
    /// that changed a transform without a version bump (a developer's, a
    /// package built from a branch) must not reuse another build's results.
    /// Empty where the executable cannot be found (the version alone then).
    static let executableIdentity: String = {
        #if os(Linux)
        let path = "/proc/self/exe"
        #else
        let path = CommandLine.arguments.first ?? ""
        #endif
        var st = stat()
        guard !path.isEmpty, stat(path, &st) == 0 else { return "" }
        #if os(Linux)
        let mtime = st.st_mtim
        #else
        let mtime = st.st_mtimespec
        #endif
        return "\(st.st_size):\(mtime.tv_sec).\(mtime.tv_nsec):\(st.st_ino)"
    }()

    /// Whether `options` may use a cache at all: a `pathIgnored` filter
    /// without a salt naming it could change findings unseen.
    static func usable(with options: EngineOptions) -> Bool {
        options.pathIgnored == nil || !options.cacheSalt.isEmpty
    }

    /// Digests this run's inputs and context files; drops the stored
    /// entries when they were made with other options.
    func begin(inputs: [SourceInput], context: [SourceInput], optionsKey key: ContentDigest, jobs: Int) {
        let all = inputs + context
        let d = Parallel.map(all, jobs: jobs) { ContentDigest($0.bytes) }
        begin(digests: zip(all.map(\.path), d).map { ($0, $1) }, optionsKey: key, decodingFiles: true)
    }

    /// `begin` with the digests known (`Engine.cachedResult`: some files not
    /// read, trusted on their stamps); `decodingFiles`: make the stored file
    /// entries ready for the parallel look-ups (not needed to answer a run whole).
    func begin(digests list: [(path: String, digest: ContentDigest)], optionsKey key: ContentDigest, decodingFiles: Bool) {
        lock.lock()
        defer { lock.unlock() }
        digests = [:]
        digests.reserveCapacity(list.count)
        for (path, h) in list where digests[path] == nil { digests[path] = h }
        if optionsKey != key {
            stored = [:]
            storedRun = nil
        }
        freshOptionsKey = key
        fresh = [:]
        freshRun = nil
        hit = false
        stats = Stats()
        if decodingFiles { _ = stored }
    }

    /// The key of a whole run: options, and every input and context file by
    /// path and content (the digests `begin` was given).
    func runKey(optionsKey: ContentDigest, inputs: [String], context: [String]) -> ContentDigest {
        ContentDigest.combining { w in
            w.digest(optionsKey)
            for list in [inputs, context] {
                w.uint(UInt64(list.count))
                for path in list {
                    w.string(path)
                    w.digest(digests[path] ?? ContentDigest(a: 0, b: 0))
                }
            }
        }
    }

    /// This run's digest of the input or context file `path` (after `begin`).
    func digest(of path: String) -> ContentDigest? { digests[path] }

    /// Sets the stamp table to write with this run's results.
    func record(stamps table: StampTable) {
        if table != stamps { freshStamps = table }
    }

    /// Whether this run changed something the cache file holds besides a
    /// run it answered (new stamps to write after a hit).
    var hasFreshStamps: Bool { freshStamps != nil }

    /// The key of an index: options, every summary (encoded) and every other file.
    func indexKey(optionsKey: ContentDigest, summaries: [(path: String, encoded: [UInt8])], others: [SourceInput]) -> ContentDigest {
        ContentDigest.combining { w in
            w.digest(optionsKey)
            w.uint(UInt64(summaries.count))
            for s in summaries {
                w.string(s.path)
                w.data(s.encoded)
            }
            w.uint(UInt64(others.count))
            for f in others.sorted(by: { $0.path < $1.path }) {
                w.string(f.path)
                w.digest(digests[f.path] ?? ContentDigest(f.bytes))
            }
        }
    }

    /// The options key `begin` was given.
    var boundOptionsKey: ContentDigest? { freshOptionsKey }

    // MARK: Lookups (thread-safe: `begin` decoded the stored entries, and they do not change while a run reads them)

    /// The stored result of a run with `key`; `original` (an input's bytes
    /// by path, which the key proves unchanged; nil: unreadable, no answer)
    /// supplies the changes' originals.
    func run(_ key: ContentDigest, original: (String) -> [UInt8]?) -> EngineResult? {
        guard let r = storedRun, r.key == key else { return nil }
        var reader = ByteReader(r.encoded)
        guard let result = try? CacheCoding.result(&reader, original: original), reader.atEnd else { return nil }
        return result
    }

    /// The stored summary bytes of `path`, when its content is unchanged.
    func summary(_ path: String) -> [UInt8]? {
        guard let e = storedDecoded?[path], let d = digests[path], e.content == d else { return nil }
        return e.summary
    }

    /// The stored round-1 findings of `path` against index `key`, when its content is unchanged.
    func findings(_ path: String, index key: ContentDigest) -> (findings: [Finding], marker: Bool)? {
        guard let e = storedDecoded?[path], let d = digests[path], e.content == d, e.index == key else { return nil }
        return (e.findings, e.marker)
    }

    /// Drops the stored run, so that the next run reuses file entries only (tests).
    func forgetRun() { storedRun = nil }

    // MARK: Recording (serial, after the parallel parts)

    func record(path: String, summary: [UInt8], reused: Bool) {
        guard let d = digests[path] else { return }
        // An unchanged file keeps its stored findings until this run analyses it
        // (a `--changed-since` or `--shard` run analyses only some files).
        if reused, let old = stored[path], old.content == d {
            fresh[path] = old
        } else {
            fresh[path] = FileEntry(content: d, summary: summary)
        }
        if reused { stats.summariesReused += 1 } else { stats.summariesComputed += 1 }
    }

    func record(path: String, index key: ContentDigest, findings: [Finding], marker: Bool, reused: Bool) {
        guard fresh[path] != nil else { return }
        fresh[path]!.index = key
        fresh[path]!.findings = findings
        fresh[path]!.marker = marker
        if reused { stats.findingsReused += 1 } else { stats.findingsComputed += 1 }
    }

    func record(run key: ContentDigest, result: EngineResult) {
        // Sized once (`CacheCoding.sizeBound`): grown by doubling, the
        // writer touched twice the bytes it kept and held two buffers at
        // once, at the run's peak of memory (all its trees still held).
        var w = ByteWriter(capacity: CacheCoding.sizeBound(result))
        CacheCoding.write(result, &w)
        freshRun = (key, w.bytes)
    }

    /// A run answered by the cache: everything stored stays.
    func recordHit() {
        stats.runHit = true
        freshRun = storedRun
        hit = true
    }

    /// The run was answered whole: the stored file entries are written back as they were read.
    private var hit = false

    // MARK: Encoding

    /// The cache as bytes: what this run recorded (falling back to what it
    /// loaded when the run recorded nothing).
    public func encoded() -> [UInt8] {
        let keepStored = hit || (fresh.isEmpty && freshRun == nil)
        let run = freshRun ?? (fresh.isEmpty ? storedRun : nil)
        let key = freshOptionsKey ?? optionsKey
        // The parts first, then the whole in one buffer of their size (each
        // grown by doubling touched twice its bytes).
        var stampBytes = ByteWriter()
        (freshStamps ?? stamps).write(&stampBytes)
        // The file entries last, as one block: a run the cache answers whole never decodes them.
        var filesBlock: [UInt8]
        if keepStored, let blob = storedFiles {
            filesBlock = blob
        } else {
            let files = keepStored ? stored : fresh
            var bound = 16
            for e in files.values {
                bound += 64 + e.summary.count + (e.index == nil ? 0 : 32 + CacheCoding.sizeBound(e.findings))
            }
            for p in files.keys { bound += p.utf8.count }
            var f = ByteWriter(capacity: bound)
            f.uint(UInt64(files.count))
            for (path, e) in files.sorted(by: { $0.key < $1.key }) {
                f.string(path)
                f.digest(e.content)
                f.data(e.summary)
                f.bool(e.index != nil)
                if let i = e.index {
                    f.digest(i)
                    f.bool(e.marker)
                    CacheCoding.write(e.findings, &f)
                }
            }
            filesBlock = f.bytes
        }
        var w = ByteWriter(capacity: 256 + stampBytes.bytes.count + (run?.encoded.count ?? 0) + filesBlock.count)
        w.raw(EngineCache.magic)
        w.uint(EngineCache.formatVersion)
        w.string(UnfoldVersion.current)
        let bodyStart = w.bytes.count
        w.bool(key != nil)
        if let key { w.digest(key) }
        w.raw(stampBytes.bytes)
        w.bool(run != nil)
        if let run {
            w.digest(run.key)
            w.data(run.encoded)
        }
        w.data(filesBlock)
        // Hashed in place (a slice copied into an array was the file's size again).
        let sum = w.bytes.withUnsafeBytes { ContentDigest(buffer: UnsafeRawBufferPointer(rebasing: $0[bodyStart...])) }
        w.digest(sum)
        return w.bytes
    }

    /// A cache read back from `encoded()`'s bytes. Throws (and the caller
    /// warns and starts empty) on another tool version, another format, a
    /// checksum mismatch, or anything malformed.
    public init(decoding bytes: [UInt8]) throws(CacheDecodingError) {
        guard bytes.starts(with: EngineCache.magic) else { throw CacheDecodingError(reason: "not an unfold cache file") }
        var r = ByteReader(bytes, from: EngineCache.magic.count)
        let format = try r.uint()
        guard format == EngineCache.formatVersion else { throw CacheDecodingError(reason: "cache format \(format), this unfold reads \(EngineCache.formatVersion)") }
        let version = try r.string()
        guard version == UnfoldVersion.current else { throw CacheDecodingError(reason: "made by unfold \(version.prefix(40)), this is \(UnfoldVersion.current)") }
        let bodyStart = r.position
        guard bytes.count - bodyStart >= 16 else { throw CacheDecodingError(reason: "truncated") }
        var tail = ByteReader(bytes, from: bytes.count - 16)
        let sum = try tail.digest()
        guard ContentDigest(Array(bytes[bodyStart..<bytes.count - 16])) == sum else { throw CacheDecodingError(reason: "checksum mismatch") }
        let body = ByteReader(Array(bytes[..<(bytes.count - 16)]), from: bodyStart)
        r = body
        optionsKey = try r.bool() ? r.digest() : nil
        stamps = try StampTable(&r)
        if try r.bool() {
            let key = try r.digest()
            storedRun = (key, try r.data())
        }
        storedFiles = try r.data()
        guard r.atEnd else { throw CacheDecodingError(reason: "trailing bytes") }
    }

    /// The file entries of a cache file's last block.
    private static func files(_ r: inout ByteReader) throws(CacheDecodingError) -> [String: FileEntry] {
        var files: [String: FileEntry] = [:]
        let n = try r.count()
        files.reserveCapacity(n)
        for _ in 0..<n {
            let path = try r.string()
            var e = FileEntry(content: try r.digest(), summary: try r.data())
            if try r.bool() {
                e.index = try r.digest()
                e.marker = try r.bool()
                e.findings = try CacheCoding.findings(&r)
            }
            files[path] = e
        }
        guard r.atEnd else { throw CacheDecodingError(reason: "trailing bytes in the file entries") }
        return files
    }
}

/// The encodings of what the cache stores: summaries, findings, results.
enum CacheCoding {
    // MARK: Summaries

    static func write(_ s: FileSummary, collectors: [any CollectingTransform], _ w: inout ByteWriter) {
        w.string(s.path)
        w.uint(UInt64(s.types.count))
        for t in s.types {
            w.string(t.name)
            w.uint(UInt64(t.kind.rawValue))
            w.strings(t.inherits)
        }
        w.strings(s.mainTypes)
        w.bool(s.hasConfigurationForConnecting)
        let ids = s.facts.keys.sorted()
        w.uint(UInt64(ids.count))
        for id in ids {
            w.string(id)
            let t = collectors.first { $0.id == id }
            w.data(t?.encodedFacts(s.facts[id]!) ?? [])
        }
    }

    static func encoded(_ s: FileSummary, collectors: [any CollectingTransform]) -> [UInt8] {
        var w = ByteWriter(capacity: 256)
        write(s, collectors: collectors, &w)
        return w.bytes
    }

    static func summary(_ bytes: [UInt8], collectors: [any CollectingTransform]) throws(CacheDecodingError) -> FileSummary {
        var r = ByteReader(bytes)
        let path = try r.string()
        var types: [FileSummary.TypeFact] = []
        let n = try r.count()
        types.reserveCapacity(n)
        for _ in 0..<n {
            let name = try r.string()
            guard let kind = DeclKind(rawValue: UInt8(truncatingIfNeeded: try r.uint())) else { throw CacheDecodingError(reason: "unknown declaration kind") }
            types.append(FileSummary.TypeFact(name: name, kind: kind, inherits: try r.strings()))
        }
        var s = FileSummary(path: path, types: types)
        s.mainTypes = try r.strings()
        s.hasConfigurationForConnecting = try r.bool()
        let k = try r.count()
        for _ in 0..<k {
            let id = try r.string()
            let data = try r.data()
            guard let t = collectors.first(where: { $0.id == id }),
                  let facts = t.decodedFacts(data) else { throw CacheDecodingError(reason: "facts of \(id) unreadable") }
            s.facts[id] = facts
        }
        guard r.atEnd else { throw CacheDecodingError(reason: "trailing bytes in a summary") }
        return s
    }

    // MARK: Findings

    /// At least the bytes `write(findings)` writes (each string's or
    /// byte array's length with 10 bytes for its count; 10 bytes a number):
    /// a writer sized so never grows.
    static func sizeBound(_ findings: [Finding]) -> Int {
        var n = 10
        for k in findings.indices {
            n += 80 + findings[k].ruleID.utf8.count + findings[k].path.utf8.count + findings[k].message.utf8.count
            guard let fix = findings[k].fix else { continue }
            n += 40 + fix.safety.rawValue.utf8.count + fix.title.utf8.count
            for e in fix.edits { n += 40 + e.path.utf8.count + e.replacement.count }
            for c in fix.creations { n += 20 + c.path.utf8.count + c.contents.count }
            for r in fix.commentsMayGo { n += 40 + r.path.utf8.count }
        }
        return n
    }

    /// At least the bytes `write(result)` writes (`sizeBound(findings)`).
    static func sizeBound(_ result: EngineResult) -> Int {
        var n = 64 + sizeBound(result.findings) + 10 * (result.applied.count + result.superseded.count)
        for c in result.changes { n += 32 + c.path.utf8.count + c.result.count }
        for p in result.problems { n += 64 + p.description.utf8.count }
        return n
    }

    static func write(_ findings: [Finding], _ w: inout ByteWriter) {
        w.uint(UInt64(findings.count))
        for f in findings {
            w.string(f.ruleID)
            w.string(f.path)
            w.int(f.offset)
            w.int(f.line)
            w.int(f.column)
            w.string(f.message)
            w.bool(f.fix != nil)
            guard let fix = f.fix else { continue }
            w.string(fix.safety.rawValue)
            w.string(fix.title)
            w.uint(UInt64(fix.edits.count))
            for e in fix.edits {
                w.string(e.path)
                w.int(e.range.lowerBound)
                w.int(e.range.upperBound)
                w.data(e.replacement)
            }
            w.uint(UInt64(fix.creations.count))
            for c in fix.creations {
                w.string(c.path)
                w.data(c.contents)
            }
            w.uint(UInt64(fix.commentsMayGo.count))
            for r in fix.commentsMayGo {
                w.string(r.path)
                w.int(r.range.lowerBound)
                w.int(r.range.upperBound)
            }
        }
    }

    static func range(_ r: inout ByteReader) throws(CacheDecodingError) -> Range<Int> {
        let lo = try r.int()
        let hi = try r.int()
        guard lo <= hi else { throw CacheDecodingError(reason: "malformed range") }
        return lo..<hi
    }

    static func findings(_ r: inout ByteReader) throws(CacheDecodingError) -> [Finding] {
        let n = try r.count()
        var out: [Finding] = []
        out.reserveCapacity(n)
        for _ in 0..<n {
            var f = Finding(ruleID: try r.string(), path: try r.string(), offset: try r.int(), line: try r.int(),
                            column: try r.int(), message: try r.string())
            if try r.bool() {
                guard let safety = FixSafety(rawValue: try r.string()) else { throw CacheDecodingError(reason: "unknown fix safety") }
                var fix = Fix(safety: safety, title: try r.string(), edits: [])
                for _ in 0..<(try r.count()) {
                    fix.edits.append(Edit(path: try r.string(), range: try range(&r), replacement: try r.data()))
                }
                for _ in 0..<(try r.count()) {
                    fix.creations.append(FileCreation(path: try r.string(), contents: try r.data()))
                }
                for _ in 0..<(try r.count()) {
                    fix.commentsMayGo.append(FileRange(path: try r.string(), range: try range(&r)))
                }
                f.fix = fix
            }
            out.append(f)
        }
        return out
    }

    // MARK: Results

    static func write(_ result: EngineResult, _ w: inout ByteWriter) {
        write(result.findings, &w)
        for set in [result.applied, result.superseded] {
            w.uint(UInt64(set.count))
            for i in set.sorted() { w.int(i) }
        }
        w.uint(UInt64(result.changes.count))
        for c in result.changes {
            w.string(c.path)
            // The original is the input (the run key proves it): only whether there is one.
            w.bool(c.original != nil)
            w.data(c.result)
        }
        w.uint(UInt64(result.problems.count))
        for p in result.problems {
            switch p {
            case .revertedFile(let path):
                w.uint(0)
                w.string(path)
            case .noFixedPoint(let rules, let paths, let rounds):
                w.uint(1)
                w.strings(rules)
                w.strings(paths)
                w.int(rounds)
            case .projectFile(let warning):
                w.uint(2)
                w.string(warning.file)
                w.int(warning.line)
                w.string(warning.reason)
            case .nonIOSFilesSkipped(let count):
                w.uint(3)
                w.int(count)
            }
        }
    }

    static func result(_ r: inout ByteReader, original: (String) -> [UInt8]?) throws(CacheDecodingError) -> EngineResult {
        let findings = try findings(&r)
        var sets: [Set<Int>] = []
        for _ in 0..<2 {
            var s = Set<Int>()
            for _ in 0..<(try r.count()) {
                let i = try r.int()
                guard findings.indices.contains(i) else { throw CacheDecodingError(reason: "finding index out of range") }
                s.insert(i)
            }
            sets.append(s)
        }
        var changes: [FileChange] = []
        for _ in 0..<(try r.count()) {
            let path = try r.string()
            var before: [UInt8]?
            if try r.bool() {
                guard let o = original(path) else { throw CacheDecodingError(reason: "a changed file is not an input, or unreadable") }
                before = o
            }
            changes.append(FileChange(path: path, original: before, result: try r.data()))
        }
        var problems: [EngineProblem] = []
        for _ in 0..<(try r.count()) {
            switch try r.uint() {
            case 0: problems.append(.revertedFile(path: try r.string()))
            case 1: problems.append(.noFixedPoint(rules: try r.strings(), paths: try r.strings(), rounds: try r.int()))
            case 2: problems.append(.projectFile(ProjectWarning(file: try r.string(), line: try r.int(), reason: try r.string())))
            case 3: problems.append(.nonIOSFilesSkipped(count: try r.int()))
            default: throw CacheDecodingError(reason: "unknown problem kind")
            }
        }
        return EngineResult(findings: findings, applied: sets[0], superseded: sets[1], changes: changes, problems: problems)
    }
}

extension CollectingTransform {
    /// The facts of a summary as JSON bytes (nil when they are not this transform's).
    func encodedFacts(_ facts: CollectedFacts) -> [UInt8]? {
        guard let f = facts.value as? Facts, let data = try? JSONEncoder().encode(f) else { return nil }
        return Array(data)
    }

    /// Facts read back from `encodedFacts`.
    func decodedFacts(_ bytes: [UInt8]) -> CollectedFacts? {
        (try? JSONDecoder().decode(Facts.self, from: Data(bytes))).map { CollectedFacts($0) }
    }
}
