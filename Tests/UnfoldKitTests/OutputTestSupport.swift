import Foundation
import Testing
import Transforms
import UnfoldKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Helpers for the issue 12 output and command-line tests (OutputErrorTests,
// OutputTargetTests, FlagValueTests, OSVersionTests, SplitDirTests,
// ConfigPathTests, PathEscapingTests): an in-process run with a captured
// console, a scratch folder, and a run of the built binary through /bin/sh.

/// One in-process run of `unfold`.
struct OutputRun {
    var code: ExitCode
    var out: [UInt8]
    var err: String
    var stdout: String { String(decoding: out, as: UTF8.self) }
}

private final class OutputCapture: @unchecked Sendable {
    let lock = NSLock()
    var out: [UInt8] = []
    var err = ""
}

/// Runs `unfold args…` in process in `cwd`.
func runUnfold(_ args: [String], cwd: String) -> OutputRun {
    let c = OutputCapture()
    let console = Console(out: { b in c.lock.lock(); c.out += b; c.lock.unlock() },
                          err: { s in c.lock.lock(); c.err += s; c.lock.unlock() }, cwd: cwd)
    let code = CLI.run(args, catalog: Registry.catalog, console: console)
    c.lock.lock()
    defer { c.lock.unlock() }
    return OutputRun(code: code, out: c.out, err: c.err)
}

/// A fresh temporary folder named `prefix-XXXXXX`, as its real path.
func makeTemporaryFolder(_ prefix: String) throws -> String {
    var template = Array((NSTemporaryDirectory() + "/\(prefix)-XXXXXX").utf8CString)
    guard let p = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
    let made = String(cString: p)
    guard let real = realpath(made, nil) else { return made }
    defer { free(real) }
    return String(cString: real)
}

/// A fresh temporary folder (its real path), removed by `remove()`.
struct OutputScratch {
    let path: String

    init() throws { path = try makeTemporaryFolder("unfold-i12") }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func abs(_ rel: String) -> String { path + "/" + rel }

    func write(_ rel: String, _ text: String) throws {
        let url = URL(fileURLWithPath: abs(rel))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func text(_ rel: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: abs(rel)))).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ rel: String) -> Bool {
        var st = stat()
        return lstat(abs(rel), &st) == 0
    }
}

/// The file type bits (`S_IFMT`) of `path` without following a final link; 0 when it does not exist.
func fileType(_ path: String, followLinks: Bool = false) -> mode_t {
    var st = stat()
    let ok = followLinks ? stat(path, &st) : lstat(path, &st)
    return ok == 0 ? st.st_mode & S_IFMT : 0
}

/// A UIView reading `UIScreen.main.scale` in layoutSubviews: one safe fix.
let outputFixtureView = "import UIKit\n\nfinal class V: UIView {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        let s = 1 / UIScreen.main.scale\n        _ = s\n    }\n}\n"

/// The package root (three folders up from this file) and the built binary.
let outputPackageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
let outputBuiltBinary = outputPackageRoot + "/.build/debug/unfold"

/// How a child process ended.
struct ShellResult {
    var exited: Bool
    /// The exit status, or the signal number when `exited` is false.
    var status: Int32
    var out: [UInt8]
    var err: String
    var stdout: String { String(decoding: out, as: UTF8.self) }
}

/// Runs `/bin/sh -c script` in `cwd` with `$0` set to the built binary;
/// stdout goes to `stdout` (a file descriptor, or a temporary file when nil),
/// stderr to a temporary file.
func runShell(_ script: String, cwd: String, stdout: FileHandle? = nil) throws -> ShellResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, outputBuiltBinary]
    process.currentDirectoryURL = URL(fileURLWithPath: cwd, isDirectory: true)
    let (out, err) = try runCapturing(process, stdout: stdout)
    return ShellResult(exited: process.terminationReason == .exit, status: process.terminationStatus, out: out, err: err)
}

/// Runs `process` to its end with stdout (unless `stdout` is given) and
/// stderr going to temporary files, so neither pipe can block the child.
func runCapturing(_ process: Process, stdout: FileHandle? = nil) throws -> (out: [UInt8], err: String) {
    let base = NSTemporaryDirectory() + "/unfold-test-proc-" + UUID().uuidString
    let outPath = base + ".out", errPath = base + ".err"
    try? Data().write(to: URL(fileURLWithPath: outPath))
    try? Data().write(to: URL(fileURLWithPath: errPath))
    defer {
        try? FileManager.default.removeItem(atPath: outPath)
        try? FileManager.default.removeItem(atPath: errPath)
    }
    guard let outHandle = FileHandle(forWritingAtPath: outPath), let errHandle = FileHandle(forWritingAtPath: errPath) else {
        throw CocoaError(.fileWriteUnknown)
    }
    process.standardOutput = stdout ?? outHandle
    process.standardError = errHandle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try? outHandle.close()
    try? errHandle.close()
    let out = (try? Data(contentsOf: URL(fileURLWithPath: outPath))).map { [UInt8]($0) } ?? []
    return (out, (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
}

/// SplitMix64: a small seeded generator, so a failing random case reproduces.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
