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

/// What a workflow (`SplitPatches`, `BranchFix`) gets of the run: plain
/// values and one writer, no session to call back into.
struct RunContext {
    let console: Console
    let invocation: Invocation
    let catalog: TransformCatalog
    /// The folder relative paths are resolved against.
    let cwd: String
    let loaded: LoadedFiles
    /// Writes one change to `target` if the file is still as read (`stamp`,
    /// and the change's original bytes), or still absent for a created file;
    /// returns the new file's stamp.
    let write: (_ change: FileChange, _ target: String, _ stamp: FileStamp?) throws(InputError) -> FileStamp

    /// `p` (a path as given on the command line) as an absolute path.
    func absolutePath(_ p: String) -> String { RunContext.absolutePath(p, cwd: cwd) }

    /// Where the file of display path `path` is: where it was read from, else `path` under the cwd.
    func target(of path: String) -> String { loaded.absolute[path] ?? absolutePath(path) }

    static func absolutePath(_ p: String, cwd: String) -> String {
        p.hasPrefix("/") ? p : (cwd as NSString).appendingPathComponent(p)
    }
}

/// `unfold diff --split-dir DIR`: one numbered patch per transform, in the
/// order they apply, each applicable with `git apply` on top of the previous
/// ones and opening with a comment block that explains the transform.
struct SplitPatches {
    let context: RunContext
    let options: EngineOptions
    let dir: String

    var console: Console { context.console }

    func run() -> ExitCode {
        let (steps, _, _) = SequentialRun.run(context.catalog.transforms, inputs: context.loaded.inputs, options: options)
        let target = context.absolutePath(dir)
        guard OutputFolders.ensure(target, shown: dir, console: console, quiet: context.invocation.quiet) else { return .error }
        let names = steps.enumerated().map { k, step in String(format: "%04d-%@.patch", k + 1, step.name) }
        guard clearEarlierPatches(in: target, names: names) else { return .error }
        var written: [String] = []
        for (k, step) in steps.enumerated() {
            let bytes = Array(header(step, number: k + 1, of: steps.count, name: names[k]).utf8) + Report.patch(step.changes)
            do throws(InputError) {
                try FileIO.writeAtomically(bytes, to: target + "/" + names[k])
            } catch {
                console.note("unfold: \(error.description)")
                return .error
            }
            written.append(dir + "/" + names[k])
        }
        if !context.invocation.quiet {
            for w in written { console.note("unfold: wrote \(Report.displayPath(w))") }
            console.note("unfold: \(written.count) patch\(written.count == 1 ? "" : "es") in \(Report.displayPath(dir))")
        }
        return written.isEmpty ? .clean : .pending
    }

    /// Patches of an earlier run go (else `git apply DIR/*.patch` applies
    /// them too); numbered patches that are not unfold's stay, and one in
    /// the way of a new patch stops the run before anything changes (false).
    func clearEarlierPatches(in target: String, names: [String]) -> Bool {
        let (stale, foreign) = SplitPatches.survey(target)
        if let clash = foreign.first(where: names.contains) {
            console.note("unfold: \(Report.displayPath(dir + "/" + clash)) is not written by unfold (it does not start with '# unfold '); not overwritten: move it away or choose another --split-dir")
            return false
        }
        for name in stale where unlink(target + "/" + name) != 0 {
            let err = errno
            if err == ENOENT { continue }
            console.note("unfold: \(Report.displayPath(dir + "/" + name)): cannot remove this patch of an earlier run: \(errorText(err))")
            return false
        }
        for name in foreign {
            console.note("unfold: \(Report.displayPath(dir + "/" + name)) is not written by unfold; left in place (git apply \(Report.displayPath(dir + "/*.patch")) would apply it too)")
        }
        return true
    }

    /// The comment block that opens patch `number` of `count`.
    func header(_ step: SequentialRun.Step, number: Int, of count: Int, name: String) -> String {
        let t = step.transform
        let rounds = step.rounds == [1] ? "" : " (fixing round\(step.rounds.count == 1 ? "" : "s") \(step.rounds.map(String.init).joined(separator: ", ")): after the earlier patches)"
        var header = "# unfold \(number)/\(count): \(t.id)\(rounds) — \(t.summary)\n# Fix safety: \(t.fixSafety.label). \(step.fixCount) fix\(step.fixCount == 1 ? "" : "es"). Apply in order: git apply \(name)\n#\n"
        let doc = SequentialRun.explanation(context.catalog.documentation[t.id] ?? "")
        for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            header += line.isEmpty ? "#\n" : "# \(line)\n"
        }
        return header + "\n"
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
