import Foundation
import SwiftTree

/// Files read for a run, and the input problems met on the way.
struct LoadedFiles {
    var inputs: [SourceInput] = []
    /// `absolute` and `stamps`, made by `load` on another thread while the
    /// engine runs (two tables of every path: ~13 ms of one core on 55 MB,
    /// which a dry run without a cache never reads).
    var tables = BackgroundValue.made(PathTables())
    /// The absolute path each input (by display path) was read from.
    var absolute: [String: String] {
        get { tables.value.absolute }
        set { var t = tables.value; t.absolute = newValue; tables = .made(t) }
    }
    /// What each file looked like when read (size, time, inode), so a
    /// write can tell that it changed since.
    var stamps: [String: FileStamp] {
        get { tables.value.stamps }
        set { var t = tables.value; t.stamps = newValue; tables = .made(t) }
    }
    var errors: [InputError] = []
    /// Files left out on purpose (too large, generated, vendored), with the reason.
    var skipped: [String] = []
    /// The Package.swift and Podfile above the given paths, for the index
    /// only (`EngineOptions.contextFiles`).
    var contextFiles: [SourceInput] = []
    /// Inputs not read: their stamps are the ones the cache recorded
    /// (`UnreadInput`, `readUnread`). Empty unless the load was given a table.
    var unread: [UnreadInput] = []
    /// When the load started (seconds since the epoch): stamps of files
    /// changed after `startedAt - StampTable.racyMargin` are not recorded.
    var startedAt = 0

    /// `LoadedFiles.absolute` and `stamps`.
    struct PathTables: Sendable {
        var absolute: [String: String] = [:]
        var stamps: [String: FileStamp] = [:]

        init() {}

        /// From each file read: its display path, absolute path and stamp.
        init(_ read: [(path: String, absolute: String, stamp: FileStamp)]) {
            absolute.reserveCapacity(read.count)
            stamps.reserveCapacity(read.count)
            for r in read {
                absolute[r.path] = r.absolute
                stamps[r.path] = r.stamp
            }
        }
    }
}

/// One run of the dry-run, diff, fix or check command: discover, read, run
/// the engine, then print or write.
struct Session {
    let invocation: Invocation
    let catalog: TransformCatalog
    let console: Console

    /// Source files larger than this are skipped with a message.
    static let maxSourceBytes = 10 << 20

