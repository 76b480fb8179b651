import SwiftTree

/// The engine's analysis. Pass 1: a summary of every Swift file, and the
/// project index built from the summaries and the other files. Pass 2: every
/// transform on every file (and once on the project), each finding stamped
/// with its transform's id. The fixer calls back in for each later round.
///
/// `FileSummary(path:tree:)` and `ProjectIndex(summaries:otherFiles:)` are
/// built only in `summary(path:tree:)` (which also collects the facts each
/// `CollectingTransform` declares) and `index(summaries:otherFiles:)`.
struct Analysis: Sendable {
    let transforms: [any Transform]
    let options: EngineOptions
    /// The transforms that collect facts in pass 1, cast once (a cast per
    /// transform per file was 1,500 instructions each).
    let collectors: [any CollectingTransform]

    init(transforms: [any Transform], options: EngineOptions) {
        self.transforms = transforms
        self.options = options
        collectors = transforms.compactMap { $0 as? any CollectingTransform }
    }

    /// What the analysis knows of the project; the fixer keeps it up to date.
    struct Project {
        /// The Swift inputs, sorted.
        var swiftPaths: [String]
        var summaries = SummaryTable()
        var index: ProjectIndex
        /// Trees the later steps need: all of them for a small project; in
        /// streaming mode only those of files with findings or `unfold:ignore`
        /// comments (and files the fixer rewrote).
        var trees: [String: SyntaxTree] = [:]
        /// With a cache: the key of the index round-1 findings were computed against.
        var indexKey: ContentDigest?
        /// Streaming: the word filters of files whose trees pass 1 dropped
        /// (files with an `unfold:ignore` comment are not here): pass 2 parses
        /// one again only when a transform may fire in it (`Transform.mayFire`).
        var dropped: [String: WordFilter] = [:]
        /// `dropped` being freed on another thread (`releaseDropped`).
        var droppedFreed: BackgroundValue<Void>? = nil

        /// Empties `dropped`, its word filters freed on another thread when
        /// `jobs` is not 1 (thousands of small arrays the workers made: freed
        /// one by one on the main thread they took 5–10 ms while the other
        /// core waited). `awaitDroppedFreed` waits for that thread, so the
        /// fixer's memory is theirs again (left to the exit, the fixer took
        /// new memory instead: +12 MB of peak RSS).
        mutating func releaseDropped(jobs: Int) {
            guard !dropped.isEmpty else { return }
            let filters = dropped
            dropped = [:]
            droppedFreed = BackgroundRelease.dropAwaitable(consume filters, jobs: jobs)
        }

        /// Waits until `releaseDropped`'s thread is done.
        func awaitDroppedFreed() {
            _ = droppedFreed?.value
        }
    }

    // MARK: Facts

    func summary(path: String, tree: SyntaxTree) -> FileSummary {
        FileSummary(path: path, tree: tree, collectors: collectors)
    }

    /// `summaries`: in path order when they can be (then taken as they
    /// are, `SummaryTable`); `ascendingPaths`: their paths, when known to
    /// be in that order; `hierarchy`: their type hierarchy, started already. `read`: the project files of `otherFiles` already
    /// read (pass 1); else they are read here.
    func index(summaries: [FileSummary], ascendingPaths: [String]? = nil, hierarchy: BackgroundValue<ProjectIndex.TypeHierarchy>? = nil,
               otherFiles: [SourceInput], read: ProjectFileReads.Read? = nil) -> ProjectIndex {
        ProjectIndex(summaries: summaries, ascendingPaths: ascendingPaths, hierarchy: hierarchy, otherFiles: otherFiles, jobs: options.jobs, read: read)
    }

    // MARK: Pass 1

    /// Above `streamingThreshold` bytes of Swift, only the trees of up to
    /// `streamingThreshold` bytes of the files pass 2 likely needs are kept
    /// after pass 1; the others are re-parsed file by file in pass 2 when a
    /// transform may fire there, and after it only trees of files with
    /// findings stay, so memory stays bounded rather than growing with the project.
    func isStreaming(_ inputs: [SourceInput]) -> Bool {
        // Summed from the inputs (each path once): no look-up per file.
        // By position: the reduce's closure copied each input (its path and bytes).
        var swiftBytes = 0
        for k in inputs.indices where inputs[k].isSwift { swiftBytes += inputs[k].bytes.count }
        return swiftBytes > options.streamingThreshold
    }

