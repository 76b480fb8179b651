import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The write-ahead journal of a `fix --branch` run, in `<git dir>/unfold-run/`:
/// where the run started (branch and commit), the branch it made, and for
/// every file it writes, a copy of the bytes before (appended to one file,
/// `originals`: thousands of small files would cost more than the run) and
/// the size and hash of the bytes written, recorded before the file is replaced.
/// The rollback restores from it, in the run or, after a SIGKILL or a power
/// cut, with `unfold fix --recover`. The journal is also the run's lock: a
/// second branch run in the same repository refuses while it exists.
final class RunJournal {
    struct Header: Codable {
        var tool = "unfold"
        var format = 1
        var pid: Int32
        var top: String
        /// The branch name, or the commit when HEAD was detached.
        var original: String
        var originalIsBranch: Bool
        var originalCommit: String
        var branch: String
    }

    /// A file the run wrote: `offset` places its saved original in
    /// `originals` (nil: the run created it).
    struct FileRecord: Codable {
        var path: String
        var relative: String
        var offset: Int?
        var originalSize: Int
        var size: Int
        var hash: UInt64
    }

    enum Line: Codable {
        case header(Header)
        case file(FileRecord)
        /// The run is about to stage files (the index needs resetting on rollback).
        case staging
        /// A commit with this subject is about to be made.
        case committing(String)
        case commit(String)
    }

    let dir: String
    private(set) var header: Header
    private(set) var files: [FileRecord] = []
    private(set) var commits: [String] = []
    private(set) var staged = false
    /// The subject of the commit last started (it may exist even if the run
    /// died before recording it: git finishes after its parent is killed).
    private(set) var committing: String?

    var journalPath: String { dir + "/journal.jsonl" }
    var originalsPath: String { dir + "/originals" }
    /// Open while the run writes (journal, originals); -1 otherwise.
    private var journalFD: Int32 = -1
    private var originalsFD: Int32 = -1
    private var originalsSize = 0
    /// `originals`, read once by a rollback.
    private var originalsCache: [UInt8]?

    /// The journal folder of the repository whose git dir is `gitDir`.
    static func folder(gitDir: String) -> String { gitDir + "/unfold-run" }

    private init(dir: String, header: Header) {
        self.dir = dir
        self.header = header
    }

