// Issue 19, items 1 (JSON carries the version) and 7 (what a new user
// tripped on): every format reports the same findings, --quiet keeps them,
// the GitHub levels, no empty fix branch, unused-suppression as a known
// rule, .unfold.json syntax errors with line and column, output folders.
import Foundation
import Testing
import Transforms
@testable import UnfoldKit

/// One finding as every format can name it.
struct ReportedItem: Hashable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    var rule: String
    var description: String { "\(path):\(line):\(column) \(rule)" }
}

/// Reads the findings back out of each `check --format` output.
enum ReportedItems {
    static func matches(_ pattern: String, _ text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            (1..<m.numberOfRanges).map { ns.substring(with: m.range(at: $0)) }
        }
    }

    static func lines(_ text: String) -> Int { text.split(separator: "\n").count }

    static func parse(_ format: String, _ text: String) throws -> [ReportedItem] {
        switch format {
        case "text":
            return matches(#"^(.+?):([0-9]+):([0-9]+): ([a-z0-9-]+): "#, text).map { ReportedItem(path: $0[0], line: Int($0[1])!, column: Int($0[2])!, rule: $0[3]) }
        case "xcode":
            return matches(#"^(.+?):([0-9]+):([0-9]+): (?:warning|note): .* \[([a-z0-9-]+)\]$"#, text).map { ReportedItem(path: $0[0], line: Int($0[1])!, column: Int($0[2])!, rule: $0[3]) }
        case "github":
            return matches(#"^::(?:warning|notice) file=([^,]+),line=([0-9]+),col=([0-9]+),title=([a-z0-9-]+)::"#, text).map { ReportedItem(path: $0[0], line: Int($0[1])!, column: Int($0[2])!, rule: $0[3]) }
        case "json":
            let doc = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let findings = try #require(doc["findings"] as? [[String: Any]])
            return findings.map { ReportedItem(path: $0["path"] as! String, line: $0["line"] as! Int, column: $0["column"] as! Int, rule: $0["rule"] as! String) }
        case "sarif":
            let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
            return results.map { r in
                let physical = ((r["locations"] as! [[String: Any]])[0]["physicalLocation"]) as! [String: Any]
                let region = physical["region"] as! [String: Any]
                let uri = (physical["artifactLocation"] as! [String: Any])["uri"] as! String
                return ReportedItem(path: uri.removingPercentEncoding ?? uri, line: region["startLine"] as! Int,
                                    column: region["startColumn"] as! Int, rule: r["ruleId"] as! String)
            }
        // These two name no column: the parity test compares them on (path, line, rule).
        case "gitlab":
            let issues = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
            return issues.map { i in
                let location = i["location"] as! [String: Any]
                return ReportedItem(path: location["path"] as! String, line: (location["lines"] as! [String: Any])["begin"] as! Int,
                                    column: 0, rule: i["check_name"] as! String)
            }
        case "markdown":
            return matches(#"^- (.+?):([0-9]+) — ([a-z0-9-]+) \("#, text).map { ReportedItem(path: $0[0], line: Int($0[1])!, column: 0, rule: $0[2]) }
        default:
            Issue.record("no parser for \(format)")
            return []
        }
    }
}

@Suite("Every format reports the same findings")
struct FormatParityTests {
    @Test func everyFormatReportsTheSameSetOnTheExampleApp() throws {
        var sets: [String: [ReportedItem]] = [:]
        var raw: [String: String] = [:]
        for format in Invocation.Format.allCases.map(\.rawValue) {
            let r = runUnfold(["check", "--format", format, "Examples/LegacyApp"], cwd: outputPackageRoot)
            #expect(r.code == .pending, "\(format): \(r.err)")
            raw[format] = r.stdout
            sets[format] = try ReportedItems.parse(format, r.stdout)
        }
        let text = try #require(sets["text"])
        #expect(text.count == 25, "the example app's findings: \(text)")
        #expect(ReportedItems.lines(raw["text"]!) == text.count, "every text line is a finding")
        #expect(ReportedItems.lines(raw["xcode"]!) == sets["xcode"]!.count)
        #expect(ReportedItems.lines(raw["github"]!) == sets["github"]!.count)
        for (format, items) in sets {
            #expect(items.count == text.count, "\(format) reports \(items.count), text \(text.count)")
            if items.allSatisfy({ $0.column == 0 }) {
                // No column in this format: the same findings by (path, line, rule), counted.
                let noColumn = { (i: ReportedItem) in "\(i.path):\(i.line) \(i.rule)" }
                #expect(items.map(noColumn).sorted() == text.map(noColumn).sorted(), "\(format) differs from text")
            } else {
                #expect(Set(items) == Set(text), "\(format) differs from text: \(Set(text).symmetricDifference(items))")
            }
        }
        #expect(raw["markdown"]!.contains("AppDelegate.swift:13 — uiscreen-main (superseded: another fix removes this code)"))
        // The item github and sarif used to drop: superseded by app-delegate-window's fix, and marked so.
        let superseded = ReportedItem(path: "Examples/LegacyApp/LegacyApp/AppDelegate.swift", line: 13, column: 34, rule: "uiscreen-main")
        #expect(text.contains(superseded))
        #expect(raw["text"]!.contains("13:34: uiscreen-main: ") && raw["text"]!.contains("[superseded: another fix removes this code]"))
        #expect(raw["github"]!.split(separator: "\n").filter { $0.hasPrefix("::notice") }.count == 1)
        #expect(raw["github"]!.contains("::notice file=Examples/LegacyApp/LegacyApp/AppDelegate.swift,line=13,col=34,"))
        #expect(raw["xcode"]!.contains("AppDelegate.swift:13:34: note: "))
    }

    /// The README shows `::warning` for fixable items, and the output agrees (issue 19 item 7).
    @Test func fixableItemsAreWarningsInGitHubAndSarif() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        let gh = runUnfold(["check", "--format", "github", "."], cwd: s.path)
        #expect(gh.stdout.hasPrefix("::warning file=V.swift,line=6,"), "a safe fix pending in CI is a warning: \(gh.stdout)")
        #expect(!gh.stdout.contains("::notice"))
        let sarif = runUnfold(["check", "--format", "sarif", "."], cwd: s.path)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out)) as? [String: Any])
        let result = try #require((((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])?.first)
        #expect(result["level"] as? String == "warning")
        #expect(result["fixes"] != nil)
        let readme = try String(contentsOfFile: outputPackageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("::warning file="), "the README's example")
        let pointsAtMapping = readme.contains("docs/output-formats.md")
        #expect(pointsAtMapping, "the README points at the level mapping")
        let doc = try String(contentsOfFile: outputPackageRoot + "/docs/output-formats.md", encoding: .utf8)
        #expect(doc.contains("| superseded finding |") && doc.contains("`::notice`"))
    }
}

