import Foundation
import SwiftTree
import Transforms
import UnfoldKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `unfold-bench sweep PATH…`: runs every transform over whole trees and checks
/// what must hold on any real code (docs/sweep.md):
///
/// - (a) every Swift file round-trips through `SyntaxTree` byte for byte;
/// - (b) no transform, nor the engine, crashes or hangs on any file;
/// - (c) every rewritten file still parses with the toolchain's parser when its
///   input did (swift-syntax-oracle, one batch per tree);
/// - (d) a second run over the rewritten tree changes nothing;
/// - (e) every file the run did not rewrite is byte-identical afterwards.
///
/// Each PATH is one project (one index). The tree's inputs (Swift, plists,
/// project.pbxproj) are copied to a work directory, and every step that runs
/// transform code runs in a child process (`unfold-bench sweep-worker`), so a
/// crash on one file is recorded with the file, the transform and the crash
/// message, and the sweep goes on without that file.
enum Sweep {
    static let workerCommand = "sweep-worker"

    struct Options {
        var paths: [String] = []
        var oracle: String?
        var toolsDir: String?
        var workDir: String?
        var keep = false
        /// A worker that prints nothing for this long is a hang.
        var timeout: Double = 600
        var jobs = 0
    }

    static let usage = """
        usage: unfold-bench sweep [options] PATH…

        Each PATH (a directory, or one file) is swept as one project.
        options:
          --oracle PATH    swift-syntax-oracle binary (default: $UNFOLD_ORACLE, else built
                           from ../shared/tools/swift-syntax-oracle, else swiftc -frontend -parse)
          --tools DIR      where swift-syntax-oracle/ lives (default: ../shared/tools)
          --work DIR       work directory for the copies (default: a new temp directory)
          --keep           keep the work copies (default: kept only for trees with failures)
          --timeout SEC    a step that prints nothing for SEC seconds is a hang (default 600)
          --jobs N         engine threads (default: all cores)
        exit status: 0 no failure, 1 failures, 2 usage or setup error

        """

    static func main(_ args: [String]) -> Int32 {
        var o = Options()
        var i = 0
        func value(_ flag: String) -> String? {
            i += 1
            guard i < args.count else { err("unfold-bench sweep: \(flag) needs a value\n" + usage); return nil }
            return args[i]
        }
        while i < args.count {
            let a = args[i]
            switch a {
            case "--oracle": guard let v = value(a) else { return 2 }; o.oracle = v
            case "--tools": guard let v = value(a) else { return 2 }; o.toolsDir = v
            case "--work": guard let v = value(a) else { return 2 }; o.workDir = v
            case "--keep": o.keep = true
            case "--timeout":
                guard let v = value(a), let t = Double(v), t > 0 else { err("unfold-bench sweep: --timeout needs a number of seconds\n"); return 2 }
                o.timeout = t
            case "--jobs":
                guard let v = value(a), let n = Int(v), n >= 0 else { err("unfold-bench sweep: --jobs needs a number\n"); return 2 }
                o.jobs = n
            case "-h", "--help": print(usage, terminator: ""); return 0
            case "--": o.paths += args[(i + 1)...]; i = args.count
            default:
                if a.hasPrefix("-") && a.count > 1 { err("unfold-bench sweep: unknown option \(a)\n" + usage); return 2 }
                o.paths.append(a)
            }
            i += 1
        }
        guard !o.paths.isEmpty else { err(usage); return 2 }
        for p in o.paths where !FileManager.default.fileExists(atPath: p) {
            err("unfold-bench sweep: \(p): no such file or directory\n")
            return 2
        }

        let started = Date()
        let checker: ParseChecker
        do { checker = try ParseChecker.make(o) } catch { err("unfold-bench sweep: \(error)\n"); return 2 }
        print("parser check: \(checker.description)")

        let work = o.workDir ?? (NSTemporaryDirectory() + "unfold-sweep-\(getpid())")
        do { try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true) } catch {
            err("unfold-bench sweep: cannot create \(work): \(error)\n"); return 2
        }
        var reports: [TreeReport] = []
        for (k, path) in o.paths.enumerated() {
            let dir = work + "/\(k)-" + ((path as NSString).lastPathComponent.isEmpty ? "root" : (path as NSString).lastPathComponent)
            var report = TreeSweep(path: path, work: dir, options: o, checker: checker).run()
            if report.failures.isEmpty && !o.keep {
                try? FileManager.default.removeItem(atPath: dir)
            } else {
                report.notes.append("work copy kept: \(dir)")
            }
            print(report.render())
            reports.append(report)
        }
        if o.workDir == nil, !o.keep, (try? FileManager.default.contentsOfDirectory(atPath: work))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: work)
        }
        let total = TreeReport.total(reports)
        if reports.count > 1 { print(total.render(failureList: false)) }
        print(String(format: "sweep: %d tree%@, %d Swift files, %.1f MB, %d failure%@, %.1f s",
                     reports.count, reports.count == 1 ? "" : "s", total.swiftFiles, Double(total.swiftBytes) / 1_048_576,
                     total.failures.count, total.failures.count == 1 ? "" : "s", Date().timeIntervalSince(started)))
        return total.failures.isEmpty ? 0 : 1
    }

    static func err(_ s: String) { FileHandle.standardError.write(Data(s.utf8)) }
}

