import Foundation

/// Process exit codes (documented in the README).
public enum ExitCode: Int32, Sendable {
    /// Nothing to do: no changes, no findings.
    case clean = 0
    /// Changes or findings are pending (dry run / check), or findings remain after `fix`.
    case pending = 1
    /// Usage or input error: bad flags, a missing or unreadable path, a refused write.
    case error = 2
    /// `fix --verify CMD`: the changes of some transforms made CMD fail and were not written.
    case verifyDropped = 3
}

/// Where the CLI writes. Tests capture it; `main.swift` uses `.standard`.
public struct Console: Sendable {
    public var out: @Sendable ([UInt8]) -> Void
    public var err: @Sendable (String) -> Void
    public var stdoutIsTTY: Bool
    public var stderrIsTTY: Bool
    public var cwd: String
    public var environment: [String: String]
    /// Called with each target path right before `fix` checks and writes it (tests use it
    /// to change a file behind unfold's back).
    public var beforeWrite: (@Sendable (String) -> Void)?

    public init(out: @escaping @Sendable ([UInt8]) -> Void, err: @escaping @Sendable (String) -> Void,
                stdoutIsTTY: Bool = false, stderrIsTTY: Bool = false, cwd: String, environment: [String: String] = [:]) {
        self.out = out
        self.err = err
        self.stdoutIsTTY = stdoutIsTTY
        self.stderrIsTTY = stderrIsTTY
        self.cwd = cwd
        self.environment = environment
    }

    /// Why writing to stdout failed (an `errno` value), if it did. `CLI.run`
    /// asks after the command: a failure turns the exit code into 2, with one
    /// message on stderr (none for EPIPE: the reader is gone, a quiet stop).
    public var stdoutFailure: (@Sendable () -> Int32?)?

    /// File descriptors 1 and 2, written with write(2). A write error never
    /// traps: the stream is marked failed and later output to it is dropped.
    public static var standard: Console {
        let streams = StandardStreams()
        var console = Console(
            out: { bytes in streams.writeOut(bytes) },
            err: { s in streams.writeErr(s) },
            stdoutIsTTY: isatty(1) != 0, stderrIsTTY: isatty(2) != 0,
            cwd: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment)
        console.stdoutFailure = { streams.stdoutFailure }
        return console
    }

    func print(_ s: String) { out(Array((s + "\n").utf8)) }
    func note(_ s: String) { err(s + "\n") }
}

/// The process's stdout and stderr as `Console.standard` writes them: whole
/// buffers through write(2) (retried after EINTR and short writes), one writer
/// at a time per stream. The first error on a stream is kept and the stream
/// is not written again: for stdout `CLI.run` reports it; for stderr there is
/// nowhere left to report, so the run goes on silently.
final class StandardStreams: @unchecked Sendable {
    private let outLock = NSLock()
    private let errLock = NSLock()
    private var outErrno: Int32?
    private var errFailed = false

    func writeOut(_ bytes: [UInt8]) {
        outLock.lock()
        defer { outLock.unlock() }
        guard outErrno == nil else { return }
        outErrno = StandardStreams.writeAll(1, bytes)
    }

    func writeErr(_ s: String) {
        errLock.lock()
        defer { errLock.unlock() }
        guard !errFailed else { return }
        errFailed = StandardStreams.writeAll(2, Array(s.utf8)) != nil
    }

    var stdoutFailure: Int32? {
        outLock.lock()
        defer { outLock.unlock() }
        return outErrno
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? { FileIO.writeAll(fd, bytes) }
}

/// Parsed command line.
public struct Invocation: Sendable, Equatable {
    public enum Command: String, Sendable, CaseIterable {
        case dryRun = "(default)", diff, fix, check, project, rules, explain, help, version
        /// Issue 20: the migration report (MigrationReport.swift).
        case report
        /// Issue 19: an MCP server on stdio (MCPServer.swift) and the agent guide (AgentGuide.swift).
        case mcp, skill
    }

    /// `--format` of `check`.
    public enum Format: String, Sendable, CaseIterable {
        case text, xcode, json, sarif, github, gitlab, markdown

