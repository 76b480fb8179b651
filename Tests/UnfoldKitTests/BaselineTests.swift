import Foundation
import Testing
@testable import UnfoldKit

// Issue 19, item 4: `--write-baseline FILE` / `--baseline FILE`.

/// Two identical finding-only lines (`uiscreen-main`) and one safe fix (`uiscreen-main-scale`).
private let feed = """
import UIKit

final class Feed: UIViewController {
    private func layout() {
        print(UIScreen.main.bounds.width)
        print(UIScreen.main.bounds.width)
        let s = UIScreen.main.scale
        _ = s
    }
}

"""

private func findingLines(_ out: String) -> [String] {
    out.split(separator: "\n").map(String.init).filter { $0.contains(": uiscreen-main") }
}

@Suite struct BaselineTests {
    @Test func normalisedLineCollapsesWhitespace() {
        #expect(FindingLine.normalised(Array("  \tlet  x =\t 1 \r".utf8)) == "let x = 1")
        #expect(FindingLine.normalised(Array("".utf8)) == "")
        let bytes = Array("a\n    b   c  \nd".utf8)
        #expect(FindingLine.text(in: bytes, at: 7) == "b c")
        #expect(FindingLine.text(in: bytes, at: 0) == "a")
        #expect(FindingLine.text(in: bytes, at: bytes.count) == "d")
    }

    /// Write, run with it (nothing), move code (nothing), add an occurrence
    /// (only that one), remove one (a stale entry).
    @Test func roundTrip() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("App/Feed.swift", feed)

        let written = runUnfold(["check", "--write-baseline", "baseline.json", "App"], cwd: s.path)
        #expect(written.code == .pending, "the run reports as usual")
        #expect(findingLines(written.stdout).count == 3)
        #expect(written.err.contains("baseline of 3 findings written to baseline.json"))
        let json = try #require(s.text("baseline.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let entries = try #require(object["findings"] as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(entries[0]["path"] as? String == "App/Feed.swift")
        #expect(entries[0]["rule"] as? String == "uiscreen-main")
        #expect(entries[0]["line"] as? String == "print(UIScreen.main.bounds.width)")
        #expect(entries[0]["count"] as? Int == 2)
        #expect(entries[1]["rule"] as? String == "uiscreen-main-scale")

        // With it: nothing reported, no diff, exit 0.
        let check = runUnfold(["check", "--baseline", "baseline.json", "App"], cwd: s.path)
        #expect(check.code == .clean)
        #expect(check.stdout.isEmpty)
        #expect(check.err.contains("3 findings left out"))
        let dry = runUnfold(["--baseline", "baseline.json", "App"], cwd: s.path)
        #expect(dry.code == .clean)
        #expect(dry.stdout.isEmpty, "a baselined fix is not in the diff")

        // Code moves down and is re-indented: still nothing.
        let moved = feed.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\n// one\n// two\n\n")
            .replacingOccurrences(of: "        let s = UIScreen", with: "\t\t  let  s = UIScreen")
        try s.write("App/Feed.swift", moved)
        let afterMove = runUnfold(["check", "--baseline", "baseline.json", "App"], cwd: s.path)
        #expect(afterMove.code == .clean)
        #expect(afterMove.stdout.isEmpty)
        #expect(!afterMove.err.contains("stale"))