// MARK: - Report

struct SweepFailure: Sendable {
    enum Kind: String, CaseIterable, Sendable {
        case roundTrip = "round-trip failure"
        case crash = "transform crash"
        case noLongerParses = "rewritten, no longer parses"
        case nonIdempotent = "non-idempotent"
        case untouchedChanged = "untouched file changed"
        case malformedFix = "malformed finding or fix"
        case engineProblem = "engine problem"
    }
    var kind: Kind
    var path: String
    var reason: String
}

struct TreeReport {
    var name: String
    var swiftFiles = 0
    var swiftBytes = 0
    var otherFiles = 0
    var notUTF8 = 0
    var unreadable = 0
    var rewritten = 0
    var created = 0
    var inputDidNotParse = 0
    var findings = 0
    var applied = 0
    var seconds = 0.0
    var failures: [SweepFailure] = []
    var notes: [String] = []
    /// Wall time of each step, in order.
    var steps: [(String, Double)] = []

    init(name: String) { self.name = name }

    func count(_ k: SweepFailure.Kind) -> Int { failures.filter { $0.kind == k }.count }

    static func total(_ rs: [TreeReport]) -> TreeReport {
        var t = TreeReport(name: "total (\(rs.count) trees)")
        for r in rs {
            t.swiftFiles += r.swiftFiles; t.swiftBytes += r.swiftBytes; t.otherFiles += r.otherFiles
            t.notUTF8 += r.notUTF8; t.unreadable += r.unreadable; t.rewritten += r.rewritten; t.created += r.created
            t.inputDidNotParse += r.inputDidNotParse; t.findings += r.findings; t.applied += r.applied
            t.seconds += r.seconds; t.failures += r.failures
        }
        return t
    }

    func render(failureList: Bool = true) -> String {
        var s = "== \(name)\n"
        func line(_ label: String, _ value: String) { s += "  " + label.padding(toLength: 30, withPad: " ", startingAt: 0) + value + "\n" }
        line("files", "\(swiftFiles) Swift (+\(otherFiles) plist/pbxproj)")
        line("bytes", String(format: "%d (%.2f MB)", swiftBytes, Double(swiftBytes) / 1_048_576))
        line("round-trip failures", "\(count(.roundTrip))")
        line("transform crashes", "\(count(.crash))")
        line("files rewritten", "\(rewritten)" + (created > 0 ? " (\(created) created)" : ""))
        line("rewritten, no longer parse", "\(count(.noLongerParses))" + (inputDidNotParse > 0 ? " (\(inputDidNotParse) more whose input did not parse either)" : ""))
        line("non-idempotent", "\(count(.nonIdempotent))")
        line("untouched changed", "\(count(.untouchedChanged))")
        line("malformed findings/fixes", "\(count(.malformedFix))")
        line("engine problems", "\(count(.engineProblem))")
        line("findings (fixes applied)", "\(findings) (\(applied))")
        if notUTF8 > 0 { line("not UTF-8 (round trip only)", "\(notUTF8)") }
        if unreadable > 0 { line("unreadable", "\(unreadable)") }
        line("wall time", String(format: "%.1f s", seconds)
             + (steps.isEmpty ? "" : " (" + steps.map { String(format: "%@ %.1f s", $0.0, $0.1) }.joined(separator: ", ") + ")"))
        for n in notes { s += "  note: \(n)\n" }
        if failureList && !failures.isEmpty {
            s += "  failures:\n"
            for f in failures { s += "    [\(f.kind.rawValue)] \(f.path): \(f.reason)\n" }
        }
        return s
    }
}

// MARK: - One tree

struct TreeSweep {
    let path: String
    let work: String
    let options: Sweep.Options
    let checker: ParseChecker

    /// An input as found in the original tree (keyed by its path in the work copy).
    struct Original {
        var absolute: String
        var bytes: [UInt8]
    }

    func run() -> TreeReport {
        let started = Date()
        var report = TreeReport(name: path)
        sweep(&report)
        report.seconds = Date().timeIntervalSince(started)
        report.failures.sort { ($0.kind.rawValue, $0.path) < ($1.kind.rawValue, $1.path) }
        return report
    }

