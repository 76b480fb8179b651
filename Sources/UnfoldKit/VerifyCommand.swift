#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A user's check command (`fix --verify CMD`), run through `/bin/sh -c` in
/// its own process group, its output appended to a log file. A timeout or an
/// interrupt (`Interrupts.requested`) ends the whole group: SIGTERM, then
/// SIGKILL two seconds later.
struct VerifyCommand {
    let command: String
    /// The folder CMD runs in.
    let cwd: String
    /// Seconds; nil: no limit.
    let timeout: Double?
    /// CMD's stdout and stderr go here (appended).
    let logPath: String

    enum Outcome: Equatable {
        case passed
        case failed(status: Int32)
        case timedOut
        case interrupted
        /// CMD could not be started (the reason).
        case notStarted(String)

        var passed: Bool { self == .passed }

        /// For messages: "exit status 65", "timed out after 300 s", ….
        func describe(timeout: Double?) -> String {
            switch self {
            case .passed: return "passed"
            case .failed(let s): return s >= 128 ? "killed by signal \(s - 128)" : "exit status \(s)"
            case .timedOut: return "timed out after \(timeout.map { String(format: "%g", $0) } ?? "?") s"
            case .interrupted: return "interrupted"
            case .notStarted(let why): return "could not be started: \(why)"
            }
        }
    }

    /// Runs CMD once, with `title` written to the log before its output;
    /// returns how it ended and the bytes it wrote.
    func run(title: String) -> (outcome: Outcome, output: [UInt8]) {
        let fd = open(logPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return (.notStarted("cannot open the log \(logPath): \(errorText(errno))"), []) }
        defer { close(fd) }
        _ = FileIO.writeAll(fd, Array("\n=== unfold --verify: \(title) ===\n$ \(command)\n".utf8))
        var start = stat()
        fstat(fd, &start)
        let from = Int(start.st_size)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fd, 1)
        posix_spawn_file_actions_adddup2(&actions, fd, 2)
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        posix_spawnattr_setpgroup(&attr, 0)
        // The child starts with default signal handling, whatever unfold traps.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXFSZ] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attr, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attr, &unblocked)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        // posix_spawn has no working-directory action everywhere: `cd` in the shell.
        let script = "cd \(VerifyCommand.shellQuoted(cwd)) && \(command)"
        let argv: [String] = ["/bin/sh", "-c", script]
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs where p != nil { free(p) } }
        var pid: pid_t = 0
        let env = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var cEnv = env.map { strdup($0) } + [nil]
        defer { for p in cEnv where p != nil { free(p) } }
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attr, &cArgs, &cEnv)
        guard spawned == 0 else { return (.notStarted(errorText(spawned)), []) }

        let began = Date()
        var status: Int32 = 0
        var ended: Outcome?
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { break }
            if r < 0 && errno != EINTR { ended = .notStarted("waitpid: \(errorText(errno))"); break }
            if Interrupts.requested {
                VerifyCommand.stop(group: pid)
                _ = waitpid(pid, &status, 0)
                ended = .interrupted
                break
            }
            if let timeout, Date().timeIntervalSince(began) > timeout {
                VerifyCommand.stop(group: pid)
                _ = waitpid(pid, &status, 0)
                ended = .timedOut
                break
            }
            usleep(20_000)
        }
        // Whatever CMD left running in its group goes too.
        kill(-pid, SIGKILL)
        let output = (try? FileIO.read(logPath, maxBytes: Int.max)).map { Array($0.dropFirst(from)) } ?? []
        if let ended { return (ended, output) }
        // WIFEXITED / WEXITSTATUS, spelled out (the macros are not imported).
        let exited = (status & 0x7f) == 0
        let code = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (code == 0 ? .passed : .failed(status: code), output)
    }

    /// SIGTERM to the group, then SIGKILL after up to two seconds.
    static func stop(group pid: pid_t) {
        kill(-pid, SIGTERM)
        for _ in 0..<100 {
            if kill(-pid, 0) != 0 { return }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { kill(-pid, SIGKILL); return }
            usleep(20_000)
        }
        kill(-pid, SIGKILL)
    }

    static func shellQuoted(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The first lines of CMD's output worth showing: lines that say
    /// `error` (as compilers and xcodebuild write them), else the last lines.
    static func errorLines(_ output: [UInt8], limit: Int = 3) -> [String] {
        let lines = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline).map {
            String($0.prefix(300)).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        let errors = lines.filter { $0.range(of: "error", options: .caseInsensitive) != nil }
        return Array((errors.isEmpty ? Array(lines.suffix(limit)) : errors).prefix(limit))
    }
}