    /// Pass 1: a summary of every Swift file (and its tree, unless
    /// streaming), then the index. With a cache, an unchanged file's
    /// summary is read back instead of parsing the file.
    /// (The bytes come from `inputs`, unique paths: the table of files by
    /// path is made meanwhile, for pass 2.)
    /// (`ascending`: the inputs' paths are known to be in strictly ascending order.)
    func firstPass(_ inputs: [SourceInput], streaming: Bool, ascending: Bool = false) -> Project {
        // The Swift inputs' positions in `inputs`, in path order (not a
        // filtered copy of the inputs: its thousands of paths and byte
        // arrays were retained, then released on one thread after pass 1).
        let swiftInputs = { () -> [Int] in
            let swift = inputs.indices.filter { inputs[$0].isSwift }
            // The walk gives them sorted.
            return ascending || PathOrder.isStrictlyAscending(swift.lazy.map { inputs[$0].path }) ? swift : swift.sorted { inputs[$0].path < inputs[$1].path }
        }()
        let swiftPaths = swiftInputs.map { inputs[$0].path }
        let cache = options.cache
        let collectors = self.collectors
        // Summaries the cache holds for unchanged files (one that does not decode is parsed).
        let stored = cache.map { c in swiftPaths.map { c.summary($0) } } ?? []
        let decoded = Parallel.map(stored.compactMap { $0 }, jobs: options.jobs) { try? CacheCoding.summary($0, collectors: collectors) }
        var summaries: [String: FileSummary] = [:]
        var encoded: [String: [UInt8]] = [:]
        // Positions in `swiftPaths`.
        var toParse: [Int] = []
        var next = decoded.makeIterator()
        for (k, p) in swiftPaths.enumerated() {
            if k < stored.count, let bytes = stored[k], let s = next.next()!, s.path == p {
                summaries[p] = s
                encoded[p] = bytes
                cache?.record(path: p, summary: bytes, reused: true)
            } else {
                toParse.append(k)
            }
        }
        // Streaming: trees are kept, up to `streamingThreshold` bytes of
        // Swift (a tree takes about 6 bytes a source byte; on 52 MB of apps
        // the likely files are ~20 MB: half the threshold re-parsed ~7 MB of
        // them in pass 2, docs/performance.md session 19), for the files
        // pass 2 will likely need them for: a transform may fire there by
        // what is known before the index (`mayFire` asked with an empty
        // index: a condition that needs the index answers no, and such a
        // file is parsed again in pass 2 if it must be), or an `unfold:`
        // comment. Which trees are kept changes the work, never the result;
        // peak memory stays bounded (docs/performance.md).
        let budget = streaming ? ByteBudget(options.streamingThreshold) : nil
        let early = ProjectIndex()
        let transforms = self.transforms
        let keepAll = options.ignoresMayFire
        // Non-Swift inputs, and Package.swift (read for its platforms) for the index.
        let others = inputs.filter { !$0.isSwift || $0.path == "Package.swift" || $0.path.hasBytes(suffix: "/Package.swift") }
            + contextFiles(besides: inputs.map(\.path), ascending: ascending)
        // The Xcode projects and plists need no summary: read by the same
        // workers, before the Swift files (largest first), so they overlap the parse.
        let projectFiles = ProjectFileReads(others)
        let readOrder = projectFiles.largestFirst
        // Each parsed file's summary is the map's result, in path order: with
        // no summary from the cache, that array is the index's, not a copy
        // (copying a summary retained each of its tables). A kept tree, a
        // dropped tree's words and a summary's cache bytes go to the slot
        // of the file's position in `toParse`, each written by one worker.
        let n = toParse.count, parsing = toParse
        let side = PassOneSlots(count: n)
        // (The loop after the map moves every slot out: only the memory is left to free.)
        defer { side.deallocate() }
        nonisolated(unsafe) let out = side
        let (parsed, projectFacts) = Parallel.map(Array(0..<n), after: readOrder, jobs: options.jobs, { i -> FileSummary in
            let k = parsing[i]
            let p = swiftPaths[k], bytes = inputs[swiftInputs[k]].bytes
            let t = SyntaxTree(bytes: bytes)
            let s = self.summary(path: p, tree: t)
            var keepTree = budget == nil
            if let budget {
                let preview = FilePreview(path: p, words: t.words, summary: s, index: early)
                let likely = keepAll || t.containsMarker || transforms.contains { $0.mayFire(in: preview) }
                keepTree = likely && budget.take(bytes.count)
            }
            if keepTree { out.trees[i] = t }
            if !keepTree && !t.containsMarker { out.words[i] = t.words }
            if cache != nil { out.encoded[i] = CacheCoding.encoded(s, collectors: collectors) }
            return s
        }, first: { projectFiles.facts(of: $0) })
        PhaseTimings.mark("pass 1 (parse, summaries)")
        // Every summary parsed (none from the cache): they are the summaries
        // in path order, and the index's type hierarchy, the longest of its
        // steps, starts from them on another thread now, before the slots
        // are emptied and the index's other steps run (it made the index
        // wait 2–6 ms for it when it started there).
        let hierarchy = n == swiftPaths.count ? ProjectIndex.hierarchy(of: parsed, jobs: options.jobs) : nil
        // Each tree, word filter and cache record moved out of its slot.
        var trees: [String: SyntaxTree] = [:]
        var droppedWords: [(String, WordFilter)] = []
        droppedWords.reserveCapacity(streaming ? n : 0)
        // (Streaming keeps some of the trees: counted first, so the table is not grown step by step.)
        trees.reserveCapacity(streaming ? (0..<n).reduce(0) { $0 + (out.trees[$1] == nil ? 0 : 1) } : n)
        for i in 0..<n {
            let p = swiftPaths[toParse[i]]
            // `consume`: a bound tree stored as it was copied it (a retain of each of its arrays).
            if let t = (out.trees.baseAddress! + i).move() { trees[p] = consume t }
            if let words = (out.words.baseAddress! + i).move() { droppedWords.append((p, consume words)) }
            let bytes = (out.encoded.baseAddress! + i).move()
            if cache != nil {
                encoded[p] = bytes
                cache?.record(path: p, summary: bytes, reused: false)
            }
        }
        let ordered: [FileSummary]
        if n == swiftPaths.count {
            ordered = parsed
        } else {
            // Some summaries came from the cache: merged in path order.
            var merged: [FileSummary] = []
            merged.reserveCapacity(swiftPaths.count)
            var i = 0
            for (k, p) in swiftPaths.enumerated() {
                if i < n, toParse[i] == k {
                    merged.append(parsed[i])
                    i += 1
                } else {
                    merged.append(summaries[p]!)
                }
            }
            ordered = merged
        }
        PhaseTimings.mark("index: summaries in order")
        // Pass 2's table of dropped trees' words is made meanwhile.
        let dropped = BackgroundValue(when: options.jobs != 1 && !droppedWords.isEmpty) {
            Dictionary(droppedWords, uniquingKeysWith: { first, _ in first })
        }
        let index = index(summaries: ordered, ascendingPaths: swiftPaths, hierarchy: hierarchy, otherFiles: others,
                          read: projectFiles.assembled(projectFacts, order: readOrder))
        PhaseTimings.mark("index")
        var project = Project(swiftPaths: swiftPaths, summaries: index.summaries, index: index, trees: trees)
        project.dropped = dropped.value
        if let cache, let key = cache.boundOptionsKey {
            project.indexKey = cache.indexKey(optionsKey: key, summaries: swiftPaths.map { ($0, encoded[$0]!) }, others: others)
        }
        return project
    }

