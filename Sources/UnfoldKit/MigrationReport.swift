import Foundation

/// `unfold report` (issue 20): the migration plan as numbers — readiness per
/// app, pending work per transform, per folder and per file, and optionally
/// per commit of the branch's history. One model, three renderings
/// (`MigrationReportPage` HTML, JSON, Markdown); the JSON fields are
/// documented in docs/report.md and checked by `MigrationReportJSONDocTests`.
///
/// Pending work is every finding of a dry run that no other fix supersedes,
/// split by what it needs: a **safe** fix (unfold applies it by default), a
/// **review** fix (unfold applies it with `--unsafe`, a person checks it) or
/// a **finding** (no fix: a person does the work). Only counts: no effort
/// is estimated.
struct MigrationReport: Codable, Equatable {
    struct Tool: Codable, Equatable {
        var name: String
        var version: String
    }

    /// Pending items by kind.
    struct Counts: Codable, Equatable {
        var safe: Int
        var review: Int
        var finding: Int
        var total: Int { safe + review + finding }

        mutating func add(_ safety: FixSafety) {
            switch safety {
            case .safe: safe += 1
            case .review: review += 1
            case .none: finding += 1
            }
        }

        static func + (l: Counts, r: Counts) -> Counts {
            Counts(safe: l.safe + r.safe, review: l.review + r.review, finding: l.finding + r.finding)
        }

        enum CodingKeys: String, CodingKey { case safe, review, finding, total }

        init(safe: Int = 0, review: Int = 0, finding: Int = 0) {
            (self.safe, self.review, self.finding) = (safe, review, finding)
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            safe = try c.decode(Int.self, forKey: .safe)
            review = try c.decode(Int.self, forKey: .review)
            finding = try c.decode(Int.self, forKey: .finding)
        }

        /// `total` is written for readers; it is never read back.
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(safe, forKey: .safe)
            try c.encode(review, forKey: .review)
            try c.encode(finding, forKey: .finding)
            try c.encode(total, forKey: .total)
        }
    }

    /// The scene life cycle of one app and what stands between it and iOS 27.
    struct App: Codable, Equatable {
        /// The target's name, or the app folder.
        var name: String
        /// The project.pbxproj of a target; nil for an app folder (an Info.plist's folder no project builds).
        var project: String?
        var deploymentTarget: String?
        /// Where the deployment target came from (`file:line`, `--deployment-target`, …).
        var deploymentTargetSource: String?
        /// As `unfold project` names it: SwiftUI App, UIKit with scenes, UIKit without scenes.
        var lifeCycle: String
        /// `adopted`, `migratable-safe`, `migratable-review` or `blocked`.
        var status: String
        /// Why: the finding of `app-delegate-window` / `scene-manifest-missing` that blocks or describes the migration.
        var reason: String?
        /// Where that finding is (`path:line`).
        var location: String?
        var swiftFiles: Int
    }

    /// Pending work of one transform.
    struct TransformCount: Codable, Equatable {
        var id: String
        var summary: String
        var counts: Counts
    }

    /// Pending work under one folder or in one file.
    struct Area: Codable, Equatable {
        var name: String
        var counts: Counts
        /// Files with pending work (for an area); nil for a file.
        var files: Int?
        /// For a file with a view on the review page written in the same run: its fragment there.
        var reviewLink: String?
    }

    /// Pending work at one commit of the branch's first-parent history.
    struct HistoryPoint: Codable, Equatable {
        var commit: String
        /// Committer date, `YYYY-MM-DD`.
        var date: String
        /// Committer time, seconds since 1970.
        var time: Int
        var counts: Counts
        var swiftFiles: Int
        /// True when the analysis came from the per-commit cache (not stored in the cache itself).
        var cached: Bool?
    }

    var tool: Tool
    /// The paths the report covers, as given.
    var paths: [String]
    var totals: Counts
    /// Swift files analysed.
    var swiftFiles: Int
    var apps: [App]
    /// The life cycle of the whole run when no app was found (a package, loose sources).
    var lifeCycleWithoutApps: String?
    var transforms: [TransformCount]
    /// What `areas` are grouped by: `folder` (folders below `areaRoot`, `MigrationReport.area`).
    var areaKind: String
    /// The common folder of every analysed Swift file; areas are its subfolders.
    var areaRoot: String
    /// Folders with pending work, most first.
    var areas: [Area]
    /// Files with the most pending work, most first (at most `topFileLimit`).
    var topFiles: [Area]
    /// Files with pending work in all.
    var filesWithWork: Int
    /// The review page written with `--html`, when there is one.
    var reviewPage: String?
    /// `--history N`: oldest first; nil without `--history`.
    var history: [HistoryPoint]?

    static let topFileLimit = 15
    /// Where an area has no folder below the common one.
    static let topLevelArea = "(top level)"

    /// The rules whose findings say how an app gets to the scene life cycle.
    static let sceneRules = ["app-delegate-window", "scene-manifest-missing"]
}