    func sweep(_ report: inout TreeReport) {
        var clock = Date()
        func step(_ name: String) {
            report.steps.append((name, Date().timeIntervalSince(clock)))
            clock = Date()
        }
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
            report.failures.append(SweepFailure(kind: .engineProblem, path: path, reason: "disappeared during the sweep"))
            return
        }
        let abs = path.hasPrefix("/") ? path : fm.currentDirectoryPath + "/" + path
        let root = isDir.boolValue ? abs : (abs as NSString).deletingLastPathComponent

        // Read the tree the way `unfold` does, then copy its inputs to the work directory.
        let (files, errors, _) = Workspace.discover(paths: [abs], cwd: root)
        report.unreadable = errors.count
        for e in errors { report.notes.append(e.description) }
        let bytes = Engine.parallelMap(files, jobs: options.jobs) { f in try? FileIO.read(f.absolutePath) }
        var originals: [String: Original] = [:]
        let copy = work + "/tree"
        try? fm.removeItem(atPath: work)
        for (f, b) in zip(files, bytes) {
            guard let b else { report.unreadable += 1; report.notes.append("\(f.displayPath): unreadable"); continue }
            let rel = f.displayPath.hasPrefix("/") ? "_outside" + f.displayPath : f.displayPath
            originals[rel] = Original(absolute: f.absolutePath, bytes: b)
            let dest = copy + "/" + rel
            do {
                try fm.createDirectory(atPath: (dest as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileIO.writeAtomically(b, to: dest)
            } catch {
                report.failures.append(SweepFailure(kind: .engineProblem, path: rel, reason: "could not copy to the work directory: \(error)"))
                return
            }
            if f.kind == .swift {
                report.swiftFiles += 1
                report.swiftBytes += b.count
            } else {
                report.otherFiles += 1
            }
        }
        step("read+copy")
        var runner = WorkerRunner(work: work, timeout: options.timeout, jobs: options.jobs)

        // (a), (b): round trip, then every transform on every file with the
        // whole tree's index, one (file, transform) step at a time.
        var excluded: [String] = []
        var fixPaths: Set<String> = []
        var crashedFiles: Set<String> = []
        var roundTrip: [String: String] = [:]
        var notUTF8: Set<String> = []
        var ignored: [String] = []
        var resume = 0
        var attempts = 0
        checks: while true {
            attempts += 1
            let run = runner.run(mode: "checks", root: copy, exclude: excluded, resume: resume)
            for l in run.lines {
                switch l.first {
                case "R" where l.count >= 3: roundTrip[l[1]] = l[2]
                case "U" where l.count >= 2: notUTF8.insert(l[1])
                case "X" where l.count >= 2: fixPaths.insert(l[1])
                case "M" where l.count >= 4:
                    report.failures.append(SweepFailure(kind: .malformedFix, path: l[1], reason: "\(l[2]): \(l[3])"))
                default: break
                }
            }
            if run.completed { break }
            let marker = run.lines.last { ["P", "I", "T"].contains($0.first ?? "") }
            let why = run.crashSummary
            switch marker?.first {
            case "P" where marker!.count >= 2:
                let file = marker![1]
                report.failures.append(SweepFailure(kind: .crash, path: file, reason: "parsing or indexing crashed: \(why)"))
                excluded.append(file)
                crashedFiles.insert(file)
                resume = 0
            case "T" where marker!.count >= 4:
                let file = marker![2]
                report.failures.append(SweepFailure(kind: .crash, path: file, reason: "\(marker![3]) crashed: \(why)"))
                if file != "<project>" { crashedFiles.insert(file) } else { ignored.append(marker![3]) }
                resume = (Int(marker![1]) ?? 0) + 1
            default:
                report.failures.append(SweepFailure(kind: .crash, path: "<index>", reason: "the check worker crashed before any transform ran: \(why)"))
                break checks
            }
            if attempts > 500 {
                report.failures.append(SweepFailure(kind: .crash, path: "<sweep>", reason: "more than 500 crashes; stopped"))
                break
            }
        }
        report.notUTF8 = notUTF8.count
        step("checks")
        for (p, r) in roundTrip.sorted(by: { $0.key < $1.key }) {
            report.failures.append(SweepFailure(kind: .roundTrip, path: p, reason: r))
        }

        // The engine over the whole tree (review fixes applied), written into the copy.
        var engineExcluded = excluded + crashedFiles.filter { !excluded.contains($0) }.sorted()
        var first = runner.run(mode: "engine-write", root: copy, exclude: engineExcluded, ignore: ignored)
        if !first.completed {
            // Find the files whose fixes make the engine crash (they only matter
            // through their fixes: every file was already checked alone).
            let candidates = fixPaths.filter { !engineExcluded.contains($0) && originals[$0] != nil }.sorted()
            let groups = bisect(candidates, all: candidates, excluded: engineExcluded, ignore: ignored, runner: &runner, copy: copy, knownCrash: first.crashSummary)
            if groups.isEmpty {
                report.failures.append(SweepFailure(kind: .crash, path: "<engine>", reason: "the engine run crashed: \(first.crashSummary)"))
            }
            for g in groups {
                report.failures.append(SweepFailure(kind: .crash, path: g.files.joined(separator: ", "), reason: "the engine crashes when these files' fixes apply: \(g.why)"))
                engineExcluded += g.files
            }
            if !groups.isEmpty { first = runner.run(mode: "engine-write", root: copy, exclude: engineExcluded, ignore: ignored) }
            if !first.completed {
                if !groups.isEmpty {
                    report.failures.append(SweepFailure(kind: .crash, path: "<engine>", reason: "the engine still crashes without those files: \(first.crashSummary)"))
                }
                return
            }
        }
        var changed: [String: (created: Bool, rules: String)] = [:]
        for l in first.lines {
            switch l.first {
            case "S" where l.count >= 3:
                report.findings = Int(l[1]) ?? 0
                report.applied = Int(l[2]) ?? 0
            case "C" where l.count >= 4: changed[l[1]] = (l[2] == "created", l[3])
            case "Q" where l.count >= 3: report.failures.append(SweepFailure(kind: .engineProblem, path: l[1], reason: l[2]))
            case "W" where l.count >= 3: report.failures.append(SweepFailure(kind: .engineProblem, path: l[1], reason: "write failed: \(l[2])"))
            default: break
            }
        }
        report.rewritten = changed.count
        step("engine")
        report.created = changed.values.filter(\.created).count

        // (c) Rewritten Swift files must parse whenever their input did: one batch.
        let swiftChanged = changed.keys.filter { $0.hasSuffix(".swift") }.sorted()
        var batch: [String] = []
        for p in swiftChanged {
            if let o = originals[p] { batch.append(o.absolute) }
            batch.append(copy + "/" + p)
        }
        let rejected = checker.rejected(batch)
        for p in swiftChanged {
            let rules = changed[p]!.rules
            guard let at = rejected[copy + "/" + p] else { continue }
            if let o = originals[p] {
                if rejected[o.absolute] != nil {
                    report.inputDidNotParse += 1
                } else {
                    report.failures.append(SweepFailure(kind: .noLongerParses, path: p, reason: "parse error at \(at) after fixes by \(rules); the input parsed"))
                }
            } else {
                report.failures.append(SweepFailure(kind: .noLongerParses, path: p, reason: "created by \(rules), does not parse (error at \(at))"))
            }
        }

        step("parser check")

        // (d) A second run over the rewritten tree changes nothing.
        let second = runner.run(mode: "engine-dry", root: copy, exclude: engineExcluded, ignore: ignored)
        if !second.completed {
            let marker = second.lines.last { $0.first == "P" || $0.first == "E" }
            let file = marker.map { $0.first == "P" && $0.count >= 2 ? $0[1] : "<engine>" } ?? "<engine>"
            report.failures.append(SweepFailure(kind: .crash, path: file, reason: "the second run (over the rewritten tree) crashed: \(second.crashSummary)"))
        }
        for l in second.lines {
            switch l.first {
            case "R" where l.count >= 3 && changed[l[1]] != nil:
                report.failures.append(SweepFailure(kind: .roundTrip, path: l[1], reason: "rewritten file: \(l[2])"))
            case "C" where l.count >= 4:
                let by = changed[l[1]].map { " (first run: \($0.rules))" } ?? " (untouched by the first run)"
                report.failures.append(SweepFailure(kind: .nonIdempotent, path: l[1], reason: "the second run \(l[2] == "created" ? "creates" : "changes") it again, by \(l[3])" + by))
            case "Q" where l.count >= 3:
                report.failures.append(SweepFailure(kind: .engineProblem, path: l[1], reason: "second run: \(l[2])"))
            default: break
            }
        }

        step("second run")

        // (e) Every file the run did not rewrite is byte-identical on disk.
        let (after, afterErrors, _) = Workspace.discover(paths: [copy], cwd: copy)
        for e in afterErrors {
            report.failures.append(SweepFailure(kind: .untouchedChanged, path: e.path, reason: e.description))
        }
        var seen: Set<String> = []
        for f in after {
            seen.insert(f.displayPath)
            let now = try? FileIO.read(f.absolutePath)
            if let o = originals[f.displayPath] {
                if changed[f.displayPath] == nil, now != o.bytes {
                    let at = now.map { firstDifference($0, o.bytes) }.map { "bytes differ from offset \($0)" } ?? "unreadable"
                    report.failures.append(SweepFailure(kind: .untouchedChanged, path: f.displayPath, reason: "not reported as changed, but \(at)"))
                } else if changed[f.displayPath] != nil, now == o.bytes {
                    report.failures.append(SweepFailure(kind: .engineProblem, path: f.displayPath, reason: "reported as changed, but the file on disk is unchanged"))
                }
            } else if changed[f.displayPath]?.created != true {
                report.failures.append(SweepFailure(kind: .untouchedChanged, path: f.displayPath, reason: "a file appeared that the run did not report creating"))
            }
        }
        for p in originals.keys.sorted() where !seen.contains(p) {
            report.failures.append(SweepFailure(kind: .untouchedChanged, path: p, reason: "the file disappeared"))
        }
        step("compare")
    }

    func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var i = 0
        while i < a.count && i < b.count && a[i] == b[i] { i += 1 }
        return i
    }

