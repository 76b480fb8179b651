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
            console.note("unfold: \(Report.displayPath(dir)): cannot create the folder: \(error.localizedDescription)")
            return .error
        }
        let names = steps.enumerated().map { k, step in String(format: "%04d-%@.patch", k + 1, step.name) }
        // Patches of an earlier run go (else `git apply DIR/*.patch` applies
        // them too); numbered patches that are not unfold's stay, and one in
        // the way of a new patch stops the run before anything changes.
        let (stale, foreign) = SplitPatches.survey(target)
        if let clash = foreign.first(where: names.contains) {
            console.note("unfold: \(Report.displayPath(dir + "/" + clash)) is not written by unfold (it does not start with '# unfold '); not overwritten: move it away or choose another --split-dir")
            return .error
        }
        for name in stale where unlink(target + "/" + name) != 0 {
            let err = errno
            if err == ENOENT { continue }
            console.note("unfold: \(Report.displayPath(dir + "/" + name)): cannot remove this patch of an earlier run: \(errorText(err))")
            return .error
        }
        for name in foreign {
            console.note("unfold: \(Report.displayPath(dir + "/" + name)) is not written by unfold; left in place (git apply \(Report.displayPath(dir + "/*.patch")) would apply it too)")
        }
        var written: [String] = []
        for (k, step) in steps.enumerated() {
            let t = step.transform
            let name = names[k]
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
            for w in written { console.note("unfold: wrote \(Report.displayPath(w))") }
            console.note("unfold: \(written.count) patch\(written.count == 1 ? "" : "es") in \(Report.displayPath(dir))")
        }
        return written.isEmpty ? .clean : .pending
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
