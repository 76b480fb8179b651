import SwiftTree

/// The engine's fixer: applies fixes round by round to a fixed point.
/// Each round selects non-overlapping fixes (a fix is all-or-nothing across
/// files), applies them, re-lexes the rewritten Swift files (a file that lexes
/// worse than before is reverted and left alone from then on), records which
/// findings were applied or superseded, and re-runs the transforms on the
/// changed files for the next round's fixes.
struct Fixer {
    /// A fix the next round may apply: from round-1 finding `index`, or (nil)
    /// from a later round's analysis.
    struct Candidate {
        var index: Int?
        var ruleID: String
        var fix: Fix
    }

    /// One round's accepted fixes (with `EngineOptions.recordSteps`).
    struct Round {
        var round: Int
        var fixes: [(ruleID: String, fix: Fix)]
    }

    let analysis: Analysis
    let suppression: SuppressionFilter
    /// The inputs, by path.
    let originals: [String: [UInt8]]
    /// The trees after pass 2, before any fix.
    let originalTrees: [String: SyntaxTree]
    var options: EngineOptions { analysis.options }

    private(set) var project: Analysis.Project
    /// The contents after the rounds so far.
    private(set) var current: [String: [UInt8]]
    /// Files whose fixes were reverted: no later fix may touch them.
    private(set) var broken: Set<String> = []
    /// Indices of round-1 findings whose fix was applied.
    private(set) var applied: Set<Int> = []
    /// Indices of round-1 findings whose code an applied fix deleted.
    private(set) var superseded: Set<Int> = []
    private(set) var problems: [EngineProblem] = []
    private(set) var rounds: [Round] = []
    private var waiting = WaitingFindings()
    /// Paths an accepted round touched: the only ones `changes()` compares.
    private var touchedEver: Set<String> = []

    init(analysis: Analysis, suppression: SuppressionFilter, files: [String: [UInt8]], project: Analysis.Project) {
        self.analysis = analysis
        self.suppression = suppression
        originals = files
        originalTrees = project.trees
        self.project = project
        current = files
    }

    /// Rounds of fixing, starting from the (sorted, checked) round-1 findings.
    mutating func run(_ findings: [Finding]) {
        // Round 1 fixes come from the reported findings, so we know which ones were applied.
        var candidates = findings.enumerated().compactMap { i, f in candidate(f, index: i) }
        waiting = WaitingFindings(findings, allows: options.allows)
        var round = 1
        while !candidates.isEmpty {
            let accepted = Fixer.selectFixes(candidates.map(\.fix), current: current, broken: broken).accepted.map { candidates[$0] }
            if accepted.isEmpty { break }
            let (changed, swiftEdits, touched) = Fixer.applying(accepted, to: current)
            let relexed = relex(touched, in: current, changed: changed, editing: swiftEdits)
            let failed = verify(relexed)
            if !failed.isEmpty {
                revert(failed, touched: touched)
                // Retry this round without fixes touching the broken files.
                candidates = candidates.filter { $0.fix.paths.isDisjoint(with: failed) }
                continue
            }
            markApplied(accepted)
            if round == 1 { markSuperseded(accepted, findings) }
            if options.recordSteps { rounds.append(Round(round: round, fixes: accepted.map { ($0.ruleID, $0.fix) })) }
            // The round's files, written in place: a new table of every file
            // each round copied (retained) all of them, ~3 ms on 11,000 files.
            for (path, bytes) in changed { current[path] = bytes }
            // By position, here and below: a `Relexed` copied out of the
            // array retained its path, tree, summary and findings (~25
            // objects a file, on the main thread after the parallel step).
            for k in relexed.indices { current[relexed[k].path] = relexed[k].tree.bytes }
            touchedEver.formUnion(touched)
            round += 1
            guard let more = nextRound(touched, relexed, round: round) else { break }
            candidates = more
        }
    }

    /// The changed and created files, sorted by path (only a path an
    /// accepted round touched can differ from its input).
    func changes() -> [FileChange] {
        var changes: [FileChange] = []
        for path in touchedEver {
            guard let bytes = current[path], originals[path] != bytes else { continue }
            changes.append(FileChange(path: path, original: originals[path], result: bytes))
        }
        return changes.sorted { $0.path < $1.path }
    }