    /// `includeVendored`: `--include-vendored`, or `.unfold.json`'s
    /// `includeVendored`. `trusting`: the cache's stamps; an input whose
    /// stamp is the one recorded is not read (`LoadedFiles.unread`).
    /// (`trusting` is asked once the inputs are found.)
    func load(includeVendored: Bool = false, trusting table: () -> StampTable? = { nil }) -> LoadedFiles {
        var loaded = LoadedFiles()
        loaded.startedAt = StampTable.now()
        PhaseTimings.mark("start")
        let includeGenerated = invocation.includeGenerated
        let found = Workspace.discovery(paths: invocation.paths, cwd: console.cwd,
                                        includeVendored: invocation.includeVendored || includeVendored,
                                        jobs: invocation.jobs)
        let (files, errors, vendored) = (found.files, found.errors, found.vendored)
        PhaseTimings.mark("discover")
        let trusted = table().flatMap { $0.isEmpty ? nil : $0 }
        PhaseTimings.mark("cache read (wait)")
        loaded.errors = errors
        // Read, check and classify the files in parallel: (bytes, stamp, generated), or
        // only the stamp and the recorded digest of a file the cache trusts
        // (it was an input, so valid UTF-8 and not generated, when recorded).
        var read = Engine.parallelMap(Array(files.indices), jobs: invocation.jobs) { k -> InputRead in
            let file = files[k]
            if let trusted, let unread = Session.trustedRead(file, stamp: FileIO.stamp(file.absolutePath), trusted) {
                return unread
            }
            return Session.readInput(file, includeGenerated: includeGenerated) { () throws(InputError) -> (bytes: [UInt8], stamp: FileStamp) in
                try FileIO.readStamped(file.absolutePath, maxBytes: Session.maxSourceBytes)
            }
        }
        var paths: [(path: String, absolute: String, stamp: FileStamp)] = []
        paths.reserveCapacity(files.count)
        loaded.inputs.reserveCapacity(files.count)
        // By index: a loop over `zip` copied every file and every read result.
        // Each result is moved out of `read` (a copy retained its bytes,
        // made on the other core, and freeing `read` released them again).
        for k in files.indices {
            let file = files[k]
            var result: InputRead = .failure(.missingPath(""))
            swap(&result, &read[k])
            switch consume result {
            case .success(let (_, stamp, _, digest?)):
                loaded.unread.append(UnreadInput(path: file.displayPath, absolute: file.absolutePath, digest: digest,
                                                 position: loaded.inputs.count + loaded.unread.count))
                paths.append((file.displayPath, file.absolutePath, stamp))
            case .success(let (bytes, stamp, generated, nil)):
                if generated {
                    loaded.skipped.append("\(Report.displayPath(file.displayPath)): generated file skipped (--include-generated to process it)")
                    continue
                }
                loaded.inputs.append(SourceInput(path: file.displayPath, bytes: bytes))
                paths.append((file.displayPath, file.absolutePath, stamp))
            case .failure(.tooLarge(_, let size)):
                loaded.skipped.append("\(Report.displayPath(file.displayPath)): \(size / 1_048_576) MB, over the \(Session.maxSourceBytes >> 20) MB limit for sources; skipped")
            case .failure(let e):
                loaded.errors.append(e.renamed(file.displayPath))
            }
        }
        loaded.tables = BackgroundValue(when: invocation.jobs != 1) { LoadedFiles.PathTables(paths) }
        PhaseTimings.mark("read")
        if let line = Workspace.vendoredSummary(vendored) { loaded.skipped.append(line) }
        // The enclosing Package.swift / Podfile, when the walk did not take them in.
        let enclosing = Workspace.enclosingProjectFiles(paths: invocation.paths, cwd: console.cwd)
        // Only a file of the enclosing files' names can be one of them: the
        // others are not hashed (a run gives thousands).
        let names = Array(Set(enclosing.map { Array(lastComponent($0.absolutePath).utf8) }))
        let taken = enclosing.isEmpty ? [] : Set(files.lazy.map(\.absolutePath).filter { PathOrder.hasName($0, in: names) })
        for f in enclosing where !taken.contains(f.absolutePath) {
            if let bytes = try? FileIO.read(f.absolutePath, maxBytes: Session.maxSourceBytes) {
                loaded.contextFiles.append(SourceInput(path: f.displayPath, bytes: bytes))
            }
        }
        if files.isEmpty && errors.isEmpty {
            loaded.skipped.append("no Swift files, Info.plist or project files under \(invocation.paths.map(Report.displayPath).joined(separator: ", "))")
        }
        return loaded
    }

    /// One input read: (bytes, stamp, generated, nil), or (no bytes, stamp,
    /// false, the recorded digest) for a file the cache trusts unread.
    typealias InputRead = Result<([UInt8], FileStamp, Bool, ContentDigest?), InputError>

    /// The read of an input `table` trusts unread: its stamp and the recorded
    /// digest, when `stamp` is the one recorded (it was an input then, so
    /// valid UTF-8 and not generated); nil when it must be read.
    static func trustedRead(_ file: DiscoveredFile, stamp: FileStamp?, _ table: StampTable) -> InputRead? {
        guard let stamp, let digest = table.digest(of: file.absolutePath, stamp: stamp) else { return nil }
        return .success(([], stamp, false, digest))
    }

    /// Reads one input with `read` (its bytes and stamp), requires UTF-8 of a
    /// Swift file and tells whether it is generated (unless `includeGenerated`).
    static func readInput(_ file: DiscoveredFile, includeGenerated: Bool,
                          _ read: () throws(InputError) -> (bytes: [UInt8], stamp: FileStamp)) -> InputRead {
        do throws(InputError) {
            let (bytes, stamp) = try read()
            if file.kind == .swift { try FileIO.requireUTF8(bytes, path: file.displayPath) }
            let generated = file.kind == .swift && !includeGenerated && Session.isGenerated(path: file.displayPath, bytes)
            return .success((bytes, stamp, generated, nil))
        } catch {
            return .failure(error)
        }
    }