    // MARK: Pass 2

    /// Pass 2, round 1: every transform on this shard's files and once on the
    /// project (unsuppressed). Streaming: the project keeps only the trees worth keeping.
    func secondPass(_ project: inout Project, files: [String: [UInt8]], streaming: Bool) -> [Finding] {
        let context = ProjectContext(index: project.index, options: options.transformOptions)
        // With `--shard K/N` only this shard's files are analysed (the index saw them all).
        let mine = options.shard == nil && options.analysedPaths == nil ? project.swiftPaths : project.swiftPaths.filter(inShard)
        // The project's findings (plists, project files) are made on another
        // thread while the files' findings are: neither waits for the other.
        let transforms = self.transforms
        let analysis = self
        let projectFindings = BackgroundValue(when: options.jobs != 1) {
            let start = PhaseTimings.now()
            defer { PhaseTimings.addTransformTime("(project findings, all transforms)", since: start) }
            return transforms.flatMap { t in Analysis.stamped(t.projectFindings(in: context.ruled(t.id)), t.id) }
                .filter { analysis.inShard($0.path) }
        }
        var (fileFindings, kept) = findingsAndTrees(mine, project.trees, files, project.index, summaries: project.summaries,
                                                    dropped: project.dropped, cacheKey: project.indexKey)
        project.releaseDropped(jobs: options.jobs)
        let waited = PhaseTimings.now()
        let projectResult = projectFindings.value
        PhaseTimings.addTransformTime("(project findings, waited for)", since: waited)
        PhaseTimings.mark("pass 2 (findings, project findings)")
        if streaming {
            // The trees pass 1 kept that no later step needs: left for the
            // exit when the process ends after this run (pass 1's budget
            // bounds them; freeing them on another thread took a core from
            // the fixer's workers), else freed on another thread.
            BackgroundRelease.dropAtEnd(project.trees, jobs: options.jobs)
            project.trees = kept
        } else {
            // Files whose summaries came from the cache were parsed in pass 2 only.
            project.trees.merge(kept) { old, _ in old }
        }
        // Appended to the files' findings in place (`+` copied every one of them).
        fileFindings += projectResult
        return fileFindings
    }

