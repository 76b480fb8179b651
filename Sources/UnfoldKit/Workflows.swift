import Foundation

/// The run's changes one transform at a time, so they can be committed or
/// written as patches transform by transform. The engine runs once, with
/// `recordSteps`; the steps are its accepted fixes replayed round by round,
/// in registry order within a round (`Engine.steps`).
struct SequentialRun {
    struct Step {
        var transform: any Transform
        var changes: [FileChange]
        /// The fixing rounds the step's fixes come from (`[1]` for most).
        var rounds: [Int]
        /// The number of fixes the step applies.
        var fixCount: Int
        /// The old shape's per-transform engine result: only `changes` and
        /// `applied.count` (= `fixCount`) are meaningful.
        var result: EngineResult

        /// `id`, with the round when the step is not from the first round (`uiscreen-main-scale-round2`).
        var name: String {
            rounds == [1] ? transform.id : transform.id + "-round" + rounds.map(String.init).joined(separator: "-")
        }
    }

    /// The steps (transforms with changes only), the final file contents, and
    /// the findings still pending after the run, sorted by path and offset.
    static func run(_ transforms: [any Transform], inputs: [SourceInput], options: EngineOptions) -> (steps: [Step], files: [String: [UInt8]], pending: [Finding]) {
        var files: [String: [UInt8]] = [:]
        for f in inputs where files[f.path] == nil { files[f.path] = f.bytes }
        var recording = options
        recording.recordSteps = true
        let engine = Engine(transforms: transforms, options: recording)
        let result = engine.run(inputs)
        var byID: [String: any Transform] = [:]
        for t in engine.transforms where byID[t.id] == nil { byID[t.id] = t }
        let steps = result.steps.compactMap { s -> Step? in
            guard let t = byID[s.ruleID] else { return nil }
            let stepResult = EngineResult(findings: [], applied: Set(0..<s.fixCount), changes: s.changes, problems: [])
            return Step(transform: t, changes: s.changes, rounds: s.rounds, fixCount: s.fixCount, result: stepResult)
        }
        for c in result.changes { files[c.path] = c.result }
        return (steps, files, result.pending.sorted { ($0.path, $0.offset) < ($1.path, $1.offset) })
    }

    /// "What it does" and "Why" of a transform's documentation, as plain text.
    static func explanation(_ doc: String) -> String {
        var out: [String] = []
        var keep = false
        for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                keep = line == "## What it does" || line == "## Why"
                continue
            }
            if keep { out.append(String(line)) }
        }
        return out.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// `unfold diff --split-dir DIR`: one numbered patch per transform, in the
/// order they apply, each applicable with `git apply` on top of the previous
/// ones and opening with a comment block that explains the transform.
struct SplitPatches {
    let session: Session
    let loaded: Session.Loaded
    let options: EngineOptions
    let dir: String

    func run() -> ExitCode {
        let console = session.console
        let (steps, _, _) = SequentialRun.run(session.catalog.transforms, inputs: loaded.inputs, options: options)
        let target = session.absolutePath(dir)
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        } catch {
            console.note("unfold: \(dir): cannot create the folder: \(error.localizedDescription)")
            return .error
        }
        var written: [String] = []
        for (k, step) in steps.enumerated() {
            let t = step.transform
            let name = String(format: "%04d-%@.patch", k + 1, step.name)
            let rounds = step.rounds == [1] ? "" : " (fixing round\(step.rounds.count == 1 ? "" : "s") \(step.rounds.map(String.init).joined(separator: ", ")): after the earlier patches)"
            var header = "# unfold \(k + 1)/\(steps.count): \(t.id)\(rounds) — \(t.summary)\n# Fix safety: \(t.fixSafety.label). \(step.fixCount) fix\(step.fixCount == 1 ? "" : "es"). Apply in order: git apply \(name)\n#\n"
            let doc = SequentialRun.explanation(session.catalog.documentation[t.id] ?? "")
            for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
                header += line.isEmpty ? "#\n" : "# \(line)\n"
            }
            header += "\n"
            let bytes = Array(header.utf8) + Report.patch(step.changes)
            do throws(InputError) {
                try FileIO.writeAtomically(bytes, to: target + "/" + name)
            } catch {
                console.note("unfold: \(error.description)")
                return .error
            }
            written.append(dir + "/" + name)
        }
        if !session.invocation.quiet {
            for w in written { console.note("unfold: wrote \(w)") }
            console.note("unfold: \(written.count) patch\(written.count == 1 ? "" : "es") in \(dir)")
        }
        return written.isEmpty ? .clean : .pending
    }
}

/// `unfold fix --branch NAME [--commit]`: creates and switches to NAME, writes,
/// and with `--commit` makes one commit per transform. On any failure the
/// working tree and the original branch are restored.
struct BranchFix {
    let session: Session
    let loaded: Session.Loaded
    let options: EngineOptions
    let branch: String

