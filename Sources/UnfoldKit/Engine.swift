import Foundation
import Dispatch
import SwiftTree

/// A file handed to the engine: its display path (used in findings and
/// diffs) and its bytes. Only `.swift` files are parsed; the others (Info.plist,
/// project.pbxproj) are there for transforms to read and edit.
public struct SourceInput: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public var isSwift: Bool { path.hasSuffix(".swift") }
}

public struct EngineOptions: Sendable {
    /// Only these transforms (nil = all).
    public var select: Set<String>?
    public var ignore: Set<String> = []
    /// Also apply fixes marked `review`.
    public var unsafe = false
    public var jobs = 0
    /// Rounds of fixing before giving up on a fixed point.
    public var maxRounds = 10
    public var transformOptions = TransformOptions()
    /// Findings of these (path, transform) pairs are dropped (`.unfold.json` per-path ignores).
    public var pathIgnored: (@Sendable (String, String) -> Bool)?
    /// Every transform id the tool knows (for `unfold:ignore` comments naming unknown ones).
    public var knownIDs: Set<String> = []
    /// Report `unfold:ignore` comments that suppress nothing.
    public var reportUnusedSuppressions = false
    /// Called as files are analysed: (done, total). For a progress line.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// `--shard K/N`: analyse only the files of shard `index` (0-based) of `count`.
    public var shard: (index: Int, count: Int)?
    /// Above this many bytes of Swift, trees are not kept between the passes.
    public var streamingThreshold = 24 << 20
    /// Record each round's accepted fixes and derive `EngineResult.steps`
    /// (one step per transform and round) from them.
    public var recordSteps = false

    public init() {}

    func allows(_ safety: FixSafety) -> Bool {
        safety == .safe || (unsafe && safety == .review)
    }
}

/// A file the run changes (or creates).
public struct FileChange: Sendable, Equatable {
    public var path: String
    /// nil for a created file.
    public var original: [UInt8]?
    public var result: [UInt8]
}

public struct EngineResult: Sendable {
    /// Every finding of the first pass, sorted by path and position, suppressed ones removed.
    public var findings: [Finding]
    /// Indices into `findings` whose fix was applied.
    public var applied: Set<Int>
    /// Indices into `findings` whose code another applied fix deleted (e.g. a
    /// `UIScreen.main` use in window code that moved to a scene delegate, where
    /// it was rewritten): they no longer need a human.
    public var superseded: Set<Int> = []
    /// Changed and created files, sorted by path.
    public var changes: [FileChange]
    /// Files whose fixes were dropped (they broke the file) and transforms that never settled.
    public var problems: [String]
    /// With `EngineOptions.recordSteps`: the run's changes split into steps,
    /// one per transform and fixing round, in round order and, within a round,
    /// in the order of `Engine.transforms`. Applying every step's changes in
    /// order to the inputs gives `changes`.
    public var steps: [TransformStep] = []

    /// Findings that still need a human: not fixed by this run.
    public var pending: [Finding] {
        findings.indices.filter { !applied.contains($0) && !superseded.contains($0) }.map { findings[$0] }
    }
}

/// The changes one transform's accepted fixes made in one fixing round (or in
/// consecutive rounds, when no other transform's fixes came between).
public struct TransformStep: Sendable, Equatable {
    public var ruleID: String
    /// The fixing rounds (1-based) whose fixes the step holds.
    public var rounds: [Int]
    /// `original`: the contents before this step (nil: created by it); `result`: after it. Sorted by path.
    public var changes: [FileChange]
    /// The number of fixes applied.
    public var fixCount: Int
}

/// Runs transforms over files and applies their fixes: non-overlapping edits
/// (a fix is all-or-nothing across files), re-parse, repeat to a fixed point,
/// and revert any file whose result lexes worse than its input.
public struct Engine: Sendable {
    public let transforms: [any Transform]
    public let options: EngineOptions

    public init(transforms: [any Transform], options: EngineOptions) {
        self.options = options
        self.transforms = transforms.filter { t in
            (options.select.map { $0.contains(t.id) } ?? true) && !options.ignore.contains(t.id)
        }
    }

