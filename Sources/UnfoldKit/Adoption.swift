import Foundation

/// What `--baseline FILE`, `--write-baseline FILE` and `--changed-since REF`
/// add to a run (docs/adoption.md): set up before the engine runs, finished
/// after it.
extension Session {
    /// The inputs' bytes by display path (the first input of each path).
    static func sources(_ loaded: LoadedFiles) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for input in loaded.inputs where out[input.path] == nil { out[input.path] = input.bytes }
        return out
    }

    /// Sets `options.analysedPaths` (`--changed-since`) and
    /// `options.baseline` (`--baseline`); false after a message when the
    /// changed files or the baseline cannot be read.
    func prepareAdoption(_ options: inout EngineOptions, _ loaded: LoadedFiles) -> Bool {
        if let ref = invocation.changedSince {
            let changed: Set<String>
            do throws(ChangedFilesError) {
                changed = try ChangedFiles.since(ref, paths: invocation.paths, cwd: console.cwd)
            } catch {
                console.note("unfold: \(error.description)")
                return false
            }
            let accepted = Set(loaded.inputs.map(\.path).filter { ChangedFiles.contains(changed, loaded.absolute[$0] ?? absolutePath($0)) })
            options.analysedPaths = { accepted.contains($0) }
            if !invocation.quiet {
                let total = Set(loaded.inputs.map(\.path)).count
                console.note("unfold: --changed-since \(Report.escapingControls(ref)): \(accepted.count) of \(total) file\(total == 1 ? "" : "s") changed; only those are analysed")
            }
        }
        if let file = invocation.baseline {
            do throws(BaselineError) {
                options.baseline = try Baseline.read(absolutePath(file), shown: file, cwd: console.cwd)
            } catch {
                console.note("unfold: \(error.description)")
                return false
            }
        }
        return true
    }

    /// After the engine run: writes the baseline (`--write-baseline`), or
    /// says how many findings the baseline left out and which of its entries
    /// are stale (`--baseline`). False after a message when the baseline
    /// cannot be written.
    func finishAdoption(_ result: EngineResult, _ loaded: LoadedFiles, _ options: EngineOptions) -> Bool {
        if let file = invocation.writeBaseline {
            let absolute = absolutePath(file)
            let baseline = Baseline.of(result.findings, sources: Session.sources(loaded),
                                       root: (absolute as NSString).deletingLastPathComponent, cwd: console.cwd)
            do throws(InputError) {
                try FileIO.writeOutput(baseline.json(), to: absolute)
            } catch {
                console.note("unfold: \(BaselineError.unwritable(path: file, reason: error.renamed(file).description).description)")
                return false
            }
            let n = result.findings.count
            if !invocation.quiet { console.note("unfold: baseline of \(n) finding\(n == 1 ? "" : "s") written to \(Report.displayPath(file))") }
        }
        guard let baseline = options.baseline, let file = invocation.baseline else { return true }
        let left = result.baselineMatched.values.reduce(0, +)
        if !invocation.quiet, left > 0 {
            console.note("unfold: \(left) finding\(left == 1 ? "" : "s") left out: the baseline \(Report.displayPath(file)) holds \(left == 1 ? "it" : "them")")
        }
        let stale = baseline.stale(matched: result.baselineMatched, considered: considered(by: options, loaded, baseline))
        guard !stale.isEmpty else { return true }
        let entries = stale.reduce(0) { $0 + $1.recorded - $1.found }
        console.note("unfold: the baseline \(Report.displayPath(file)) has \(entries) stale entr\(entries == 1 ? "y" : "ies") that nothing matches any more; rewrite it with --write-baseline")
        let shownLimit = 20
        for s in stale.prefix(shownLimit) {
            console.note("unfold:   \(Report.displayPath(s.key.path)): \(s.key.rule): \"\(Report.escapingControls(s.key.line))\" (recorded \(s.recorded), found \(s.found))")
        }
        if stale.count > shownLimit { console.note("unfold:   … and \(stale.count - shownLimit) more") }
        return true
    }

    /// Whether this run could have matched a baseline entry: its rule ran,
    /// and its file was analysed (in the shard, among the changed files) or
    /// is gone from under the given paths.
    func considered(by options: EngineOptions, _ loaded: LoadedFiles, _ baseline: Baseline) -> (BaselineKey) -> Bool {
        var rules = Set(Engine(transforms: catalog.transforms, options: options).transforms.map(\.id))
        if options.reportUnusedSuppressions { rules.insert(Suppression.ruleID) }
        let analysis = Analysis(transforms: [], options: options)
        let analysed = Set(loaded.inputs.map(\.path).filter(analysis.inShard).map(baseline.keyPath))
        let givenFolders = invocation.paths.map { (absolutePath($0) as NSString).standardizingPath }
        let root = baseline.root
        return { key in
            guard rules.contains(key.rule) else { return false }
            if analysed.contains(key.path) { return true }
            // A file that is gone: stale, when the run covered where it was (and analysed everything).
            guard options.shard == nil, options.analysedPaths == nil else { return false }
            let absolute = ((root as NSString).appendingPathComponent(key.path) as NSString).standardizingPath
            let covered = givenFolders.contains { absolute == $0 || absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") }
            return covered && !FileManager.default.fileExists(atPath: absolute)
        }
    }
}
