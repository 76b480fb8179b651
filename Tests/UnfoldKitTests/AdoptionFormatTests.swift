import Foundation
import Testing
@testable import UnfoldKit

// Issue 19, item 4: `check --format gitlab` and `check --format markdown`.

private let feed = """
import UIKit

final class Feed: UIViewController {
    private func layout() {
        print(UIScreen.main.bounds.width)
        print(UIScreen.main.bounds.width)
        let s = UIScreen.main.scale
        _ = s
        UIApplication.shared.keyWindow?.endEditing(true)
    }
}

"""

@Suite struct GitLabReportTests {
    static func issues(_ dir: String, _ extra: [String] = []) throws -> [[String: Any]] {
        let r = runUnfold(["check", "--format", "gitlab"] + extra + ["."], cwd: dir)
        #expect(r.code == .pending)
        return try #require(try JSONSerialization.jsonObject(with: Data(r.out)) as? [[String: Any]])
    }

    @Test func sha256KnownAnswers() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func schemaFields() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("App/Feed.swift", feed)
        let issues = try Self.issues(s.path)
        #expect(issues.count == 4)
        for issue in issues {
            #expect(Set(issue.keys) == ["description", "check_name", "fingerprint", "severity", "location"])
            #expect(!(issue["description"] as? String ?? "").isEmpty)
            let fingerprint = try #require(issue["fingerprint"] as? String)
            #expect(fingerprint.count == 32 && fingerprint.allSatisfy(\.isHexDigit))
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == "App/Feed.swift")
            let lines = try #require(location["lines"] as? [String: Any])
            #expect((lines["begin"] as? Int ?? 0) >= 1)
        }
        #expect(issues.map { $0["check_name"] as? String } == ["uiscreen-main", "uiscreen-main", "uiscreen-main-scale", "key-window"])
        #expect(issues.map { $0["severity"] as? String } == ["major", "major", "info", "minor"])
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == 4, "identical lines get distinct fingerprints")
    }

    /// Same fingerprints on every run and after the code moves; lines follow the code.
    @Test func fingerprintsAreStable() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("App/Feed.swift", feed)
        let first = try Self.issues(s.path)
        let again = try Self.issues(s.path, ["--jobs", "1"])
        func prints(_ issues: [[String: Any]]) -> [String] { issues.compactMap { $0["fingerprint"] as? String } }
        func begins(_ issues: [[String: Any]]) -> [Int] {
            issues.compactMap { (($0["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int }
        }
        #expect(prints(first) == prints(again))
        try s.write("App/Feed.swift", feed.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\n\n// moved\n\n")
            .replacingOccurrences(of: "        let s =", with: "\tlet   s ="))
        let moved = try Self.issues(s.path)
        #expect(prints(moved) == prints(first))
        #expect(begins(moved) == begins(first).map { $0 + 3 })
        // The fingerprint is the documented one.
        let key = BaselineKey(rule: "uiscreen-main-scale", path: "App/Feed.swift", line: "let s = UIScreen.main.scale")
        #expect(prints(first)[2] == GitLabReport.fingerprint(key, occurrence: 0))
    }

    @Test func emptyReportIsAnEmptyArray() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("A.swift", "let x = 1\n")
        let r = runUnfold(["check", "--format", "gitlab", "."], cwd: s.path)
        #expect(r.code == .clean)
        #expect(r.stdout == "[\n\n]\n" || r.stdout == "[]\n", "\(r.stdout)")
    }
}

@Suite struct MarkdownReportTests {
    @Test func textEscaping() {
        #expect(MarkdownReport.text("a|b") == "a&#124;b")
        #expect(MarkdownReport.text("`x`") == "&#96;x&#96;")
        #expect(MarkdownReport.text("<img src=x onerror=y>") == "&lt;img src\\=x onerror\\=y&gt;")
        #expect(MarkdownReport.text("@team #12 *b* _i_ [l](u)") == "&#64;team &#35;12 \\*b\\* \\_i\\_ \\[l\\]\\(u\\)")
        #expect(MarkdownReport.text("line\nbreak\r\u{1B}[31m") == "line break  \\[31m")
        #expect(MarkdownReport.text("&amp;") == "&amp;amp;")
    }

    @Test func summaryTableAndList() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("App/Feed.swift", feed)
        let r = runUnfold(["check", "--format", "markdown", "."], cwd: s.path)
        #expect(r.code == .pending)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("4 findings: 1 with a safe fix, 1 with a review fix, 2 for a human."))
        #expect(lines.contains("| transform | safe fix | review fix | for a human |"))
        #expect(lines.contains("| uiscreen-main | 0 | 0 | 2 |"))
        #expect(lines.contains("| uiscreen-main-scale | 1 | 0 | 0 |"))
        #expect(lines.contains("| key-window | 0 | 1 | 0 |"))
        #expect(lines.contains("| **total** | 1 | 1 | 2 |"))
        #expect(lines.contains { $0.hasPrefix("- App/Feed.swift:7 — uiscreen-main-scale (safe): ") })
    }

    /// A file name with `|`, backticks and HTML cannot add a table column,
    /// open a code span or inject markup.
    @Test func hostileFileNameStaysText() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        let name = "a|b`<b>x</b>@me.swift"
        try s.write(name, feed)
        let r = runUnfold(["check", "--format", "markdown", "."], cwd: s.path)
        let list = r.stdout.split(separator: "\n").filter { $0.hasPrefix("- ") }
        #expect(list.count == 4)
        for line in list {
            #expect(line.hasPrefix("- a&#124;b&#96;&lt;b&gt;x&lt;/b&gt;&#64;me.swift:"), "\(line)")
            #expect(!line.contains("|") && !line.contains("`") && !line.contains("<"))
        }
        for row in r.stdout.split(separator: "\n").filter({ $0.hasPrefix("|") }) {
            #expect(row.filter { $0 == "|" }.count == 5, "four columns: \(row)")
        }
    }

    @Test func listIsCapped() {
        let findings = (1...60).map { Finding(ruleID: "uiscreen-main", path: "F.swift", offset: $0, line: $0, column: 1, message: "m") }
        let result = EngineResult(findings: findings, applied: [], changes: [], problems: [])
        let out = String(decoding: MarkdownReport.render(result), as: UTF8.self)
        #expect(out.contains("First 50 of 60 findings:"))
        #expect(out.split(separator: "\n").filter { $0.hasPrefix("- F.swift") }.count == 50)
        #expect(out.contains("- … and 10 more (`unfold check` lists them all)"))
        let none = String(decoding: MarkdownReport.render(EngineResult(findings: [], applied: [], changes: [], problems: [])), as: UTF8.self)
        #expect(none.contains("No findings"))
    }
}
