import Foundation

/// One directory's entries as the walk needs them, read ahead on every core
/// (`DirectoryListings.prefetch`): the walk itself stays serial, in its
/// order, and takes each listing from the prefetched ones (or lists the
/// directory then, for folders reached through links).
struct DirectoryListing: Sendable {
    struct Entry: Sendable {
        var name: String
        /// `d_type`, with DT_UNKNOWN resolved by `lstat` (4 directory, 8
        /// regular file, 10 link, 1 anything else).
        var type: UInt8
        /// A subdirectory's identity (`stat`), when it is not skipped by its
        /// name; nil when `stat` failed or was not asked.
        var id: DirectoryID?
        /// The input file, as the walk lists it (made with the listing, off
        /// the walk's thread when read ahead); nil for other entries.
        var file: DiscoveredFile? = nil
        /// A subdirectory's absolute path (made once, with the listing); nil for other entries.
        var path: String? = nil
        /// Where the listing read ahead of this subdirectory (or of the
        /// vendored folder it names, or that folder's Swift file count) is
        /// put: the walk takes it from here, no table by path in between.
        var ahead: ListedAhead? = nil
    }

    /// Entries in the order of the paths they lead to (by name, a
    /// directory's name as if it ended in `/`, as git orders a tree), so
    /// that the walk finds the files already in path order and need not
    /// sort them (it sorts them when they are not); without `.` and `..`,
    /// regular files unfold does not read, or names that are not UTF-8.
    var entries: [Entry] = []
    /// The `opendir` error, when the directory could not be listed.
    var openError: Int32?
    /// Names that are not valid UTF-8 but end in `.swift` or `.plist` (decoded lossily), reported by the walk.
    var invalidNames: [String] = []

    /// Lists `dir`. Subdirectories the walk would enter get their identity
    /// (`fstatat`) and their path; vendored and skipped ones do not. Each
    /// input file listed is made as the walk lists it (`Entry.file`, display
    /// paths relative to `cwd`, the walk's working directory, normalized).
    static func list(_ dir: String, cwd: String) -> DirectoryListing {
        var listing = DirectoryListing()
        guard let handle = opendir(dir) else {
            listing.openError = errno
            return listing
        }
        defer { closedir(handle) }
        // Entries are looked at relative to the open directory: no lookup of the path's other components.
        let fd = dirfd(handle)
        while let ent = readdir(handle) {
            var type = ent.pointee.d_type
            let name: String? = withUnsafeBytes(of: &ent.pointee.d_name) { raw -> String? in
                let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                let len = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
                let bytes = UnsafeBufferPointer(start: base, count: len)
                if len <= 2, bytes.allSatisfy({ $0 == 0x2E }) { return nil }  // "." and ".."
                // A regular file unfold does not read (an image, a JSON file)
                // is dropped by its last bytes, before a String is made (most entries).
                if type == 8 /* DT_REG */, !Self.mayBeInput(bytes) { return nil }
                if let s = Self.name(bytes) { return s }
                let lossy = String(decoding: bytes, as: UTF8.self)
                if lossy.hasSuffix(".swift") || lossy.hasSuffix(".plist") { listing.invalidNames.append(lossy) }
                return nil
            }
            guard let name else { continue }
            var st = stat()
            if type == 0 /* DT_UNKNOWN */ {
                guard fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                type = isSymlink(st) ? 10 : isDirectory(st) ? 4 : isRegular(st) ? 8 : 1
                if type == 4, !Workspace.isSkippedDirectory(name) {
                    listing.entries.append(Entry(name: name, type: type, id: DirectoryID(st), path: joinPath(dir, name)))
                    continue
                }
            }
            switch type {
            case 8:
                // The folder's name matters only to `project.pbxproj` (in `*.xcodeproj`).
                guard let kind = Workspace.kind(ofFileNamed: name, parentDirectory: name == "project.pbxproj" ? lastComponent(dir) : "") else { continue }
                let path = joinPath(dir, name)
                let file = DiscoveredFile(absolutePath: path, displayPath: Workspace.display(path, cwd: cwd), kind: kind)
                listing.entries.append(Entry(name: name, type: 8, id: nil, file: file))
            case 4:
                var id: DirectoryID?
                var path: String?
                if Workspace.vendoredSubfolder(ofDirectoryNamed: name) != nil {
                    path = joinPath(dir, name)
                } else if !Workspace.isSkippedDirectory(name), fstatat(fd, name, &st, 0) == 0 {
                    id = DirectoryID(st)
                    path = joinPath(dir, name)
                }
                listing.entries.append(Entry(name: name, type: 4, id: id, path: path))
            default:
                listing.entries.append(Entry(name: name, type: type, id: nil))
            }
        }
        listing.entries.sort { $0.name < $1.name }
        listing.putDirectoriesInPathOrder()
        return listing
    }

