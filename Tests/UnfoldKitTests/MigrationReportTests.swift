// `unfold report` (issue 20): readiness per app, counts by kind, folders and
// files, the self-contained page (SVG that parses as XML, a table for every
// chart, no script, no external reference, the review page's CSP), the JSON
// fields against docs/report.md, markdown, `--history N` over a scratch git
// repository with its per-commit cache, and a render in headless Chromium
// (skipped when no `chromium` / `chromium-browser` is on PATH).
import Foundation
#if canImport(FoundationXML)
import FoundationXML  // XMLParser on Linux
#endif
import Testing
import SwiftTree
import Transforms
@testable import UnfoldKit

// MARK: - Helpers

private let reportPackageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

private func occurrences(_ needle: String, in s: String) -> Int { s.components(separatedBy: needle).count - 1 }

/// Every `<svg …>…</svg>` of the page (not nested in this page).
private func svgs(_ html: String) -> [String] {
    var out: [String] = []
    var rest = html[...]
    while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
        out.append(String(rest[start.lowerBound..<end.upperBound]))
        rest = rest[end.upperBound...]
    }
    return out
}

/// Whether `xml` parses as an XML document (the error when not).
private func xmlError(_ xml: String) -> String? {
    let parser = XMLParser(data: Data(xml.utf8))
    return parser.parse() ? nil : (parser.parserError.map { "\($0)" } ?? "parse failed")
}

/// Nothing loads or links outside the page but `allowedFile` (the review page), and no script.
private func expectSelfContainedReport(_ html: String, allowedFile: String? = nil) {
    let lower = html.lowercased()
    for bad in ["<script", "<link", "<img", "<iframe", "<object", "<embed", "src=", "url(", "@import", "srcset", "http://", "https://", "javascript:"] {
        #expect(!lower.contains(bad), "page contains \(bad)")
    }
    var rest = html[...]
    while let r = rest.range(of: "href=\"") {
        let target = rest[r.upperBound...].prefix { $0 != "\"" }
        #expect(target.hasPrefix("#") || (allowedFile.map { target.hasPrefix($0 + "#") || target == $0 } ?? false), "link to \(target)")
        rest = rest[r.upperBound...]
    }
    #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLReport.contentSecurityPolicy)\">"))
}

private func git(_ args: [String], in dir: String) throws {
    let r = Git.run(["-c", "user.name=t", "-c", "user.email=t@e", "-c", "commit.gpgsign=false"] + args, in: dir)
    if r.status != 0 { throw ReportTestError(message: "git \(args.joined(separator: " ")): \(r.stderr)") }
}

private struct ReportTestError: Error { var message: String }

private func scratch() throws -> OutputScratch { try OutputScratch() }

/// A line `uiscreen-main` reports (a finding without a fix).
private let screenWidthLine = "let w = UIScreen.main.bounds.width\n"

/// A git repository whose first-parent history has three commits with 1, 3
/// and 2 `uiscreen-main` findings (commit dates one day apart), the last one
/// also holding a copy of the example app under App/.
private func historyRepository() throws -> OutputScratch {
    let s = try scratch()
    try git(["init", "-q", "-b", "main"], in: s.path)
    func commit(_ message: String, day: Int) throws {
        try git(["add", "-A"], in: s.path)
        let date = "2026-01-0\(day)T12:00:00Z"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@e", "-c", "commit.gpgsign=false", "commit", "-q", "-m", message]
        p.currentDirectoryURL = URL(fileURLWithPath: s.path)
        p.environment = ProcessInfo.processInfo.environment.merging(["GIT_COMMITTER_DATE": date, "GIT_AUTHOR_DATE": date]) { $1 }
        try p.run()
        p.waitUntilExit()
        if p.terminationStatus != 0 { throw ReportTestError(message: "git commit failed") }
    }
    try s.write("Feature/A.swift", "import UIKit\n" + screenWidthLine)
    try commit("one", day: 1)
    try s.write("Feature/B.swift", "import UIKit\n" + screenWidthLine + screenWidthLine)
    try commit("two", day: 2)
    try FileManager.default.removeItem(atPath: s.abs("Feature/A.swift"))
    try FileManager.default.copyItem(atPath: reportPackageRoot + "/Examples/LegacyApp/LegacyApp", toPath: s.abs("App"))
    try commit("three", day: 3)
    return s
}

/// The report of `args` as JSON.
private func reportJSON(_ args: [String], cwd: String) throws -> (doc: [String: Any], err: String) {
    let r = runUnfold(["report", "--format", "json"] + args, cwd: cwd)
    #expect(r.code == .clean, "\(r.err)")
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.out)) as? [String: Any], "\(r.stdout)")
    return (doc, r.err)
}

