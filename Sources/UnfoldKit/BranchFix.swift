import Foundation

/// `unfold fix --branch NAME [--commit]`: creates and switches to NAME,
/// writes, and with `--commit` makes one commit per transform.
///
/// Safety (docs/safety.md): the analysis runs before git is touched, so a
/// refusal changes nothing. Files git cannot take (outside the repository,
/// in a submodule, ignored, or with uncommitted changes of the user's under
/// `--commit`) are left out with a message. Every write is journaled first
/// (RunJournal); on a failure, or SIGINT/SIGTERM/SIGHUP, the run rolls back
/// exactly what it wrote (Rollback) and returns to the original branch
/// without `git checkout -f`. Hooks run unless `--no-verify`.
struct BranchFix {
    let context: RunContext
    let options: EngineOptions
    let branch: String

    /// One commit's worth of changes (a transform's, or everything without `--commit`).
    struct Step {
        var transform: (any Transform)?
        var changes: [FileChange]
        var fixes: Int
    }

    struct Plan {
        var steps: [Step] = []
        var pending: [Finding] = []
        var paths: Set<String> { Set(steps.flatMap { $0.changes.map(\.path) }) }
    }

    /// Where the run starts: the work tree, and the branch (or commit) checked out.
    struct Origin {
        var top: String
        /// The branch name, or the commit when HEAD is detached.
        var original: String
        var originalIsBranch: Bool
        var originalCommit: String
    }

    /// What the run did.
    struct Progress {
        var commits: [String] = []
        var written: Set<String> = []
    }

    var console: Console { context.console }
    var invocation: Invocation { context.invocation }
    var loaded: LoadedFiles { context.loaded }

    func run() -> ExitCode {
        guard let origin = self.origin() else { return .error }
        // The analysis, before git is touched: a refusal changes nothing.
        let scope = RepositoryScope.read(top: origin.top, details: true)
        guard let plan = self.plan(scope) else { return .error }
        // Nothing to write: no branch (an empty one left checked out helps nobody).
        if plan.steps.isEmpty {
            for f in plan.pending { console.note(Self.findingLine(f)) }
            if !invocation.quiet { console.note("unfold: nothing to change, so no branch \(branch) was created; still on \(origin.original)") }
            return plan.pending.isEmpty ? .clean : .pending
        }
        guard let journal = beginJournal(origin) else { return .error }
        Interrupts.trap()
        defer { Interrupts.release() }
        let checkout = Git.run(["checkout", "-q", "-b", branch], in: origin.top)
        guard checkout.status == 0 else {
            // It may have got halfway (a signal to the process group): undo that too.
            return rollback("git checkout -b \(branch) failed: \(Rollback.oneLine(checkout.stderr))", journal)
        }
        var progress = Progress()
        if let why = carryOut(plan, scope: scope, journal: journal, top: origin.top, progress: &progress) {
            return rollback(why, journal)
        }
        if Interrupts.requested { return rollback("interrupted by \(Interrupts.name)", journal) }
        journal.close()
        summarize(plan, progress, from: origin.original)
        return plan.pending.isEmpty ? .clean : .pending
    }

    /// The repository and what is checked out; nil (after a message) when
    /// there is no repository, the branch exists, or there is no commit yet.
    func origin() -> Origin? {
        let dir = Session.folder(of: context.absolutePath(invocation.paths.first ?? "."))
        guard let top = Git.topLevel(of: dir) else {
            console.note("unfold: --branch needs a git repository; \(dir) is not in one")
            return nil
        }
        if Git.run(["rev-parse", "--verify", "--quiet", "refs/heads/\(branch)"], in: top).status == 0 {
            console.note("unfold: a branch named \(branch) already exists")
            return nil
        }
        let head = Git.run(["rev-parse", "--verify", "--quiet", "HEAD"], in: top)
        guard head.status == 0 else {
            console.note("unfold: --branch needs a commit to branch from; \(top) has none yet")
            return nil
        }
        let symbolic = Git.run(["symbolic-ref", "--quiet", "--short", "HEAD"], in: top)
        let originalCommit = head.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let original = symbolic.status == 0 ? symbolic.stdout.trimmingCharacters(in: .whitespacesAndNewlines) : originalCommit
        return Origin(top: top, original: original, originalIsBranch: symbolic.status == 0, originalCommit: originalCommit)
    }

    /// The run's journal, begun before git is touched; nil (after a message) when it cannot be.
    func beginJournal(_ origin: Origin) -> RunJournal? {
        let gitDir = Git.run(["rev-parse", "--absolute-git-dir"], in: origin.top).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let header = RunJournal.Header(pid: getpid(), top: origin.top, original: origin.original, originalIsBranch: origin.originalIsBranch,
                                       originalCommit: origin.originalCommit, branch: branch)
        do throws(InputError) {
            return try RunJournal.begin(gitDir: gitDir, header: header)
        } catch {
            console.note("unfold: cannot start the run's journal: \(error.description)")
            return nil
        }
    }