extension MigrationReport {
    /// The pending findings of `result`: every finding no applied fix supersedes.
    static func pending(_ result: EngineResult) -> [Finding] {
        result.findings.indices.filter { !result.superseded.contains($0) }.map { result.findings[$0] }
    }

    /// Counts of `result`'s pending findings.
    static func counts(_ result: EngineResult) -> Counts {
        var c = Counts()
        for f in pending(result) { c.add(f.safety) }
        return c
    }

    /// Builds the report from one run's result and the project index.
    /// `swiftPaths`: the analysed Swift files; `deploymentTargetOverride`: the
    /// `--deployment-target` / `.unfold.json` value and its source, when given;
    /// `ran`: the ids of the transforms that ran; `reviewLinks`: path → fragment
    /// of the review page.
    static func build(result: EngineResult, index: ProjectIndex, swiftPaths: [String], catalog: TransformCatalog, paths: [String],
                      ran: Set<String>, deploymentTargetOverride: (version: String, source: String)?,
                      reviewPage: String? = nil, reviewLinks: [String: String] = [:]) -> MigrationReport {
        let pending = self.pending(result)
        var byRule: [String: Counts] = [:]
        var byFile: [String: Counts] = [:]
        var totals = Counts()
        for f in pending {
            totals.add(f.safety)
            byRule[f.ruleID, default: Counts()].add(f.safety)
            byFile[f.path, default: Counts()].add(f.safety)
        }
        // Transforms: catalog order first, then any other rule (unused-suppression) by id.
        let known = catalog.transforms.map(\.id)
        let ids = known.filter { byRule[$0] != nil } + byRule.keys.filter { !known.contains($0) }.sorted()
        let transforms = ids.map { id in
            TransformCount(id: id, summary: catalog.transform(id)?.summary ?? BuiltInRule.rule(id)?.summary ?? "", counts: byRule[id]!)
        }

        // Areas: folders below the common folder of the analysed files, as
        // deep as it takes (up to three levels) to tell five of them apart.
        let root = commonFolder(swiftPaths.isEmpty ? Array(byFile.keys) : swiftPaths)
        var depth = 1
        while depth < maxAreaDepth, Set(byFile.keys.map { area(of: $0, root: root, depth: depth) }).count < minAreas { depth += 1 }
        var areaCounts: [String: (counts: Counts, files: Int)] = [:]
        for (path, c) in byFile {
            let name = area(of: path, root: root, depth: depth)
            var entry = areaCounts[name] ?? (Counts(), 0)
            entry.counts = entry.counts + c
            entry.files += 1
            areaCounts[name] = entry
        }
        func order(_ a: Area, _ b: Area) -> Bool { a.counts.total != b.counts.total ? a.counts.total > b.counts.total : a.name < b.name }
        let areas = areaCounts.map { Area(name: $0.key, counts: $0.value.counts, files: $0.value.files) }.sorted(by: order)
        let files = byFile.map { Area(name: $0.key, counts: $0.value, reviewLink: reviewLinks[$0.key]) }.sorted(by: order)

        let model = ProjectModelFacts(index: index, swiftPaths: swiftPaths)
        let apps = index.apps.map { app in
            readiness(app, pending: pending, index: index, facts: model, ran: ran, override: deploymentTargetOverride)
        }
        return MigrationReport(tool: Tool(name: "unfold", version: UnfoldVersion.current), paths: paths, totals: totals, swiftFiles: swiftPaths.count,
                               apps: apps, lifeCycleWithoutApps: apps.isEmpty ? index.lifeCycle.label : nil, transforms: transforms,
                               areaKind: "folder", areaRoot: root, areas: areas, topFiles: Array(files.prefix(topFileLimit)),
                               filesWithWork: files.count, reviewPage: reviewPage, history: nil)
    }