// MARK: - The model

@Suite struct MigrationReportModelTests {
    private func finding(_ id: String, _ path: String, _ safety: FixSafety?, message: String = "m") -> Finding {
        let fix = safety.map { Fix(safety: $0, title: "fix \(id)", edits: [Edit(path: path, range: 0..<0, replacement: "x")]) }
        return Finding(ruleID: id, path: path, offset: 0, line: 3, column: 1, message: message, fix: fix)
    }

    @Test func countsByKindFolderAndFileLeavingOutSuperseded() {
        let findings = [finding("alpha", "App/Feature/A.swift", .safe), finding("alpha", "App/Feature/A.swift", .review),
                        finding("beta", "App/Feature/B.swift", nil), finding("beta", "App/Core/C.swift", nil),
                        finding("beta", "App/Core/C.swift", nil), finding("beta", "App/Core/C.swift", nil),
                        finding("alpha", "App/Top.swift", .safe), finding("beta", "App/Core/C.swift", nil)]
        let result = EngineResult(findings: findings, applied: [0, 6], superseded: [7], changes: [], problems: [])
        let index = ProjectIndex(summaries: [], otherFiles: [])
        let cat = TransformCatalog(transforms: [], documentation: [:])
        let paths = ["App/Feature/A.swift", "App/Feature/B.swift", "App/Core/C.swift", "App/Top.swift", "App/Core/D.swift"]
        let r = MigrationReport.build(result: result, index: index, swiftPaths: paths, catalog: cat, paths: ["App"], ran: [], deploymentTargetOverride: nil)
        #expect(r.totals == MigrationReport.Counts(safe: 2, review: 1, finding: 4))
        #expect(r.transforms.map(\.id) == ["alpha", "beta"])
        #expect(r.transforms[0].counts == MigrationReport.Counts(safe: 2, review: 1, finding: 0))
        #expect(r.areaRoot == "App")
        #expect(r.areas.map(\.name) == ["Core", "Feature", MigrationReport.topLevelArea], "most pending first")
        #expect(r.areas[0].counts.finding == 3 && r.areas[0].files == 1, "the superseded finding is not pending")
        #expect(r.areas[1].counts.total == 3 && r.areas[1].files == 2)
        #expect(r.topFiles.map(\.name) == ["App/Core/C.swift", "App/Feature/A.swift", "App/Feature/B.swift", "App/Top.swift"])
        #expect(r.filesWithWork == 4)
        #expect(r.lifeCycleWithoutApps != nil && r.apps.isEmpty)
        // One folder holding everything: areas go a level deeper, until five are told apart (or three levels).
        let deep = ["Sources/App/A/x.swift", "Sources/App/B/x.swift", "Sources/Shared/C/x.swift", "Sources/Kit/x.swift", "Sources/UI/x.swift", "Tests/T/x.swift"]
        let deepResult = EngineResult(findings: deep.map { finding("beta", $0, nil) }, applied: [], changes: [], problems: [])
        let d = MigrationReport.build(result: deepResult, index: index, swiftPaths: deep, catalog: cat, paths: ["."], ran: [], deploymentTargetOverride: nil)
        #expect(d.areaRoot == ".")
        #expect(Set(d.areas.map(\.name)) == ["Sources/App", "Sources/Shared", "Sources/Kit", "Sources/UI", "Tests/T"])
    }

    @Test func commonFolderAndArea() {
        #expect(MigrationReport.commonFolder(["a/b/c.swift", "a/b/d/e.swift"]) == "a/b")
        #expect(MigrationReport.commonFolder(["a/x.swift", "b/y.swift"]) == ".")
        #expect(MigrationReport.commonFolder(["x.swift"]) == ".")
        #expect(MigrationReport.area(of: "a/b/d/e.swift", root: "a/b") == "d")
        #expect(MigrationReport.area(of: "a/b/c.swift", root: "a/b") == MigrationReport.topLevelArea)
        #expect(MigrationReport.area(of: "Sources/X.swift", root: ".") == "Sources")
        #expect(MigrationReport.area(of: "Sources/App/Settings/X.swift", root: ".", depth: 2) == "Sources/App")
        #expect(MigrationReport.area(of: "Sources/X.swift", root: ".", depth: 2) == "Sources")
        #expect(MigrationReport.area(of: "X.swift", root: ".", depth: 2) == MigrationReport.topLevelArea)
        #expect(Session.relativePath(from: "/a/b/out", to: "/a/b/out/review.html") == "review.html")
        #expect(Session.relativePath(from: "/a/b/out", to: "/a/c/r v.html") == "../../c/r v.html")
        #expect(MigrationReportPage.relativeLink("../c/r v#1.html") == "../c/r%20v%231.html")
    }