    func candidate(_ f: Finding, index: Int?) -> Candidate? {
        guard let fix = f.fix, options.allows(fix.safety) else { return nil }
        return Candidate(index: index, ruleID: f.ruleID, fix: fix)
    }

    // MARK: One round

    /// The accepted fixes' created files and the files other than Swift ones
    /// they edit, with their new bytes (`changed`); the edits of each Swift
    /// file, which `relex` applies on every core as it lexes the file again;
    /// and the paths they touch. `current` is not copied: the round's files
    /// go into it once the round holds.
    static func applying(_ accepted: [Candidate], to current: [String: [UInt8]])
        -> (changed: [String: [UInt8]], swiftEdits: [String: [Edit]], touched: Set<String>) {
        var changed: [String: [UInt8]] = [:]
        var touched: Set<String> = []
        var swiftEdits: [String: [Edit]] = [:]
        for c in accepted.flatMap(\.fix.creations) where current[c.path] == nil && changed[c.path] == nil {
            changed[c.path] = c.contents
            touched.insert(c.path)
        }
        for (path, edits) in Dictionary(grouping: accepted.flatMap(\.fix.edits), by: \.path) {
            guard let old = changed[path] ?? current[path] else { continue }
            if Fixer.isSwift(path) {
                swiftEdits[path] = edits
            } else {
                changed[path] = Fixer.apply(edits, to: old)
            }
            touched.insert(path)
        }
        return (changed, swiftEdits, touched)
    }

    /// A path `relex` lexes again.
    static func isSwift(_ path: String) -> Bool { path.hasBytes(suffix: ".swift") }

    /// A touched Swift file of a round, lexed again (`relex`).
    struct Relexed: Sendable {
        var path: String
        /// Its bytes after the round (`tree.bytes`).
        var bytes: [UInt8] { tree.bytes }
        var tree: SyntaxTree
        /// It lexes worse than before the round: the round fails.
        var worse: Bool
        /// Its summary from the new tree (nil when `worse`).
        var summary: FileSummary?
        /// Its findings against the index before the round (nil when
        /// `worse`): the next round's, if the round changes no summary and
        /// no other file (then the index stays); else they are made again.
        var findings: [Finding]?
    }

    /// Re-lexes the touched Swift files (sorted by path; their bytes are
    /// `changed`'s for a file the round creates, else `current`'s) on every
    /// core, largest first, each with its `edits` applied first, and for
    /// each one that does not lex worse than before makes in the same task
    /// what the next round needs of it: its summary, and its findings with
    /// the current index. One parallel step a round instead of four (edit,
    /// re-lex, summaries, findings), each of which waited for its slowest file.
    func relex(_ touched: Set<String>, in current: [String: [UInt8]], changed: [String: [UInt8]],
               editing edits: [String: [Edit]]) -> [Relexed] {
        let touchedSwift = touched.filter(Fixer.isSwift).sorted()
        let trees = project.trees, originalTrees = self.originalTrees, originals = self.originals
        let summaries = project.summaries, index = project.index, analysis = self.analysis
        // A touched Swift file's bytes before the round's edits.
        let before = { @Sendable (path: String) -> [UInt8] in changed[path] ?? current[path]! }
        return Parallel.map(touchedSwift, jobs: options.jobs, largestFirst: { before($0).count }) { path in
            let tree = SyntaxTree(bytes: edits[path].map { Fixer.apply($0, to: before(path)) } ?? before(path))
            // A file without a kept tree (streaming, or cached findings) is measured against its input.
            let old = trees[path] ?? originalTrees[path] ?? originals[path].map { SyntaxTree(bytes: $0) }
            if Fixer.lexesWorse(tree, than: old) { return Relexed(path: path, tree: tree, worse: true) }
            let summary = analysis.summary(path: path, tree: tree)
            // A changed summary makes a new index: every file's findings are made again then.
            let findings = summaries[path] == summary ? analysis.findings(path, tree, summary: summary, index: index) : nil
            return Relexed(path: path, tree: tree, worse: false, summary: summary, findings: findings)
        }
    }