    /// The longest folder holding every path (`.` when they share none).
    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first.map({ Array(ProjectIndex.directory(of: $0).split(separator: "/", omittingEmptySubsequences: false)) }) else { return "." }
        for p in paths.dropFirst() {
            let parts = ProjectIndex.directory(of: p).split(separator: "/", omittingEmptySubsequences: false)
            var n = 0
            while n < common.count, n < parts.count, common[n] == parts[n] { n += 1 }
            common.removeLast(common.count - n)
            if common.isEmpty { break }
        }
        let joined = common.joined(separator: "/")
        return joined.isEmpty || joined == "." ? (paths.first?.hasPrefix("/") == true && !common.isEmpty ? "/" : ".") : joined
    }

    /// Areas are folders this many levels below the common folder at most…
    static let maxAreaDepth = 3
    /// …and at least as deep as it takes to have this many (when there are).
    static let minAreas = 5

    /// The folder of `path` below `root`, `depth` levels deep at most (`A/B`), or `topLevelArea`.
    static func area(of path: String, root: String, depth: Int = 1) -> String {
        var rest = Substring(path)
        if root != "." {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if rest.hasPrefix(prefix) { rest = rest.dropFirst(prefix.count) }
        } else if rest.hasPrefix("./") {
            rest = rest.dropFirst(2)
        }
        let folders = rest.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard !folders.isEmpty else { return topLevelArea }
        return folders.prefix(depth).joined(separator: "/")
    }

    /// One app's readiness: adopted when it already has a scene life cycle;
    /// otherwise what `app-delegate-window` (and `scene-manifest-missing`)
    /// found in its files: a safe or review fix makes it migratable by
    /// unfold, findings without a fix block it (their message says why).
    static func readiness(_ app: ProjectIndex.App, pending: [Finding], index: ProjectIndex, facts: ProjectModelFacts,
                          ran: Set<String>, override forced: (version: String, source: String)?) -> App {
        var version: String?
        var source: String?
        if let forced {
            (version, source) = (forced.version, forced.source)
        } else if let t = facts.target(app) {
            (version, source) = (t.deploymentTarget?.description, t.deploymentTargetSource)
        } else if let file = app.files.first, let v = index.deploymentTarget(for: file) {
            (version, source) = ("\(v.0).\(v.1)", "the nearest Package.swift, project, project.yml or Podfile")
        }
        var out = App(name: app.name, project: app.project, deploymentTarget: version, deploymentTargetSource: source,
                      lifeCycle: app.lifeCycle.label, status: "adopted", reason: nil, location: nil, swiftFiles: app.files.count)
        guard app.lifeCycle == .uikitWithoutScenes else {
            out.reason = app.lifeCycle == .swiftUIApp ? "a SwiftUI App has scenes" : "the app has a scene delegate or scene manifest"
            return out
        }
        let mine = pending.filter { f in
            sceneRules.contains(f.ruleID) && index.apps(for: f.path).contains { $0.name == app.name && $0.project == app.project }
        }
        let window = mine.filter { $0.ruleID == sceneRules[0] }
        let fixes = window.filter { $0.fix != nil }
        let blockers = mine.filter { $0.fix == nil }
        if let blocker = blockers.first {
            out.status = "blocked"
            out.reason = blocker.message
            out.location = "\(blocker.path):\(blocker.line)"
        } else if let fix = fixes.first(where: { $0.safety == .review }) ?? fixes.first {
            out.status = fix.safety == .review ? "migratable-review" : "migratable-safe"
            out.reason = fix.fix?.title
            out.location = "\(fix.path):\(fix.line)"
        } else {
            out.status = "blocked"
            out.reason = ran.contains(sceneRules[0])
                ? "no window setup that unfold can move to a scene delegate was found in the app's files"
                : "app-delegate-window did not run (see --select and --ignore)"
        }
        return out
    }
}

