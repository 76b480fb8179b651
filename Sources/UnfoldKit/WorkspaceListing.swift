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
        /// The input kind of a regular file; nil for other entries.
        var kind: DiscoveredFile.Kind?
        /// A subdirectory's identity (`stat`), when it is not skipped by its
        /// name; nil when `stat` failed or was not asked.
        var id: DirectoryID?
        /// The input file, as the walk lists it (made by the listing thread
        /// when it knows the walk's working directory); nil for other entries.
        var file: DiscoveredFile? = nil
    }

    /// Entries sorted by name (Swift `String` order), without `.` and `..`,
    /// regular files unfold does not read, or names that are not UTF-8.
    var entries: [Entry] = []
    /// The `opendir` error, when the directory could not be listed.
    var openError: Int32?
    /// Names that are not valid UTF-8 but end in `.swift` or `.plist` (decoded lossily), reported by the walk.
    var invalidNames: [String] = []

    /// Lists `dir`. Subdirectories the walk would enter get their identity
    /// (`fstatat`); vendored and skipped ones do not. With `cwd` (the walk's
    /// working directory, normalized), each input file listed is made as the
    /// walk lists it (`Entry.file`), off the walk's thread.
    static func list(_ dir: String, cwd: String? = nil) -> DirectoryListing {
        var listing = DirectoryListing()
        guard let handle = opendir(dir) else {
            listing.openError = errno
            return listing
        }
        defer { closedir(handle) }
        // Entries are looked at relative to the open directory: no lookup of the path's other components.
        let fd = dirfd(handle)
        let dirName = lastComponent(dir)
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
                if let s = String(validating: bytes, as: UTF8.self) { return s }
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
                    listing.entries.append(Entry(name: name, type: type, kind: nil, id: DirectoryID(st)))
                    continue
                }
            }
            switch type {
            case 8:
                guard let kind = Workspace.kind(ofFileNamed: name, parentDirectory: dirName) else { continue }
                var file: DiscoveredFile?
                if let cwd {
                    let path = dir == "/" ? "/" + name : dir + "/" + name
                    file = DiscoveredFile(absolutePath: path, displayPath: Workspace.display(path, cwd: cwd), kind: kind)
                }
                listing.entries.append(Entry(name: name, type: 8, kind: kind, id: nil, file: file))
            case 4:
                var id: DirectoryID?
                if !Workspace.isSkippedDirectory(name), fstatat(fd, name, &st, 0) == 0 { id = DirectoryID(st) }
                listing.entries.append(Entry(name: name, type: 4, kind: nil, id: id))
            default:
                listing.entries.append(Entry(name: name, type: type, kind: nil, id: nil))
            }
        }
        listing.entries.sort { $0.name < $1.name }
        return listing
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
/// folders it will count. The listing threads run beside the walk: `take`
/// waits for a listing still to come, and answers nil once they are done
/// and it never came (the walk then lists the folder itself).
final class DirectoryListings: @unchecked Sendable {
    private var listings: [String: DirectoryListing] = [:]
    private var counts: [String: Int] = [:]
    private let condition = NSCondition()
    /// Listing threads still running.
    private var running = 0
    /// The folder the walk waits for (`take`, `count`).
    private var awaited: String?
    /// Whether `awaited` has come: the walk is woken once `wakeBatch`
    /// listings wait for it, not once a folder (one wake-up per folder
    /// would cost more than the walk does with it).
    private var awaitedReady = false
    private static let wakeBatch = 32

    /// Starts listing every directory under `roots` the walk will enter, on
    /// `jobs` threads (all cores when 0), and returns at once. With one job,
    /// nothing is listed ahead. With `cwd`, the listings hold the input files
    /// as the walk lists them (`DirectoryListing.Entry.file`). `finish` waits
    /// for the threads. (The files are read after the walk: reading them on
    /// the listing threads was slower with 2 cores, docs/performance.md,
    /// session 14.)
    static func prefetch(_ roots: [String], includeVendored: Bool, jobs: Int, cwd: String? = nil) -> DirectoryListings {
        let store = DirectoryListings()
        let workers = jobs > 0 ? jobs : ProcessInfoCores.count
        guard workers > 1, !roots.isEmpty else { return store }
        // A stack: the first subdirectory in name order is listed first, as the walk wants them.
        let queue = WorkQueue<Job>(roots.reversed().map { .list($0) })
        store.running = workers
        for _ in 0..<workers {
            let thread = Thread {
                while let job = queue.next() {
                    switch job {
                    case .list(let dir):
                        let listing = DirectoryListing.list(dir, cwd: cwd)
                        var more: [Job] = []
                        for e in listing.entries where e.type == 4 {
                            let path = dir == "/" ? "/" + e.name : dir + "/" + e.name
                            if let sub = Workspace.vendoredDirectories[e.name] {
                                let folder = sub.map { path + "/" + $0 } ?? path
                                more.append(includeVendored ? .list(folder) : .count(folder))
                            } else if e.id != nil {
                                more.append(.list(path))
                            }
                        }
                        store.put(dir, listing: listing)
                        queue.finished(adding: more.reversed())
                    case .count(let dir):
                        store.put(dir, count: Workspace.countSwiftFiles(under: dir))
                        queue.finished(adding: [])
                    }
                }
                store.condition.lock()
                store.running -= 1
                if store.running == 0 || store.awaitedReady { store.condition.broadcast() }
                store.condition.unlock()
            }
            thread.start()
        }
        return store
    }

    private enum Job: Sendable {
        case list(String)
        case count(String)
    }

    private func put(_ dir: String, listing: DirectoryListing? = nil, count: Int? = nil) {
        condition.lock()
        if let listing { listings[dir] = listing }
        if let count { counts[dir] = count }
        if awaited == dir { awaitedReady = true }
        if awaitedReady, listings.count + counts.count >= Self.wakeBatch { condition.broadcast() }
        condition.unlock()
    }

    /// The listing of `dir` read ahead (taken out: each is used once),
    /// waiting while the listing threads run; nil when they did not list it.
    func take(_ dir: String) -> DirectoryListing? {
        waitFor(dir) { $0.listings.removeValue(forKey: dir) }
    }

    /// The Swift file count of vendored folder `dir` read ahead (waiting
    /// while the listing threads run), or nil.
    func count(_ dir: String) -> Int? {
        waitFor(dir) { $0.counts[dir] }
    }

    /// What `found` answers for `dir`, waiting (under the lock) until it
    /// answers or the listing threads are done.
    private func waitFor<T>(_ dir: String, _ found: (DirectoryListings) -> T?) -> T? {
        condition.lock()
        defer { condition.unlock() }
        defer { awaited = nil; awaitedReady = false }
        while true {
            if let value = found(self) { return value }
            if running == 0 { return nil }
            awaited = dir
            condition.wait()
        }
    }

    /// Waits until the listing threads are done.
    func finish() {
        condition.lock()
        while running > 0 { condition.wait() }
        condition.unlock()
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
