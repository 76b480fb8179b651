import Foundation

/// Transforms run one after another, each on the previous one's output, so
/// their changes can be committed or written as patches one transform at a time.
struct SequentialRun {
    struct Step {
        var transform: any Transform
        var changes: [FileChange]
        var result: EngineResult
    }

    /// The steps (transforms with changes only), the final file contents, and
    /// the findings still pending after every transform ran.
    static func run(_ transforms: [any Transform], inputs: [SourceInput], options: EngineOptions) -> (steps: [Step], files: [String: [UInt8]], pending: [Finding]) {
        var files: [String: [UInt8]] = [:]
        var order: [String] = []
        for f in inputs where files[f.path] == nil {
            files[f.path] = f.bytes
            order.append(f.path)
        }
        var steps: [Step] = []
        let selected = Engine(transforms: transforms, options: options).transforms
        var single = options
        single.select = nil
        single.ignore = []
        single.reportUnusedSuppressions = false
        var pending: [Finding] = []
        for t in selected {
            let current = order.map { SourceInput(path: $0, bytes: files[$0]!) }
            let result = Engine(transforms: [t], options: single).run(current)
            pending += result.pending
            guard !result.changes.isEmpty else { continue }
            for c in result.changes {
                if files[c.path] == nil { order.append(c.path) }
                files[c.path] = c.result
            }
            steps.append(Step(transform: t, changes: result.changes, result: result))
        }
        return (steps, files, pending.sorted { ($0.path, $0.offset) < ($1.path, $1.offset) })
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
        let names = steps.enumerated().map { k, step in String(format: "%04d-%@.patch", k + 1, step.transform.id) }
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
            var header = "# unfold \(k + 1)/\(steps.count): \(t.id) — \(t.summary)\n# Fix safety: \(t.fixSafety.label). Apply in order: git apply \(name)\n#\n"
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
