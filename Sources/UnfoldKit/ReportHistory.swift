import Foundation

/// Why `unfold report --history N` could not run.
enum HistoryError: Error, CustomStringConvertible {
    case notInGit(String)
    case git(String)

    var description: String {
        switch self {
        case .notInGit(let path): return "--history needs a git repository, and \(path) is not in one."
        case .git(let why): return "--history could not read the git history: \(why)"
        }
    }
}

/// `unfold report --history N [--since DATE]` (issue 20, item 3): pending
/// work at N commits sampled from the current branch's first-parent history.
/// Each commit is extracted with `git archive COMMIT | tar -x` (only the
/// report's paths and the Package.swift / Podfile above them, unless a path
/// is the repository's top) into a temporary folder (the working tree and the index are never touched),
/// analysed like the working tree (same options, same paths relative to the
/// repository's top), and its counts cached in
/// `<cache folder>/report-history/<commit>-<key>.json`, the key digesting the
/// tool version, the transforms and every option that changes a finding, the
/// paths and the config's excludes. A second run reads the cached counts and
/// analyses nothing.
struct ReportHistory {
    struct Commit: Equatable {
        var hash: String
        var time: Int
        var date: String
    }

    /// The repository's top (resolved), where git runs.
    let top: String
    /// The paths of the report relative to `top` (`.` for the top).
    let paths: [String]
    /// `nil`: no cache (`--no-cache`).
    let cacheFolder: String?
    /// Digest of everything besides the commit that decides the counts.
    let key: String
    /// Analyses one extracted tree (the folder of the commit): counts and Swift files.
    let analyse: (String) -> (counts: MigrationReport.Counts, swiftFiles: Int)

    /// How many commits were analysed and how many came from the cache.
    struct Stats: Equatable {
        var analysed = 0
        var reused = 0
    }