@Suite("JSON output: the tool and its version, documented fields")
struct OutputFormatsDocTests {
    /// The rows of docs/output-formats.md's JSON field table: path → "always" or the condition.
    static func documentedFields() throws -> [(path: String, presence: String)] {
        let doc = try String(contentsOfFile: outputPackageRoot + "/docs/output-formats.md", encoding: .utf8)
        let begin = try #require(doc.range(of: "<!-- json-fields: begin -->"))
        let end = try #require(doc.range(of: "<!-- json-fields: end -->"))
        var rows: [(String, String)] = []
        for line in doc[begin.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            rows.append((cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[2]))
        }
        return rows
    }

    /// Every key path of a JSON value (`findings[].fix.safety`), with how many objects at that level hold it.
    static func keyPaths(_ value: Any, prefix: String = "", into paths: inout [String: Int]) {
        if let d = value as? [String: Any] {
            for (k, v) in d {
                let p = prefix.isEmpty ? k : prefix + "." + k
                paths[p, default: 0] += 1
                keyPaths(v, prefix: p, into: &paths)
            }
        } else if let a = value as? [Any] {
            for v in a { keyPaths(v, prefix: prefix + "[]", into: &paths) }
        }
    }

    @Test func jsonIsAnObjectNamingTheToolAndItsVersion() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        let r = runUnfold(["check", "--format", "json", "."], cwd: s.path)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.out)) as? [String: Any], "\(r.stdout)")
        let tool = try #require(doc["tool"] as? [String: Any])
        #expect(tool["name"] as? String == "unfold")
        #expect(tool["version"] as? String == UnfoldVersion.current)
        #expect((doc["findings"] as? [[String: Any]])?.count == 1)
        #expect(Set(doc.keys) == ["tool", "findings"])
        // A breaking output change bumps the minor version (docs/versioning.md): 0.6.0 or later.
        let parts = UnfoldVersion.current.split(separator: ".").compactMap { Int($0) }
        #expect(parts.count == 3 && (parts[0] > 0 || parts[1] >= 6), "\(UnfoldVersion.current)")
    }

    @Test func realOutputMatchesTheDocumentedFieldList() throws {
        let documented = try Self.documentedFields()
        #expect(documented.count >= 10, "the table was read: \(documented)")
        let r = runUnfold(["check", "--format", "json", "Examples/LegacyApp"], cwd: outputPackageRoot)
        let value = try JSONSerialization.jsonObject(with: Data(r.out))
        var seen: [String: Int] = [:]
        Self.keyPaths(value, into: &seen)
        let names = Set(documented.map(\.path))
        #expect(names.count == documented.count, "a field listed twice")
        for path in seen.keys.sorted() where !names.contains(path) {
            Issue.record("`\(path)` is in the JSON output but not in docs/output-formats.md")
        }
        for path in names.sorted() where seen[path] == nil {
            Issue.record("`\(path)` is documented but never appears in the output on Examples/LegacyApp")
        }
        // "always": in every object at its level.
        let findings = ((value as? [String: Any])?["findings"] as? [Any])?.count ?? 0
        #expect(findings == 25)
        for (path, presence) in documented where presence == "always" {
            let expected = path.hasPrefix("findings[].") && !path.dropFirst("findings[].".count).contains(".") ? findings : 1
            #expect(seen[path] == expected, "`\(path)` is documented as always present: \(seen[path] ?? 0) of \(expected)")
        }
        // fix.safety takes the documented values only.
        let doc = try #require(value as? [String: Any])
        for f in doc["findings"] as? [[String: Any]] ?? [] {
            if let fix = f["fix"] as? [String: Any] { #expect(["safe", "review"].contains(fix["safety"] as? String ?? "")) }
            if let sup = f["superseded"] { #expect(sup as? Bool == true) }
        }
    }
}

@Suite("--quiet removes the summary, never the findings")
struct QuietKeepsFindingsTests {
    static let findingOnly = "import UIKit\n\nlet screenWidth = UIScreen.main.bounds.width\n"

    func scratch() throws -> OutputScratch {
        let s = try OutputScratch()
        try s.write("V.swift", outputFixtureView)
        try s.write("Globals.swift", Self.findingOnly)
        return s
    }

    @Test func checkDiffAndFixKeepTheirFindings() throws {
        let s = try scratch()
        defer { s.remove() }
        // check: the findings on stdout, the same with --quiet; only the summary table goes.
        for format in Invocation.Format.allCases.map(\.rawValue) {
            let loud = runUnfold(["check", "--format", format, "."], cwd: s.path)
            let quiet = runUnfold(["check", "--quiet", "--format", format, "."], cwd: s.path)
            #expect(quiet.out == loud.out && !loud.out.isEmpty, "\(format)")
            #expect(loud.err.contains("transform") && quiet.err.isEmpty, "\(format): \(quiet.err)")
            #expect(quiet.code == loud.code)
        }
        // The dry run and diff: the diff on stdout, the finding for a human on stderr; no summary line.
        for args in [["--quiet", "."], ["diff", "--quiet", "."], ["diff", "--quiet", "-o", "out.patch", "."]] {
            let r = runUnfold(args, cwd: s.path)
            #expect(r.code == .pending)
            #expect(r.err.contains("Globals.swift:3:19: uiscreen-main: "), "\(args): \(r.err)")
            #expect(!r.err.contains("unfold: "), "\(args): no summary with --quiet: \(r.err)")
        }
        // fix: the finding left is printed, the "N fixes written" line is not.
        let fixed = runUnfold(["fix", "--quiet", "--allow-no-vcs", "."], cwd: s.path)
        #expect(fixed.code == .pending)
        #expect(fixed.err.contains("Globals.swift:3:19: uiscreen-main: "), "\(fixed.err)")
        #expect(!fixed.err.contains("written"), "\(fixed.err)")
        #expect(s.text("V.swift")?.contains("traitCollection.displayScale") == true)
    }
}

/// A git repository for the branch tests.
struct TripRepo {
    let s: OutputScratch
    init(files: [String: String]) throws {
        s = try OutputScratch()
        for (path, text) in files { try s.write(path, text) }
        for args in [["init", "-q", "-b", "main"], ["config", "user.name", "unfold tests"], ["config", "user.email", "tests@unfold.invalid"],
                     ["config", "commit.gpgSign", "false"], ["add", "-A"], ["commit", "-q", "-m", "fixture"]] {
            let r = Git.run(args, in: s.path)
            if r.status != 0 { throw UsageError(description: "git \(args): \(r.stderr)") }
        }
    }
    func git(_ args: [String]) -> String { Git.run(args, in: s.path).stdout.trimmingCharacters(in: .whitespacesAndNewlines) }
}

@Suite("fix --branch --commit with nothing to commit")
struct EmptyBranchTests {
    @Test func noBranchWhenNothingChanges() throws {
        let repo = try TripRepo(files: ["Globals.swift": QuietKeepsFindingsTests.findingOnly])
        defer { repo.s.remove() }
        let r = runUnfold(["fix", "--branch", "x", "--commit", "."], cwd: repo.s.path)
        #expect(r.code == .pending, "a finding is left: \(r.err)")
        #expect(repo.git(["branch", "--list", "x"]).isEmpty, "no branch x: \(repo.git(["branch", "-a"]))")
        #expect(repo.git(["symbolic-ref", "--short", "HEAD"]) == "main")
        #expect(r.err.contains("Globals.swift:3:19: uiscreen-main: "), "\(r.err)")
        #expect(r.err.contains("no branch x was created"), "\(r.err)")
        // Without --commit too; and clean code: exit 0.
        #expect(runUnfold(["fix", "--branch", "y", "."], cwd: repo.s.path).code == .pending)
        #expect(repo.git(["branch", "--list", "y"]).isEmpty)
        #expect(repo.git(["status", "--porcelain"]).isEmpty, "nothing written, no journal left behind")
    }

    @Test func theSummaryLineComesAfterTheCommits() throws {
        let repo = try TripRepo(files: ["V.swift": outputFixtureView, "Globals.swift": QuietKeepsFindingsTests.findingOnly])
        defer { repo.s.remove() }
        let r = runUnfold(["fix", "--branch", "x", "--commit", "."], cwd: repo.s.path)
        #expect(r.code == .pending, "\(r.err)")
        let lines = r.err.split(separator: "\n").map(String.init)
        let committed = try #require(lines.lastIndex { $0.hasPrefix("unfold: committed ") }, "\(r.err)")
        #expect(lines.last == "unfold: 1 fix in 1 file written", "\(r.err)")
        #expect(committed < lines.count - 1)
        #expect(repo.git(["symbolic-ref", "--short", "HEAD"]) == "x")
        #expect(repo.git(["rev-list", "--count", "main..x"]) == "1")
        // --quiet: the finding only.
        let repo2 = try TripRepo(files: ["V.swift": outputFixtureView, "Globals.swift": QuietKeepsFindingsTests.findingOnly])
        defer { repo2.s.remove() }
        let q = runUnfold(["fix", "--quiet", "--branch", "x", "--commit", "."], cwd: repo2.s.path)
        #expect(q.code == .pending)
        #expect(q.err.split(separator: "\n").map(String.init) == [lines.first { $0.hasPrefix("Globals.swift:3:19:") }!], "\(q.err)")
    }
}

@Suite("unused-suppression is a known rule")
struct UnusedSuppressionRuleTests {
    @Test func rulesAndExplainKnowIt() {
        let rules = runUnfold(["rules"], cwd: "/")
        #expect(rules.stdout.split(separator: "\n").contains { $0.hasPrefix("unused-suppression ") && $0.contains(" finding ") }, "\(rules.stdout)")
        let explain = runUnfold(["explain", "unused-suppression"], cwd: "/")
        #expect(explain.code == .clean, "\(explain.err)")
        #expect(explain.stdout.hasPrefix("# unused-suppression\n"))
        for heading in ["## What it does", "## Why", "## Example", "## Fix safety"] {
            #expect(explain.stdout.contains(heading), "missing \(heading)")
        }
        #expect(runUnfold(["explain", "unused-suppressions"], cwd: "/").code == .error)
    }

    @Test func reportsCarryItsHelp() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("A.swift", "let a = 1 // unfold:ignore\n")
        let json = runUnfold(["check", "--format", "json", "."], cwd: s.path)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.out)) as? [String: Any])
        let item = try #require((doc["findings"] as? [[String: Any]])?.first, "\(json.stdout)")
        #expect(item["rule"] as? String == "unused-suppression")
        #expect((item["help"] as? String)?.contains("unfold explain unused-suppression") == true, "\(item)")
        let sarif = runUnfold(["check", "--format", "sarif", "."], cwd: s.path)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let index = try #require(result["ruleIndex"] as? Int, "the result points at its rule")
        #expect(rules[index]["id"] as? String == "unused-suppression")
    }
}

