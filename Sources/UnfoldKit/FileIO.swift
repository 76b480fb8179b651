#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing whole files as bytes, with typed errors.
public enum FileIO {
    /// Files larger than this are reported as `tooLarge` instead of read.
    public static let defaultMaxBytes = 64 << 20

    /// The file's bytes, exactly.
    ///
    /// Errors: `missingPath` (no such file), `symlinkLoop`, `tooLarge` (over
    /// `maxBytes`), `unreadable` (a directory, permissions, I/O error).
    public static func read(_ path: String, maxBytes: Int = defaultMaxBytes) throws(InputError) -> [UInt8] {
        try readStamped(path, maxBytes: maxBytes).bytes
    }

    /// `read`, with the file's stamp (size, modification time, inode) taken
    /// from the open file before reading, so a later write can tell whether
    /// the file changed in between (`replace(_:with:expecting:)`).
    public static func readStamped(_ path: String, maxBytes: Int = defaultMaxBytes) throws(InputError) -> (bytes: [UInt8], stamp: FileStamp) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw readError(path, errno) }
        defer { close(fd) }
        return try readStamped(fd: fd, path: path, maxBytes: maxBytes)
    }

    /// Writes a byte in each page of `p`, which is new memory about to be
    /// read into: the pages are made by page faults in user space, not inside
    /// read(2). Measured on this project's 2-core virtual machine (session 13,
    /// reading the 10,950 files of the real-app corpus into new memory): a
    /// second thread made the reads no faster when the kernel's copy met the
    /// new pages, and about 1.5× faster when they had been touched first.
    @inline(__always)
    static func prefault(_ p: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = p.baseAddress, p.count > 0 else { return }
        var k = 0
        while k < p.count {
            base[k] = 0
            k += 4096
        }
        base[p.count - 1] = 0
    }

    /// The bytes and stamp of the open file `fd` (read from its current offset to its end).
    private static func readStamped(fd: Int32, path: String, maxBytes: Int) throws(InputError) -> (bytes: [UInt8], stamp: FileStamp) {
        var st = stat()
        if fstat(fd, &st) != 0 { throw readError(path, errno) }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw .unreadable(path: path, reason: "is a directory") }
        let size = Int(st.st_size)
        if size > maxBytes { throw .tooLarge(path: path, bytes: size) }

        // Read to EOF: the size is a hint (the file may change, or be a pipe).
        // The expected size and one byte more, read without zero-filling first.
        var failure: Int32 = 0
        // A regular file that gave exactly the size fstat reported, short of
        // the byte more asked for, is at its end: no second read to see 0
        // (system calls are half of a warm run). A read cut short before the
        // size (a signal) reads on; a pipe reads on to EOF.
        let regular = (st.st_mode & S_IFMT) == S_IFREG
        var buffer = [UInt8](unsafeUninitializedCapacity: max(size, 0) + 1) { p, count in
            prefault(p)
            var used = 0
            while used < p.count {
                let n = systemRead(fd, p.baseAddress! + used, p.count - used)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if n == 0 { break }
                used += n
                if regular && used == size { break }
            }
            count = used
        }
        if failure != 0 { throw readError(path, failure) }
        var used = buffer.count
        // Only a file that grew since fstat fills the buffer: read on to EOF.
        while used >= max(size, 0) + 1 {
            if used == buffer.count {
                if used > maxBytes { throw .tooLarge(path: path, bytes: used) }
                buffer += [UInt8](repeating: 0, count: max(4096, buffer.count))
            }
            let n = buffer.withUnsafeMutableBufferPointer { p in
                systemRead(fd, p.baseAddress! + used, p.count - used)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw readError(path, errno)
            }
            if n == 0 { break }
            used += n
        }
        if used > maxBytes { throw .tooLarge(path: path, bytes: used) }
        buffer.removeSubrange(used...)
        return (buffer, FileStamp(st))
    }

    /// The stamp of the file `path` leads to (stat(2), links followed, as
    /// `readStamped` opens them); nil when it cannot be stat'ed or is not a
    /// regular file.
    public static func stamp(_ path: String) -> FileStamp? {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(st)
    }

    /// Throws `notUTF8` unless `bytes` are valid UTF-8.
    public static func requireUTF8(_ bytes: [UInt8], path: String) throws(InputError) {
        if !isValidUTF8(bytes) { throw .notUTF8(path: path) }
    }

    /// Whether `bytes` are valid UTF-8 (RFC 3629: no overlong forms, no
    /// surrogates, nothing above U+10FFFF), without making a String: ASCII
    /// runs are skipped eight bytes at a time (sources are mostly ASCII; the
    /// standard library's validation was a fifth of a cached run).
    public static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buf -> Bool in
            let n = buf.count
            var i = 0
            while i < n {
                // Eight ASCII bytes at a time.
                while i + 8 <= n, buf.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
                guard i < n else { break }
                let b0 = buf[i]
                if b0 < 0x80 { i += 1; continue }
                func cont(_ k: Int) -> Bool { i + k < n && buf[i + k] & 0xC0 == 0x80 }
                switch b0 {
                case 0xC2...0xDF:
                    guard cont(1) else { return false }
                    i += 2
                case 0xE0...0xEF:
                    guard cont(1), cont(2) else { return false }
                    let b1 = buf[i + 1]
                    if b0 == 0xE0 && b1 < 0xA0 { return false }  // overlong
                    if b0 == 0xED && b1 > 0x9F { return false }  // surrogates
                    i += 3
                case 0xF0...0xF4:
                    guard cont(1), cont(2), cont(3) else { return false }
                    let b1 = buf[i + 1]
                    if b0 == 0xF0 && b1 < 0x90 { return false }  // overlong
                    if b0 == 0xF4 && b1 > 0x8F { return false }  // above U+10FFFF
                    i += 4
                default:
                    return false
                }
            }
            return true
        }
    }

    /// Replaces the file's contents with `bytes` atomically: the bytes go to
    /// a temporary file in the same directory, which is then renamed over the
    /// target (rename(2) is atomic within a file system), so readers see the
    /// old or the new file, never a partial one.
    ///
    /// - The target's permission bits are kept; a new file gets 0644.
    /// - If `path` is a symbolic link, the link is kept and the file it points
    ///   to (following a chain of links, relative targets resolved against the
    ///   link's directory) is what gets replaced. A dangling link creates its
    ///   target. Writing over the link itself would turn it into a plain file
    ///   and silently fork the two paths.
    /// - The temporary file is removed on any failure.
    /// - Not preserved: owner and group (when they differ from the writer's),
    ///   extended attributes, and hard links (the path gets a new inode).
    /// - No fsync: the rename is atomic for readers, not durable across a
    ///   power loss; the callers work on a git tree, which is the backup.
    ///
    /// Errors: `unwritable` (with the reason), `symlinkLoop`.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(InputError) {
        _ = try replace(path, with: bytes, expecting: .anything)
    }

    /// `writeAtomically`, replacing the file only if it is still what the
    /// caller read (`expecting`). The check runs after the temporary file is
    /// written, immediately before the rename, so the window in which another
    /// writer's change can be lost is a few system calls wide (docs/safety.md).
    /// A file expected absent is created with link(2), which fails rather than
    /// replace a file that appeared meanwhile. Returns the new file's stamp.
    ///
    /// Errors: as `writeAtomically`; `unwritable` with "changed on disk",
    /// "deleted" or "appeared" when the expectation does not hold.
    @discardableResult
    public static func replace(_ path: String, with bytes: [UInt8], expecting: WriteExpectation) throws(InputError) -> FileStamp {
        let target = try resolveLinks(path)
        var mode: mode_t = 0o644
        var st = stat()
        if stat(target, &st) == 0 {
            if (st.st_mode & S_IFMT) == S_IFDIR { throw .unwritable(path: path, reason: "is a directory") }
            mode = st.st_mode & 0o7777
        } else if errno != ENOENT {
            throw .unwritable(path: path, reason: errorText(errno))
        }

        // Temporary name: ".<name>.unfold-XXXXXX" next to the target; the
        // name part is cut so the whole stays under NAME_MAX.
        let targetBytes = Array(target.utf8)
        let slash = targetBytes.lastIndex(of: UInt8(ascii: "/"))
        let dirBytes: [UInt8] = slash.map { $0 == 0 ? [UInt8(ascii: "/")] : Array(targetBytes[..<$0]) } ?? [UInt8(ascii: ".")]
        let baseBytes = slash.map { Array(targetBytes[($0 + 1)...]) } ?? targetBytes
        var template: [CChar] = (dirBytes + [UInt8(ascii: "/"), UInt8(ascii: ".")] + baseBytes.prefix(200)
            + Array(".unfold-XXXXXX".utf8)).map { CChar(bitPattern: $0) } + [0]
        let fd = mkstemp(&template)
        if fd < 0 {
            let err = errno
            var dst = stat()
            let dirPath = String(decoding: dirBytes, as: UTF8.self)
            if err == ENOENT && stat(dirPath, &dst) != 0 {
                throw .unwritable(path: path, reason: "directory \(dirPath) does not exist")
            }
            throw .unwritable(path: path, reason: errorText(err))
        }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let tempPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var done = false
        var fdOpen = true
        defer {
            if fdOpen { close(fd) }
            if !done { unlink(tempPath) }
        }

        if let err = writeAll(fd, bytes) { throw .unwritable(path: path, reason: errorText(err)) }
        if fchmod(fd, mode) != 0 { throw .unwritable(path: path, reason: errorText(errno)) }
        var tempStat = stat()
        if fstat(fd, &tempStat) != 0 { throw .unwritable(path: path, reason: errorText(errno)) }
        fdOpen = false
        if close(fd) != 0 { throw .unwritable(path: path, reason: errorText(errno)) }
        switch expecting {
        case .anything:
            break
        case .unchanged(let original, let stamp):
            try requireUnchanged(target, original: original, stamp: stamp, path: path)
        case .absent:
            // link(2) never replaces an existing file: the check and the
            // creation are one step.
            if link(tempPath, target) == 0 {
                unlink(tempPath)
                done = true
                return FileStamp(tempStat)
            }
            if errno == EEXIST { throw .unwritable(path: path, reason: "a file appeared there during the run; not overwritten") }
            // File systems without hard links: check, then rename.
            var st = stat()
            if lstat(target, &st) == 0 { throw .unwritable(path: path, reason: "a file appeared there during the run; not overwritten") }
        }
        if rename(tempPath, target) != 0 { throw .unwritable(path: path, reason: errorText(errno)) }
        done = true
        return FileStamp(tempStat)
    }

    /// Throws unless `target` still has exactly `original` as its bytes (and,
    /// when known, the size, modification time and inode of `stamp`).
    static func requireUnchanged(_ target: String, original: [UInt8], stamp: FileStamp?, path: String) throws(InputError) {
        var before = stat()
        if stat(target, &before) != 0 {
            if errno == ENOENT { throw .unwritable(path: path, reason: "the file was deleted during the run; not recreated") }
            throw .unwritable(path: path, reason: errorText(errno))
        }
        let changed = InputError.unwritable(path: path, reason: "the file changed on disk during the run; not overwritten")
        let now = FileStamp(before)
        if now.size != original.count { throw changed }
        if let stamp, !now.sameVersion(as: stamp) { throw changed }
        // Same size and time: compare the bytes (a file read at most one byte
        // past the expected size).
        guard let bytes = try? readStamped(target, maxBytes: original.count) else { throw changed }
        if bytes.bytes != original || !bytes.stamp.sameVersion(as: now) { throw changed }
        // And once more, right before the caller renames.
        var after = stat()
        if stat(target, &after) != 0 || !FileStamp(after).sameVersion(as: now) { throw changed }
    }

    /// Writes a file the user named for output (`-o`, `--html`).
    ///
    /// - A regular file, or no file yet: `writeAtomically` (temporary file and rename).
    /// - An existing character device, FIFO or socket, or a link to one
    ///   (`/dev/null`, `/dev/stdout`, a named pipe): opened with O_WRONLY and
    ///   written in place, never renamed over: replacing `/dev/null` with a
    ///   regular file (as root) or a FIFO with a file would break whatever else
    ///   uses the node. Opening a FIFO waits for a reader, as `> fifo` does.
    /// - A block device: refused (`-o /dev/sda` would overwrite a disk).
    ///
    /// Errors: `unwritable` (with the reason), `symlinkLoop`.
    public static func writeOutput(_ bytes: [UInt8], to path: String) throws(InputError) {
        var st = stat()
        // stat(2) follows links as open(2) will, /proc/self/fd's included.
        if stat(path, &st) == 0 {
            switch st.st_mode & S_IFMT {
            case S_IFREG, S_IFDIR:
                break
            case S_IFBLK:
                throw .unwritable(path: path, reason: "is a block device; unfold does not write onto disks")
            default:
                try writeInPlace(bytes, to: path, isSocket: (st.st_mode & S_IFMT) == S_IFSOCK)
                return
            }
        }
        try writeAtomically(bytes, to: path)
    }

    /// Opens an existing node write-only (no create, no truncate) and writes all of `bytes`.
    static func writeInPlace(_ bytes: [UInt8], to path: String, isSocket: Bool) throws(InputError) {
        var fd: Int32
        repeat { fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY) } while fd < 0 && errno == EINTR
        if fd < 0 {
            let err = errno
            throw .unwritable(path: path, reason: isSocket && err == ENXIO ? "is a socket, which cannot be opened as a file" : errorText(err))
        }
        var fdOpen = true
        defer { if fdOpen { close(fd) } }
        if let err = writeAll(fd, bytes) { throw .unwritable(path: path, reason: errorText(err)) }
        fdOpen = false
        if close(fd) != 0 && errno != EINTR { throw .unwritable(path: path, reason: errorText(errno)) }
    }

    /// Writes all of `bytes` to `fd` (retried after EINTR and short writes);
    /// the `errno` of the failure, or nil.
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { p in write(fd, p.baseAddress! + done, p.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }  // no progress for a non-empty write: give up rather than spin
            done += n
        }
        return nil
    }

    /// Follows `path` while it is a symbolic link; returns the final path
    /// (which may not exist). More than 40 hops is a loop.
    static func resolveLinks(_ path: String) throws(InputError) -> String {
        var current = path
        for _ in 0..<40 {
            var st = stat()
            if lstat(current, &st) != 0 {
                if errno == ENOENT { return current }
                throw .unwritable(path: path, reason: errorText(errno))
            }
            if (st.st_mode & S_IFMT) != S_IFLNK { return current }
            var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buf, buf.count - 1)
            if n < 0 { throw .unwritable(path: path, reason: errorText(errno)) }
            let dest = String(decoding: buf[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if dest.hasPrefix("/") {
                current = dest
            } else if let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")) {
                current = String(current[...slash]) + dest
            } else {
                current = dest
            }
        }
        throw .symlinkLoop(path: path)
    }

    static func readError(_ path: String, _ err: Int32) -> InputError {
        switch err {
        case ENOENT: return .missingPath(path)
        case ELOOP: return .symlinkLoop(path: path)
        default: return .unreadable(path: path, reason: errorText(err))
        }
    }
}