        // A third identical line: only it is reported (the later occurrence).
        let added = moved.replacingOccurrences(of: "        _ = s\n", with: "        _ = s\n        print(UIScreen.main.bounds.width)\n")
        try s.write("App/Feed.swift", added)
        let afterAdd = runUnfold(["check", "--baseline", "baseline.json", "App"], cwd: s.path)
        #expect(afterAdd.code == .pending)
        #expect(findingLines(afterAdd.stdout) == [
            "App/Feed.swift:12:15: uiscreen-main: `UIScreen.main.bounds` is deprecated and not the window's size → use the container's size (`bounds`, `view.bounds`)",
        ])

        // Back to two, then to one: a stale entry, and still exit 0.
        let removed = moved.replacingOccurrences(of: "        print(UIScreen.main.bounds.width)\n        print(", with: "        print(")
        try s.write("App/Feed.swift", removed)
        let afterRemove = runUnfold(["check", "--baseline", "baseline.json", "App"], cwd: s.path)
        #expect(afterRemove.code == .clean)
        #expect(afterRemove.stdout.isEmpty)
        #expect(afterRemove.err.contains("has 1 stale entry that nothing matches any more; rewrite it with --write-baseline"))
        #expect(afterRemove.err.contains("App/Feed.swift: uiscreen-main: \"print(UIScreen.main.bounds.width)\" (recorded 2, found 1)"))
    }

    /// Keys hold paths relative to the baseline's folder: a run from another
    /// folder matches the same entries.
    @Test func pathsAreRelativeToTheBaselineFile() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("App/Feed.swift", feed)
        try s.write("ci/.keep", "")
        #expect(runUnfold(["check", "--write-baseline", "ci/b.json", "App"], cwd: s.path).code == .pending)
        #expect(s.text("ci/b.json")?.contains("\"path\" : \"../App/Feed.swift\"") == true)
        let fromApp = runUnfold(["check", "--baseline", "../ci/b.json", "."], cwd: s.abs("App"))
        #expect(fromApp.code == .clean)
        #expect(fromApp.stdout.isEmpty)
    }

    /// The same findings write the same bytes; entries are sorted by path, rule, line.
    @Test func fileIsStableAndSorted() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("B.swift", feed)
        try s.write("A.swift", feed)
        _ = runUnfold(["check", "--write-baseline", "one.json", "."], cwd: s.path)
        _ = runUnfold(["check", "--write-baseline", "two.json", "--jobs", "1", "."], cwd: s.path)
        let one = try #require(s.text("one.json"))
        #expect(one == s.text("two.json"))
        let data = try JSONSerialization.jsonObject(with: Data(one.utf8)) as? [String: Any]
        let paths = (data?["findings"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        #expect(paths == ["A.swift", "A.swift", "B.swift", "B.swift"])
        #expect(one.hasSuffix("}\n"))
        #expect(one.contains("\"version\" : 1"))
    }

    @Test(arguments: [
        ("nothing", "no such file"),
        ("[1]", "the top level is not a JSON object"),
        ("{\"findings\": []}", "it has no \"version\" number"),
        ("{\"version\": 2, \"findings\": []}", "version 2 is not supported"),
        ("{\"version\": 1}", "it has no \"findings\" array"),
        ("{\"version\": 1, \"findings\": [{\"rule\": \"x\", \"path\": \"a\"}]}", "finding 1 needs strings"),
        ("{\"version\": 1, \"findings\": [{\"rule\": \"x\", \"path\": \"a\", \"line\": \"l\", \"count\": 0}]}", "finding 1 has a count below 1"),
        ("{\"version\": 1, \"findings\": [{\"rule\": \"x\", \"path\": \"a\", \"line\": \"l\", \"count\": true}]}", "finding 1 needs strings"),
        ("{\"version\": 1, \"findings\": [", "it is not JSON"),
    ])
    func malformedBaselineIsAClearError(_ contents: String, _ reason: String) throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("Feed.swift", feed)
        if contents != "nothing" { try s.write("b.json", contents) }
        let r = runUnfold(["check", "--baseline", "b.json", "."], cwd: s.path)
        #expect(r.code == .error)
        #expect(r.err.contains("b.json"), "names the file")
        #expect(r.err.contains(reason), "\(r.err)")
        #expect(r.stdout.isEmpty, "nothing is reported without the baseline the user asked for")
    }

    @Test func baselineThatIsAFolderIsAnError() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("Feed.swift", feed)
        try s.write("b.json/x", "")
        let r = runUnfold(["check", "--baseline", "b.json", "."], cwd: s.path)
        #expect(r.code == .error)
        #expect(r.err.contains("b.json: cannot read the baseline: it is a directory"))
    }

    @Test(arguments: [
        ["check", "--baseline", "a.json", "--write-baseline", "b.json"],
        ["check", "--write-baseline", "b.json", "--shard", "1/2"],
        ["check", "--write-baseline", "b.json", "--changed-since", "main"],
        ["fix", "--write-baseline", "b.json"],
        ["diff", "--split-dir", "p", "--write-baseline", "b.json"],
        ["project", "--baseline", "b.json"],
        ["rules", "--changed-since", "main"],
        ["check", "--baseline="],
    ])
    func usageErrors(_ args: [String]) throws {
        let s = try OutputScratch()
        defer { s.remove() }
        #expect(runUnfold(args, cwd: s.path).code == .error)
    }

    /// `fix --baseline`: baselined code is left alone (as under `unfold:ignore`);
    /// a new occurrence is fixed. `fix` without it fixes everything.
    @Test func fixLeavesBaselinedCodeAlone() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("Feed.swift", feed)
        _ = runUnfold(["check", "--write-baseline", "b.json", "Feed.swift"], cwd: s.path)
        let more = feed.replacingOccurrences(of: "        _ = s\n    }\n", with: "        _ = s\n    }\n\n    private func other() {\n        let t = UIScreen.main.scale\n        _ = t\n    }\n")
        try s.write("Feed.swift", more)
        let r = runUnfold(["fix", "--allow-no-vcs", "--baseline", "b.json", "Feed.swift"], cwd: s.path)
        #expect(r.code == .clean, "\(r.err)")
        let after = try #require(s.text("Feed.swift"))
        #expect(after.contains("let s = UIScreen.main.scale"), "the baselined one stays")
        #expect(after.contains("let t = traitCollection.displayScale"), "the new one is fixed")
        _ = runUnfold(["fix", "--allow-no-vcs", "Feed.swift"], cwd: s.path)
        #expect(s.text("Feed.swift")?.contains("let s = traitCollection.displayScale") == true)
    }

    /// Entries of rules that did not run, or files outside the run, are not stale;
    /// an entry of a deleted file under the given paths is.
    @Test func staleOnlyForWhatTheRunCovered() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("App/Feed.swift", feed)
        try s.write("Lib/Other.swift", feed)
        _ = runUnfold(["check", "--write-baseline", "b.json", "App", "Lib"], cwd: s.path)
        let selected = runUnfold(["check", "--baseline", "b.json", "--select", "uiscreen-main", "App"], cwd: s.path)
        #expect(selected.code == .clean)
        #expect(!selected.err.contains("stale"), "\(selected.err)")
        try FileManager.default.removeItem(atPath: s.abs("Lib/Other.swift"))
        try s.write("Lib/Keep.swift", "let x = 1\n")
        let gone = runUnfold(["check", "--baseline", "b.json", "App", "Lib"], cwd: s.path)
        #expect(gone.err.contains("has 3 stale entries"), "\(gone.err)")
        #expect(gone.err.contains("Lib/Other.swift: uiscreen-main: "))
    }

    @Test func relativePaths() {
        #expect(Baseline.relative("/w/App/F.swift", to: "/w") == "App/F.swift")
        #expect(Baseline.relative("/w/App/F.swift", to: "/w/ci") == "../App/F.swift")
        #expect(Baseline.relative("/x/F.swift", to: "/w/ci") == "../../x/F.swift")
        #expect(Baseline.relative("/F.swift", to: "/") == "F.swift")
    }

    @Test func unitFilterCountsOccurrences() {
        let bytes = Array("x\ny\nx\nx\n".utf8)
        let f = { (offset: Int) in Finding(ruleID: "r", path: "F.swift", offset: offset, line: 0, column: 1, message: "m") }
        let b = Baseline(counts: [BaselineKey(rule: "r", path: "F.swift", line: "x"): 2], root: "/w", cwd: "/w")
        let (kept, matched) = b.filter([f(0), f(2), f(4), f(6)], sources: ["F.swift": bytes])
        #expect(kept.map(\.offset) == [2, 6], "y is new; the third x is one more than recorded")
        #expect(matched == [BaselineKey(rule: "r", path: "F.swift", line: "x"): 2])
    }
}