    /// An app folder (an Info.plist without scenes) and the findings of app-delegate-window in it.
    private func readiness(_ findings: [Finding], ran: Set<String> = ["app-delegate-window"]) -> MigrationReport.App? {
        let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleName</key><string>X</string></dict></plist>\n"
        let source = "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let index = ProjectIndex(trees: [(path: "App/AppDelegate.swift", tree: SyntaxTree(bytes: Array(source.utf8)))],
                                 otherFiles: [SourceInput(path: "App/Info.plist", bytes: Array(plist.utf8))])
        guard let app = index.apps.first else { return nil }
        #expect(app.lifeCycle == .uikitWithoutScenes)
        return MigrationReport.readiness(app, pending: findings, index: index, facts: ProjectModelFacts(index: index, swiftPaths: []), ran: ran, override: ("15.0", "--deployment-target"))
    }

    @Test func readinessSaysMigratableOrBlockedAndWhy() throws {
        let safe = try #require(readiness([finding("app-delegate-window", "App/AppDelegate.swift", .safe)]))
        #expect(safe.status == "migratable-safe" && safe.reason == "fix app-delegate-window" && safe.location == "App/AppDelegate.swift:3")
        #expect(safe.deploymentTarget == "15.0" && safe.deploymentTargetSource == "--deployment-target")
        let review = try #require(readiness([finding("app-delegate-window", "App/AppDelegate.swift", .safe), finding("app-delegate-window", "App/AppDelegate.swift", .review)]))
        #expect(review.status == "migratable-review")
        let blocked = try #require(readiness([finding("app-delegate-window", "App/AppDelegate.swift", nil, message: "its Info.plist is generated")]))
        #expect(blocked.status == "blocked" && blocked.reason == "its Info.plist is generated")
        let elsewhere = try #require(readiness([finding("app-delegate-window", "Other/AppDelegate.swift", .safe), finding("uiscreen-main", "App/AppDelegate.swift", nil)]))
        #expect(elsewhere.status == "blocked", "another app's finding, or another rule's, says nothing about this app")
        let notRun = try #require(readiness([], ran: []))
        #expect(notRun.reason?.contains("did not run") == true)
    }

    @Test func swiftUIAppIsAdopted() throws {
        let s = try scratch()
        defer { s.remove() }
        try s.write("App/Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict></dict></plist>\n")
        try s.write("App/MyApp.swift", "import SwiftUI\n@main struct MyApp: App {\n    var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n")
        let (doc, _) = try reportJSON(["."], cwd: s.path)
        let apps = try #require(doc["apps"] as? [[String: Any]])
        #expect(apps.count == 1)
        #expect(apps.first?["status"] as? String == "adopted")
        #expect(apps.first?["lifeCycle"] as? String == "SwiftUI App")
    }
}

// MARK: - The page

@Suite struct MigrationReportPageTests {
    /// A report with every section and hostile names.
    static func sample(history: Bool = true) -> MigrationReport {
        typealias C = MigrationReport.Counts
        let areas = (0..<25).map { MigrationReport.Area(name: $0 == 0 ? "<Evil & \"Co\">'s" : "Folder\($0)", counts: C(safe: 30 - $0, review: $0 % 3, finding: $0 % 5), files: 1) }
        return MigrationReport(
            tool: .init(name: "unfold", version: UnfoldVersion.current), paths: ["App <x>"], totals: C(safe: 10, review: 2, finding: 7), swiftFiles: 40,
            apps: [MigrationReport.App(name: "Shop & <Co>", project: "Shop.xcodeproj/project.pbxproj", deploymentTarget: "15.0", deploymentTargetSource: "project.pbxproj:12",
                                       lifeCycle: "UIKit without scenes", status: "blocked", reason: "its Info.plist is `generated`", location: "App/AppDelegate.swift:4", swiftFiles: 12)],
            lifeCycleWithoutApps: nil,
            transforms: [.init(id: "uiscreen-main", summary: "a <summary>", counts: C(safe: 0, review: 0, finding: 7))],
            areaKind: "folder", areaRoot: ".", areas: areas, topFiles: [.init(name: "App/<A>.swift", counts: C(safe: 3, review: 0, finding: 1), reviewLink: "t-x-f-1")],
            filesWithWork: 30, reviewPage: "review.html",
            history: history ? (0..<5).map { i in
                MigrationReport.HistoryPoint(commit: String(repeating: "\(i)", count: 40), date: "2026-01-0\(i + 1)", time: 1_700_000_000 + i * 86400,
                                             counts: C(safe: 10 - i, review: 2, finding: 7 - i), swiftFiles: 40, cached: false)
            } : nil)
    }

