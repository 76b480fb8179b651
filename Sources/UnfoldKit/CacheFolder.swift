import Foundation

/// Where a run's `EngineCache` lives on disk (docs/cache.md): a folder
/// (`--cache-dir`, else `.unfold-cache/` beside the `.unfold.json`, else at
/// the top of the git work tree of the first path, else in the current
/// folder) holding one file per set of paths and options. The folder gets a
/// `.gitignore` of `*` (git never sees it, so `fix` does not find the tree
/// dirty) and a `CACHEDIR.TAG` (backup tools skip it), as ruff's does.
struct CacheFolder {
    let folder: String
    /// This run's file in the folder.
    let file: String

    static let defaultName = ".unfold-cache"

    /// `key`: what the file's name is derived from (the paths and the options).
    init(folder: String, key: ContentDigest) {
        self.folder = folder
        file = (folder as NSString).appendingPathComponent("\(key).bin")
    }

    /// The cache read from disk: empty when there is none; empty, with a
    /// warning, when the file is unreadable, corrupt or another version's.
    func load(warn: (String) -> Void) -> EngineCache {
        guard FileManager.default.fileExists(atPath: file) else { return EngineCache() }
        do throws(CacheDecodingError) {
            let bytes: [UInt8]
            do throws(InputError) {
                bytes = try FileIO.read(file, maxBytes: 1 << 30)
            } catch {
                throw CacheDecodingError(reason: error.description)
            }
            return try EngineCache(decoding: bytes)
        } catch {
            warn("warning: ignoring the cache file \(Report.displayPath(file)): \(error.reason)")
            return EngineCache()
        }
    }

    /// Writes `cache` (atomically: a reader never sees half a file); the
    /// reason when it could not be written.
    func save(_ cache: EngineCache) -> String? {
        if let why = CacheFolder.prepare(folder) { return why }
        do throws(InputError) {
            try FileIO.writeAtomically(cache.encoded(), to: file)
        } catch {
            return error.description
        }
        return nil
    }

    /// Creates the cache folder `folder` when missing, with its `.gitignore`
    /// and `CACHEDIR.TAG`; the reason when it cannot.
    static func prepare(_ folder: String) -> String? {
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return "cannot create \(Report.displayPath(folder)): \(error.localizedDescription)"
        }
        let ignore = (folder as NSString).appendingPathComponent(".gitignore")
        let tag = (folder as NSString).appendingPathComponent("CACHEDIR.TAG")
        do throws(InputError) {
            if !fm.fileExists(atPath: ignore) {
                try FileIO.writeAtomically(Array("# Made by unfold: the cache is never committed.\n*\n".utf8), to: ignore)
            }
            if !fm.fileExists(atPath: tag) {
                try FileIO.writeAtomically(Array("Signature: 8a477f597d28d172789f06886806bc55\n# This file is a cache directory tag created by unfold (https://bford.info/cachedir/).\n".utf8), to: tag)
            }
        } catch {
            return error.description
        }
        return nil
    }
}

extension Session {
    /// The commands whose results the cache may answer: the dry run, `diff`
    /// (not `--split-dir`), `check`, and `fix` in place (not `--branch`,
    /// `--verify`, which run the engine in steps).
    var usesCache: Bool {
        guard !invocation.noCache else { return false }
        switch invocation.command {
        case .dryRun, .diff: return invocation.splitDir == nil
        case .check, .report: return true
        case .fix: return invocation.branch == nil && invocation.verify == nil
        default: return false
        }
    }

    /// The cache folder of this run (`CacheFolder`).
    func cacheFolder(_ config: Config) -> String {
        if let dir = invocation.cacheDir { return absolutePath(dir) }
        if config.root != "." { return (config.root as NSString).appendingPathComponent(CacheFolder.defaultName) }
        if let first = invocation.paths.first, let top = Git.topLevel(of: Session.folder(of: absolutePath(first))) {
            return (top as NSString).appendingPathComponent(CacheFolder.defaultName)
        }
        return (console.cwd as NSString).appendingPathComponent(CacheFolder.defaultName)
    }