/// The project facts the report needs per app target (what `unfold project` shows).
struct ProjectModelFacts {
    let index: ProjectIndex
    let swiftPaths: [String]

    /// The native target of an app from a project (nil for an app folder).
    func target(_ app: ProjectIndex.App) -> XcodeProjectFacts.TargetFacts? {
        guard let project = app.project, let p = index.projects.first(where: { $0.path == project }) else { return nil }
        return p.nativeTargets.first { $0.name == app.name }
    }
}

/// Kind labels shared by every rendering.
extension MigrationReport {
    static let kinds: [(key: String, label: String, plural: String)] = [
        ("safe", "safe fix", "safe fixes"), ("review", "review fix", "review fixes"), ("finding", "finding", "findings"),
    ]

    static func statusLabel(_ status: String) -> String {
        switch status {
        case "adopted": return "adopted"
        case "migratable-safe": return "migratable by unfold (safe fix)"
        case "migratable-review": return "migratable by unfold (review fix)"
        default: return "blocked"
        }
    }

    /// `12 safe fixes, 3 review fixes, 5 findings`.
    static func split(_ c: Counts) -> String {
        func n(_ v: Int, _ one: String, _ many: String) -> String { "\(v) \(v == 1 ? one : many)" }
        return [n(c.safe, "safe fix", "safe fixes"), n(c.review, "review fix", "review fixes"), n(c.finding, "finding", "findings")].joined(separator: ", ")
    }

    func json() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        data.append(10)
        return [UInt8](data)
    }
}

/// `unfold report --format markdown`: the same numbers for a pull-request
/// comment or a wiki page (every text from the code escaped with `MarkdownReport.text`).
extension MigrationReport {
    func markdown() -> [UInt8] {
        let t = MarkdownReport.text
        var out = "### unfold migration report\n\n"
        out += "\(swiftFiles) Swift files in \(paths.map { "`" + $0.replacingOccurrences(of: "`", with: "'") + "`" }.joined(separator: " ")); pending: "
        out += "**\(totals.safe)** safe fixes, **\(totals.review)** review fixes, **\(totals.finding)** findings in \(filesWithWork) files.\n\n"
        out += "#### Readiness\n\n"
        if apps.isEmpty {
            out += "No app target or app folder was found; the life cycle of the code is \(t(lifeCycleWithoutApps ?? "unknown")).\n\n"
        } else {
            out += "| app | deployment target | life cycle | scene life cycle | why |\n|---|---|---|---|---|\n"
            for a in apps {
                let why = (a.reason.map(t) ?? "") + (a.location.map { " (\(t($0)))" } ?? "")
                out += "| \(t(a.name)) | \(a.deploymentTarget.map { "iOS " + t($0) } ?? "unknown") | \(t(a.lifeCycle)) | \(t(MigrationReport.statusLabel(a.status))) | \(why.isEmpty ? " " : why) |\n"
            }
            out += "\n"
        }
        func table(_ head: String, _ rows: [(String, Counts)]) -> String {
            var s = "| \(head) | safe fixes | review fixes | findings | total |\n|---|---:|---:|---:|---:|\n"
            for (name, c) in rows { s += "| \(name) | \(c.safe) | \(c.review) | \(c.finding) | \(c.total) |\n" }
            return s + "\n"
        }
        if !transforms.isEmpty {
            out += "#### By transform\n\n" + table("transform", transforms.map { (t($0.id), $0.counts) } + [("**total**", totals)])
            out += "#### Where the work is (folders under \(t(areaRoot)))\n\n" + table("folder", areas.map { (t($0.name), $0.counts) })
            out += "#### Files with the most pending work\n\n" + table("file", topFiles.map { (t($0.name), $0.counts) })
        } else {
            out += "Nothing pending.\n\n"
        }
        if let history {
            out += "#### Progress over time (oldest first)\n\n" + table("commit", history.map { (t(String($0.commit.prefix(7)) + " " + $0.date), $0.counts) })
        }
        out += "Counts only: no effort estimates. Safe fixes: `unfold fix`; review fixes: `unfold fix --unsafe`, checked by a person; findings: a person.\n"
        return Array(out.utf8)
    }
}