    func run() -> ExitCode {
        // Settings: .unfold.json, overridden by flags.
        let config: Config
        do throws(UsageError) {
            config = try loadConfig()
        } catch {
            console.note("unfold: \(Report.escapingControls(error.description))")
            return .error
        }
        if invocation.command == .fix, let stop = interruptedRunCheck() { return stop }
        // The cache, read while the inputs are found when it may spare reading them (`StampTable`).
        let session = self
        let reading = trustsStamps(config) ? BackgroundValue { session.readCache(config) } : nil
        var cache: (folder: CacheFolder, cache: EngineCache)?
        let trusting = { () -> StampTable? in
            guard let r = reading?.value else { return nil }
            for w in r.warnings { session.console.note(w) }
            cache = (r.folder, r.cache)
            return r.cache.stamps
        }
        // Inputs are read as the directories are listed; with a cache, once its stamps are known.
        guard var loaded = loadInputs(config, trusting: trusting) else { return .error }
        if invocation.command == .project {
            let report = ProjectReport(loaded, jobs: invocation.jobs)
            if invocation.format == .json { console.out(report.json()) } else { console.out(Array(report.text().utf8)) }
            return loaded.errors.isEmpty ? .clean : .error
        }
        if invocation.command == .report { return report(config, loaded) }
        if invocation.command == .fix, let refusal = versionControlRefusal() {
            console.note("unfold: \(refusal)")
            return .error
        }
        var options = engineOptions(config)
        options.contextFiles = loaded.contextFiles
        guard prepareAdoption(&options, loaded) else { return .error }
        let failOn = invocation.failOnGiven ? invocation.failOn : (config.failOn.flatMap(Invocation.FailOn.init) ?? .safe)
        var dropped = false
        if invocation.command == .fix, let cmd = invocation.verify {
            // The transforms whose changes break CMD are ignored from here on.
            switch verify(cmd, loaded: &loaded, options: &options) {
            case .some(let stop): return stop
            case .none: dropped = options.ignore.count > engineOptions(config).ignore.count
            }
        }
        if invocation.command == .fix, let branch = invocation.branch {
            let status = BranchFix(context: context(loaded), options: options, branch: branch).run()
            return dropped && status != .error ? .verifyDropped : status
        }
        if invocation.command == .diff, let dir = invocation.splitDir {
            return SplitPatches(context: context(loaded), options: options, dir: dir).run()
        }
        let result = runEngineCached(&loaded, &options, config, cache: cache)
        PhaseTimings.mark("engine")
        guard finishAdoption(result, loaded, options) else { return .error }
        var status: ExitCode
        switch invocation.command {
        case .check: status = check(result, failOn: failOn, sources: Session.sources(loaded))
        case .fix: status = fix(result, loaded)
        default: status = diff(result, failOn: failOn)
        }
        if !loaded.errors.isEmpty { status = .error }
        // The files read and the engine's result: left to the exit when the
        // process ends after this run (freeing their tables took ~3 ms of the
        // main thread after the output was written).
        BackgroundRelease.dropAtEnd((consume loaded, consume result), jobs: invocation.jobs)
        PhaseTimings.mark("output")
        if PhaseTimings.enabled { console.note(PhaseTimings.report()) }
        return dropped && status != .error ? .verifyDropped : status
    }

    /// `fix --verify CMD`: runs the verification and adds the dropped
    /// transforms to `options.ignore`; an exit code when the run must stop.
    func verify(_ cmd: String, loaded: inout LoadedFiles, options: inout EngineOptions) -> ExitCode? {
        let dir = Session.folder(of: absolutePath(invocation.paths.first ?? "."))
        let logPath: String
        if let top = Git.topLevel(of: dir) {
            logPath = Git.run(["rev-parse", "--absolute-git-dir"], in: top).stdout.trimmingCharacters(in: .whitespacesAndNewlines) + "/unfold-verify.log"
        } else {
            // The process id and a random part: two runs in one process (the tests) never share a log.
            logPath = (NSTemporaryDirectory() as NSString).appendingPathComponent("unfold-verify-\(getpid())-\(UUID().uuidString.prefix(8)).log")
        }
        _ = try? FileIO.writeAtomically([], to: logPath)
        let command = VerifyCommand(command: cmd, cwd: console.cwd, timeout: invocation.verifyTimeout, logPath: logPath)
        switch VerifiedFix(context: context(loaded), options: options, command: command).run() {
        case .success(let outcome):
            // One copy of the table, not one per file.
            var stamps = loaded.stamps
            for (path, stamp) in outcome.stamps { stamps[path] = stamp }
            loaded.stamps = stamps
            outcome.report(console, command: command)
            options.ignore.formUnion(outcome.dropped.map(\.id))
            return nil
        case .failure(.write(let why)), .failure(.commandNotStarted(let why)):
            console.note("unfold: --verify: \(why); nothing written (log: \(logPath))")
            return .error
        case .failure(.interrupted(let why)):
            console.note("unfold: --verify: \(why); every file restored as it was, nothing written")
            return .error
        }
    }

