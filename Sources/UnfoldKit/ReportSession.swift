import Foundation
import SwiftTree

/// `unfold report [PATH…] [-o FILE] [--format html|json|markdown] [--html REVIEW.html] [--history N [--since DATE]]`.
extension Session {
    func report(_ config: Config, _ loaded: LoadedFiles) -> ExitCode {
        var options = engineOptions(config)
        options.contextFiles = loaded.contextFiles
        var loaded = loaded
        let result = runEngineCached(&loaded, &options, config, cache: nil)
        let project = ProjectReport(loaded, jobs: invocation.jobs)
        let ran = Set(Engine(transforms: catalog.transforms, options: options).transforms.map(\.id))
        var forced: (version: String, source: String)?
        if let v = invocation.deploymentTargetVersion {
            forced = (v.description, "--deployment-target")
        } else if let v = config.deploymentTargetVersion {
            forced = (v.description, ".unfold.json")
        }

        // `--html FILE`: the review page too, and links to it from the files.
        var links: [String: String] = [:]
        if let html = invocation.html {
            let page = HTMLReport.render(result: result, catalog: catalog, title: "unfold review: " + invocation.paths.joined(separator: " "))
            guard writeOutput(page, to: html) else { return .error }
            for g in HTMLReport.groups(result: result, catalog: catalog) {
                for f in g.files where links[f.path] == nil { links[f.path] = HTMLReport.fileAnchor(rule: g.id, path: f.path) }
            }
        }
        var report = MigrationReport.build(result: result, index: project.index, swiftPaths: project.swiftPaths, catalog: catalog,
                                           paths: invocation.paths, ran: ran, deploymentTargetOverride: forced,
                                           reviewPage: invocation.html.map(reviewPageLink), reviewLinks: links)
        if let n = invocation.history {
            switch history(n, config: config, options: options) {
            case .success(let points): report.history = points
            case .failure(let error):
                console.note("unfold: \(error.description)")
                return .error
            }
        }
        let bytes: [UInt8]
        switch invocation.format {
        case .json: bytes = report.json()
        case .markdown: bytes = report.markdown()
        default: bytes = MigrationReportPage.render(report)
        }
        if let out = invocation.output, out != "-" {
            guard writeOutput(bytes, to: out) else { return .error }
            if !invocation.quiet { console.note("unfold: report in \(Report.displayPath(out)): " + MigrationReport.split(report.totals) + ".") }
        } else {
            console.out(bytes)
        }
        return loaded.errors.isEmpty ? .clean : .error
    }

    /// The review page `--html` names, relative to the folder of the report (`-o`, else the current folder).
    func reviewPageLink(_ page: String) -> String {
        let from = invocation.output.flatMap { $0 == "-" ? nil : ((absolutePath($0) as NSString).deletingLastPathComponent) } ?? console.cwd
        return Session.relativePath(from: from, to: absolutePath(page))
    }

    /// `file` relative to the folder `from` (both absolute): `../x/y.html`.
    static func relativePath(from: String, to file: String) -> String {
        let a = (from as NSString).standardizingPath.split(separator: "/")
        let b = (file as NSString).standardizingPath.split(separator: "/")
        var n = 0
        while n < a.count, n < b.count - 1, a[n] == b[n] { n += 1 }
        return (Array(repeating: "..", count: a.count - n) + b[n...].map(String.init)).joined(separator: "/")
    }

    /// The pending work at `n` commits of the branch (`ReportHistory`).
    func history(_ n: Int, config: Config, options: EngineOptions) -> Result<[MigrationReport.HistoryPoint], HistoryError> {
        let first = absolutePath(invocation.paths.first ?? ".")
        guard let top = Git.topLevel(of: Session.folder(of: first)) else { return .failure(.notInGit(invocation.paths.first ?? ".")) }
        let resolvedTop = (top as NSString).resolvingSymlinksInPath
        var relative: [String] = []
        for p in invocation.paths {
            let abs = (absolutePath(p) as NSString).resolvingSymlinksInPath
            if abs == resolvedTop {
                relative.append(".")
            } else if abs.hasPrefix(resolvedTop + "/") {
                relative.append(String(abs.dropFirst(resolvedTop.count + 1)))
            } else {
                return .failure(.notInGit(p))
            }
        }
        let commits: [ReportHistory.Commit]
        do throws(HistoryError) {
            commits = ReportHistory.sample(try ReportHistory.firstParentCommits(top: resolvedTop, since: invocation.since), count: n)
        } catch {
            return .failure(error)
        }
        // The config as it applies inside an extracted tree: its folder at the same place below the top.
        let configRoot = (config.root as NSString).resolvingSymlinksInPath
        let rootBelowTop = configRoot.hasPrefix(resolvedTop + "/") ? String(configRoot.dropFirst(resolvedTop.count + 1)) : nil
        let key = ContentDigest.combining { w in
            w.strings([UnfoldVersion.current, "report-history-1"] + relative)
            w.digest(Engine(transforms: catalog.transforms, options: options).cacheKey)
            w.strings([cacheSalt(config), rootBelowTop ?? "."] + config.exclude)
            w.strings([invocation.includeGenerated ? "generated" : "", invocation.includeVendored || config.includeVendored == true ? "vendored" : ""])
        }.description
        let cache = invocation.noCache ? nil : (cacheFolder(config) as NSString).appendingPathComponent("report-history")
        let session = self
        let history = ReportHistory(top: resolvedTop, paths: relative, cacheFolder: cache, key: key) { dir in
            session.analyseExtracted(dir, paths: relative, config: config, rootBelowTop: rootBelowTop)
        }
        let (points, stats) = history.run(commits) { console.note("unfold: \($0)") }
        if !invocation.quiet {
            console.note("unfold: history: \(points.count) commit\(points.count == 1 ? "" : "s"), \(stats.analysed) analysed, \(stats.reused) from the cache.")
        }
        return .success(points)
    }

    /// The counts of one extracted commit: the same paths and settings as the
    /// working tree's run, read with `dir` as the current folder; nothing printed.
    func analyseExtracted(_ dir: String, paths: [String], config: Config, rootBelowTop: String?) -> (counts: MigrationReport.Counts, swiftFiles: Int) {
        var inv = invocation
        inv.paths = paths
        inv.jobs = invocation.jobs
        var quietConsole = Console(out: { _ in }, err: { _ in }, cwd: dir)
        quietConsole.environment = console.environment
        var local = config
        local.root = rootBelowTop.map { (dir as NSString).appendingPathComponent($0) } ?? dir
        let sub = Session(invocation: inv, catalog: catalog, console: quietConsole)
        guard let loaded = sub.loadInputs(local) else { return (MigrationReport.Counts(), 0) }
        var options = sub.engineOptions(local)
        options.contextFiles = loaded.contextFiles
        let result = Engine(transforms: catalog.transforms, options: options).run(loaded.inputs)
        return (MigrationReport.counts(result), loaded.inputs.filter(\.isSwift).count)
    }
}