    @Test func chartsAreXMLWithATableOfTheirNumbers() throws {
        let html = String(decoding: MigrationReportPage.render(Self.sample()), as: UTF8.self)
        let all = svgs(html)
        let charts = all.filter { $0.hasPrefix("<svg class=\"chart\"") }
        #expect(charts.count == 2, "the folders and the history")
        for svg in all { #expect(xmlError(svg) == nil, "\(xmlError(svg) ?? ""): \(svg.prefix(200))") }
        // 20 folders drawn, the other 5 summed in one bar; the table lists all 25.
        let bars = try #require(charts.first)
        #expect(occurrences("<g>", in: bars) == 21)
        #expect(bars.contains("5 other folders"))
        #expect(bars.contains("&lt;Evil &amp; &quot;Co&quot;&gt;&#39;s"))
        #expect(bars.contains("30: 30 safe, 0 review, 0 findings"), "each bar says its numbers in words")
        let whereSection = try #require(html.range(of: "<section id=\"where\">").map { String(html[$0.lowerBound...]) })
        let table = String(whereSection[whereSection.range(of: "<table")!.lowerBound..<whereSection.range(of: "</table>")!.upperBound])
        #expect(occurrences("<tr><td><code>", in: table) == 25)
        // The history: commits named under the axis, one row per commit.
        let area = charts[1]
        #expect(occurrences("<polygon", in: area) == 3)
        #expect(area.contains("0000000 2026-01-01") && area.contains("4444444 2026-01-05"))
        #expect(occurrences("<td><code>", in: String(html[html.range(of: "<section id=\"history\">")!.lowerBound...])) == 5)
        // The legend names the kinds in words.
        #expect(html.contains("safe fix (unfold applies it)") && html.contains("finding (a person does the work)"))
        expectSelfContainedReport(html, allowedFile: "review.html")
        #expect(html.contains("href=\"review.html#t-x-f-1\""))
        #expect(!html.contains("<Evil") && !html.contains("Shop & <Co>") && !html.contains("<summary>"))
        #expect(html.contains("its Info.plist is <code>generated</code>"))
    }

    @Test func emptyReportHasNoChart() {
        var r = Self.sample(history: false)
        r.areas = []
        r.topFiles = []
        r.transforms = []
        r.reviewPage = nil
        let html = String(decoding: MigrationReportPage.render(r), as: UTF8.self)
        #expect(svgs(html).filter { $0.hasPrefix("<svg class=\"chart\"") }.isEmpty)
        #expect(html.contains("Nothing pending."))
        expectSelfContainedReport(html)
    }

    @Test func singleCommitHistoryIsDrawn() throws {
        var r = Self.sample()
        r.history = Array(r.history!.prefix(1))
        let html = String(decoding: MigrationReportPage.render(r), as: UTF8.self)
        let chart = try #require(svgs(html).last)
        #expect(xmlError(chart) == nil)
        #expect(chart.contains("<polygon") && chart.contains("0000000 2026-01-01"))
    }

    @Test func markdownHasEveryTable() {
        let md = String(decoding: Self.sample().markdown(), as: UTF8.self)
        #expect(md.contains("| Shop &amp; &lt;Co&gt; | iOS 15.0 | UIKit without scenes | blocked |"))
        #expect(md.contains("#### Where the work is"))
        #expect(md.contains("| 4444444 2026-01-05 | 6 | 2 | 3 | 11 |"))
        #expect(!md.contains("<Evil"))
    }
}

// MARK: - The command

@Suite struct MigrationReportCLITests {
    @Test func parsesReportOptions() throws {
        let inv = try CLI.parse(["report", "--history", "12", "--since", "12 weeks ago", "-o", "r.html", "--html", "v.html"])
        #expect(inv.command == .report && inv.history == 12 && inv.since == "12 weeks ago" && inv.output == "r.html" && inv.paths == ["."])
        #expect(try CLI.parse(["report", "--format", "markdown"]).format == .markdown)
        #expect(try CLI.parse(["report", "--format", "html"]).formatHTML)
        #expect(throws: UsageError.self) { try CLI.parse(["report", "--format", "sarif"]) }
        #expect(throws: UsageError.self) { try CLI.parse(["check", "--format", "html"]) }
        #expect(try CLI.parse(["check", "--format", "json"]).format == .json, "check keeps its formats")
        #expect(throws: UsageError.self) { try CLI.parse(["diff", "--format", "json"]) }
        #expect(throws: UsageError.self) { try CLI.parse(["check", "--history", "3"]) }
        #expect(throws: UsageError.self) { try CLI.parse(["report", "--since", "2026-01-01"]) }
        #expect(throws: UsageError.self) { try CLI.parse(["report", "--history", "0"]) }
        #expect(throws: UsageError.self) { try CLI.parse(["report", "--split-dir", "p"]) }
    }

