import Dispatch
import Foundation

/// Running git. Every call is a child process (`/usr/bin/env git …`) with no
/// terminal prompts and stdin closed; nothing is cached between calls.
public enum Git {
    /// Runs `git args…` in `dir` and returns its exit status and output.
    /// Output is decoded as UTF-8 (invalid bytes replaced). When git cannot
    /// be started at all (or `dir` does not exist) the status is -1 and stderr
    /// says why; when `env` finds no git the status is 127.
    public static func run(_ args: [String], in dir: String, stdinFile: String? = nil) -> (status: Int32, stdout: String, stderr: String) {
        let r = runBytes(args, in: dir, stdinFile: stdinFile)
        return (r.status, String(decoding: r.stdout, as: UTF8.self), String(decoding: r.stderr, as: UTF8.self))
    }

    /// `run`, with the output as bytes (for `git diff`, `git show` of files
    /// that are not UTF-8). `stdinFile`: a file to read as git's stdin (a
    /// path list for `update-index --stdin`: no command-line length limit).
    public static func runBytes(_ args: [String], in dir: String, stdinFile: String? = nil) -> (status: Int32, stdout: [UInt8], stderr: [UInt8]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + args
        process.currentDirectoryURL = URL(fileURLWithPath: dir, isDirectory: true)
        var env = ProcessInfo.processInfo.environment
        env["GIT_TERMINAL_PROMPT"] = "0"
        env["GIT_OPTIONAL_LOCKS"] = "0"
        process.environment = env
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        if let stdinFile {
            guard let handle = FileHandle(forReadingAtPath: stdinFile) else { return (-1, [], Array("cannot read \(stdinFile)".utf8)) }
            process.standardInput = handle
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        do {
            try process.run()
        } catch {
            return (-1, [], Array("cannot run git in \(dir): \(error)".utf8))
        }
        // Drain stderr on another thread so neither pipe can fill up and
        // block git.
        let errBox = ByteBox()
        let errHandle = errPipe.fileHandleForReading
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            errBox.set(errHandle.readDataToEndOfFile())
        }
        let out = outPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, [UInt8](out), errBox.bytes)
    }

    /// Whether a `git` executable can be run.
    public static let isAvailable: Bool = run(["--version"], in: "/").status == 0

    /// The top-level directory of the work tree containing `dir`, or nil when
    /// `dir` is not inside a git work tree (or git is missing).
    public static func topLevel(of dir: String) -> String? {
        let r = run(["rev-parse", "--show-toplevel"], in: dir)
        guard r.status == 0 else { return nil }
        let path = r.stdout.hasSuffix("\n") ? String(r.stdout.dropLast()) : r.stdout
        return path.isEmpty ? nil : path
    }

    /// Whether the work tree containing `dir` has uncommitted changes: staged
    /// or unstaged edits, and (unless `includeUntracked` is false) untracked
    /// files that are not ignored. nil when `dir` is not in a git work tree.
    public static func isDirty(at dir: String, includeUntracked: Bool = true) -> Bool? {
        guard topLevel(of: dir) != nil else { return nil }
        var args = ["status", "--porcelain"]
        if !includeUntracked { args.append("--untracked-files=no") }
        let r = run(args, in: dir)
        guard r.status == 0 else { return nil }
        return !r.stdout.isEmpty
    }
}

private final class ByteBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data: [UInt8] = []

    func set(_ d: Data) {
        lock.lock()
        data = [UInt8](d)
        lock.unlock()
    }

    var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