    /// The relexed files that lex worse than before fail; the others' trees are kept.
    mutating func verify(_ relexed: [Relexed]) -> Set<String> {
        var failed: Set<String> = []
        for k in relexed.indices {
            if relexed[k].worse {
                failed.insert(relexed[k].path)
            } else {
                project.trees[relexed[k].path] = relexed[k].tree
            }
        }
        return failed
    }

    /// The round's result is dropped: `failed` are broken from now on, and
    /// the other touched files get their trees back.
    mutating func revert(_ failed: Set<String>, touched: Set<String>) {
        for p in failed.sorted() { problems.append(.revertedFile(path: p)) }
        broken.formUnion(failed)
        for p in touched where !failed.contains(p) && originals[p] != nil { project.trees[p] = originalTrees[p] ?? project.trees[p] }
    }

    /// Marks the round-1 findings whose fixes were accepted as applied.
    mutating func markApplied(_ accepted: [Candidate]) {
        for c in accepted {
            if let i = c.index {
                applied.insert(i)
            } else if let i = waiting.claim(c.ruleID, paths: c.fix.paths, applied: applied) {
                applied.insert(i)
            }
        }
    }

    /// Findings inside text that an applied fix deleted (moved elsewhere) are superseded.
    mutating func markSuperseded(_ accepted: [Candidate], _ findings: [Finding]) {
        var deleted: [String: [Range<Int>]] = [:]
        for c in accepted {
            for e in c.fix.edits where !e.range.isEmpty && e.replacement.isEmpty { deleted[e.path, default: []].append(e.range) }
        }
        let merged = deleted.mapValues(Fixer.mergedRanges)
        for (i, f) in findings.enumerated() where !applied.contains(i) {
            if let ranges = merged[f.path], Fixer.rangesContain(ranges, f.offset) { superseded.insert(i) }
        }
    }

    /// Re-runs the transforms on the Swift files the round changed, with an
    /// index whose summaries of those files are fresh: the next round's
    /// candidates, or nil (and a problem) when fixes keep coming after
    /// `maxRounds`.
    mutating func nextRound(_ touched: Set<String>, _ relexed: [Relexed], round: Int) -> [Candidate]? {
        let changedPaths = relexed.indices.map { relexed[$0].path }
        // Only summaries that changed: `relex` compared each with the
        // index's on every core (a file's findings are made there only when
        // its summary stayed), so the main thread need not compare them again.
        let fresh = relexed.indices.compactMap { k in relexed[k].findings == nil ? (relexed[k].path, relexed[k].summary!) : nil }
        let newIndex = analysis.refresh(&project, fresh: fresh, touched: touched, current: current)
        let trees = project.trees
        let fileFindings: [Finding]
        if newIndex || relexed.contains(where: { $0.findings == nil }) {
            fileFindings = analysis.findingsAndTrees(changedPaths, trees, [:], project.index, summaries: project.summaries).findings
        } else {
            // The index stayed: the findings made with the re-lexing hold.
            fileFindings = relexed.indices.flatMap { relexed[$0].findings! }
            if let progress = options.progress, !relexed.isEmpty { for k in 1...relexed.count { progress(k, relexed.count) } }
        }
        var found = suppression.unsuppressed(Engine.sortedFindings(fileFindings), trees)
        if let baseline = options.baseline { found = baseline.filter(found, sources: current).kept }
        let more = CommentKeeping.checked(found, trees: trees, files: current).compactMap { candidate($0, index: nil) }
        if !more.isEmpty && round > options.maxRounds {
            problems.append(.noFixedPoint(rules: Set(more.map(\.ruleID)).sorted(), paths: changedPaths, rounds: options.maxRounds))
            return nil
        }
        return more
    }
}

/// Later-round fixes count as applied for the first waiting round-1 finding
/// of the same transform on one of their paths: per (rule, path), the
/// indices of such findings in order, and how far they are used up.
struct WaitingFindings {
    private var waiting: [String: [String: (indices: [Int], next: Int)]] = [:]