    @Test func reportOnTheExampleApp() throws {
        let s = try scratch()
        defer { s.remove() }
        let r = runUnfold(["report", "--no-cache", "-o", s.abs("out/report.html"), "--html", s.abs("out/review.html"), "Examples/LegacyApp"], cwd: reportPackageRoot)
        #expect(r.code == .clean, "\(r.err)")
        #expect(r.out.isEmpty)
        #expect(r.err.contains("report in \(s.abs("out/report.html"))"))
        let html = try #require(s.text("out/report.html"))
        let review = try #require(s.text("out/review.html"))
        expectSelfContainedReport(html, allowedFile: "review.html")
        for svg in svgs(html) { #expect(xmlError(svg) == nil) }
        // The app: UIKit without scenes, which unfold migrates.
        #expect(html.contains("<strong>LegacyApp</strong>") || html.contains("<strong>Examples/LegacyApp/LegacyApp</strong>"))
        #expect(html.contains("migratable by unfold"))
        #expect(html.contains("<code>app-delegate-window</code>"))
        // Every link into the review page lands on a file view there.
        var rest = html[...]
        var links = 0
        while let r = rest.range(of: "href=\"review.html#") {
            let fragment = String(rest[r.upperBound...].prefix { $0 != "\"" })
            #expect(review.contains("id=\"\(fragment)\""), "\(fragment)")
            links += 1
            rest = rest[r.upperBound...]
        }
        #expect(links >= 3)
        // The numbers agree with `check`.
        let check = runUnfold(["check", "--no-cache", "--format", "json", "Examples/LegacyApp"], cwd: reportPackageRoot)
        let findings = try #require((try JSONSerialization.jsonObject(with: Data(check.out)) as? [String: Any])?["findings"] as? [[String: Any]])
        let pending = findings.filter { $0["superseded"] == nil }
        let (doc, _) = try reportJSON(["--no-cache", "Examples/LegacyApp"], cwd: reportPackageRoot)
        let totals = try #require(doc["totals"] as? [String: Int])
        #expect(totals["total"] == pending.count)
        #expect(totals["finding"] == pending.filter { $0["fix"] == nil }.count)
        #expect(totals["review"] == pending.filter { ($0["fix"] as? [String: Any])?["safety"] as? String == "review" }.count)
        // Markdown on stdout.
        let md = runUnfold(["report", "--no-cache", "--format", "markdown", "Examples/LegacyApp"], cwd: reportPackageRoot)
        #expect(md.stdout.hasPrefix("### unfold migration report") && md.stdout.contains("| **total** |"))
    }

    @Test func historyIsCachedPerCommitAndLeavesTheTreeAlone() throws {
        let s = try historyRepository()
        defer { s.remove() }
        let first = try reportJSON(["--history", "3", "."], cwd: s.path)
        #expect(first.err.contains("history: 3 commits, 3 analysed, 0 from the cache."), "\(first.err)")
        let history = try #require(first.doc["history"] as? [[String: Any]])
        let totals = history.map { ($0["counts"] as? [String: Int])?["total"] ?? -1 }
        #expect(totals.count == 3 && totals[0] >= 1 && totals[1] == 3 * totals[0], "the counts of each commit: \(totals)")
        #expect(history.map { $0["date"] as? String ?? "" } == ["2026-01-01", "2026-01-02", "2026-01-03"])
        #expect((history.last?["counts"] as? [String: Int])?["total"] ?? 0 > 2, "the example app's work at the third commit")
        #expect(history.allSatisfy { $0["cached"] as? Bool == false })
        #expect(FileManager.default.fileExists(atPath: s.abs(".unfold-cache/report-history")))
        // Nothing changed in the tree (the cache folder ignores itself).
        #expect(Git.run(["status", "--porcelain"], in: s.path).stdout.isEmpty)
        // The second run analyses nothing and says the same.
        let second = try reportJSON(["--history", "3", "."], cwd: s.path)
        #expect(second.err.contains("history: 3 commits, 0 analysed, 3 from the cache."), "\(second.err)")
        let again = try #require(second.doc["history"] as? [[String: Any]])
        #expect(again.allSatisfy { $0["cached"] as? Bool == true })
        #expect(again.map { $0["counts"] as? [String: Int] ?? [:] } == history.map { $0["counts"] as? [String: Int] ?? [:] })
        // Other options are another key; --no-cache reads nothing.
        let other = try reportJSON(["--history", "3", "--ignore", "uiscreen-main", "."], cwd: s.path)
        #expect(other.err.contains("3 analysed"), "\(other.err)")
        #expect((((other.doc["history"] as? [[String: Any]])?.first?["counts"] as? [String: Int])?["total"] ?? 99) < totals[0])
        let none = try reportJSON(["--history", "2", "--no-cache", "."], cwd: s.path)
        #expect(none.err.contains("2 commits, 2 analysed, 0 from the cache."), "\(none.err)")
        // A HEAD that moved on: only the new commit is analysed.
        try s.write("Feature/C.swift", "import UIKit\n" + screenWidthLine)
        try git(["add", "-A"], in: s.path)
        try git(["commit", "-q", "-m", "four"], in: s.path)
        let moved = try reportJSON(["--history", "4", "."], cwd: s.path)
        #expect(moved.err.contains("4 commits, 1 analysed, 3 from the cache."), "\(moved.err)")
    }

    @Test func historyOutsideGitIsAnError() throws {
        let s = try scratch()
        defer { s.remove() }
        try s.write("A.swift", "import UIKit\n" + screenWidthLine)
        let r = runUnfold(["report", "--history", "2", "."], cwd: s.path)
        #expect(r.code == .error)
        #expect(r.err.contains("--history needs a git repository"))
        #expect(r.out.isEmpty)
    }

    @Test func samplingIsEvenInTime() {
        let commits = (0..<100).reversed().map { ReportHistory.Commit(hash: "h\($0)", time: $0 * 3600, date: "") }
        let picked = ReportHistory.sample(commits, count: 5)
        // Instants at 0, 24.75, 49.5, 74.25 and 99 hours: the last commit at or before each.
        #expect(picked.map(\.hash) == ["h0", "h24", "h49", "h74", "h99"], "\(picked.map(\.hash))")
        #expect(ReportHistory.sample(Array(commits.prefix(3)), count: 10).map(\.hash) == ["h97", "h98", "h99"])
        // Bursts: many commits in one hour, one a week later.
        let burst = [ReportHistory.Commit(hash: "late", time: 7 * 86400, date: "")] + (0..<20).reversed().map { ReportHistory.Commit(hash: "b\($0)", time: $0, date: "") }
        #expect(ReportHistory.sample(burst, count: 3).map(\.hash) == ["b0", "b19", "late"])
    }
}

// MARK: - JSON fields

@Suite struct MigrationReportJSONDocTests {
    static func documentedFields() throws -> [(path: String, presence: String)] {
        let doc = try String(contentsOfFile: reportPackageRoot + "/docs/report.md", encoding: .utf8)
        let begin = try #require(doc.range(of: "<!-- report-json-fields: begin -->"))
        let end = try #require(doc.range(of: "<!-- report-json-fields: end -->"))
        return doc[begin.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return (cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[2])
        }
    }