    /// Findings of `paths` (progress reported as they finish); files without
    /// a tree in `trees` are parsed from `files`. Returns the trees worth
    /// keeping: those of files with findings or `unfold:ignore` comments
    /// (the fixer and suppression need them). With `cacheKey` (round 1 of a
    /// cached run, the index's key) an unchanged file's findings come from
    /// the cache, and its tree is parsed only when it is worth keeping.
    /// A transform runs on a file only when it may fire there
    /// (`Transform.mayFire`, asked with the file's summary from `summaries`);
    /// a file of `dropped` (its tree dropped after pass 1) in which no
    /// transform may fire is not parsed again.
    func findingsAndTrees(_ paths: [String], _ trees: [String: SyntaxTree], _ files: [String: [UInt8]], _ index: ProjectIndex,
                          summaries: SummaryTable, dropped: [String: WordFilter] = [:],
                          cacheKey: ContentDigest? = nil) -> (findings: [Finding], trees: [String: SyntaxTree]) {
        let transforms = self.transforms
        let progress = options.progress
        let counter = Counter()
        let total = paths.count
        let cache = cacheKey == nil ? nil : options.cache
        // Largest files first: they are the ones parsed again and analysed longest.
        // By position: file `k` is most often the table's `k`th summary (`paths` are all the Swift files).
        var results = Parallel.map(Array(paths.indices), jobs: options.jobs, largestFirst: { files[paths[$0]]?.count ?? 0 }) { k -> (findings: [Finding], tree: SyntaxTree?, marker: Bool, reused: Bool) in
            let path = paths[k]
            // Looked up once, and copied out once (a copy of a tree retains each of its arrays).
            let kept = trees.index(forKey: path)
            if let cache, let key = cacheKey, let hit = cache.findings(path, index: key) {
                let tree = !hit.findings.isEmpty || hit.marker ? kept.map { trees.values[$0] } ?? SyntaxTree(bytes: files[path]!) : nil
                if let progress { progress(counter.increment(), total) }
                return (hit.findings, tree, hit.marker, true)
            }
            let summary = summaries.summary(path, near: k)
            // Each transform's `mayFire` answer for this file, asked once (nil: run them all).
            var mayFire: [Bool]?
            if !options.ignoresMayFire, kept == nil, let words = dropped[path], let summary {
                let askStart = PhaseTimings.now()
                defer { PhaseTimings.addTransformTime("(pass 2: mayFire on dropped)", since: askStart) }
                let preview = FilePreview(path: path, words: words, summary: summary, index: index)
                let answers = transforms.map { $0.mayFire(in: preview) }
                if !answers.contains(true) {
                    if let progress { progress(counter.increment(), total) }
                    return ([], nil, false, false)
                }
                // The tree parsed again has the same words as the dropped one: the answers stand.
                mayFire = answers
            }
            let parseStart = PhaseTimings.now()
            let tree = kept.map { trees.values[$0] } ?? SyntaxTree(bytes: files[path]!)
            if PhaseTimings.detailed { PhaseTimings.addTransformTime(kept == nil ? "(pass 2: parse again)" : "(pass 2: kept tree)", since: parseStart) }
            let found = self.findings(path, tree, summary: summary, index: index, mayFire: mayFire)
            if let progress { progress(counter.increment(), total) }
            return (found, !found.isEmpty || tree.containsMarker ? tree : nil, tree.containsMarker, false)
        }
        // After the map, on one thread while the other core waits: the
        // findings are moved out of the results, not copied (a copy retained
        // each finding's path, message and fix, made on the other core).
        var kept: [String: SyntaxTree] = [:]
        var perFile: [[Finding]] = []
        perFile.reserveCapacity(results.count)
        for i in results.indices {
            // Moved out (a tree copied retained each of its arrays).
            if results[i].tree != nil {
                var t: SyntaxTree? = nil
                swap(&t, &results[i].tree)
                kept[paths[i]] = consume t
            }
            if let cache, let key = cacheKey {
                cache.record(path: paths[i], index: key, findings: results[i].findings, marker: results[i].marker, reused: results[i].reused)
            }
            perFile.append([])
            swap(&perFile[i], &results[i].findings)
        }
        return (Finding.joinedMoving(&perFile), kept)
    }