@Suite(".unfold.json syntax errors name a line and column")
struct ConfigSyntaxErrorTests {
    func message(_ json: String) throws -> String {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("A.swift", "let a = 1\n")
        try s.write(".unfold.json", json)
        let r = runUnfold(["check", "."], cwd: s.path)
        #expect(r.code == .error)
        let line = try #require(r.err.split(separator: "\n").first.map(String.init))
        return String(line.dropFirst((s.path + "/").count + "unfold: ".count))
    }

    @Test func trailingComma() throws {
        let m = try message("{\n  \"select\": [\"uiscreen-main\"],\n  \"unsafe\": false,\n}\n")
        #expect(m == ".unfold.json:3:18: invalid JSON: a comma before '}' (JSON allows no trailing comma)", "\(m)")
        let inList = try message("{ \"ignore\": [\"uiscreen-main\", ] }")
        #expect(inList == ".unfold.json:1:29: invalid JSON: a comma before ']' (JSON allows no trailing comma)", "\(inList)")
    }

    @Test func missingQuote() throws {
        let unclosed = try message("{\n  \"select\": [\"uiscreen-main],\n  \"unsafe\": false\n}\n")
        #expect(unclosed == ".unfold.json:2:14: invalid JSON: a string is not closed before the end of its line (a missing '\"'?)", "\(unclosed)")
        let unopened = try message("{\n  \"select\": [uiscreen-main\"]\n}\n")
        #expect(unopened == ".unfold.json:2:14: invalid JSON: expected a value, found 'u'", "\(unopened)")
        let key = try message("{\n  select\": []\n}\n")
        #expect(key == ".unfold.json:2:3: invalid JSON: expected a key in double quotes, found 's'", "\(key)")
    }