    /// Groups of files whose fixes make the engine crash: halves that crash are
    /// split further; a set that crashes while neither half does is one group.
    func bisect(_ set: [String], all: [String], excluded: [String], ignore: [String], runner: inout WorkerRunner, copy: String, knownCrash: String? = nil) -> [(files: [String], why: String)] {
        guard !set.isEmpty else { return [] }
        var why = knownCrash
        if why == nil {
            let others = Set(all).subtracting(set)
            let run = runner.run(mode: "engine-dry", root: copy, exclude: excluded + others.sorted(), ignore: ignore)
            if run.completed { return [] }
            why = run.crashSummary
        }
        if set.count == 1 { return [(set, why!)] }
        let half = set.count / 2
        let a = bisect(Array(set[..<half]), all: all, excluded: excluded, ignore: ignore, runner: &runner, copy: copy)
        let b = bisect(Array(set[half...]), all: all, excluded: excluded, ignore: ignore, runner: &runner, copy: copy)
        if a.isEmpty && b.isEmpty { return [(set, why!)] }
        return a + b
    }
}

// MARK: - Child processes

/// Runs `unfold-bench sweep-worker` steps with their output in files, so a
/// crash leaves the markers that say where it happened.
struct WorkerRunner {
    let work: String
    let timeout: Double
    let jobs: Int
    var count = 0