    /// Writes each step's files (journaled first) and, with `--commit`,
    /// commits them; the reason to roll back, if something failed or a signal came.
    func carryOut(_ plan: Plan, scope: RepositoryScope, journal: RunJournal, top: String, progress: inout Progress) -> String? {
        var stamps = loaded.stamps
        for step in plan.steps {
            if Interrupts.requested { return "interrupted by \(Interrupts.name)" }
            for change in step.changes {
                if Interrupts.requested { return "interrupted by \(Interrupts.name)" }
                let target = context.target(of: change.path)
                do throws(InputError) {
                    try journal.recordWrite(target: target, relative: scope.relative(target) ?? change.path,
                                            original: change.original, result: change.result)
                    stamps[change.path] = try context.write(change, target, stamps[change.path])
                    progress.written.insert(change.path)
                } catch {
                    console.note("unfold: \(error.renamed(change.path).description)")
                    return "writing \(Report.displayPath(change.path)) failed"
                }
            }
            guard invocation.commit, let t = step.transform else { continue }
            switch commit(step, t, scope: scope, journal: journal, top: top) {
            case .success(let line): progress.commits.append(line)
            case .failure(let why): return why.description
            }
        }
        return nil
    }

    /// What happened, on stderr: the commits, the findings left, and last
    /// the summary line. Under `--quiet`, only the findings.
    func summarize(_ plan: Plan, _ progress: Progress, from original: String) {
        if !invocation.quiet {
            console.note("unfold: on branch \(branch) (from \(original))")
            for c in progress.commits { console.note("unfold: committed \(c)") }
        }
        for f in plan.pending { console.note(Self.findingLine(f)) }
        if invocation.quiet { return }
        let fixes = plan.steps.reduce(0) { $0 + $1.fixes }
        let written = progress.written.count
        console.note("unfold: \(fixes) fix\(fixes == 1 ? "" : "es") in \(written) file\(written == 1 ? "" : "s") written")
    }

    /// A finding left for a human, as the summary prints it.
    static func findingLine(_ f: Finding) -> String {
        "\(Report.displayPath(f.path)):\(f.line):\(f.column): \(f.ruleID): \(f.message)"
    }

    /// The analysis. Files the run must not write are left out with a note
    /// (and the analysis repeated without their findings); if a fix elsewhere
    /// still needs one of them (a cross-file fix), the run is refused.
    func plan(_ scope: RepositoryScope) -> Plan? {
        var opts = options
        var plan = analyse(opts)
        func excluded(_ plan: Plan) -> [(path: String, why: RepositoryScope.Exclusion)] {
            plan.paths.sorted().compactMap { path in
                let target = context.target(of: path)
                return scope.exclusion(of: target, branch: true, commit: invocation.commit).map { (path, $0) }
            }
        }
        let left = excluded(plan)
        guard !left.isEmpty else { return plan }
        for (path, why) in left { console.note("unfold: \(Report.displayPath(path)): \(why.reason)") }
        let leftOut = Set(left.map(\.path))
        let previous = opts.pathIgnored
        opts.pathIgnored = { path, id in leftOut.contains(path) || (previous?(path, id) ?? false) }
        plan = analyse(opts)
        if let needed = excluded(plan).first {
            console.note("unfold: \(Report.displayPath(needed.path)): a fix in another file needs it rewritten, but \(needed.why.reason); nothing written")
            return nil
        }
        return plan
    }

    func analyse(_ options: EngineOptions) -> Plan {
        var plan = Plan()
        if invocation.commit {
            let (steps, _, pending) = SequentialRun.run(context.catalog.transforms, inputs: loaded.inputs, options: options)
            plan.steps = steps.map { Step(transform: $0.transform, changes: $0.changes, fixes: $0.result.applied.count) }
            plan.pending = pending
        } else {
            let result = Engine(transforms: context.catalog.transforms, options: options).run(loaded.inputs)
            for p in result.problems { console.note("unfold: \(p.description)") }
            if !result.changes.isEmpty { plan.steps = [Step(transform: nil, changes: result.changes, fixes: result.applied.count)] }
            plan.pending = result.pending
        }
        return plan
    }