        /// The report format it asks for.
        var reportFormat: ReportFormat {
            switch self {
            case .gitlab: return .gitlab
            case .markdown: return .markdown
            case .text: return .text
            case .xcode: return .xcode
            case .json: return .json
            case .sarif: return .sarif
            case .github: return .github
            }
        }
    }

    /// What makes `check` (and the dry run) exit 1.
    public enum FailOn: String, Sendable, CaseIterable {
        /// Anything pending: a safe fix not yet applied, a review fix, a finding.
        case safe
        /// Review fixes and findings (safe fixes are left to `unfold fix`).
        case review
        /// Findings that need a human only.
        case finding
    }

    public var command: Command = .dryRun
    public var paths: [String] = []
    public var select: [String]?
    public var ignore: [String] = []
    public var unsafe = false
    public var jobs = 0
    public var color: Bool?
    public var quiet = false
    public var format: Format = .text
    /// `--format` was given (`formatHTML`: as `html`, which only `unfold report` writes, and its default).
    var formatGiven = false
    var formatHTML = false
    public var output: String?
    public var allowDirty = false
    /// `fix` outside a git work tree (or onto files that resolve outside it).
    public var allowNoVCS = false
    /// `fix --branch --commit --no-verify`: skip the repository's commit hooks.
    public var noVerify = false
    /// `fix --recover`: roll back an interrupted branch run from its journal.
    public var recover = false
    /// `fix --verify CMD`: keep only the transforms whose changes keep CMD passing.
    public var verify: String?
    /// `--verify-timeout SECONDS`: a longer CMD run counts as failed.
    public var verifyTimeout: Double?
    public var explainID: String?
    /// Also process generated files (`// Generated …` headers, `*.generated.swift`).
    public var includeGenerated = false
    /// Also process vendored code (`Pods/`, `Carthage/Checkouts/`, `.build/checkouts/`, `SourcePackages/checkouts/`, `vendor/`).
    public var includeVendored = false
    /// `--deployment-target 15.0`.
    public var deploymentTargetVersion: OSVersion?
    /// `deploymentTargetVersion` as (major, minor).
    public var deploymentTarget: (Int, Int)? {
        get { deploymentTargetVersion?.majorMinor }
        set { deploymentTargetVersion = newValue.map { OSVersion(major: $0.0, minor: $0.1) } }
    }
    public var failOn: FailOn = .safe
    var failOnGiven = false
    /// `fix --branch NAME`: rewrite on a new branch; `--commit`: one commit per transform.
    public var branch: String?
    public var commit = false
    /// `diff --split-dir DIR`: one numbered patch per transform.
    public var splitDir: String?
    /// `--html FILE`: a self-contained review page (diff).
    public var html: String?
    /// `--config FILE` instead of the nearest `.unfold.json`.
    public var config: String?
    /// `--shard K/N` (K is 1-based on the command line, stored 0-based).
    public var shardIndex: Int?
    public var shardCount: Int?
    /// `--cache-dir DIR` instead of `.unfold-cache/`; `--no-cache`: neither read nor write one.
    public var cacheDir: String?
    public var noCache = false
    /// `--baseline FILE`: leave out the findings the baseline holds (docs/adoption.md).
    public var baseline: String?
    /// `--write-baseline FILE`: record this run's findings as a baseline.
    public var writeBaseline: String?
    /// `--changed-since REF`: analyse only files changed since the merge base of REF and HEAD.
    public var changedSince: String?
    /// `report --history N`: also the pending work at N commits of the branch; `--since DATE`: of those since DATE.
    public var history: Int?
    public var since: String?