    struct Run {
        var lines: [[String]]
        var completed: Bool
        var crashSummary: String
    }

    static let executable: String = {
        if let p = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return p }
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }()

    mutating func run(mode: String, root: String, exclude: [String], ignore: [String] = [], resume: Int = 0) -> Run {
        count += 1
        let base = work + "/step-\(count)-\(mode)"
        let control = (exclude.map { "exclude\t\($0)" } + ignore.map { "ignore\t\($0)" } + ["resume\t\(resume)", "jobs\t\(jobs)"]).joined(separator: "\n") + "\n"
        try? Data(control.utf8).write(to: URL(fileURLWithPath: base + ".control"))
        try? Data().write(to: URL(fileURLWithPath: base + ".out"))
        try? Data().write(to: URL(fileURLWithPath: base + ".err"))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: WorkerRunner.executable)
        p.arguments = [Sweep.workerCommand, mode, root, base + ".control"]
        var env = ProcessInfo.processInfo.environment
        if env["SWIFT_BACKTRACE"] == nil { env["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,preset=medium" }
        p.environment = env
        guard let out = FileHandle(forWritingAtPath: base + ".out"), let errH = FileHandle(forWritingAtPath: base + ".err") else {
            return Run(lines: [], completed: false, crashSummary: "cannot create \(base).out")
        }
        p.standardOutput = out
        p.standardError = errH
        p.standardInput = FileHandle.nullDevice
        do { try p.run() } catch {
            return Run(lines: [], completed: false, crashSummary: "cannot start \(WorkerRunner.executable): \(error)")
        }
        var lastSize: UInt64 = 0
        var lastChange = Date()
        var hung = false
        while p.isRunning {
            usleep(50_000)
            let size = (try? FileManager.default.attributesOfItem(atPath: base + ".out")[.size] as? UInt64) ?? 0
            if size != lastSize {
                lastSize = size
                lastChange = Date()
            } else if Date().timeIntervalSince(lastChange) > timeout {
                hung = true
                kill(p.processIdentifier, SIGKILL)
                break
            }
        }
        p.waitUntilExit()
        try? out.close()
        try? errH.close()
        let text = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let done = lines.last == ["D"]
        let ok = !hung && done && p.terminationReason == .exit && p.terminationStatus == 0
        var summary = ""
        if !ok {
            let errText = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
            summary = hung ? "hang: no progress for \(timeout) s" : WorkerRunner.summarize(errText, status: p.terminationStatus, signal: p.terminationReason == .uncaughtSignal)
            summary += " (log: \(base).err)"
        } else {
            // Keep the work directory small: successful steps leave nothing behind.
            for ext in [".control", ".out", ".err"] { try? FileManager.default.removeItem(atPath: base + ext) }
        }
        return Run(lines: lines, completed: ok, crashSummary: summary)
    }

    /// The crash message and the first frame in unfold's own code.
    static func summarize(_ stderr: String, status: Int32, signal: Bool) -> String {
        var parts: [String] = []
        let lines = stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if let fatal = lines.first(where: { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }) {
            parts.append(fatal)
        }
        if parts.isEmpty, let crashed = lines.first(where: { $0.contains("Program crashed") }) {
            parts.append(crashed.replacingOccurrences(of: "💣 ", with: "").replacingOccurrences(of: "*** ", with: "").replacingOccurrences(of: " ***", with: ""))
        }
        // Backtrace frames look like `3 [ra] 0x… Symbol + 12 in unfold-bench at /path/File.swift:10:5`.
        let own = ["/Transforms/", "/Sources/UnfoldKit/", "/Sources/SwiftTree/"]
        if let frame = lines.first(where: { l in own.contains { l.contains($0) } }) {
            var f = Substring(frame)
            if let hex = f.range(of: " 0x") {
                f = f[hex.upperBound...].drop { $0.isHexDigit }.drop { $0 == " " }
            }
            parts.append("in " + f.replacingOccurrences(of: " in unfold-bench at ", with: " at "))
        }
        if parts.isEmpty {
            parts.append(signal ? "killed by signal \(status)" : "exit status \(status)")
            if let last = lines.last(where: { !$0.isEmpty }) { parts.append(last) }
        }
        return parts.joined(separator: "; ")
    }
}