    /// Entries sorted by name, reordered as paths: a directory `App` goes
    /// after the names it starts with whose next byte sorts before `/`
    /// (`App-Info.plist`, `App.swift`), since its files are `App/…`. When
    /// such a name exists, the first one follows the directory directly in
    /// name order; only then is the listing sorted again, by path.
    mutating func putDirectoriesInPathOrder() {
        var needed = false
        for i in entries.indices.dropLast() where entries[i].type == 4 {
            var dir = entries[i].name, next = entries[i + 1].name
            needed = dir.withUTF8 { d in
                next.withUTF8 { n in
                    n.count > d.count && n[d.count] < UInt8(ascii: "/") && (d.isEmpty || memcmp(n.baseAddress!, d.baseAddress!, d.count) == 0)
                }
            }
            if needed { break }
        }
        guard needed else { return }
        entries = entries.map { ($0.type == 4 ? $0.name + "/" : $0.name, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A directory entry's name as a String, or nil when it is not UTF-8.
    /// (Most names are ASCII: they skip `String(validating:)`, which is not
    /// specialized here and looked its encoding's metadata up per name.)
    static func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Whether a regular file with this name may be an input: its name ends
    /// in `.swift`, `.plist`, `.pbxproj`, `.xcconfig`, or it is `Podfile`,
    /// `project.yml` or a framework file (`FrameworkFiles.inputNames`). A quick test on the
    /// name's last byte before `Workspace.kind` decides.
    static func mayBeInput(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = name.last else { return false }
        // swift, plist, pbxproj, xcconfig; Podfile, project.yml and framework files are named in full.
        switch last {
        case UInt8(ascii: "t"), UInt8(ascii: "j"), UInt8(ascii: "g"), UInt8(ascii: "l"): return true
        default: return frameworkLastBytes.contains(last) || last == UInt8(ascii: "e")
        }
    }

    /// The last bytes of `FrameworkFiles.inputNames`.
    private static let frameworkLastBytes: Set<UInt8> = Set(FrameworkFiles.inputNames.compactMap { $0.utf8.last })
}

/// A directory's identity on disk.
struct DirectoryID: Hashable, Sendable {
    var dev: UInt64
    var ino: UInt64

    init(dev: UInt64, ino: UInt64) {
        self.dev = dev
        self.ino = ino
    }

    init(_ st: stat) {
        self.init(dev: UInt64(st.st_dev), ino: UInt64(st.st_ino))
    }
}

/// Directory listings read ahead, on every core, of the folders a walk will
/// enter (not through links), and the Swift file counts of the vendored
/// folders it will count. They are all made before the walk starts: the
/// calling thread lists too, and the walk then takes each listing without
/// waiting (a walk beside the listing threads was a third thread on two
/// cores, and slept and woke ~1,300 times a run, docs/performance.md,
/// session 16). A folder not listed ahead (reached through a link) is
/// listed by the walk itself.
///
/// Each listing goes where the walk will look for it: a root's in `roots`,
/// a subdirectory's in its entry of the parent's listing
/// (`DirectoryListing.Entry.ahead`). A table of listings by path, put and
/// taken under a lock, hashed every folder's path twice: with 8,500
/// folders, the 2-job discovery took ~15 ms more CPU than the walk alone
/// (docs/performance.md, session 21).
final class DirectoryListings: @unchecked Sendable {
    /// The listing (or count) of each root read ahead, by the root's path.
    private var roots: [String: ListedAhead] = [:]

    /// Lists every directory under `roots` the walk will enter, on `jobs`
    /// threads (all cores when 0; this one is one of them), and returns
    /// when all are listed. With one job, nothing is listed ahead. The
    /// listings hold the input files as the walk lists them
    /// (`DirectoryListing.Entry.file`, display paths relative to `cwd`).
    /// (The files are read after the walk: reading them on the listing
    /// threads was slower with 2 cores, docs/performance.md, session 14.)
    static func prefetch(_ roots: [String], includeVendored: Bool, jobs: Int, cwd: String) -> DirectoryListings {
        let store = DirectoryListings()
        let workers = jobs > 0 ? jobs : ProcessInfoCores.count
        guard workers > 1, !roots.isEmpty else { return store }
        // Each root once: two jobs would put into one place.
        var unique: [String] = []
        for r in roots where store.roots[r] == nil {
            store.roots[r] = ListedAhead()
            unique.append(r)
        }
        // A stack: the first subdirectory in name order is listed first.
        let queue = WorkQueue<Job>(unique.reversed().map { .list($0, store.roots[$0]!) })
        let work: @Sendable () -> Void = {
            while let job = queue.next() {
                switch job {
                case .list(let dir, let ahead):
                    var listing = DirectoryListing.list(dir, cwd: cwd)
                    var more: [Job] = []
                    for k in listing.entries.indices where listing.entries[k].type == 4 {
                        guard let path = listing.entries[k].path else { continue }
                        let name = listing.entries[k].name
                        if let sub = Workspace.vendoredSubfolder(ofDirectoryNamed: name) {
                            let folder = sub.map { path + "/" + $0 } ?? path
                            let box = ListedAhead()
                            listing.entries[k].ahead = box
                            more.append(includeVendored ? .list(folder, box) : .count(folder, box))
                        } else if listing.entries[k].id != nil {
                            let box = ListedAhead()
                            listing.entries[k].ahead = box
                            more.append(.list(path, box))
                        }
                    }
                    // Put before the queue hears of it (under its lock): the walk starts after every job is finished.
                    ahead.listing = listing
                    queue.finished(adding: more.reversed())
                case .count(let dir, let ahead):
                    ahead.count = Workspace.countSwiftFiles(under: dir)
                    queue.finished(adding: [])
                }
            }
        }
        let done = DispatchGroup()
        for _ in 1..<workers {
            done.enter()
            Thread {
                work()
                done.leave()
            }.start()
        }
        work()
        done.wait()
        return store
    }

    private enum Job: Sendable {
        case list(String, ListedAhead)
        case count(String, ListedAhead)
    }

    /// The listing of root `dir` read ahead (taken out: each is used once), or
    /// nil when it was not listed ahead.
    func takeRoot(_ dir: String) -> DirectoryListing? {
        roots[dir]?.take()
    }
}

/// A listing (or a vendored folder's Swift file count) read ahead, put by
/// the listing thread that made it and taken once by the walk, which runs
/// after every listing thread is done (`DirectoryListings.prefetch`).
final class ListedAhead: @unchecked Sendable {
    var listing: DirectoryListing?
    var count: Int?

    /// The listing, taken out (each is walked once).
    func take() -> DirectoryListing? {
        defer { listing = nil }
        return listing
    }
}

/// A queue of jobs that may add jobs, shared by worker threads: `next`
/// waits while other workers may still add some, and returns nil once the
/// queue is empty and no job is running.
final class WorkQueue<Job: Sendable>: @unchecked Sendable {
    private var jobs: [Job]
    private var running = 0
    private let condition = NSCondition()

    init(_ jobs: [Job]) { self.jobs = jobs }

    func next() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty {
            if running == 0 { return nil }
            condition.wait()
        }
        running += 1
        return jobs.removeLast()
    }

    /// The job taken by `next` is done; `more` are new jobs.
    func finished(adding more: [Job]) {
        condition.lock()
        running -= 1
        jobs.append(contentsOf: more)
        if !more.isEmpty || running == 0 { condition.broadcast() }
        condition.unlock()
    }
}

/// `dir + "/" + name` in one allocation (`"/" + name` when `dir` is the root).
func joinPath(_ dir: String, _ name: String) -> String {
    var dir = dir, name = name
    return dir.withUTF8 { d in
        name.withUTF8 { n in
            let head = d.count == 1 && d[0] == UInt8(ascii: "/") ? 0 : d.count
            return String(unsafeUninitializedCapacity: head + 1 + n.count) { out in
                if head > 0 { _ = UnsafeMutableBufferPointer(rebasing: out[..<head]).initialize(from: d) }
                out[head] = UInt8(ascii: "/")
                _ = UnsafeMutableBufferPointer(rebasing: out[(head + 1)...]).initialize(from: n)
                return head + 1 + n.count
            }
        }
    }
}