    /// Starts a journal; fails when one exists (another run, or one that was
    /// interrupted and not recovered).
    static func begin(gitDir: String, header: Header) throws(InputError) -> RunJournal {
        let dir = folder(gitDir: gitDir)
        let j = RunJournal(dir: dir, header: header)
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: dir, reason: error.localizedDescription)
        }
        j.journalFD = open(j.journalPath, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if j.journalFD < 0 { throw .unwritable(path: j.journalPath, reason: errorText(errno)) }
        j.originalsFD = open(j.originalsPath, O_WRONLY | O_APPEND | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        if j.originalsFD < 0 { throw .unwritable(path: j.originalsPath, reason: errorText(errno)) }
        try j.append(.header(header))
        return j
    }

    /// The journal left in `gitDir`, if any. Lines after a torn last line are ignored.
    static func existing(gitDir: String) -> RunJournal? {
        let path = folder(gitDir: gitDir) + "/journal.jsonl"
        guard let bytes = try? FileIO.read(path) else { return nil }
        var journal: RunJournal?
        let decoder = JSONDecoder()
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard let entry = try? decoder.decode(Line.self, from: Data(line)) else { break }
            switch entry {
            case .header(let h): journal = RunJournal(dir: folder(gitDir: gitDir), header: h)
            case .file(let f): journal?.files.append(f)
            case .staging: journal?.staged = true
            case .committing(let s): journal?.committing = s
            case .commit(let c): journal?.commits.append(c)
            }
        }
        // A journal whose header never made it: nothing was written yet.
        return journal ?? RunJournal(dir: folder(gitDir: gitDir), header: Header(pid: 0, top: "", original: "", originalIsBranch: false, originalCommit: "", branch: ""))
    }

    /// Records that `target` is about to be replaced by `result` (saving
    /// `original`, nil when the file is created). Call before writing.
    func recordWrite(target: String, relative: String, original: [UInt8]?, result: [UInt8]) throws(InputError) {
        var offset: Int?
        if let original {
            try RunJournal.writeAll(originalsFD, original, path: originalsPath)
            offset = originalsSize
            originalsSize += original.count
        }
        let record = FileRecord(path: target, relative: relative, offset: offset, originalSize: original?.count ?? 0,
                                size: result.count, hash: RunJournal.hash(result))
        try append(.file(record))
        files.append(record)
    }

    func recordStaging() throws(InputError) {
        guard !staged else { return }
        try append(.staging)
        staged = true
    }

    func recordCommitting(_ subject: String) throws(InputError) {
        try append(.committing(subject))
        committing = subject
    }

    func recordCommit(_ sha: String) throws(InputError) {
        try append(.commit(sha))
        commits.append(sha)
    }

    /// The saved original of `record` (nil for a created file).
    func original(of record: FileRecord) throws(InputError) -> [UInt8]? {
        guard let offset = record.offset else { return nil }
        let all: [UInt8]
        if let cached = originalsCache {
            all = cached
        } else {
            all = try FileIO.read(originalsPath, maxBytes: Int.max)
            originalsCache = all
        }
        guard offset + record.originalSize <= all.count else {
            throw .unreadable(path: originalsPath, reason: "the saved original of \(record.relative) is incomplete")
        }
        return Array(all[offset..<(offset + record.originalSize)])
    }

    /// Removes the journal: the run finished, or its rollback did.
    func close() {
        for fd in [journalFD, originalsFD] where fd >= 0 { closeDescriptor(fd) }
        journalFD = -1
        originalsFD = -1
        try? FileManager.default.removeItem(atPath: dir)
    }

    deinit {
        for fd in [journalFD, originalsFD] where fd >= 0 { closeDescriptor(fd) }
    }

    private func append(_ line: Line) throws(InputError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(line)
        } catch {
            throw .unwritable(path: journalPath, reason: "cannot encode the journal: \(error)")
        }
        try RunJournal.writeAll(journalFD, [UInt8](data) + [UInt8(ascii: "\n")], path: journalPath)
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(InputError) {
        if fd < 0 { throw .unwritable(path: path, reason: "the journal is closed") }
        if let err = FileIO.writeAll(fd, bytes) { throw .unwritable(path: path, reason: errorText(err)) }
    }

    /// FNV-1a, 64 bits: tells "still what unfold wrote" from "changed since".
    static func hash(_ bytes: [UInt8]) -> UInt64 { FNV1a.hash(bytes) }

    /// The run's process, if it is still alive (another run holds the journal).
    var ownerIsAlive: Bool {
        header.pid > 0 && header.pid != getpid() && kill(header.pid, 0) == 0
    }
}

/// close(2), named apart from `RunJournal.close()`.
private func closeDescriptor(_ fd: Int32) { _ = close(fd) }

/// Undoes a `fix --branch` run from its journal: every file the run wrote
/// that still holds what the run wrote gets its old bytes back (a created
/// file is removed); a file changed since is left as it is and named. Then
/// HEAD goes back to the original branch without touching the working tree
/// (no `git checkout -f`: uncommitted work elsewhere survives), the index
/// entries of the run's files are reset, and the run's branch is deleted if
/// it holds nothing but the run's commits.
struct Rollback {
    let journal: RunJournal

    struct Outcome {
        var restored = 0
        var leftAlone: [String] = []
        var notes: [String] = []
        /// HEAD is back where the run started.
        var back = false
        var branchRemoved = false
        var original = ""
        var branch = ""
    }