    public init() {}
}

public struct UsageError: Error, CustomStringConvertible, Equatable {
    public let description: String
}

public enum CLI {
    public static let usage = """
    usage: unfold [PATH…]                       dry run: the diff of every safe fix on stdout, findings on stderr
           unfold diff [PATH…] [-o FILE.patch]  write the patch (stdout without -o)
           unfold fix [PATH…] [--allow-dirty]   rewrite files in place (refuses a dirty git tree; outside git: --allow-no-vcs)
           unfold fix --branch NAME [--commit]  the same on a new branch, one commit per transform (hooks run; --no-verify skips them)
           unfold fix --verify 'CMD'            after writing, run CMD; drop the transforms whose changes make it fail
                      [--verify-timeout SECONDS]  (also with --branch NAME --commit)
           unfold fix --recover                 roll back a branch run that was killed midway
           unfold diff --split-dir DIR          one numbered patch per transform (unfold's earlier patches in DIR are removed)
           unfold diff --html FILE.html         a self-contained review page (side by side, by transform); add -o for the patch too
           unfold check [PATH…] [--format text|xcode|json|sarif|github|gitlab|markdown] [--fail-on safe|review|finding]
           unfold project [PATH…] [--format json] what unfold read: projects, targets, deployment targets (file:line), packages
           unfold report [PATH…] [-o FILE.html] readiness per app, pending work per transform, folder and file (--format json|markdown)
                  [--history N [--since DATE]]  plus the pending work at N commits of the branch; [--html REVIEW.html] the review page too
           unfold rules                         list transforms
           unfold explain ID                    a transform's documentation
           unfold --version                     unfold's version
           unfold mcp                           a Model Context Protocol server on stdio, for coding agents (docs/agents.md)
           unfold skill                         how a coding agent should use unfold

    options:
      --select ID,…      only these transforms       --ignore ID,…   skip these transforms
      --unsafe           also apply fixes marked review
      --deployment-target 15.0   instead of Package.swift / project.pbxproj / .unfold.json
      --config FILE      instead of the nearest .unfold.json
      --shard K/N        only files of shard K of N (the index still reads every file)
      --changed-since REF  only files changed since the merge base of REF and HEAD, committed or not (the index reads every file)
      --write-baseline FILE  record the findings in FILE    --baseline FILE  leave out the findings FILE records
      --jobs N           worker threads (default: all cores)
      --cache-dir DIR    results cache (default .unfold-cache/)   --no-cache   run without it
      --no-color         never colour output          --color         always colour the diff
      --quiet            no summary or progress (findings stay)   -o -  the patch on stdout
      --include-generated  also rewrite generated files (// Generated headers, *.generated.swift)
      --include-vendored   also rewrite vendored code (Pods/, Carthage/Checkouts/, .build/checkouts/, SourcePackages/checkouts/, vendor/) and playgrounds (*.playground)
    on/off flags take no value (--unsafe, not --unsafe=false); options with a value take --opt V or --opt=V
    exit codes: 0 nothing to do, 1 changes or findings pending, 2 usage or input error,
                3 fix --verify dropped some transforms' changes
    """

    /// `15`, `15.0`, `16.4`, `16.4.1` → (major, minor); nil unless `OSVersion.parse` accepts it.
    public static func version(_ s: String) -> (Int, Int)? {
        OSVersion.parse(s)?.majorMinor
    }

    /// One option: its spellings, and whether it is an on/off flag (no value:
    /// `--unsafe`, never `--unsafe=false`) or takes a value (`--jobs 4`,
    /// `--jobs=4`), with what it sets. Declared once here; `parse` reads it.
    struct Option: Sendable {
        enum Kind: Sendable {
            case flag(@Sendable (inout Invocation) -> Void)
            /// Called with the flag as written and its value.
            case value(@Sendable (inout Invocation, String, String) throws(UsageError) -> Void)
        }
        let names: [String]
        let kind: Kind
    }