    public func run(_ inputs: [SourceInput]) -> EngineResult {
        var fileMap: [String: [UInt8]] = [:]
        var unique: [SourceInput] = []
        for f in inputs where fileMap[f.path] == nil {
            fileMap[f.path] = f.bytes
            unique.append(f)
        }
        let files = fileMap
        let inputs = unique
        let swiftPaths = inputs.filter(\.isSwift).map(\.path).sorted()
        // Pass 1: a summary of every file. Small projects keep their trees for
        // pass 2; large ones (over `streamingThreshold` bytes) drop them and
        // re-parse file by file, keeping only trees of files with findings, so
        // memory stays bounded by the largest files rather than the project.
        let swiftBytes = swiftPaths.reduce(0) { $0 + files[$1]!.count }
        let streaming = swiftBytes > options.streamingThreshold
        var treeByPath: [String: SyntaxTree] = [:]
        var summaries: [String: FileSummary] = [:]
        if streaming {
            let s = Engine.parallelMap(swiftPaths, jobs: options.jobs) { FileSummary(path: $0, tree: SyntaxTree(bytes: files[$0]!), collecting: transforms) }
            for (p, summary) in zip(swiftPaths, s) { summaries[p] = summary }
        } else {
            let parsed = Engine.parallelMap(swiftPaths, jobs: options.jobs) { p -> (SyntaxTree, FileSummary) in
                let t = SyntaxTree(bytes: files[p]!)
                return (t, FileSummary(path: p, tree: t, collecting: transforms))
            }
            for (p, (t, summary)) in zip(swiftPaths, parsed) {
                treeByPath[p] = t
                summaries[p] = summary
            }
        }
        // Non-Swift inputs, and Package.swift (read for its platforms) for the index.
        let others = inputs.filter { !$0.isSwift || $0.path == "Package.swift" || $0.path.hasSuffix("/Package.swift") }
        var index = ProjectIndex(summaries: swiftPaths.map { summaries[$0]! }, otherFiles: others)

        // Pass 2, round 1: every transform on every file, and once on the project.
        let project = ProjectContext(index: index, options: options.transformOptions)
        // With `--shard K/N` only this shard's files are analysed (the index above saw them all).
        let mine = options.shard.map { s in swiftPaths.filter { Engine.shard(of: $0, count: s.count) == s.index } } ?? swiftPaths
        let projectFindings = transforms.flatMap { $0.projectFindings(in: project) }
            .filter { f in options.shard.map { Engine.shard(of: f.path, count: $0.count) == $0.index } ?? true }
        let (fileFindings, kept) = findingsAndTrees(mine, treeByPath, files, index)
        if streaming { treeByPath = kept }
        let originalTrees = treeByPath
        let raw = fileFindings + projectFindings
        var findings = raw.filter { !isSuppressed($0, treeByPath[$0.path]) }
        findings = keepingComments(findings, trees: treeByPath, files: files)
        if options.reportUnusedSuppressions {
            findings += unusedSuppressions(raw, treeByPath.filter { path, _ in options.shard.map { Engine.shard(of: path, count: $0.count) == $0.index } ?? true })
        }
        findings.sort(by: Engine.order)

        var applied: Set<Int> = []
        var superseded: Set<Int> = []
        var problems: [String] = []
        var current = files
        var created: Set<String> = []
        var broken: Set<String> = []

        // Round 1 fixes come from the reported findings, so we know which ones were applied.
        var candidates: [(index: Int?, ruleID: String, fix: Fix)] = findings.enumerated().compactMap { i, f in
            guard let fix = f.fix, options.allows(fix.safety) else { return nil }
            return (i, f.ruleID, fix)
        }
        var round = 1
        var changedPaths: [String] = []
        // Later-round fixes count as applied for the first waiting round-1
        // finding of the same transform on one of their paths: per (rule, path),
        // the indices of such findings in order, and how far they are used up.
        var waiting: [String: [String: (indices: [Int], next: Int)]] = [:]
        for (i, f) in findings.enumerated() where f.fix != nil && options.allows(f.safety) {
            waiting[f.ruleID, default: [:]][f.path, default: ([], 0)].indices.append(i)
        }
        // With `recordSteps`: each round's accepted fixes.
        var rounds: [(round: Int, fixes: [(ruleID: String, fix: Fix)])] = []
        while !candidates.isEmpty {
            let (accepted, _) = selectFixes(candidates.map(\.fix), current: current, broken: broken)
            if accepted.isEmpty { break }
            var next = current
            var touched: Set<String> = []
            for k in accepted {
                for c in candidates[k].fix.creations where next[c.path] == nil {
                    next[c.path] = c.contents
                    created.insert(c.path)
                    touched.insert(c.path)
                }
            }
            let editsByPath = Dictionary(grouping: accepted.flatMap { candidates[$0].fix.edits }, by: \.path)
            for (path, edits) in editsByPath {
                guard let old = next[path] else { continue }
                next[path] = Engine.apply(edits, to: old)
                touched.insert(path)
            }
            // Verify: a rewritten Swift file must not lex worse than its input.
            var failed: Set<String> = []
            let touchedSwift = touched.filter { $0.hasSuffix(".swift") }.sorted()
            let snapshot = next
            let newTrees = Engine.parallelMap(touchedSwift, jobs: options.jobs) { SyntaxTree(bytes: snapshot[$0]!) }
            for (path, newTree) in zip(touchedSwift, newTrees) {
                let before = treeByPath[path] ?? originalTrees[path]
                if Engine.lexesWorse(newTree, than: before) {
                    failed.insert(path)
                } else {
                    treeByPath[path] = newTree
                }
            }
            if !failed.isEmpty {
                for p in failed.sorted() {
                    problems.append("\(p): fixes reverted: the rewritten file no longer lexes cleanly (unbalanced brackets or unterminated literals)")
                }
                broken.formUnion(failed)
                // Retry this round without fixes touching the broken files.
                for p in touched where !failed.contains(p) && files[p] != nil { treeByPath[p] = originalTrees[p] ?? treeByPath[p] }
                candidates = candidates.filter { $0.fix.paths.isDisjoint(with: failed) }
                for p in created where failed.contains(p) { created.remove(p) }
                continue
            }
            for k in accepted {
                if let i = candidates[k].index {
                    applied.insert(i)
                } else if var byPath = waiting[candidates[k].ruleID] {
                    // A round-1 finding whose fix had to wait for a later round:
                    // the first one not yet applied on any of the fix's paths.
                    var best: (path: String, i: Int)?
                    for p in candidates[k].fix.paths {
                        guard var w = byPath[p] else { continue }
                        while w.next < w.indices.count, applied.contains(w.indices[w.next]) { w.next += 1 }
                        byPath[p] = w
                        if w.next < w.indices.count, best.map({ w.indices[w.next] < $0.i }) ?? true { best = (p, w.indices[w.next]) }
                    }
                    if let best {
                        applied.insert(best.i)
                        byPath[best.path]!.next += 1
                    }
                    waiting[candidates[k].ruleID] = byPath
                }
            }
            if round == 1 {
                // Findings inside text that an applied fix deleted (moved elsewhere) are superseded.
                var deleted: [String: [Range<Int>]] = [:]
                for k in accepted {
                    for e in candidates[k].fix.edits where !e.range.isEmpty && e.replacement.isEmpty { deleted[e.path, default: []].append(e.range) }
                }
                let merged = deleted.mapValues(Engine.mergedRanges)
                for (i, f) in findings.enumerated() where !applied.contains(i) {
                    if let ranges = merged[f.path], Engine.rangesContain(ranges, f.offset) { superseded.insert(i) }
                }
            }
            if options.recordSteps {
                rounds.append((round, accepted.map { (candidates[$0].ruleID, candidates[$0].fix) }))
            }
            current = next
            changedPaths = touched.filter { $0.hasSuffix(".swift") }.sorted()
            round += 1
            // Next round: re-run transforms on the files that changed, with an index
            // whose summaries of those files are fresh.
            for p in changedPaths where treeByPath[p] == nil { treeByPath[p] = SyntaxTree(bytes: current[p]!) }
            let trees = treeByPath
            let fresh = Engine.parallelMap(changedPaths, jobs: options.jobs) { FileSummary(path: $0, tree: trees[$0]!, collecting: transforms) }
            var summariesChanged = false
            for (p, summary) in zip(changedPaths, fresh) where summaries[p] != summary {
                summaries[p] = summary
                summariesChanged = true
            }
            // Most fixes change no declaration and no project file: the index stays.
            let otherFilesChanged = touched.contains { !$0.hasSuffix(".swift") || $0.hasSuffix("Package.swift") }
            if summariesChanged || otherFilesChanged {
                index = ProjectIndex(summaries: summaries.keys.sorted().map { summaries[$0]! },
                                     otherFiles: current.filter { !$0.key.hasSuffix(".swift") || $0.key.hasSuffix("Package.swift") }.map { SourceInput(path: $0.key, bytes: $0.value) })
            }
            let found = findingsFor(changedPaths, treeByPath, index).sorted(by: Engine.order)
                .filter { !isSuppressed($0, treeByPath[$0.path]) }
            let more = keepingComments(found, trees: treeByPath, files: current)
                .compactMap { f -> (index: Int?, ruleID: String, fix: Fix)? in
                    guard let fix = f.fix, options.allows(fix.safety) else { return nil }
                    return (nil, f.ruleID, fix)
                }
            if !more.isEmpty && round > options.maxRounds {
                let ids = Set(more.map(\.ruleID)).sorted().joined(separator: ", ")
                problems.append("fixes did not reach a fixed point after \(options.maxRounds) rounds (transforms: \(ids)) in: \(changedPaths.joined(separator: ", "))")
                break
            }
            candidates = more
        }

        var changes: [FileChange] = []
        for (path, bytes) in current where files[path] != bytes {
            changes.append(FileChange(path: path, original: files[path], result: bytes))
        }
        changes.sort { $0.path < $1.path }
        var result = EngineResult(findings: findings, applied: applied, superseded: superseded, changes: changes, problems: problems)
        if options.recordSteps { result.steps = steps(rounds, files: files) }
        return result
    }