    /// The inputs, minus the config's excludes, after notes on the files
    /// that could not be read or were skipped; nil when nothing could be read.
    func loadInputs(_ config: Config, trusting table: () -> StampTable? = { nil }) -> LoadedFiles? {
        var loaded = load(includeVendored: config.includeVendored ?? false, trusting: table)
        for e in loaded.errors { console.note("unfold: \(e.description)") }
        if !config.exclude.isEmpty {
            let root = relativeRoot(config)
            loaded.removeInputs { Config.matches($0, config.exclude, root: root) }
        }
        if !invocation.quiet { for s in loaded.skipped { console.note("unfold: \(s)") } }
        if loaded.inputs.isEmpty && loaded.unread.isEmpty && !loaded.errors.isEmpty { return nil }
        return loaded
    }

    /// What a workflow gets of this run.
    func context(_ loaded: LoadedFiles) -> RunContext {
        let console = self.console
        return RunContext(console: console, invocation: invocation, catalog: catalog, cwd: console.cwd, loaded: loaded,
                          write: { change, target, stamp throws(InputError) in try Session.writeOne(change, to: target, stamp: stamp, console: console) })
    }

    /// The engine run, with a progress line on a terminal and its problems on stderr.
    func runEngine(_ inputs: [SourceInput], _ options: EngineOptions) -> EngineResult {
        let progress = ProgressLine(console: console, enabled: console.stderrIsTTY && !invocation.quiet)
        var withProgress = options
        withProgress.progress = { done, total in progress.update(done, total) }
        let result = Engine(transforms: catalog.transforms, options: withProgress).run(inputs)
        progress.finish()
        for p in result.problems { console.note("unfold: \(Report.escapingControls(p.description))") }
        return result
    }

    /// `check`: the report on stdout, the summary table on stderr.
    func check(_ result: EngineResult, failOn: Invocation.FailOn, sources: [String: [UInt8]] = [:]) -> ExitCode {
        console.out(Report.render(result, format: invocation.format.reportFormat, catalog: catalog, sources: sources))
        if !invocation.quiet { console.err(Report.summaryTable(result)) }
        return Session.exitStatus(result, failOn: failOn, countChanges: true)
    }

    /// `fix`: the changes written in place.
    func fix(_ result: EngineResult, _ loaded: LoadedFiles) -> ExitCode {
        let outcome = write(result.changes, loaded)
        summarize(result, destination: .written(outcome))
        return !outcome.failed.isEmpty ? .error : (result.pending.isEmpty ? .clean : .pending)
    }

    /// The dry run and `diff`: the patch (on stdout or in `-o`), and the `--html` review page.
    func diff(_ result: EngineResult, failOn: Invocation.FailOn) -> ExitCode {
        // `--html FILE`: the review page; the patch then goes only where -o says.
        if let html = invocation.html {
            let page = HTMLReport.render(result: result, catalog: catalog, title: "unfold review: " + invocation.paths.joined(separator: " "))
            guard writeOutput(page, to: html) else { return .error }
        }
        let toFile = invocation.output.map { $0 != "-" } ?? false
        let patch = Report.patch(result.changes, color: useColor && !toFile, jobs: invocation.jobs)
        if let out = invocation.output, toFile {
            guard writeOutput(patch, to: out) else { return .error }
        } else if invocation.html == nil || invocation.output == "-" {
            console.out(patch)
        }
        let destination: Destination = toFile ? .file(invocation.output!) : (invocation.html != nil && invocation.output == nil ? .page(invocation.html!) : .stdout)
        summarize(result, destination: destination)
        return Session.exitStatus(result, failOn: failOn, countChanges: true)
    }

    /// Writes an output file (`-o`, `--html`); false after a message when it cannot.
    func writeOutput(_ bytes: [UInt8], to path: String) -> Bool {
        let folder = OutputFolders.parent(of: path)
        guard OutputFolders.ensure(absolutePath(folder), shown: folder, console: console, quiet: invocation.quiet) else { return false }
        do throws(InputError) {
            try FileIO.writeOutput(bytes, to: absolutePath(path))
            return true
        } catch {
            console.note("unfold: \(error.description)")
            return false
        }
    }