    static let options: [Option] = [
        Option(names: ["--select", "--ignore"], kind: .value { inv, flag, v throws(UsageError) in
            let ids = v.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !ids.isEmpty else { throw UsageError(description: "\(flag) needs at least one transform id (see `unfold rules`)") }
            if flag == "--select" { inv.select = (inv.select ?? []) + ids } else { inv.ignore += ids }
        }),
        Option(names: ["--unsafe"], kind: .flag { $0.unsafe = true }),
        Option(names: ["--jobs", "-j"], kind: .value { inv, _, v throws(UsageError) in
            guard let n = Int(v), n >= 1 else { throw UsageError(description: "--jobs needs a positive number, not '\(v)'") }
            inv.jobs = n
        }),
        Option(names: ["--no-color"], kind: .flag { $0.color = false }),
        Option(names: ["--color"], kind: .flag { $0.color = true }),
        Option(names: ["--quiet", "-q"], kind: .flag { $0.quiet = true }),
        Option(names: ["--format"], kind: .value { inv, _, v throws(UsageError) in
            inv.formatGiven = true
            inv.formatHTML = v == "html"
            guard let f = v == "html" ? Invocation.Format.text : Invocation.Format(rawValue: v) else {
                throw UsageError(description: "unknown format '\(v)' (use one of: \(Invocation.Format.allCases.map(\.rawValue).joined(separator: ", ")); html for `unfold report`)")
            }
            inv.format = f
        }),
        Option(names: ["-o", "--output"], kind: .value { inv, _, v in inv.output = v }),
        Option(names: ["--allow-dirty"], kind: .flag { $0.allowDirty = true }),
        Option(names: ["--allow-no-vcs"], kind: .flag { $0.allowNoVCS = true }),
        Option(names: ["--no-verify"], kind: .flag { $0.noVerify = true }),
        Option(names: ["--recover"], kind: .flag { $0.recover = true }),
        Option(names: ["--verify"], kind: .value { inv, _, v throws(UsageError) in
            guard !v.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError(description: "--verify needs a command, e.g. --verify 'swift build'") }
            inv.verify = v
        }),
        Option(names: ["--verify-timeout"], kind: .value { inv, _, v throws(UsageError) in
            guard let s = Double(v), s > 0, s.isFinite else { throw UsageError(description: "--verify-timeout needs a number of seconds, not '\(v)'") }
            inv.verifyTimeout = s
        }),
        Option(names: ["--include-generated"], kind: .flag { $0.includeGenerated = true }),
        Option(names: ["--include-vendored"], kind: .flag { $0.includeVendored = true }),
        Option(names: ["--deployment-target"], kind: .value { inv, _, v throws(UsageError) in
            guard let t = OSVersion.parse(v) else {
                throw UsageError(description: "--deployment-target needs a version like 15.0 (\(OSVersion.rule)), not '\(v)'")
            }
            inv.deploymentTargetVersion = t
        }),
        Option(names: ["--fail-on"], kind: .value { inv, _, v throws(UsageError) in
            guard let f = Invocation.FailOn(rawValue: v) else {
                throw UsageError(description: "--fail-on takes one of: \(Invocation.FailOn.allCases.map(\.rawValue).joined(separator: ", ")), not '\(v)'")
            }
            inv.failOn = f
            inv.failOnGiven = true
        }),
        Option(names: ["--branch"], kind: .value { inv, _, v in inv.branch = v }),
        Option(names: ["--commit"], kind: .flag { $0.commit = true }),
        Option(names: ["--split-dir"], kind: .value { inv, _, v in inv.splitDir = v }),
        Option(names: ["--html"], kind: .value { inv, _, v in inv.html = v }),
        Option(names: ["--config"], kind: .value { inv, _, v in inv.config = v }),
        Option(names: ["--shard"], kind: .value { inv, _, v throws(UsageError) in
            let parts = v.split(separator: "/")
            guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
                throw UsageError(description: "--shard takes K/N with 1 ≤ K ≤ N (e.g. 2/4), not '\(v)'")
            }
            inv.shardIndex = k - 1
            inv.shardCount = n
        }),
        Option(names: ["--cache-dir"], kind: .value { inv, _, v in inv.cacheDir = v }),
        Option(names: ["--no-cache"], kind: .flag { $0.noCache = true }),
        Option(names: ["--baseline"], kind: .value { inv, flag, v throws(UsageError) in
            guard !v.isEmpty else { throw UsageError(description: "\(flag) needs a file name") }
            inv.baseline = v
        }),
        Option(names: ["--write-baseline"], kind: .value { inv, flag, v throws(UsageError) in
            guard !v.isEmpty else { throw UsageError(description: "\(flag) needs a file name") }
            inv.writeBaseline = v
        }),
        Option(names: ["--changed-since"], kind: .value { inv, flag, v throws(UsageError) in
            guard !v.isEmpty else { throw UsageError(description: "\(flag) needs a git ref, e.g. origin/main") }
            inv.changedSince = v
        }),
        Option(names: ["--history"], kind: .value { inv, flag, v throws(UsageError) in
            guard let n = Int(v), (1...500).contains(n) else { throw UsageError(description: "\(flag) needs a number of commits from 1 to 500, not '\(v)'") }
            inv.history = n
        }),
        Option(names: ["--since"], kind: .value { inv, flag, v throws(UsageError) in
            guard !v.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError(description: "\(flag) needs a date, e.g. 2026-01-01 or '12 weeks ago'") }
            inv.since = v
        }),
        Option(names: ["-h", "--help"], kind: .flag { $0.command = .help }),
        Option(names: ["--version"], kind: .flag { $0.command = .version }),
    ]

    /// `options` by spelling.
    static let optionsByName: [String: Option] = {
        var table: [String: Option] = [:]
        for option in options {
            for name in option.names {
                precondition(table[name] == nil, "option \(name) declared twice")
                table[name] = option
            }
        }
        return table
    }()

    /// Parses arguments (without the program name).
    public static func parse(_ args: [String]) throws(UsageError) -> Invocation {
        var inv = try readArguments(args)
        for rule in combinationRules {
            if let message = rule(inv, args) { throw UsageError(description: message) }
        }
        if inv.paths.isEmpty && [.dryRun, .diff, .fix, .check, .project, .report].contains(inv.command) { inv.paths = ["."] }
        return inv
    }

    /// The words of the command line: the command, paths, and the options of `options`.
    static func readArguments(_ args: [String]) throws(UsageError) -> Invocation {
        var inv = Invocation()
        var rest = args[...]
        var commandSeen = false
        var onlyPaths = false
        while let arg = rest.first {
            rest = rest.dropFirst()
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                // The first word may be the command, also after options (`unfold --quiet fix`).
                if !onlyPaths, !commandSeen, inv.paths.isEmpty, let cmd = Invocation.Command(rawValue: arg), cmd != .dryRun, cmd != .version {
                    if cmd != .help || inv.command == .dryRun { inv.command = cmd }
                    commandSeen = true
                    continue
                }
                commandSeen = true
                if inv.command == .explain && inv.explainID == nil { inv.explainID = arg } else { inv.paths.append(arg) }
                continue
            }
            if arg == "--" {
                onlyPaths = true
                continue
            }
            try readOption(arg, rest: &rest, into: &inv)
        }
        return inv
    }

    /// One option `arg` (`--flag`, `--opt V` taking V from `rest`, or `--opt=V`).
    static func readOption(_ arg: String, rest: inout ArraySlice<String>, into inv: inout Invocation) throws(UsageError) {
        // `--flag=value` (long options only).
        var flag = arg
        var inline: String?
        if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
            flag = String(arg[..<eq])
            inline = String(arg[arg.index(after: eq)...])
        }
        guard let option = optionsByName[flag] else { throw UsageError(description: "unknown option '\(arg)'") }
        switch option.kind {
        case .flag(let set):
            if inline != nil {
                throw UsageError(description: "\(flag) takes no value (it is on when given, off when left out), not '\(arg)'")
            }
            set(&inv)
        case .value(let set):
            let v: String
            if let inline {
                v = inline
            } else {
                guard let next = rest.first, !next.hasPrefix("--") || next == "-" else { throw UsageError(description: "\(flag) needs a value") }
                rest = rest.dropFirst()
                v = next
            }
            try set(&inv, flag, v)
        }
    }

    /// Options that do not go together or with the command, checked in this
    /// order after the whole command line is read: each gives the message
    /// of the usage error, or nil when the command line is fine by it.
    static let combinationRules: [@Sendable (Invocation, [String]) -> String?] = [
        { _, args in args.contains("--color") && args.contains("--no-color") ? "--color and --no-color contradict each other" : nil },
        { inv, _ in inv.select.map(Set.init)?.intersection(inv.ignore).sorted().first.map { "'\($0)' is both selected and ignored" } },
        { inv, _ in
            switch inv.command {
            case .report:
                return !inv.formatGiven || inv.formatHTML || [.json, .markdown].contains(inv.format)
                    ? nil : "`unfold report` writes html, json or markdown, not \(inv.format.rawValue)"
            default:
                if inv.formatHTML { return "--format html applies to `unfold report` only" }
                return inv.format != .text && inv.command != .check && !(inv.command == .project && inv.format == .json)
                    ? "--format applies to `unfold check` (and `--format json` to `unfold project`)" : nil
            }
        },
        { inv, _ in inv.output != nil && ![.diff, .report].contains(inv.command) ? "-o applies to `unfold diff` and `unfold report` only" : nil },
        { inv, _ in inv.allowDirty && inv.command != .fix ? "--allow-dirty applies to `unfold fix` only" : nil },
        { inv, _ in (inv.allowNoVCS || inv.recover) && inv.command != .fix ? "--allow-no-vcs and --recover apply to `unfold fix` only" : nil },
        { inv, _ in inv.noVerify && !inv.commit ? "--no-verify applies to `unfold fix --branch NAME --commit` only" : nil },
        { inv, _ in
            inv.recover && (inv.branch != nil || inv.allowDirty || inv.allowNoVCS)
                ? "--recover takes no other fix options: it only rolls back an interrupted branch run" : nil
        },
        { inv, _ in (inv.branch != nil || inv.commit) && inv.command != .fix ? "--branch and --commit apply to `unfold fix` only" : nil },
        { inv, _ in (inv.verify != nil || inv.verifyTimeout != nil) && inv.command != .fix ? "--verify applies to `unfold fix` only" : nil },
        { inv, _ in inv.verifyTimeout != nil && inv.verify == nil ? "--verify-timeout needs --verify CMD" : nil },
        { inv, _ in inv.verify != nil && inv.recover ? "--recover takes no other fix options: it only rolls back an interrupted branch run" : nil },
        { inv, _ in inv.commit && inv.branch == nil ? "--commit needs --branch NAME (unfold commits on a branch of its own)" : nil },
        { inv, _ in
            (inv.splitDir != nil || inv.html != nil) && inv.command != .diff && !(inv.command == .report && inv.splitDir == nil)
                ? "--split-dir and --html apply to `unfold diff` only (and --html to `unfold report`)" : nil
        },
        { inv, _ in (inv.history != nil || inv.since != nil) && inv.command != .report ? "--history and --since apply to `unfold report` only" : nil },
        { inv, _ in inv.since != nil && inv.history == nil ? "--since needs --history N" : nil },
        { inv, _ in inv.splitDir != nil && inv.html != nil ? "--html and --split-dir cannot be combined: run `unfold diff` once for each" : nil },
        { inv, _ in
            inv.failOnGiven && ![.dryRun, .diff, .check].contains(inv.command) ? "--fail-on applies to the dry run, `diff` and `check`" : nil
        },
        { inv, _ in
            [.rules, .explain, .help, .mcp, .skill].contains(inv.command) && !inv.paths.isEmpty
                ? "unexpected argument '\(inv.paths[0])' for `unfold \(inv.command.rawValue)`" : nil
        },
        { inv, _ in inv.command == .explain && inv.explainID == nil ? "explain needs a transform id (see `unfold rules`)" : nil },
    ] + adoptionRules

    /// `--baseline`, `--write-baseline` and `--changed-since` (docs/adoption.md).
    static let adoptionRules: [@Sendable (Invocation, [String]) -> String?] = [
        { inv, _ in
            (inv.baseline != nil || inv.changedSince != nil) && ![.dryRun, .diff, .check, .fix].contains(inv.command)
                ? "--baseline and --changed-since apply to the dry run, `diff`, `check` and `fix`" : nil
        },
        { inv, _ in
            inv.writeBaseline != nil && ![.dryRun, .diff, .check].contains(inv.command) ? "--write-baseline applies to the dry run, `diff` and `check`" : nil
        },
        { inv, _ in
            inv.writeBaseline != nil && inv.baseline != nil ? "--baseline and --write-baseline cannot be combined: rewrite the baseline with --write-baseline alone" : nil
        },
        { inv, _ in
            inv.writeBaseline != nil && (inv.changedSince != nil || inv.shardIndex != nil)
                ? "--write-baseline needs the whole run: leave out --changed-since and --shard" : nil
        },
        { inv, _ in inv.writeBaseline != nil && inv.splitDir != nil ? "--write-baseline does not go with --split-dir: write the baseline with `unfold check`" : nil },
        { inv, _ in inv.recover && (inv.baseline != nil || inv.changedSince != nil) ? "--recover takes no other fix options: it only rolls back an interrupted branch run" : nil },
    ]

    /// The whole process: `main.swift` calls this with the arguments (without
    /// the program name) and exits with the result.
    ///
    /// SIGPIPE is ignored, so a closed pipe is an EPIPE write error (a quiet
    /// stop, exit 2) and never kills the process between two file writes of a `fix`.
    public static func main(_ args: [String], catalog: TransformCatalog) -> Int32 {
        ProcessSetup.run()
        // One run, then the exit: the run's last tables are left to the exit
        // (`BackgroundRelease.dropAtEnd`). The MCP server runs many: it frees them.
        BackgroundRelease.processEndsAfterRun = (try? parse(args))?.command != .mcp
        if BackgroundRelease.processEndsAfterRun { ProcessSetup.padMallocHeaps() }
        return run(args, catalog: catalog, console: .standard).rawValue
    }

    /// Runs the command line and returns the exit code. When the console's
    /// stdout failed on the way, the code is 2: after one message on stderr
    /// naming the error, or silently for EPIPE (the reader went away).
    public static func run(_ args: [String], catalog: TransformCatalog, console: Console) -> ExitCode {
        let code = runCommand(args, catalog: catalog, console: console)
        guard let failure = console.stdoutFailure?() else { return code }
        if failure != EPIPE { console.note("unfold: cannot write to standard output: \(errorText(failure))") }
        return .error
    }

    static func runCommand(_ args: [String], catalog: TransformCatalog, console: Console) -> ExitCode {
        let inv: Invocation
        do {
            inv = try parse(args)
        } catch {
            console.note("unfold: \(Report.escapingControls(error.description))\n\n\(usage)")
            return .error
        }
        let known = Set(catalog.transforms.map(\.id))
        for id in (inv.select ?? []) + inv.ignore where !known.contains(id) {
            console.note("unfold: unknown transform '\(Report.escapingControls(id))' (see `unfold rules`)")
            return .error
        }
        switch inv.command {
        case .help:
            console.print(usage)
            return .clean
        case .version:
            console.print("unfold \(UnfoldVersion.current)")
            return .clean
        case .rules:
            for t in catalog.transforms {
                console.print(t.id.padding(toLength: 30, withPad: " ", startingAt: 0) + t.fixSafety.label.padding(toLength: 9, withPad: " ", startingAt: 0) + t.summary)
            }
            for r in BuiltInRule.all { console.print(r.rulesLine) }
            return .clean
        case .explain:
            if let r = inv.explainID.flatMap(BuiltInRule.rule) {
                console.print(r.explanation)
                return .clean
            }
            guard let id = inv.explainID, let t = catalog.transform(id) else {
                console.note("unfold: unknown transform '\(Report.escapingControls(inv.explainID ?? ""))' (see `unfold rules`)")
                return .error
            }
            let doc = catalog.documentation[id] ?? ""
            console.print("# \(t.id)\n\n\(t.summary)\n\nFix safety: \(t.fixSafety.label)\n\n\(doc)")
            return .clean
        case .mcp:
            return MCPServer(catalog: catalog, cwd: console.cwd).serve(console: console) { Swift.readLine(strippingNewline: true) }
        case .skill:
            console.out(Array(AgentGuide.text.utf8))
            return .clean
        case .dryRun, .diff, .fix, .check, .project, .report:
            return Session(invocation: inv, catalog: catalog, console: console).run()
        }
    }
}

extension FixSafety {
    public var label: String {
        switch self {
        case .safe: return "safe"
        case .review: return "review"
        case .none: return "finding"
        }
    }
}