    /// The findings of every transform on one file whose tree is made
    /// (unsuppressed, stamped). `mayFire`: each transform's answer, when
    /// asked already; else they are asked here with `summary` (nil, or
    /// `ignoresMayFire`: every transform runs).
    func findings(_ path: String, _ tree: SyntaxTree, summary: FileSummary?, index: ProjectIndex, mayFire asked: [Bool]? = nil) -> [Finding] {
        var mayFire = asked
        let setupStart = PhaseTimings.now()
        if !options.ignoresMayFire, mayFire == nil, let summary {
            let preview = FilePreview(path: path, words: tree.words, summary: summary, index: index)
            mayFire = transforms.map { $0.mayFire(in: preview) }
        }
        let ctx = FileContext(path: path, tree: tree, index: index, options: options.transformOptions)
        // iOS transforms skip files only other platforms build, and code
        // under `#if` that iOS never compiles (one byte search without `#if`).
        let nonIOSFile = index.isNonIOSOnly(path)
        let nonIOS = nonIOSFile ? [] : tree.nonIOSRanges()
        PhaseTimings.addTransformTime("(pass 2: mayFire, context)", since: setupStart)
        // One context for all transforms (a copy per transform cost ~8% of a
        // run): `finding(at:)` leaves the id empty, `stamped` sets it.
        var found: [Finding] = []
        for (k, t) in transforms.enumerated() {
            if let mayFire, !mayFire[k] { continue }
            if t.isIOSTransform && nonIOSFile { continue }
            let start = PhaseTimings.now()
            let f = Analysis.stamped(t.findings(in: ctx), t.id)
            found += !t.isIOSTransform || nonIOS.isEmpty ? f : Analysis.outside(nonIOS, of: path, f)
            if PhaseTimings.detailed { PhaseTimings.addTransformTime(t.id, since: start) }
        }
        return found
    }

    /// `findings` without those at a position in `ranges` of `path` (code
    /// iOS never compiles); a fix with an edit that starts or ends in one of
    /// them is taken off its finding, which says why.
    static func outside(_ ranges: [Range<Int>], of path: String, _ findings: [Finding]) -> [Finding] {
        var out: [Finding] = []
        out.reserveCapacity(findings.count)
        for var f in findings where f.path != path || !ranges.holds(f.offset) {
            if let fix = f.fix, fix.edits.contains(where: { e in
                e.path == path && (ranges.holds(e.range.lowerBound) || !e.range.isEmpty && ranges.holds(e.range.upperBound - 1))
            }) {
                f.fix = nil
                f.message += " (not fixed: the fix would edit code under #if that iOS never compiles)"
            }
            out.append(f)
        }
        return out
    }