// MARK: - The parser check

/// Which Swift files the toolchain's parser rejects: the swift-syntax-oracle
/// (one call, paths on stdin), else `swiftc -frontend -parse` per file.
struct ParseChecker {
    var oracle: String?

    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "neither swift-syntax-oracle nor swiftc is available to check that rewritten files parse" }
    }

    static func make(_ o: Sweep.Options) throws -> ParseChecker {
        if let p = o.oracle {
            guard FileManager.default.isExecutableFile(atPath: p) else { throw Unavailable() }
            return ParseChecker(oracle: p)
        }
        let tools = o.toolsDir ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../shared/tools").standardized.path
        if let p = ParserCheck.oracle(toolsDir: tools) { return ParseChecker(oracle: p) }
        guard ParserCheck.which("swiftc") != nil else { throw Unavailable() }
        return ParseChecker(oracle: nil)
    }

    var description: String { oracle.map { "swift-syntax-oracle (\($0))" } ?? "swiftc -frontend -parse (no swift-syntax-oracle)" }

    /// Path → first error position ("LINE:COL", or "rejected" from swiftc).
    func rejected(_ paths: [String]) -> [String: String] {
        if let oracle { return ParserCheck.rejected(paths, oracle: oracle) }
        var out: [String: String] = [:]
        for p in paths where ParserCheck.swiftcParses(p) == false { out[p] = "rejected by swiftc -frontend -parse" }
        return out
    }
}

// MARK: - The worker (child process)

/// One step of a sweep, in its own process. Prints tab-separated lines, each
/// written at once so they survive a crash:
///
///     P path               about to parse, round-trip and summarise path
///     U path               path is not UTF-8 (round trip only, like `unfold`)
///     R path reason        round-trip failure
///     I                    building the index
///     T k path id          about to run step k: transform id on path (`<project>`: projectFindings)
///     F path id n          n findings
///     X path               a path some applicable (safe or review) fix writes
///     M path id problem    a finding or fix that the engine can never apply
///     E                    running the engine
///     S findings applied pending
///     C path created|modified rules
///     Q path problem       an engine problem (fixes reverted, no fixed point)
///     W path error         a write failed
///     D                    done
enum SweepWorker {
    static func main(_ args: [String]) -> Int32 {
        guard args.count == 3 else { Sweep.err("usage: unfold-bench sweep-worker checks|engine-write|engine-dry ROOT CONTROL\n"); return 2 }
        let (mode, root) = (args[0], args[1])
        var exclude: Set<String> = []
        var resume = 0
        var jobs = 0
        var ignore: Set<String> = []
        for line in ((try? String(contentsOfFile: args[2], encoding: .utf8)) ?? "").split(separator: "\n") {
            let f = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard f.count == 2 else { continue }
            switch f[0] {
            case "exclude": exclude.insert(f[1])
            case "resume": resume = Int(f[1]) ?? 0
            case "jobs": jobs = Int(f[1]) ?? 0
            case "ignore": ignore.insert(f[1])
            default: break
            }
        }
        let loaded = load(root: root, exclude: exclude, jobs: jobs)
        switch mode {
        case "checks": checks(loaded, resume: resume)
        case "engine-write": engine(loaded, root: root, write: true, ignore: ignore, jobs: jobs)
        case "engine-dry": engine(loaded, root: root, write: false, ignore: ignore, jobs: jobs)
        default: Sweep.err("unfold-bench sweep-worker: unknown mode \(mode)\n"); return 2
        }
        emit("D")
        return 0
    }