    /// The first-parent commits of HEAD (newest first), since `since` when given.
    static func firstParentCommits(top: String, since: String?) throws(HistoryError) -> [Commit] {
        var args = ["log", "--first-parent", "--format=%H %ct %cs"]
        if let since { args.append("--since=\(since)") }
        args.append("HEAD")
        let r = Git.run(args, in: top)
        guard r.status == 0 else { throw .git(r.stderr.split(separator: "\n").first.map(String.init) ?? "git log failed") }
        return r.stdout.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 3, let time = Int(parts[1]) else { return nil }
            return Commit(hash: String(parts[0]), time: time, date: String(parts[2]))
        }
    }

    /// `count` commits of `commits` (newest first), evenly spaced in time from
    /// the oldest to the newest, oldest first: for each of `count` instants
    /// the last commit made at or before it (duplicates dropped).
    static func sample(_ commits: [Commit], count: Int) -> [Commit] {
        let ordered = Array(commits.reversed())
        guard ordered.count > count, count >= 1 else { return ordered }
        guard count > 1 else { return [ordered.last!] }
        let first = ordered.first!.time, last = ordered.last!.time
        var picked: [Commit] = []
        var seen = Set<String>()
        var cursor = 0
        for k in 0..<count {
            let instant = k == count - 1 ? Int.max : first + Int((Double(last - first) * Double(k) / Double(count - 1)).rounded())
            while cursor + 1 < ordered.count && ordered[cursor + 1].time <= instant { cursor += 1 }
            if seen.insert(ordered[cursor].hash).inserted { picked.append(ordered[cursor]) }
        }
        if picked.last?.hash != ordered.last!.hash { picked.append(ordered.last!) }
        return picked
    }

    /// The counts at each commit, oldest first, and how many were analysed or reused.
    func run(_ commits: [Commit], note: (String) -> Void) -> (points: [MigrationReport.HistoryPoint], stats: Stats) {
        var points: [MigrationReport.HistoryPoint] = []
        var stats = Stats()
        if let cacheFolder, let why = CacheFolder.prepare((cacheFolder as NSString).deletingLastPathComponent) {
            note("warning: the report history is not cached: \(why)")
        }
        for c in commits {
            if var cached = read(c) {
                cached.cached = true
                points.append(cached)
                stats.reused += 1
                continue
            }
            let dir = NSTemporaryDirectory() + "unfold-history-\(c.hash.prefix(12))-\(UUID().uuidString.prefix(8))"
            defer { try? FileManager.default.removeItem(atPath: dir) }
            if let why = ReportHistory.extract(c.hash, from: top, paths: paths, into: dir) {
                note("warning: commit \(c.hash.prefix(7)) left out: \(why)")
                continue
            }
            let (counts, files) = analyse(dir)
            let point = MigrationReport.HistoryPoint(commit: c.hash, date: c.date, time: c.time, counts: counts, swiftFiles: files, cached: false)
            stats.analysed += 1
            write(point)
            points.append(point)
        }
        return (points, stats)
    }

    func file(_ c: Commit) -> String? {
        cacheFolder.map { ($0 as NSString).appendingPathComponent("\(c.hash)-\(key).json") }
    }

    /// The cached point of `c`, when one for this key is there and reads back whole.
    func read(_ c: Commit) -> MigrationReport.HistoryPoint? {
        guard let path = file(c), let data = FileManager.default.contents(atPath: path),
              var point = try? JSONDecoder().decode(MigrationReport.HistoryPoint.self, from: data), point.commit == c.hash else { return nil }
        point.cached = nil
        return point
    }

    func write(_ point: MigrationReport.HistoryPoint) {
        guard let folder = cacheFolder, let path = file(Commit(hash: point.commit, time: point.time, date: point.date)) else { return }
        var stored = point
        stored.cached = nil
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(stored) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileIO.writeAtomically([UInt8](data), to: path)
    }

    /// What to extract of `commit`: nil for the whole tree (a path is the
    /// top), else those of `paths` that exist at the commit, with the
    /// Package.swift and Podfile files in the folders above them (the run
    /// reads those for deployment targets). Empty when no path exists there.
    static func pathspecs(_ commit: String, top: String, paths: [String]) -> [String]? {
        if paths.contains(".") { return nil }
        var candidates = paths
        for p in paths {
            var dir = ProjectIndex.directory(of: p)
            while true {
                for name in ["Package.swift", "Podfile"] { candidates.append(dir == "." ? name : dir + "/" + name) }
                if dir == "." || dir == "/" { break }
                dir = ProjectIndex.directory(of: dir)
            }
        }
        let r = Git.run(["ls-tree", "--name-only", commit, "--"] + candidates.map { ":(literal)" + $0 }, in: top)
        guard r.status == 0 else { return [] }
        let existing = Set(r.stdout.split(separator: "\n").map(String.init))
        return candidates.filter { existing.contains($0) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// `git archive COMMIT [-- PATHS] | tar -x -C dir` (`pathspecs`); the reason when it failed.
    static func extract(_ commit: String, from top: String, paths: [String], into dir: String) -> String? {
        let specs = pathspecs(commit, top: top, paths: paths)
        if let specs, !specs.contains(where: { paths.contains($0) }) { return "none of the paths exists at this commit" }
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            return "cannot create \(dir): \(error.localizedDescription)"
        }
        let git = Process(), tar = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", top, "archive", "--format=tar", commit] + (specs.map { ["--"] + $0.map { ":(literal)" + $0 } } ?? [])
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-x", "-f", "-", "-C", dir]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardInput = FileHandle.nullDevice
        git.standardError = FileHandle.nullDevice
        tar.standardInput = pipe
        tar.standardOutput = FileHandle.nullDevice
        tar.standardError = FileHandle.nullDevice
        do {
            try git.run()
            try tar.run()
        } catch {
            return "cannot run git archive or tar: \(error.localizedDescription)"
        }
        git.waitUntilExit()
        tar.waitUntilExit()
        if git.terminationStatus != 0 { return "git archive failed (status \(git.terminationStatus))" }
        if tar.terminationStatus != 0 { return "tar failed (status \(tar.terminationStatus))" }
        return nil
    }
}