    /// A transform's findings carry its id, whatever id it passed.
    static func stamped(_ findings: [Finding], _ id: String) -> [Finding] {
        var out = findings
        for k in out.indices { out[k].ruleID = id }
        return out
    }

    // MARK: Later rounds

    /// After a fixing round: the fresh summaries (`fresh`, made from the
    /// new trees) of the Swift files it changed (those equal to the index's
    /// may be left out), and a new index when a
    /// summary or a project file changed (most fixes change no declaration
    /// and no project file: the index stays). Returns whether the index was made again.
    @discardableResult
    func refresh(_ project: inout Project, fresh: [(path: String, summary: FileSummary)], touched: Set<String>, current: [String: [UInt8]]) -> Bool {
        var summariesChanged = false
        for (p, summary) in fresh where project.summaries[p] != summary {
            project.summaries[p] = summary
            summariesChanged = true
        }
        let otherFilesChanged = touched.contains { !$0.hasSuffix(".swift") || $0.hasSuffix("Package.swift") }
        guard summariesChanged || otherFilesChanged else { return false }
        // The table's summaries are in path order: the new index takes them as they are.
        project.index = index(summaries: project.summaries.values,
                                       otherFiles: current.filter { !$0.key.hasSuffix(".swift") || $0.key.hasSuffix("Package.swift") }.map { SourceInput(path: $0.key, bytes: $0.value) }
                                           + contextFiles(besides: Array(current.keys)))
        return true
    }

    /// `options.contextFiles` whose paths are not among the inputs (an input wins).
    /// (`ascending`: the paths are known to be in strictly ascending order.)
    func contextFiles(besides inputPaths: @autoclosure () -> [String], ascending: Bool = false) -> [SourceInput] {
        // Most runs have none: the input paths are then not looked at.
        guard !options.contextFiles.isEmpty else { return [] }
        let paths = inputPaths()
        // The walk gives them sorted: a binary search for each of the few
        // context files, not a set of every input path.
        if ascending || PathOrder.isStrictlyAscending(paths) {
            return options.contextFiles.filter { !PathOrder.sortedContains(paths, $0.path) }
        }
        let set = Set(paths)
        return options.contextFiles.filter { !set.contains($0.path) }
    }

    // MARK: Shards

    /// Whether `path` belongs to this run's shard (`--shard K/N`; always
    /// without one) and to its files (`--changed-since REF`).
    func inShard(_ path: String) -> Bool {
        (options.shard.map { Engine.shard(of: path, count: $0.count) == $0.index } ?? true) && (options.analysedPaths?(path) ?? true)
    }
}

extension Engine {
    /// The shard (0-based) of a path: FNV-1a of its bytes, so every machine agrees.
    public static func shard(of path: String, count: Int) -> Int {
        Int(FNV1a.hash(path.utf8) % UInt64(max(count, 1)))
    }
}

extension ProjectContext {
    /// The same context for transform `id`.
    public func ruled(_ id: String) -> ProjectContext {
        var c = self
        c.ruleID = id
        return c
    }
}

/// Pass 1's per-file results besides the summary, one slot per parsed file
/// (its position in the files parsed), each written by the one worker that
/// parses the file, then moved out in order on one thread.
private struct PassOneSlots {
    /// The tree kept for pass 2.
    let trees: UnsafeMutableBufferPointer<SyntaxTree?>
    /// The words of a tree not kept (without `unfold:` comments), for pass 2's `mayFire`.
    let words: UnsafeMutableBufferPointer<WordFilter?>
    /// The summary encoded for the cache (empty without a cache).
    let encoded: UnsafeMutableBufferPointer<[UInt8]>

    init(count: Int) {
        trees = .allocate(capacity: count)
        trees.initialize(repeating: nil)
        words = .allocate(capacity: count)
        words.initialize(repeating: nil)
        encoded = .allocate(capacity: count)
        encoded.initialize(repeating: [])
    }

    /// Frees the memory (every slot moved out already).
    func deallocate() {
        trees.deallocate()
        words.deallocate()
        encoded.deallocate()
    }
}