/// FNV-1a, 64 bits: a stable hash (String.hashValue changes with every
/// process), for shards, journal checks and cache names.
enum FNV1a {
    static func hash<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}

/// What a write may replace (`FileIO.replace`).
public enum WriteExpectation: Sendable {
    /// Whatever is there (or nothing).
    case anything
    /// Nothing: the file is created and must not exist.
    case absent
    /// The file as it was read: these bytes, and this stamp when known.
    case unchanged([UInt8], FileStamp?)
}

/// A file's identity and version as stat(2) tells them.
public struct FileStamp: Sendable, Hashable {
    public var size: Int
    public var modifiedSeconds: Int
    public var modifiedNanoseconds: Int
    public var inode: UInt64
    public var device: UInt64
    /// The inode's change time (st_ctim): moved by every write, rename onto
    /// the path, chmod or `touch`, and not settable from user space, so the
    /// cache's trust in an unread file (`StampTable`) also asks it.
    public var changedSeconds: Int
    public var changedNanoseconds: Int

    init(_ st: stat) {
        size = Int(st.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int(st.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int(st.st_mtimespec.tv_nsec)
        changedSeconds = Int(st.st_ctimespec.tv_sec)
        changedNanoseconds = Int(st.st_ctimespec.tv_nsec)
        #else
        modifiedSeconds = Int(st.st_mtim.tv_sec)
        modifiedNanoseconds = Int(st.st_mtim.tv_nsec)
        changedSeconds = Int(st.st_ctim.tv_sec)
        changedNanoseconds = Int(st.st_ctim.tv_nsec)
        #endif
        inode = UInt64(st.st_ino)
        device = UInt64(st.st_dev)
    }

    /// For decoding (`StampTable`).
    init(size: Int, modified: (Int, Int), changed: (Int, Int), inode: UInt64, device: UInt64) {
        self.size = size
        (modifiedSeconds, modifiedNanoseconds) = modified
        (changedSeconds, changedNanoseconds) = changed
        self.inode = inode
        self.device = device
    }

    /// Same file (device and inode), same size, same modification time (the
    /// change time is not asked: a chmod between read and write is no edit).
    public func sameVersion(as other: FileStamp) -> Bool {
        size == other.size && modifiedSeconds == other.modifiedSeconds && modifiedNanoseconds == other.modifiedNanoseconds
            && inode == other.inode && device == other.device
    }
}

/// read(2); a file-level name, since `FileIO.read` shadows it inside the enum.
private func systemRead(_ fd: Int32, _ buf: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buf, count)
}

/// Process-wide settings for the command-line tool, made once at startup.
public enum ProcessSetup {
    /// Ignores SIGXFSZ: a write past the file size limit (`ulimit -f`) then
    /// fails with EFBIG, which `FileIO.writeAtomically` reports (removing its
    /// temporary file), instead of killing the process mid-write. Ignores
    /// SIGPIPE: a closed pipe is an EPIPE the console handles, and cannot cut
    /// a `fix` between two file writes.
    public static func run() {
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
    }