    /// Replays the recorded rounds one transform at a time. The edits of one
    /// round do not overlap on the round's base text, so any subset applies
    /// cleanly: step k re-splices the base with the edits of every transform
    /// up to k (`Engine.apply` sorts them), so its result is the previous
    /// step's plus this transform's edits, and the last step of a round gives
    /// the round's result.
    func steps(_ rounds: [(round: Int, fixes: [(ruleID: String, fix: Fix)])], files: [String: [UInt8]]) -> [TransformStep] {
        var rank: [String: Int] = [:]
        for (k, t) in transforms.enumerated() where rank[t.id] == nil { rank[t.id] = k }
        var contents = files
        var steps: [TransformStep] = []
        for (round, fixes) in rounds {
            let base = contents
            let ids = Set(fixes.map(\.ruleID)).sorted { (rank[$0] ?? Int.max, $0) < (rank[$1] ?? Int.max, $1) }
            var appliedSoFar: [String: [Edit]] = [:]
            for id in ids {
                let mine = fixes.filter { $0.ruleID == id }.map(\.fix)
                var before: [String: [UInt8]?] = [:]
                for fix in mine {
                    for c in fix.creations where contents[c.path] == nil {
                        before[c.path] = .some(nil)
                        contents[c.path] = c.contents
                    }
                }
                let editsByPath = Dictionary(grouping: mine.flatMap(\.edits), by: \.path)
                for (path, edits) in editsByPath {
                    guard let old = base[path] else { continue }
                    appliedSoFar[path, default: []] += edits
                    if before[path] == nil { before[path] = .some(contents[path]) }
                    contents[path] = Engine.apply(appliedSoFar[path]!, to: old)
                }
                var changes: [FileChange] = []
                for (path, original) in before where original != contents[path] {
                    changes.append(FileChange(path: path, original: original, result: contents[path]!))
                }
                guard !changes.isEmpty else { continue }
                changes.sort { $0.path < $1.path }
                if let last = steps.last, last.ruleID == id {
                    // Consecutive steps of one transform (its fixes of two rounds) merge.
                    var byPath = Dictionary(uniqueKeysWithValues: last.changes.map { ($0.path, $0) })
                    for c in changes {
                        if let earlier = byPath[c.path] {
                            byPath[c.path] = FileChange(path: c.path, original: earlier.original, result: c.result)
                        } else {
                            byPath[c.path] = c
                        }
                    }
                    steps[steps.count - 1] = TransformStep(ruleID: id, rounds: last.rounds + [round],
                                                           changes: byPath.values.filter { $0.original != $0.result }.sorted { $0.path < $1.path },
                                                           fixCount: last.fixCount + mine.count)
                } else {
                    steps.append(TransformStep(ruleID: id, rounds: [round], changes: changes, fixCount: mine.count))
                }
            }
        }
        return steps
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

    /// Findings whose fix would drop a comment lose the fix (it is not
    /// applied, with `--unsafe` neither) and say so: a comment in the trivia
    /// inside a range a Swift edit replaces, whose text (whitespace aside)
    /// is in none of the fix's replacements or created files. Code moved to
    /// another place or file keeps its comments and passes.
    func keepingComments(_ findings: [Finding], trees: [String: SyntaxTree], files: [String: [UInt8]]) -> [Finding] {
        var parsed: [String: SyntaxTree] = [:]
        func tree(_ path: String) -> SyntaxTree? {
            guard let bytes = files[path] else { return nil }
            if let t = trees[path], t.bytes == bytes { return t }
            if let t = parsed[path] { return t }
            let t = SyntaxTree(bytes: bytes)
            parsed[path] = t
            return t
        }
        return findings.map { f in
            guard let fix = f.fix, fix.edits.contains(where: { !$0.range.isEmpty && $0.path.hasSuffix(".swift") }) else { return f }
            var kept: [UInt8]?
            for e in fix.edits where !e.range.isEmpty && e.path.hasSuffix(".swift") {
                guard let t = tree(e.path), e.range.upperBound <= t.bytes.count else { continue }
                for c in Engine.comments(in: t, within: e.range) {
                    if fix.commentsMayGo.contains(where: { $0.path == e.path && $0.range.lowerBound <= c.lowerBound && c.upperBound <= $0.range.upperBound }) { continue }
                    if kept == nil {
                        var all: [UInt8] = []
                        for x in fix.edits { all += x.replacement.filter { !Engine.isSpace($0) } }
                        for x in fix.creations { all += x.contents.filter { !Engine.isSpace($0) } }
                        kept = all
                    }
                    let needle = t.bytes[c].filter { !Engine.isSpace($0) }
                    if !kept!.withUnsafeBufferPointer({ ByteSearch.contains(needle, in: $0, 0, $0.count) }) {
                        var out = f
                        out.fix = nil
                        var shown = String(decoding: t.bytes[c], as: UTF8.self)
                        if shown.count > 40 { shown = String(shown.prefix(37)) + "…" }
                        out.message += " (not rewritten: the fix would drop the comment `\(shown)`)"
                        return out
                    }
                }
            }
            return f
        }
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 10 || b == 13 }

    /// Byte ranges of the comments in the trivia of `tree` that lie inside `range`.
    static func comments(in tree: SyntaxTree, within range: Range<Int>) -> [Range<Int>] {
        let tokens = tree.tokens
        let b = tree.bytes
        // The first token ending after range.lowerBound; the trivia before it may hold comments.
        var lo = 0
        var hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(tokens[mid].end) <= range.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        var out: [Range<Int>] = []
        var k = lo
        while k < tokens.count {
            // The trivia before token k: from the previous token's end to k's start.
            let s = k == 0 ? 0 : Int(tokens[k - 1].end)
            let e = Int(tokens[k].start)
            if s >= range.upperBound { break }
            var i = s
            while i + 1 < e {
                if b[i] == UInt8(ascii: "/") && b[i + 1] == UInt8(ascii: "/") {
                    var j = i + 2
                    while j < e, b[j] != 10, b[j] != 13 { j += 1 }
                    if i >= range.lowerBound && j <= range.upperBound { out.append(i..<j) }
                    i = j
                } else if b[i] == UInt8(ascii: "/") && b[i + 1] == UInt8(ascii: "*") {
                    var depth = 1
                    var j = i + 2
                    while j < e, depth > 0 {
                        if j + 1 < e, b[j] == UInt8(ascii: "/"), b[j + 1] == UInt8(ascii: "*") { depth += 1; j += 2; continue }
                        if j + 1 < e, b[j] == UInt8(ascii: "*"), b[j + 1] == UInt8(ascii: "/") { depth -= 1; j += 2; continue }
                        j += 1
                    }
                    if i >= range.lowerBound && j <= range.upperBound { out.append(i..<j) }
                    i = j
                } else {
                    i += 1
                }
            }
            k += 1
        }
        return out
    }

    func findingsFor(_ paths: [String], _ trees: [String: SyntaxTree], _ index: ProjectIndex) -> [Finding] {
        findingsAndTrees(paths, trees, [:], index).findings
    }

    /// Findings of `paths`; files without a tree in `trees` are parsed from
    /// `files`. Returns the trees worth keeping: those of files with findings
    /// or `unfold:ignore` comments (the fixer and suppression need them).
    func findingsAndTrees(_ paths: [String], _ trees: [String: SyntaxTree], _ files: [String: [UInt8]], _ index: ProjectIndex) -> (findings: [Finding], trees: [String: SyntaxTree]) {
        let transforms = self.transforms
        let opts = options.transformOptions
        let progress = options.progress
        let counter = Counter()
        let total = paths.count
        let results = Engine.parallelMap(paths, jobs: options.jobs) { path -> ([Finding], SyntaxTree?) in
            let tree = trees[path] ?? SyntaxTree(bytes: files[path]!)
            let ctx = FileContext(path: path, tree: tree, index: index, options: opts)
            let found = transforms.flatMap { $0.findings(in: ctx) }
            if let progress { progress(counter.increment(), total) }
            return (found, !found.isEmpty || tree.containsMarker ? tree : nil)
        }
        var kept: [String: SyntaxTree] = [:]
        for (p, r) in zip(paths, results) where r.1 != nil { kept[p] = r.1 }
        return (results.flatMap(\.0), kept)
    }

    /// The shard (0-based) of a path: FNV-1a of its bytes, so every machine agrees.
    public static func shard(of path: String, count: Int) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in path.utf8 {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return Int(h % UInt64(max(count, 1)))
    }

    static func order(_ a: Finding, _ b: Finding) -> Bool {
        (a.path, a.offset, a.ruleID) < (b.path, b.offset, b.ruleID)
    }

    /// Picks fixes in order, skipping any whose edits overlap edits already
    /// taken (identical edits are shared) or that touch a broken file.
    func selectFixes(_ fixes: [Fix], current: [String: [UInt8]], broken: Set<String>) -> (accepted: [Int], rejected: [Int]) {
        var taken: [String: EditSet] = [:]
        var creating: Set<String> = []
        var accepted: [Int] = []
        var rejected: [Int] = []
        outer: for (k, fix) in fixes.enumerated() {
            guard fix.paths.isDisjoint(with: broken), Engine.isWellFormed(fix) else { rejected.append(k); continue }
            for e in fix.edits {
                guard let file = current[e.path], e.range.upperBound <= file.count else { rejected.append(k); continue outer }
                if let set = taken[e.path], set.probe(e).conflicts {
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
    public static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
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

    /// `// unfold:ignore` or `// unfold:ignore id, id` in a comment on the
    /// finding's line or the line above suppresses it.
    func isSuppressed(_ f: Finding, _ tree: SyntaxTree?) -> Bool {
        if let ignored = options.pathIgnored, ignored(f.path, f.ruleID) { return true }
        guard let tree, tree.containsMarker else { return false }
        return Suppression.suppressing(Suppression.comments(in: tree), ruleID: f.ruleID, line: f.line) != nil
    }

    /// `unfold:ignore` comments that suppressed nothing (when every transform
    /// they name ran), and ones naming unknown transforms.
    func unusedSuppressions(_ raw: [Finding], _ trees: [String: SyntaxTree]) -> [Finding] {
        let running = Set(transforms.map(\.id))
        let everything = options.select == nil && options.ignore.isEmpty
        var out: [Finding] = []
        for (path, tree) in trees.sorted(by: { $0.key < $1.key }) where tree.containsMarker {
            let comments = Suppression.comments(in: tree)
            guard !comments.isEmpty else { continue }
            var used = Set<Int>()
            for f in raw where f.path == path {
                if let k = Suppression.suppressing(comments, ruleID: f.ruleID, line: f.line) { used.insert(k) }
            }
            for (k, c) in comments.enumerated() where !used.contains(k) {
                let (line, column) = tree.location(of: c.offset)
                let unknown = c.ids.filter { !options.knownIDs.isEmpty && !options.knownIDs.contains($0) }
                if !unknown.isEmpty {
                    out.append(Finding(ruleID: Suppression.ruleID, path: path, offset: c.offset, line: line, column: column,
                                       message: "unfold:ignore names unknown transform \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (see `unfold rules`)"))
                } else if c.ids.isEmpty ? everything : c.ids.allSatisfy(running.contains) {
                    let what = c.ids.isEmpty ? "unfold:ignore" : "unfold:ignore \(c.ids.joined(separator: ", "))"
                    out.append(Finding(ruleID: Suppression.ruleID, path: path, offset: c.offset, line: line, column: column,
                                       message: "\(what) suppresses nothing here: remove it"))
                }
            }
        }
        return out
    }

    /// Maps `items` on `jobs` threads (all cores when 0), keeping order.
    public static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ body: @Sendable (T) -> R) -> [R] {
        let n = items.count
        if n == 0 { return [] }
        let workers = jobs > 0 ? jobs : ProcessInfoCores.count
        if workers <= 1 || n == 1 { return items.map(body) }
        let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: n)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let out = results
        let chunks = min(n, workers * 4)
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            var i = c
            while i < n {
                out[i] = body(items[i])
                i += chunks
            }
        }
        return results.map { $0! }
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
    /// (`Engine.overlaps`).
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
            } else if Engine.overlaps(t.range, e.range) {
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

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

enum ProcessInfoCores {
    static let count: Int = {
        #if canImport(Glibc) || canImport(Darwin)
        return max(1, sysconfCores())
        #else
        return 1
        #endif
    }()
}

#if canImport(Glibc)
import Glibc
private func sysconfCores() -> Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
#elseif canImport(Darwin)
import Darwin
private func sysconfCores() -> Int { Int(sysconf(_SC_NPROCESSORS_ONLN)) }
#endif

/// Inline suppression comments.
/// Inline suppression comments: `// unfold:ignore` or `// unfold:ignore id, id`
/// on the finding's line, or standing alone on the line above.
public enum Suppression {
    static let marker = Array("unfold:ignore".utf8)
    /// The rule id of findings about suppression comments themselves.
    public static let ruleID = "unused-suppression"

    public struct Comment: Sendable, Hashable {
        /// Byte offset of the `unfold:ignore` marker.
        public var offset: Int
        /// 1-based line of the marker.
        public var line: Int
        /// The ids it names (empty: every transform).
        public var ids: [String]
        /// Alone on its line (then it also covers the next line).
        public var standsAlone: Bool
    }

    /// Every `unfold:ignore` comment of the file (markers in code or strings do not count).
    public static func comments(in tree: SyntaxTree) -> [Comment] {
        guard tree.bytes.count >= marker.count else { return [] }
        var out: [Comment] = []
        let b = tree.bytes
        var i = 0
        while i + marker.count <= b.count {
            if b[i] == marker[0], b[i + 1] == marker[1], Array(b[i..<(i + marker.count)]) == marker, isInTrivia(tree, i) {
                var j = i + marker.count
                var ids = ""
                while j < b.count, b[j] != 10, b[j] != 13, !(b[j] == UInt8(ascii: "*") && j + 1 < b.count && b[j + 1] == UInt8(ascii: "/")) {
                    ids.append(Character(Unicode.Scalar(b[j])))
                    j += 1
                }
                let list = ids.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
                let (line, _) = tree.location(of: i)
                out.append(Comment(offset: i, line: line, ids: list, standsAlone: commentStandsAlone(tree, i, lineStart: tree.lines.offset(ofLine: line))))
                i = j
                continue
            }
            i += 1
        }
        return out
    }

    /// The comment (index into `comments`) that suppresses a finding of `ruleID` on `line`, if any.
    public static func suppressing(_ comments: [Comment], ruleID: String, line: Int) -> Int? {
        comments.firstIndex { c in
            (c.line == line || (c.line == line - 1 && c.standsAlone)) && (c.ids.isEmpty || c.ids.contains(ruleID))
        }
    }

    static func isInTrivia(_ tree: SyntaxTree, _ offset: Int) -> Bool {
        // Binary search the token whose text could contain `offset`.
        var lo = 0
        var hi = tree.tokens.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(tree.tokens[mid].start) <= offset { lo = mid } else { hi = mid - 1 }
        }
        let t = tree.tokens[lo]
        return !(Int(t.start) <= offset && offset < Int(t.end))
    }

    static func commentStandsAlone(_ tree: SyntaxTree, _ offset: Int, lineStart: Int) -> Bool {
        var k = lineStart
        while k < offset {
            let c = tree.bytes[k]
            if c != 32 && c != 9 && c != UInt8(ascii: "/") && c != UInt8(ascii: "*") { return false }
            k += 1
        }
        return true
    }
}