    @Test func notAnObject() throws {
        #expect(try message("[\"uiscreen-main\"]\n") == ".unfold.json: the settings must be one JSON object ({ … }), not a list")
    }

    /// The checker agrees with JSONSerialization on what is valid, except
    /// that it refuses trailing commas, which this toolchain's Foundation
    /// accepts (so a config means the same everywhere).
    @Test func checkerAgreesWithJSONSerialization() {
        for lenient in ["[1,]", "{\"a\": 1,}", "{ \"ignore\": [\"a\", ] }"] {
            #expect(JSONSyntax.firstError(in: Array(lenient.utf8)) != nil, "\(lenient)")
        }
        let samples = ["{}", "[]", "{\"a\": [1, -2.5e3, true, false, null, \"x\\u00e9\\n\"]}", " { \"a\" : { \"b\" : [ ] } } ",
                       "{\"a\": 01}", "{\"a\": 1.}", "{\"a\": .5}", "{\"a\": tru}", "{\"a\" 1}", "{\"a\": 1 \"b\": 2}",
                       "{\"a\": \"\\x\"}", "[1,,]", "{,}", "", "   ", "{\"a\": 1}}", "{'a': 1}", "[\"a\tb\"]", "\u{FEFF}{}", "{\"a\": -}"]
        for sample in samples {
            let bytes = Array(sample.utf8)
            let valid = (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
            let error = JSONSyntax.firstError(in: bytes)
            #expect((error == nil) == valid, "\(sample.debugDescription): JSONSerialization \(valid), checker \(String(describing: error))")
        }
    }
}

@Suite("Output folders: -o, --html and --split-dir follow one rule")
struct OutputFolderTests {
    @Test func missingFoldersAreCreatedAndNamed() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        let o = runUnfold(["diff", "-o", "out/review/r.patch", "."], cwd: s.path)
        #expect(o.code == .pending, "\(o.err)")
        #expect(s.text("out/review/r.patch")?.contains("traitCollection.displayScale") == true)
        #expect(o.err.contains("unfold: created the folder out/review"), "\(o.err)")
        let split = runUnfold(["diff", "--split-dir", "out/patches", "."], cwd: s.path)
        #expect(split.code == .pending, "\(split.err)")
        #expect(s.exists("out/patches/0001-uiscreen-main-scale.patch"))
        #expect(split.err.contains("unfold: created the folder out/patches"), "\(split.err)")
        // An existing folder: nothing said.
        #expect(!runUnfold(["diff", "-o", "out/review/r2.patch", "."], cwd: s.path).err.contains("created"))
        #expect(!runUnfold(["diff", "--split-dir", "out/patches", "."], cwd: s.path).err.contains("created"))
        // --quiet: created without a word.
        let quiet = runUnfold(["diff", "--quiet", "-o", "q/r.patch", "."], cwd: s.path)
        #expect(s.exists("q/r.patch") && quiet.err.isEmpty, "\(quiet.err)")
    }

    @Test func aFileInTheWayIsRefusedByBoth() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        try s.write("blocker", "not a folder\n")
        let o = runUnfold(["diff", "-o", "blocker/r.patch", "."], cwd: s.path)
        #expect(o.code == .error)
        #expect(o.err.contains("blocker is a file, not a folder"), "\(o.err)")
        let split = runUnfold(["diff", "--split-dir", "blocker", "."], cwd: s.path)
        #expect(split.code == .error)
        #expect(split.err.contains("blocker is a file, not a folder"), "\(split.err)")
        let deeper = runUnfold(["diff", "--split-dir", "blocker/p", "."], cwd: s.path)
        #expect(deeper.code == .error)
        #expect(deeper.err.contains("blocker/p: cannot create the folder"), "\(deeper.err)")
        #expect(s.text("blocker") == "not a folder\n")
    }
}
