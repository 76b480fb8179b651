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
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw readError(path, errno) }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) != 0 { throw readError(path, errno) }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw .unreadable(path: path, reason: "is a directory") }
        let size = Int(st.st_size)
        if size > maxBytes { throw .tooLarge(path: path, bytes: size) }

        // Read to EOF: the size is a hint (the file may change, or be a pipe).
        var buffer = [UInt8](repeating: 0, count: max(size, 0) + 1)
        var used = 0
        while true {
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
        return buffer
    }

    /// Throws `notUTF8` unless `bytes` are valid UTF-8.
    public static func requireUTF8(_ bytes: [UInt8], path: String) throws(InputError) {
        if String(validating: bytes, as: UTF8.self) == nil { throw .notUTF8(path: path) }
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

        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBufferPointer { p in
                write(fd, p.baseAddress! + written, p.count - written)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unwritable(path: path, reason: errorText(errno))
            }
            written += n
        }
        if fchmod(fd, mode) != 0 { throw .unwritable(path: path, reason: errorText(errno)) }
        fdOpen = false
        if close(fd) != 0 { throw .unwritable(path: path, reason: errorText(errno)) }
        if rename(tempPath, target) != 0 { throw .unwritable(path: path, reason: errorText(errno)) }
        done = true
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

/// read(2); a file-level name, since `FileIO.read` shadows it inside the enum.
private func systemRead(_ fd: Int32, _ buf: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buf, count)
}

/// Process-wide settings for the command-line tool, made once at startup.
public enum ProcessSetup {
    /// Ignores SIGXFSZ: a write past the file size limit (`ulimit -f`) then
    /// fails with EFBIG, which `FileIO.writeAtomically` reports (removing its
    /// temporary file), instead of killing the process mid-write.
    public static func run() {
        signal(SIGXFSZ, SIG_IGN)
    }
}