    /// Every key path of `value`, and for each the objects at its level and how many hold it.
    static func keyPaths(_ value: Any, prefix: String = "", into paths: inout [String: (objects: Int, holding: Int)]) {
        if let d = value as? [String: Any] {
            for (k, v) in d {
                let p = prefix.isEmpty ? k : prefix + "." + k
                paths[p, default: (0, 0)].holding += 1
                keyPaths(v, prefix: p, into: &paths)
            }
        } else if let a = value as? [Any] {
            for v in a { keyPaths(v, prefix: prefix + "[]", into: &paths) }
        }
    }

    /// How many objects sit at the level of `path` (`apps[].name` → the elements of `apps`).
    static func objects(at path: String, in value: Any) -> Int {
        let parts = path.split(separator: ".").dropLast()
        var level: [Any] = [value]
        for part in parts {
            let isArray = part.hasSuffix("[]")
            let key = isArray ? String(part.dropLast(2)) : String(part)
            level = level.compactMap { ($0 as? [String: Any])?[key] }
            if isArray { level = level.flatMap { $0 as? [Any] ?? [] } }
        }
        return level.count
    }

    @Test func realOutputMatchesTheDocumentedFields() throws {
        let documented = try Self.documentedFields()
        #expect(documented.count >= 40, "the table was read")
        #expect(Set(documented.map(\.path)).count == documented.count, "a field listed twice")
        let s = try historyRepository()
        defer { s.remove() }
        let (value, _) = try reportJSON(["--history", "3", "--deployment-target", "15.0", "--html", s.abs("review.html"), "."], cwd: s.path)
        var seen: [String: (objects: Int, holding: Int)] = [:]
        Self.keyPaths(value, into: &seen)
        let names = Set(documented.map(\.path))
        for path in seen.keys.sorted() where !names.contains(path) {
            Issue.record("`\(path)` is in the report's JSON but not in docs/report.md")
        }
        for (path, presence) in documented {
            let holding = seen[path]?.holding ?? 0
            if presence == "always" {
                let parentPresent = !path.contains(".") || Self.objects(at: path, in: value) > 0
                if parentPresent { #expect(holding == Self.objects(at: path, in: value), "`\(path)` is documented as always present") }
            }
        }
        // The conditional fields this run should show.
        for path in ["apps[].deploymentTarget", "apps[].location", "topFiles[].reviewLink", "reviewPage", "history[].commit"] {
            #expect(seen[path] != nil, "`\(path)` should appear in this run")
        }
        let apps = try #require(value["apps"] as? [[String: Any]])
        for a in apps { #expect(["adopted", "migratable-safe", "migratable-review", "blocked"].contains(a["status"] as? String ?? "")) }
        let tool = try #require(value["tool"] as? [String: Any])
        #expect(tool["version"] as? String == UnfoldVersion.current)
    }
}

// MARK: - Headless Chromium

private let reportChromium: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser"] {
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
    }
    return nil
}()

/// Runs chromium headless with `args` + `url`; returns stdout. Killed after `timeout` seconds.
private func runReportChromium(_ binary: String, _ args: [String], url: String, timeout: Double = 60) throws -> (status: Int32, out: String) {
    let profile = try makeTemporaryFolder("unfold-report-chromium")
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: binary)
    p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                   "--user-data-dir=\(profile)"] + args + [url]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let killer = DispatchWorkItem { if p.isRunning { p.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    killer.cancel()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite struct MigrationReportChromiumTests {
    @Test(.enabled(if: reportChromium != nil, "no chromium / chromium-browser on PATH"), .timeLimit(.minutes(2)))
    func rendersTheReportWithItsChartsInHeadlessChromium() throws {
        let binary = reportChromium!
        let s = try historyRepository()
        defer { s.remove() }
        let page = s.abs("out/report.html")
        let r = runUnfold(["report", "--quiet", "--history", "3", "-o", page, "."], cwd: s.path)
        #expect(r.code == .clean, "\(r.err)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        expectSelfContainedReport(html)
        #expect(svgs(html).filter { $0.hasPrefix("<svg class=\"chart\"") }.count == 2)

        // Variants: the probe (a script reports where the charts are drawn),
        // the charts alone (everything else hidden, in place) and nothing at all.
        let unlocked = html.replacingOccurrences(of: #"<meta http-equiv="Content-Security-Policy""#, with: "<meta name=\"x-csp-removed\"")
        let probeScript = """
            <script>
            const charts = [...document.querySelectorAll('svg.chart')].map(c => { const b = c.getBoundingClientRect();
              return {top: b.top + window.scrollY, height: b.height, width: b.width,
                      marks: [...c.querySelectorAll('rect, polygon')].filter(m => { const r = m.getBoundingClientRect(); return r.width > 0 && r.height > 0; }).length}; });
            const p = document.createElement('pre'); p.id = 'probe';
            p.textContent = JSON.stringify({charts, overflow: document.documentElement.scrollWidth - window.innerWidth, text: document.body.innerText});
            document.body.appendChild(p);
            </script>
            """
        let hideAll = "<style>body * { visibility: hidden !important; }</style>"
        let chartsOnly = "<style>body * { visibility: hidden !important; } svg.chart, svg.chart * { visibility: visible !important; }</style>"
        let variants = ["probe": unlocked.replacingOccurrences(of: "</body>", with: probeScript + "</body>"),
                        "charts": html.replacingOccurrences(of: "</head>", with: chartsOnly + "</head>"),
                        "blank": html.replacingOccurrences(of: "</head>", with: hideAll + "</head>")]
        for (name, text) in variants { try text.write(toFile: s.abs("out/\(name).html"), atomically: false, encoding: .utf8) }
        func url(_ name: String) -> String { URL(fileURLWithPath: s.abs("out/\(name).html")).absoluteString }
        let size = "--window-size=1400,3000"
        nonisolated(unsafe) var results: [(status: Int32, out: String)?] = [nil, nil, nil, nil]
        nonisolated(unsafe) var errors: [(any Error)?] = [nil, nil, nil, nil]
        let jobs: [(args: [String], url: String)] = [
            (["--screenshot=\(s.abs("out/page.png"))", size, "--hide-scrollbars"], URL(fileURLWithPath: page).absoluteString),
            (["--screenshot=\(s.abs("out/charts.png"))", size, "--hide-scrollbars"], url("charts")),
            (["--screenshot=\(s.abs("out/blank.png"))", size, "--hide-scrollbars"], url("blank")),
            (["--dump-dom", size], url("probe")),
        ]
        DispatchQueue.concurrentPerform(iterations: jobs.count) { k in
            do { results[k] = try runReportChromium(binary, jobs[k].args, url: jobs[k].url) } catch { errors[k] = error }
        }
        for e in errors { if let e { throw e } }

        func png(_ name: String) throws -> Data {
            let data = try #require(FileManager.default.contents(atPath: s.abs("out/\(name).png")), "no \(name).png")
            #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let be32 = { (o: Int) in data[o..<(o + 4)].reduce(0) { $0 << 8 | Int($1) } }
            #expect(be32(16) == 1400 && be32(20) == 3000)
            return data
        }
        let whole = try png("page"), charts = try png("charts"), blank = try png("blank")
        #expect(whole.count > 40_000, "page screenshot is \(whole.count) bytes")
        // Pixels where the charts are: the charts alone compress far worse than the same page with nothing drawn.
        #expect(charts.count > blank.count + 8_000, "charts \(charts.count) bytes, blank \(blank.count) bytes")

        // The probe: both charts laid out inside the screenshot, with their marks drawn.
        let dom = try #require(results[3]).out
        let json = try #require(dom.range(of: "<pre id=\"probe\">").flatMap { start in
            dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex).map { String(dom[start.upperBound..<$0.lowerBound]) }
        })
        let decoded = json.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(decoded.utf8)) as? [String: Any])
        let laidOut = try #require(report["charts"] as? [[String: Any]])
        #expect(laidOut.count == 2)
        for c in laidOut {
            let top = c["top"] as? Double ?? -1, height = c["height"] as? Double ?? 0
            #expect(height > 40 && (c["width"] as? Double ?? 0) > 400, "\(c)")
            #expect(top >= 0 && top + height <= 3000, "chart inside the screenshot: \(c)")
            #expect((c["marks"] as? Int ?? 0) >= 3, "\(c)")
        }
        #expect((report["overflow"] as? Int ?? 1) <= 0, "page wider than the window")
        let visible = report["text"] as? String ?? ""
        for text in ["Readiness for the iOS 27 SDK", "Where the work is", "Progress over time", "uiscreen-main", "2026-01-03"] {
            #expect(visible.contains(text), "visible text lacks \(text)")
        }
    }
}

