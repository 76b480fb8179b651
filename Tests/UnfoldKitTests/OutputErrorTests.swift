import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 12 item 7: a full disk or a closed pipe on stdout or stderr is not a
/// crash. The built binary runs with its output redirected, since only the
/// real `Console.standard` writes to file descriptors.
@Suite("Output errors (built binary)")
struct OutputErrorTests {
    func binary() throws {
        try #require(FileManager.default.isExecutableFile(atPath: outputBuiltBinary), "run `swift build` first: \(outputBuiltBinary)")
    }

    /// `> /dev/full`: one message on stderr, exit 2, for every command that prints.
    @Test func stdoutOnAFullDiskIsOneMessageAndExitTwo() throws {
        try binary()
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        for command in ["\"$0\" --no-color --quiet .", "\"$0\" check --quiet --format json .", "\"$0\" rules", "\"$0\" explain uiscreen-main-scale"] {
            let r = try runShell("exec \(command) > /dev/full", cwd: s.path)
            #expect(r.exited, "\(command): killed by signal \(r.status); stderr: \(r.err.prefix(300))")
            #expect(r.status == 2, "\(command): exit \(r.status)")
            #expect(r.err == "unfold: cannot write to standard output: No space left on device\n", "\(command): stderr: \(r.err.prefix(300))")
        }
    }

    /// A pipe whose reader is gone: with SIGPIPE ignored (as under many CI
    /// runners and process supervisors) and with it at its default, unfold
    /// stops quietly with exit 2: no message, no signal.
    @Test(arguments: ["trap '' PIPE; ", ""])
    func closedPipeIsAQuietStop(trap: String) throws {
        try binary()
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        close(fds[0])  // no reader, ever: the first write fails with EPIPE
        let writeEnd = FileHandle(fileDescriptor: fds[1], closeOnDealloc: true)
        let r = try runShell("\(trap)exec \"$0\" --no-color --quiet .", cwd: s.path, stdout: writeEnd)
        try? writeEnd.close()
        #expect(r.exited, "killed by signal \(r.status); stderr: \(r.err.prefix(300))")
        #expect(r.status == 2, "exit \(r.status)")
        #expect(r.err.isEmpty, "stderr: \(r.err.prefix(300))")
    }

    /// `2> /dev/full`: the run goes on, stdout and the exit code are as usual.
    @Test func stderrOnAFullDiskDoesNotCrash() throws {
        try binary()
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        let usage = try runShell("exec \"$0\" --frobnicate 2> /dev/full", cwd: s.path)
        #expect(usage.exited, "killed by signal \(usage.status)")
        #expect(usage.status == 2)
        let dryRun = try runShell("exec \"$0\" --no-color . 2> /dev/full", cwd: s.path)
        #expect(dryRun.exited, "killed by signal \(dryRun.status)")
        #expect(dryRun.status == 1)
        #expect(dryRun.stdout.hasPrefix("diff --git a/V.swift b/V.swift\n"), "\(dryRun.stdout)")
        let both = try runShell("exec \"$0\" --no-color . > /dev/full 2> /dev/full", cwd: s.path)
        #expect(both.exited, "killed by signal \(both.status)")
        #expect(both.status == 2)
    }
}
