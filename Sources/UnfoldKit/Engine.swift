import Foundation
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

    public var isSwift: Bool { path.hasBytes(suffix: ".swift") }
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
    /// Above this many bytes of Swift, trees of files past this many bytes
    /// are not kept between the passes (they are parsed again in pass 2).
    public var streamingThreshold = 24 << 20
    /// Run every transform on every file, whatever `Transform.mayFire`
    /// says (tests: a condition that hides a finding shows as a difference).
    var ignoresMayFire = false
    /// Record each round's accepted fixes and derive `EngineResult.steps`
    /// (one step per transform and round) from them.
    public var recordSteps = false
    /// Files the index reads but the run never analyses or rewrites: the
    /// Package.swift and Podfile of the package or app enclosing the given
    /// paths (`Workspace.enclosingProjectFiles`), when they are not inputs.
    public var contextFiles: [SourceInput] = []
    /// Results of earlier runs to reuse, filled with this run's (nil: no
    /// cache). `EngineCache`, docs/cache.md.
    public var cache: EngineCache?
    /// What the results depend on that the options cannot show: whoever sets
    /// `pathIgnored` names its rules here (the config file's digest), or no
    /// cache is used.
    public var cacheSalt = ""
    /// `--changed-since REF`: analyse only the files (display paths) it
    /// accepts; the index still reads every file, as with `shard`.
    public var analysedPaths: (@Sendable (String) -> Bool)?
    /// `--baseline FILE`: findings it covers are dropped like suppressed ones
    /// (not reported, not fixed); `EngineResult.baselineMatched` counts them.
    public var baseline: Baseline?

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
    public var problems: [EngineProblem]
    /// With `EngineOptions.recordSteps`: the run's changes split into steps,
    /// one per transform and fixing round, in round order and, within a round,
    /// in the order of `Engine.transforms`. Applying every step's changes in
    /// order to the inputs gives `changes`.
    public var steps: [TransformStep] = []
    /// With `EngineOptions.baseline`: how many round-1 findings each entry covered.
    public var baselineMatched: [BaselineKey: Int] = [:]

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

    /// A run: analysis (pass 1 and 2, `Analysis`), suppression
    /// (`SuppressionFilter`), comment keeping (`CommentKeeping`), then the
    /// fixer's rounds (`Fixer`) and, with `recordSteps`, their replay (`StepReplay`).
    public func run(_ inputs: [SourceInput]) -> EngineResult {
        // The walk gives each path once, in order: then the inputs are the
        // unique ones as they are, and pass 1 need not check the order again.
        let ascending = PathOrder.isStrictlyAscending(inputs.lazy.map(\.path))
        let unique = ascending ? inputs : Engine.firstOfEachPath(inputs, \.path)
        // The inputs by path, made on another thread while pass 1 reads
        // `unique` (~11,000 paths hashed: 5 ms of one core on 55 MB).
        let files = BackgroundValue(when: options.jobs != 1) { Engine.table(unique) }
        PhaseTimings.mark("engine setup")
        // The cache answers an unchanged run whole (not with steps: they are not stored).
        var runKey: ContentDigest?
        var options = self.options
        if let cache = options.cache {
            if EngineCache.usable(with: options) {
                let key = cacheKey
                cache.begin(inputs: unique, context: options.contextFiles, optionsKey: key, jobs: options.jobs)
                // Not with a baseline or `--changed-since` either: the run's key cannot show them.
                if answersWhole {
                    let k = wholeRunKey(cache, key, inputs: unique.map(\.path))
                    if let hit = cache.run(k, original: { files.value[$0] }) {
                        cache.recordHit()
                        return hit
                    }
                    runKey = k
                }
            } else {
                options.cache = nil
            }
        }
        let result = Engine(checked: transforms, options: options).analysed(files: files, unique: unique, ascending: ascending)
        PhaseTimings.mark("analysis")
        if let runKey { options.cache?.record(run: runKey, result: result) }
        return result
    }

    /// Whether the cache may answer a run of these options whole: not with
    /// steps (they are not stored), a baseline or `--changed-since` (the
    /// run's key cannot show them).
    private var answersWhole: Bool {
        !options.recordSteps && options.baseline == nil && options.analysedPaths == nil
    }

    /// The cache's answer to an unchanged run, asked with the inputs' digests
    /// alone (in input order; files trusted on their stamps need not be
    /// read, `StampTable`): `read` gives the bytes of the inputs the stored
    /// result changes, and must give bytes with the digest given (else no
    /// answer). nil when the cache cannot answer; then `run` reads as usual.
    public func cachedResult(inputs: [(path: String, digest: ContentDigest)], read: (String) -> [UInt8]?) -> EngineResult? {
        guard let cache = options.cache, EngineCache.usable(with: options), answersWhole else { return nil }
        let unique = Engine.firstOfEachPath(inputs, \.path)
        let paths = Set(unique.map(\.path))
        let context = options.contextFiles.filter { !paths.contains($0.path) }.map { (path: $0.path, digest: ContentDigest($0.bytes)) }
        let key = cacheKey
        cache.begin(digests: unique + context, optionsKey: key, decodingFiles: false)
        let k = wholeRunKey(cache, key, inputs: unique.map(\.path))
        let answer = cache.run(k) { path in
            guard let bytes = read(path), let d = cache.digest(of: path), ContentDigest(bytes) == d else { return nil }
            return bytes
        }
        guard let answer else { return nil }
        cache.recordHit()
        return answer
    }

    /// The key of a whole run of `inputs` (unique paths, in input order) and the context files.
    private func wholeRunKey(_ cache: EngineCache, _ optionsKey: ContentDigest, inputs: [String]) -> ContentDigest {
        cache.runKey(optionsKey: optionsKey, inputs: inputs, context: options.contextFiles.map(\.path))
    }

    /// What this engine's results depend on besides the inputs (`EngineCache.optionsKey`).
    public var cacheKey: ContentDigest { EngineCache.optionsKey(options, transforms: transforms) }

    private init(checked transforms: [any Transform], options: EngineOptions) {
        self.transforms = transforms
        self.options = options
    }

    /// `ascending`: `unique`'s paths are known to be in strictly ascending order.
    private func analysed(files table: BackgroundValue<[String: [UInt8]]>, unique: [SourceInput], ascending: Bool) -> EngineResult {
        let analysis = Analysis(transforms: transforms, options: options)
        let suppression = SuppressionFilter(transforms: transforms, options: options)
        let streaming = analysis.isStreaming(unique)
        var project = analysis.firstPass(unique, streaming: streaming, ascending: ascending)
        let files = table.value
        // Project files read in part (issue 14, item 8): reported once, from the first index.
        var warnings = project.index.warnings.map(EngineProblem.projectFile)
        let nonIOS = project.index.nonIOSOnlyCount
        if nonIOS > 0, transforms.contains(where: \.isIOSTransform) { warnings.append(.nonIOSFilesSkipped(count: nonIOS)) }
        let raw = analysis.secondPass(&project, files: files, streaming: streaming)
        let trees = project.trees
        var findings = suppression.unsuppressed(raw, trees)
        findings = CommentKeeping.checked(findings, trees: trees, files: files)
        if options.reportUnusedSuppressions {
            findings += suppression.unusedSuppressions(raw, trees, including: analysis.inShard)
        }
        findings = Engine.sortedFindings(findings)
        PhaseTimings.mark("suppression, comments, sort")
        var baselineMatched: [BaselineKey: Int] = [:]
        if let baseline = options.baseline { (findings, baselineMatched) = baseline.filter(findings, sources: files) }

        project.awaitDroppedFreed()
        var fixer = Fixer(analysis: analysis, suppression: suppression, files: files, project: project)
        fixer.run(findings)
        PhaseTimings.mark("fixer")
        var result = EngineResult(findings: findings, applied: fixer.applied, superseded: fixer.superseded,
                                  changes: fixer.changes(), problems: warnings + fixer.problems)
        result.baselineMatched = baselineMatched
        PhaseTimings.mark("changes")
        if options.recordSteps { result.steps = StepReplay(transforms: transforms).steps(fixer.rounds, files: files) }
        // The trees, summaries and index are freed while the caller goes on
        // (or left to the exit, when the process ends after this run).
        BackgroundRelease.dropAtEnd((consume project, consume fixer, consume trees, consume raw), jobs: options.jobs)
        return result
    }

    /// The bytes of `unique` (inputs of distinct paths) by path.
    static func table(_ unique: [SourceInput]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        files.reserveCapacity(unique.count)
        for f in unique { files[f.path] = f.bytes }
        return files
    }

    /// `items` without repeated paths (the first one counts), in order.
    static func firstOfEachPath<T>(_ items: [T], _ path: (T) -> String) -> [T] {
        // The walk gives each path once, in order: no set of seen paths then.
        if PathOrder.isStrictlyAscending(items.lazy.map(path)) { return items }
        var seen = Set<String>()
        seen.reserveCapacity(items.count)
        return items.filter { seen.insert(path($0)).inserted }
    }

    static func order(_ a: Finding, _ b: Finding) -> Bool {
        (a.path, a.offset, a.ruleID) < (b.path, b.offset, b.ruleID)
    }

    /// `findings` sorted by `order` (equal ones keep their order, as the
    /// standard library's stable sort keeps them). The paths are ranked once
    /// (`PathOrder`: bytes for ASCII paths); the sort then compares ranks
    /// and offsets, and rule ids only on a tie. Comparing the path strings
    /// in every step was most of a 5 ms serial step on 2,183 findings.
    static func sortedFindings(_ findings: [Finding]) -> [Finding] {
        let n = findings.count
        guard n > 1 else { return findings }
        let paths = findings.map(\.path)
        var byPath = Array(0..<n)
        PathOrder.sort(&byPath, by: paths)
        var rank = [Int](repeating: 0, count: n)
        var r = 0
        for k in 1..<n {
            if paths[byPath[k]] != paths[byPath[k - 1]] { r += 1 }
            rank[byPath[k]] = r
        }
        let offsets = findings.map(\.offset)
        var order = byPath
        order.sort { a, b in
            if rank[a] != rank[b] { return rank[a] < rank[b] }
            if offsets[a] != offsets[b] { return offsets[a] < offsets[b] }
            let ia = findings[a].ruleID, ib = findings[b].ruleID
            return ia != ib ? ia < ib : a < b
        }
        return order.map { findings[$0] }
    }
}