    init() {}

    init(_ findings: [Finding], allows: (FixSafety) -> Bool) {
        for (i, f) in findings.enumerated() where f.fix != nil && allows(f.safety) {
            waiting[f.ruleID, default: [:]][f.path, default: ([], 0)].indices.append(i)
        }
    }

    /// The round-1 finding a later-round fix of `ruleID` on `paths` stands
    /// for: the first one not yet applied on any of the paths (used up).
    mutating func claim(_ ruleID: String, paths: Set<String>, applied: Set<Int>) -> Int? {
        guard var byPath = waiting[ruleID] else { return nil }
        var best: (path: String, i: Int)?
        for p in paths {
            guard var w = byPath[p] else { continue }
            while w.next < w.indices.count, applied.contains(w.indices[w.next]) { w.next += 1 }
            byPath[p] = w
            if w.next < w.indices.count, best.map({ w.indices[w.next] < $0.i }) ?? true { best = (p, w.indices[w.next]) }
        }
        if let best { byPath[best.path]!.next += 1 }
        waiting[ruleID] = byPath
        return best?.i
    }
}

// MARK: - Selecting and applying edits

extension Fixer {
    /// Picks fixes in order, skipping any whose edits overlap edits already
    /// taken (identical edits are shared) or that touch a broken file.
    static func selectFixes(_ fixes: [Fix], current: [String: [UInt8]], broken: Set<String>) -> (accepted: [Int], rejected: [Int]) {
        var taken: [String: EditSet] = [:]
        var creating: Set<String> = []
        var accepted: [Int] = []
        var rejected: [Int] = []
        outer: for (k, fix) in fixes.enumerated() {
            // (No set of the fix's paths is made when no file is broken, as in most runs.)
            guard broken.isEmpty || fix.paths.isDisjoint(with: broken), isWellFormed(fix) else { rejected.append(k); continue }
            for e in fix.edits {
                guard let size = current[e.path]?.count, e.range.upperBound <= size else { rejected.append(k); continue outer }
                if taken[e.path]?.probe(e).conflicts == true {
                    rejected.append(k)
                    continue outer
                }
            }
            for c in fix.creations where current[c.path] != nil || creating.contains(c.path) {
                rejected.append(k)
                continue outer
            }
            for e in fix.edits { taken[e.path, default: EditSet()].insert(e) }
            for c in fix.creations { creating.insert(c.path) }
            accepted.append(k)
        }
        return (accepted, rejected)
    }

    /// A fix whose own edits do not overlap each other.
    static func isWellFormed(_ fix: Fix) -> Bool {
        // Most fixes are one edit: nothing to overlap.
        if fix.edits.count < 2 { return true }
        let byPath = Dictionary(grouping: fix.edits, by: \.path)
        for (_, edits) in byPath {
            let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
            for i in sorted.indices.dropFirst() where sorted[i - 1] != sorted[i] && overlaps(sorted[i - 1].range, sorted[i].range) {
                return false
            }
        }
        return true
    }

    /// Ranges overlap when they share a byte, or both insert at the same offset.
    static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty || b.isEmpty {
            if a.isEmpty && b.isEmpty { return a.lowerBound == b.lowerBound }
            let (p, r) = a.isEmpty ? (a.lowerBound, b) : (b.lowerBound, a)
            return p > r.lowerBound && p < r.upperBound
        }
        return a.lowerBound < b.upperBound && b.lowerBound < a.upperBound
    }

    /// Applies non-overlapping edits (duplicates collapse) to `bytes`.
    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var seen: Set<Edit> = []
        var unique: [Edit] = []
        for e in edits where seen.insert(e).inserted { unique.append(e) }
        let sorted = unique.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.count })
        var at = 0
        for e in sorted {
            guard e.range.lowerBound >= at else { continue }
            out.append(contentsOf: bytes[at..<e.range.lowerBound])
            out.append(contentsOf: e.replacement)
            at = e.range.upperBound
        }
        out.append(contentsOf: bytes[at...])
        return out
    }

    /// Whether `new` has more unknown tokens or unbalanced brackets than `old`
    /// (or unterminated literals that were not there before).
    static func lexesWorse(_ new: SyntaxTree, than old: SyntaxTree?) -> Bool {
        func badness(_ t: SyntaxTree) -> Int {
            var n = t.unbalancedCount + t.unterminatedCount
            for tok in t.tokens where tok.kind == .unknown || tok.kind == .backtick { n += 1 }
            return n
        }
        return badness(new) > (old.map(badness) ?? 0)
    }

    /// Sorted, merged ranges (touching ones joined).
    static func mergedRanges(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = out.last, r.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                out.append(r)
            }
        }
        return out
    }

    /// Whether one of `merged` (sorted, disjoint) contains `offset`: binary search.
    static func rangesContain(_ merged: [Range<Int>], _ offset: Int) -> Bool {
        var lo = 0
        var hi = merged.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if merged[mid].upperBound <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < merged.count && merged[lo].contains(offset)
    }
}