@Suite struct ReportHistoryExtractTests {
    @Test func onlyTheGivenPathsAndThePackagesAboveThemAreExtracted() throws {
        let s = try historyRepository()
        defer { s.remove() }
        try s.write("Package.swift", "// swift-tools-version:5.9\n")
        try s.write("Other/Big.swift", "let x = 1\n")
        try git(["add", "-A"], in: s.path)
        try git(["commit", "-q", "-m", "package"], in: s.path)
        let head = Git.run(["rev-parse", "HEAD"], in: s.path).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(ReportHistory.pathspecs(head, top: s.path, paths: ["Feature", "Missing"]) == ["Feature", "Package.swift"])
        #expect(ReportHistory.pathspecs(head, top: s.path, paths: ["Feature", "."]) == nil, "the top: the whole tree")
        let dir = try makeTemporaryFolder("unfold-extract")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(ReportHistory.extract(head, from: s.path, paths: ["Feature"], into: dir) == nil)
        #expect(FileManager.default.fileExists(atPath: dir + "/Feature/B.swift") && FileManager.default.fileExists(atPath: dir + "/Package.swift"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/Other") && !FileManager.default.fileExists(atPath: dir + "/App"))
        #expect(ReportHistory.extract(head, from: s.path, paths: ["Missing"], into: dir + "/none") == "none of the paths exists at this commit")
        // The report of a folder over history: the commits before it existed are left out, with a warning.
        let r = runUnfold(["report", "--format", "json", "--history", "4", "App"], cwd: s.path)
        #expect(r.code == .clean, "\(r.err)")
        #expect(r.err.contains("left out: none of the paths exists at this commit"), "\(r.err)")
        #expect(r.err.contains("history: 2 commits, 2 analysed"), "\(r.err)")
    }
}