    /// Stages and commits one step's files. The paths go to git in a file
    /// (no command-line length limit); `update-index --stdin` stages them in
    /// linear time (`add` with thousands of pathspecs is quadratic). The
    /// commit names them as literal pathspecs only when the index holds
    /// other staged changes (the user's, under --allow-dirty), which must
    /// stay out of unfold's commit.
    func commit(_ step: Step, _ t: any Transform, scope: RepositoryScope, journal: RunJournal, top: String) -> Result<String, CommitFailure> {
        let paths = step.changes.map { c in
            scope.relative(context.target(of: c.path)) ?? c.path
        }
        let spec = journal.dir + "/pathspec"
        let subject = "\(t.id): \(t.summary)"
        do throws(InputError) {
            try journal.recordStaging()
            try FileIO.writeAtomically(Array(paths.joined(separator: "\0").utf8), to: spec)
            try journal.recordCommitting(subject)
        } catch {
            return .failure(CommitFailure(description: error.description))
        }
        let othersStaged = Git.run(["diff", "--cached", "--quiet"], in: top).status != 0
        let add = Git.run(["update-index", "--add", "-z", "--stdin"], in: top, stdinFile: spec)
        guard add.status == 0 else { return .failure(CommitFailure(description: "git update-index failed: \(Rollback.oneLine(add.stderr))")) }
        var message = subject + "\n\n"
        message += SequentialRun.explanation(context.catalog.documentation[t.id] ?? "") + "\n\n"
        message += "Fix safety: \(t.fixSafety.label). Rewritten by unfold (\(step.fixes) fix\(step.fixes == 1 ? "" : "es") in \(step.changes.count) file\(step.changes.count == 1 ? "" : "s")).\n"
        var args = ["--literal-pathspecs", "commit", "-q", "-m", message]
        if invocation.noVerify { args.append("--no-verify") }
        if othersStaged { args += ["--pathspec-from-file=" + spec, "--pathspec-file-nul"] }
        let commit = Git.run(args, in: top)
        guard commit.status == 0 else {
            return .failure(CommitFailure(description: "git commit failed: \(Rollback.oneLine(commit.stderr + commit.stdout))"))
        }
        let sha = Git.run(["rev-parse", "HEAD"], in: top).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        do throws(InputError) {
            try journal.recordCommit(sha)
        } catch {
            return .failure(CommitFailure(description: error.description))
        }
        return .success("\(sha.prefix(7)) \(subject)")
    }

    struct CommitFailure: Error { var description: String }

    func rollback(_ why: String, _ journal: RunJournal) -> ExitCode {
        // The rollback itself must finish: further signals are ignored.
        Interrupts.ignore()
        Rollback(journal: journal).run().report(why: why, console: console)
        return .error
    }
}

extension Rollback.Outcome {
    /// The rollback's outcome, one line each, on stderr.
    func report(why: String, console: Console) {
        var line = "unfold: \(why); rolled back: \(restored) file\(restored == 1 ? "" : "s") restored"
        if back { line += "; back on \(original)" }
        if branchRemoved { line += ", branch \(branch) removed" }
        console.note(line)
        for p in leftAlone {
            console.note("unfold: \(Report.displayPath(p)): changed after unfold wrote it; left as it is")
        }
        for n in notes { console.note("unfold: \(n)") }
    }
}

extension Session {
    /// Refuses a `fix` while a branch run's journal exists in the repository
    /// of `paths`; with `--recover`, rolls that run back. nil: go on.
    func interruptedRunCheck() -> ExitCode? {
        let dir = Session.folder(of: absolutePath(invocation.paths.first ?? "."))
        guard let top = Git.topLevel(of: dir) else {
            if invocation.recover { console.note("unfold: --recover: \(dir) is not in a git repository"); return .error }
            return nil
        }
        let gitDir = Git.run(["rev-parse", "--absolute-git-dir"], in: top).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let journal = RunJournal.existing(gitDir: gitDir) else {
            if invocation.recover { console.note("unfold: nothing to recover in \(top)"); return .clean }
            return nil
        }
        let h = journal.header
        if journal.ownerIsAlive {
            console.note("unfold: another `unfold fix --branch \(h.branch)` (pid \(h.pid)) is running in \(top); wait for it to finish")
            return .error
        }
        guard invocation.recover else {
            console.note("""
                unfold: an earlier `unfold fix --branch \(h.branch)` in \(top) was interrupted (started from \(h.original), \(journal.files.count) file\(journal.files.count == 1 ? "" : "s") written).
                unfold: run `unfold fix --recover` to restore those files and return to \(h.original), or delete \(journal.dir) to keep things as they are.
                """)
            return .error
        }
        let o = Rollback(journal: journal).run()
        o.report(why: "recovered the interrupted run", console: console)
        return o.leftAlone.isEmpty && o.notes.isEmpty ? .clean : .error
    }
}