    /// Exit 1 when something at or above `failOn` is pending.
    static func exitStatus(_ result: EngineResult, failOn: Invocation.FailOn, countChanges: Bool) -> ExitCode {
        let pending = result.pending
        switch failOn {
        case .safe:
            return (countChanges && !result.changes.isEmpty) || !pending.isEmpty ? .pending : .clean
        case .review:
            return pending.contains { $0.safety != .safe } ? .pending : .clean
        case .finding:
            return pending.contains { $0.safety == .none } ? .pending : .clean
        }
    }

    /// The config named by `--config`, else the nearest `.unfold.json`, else
    /// the defaults. A config that is there but cannot be read (a folder,
    /// permissions, an I/O error) is a usage error with the reason: a run
    /// without the settings the user wrote down would be a different run.
    func loadConfig() throws(UsageError) -> Config {
        let path: String
        let shown: String
        if let explicit = invocation.config {
            path = absolutePath(explicit)
            shown = explicit
        } else {
            guard let found = Config.locate(paths: invocation.paths, cwd: console.cwd) else { return Config() }
            path = found
            shown = found
        }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw UsageError(description: "\(Report.displayPath(shown)): is a directory, not a config file")
        }
        let bytes: [UInt8]
        do throws(InputError) {
            bytes = try FileIO.read(path)
        } catch {
            switch error {
            case .missingPath: throw UsageError(description: "\(Report.displayPath(shown)): no such config file")
            case .unreadable(_, let reason): throw UsageError(description: "\(Report.displayPath(shown)): cannot read the config file: \(reason)")
            default: throw UsageError(description: "cannot read the config file: \(error.renamed(shown).description)")
            }
        }
        let config = try Config(json: bytes, path: path)
        let known = Set(catalog.transforms.map(\.id))
        for id in config.mentionedIDs where !known.contains(id) {
            throw UsageError(description: "\(path): unknown transform '\(id)' (see `unfold rules`)")
        }
        return config
    }

    /// The config's folder relative to the cwd (display paths are relative to the cwd).
    func relativeRoot(_ config: Config) -> String {
        let cwd = (console.cwd as NSString).standardizingPath
        let root = (config.root as NSString).standardizingPath
        if root == cwd || config.root == "." { return "." }
        if root.hasPrefix(cwd + "/") { return String(root.dropFirst(cwd.count + 1)) }
        return root
    }

    func engineOptions(_ config: Config) -> EngineOptions {
        var options = EngineOptions()
        options.select = (invocation.select ?? config.select).map(Set.init)
        options.ignore = Set(invocation.ignore.isEmpty ? config.ignore : invocation.ignore)
        options.unsafe = invocation.unsafe || (config.unsafe ?? false)
        options.jobs = invocation.jobs
        if let k = invocation.shardIndex, let n = invocation.shardCount { options.shard = (k, n) }
        options.knownIDs = Set(catalog.transforms.map(\.id))
        options.reportUnusedSuppressions = true
        options.transformOptions.deploymentTarget = (invocation.deploymentTargetVersion ?? config.deploymentTargetVersion)?.majorMinor
        if !config.perPathIgnores.isEmpty {
            let root = relativeRoot(config)
            let rules = config.perPathIgnores
            options.pathIgnored = { path, id in
                rules.contains { glob, ids in ids.contains(id) && Config.matches(path, [glob], root: root) }
            }
        }
        return options
    }

    /// What a `fix` wrote and failed to write (display paths).
    struct WriteOutcome {
        var written: Set<String> = []
        var failed: Set<String> = []
    }

    /// Writes changes atomically, each file on its own: one that changed on
    /// disk since it was read, or resolves outside the repository, is not
    /// written (and named); the others are.
    func write(_ changes: [FileChange], _ loaded: LoadedFiles) -> WriteOutcome {
        var outcome = WriteOutcome()
        let scopes = invocation.allowNoVCS ? [] : repositoryScopes()
        for change in changes {
            let target = loaded.absolute[change.path] ?? absolutePath(change.path)
            do throws(InputError) {
                if !invocation.allowNoVCS, !scopes.contains(where: { $0.relative(target) != nil }) {
                    throw InputError.unwritable(path: change.path, reason: RepositoryScope.Exclusion.outside.reason)
                }
                try Session.writeOne(change, to: target, stamp: loaded.stamps[change.path], console: console)
                outcome.written.insert(change.path)
            } catch {
                console.note("unfold: \(error.renamed(change.path).description)")
                outcome.failed.insert(change.path)
            }
        }
        return outcome
    }

    /// Writes one change if the file is still as read (`stamp`, and the
    /// change's original bytes), or still absent for a created file; returns
    /// the new file's stamp.
    @discardableResult
    static func writeOne(_ change: FileChange, to target: String, stamp: FileStamp?, console: Console) throws(InputError) -> FileStamp {
        console.beforeWrite?(target)
        let expectation: WriteExpectation = change.original.map { .unchanged($0, stamp) } ?? .absent
        return try FileIO.replace(target, with: change.result, expecting: expectation)
    }

    /// `*.generated.swift`, or a comment saying the file is generated
    /// (`// Generated by …`, `// This file was generated`, `@generated`,
    /// `DO NOT EDIT`) among the first eight non-empty lines or anywhere in
    /// the leading comment block (a long licence header comes first in some
    /// generators' output), within the first 4 KB.
    static let generatedMarkers = ["generated by", "file was generated", "file is generated", "@generated", "do not edit",
                                   "autogenerated", "auto-generated", "code generated"].map { Array($0.utf8) }
    static let generatedLineStart = Array("// generated".utf8)
    static let generatedStem = Array("generat".utf8)

    static let blockCommentEnd = Array("*/".utf8)

    static func isGenerated(path: String, _ bytes: [UInt8]) -> Bool {
        if path.hasBytes(suffix: ".generated.swift") || path.hasBytes(suffix: ".g.swift") { return true }
        let n = min(bytes.count, 4096)
        return bytes.withUnsafeBufferPointer { b in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(n, 1)) { lower in
                generatedComment(in: UnsafeBufferPointer(rebasing: b[0..<n]), lower: lower)
            }
        }
    }

    /// Whether a comment line among the first eight non-empty lines of
    /// `head` (the file's first 4 KB), or in its leading comment block,
    /// holds a marker, compared in ASCII lower case. The lines are found in
    /// the bytes as they are (line breaks, blanks, `/` and `*` are no
    /// letters); only a comment line is copied in lower case, into `lower`
    /// at the same offsets, and it is searched for every marker only when it
    /// holds `generat` or `do not edit`, which every marker does (most files
    /// have neither in their header).
    private static func generatedComment(in head: UnsafeBufferPointer<UInt8>, lower: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        guard let base = head.baseAddress else { return false }
        let markers = generatedMarkers
        let line = UnsafeBufferPointer(lower)
        var lineStart = 0
        var lines = 0
        var leading = true  // no code line seen yet
        var inBlock = false  // inside /* … */
        while lineStart < head.count, lines < 8 || leading {
            let end = memchr(base + lineStart, 10, head.count - lineStart).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? head.count
            if end == lineStart || (end == lineStart + 1 && head[lineStart] == 13) { lineStart = end + 1; continue }  // empty lines do not count
            var t = lineStart
            // Leading spaces, tabs and a byte order mark.
            while t < end {
                if head[t] == 32 || head[t] == 9 { t += 1; continue }
                if t + 2 < end, head[t] == 0xEF, head[t + 1] == 0xBB, head[t + 2] == 0xBF { t += 3; continue }
                break
            }
            let opensBlock = t + 1 < end && head[t] == UInt8(ascii: "/") && head[t + 1] == UInt8(ascii: "*")
            let isComment = inBlock || opensBlock || (t < end && head[t] == UInt8(ascii: "*"))
                || (t + 1 < end && head[t] == UInt8(ascii: "/") && head[t + 1] == UInt8(ascii: "/"))
            if isComment {
                for k in t..<end { let c = head[k]; lower[k] = c >= 65 && c <= 90 ? c | 0x20 : c }
                if ByteSearch.contains(generatedStem, in: line, t, end) || ByteSearch.contains(markers[4], in: line, t, end),
                   markers.contains(where: { ByteSearch.contains($0, in: line, t, end) })
                    || ByteSearch.contains(generatedLineStart, in: line, t, min(end, t + 12)) {
                    return true
                }
            }
            if inBlock || opensBlock {
                inBlock = !ByteSearch.contains(blockCommentEnd, in: head, opensBlock ? t + 2 : t, end)
            }
            if !isComment { leading = false }
            lineStart = end + 1
            lines += 1
        }
        return false
    }

    var useColor: Bool {
        if let c = invocation.color { return c }
        return console.stdoutIsTTY && console.environment["NO_COLOR"] == nil
    }

    func absolutePath(_ p: String) -> String {
        RunContext.absolutePath(p, cwd: console.cwd)
    }

    /// The git work trees holding the given paths (nil entries: a path in none).
    func repositoryTops() -> [(path: String, top: String?)] {
        invocation.paths.map { p in (p, Git.topLevel(of: Session.folder(of: absolutePath(p)))) }
    }

    /// `path` itself when it is a folder, else the folder holding it.
    static func folder(of path: String) -> String {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue ? path : (path as NSString).deletingLastPathComponent
    }

    func repositoryScopes() -> [RepositoryScope] {
        Set(repositoryTops().compactMap(\.top)).sorted().map { RepositoryScope.read(top: $0, details: false) }
    }

    /// Why `fix` must not write: a path outside any git work tree (no way
    /// back; cargo fix's rule) unless `--allow-no-vcs`, or uncommitted
    /// changes unless `--allow-dirty`.
    func versionControlRefusal() -> String? {
        var checked: Set<String> = []
        for (path, top) in repositoryTops() {
            guard let top else {
                if invocation.allowNoVCS { continue }
                return "\(path) is not in a git repository, so `fix` would rewrite it with no way back; put it under git first, or pass --allow-no-vcs"
            }
            guard !invocation.allowDirty, checked.insert(top).inserted else { continue }
            if Git.isDirty(at: top) == true {
                return "the git tree at \(Report.displayPath(top)) has uncommitted changes; commit or stash them first, or pass --allow-dirty"
            }
        }
        return nil
    }

    /// Findings that need a human, then one summary line, on stderr.
    enum Destination {
        case stdout, file(String), written(WriteOutcome)
        /// Only the `--html` review page.
        case page(String)
    }

    /// The findings are printed under `--quiet` too; only the summary line is not.
    func summarize(_ result: EngineResult, destination: Destination) {
        let pending = result.pending
        for f in pending {
            var line = "\(Report.displayPath(f.path)):\(f.line):\(f.column): \(f.ruleID): \(f.message)"
            if f.fix?.safety == .review { line += " [review fix: apply with --unsafe]" }
            console.note(line)
        }
        if invocation.quiet { return }
        var fixed = result.applied.count
        var files = result.changes.count
        if case .written(let outcome) = destination, !outcome.failed.isEmpty {
            // Only what reached the disk counts.
            fixed = result.applied.filter { outcome.written.contains(result.findings[$0].path) }.count
            files = outcome.written.count
        }
        let review = pending.filter { $0.fix?.safety == .review }.count
        var parts: [String] = []
        var where_ = ""
        switch destination {
        case .written(let outcome):
            where_ = " written"
            if !outcome.failed.isEmpty { where_ += "; \(outcome.failed.count) file\(outcome.failed.count == 1 ? "" : "s") not written (see above)" }
        case .stdout: where_ = files > 0 ? " (diff on stdout)" : ""
        case .file(let p): where_ = files > 0 ? " (patch in \(Report.displayPath(p)))" : ""
        case .page(let p): where_ = " (review page in \(Report.displayPath(p)))"
        }
        parts.append("\(fixed) fix\(fixed == 1 ? "" : "es") in \(files) file\(files == 1 ? "" : "s")" + where_)
        if review > 0 { parts.append("\(review) review fix\(review == 1 ? "" : "es") (apply with --unsafe)") }
        let human = pending.count - review
        parts.append("\(human) finding\(human == 1 ? "" : "s") for a human")
        console.note("unfold: " + parts.joined(separator: "; "))
    }
}

extension InputError {
    /// The same error, naming `display` instead of the absolute path.
    func renamed(_ display: String) -> InputError {
        switch self {
        case .missingPath: return .missingPath(display)
        case .unreadable(_, let r): return .unreadable(path: display, reason: r)
        case .notUTF8: return .notUTF8(path: display)
        case .symlinkLoop: return .symlinkLoop(path: display)
        case .tooLarge(_, let b): return .tooLarge(path: display, bytes: b)
        case .unwritable(_, let r): return .unwritable(path: display, reason: r)
        case .unsupportedFile: return .unsupportedFile(path: display)
        }
    }
}