    struct Loaded {
        var inputs: [SourceInput] = []
        var notUTF8: Set<String> = []
    }

    /// The tree's inputs as `unfold` reads them (paths relative to root).
    static func load(root: String, exclude: Set<String>, jobs: Int) -> Loaded {
        let (files, _, _) = Workspace.discover(paths: [root], cwd: root)
        let kept = files.filter { !exclude.contains($0.displayPath) }
        let read = Engine.parallelMap(kept, jobs: jobs) { f in try? FileIO.read(f.absolutePath) }
        var out = Loaded()
        for (f, b) in zip(kept, read) {
            guard let b else { continue }
            out.inputs.append(SourceInput(path: f.displayPath, bytes: b))
            if f.kind == .swift, String(validating: b, as: UTF8.self) == nil { out.notUTF8.insert(f.displayPath) }
        }
        return out
    }

    static func isIndexOther(_ i: SourceInput) -> Bool {
        !i.isSwift || i.path == "Package.swift" || i.path.hasSuffix("/Package.swift")
    }

    /// Parses and round-trips every Swift file (with P/R/U markers); returns the
    /// trees of the UTF-8 ones, which are what `unfold` would process.
    static func parseAll(_ loaded: Loaded, summaries: Bool) -> (trees: [(String, SyntaxTree)], summaries: [FileSummary]) {
        var trees: [(String, SyntaxTree)] = []
        var sums: [FileSummary] = []
        for input in loaded.inputs where input.isSwift {
            emit("P", input.path)
            let tree = SyntaxTree(bytes: input.bytes)
            if let why = roundTripProblem(tree, input.bytes) { emit("R", input.path, why) }
            if loaded.notUTF8.contains(input.path) { emit("U", input.path); continue }
            if summaries { sums.append(FileSummary(path: input.path, tree: tree, collecting: Registry.all)) }
            trees.append((input.path, tree))
        }
        return (trees, sums)
    }

    /// Why the tree does not give `bytes` back, or nil.
    static func roundTripProblem(_ tree: SyntaxTree, _ bytes: [UInt8]) -> String? {
        var prev: Int32 = 0
        for (i, t) in tree.tokens.enumerated() {
            if !(prev <= t.start && t.start <= t.end && t.end <= t.trailingEnd) {
                return "token \(i) has offsets \(t.start)..<\(t.end) (trailing to \(t.trailingEnd)) after \(prev)"
            }
            prev = t.trailingEnd
        }
        guard let last = tree.tokens.last, last.kind == .eof, Int(last.trailingEnd) == bytes.count else {
            return "the tokens do not end at the end of the file (\(bytes.count) bytes)"
        }
        let printed = tree.print()
        if printed != bytes {
            var i = 0
            while i < printed.count && i < bytes.count && printed[i] == bytes[i] { i += 1 }
            return "print() differs from the input at byte \(i) (\(printed.count) vs \(bytes.count) bytes)"
        }
        return nil
    }

    static func checks(_ loaded: Loaded, resume: Int) {
        let (trees, summaries) = parseAll(loaded, summaries: true)
        emit("I")
        let index = ProjectIndex(summaries: summaries, otherFiles: loaded.inputs.filter(isIndexOther))
        var sizes: [String: Int] = [:]
        for i in loaded.inputs { sizes[i.path] = i.bytes.count }
        var k = 0
        let project = ProjectContext(index: index, options: TransformOptions())
        for t in Registry.all {
            if k >= resume {
                emit("T", String(k), "<project>", t.id)
                report(t.projectFindings(in: project.ruled(t.id)), t.id, sizes: sizes)
            }
            k += 1
        }
        for (path, tree) in trees {
            if k + Registry.all.count <= resume { k += Registry.all.count; continue }
            let ctx = FileContext(path: path, tree: tree, index: index, options: TransformOptions())
            for t in Registry.all {
                if k >= resume {
                    emit("T", String(k), path, t.id)
                    if path == testCrash("UNFOLD_SWEEP_TEST_CRASH_CHECKS") { fatalError("test crash (UNFOLD_SWEEP_TEST_CRASH_CHECKS)") }
                    report(t.findings(in: ctx), t.id, sizes: sizes)
                }
                k += 1
            }
        }
    }

    static func report(_ findings: [Finding], _ id: String, sizes: [String: Int]) {
        var byPath: [String: Int] = [:]
        var writes: Set<String> = []
        for var f in findings {
            f.ruleID = id  // as the engine stamps it (`Analysis.stamped`): transforms leave it empty
            byPath[f.path, default: 0] += 1
            if let problem = malformation(f, sizes: sizes) { emit("M", f.path, id, problem) }
            if let fix = f.fix, fix.safety == .safe || fix.safety == .review { writes.formUnion(fix.paths) }
        }
        for (p, n) in byPath.sorted(by: { $0.key < $1.key }) { emit("F", p, id, String(n)) }
        for p in writes.sorted() { emit("X", p) }
    }