extension Engine {
    /// Applies non-overlapping edits (duplicates collapse) to `bytes` (`Fixer.apply`).
    public static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        Fixer.apply(edits, to: bytes)
    }
}

/// The edits a run has accepted for one file, kept sorted by (lowerBound,
/// upperBound) in chunks so that inserting and looking up the neighbours of a
/// range are O(log n) (plus a chunk's length for the insertion itself).
/// Every two stored edits are non-overlapping (identical edits are stored
/// once), so both bounds increase along the order and the edits that can
/// overlap a range are a short run found by binary search on upper bounds.
struct EditSet {
    private var chunks: [[Edit]] = []
    private static let chunkLimit = 512

    var isEmpty: Bool { chunks.isEmpty }

    private static func key(_ e: Edit) -> (Int, Int) { (e.range.lowerBound, e.range.upperBound) }

    /// Whether `e` is stored, and whether a different stored edit overlaps it
    /// (`Fixer.overlaps`).
    func probe(_ e: Edit) -> (contains: Bool, conflicts: Bool) {
        guard !chunks.isEmpty else { return (false, false) }
        let a = e.range.lowerBound
        let b = e.range.upperBound
        // Every stored edit before the first one whose upper bound is >= a ends
        // before a, so it neither overlaps e nor equals it.
        var c = Self.firstIndex(chunks.count) { chunks[$0].last!.range.upperBound >= a }
        guard c < chunks.count else { return (false, false) }
        var i = Self.firstIndex(chunks[c].count) { chunks[c][$0].range.upperBound >= a }
        var contains = false
        while c < chunks.count {
            let t = chunks[c][i]
            if t.range.lowerBound > b { break }
            if t == e {
                contains = true
            } else if Fixer.overlaps(t.range, e.range) {
                return (contains, true)
            }
            i += 1
            if i == chunks[c].count { c += 1; i = 0 }
        }
        return (contains, false)
    }

    /// Adds `e` (which must not overlap a stored edit) unless it is stored.
    mutating func insert(_ e: Edit) {
        let k = Self.key(e)
        guard !chunks.isEmpty else { chunks = [[e]]; return }
        // The first chunk whose last key is >= k (else the last chunk).
        var c = Self.firstIndex(chunks.count) { Self.key(chunks[$0].last!) >= k }
        if c == chunks.count { c -= 1 }
        let i = Self.firstIndex(chunks[c].count) { Self.key(chunks[c][$0]) >= k }
        // Equal keys: look for the very same edit among them.
        var j = i
        while j < chunks[c].count, Self.key(chunks[c][j]) == k {
            if chunks[c][j] == e { return }
            j += 1
        }
        chunks[c].insert(e, at: i)
        if chunks[c].count > 2 * Self.chunkLimit {
            let tail = Array(chunks[c][Self.chunkLimit...])
            chunks[c].removeSubrange(Self.chunkLimit...)
            chunks.insert(tail, at: c + 1)
        }
    }

    /// The first index in 0..<n where `pred` holds (pred is false then true), or n.
    private static func firstIndex(_ n: Int, _ pred: (Int) -> Bool) -> Int {
        var lo = 0
        var hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if pred(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}