    /// For a process that ends after one run (not the MCP server): glibc's
    /// malloc grows its heaps by `topPad` at a time (`M_TOP_PAD`), not by
    /// the few pages each allocation lacks. By default the main thread's
    /// heap grew by `brk` ~1,900 times in a 55 MB run, and each other
    /// thread's heap by `mprotect` a page or a few at a time (~4,700 calls
    /// with 2 jobs); each call takes the address space's lock the other
    /// core's page faults need. With the pad a run makes ~130 such calls;
    /// 2 jobs took 32 ms less (699 -> 668 ms, medians of 8 alternated runs),
    /// 1 job the same. Reserving is not touching: peak memory is unchanged
    /// (docs/performance.md). The padding kept at a heap's top is not given
    /// back until the process ends, which only a long-lived process would
    /// feel, so the MCP server keeps glibc's default.
    /// Returns whether the setting was made (false where there is no glibc).
    @discardableResult
    public static func padMallocHeaps(topPad: Int = 64 << 20) -> Bool {
        #if canImport(Glibc)
        // `mallopt` is not in Swift's Glibc module: looked up by name.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let M_TOP_PAD: Int32 = -2  // <malloc.h>
        return mallopt(M_TOP_PAD, Int32(clamping: topPad)) == 1
        #else
        return false
        #endif
    }
}