    /// What makes a finding or fix unusable: the engine silently drops such a
    /// fix, so its finding can never be fixed.
    static func malformation(_ f: Finding, sizes: [String: Int]) -> String? {
        guard let size = sizes[f.path] else { return "finding in a file that is not an input" }
        if f.offset < 0 || f.offset > size { return "finding offset \(f.offset) outside the file (\(size) bytes)" }
        guard let fix = f.fix else { return nil }
        if fix.edits.isEmpty && fix.creations.isEmpty { return "fix '\(fix.title)' has no edits" }
        var createdSizes: [String: Int] = [:]
        for c in fix.creations {
            if sizes[c.path] != nil { return "fix '\(fix.title)' creates \(c.path), which exists" }
            if createdSizes[c.path] != nil { return "fix '\(fix.title)' creates \(c.path) twice" }
            createdSizes[c.path] = c.contents.count
        }
        for e in fix.edits {
            guard let s = sizes[e.path] ?? createdSizes[e.path] else { return "fix '\(fix.title)' edits \(e.path), which is not an input" }
            if e.range.lowerBound < 0 || e.range.upperBound > s { return "fix '\(fix.title)' edits \(e.path) at \(e.range), outside the file (\(s) bytes)" }
        }
        let byPath = Dictionary(grouping: fix.edits, by: \.path)
        for (p, edits) in byPath {
            let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
            for i in sorted.indices.dropFirst() where sorted[i - 1] != sorted[i] {
                let (a, b) = (sorted[i - 1].range, sorted[i].range)
                let overlap = (a.isEmpty && b.isEmpty) ? a.lowerBound == b.lowerBound
                    : (a.isEmpty || b.isEmpty) ? { let (pt, r) = a.isEmpty ? (a.lowerBound, b) : (b.lowerBound, a); return pt > r.lowerBound && pt < r.upperBound }()
                    : a.lowerBound < b.upperBound && b.lowerBound < a.upperBound
                if overlap { return "fix '\(fix.title)' has overlapping edits in \(p) at \(a) and \(b)" }
            }
        }
        return nil
    }

    static func engine(_ loaded: Loaded, root: String, write: Bool, ignore: Set<String>, jobs: Int) {
        _ = parseAll(loaded, summaries: false)
        emit("E")
        var options = EngineOptions()
        options.unsafe = true
        options.jobs = jobs
        options.ignore = ignore
        let inputs = loaded.inputs.filter { !loaded.notUTF8.contains($0.path) }
        if let p = testCrash("UNFOLD_SWEEP_TEST_CRASH_ENGINE"), inputs.contains(where: { $0.path == p }) {
            fatalError("test crash (UNFOLD_SWEEP_TEST_CRASH_ENGINE)")
        }
        let result = Engine(transforms: Registry.all, options: options).run(inputs)
        emit("S", String(result.findings.count), String(result.applied.count), String(result.pending.count))
        for problem in result.problems {
            // Facts about the input, shown as notes and warnings, not failures of the engine.
            switch problem {
            case .nonIOSFilesSkipped, .projectFile: continue
            case .revertedFile, .noFixedPoint: break
            }
            let p = problem.description
            let path = p.range(of: ": ").map { String(p[..<$0.lowerBound]) } ?? "<engine>"
            emit("Q", path.contains(" ") ? "<engine>" : path, p)
        }
        var rules: [String: Set<String>] = [:]
        for i in result.applied {
            let f = result.findings[i]
            for p in f.fix?.paths ?? [] { rules[p, default: []].insert(f.ruleID) }
        }
        for c in result.changes {
            emit("C", c.path, c.original == nil ? "created" : "modified", (rules[c.path] ?? ["later rounds"]).sorted().joined(separator: ","))
        }
        guard write else { return }
        for c in result.changes {
            do throws(InputError) {
                try FileIO.writeAtomically(c.result, to: root + "/" + c.path)
            } catch {
                emit("W", c.path, error.description)
            }
        }
    }

    /// Test hooks (docs/sweep.md): crash on this path, to check the isolation.
    static func testCrash(_ variable: String) -> String? { ProcessInfo.processInfo.environment[variable] }

    static func emit(_ fields: String...) {
        let line = fields.map { $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }
            .joined(separator: "\t") + "\n"
        let bytes = Array(line.utf8)
        bytes.withUnsafeBufferPointer { p in
            var off = 0
            while off < p.count {
                let n = write(1, p.baseAddress! + off, p.count - off)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                off += n
            }
        }
    }
}