    func run() -> Outcome {
        let h = journal.header
        var outcome = Outcome(original: h.original, branch: h.branch)
        guard h.top.isEmpty || Rollback.waitForIndexLock(top: h.top) else {
            outcome.notes.append("git is still running in \(h.top) (its index.lock exists): wait for it to finish (or remove the stale lock), then run `unfold fix --recover`")
            return outcome
        }
        for record in journal.files.reversed() {
            restore(record, &outcome)
        }
        guard !h.top.isEmpty else { journal.close(); return outcome }
        let head = Git.run(["symbolic-ref", "--quiet", "HEAD"], in: h.top).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        if head == "refs/heads/" + h.branch {
            if journal.staged, !journal.files.isEmpty {
                let list = journal.dir + "/pathspec"
                let spec = journal.files.map(\.relative).joined(separator: "\0")
                if (try? FileIO.writeAtomically(Array(spec.utf8), to: list)) != nil {
                    let reset = Git.run(["reset", "-q", h.originalCommit, "--pathspec-from-file=" + list, "--pathspec-file-nul"], in: h.top)
                    if reset.status != 0 { outcome.notes.append("git reset of the run's files failed: \(Rollback.oneLine(reset.stderr))") }
                }
            }
            let move = h.originalIsBranch
                ? Git.run(["symbolic-ref", "HEAD", "refs/heads/" + h.original], in: h.top)
                : Git.run(["update-ref", "--no-deref", "HEAD", h.originalCommit], in: h.top)
            outcome.back = move.status == 0
            if !outcome.back { outcome.notes.append("could not move HEAD back to \(h.original): \(Rollback.oneLine(move.stderr))") }
        } else if head == "refs/heads/" + h.original || (!h.originalIsBranch && head.isEmpty) {
            outcome.back = true
        } else {
            outcome.notes.append("HEAD is on \(head.isEmpty ? "a detached commit" : head), not on \(h.branch): left there")
        }
        let tip = Git.run(["rev-parse", "--verify", "--quiet", "refs/heads/" + h.branch], in: h.top)
        if tip.status == 0, outcome.back {
            if isRunsOwn(tip: tip.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) {
                outcome.branchRemoved = Git.run(["branch", "-q", "-D", h.branch], in: h.top).status == 0
            } else {
                outcome.notes.append("branch \(h.branch) has commits that are not unfold's: kept")
            }
        } else if tip.status != 0 {
            outcome.branchRemoved = true
        }
        journal.close()
        return outcome
    }

    /// The branch tip is the run's last recorded commit, or the commit it
    /// had started on top of that (git completes it after a SIGKILL).
    func isRunsOwn(tip: String) -> Bool {
        let last = journal.commits.last ?? journal.header.originalCommit
        if tip == last { return true }
        guard let subject = journal.committing else { return false }
        let info = Git.run(["log", "-1", "--format=%P%x00%s", tip], in: journal.header.top).stdout
        let parts = info.trimmingCharacters(in: .newlines).split(separator: "\0", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0] == last && parts[1] == subject
    }

    /// Waits up to five seconds for another git process (a commit the run
    /// started) to release the index. false: still locked.
    static func waitForIndexLock(top: String) -> Bool {
        let gitDir = Git.run(["rev-parse", "--absolute-git-dir"], in: top).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        for _ in 0..<50 {
            if !FileManager.default.fileExists(atPath: gitDir + "/index.lock") { return true }
            usleep(100_000)
        }
        return false
    }

    private func restore(_ record: RunJournal.FileRecord, _ outcome: inout Outcome) {
        let now = try? FileIO.readStamped(record.path, maxBytes: record.size)
        guard let now, now.bytes.count == record.size, RunJournal.hash(now.bytes) == record.hash else {
            outcome.leftAlone.append(record.path)
            return
        }
        do throws(InputError) {
            if let original = try journal.original(of: record) {
                try FileIO.replace(record.path, with: original, expecting: .unchanged(now.bytes, now.stamp))
            } else {
                try FileIO.requireUnchanged(record.path, original: now.bytes, stamp: now.stamp, path: record.path)
                if unlink(record.path) != 0 { throw .unwritable(path: record.path, reason: errorText(errno)) }
            }
            outcome.restored += 1
        } catch {
            outcome.leftAlone.append(record.path)
            outcome.notes.append(error.description)
        }
    }

    static func oneLine(_ s: String) -> String {
        s.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n", with: "; ")
    }
}