    /// What the results depend on in the config that the engine options do
    /// not show: the per-path ignores and the folder they are relative to.
    func cacheSalt(_ config: Config) -> String {
        guard !config.perPathIgnores.isEmpty else { return "" }
        return relativeRoot(config) + "\n" + config.perPathIgnores.sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value.joined(separator: ","))" }.joined(separator: "\n")
    }

    /// Whether this run may leave inputs unread when the cache recorded their
    /// stamps (`StampTable`): a command the cache may answer whole, whose
    /// output needs no input bytes beyond the changes' originals — not
    /// with `--changed-since`, a baseline, `--include-generated` (generated
    /// files are never recorded as trusted inputs) or the GitLab report (its
    /// fingerprints hash the findings' lines).
    func trustsStamps(_ config: Config) -> Bool {
        guard usesCache else { return false }
        switch invocation.command {
        case .dryRun, .diff, .fix: break
        case .check: guard invocation.format != .gitlab else { return false }
        default: return false
        }
        return invocation.changedSince == nil && invocation.baseline == nil && invocation.writeBaseline == nil
            && !invocation.includeGenerated
    }

    /// The cache of this run and where it is stored, read now.
    func loadCache(_ config: Config) -> (folder: CacheFolder, cache: EngineCache) {
        let (folder, cache, warnings) = readCache(config)
        for w in warnings { console.note(w) }
        return (folder, cache)
    }

    /// `loadCache` with its warnings returned, not printed (it may run on another thread).
    func readCache(_ config: Config) -> (folder: CacheFolder, cache: EngineCache, warnings: [String]) {
        var options = engineOptions(config)
        options.cacheSalt = cacheSalt(config)
        let folder = cacheFile(config, options)
        var warnings: [String] = []
        let cache = folder.load { warnings.append("unfold: \($0)") }
        return (folder, cache, warnings)
    }

    /// `runEngine` with the result cache when the command uses one: read
    /// before the run (or given, read before the inputs), written after it
    /// unless it answered the run whole; `UNFOLD_CACHE_STATS` prints what it
    /// answered. Unread inputs (`LoadedFiles.unread`) are read when the cache
    /// cannot answer the run whole without them.
    func runEngineCached(_ loaded: inout LoadedFiles, _ options: inout EngineOptions, _ config: Config,
                         cache preloaded: (folder: CacheFolder, cache: EngineCache)?) -> EngineResult {
        var store: CacheFolder?
        if usesCache {
            options.cacheSalt = cacheSalt(config)
            let (folder, cache) = preloaded ?? loadCache(config)
            options.cache = cache
            store = folder
        }
        var answered: EngineResult?
        if preloaded != nil, !loaded.unread.isEmpty {
            let absolute = loaded.absolute
            answered = Engine(transforms: catalog.transforms, options: options).cachedResult(inputs: loaded.digests(jobs: invocation.jobs)) { path in
                absolute[path].flatMap { try? FileIO.read($0, maxBytes: Session.maxSourceBytes) }
            }
            if answered != nil {
                for p in answered!.problems { console.note("unfold: \(Report.escapingControls(p.description))") }
            } else {
                for e in loaded.readUnread(jobs: invocation.jobs, maxBytes: Session.maxSourceBytes) { console.note("unfold: \(e.description)") }
            }
        }
        let result = answered ?? runEngine(loaded.inputs, options)
        if let store, let cache = options.cache {
            // Every input unread, and every recorded entry one of them: the table stays as it is.
            if !(loaded.inputs.isEmpty && loaded.unread.count == cache.stamps.count) {
                cache.record(stamps: loaded.stampTable(previous: cache.stamps) { cache.digest(of: $0) })
            }
            if !cache.stats.runHit || cache.hasFreshStamps, let why = store.save(cache) {
                console.note("unfold: warning: the cache was not written: \(why)")
            }
        }
        if let cache = options.cache, ProcessInfo.processInfo.environment["UNFOLD_CACHE_STATS"] != nil {
            let st = cache.stats
            console.note("unfold: cache: run \(st.runHit ? "reused" : "computed"); summaries \(st.summariesReused) reused, \(st.summariesComputed) computed; findings \(st.findingsReused) reused, \(st.findingsComputed) computed; \(loaded.unread.count) inputs unread")
        }
        return result
    }

    /// The run's cache file: one per set of paths and options.
    func cacheFile(_ config: Config, _ options: EngineOptions) -> CacheFolder {
        let key = ContentDigest.combining { w in
            w.strings(invocation.paths.map(absolutePath).sorted())
            w.digest(Engine(transforms: catalog.transforms, options: options).cacheKey)
        }
        return CacheFolder(folder: cacheFolder(config), key: key)
    }
}