    func run() -> ExitCode {
        let console = session.console
        let first = session.absolutePath(session.invocation.paths.first ?? ".")
        var isDir: ObjCBool = false
        let dir = FileManager.default.fileExists(atPath: first, isDirectory: &isDir) && isDir.boolValue ? first : (first as NSString).deletingLastPathComponent
        guard let top = Git.topLevel(of: dir) else {
            console.note("unfold: --branch needs a git repository; \(dir) is not in one")
            return .error
        }
        if Git.run(["rev-parse", "--verify", "--quiet", "refs/heads/\(branch)"], in: top).status == 0 {
            console.note("unfold: a branch named \(branch) already exists")
            return .error
        }
        let symbolic = Git.run(["symbolic-ref", "--quiet", "--short", "HEAD"], in: top)
        let original = symbolic.status == 0 ? symbolic.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            : Git.run(["rev-parse", "HEAD"], in: top).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let checkout = Git.run(["checkout", "-q", "-b", branch], in: top)
        guard checkout.status == 0 else {
            console.note("unfold: git checkout -b \(branch) failed: \(checkout.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
            return .error
        }

        // What each step wrote, to restore it on failure: path → original bytes (nil: created).
        var touched: [String: [UInt8]?] = [:]
        var commits: [String] = []
        func rollback(_ why: String) -> ExitCode {
            for (path, bytes) in touched {
                let target = loaded.absolute[path] ?? session.absolutePath(path)
                if let bytes {
                    try? FileIO.writeAtomically(bytes, to: target)
                } else {
                    try? FileManager.default.removeItem(atPath: target)
                }
            }
            _ = Git.run(["checkout", "-q", "-f", original], in: top)
            _ = Git.run(["branch", "-q", "-D", branch], in: top)
            console.note("unfold: \(why); nothing changed: back on \(original), branch \(branch) removed")
            return .error
        }
        func apply(_ changes: [FileChange]) -> Bool {
            for c in changes where touched[c.path] == nil { touched[c.path] = .some(c.original) }
            return !session.write(changes, loaded)
        }

        var pending: [Finding] = []
        if session.invocation.commit {
            let (steps, _, stillPending) = SequentialRun.run(session.catalog.transforms, inputs: loaded.inputs, options: options)
            pending = stillPending
            for step in steps {
                guard apply(step.changes) else { return rollback("writing the \(step.transform.id) changes failed") }
                let paths = step.changes.map { loaded.absolute[$0.path] ?? session.absolutePath($0.path) }
                let add = Git.run(["add", "--"] + paths, in: top)
                guard add.status == 0 else { return rollback("git add failed: \(add.stderr.trimmingCharacters(in: .whitespacesAndNewlines))") }
                let t = step.transform
                var message = "\(t.id): \(t.summary)\n\n"
                message += SequentialRun.explanation(session.catalog.documentation[t.id] ?? "") + "\n\n"
                message += "Fix safety: \(t.fixSafety.label). Rewritten by unfold (\(step.result.applied.count) fix\(step.result.applied.count == 1 ? "" : "es") in \(step.changes.count) file\(step.changes.count == 1 ? "" : "s")).\n"
                let commit = Git.run(["commit", "-q", "--no-verify", "-m", message, "--"] + paths, in: top)
                guard commit.status == 0 else {
                    return rollback("git commit failed: \(commit.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
                }
                let sha = Git.run(["rev-parse", "--short", "HEAD"], in: top).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                commits.append("\(sha) \(t.id): \(t.summary)")
            }
        } else {
            let result = Engine(transforms: session.catalog.transforms, options: options).run(loaded.inputs)
            guard apply(result.changes) else { return rollback("writing the changes failed") }
            pending = result.pending
        }
        if !session.invocation.quiet {
            console.note("unfold: on branch \(branch) (from \(original))")
            for c in commits { console.note("unfold: committed \(c)") }
            if commits.isEmpty, session.invocation.commit { console.note("unfold: nothing to commit") }
            for f in pending { console.note("\(f.path):\(f.line):\(f.column): \(f.ruleID): \(f.message)") }
        }
        return pending.isEmpty ? .clean : .pending
    }
}

/// A progress line on stderr for runs longer than a second on a terminal.
final class ProgressLine: @unchecked Sendable {
    let console: Console
    let enabled: Bool
    let start = Date()
    private var last = Date.distantPast
    private var shown = false
    private let lock = NSLock()

    init(console: Console, enabled: Bool) {
        self.console = console
        self.enabled = enabled
    }

    func update(_ done: Int, _ total: Int) {
        guard enabled else { return }
        let now = Date()
        lock.lock()
        defer { lock.unlock() }
        guard now.timeIntervalSince(start) > 1, now.timeIntervalSince(last) > 0.1 else { return }
        last = now
        shown = true
        console.err("\r\u{1B}[Kunfold: analysing \(done)/\(total) files")
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { console.err("\r\u{1B}[K") }
    }
}
