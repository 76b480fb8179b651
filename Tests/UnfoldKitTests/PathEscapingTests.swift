import Foundation
import Testing

/// Issue 12 items 17 and 18: file names reach reports intact and harmless:
/// SARIF URIs are percent-encoded, text outputs escape control characters.
@Suite("Paths in reports")
struct PathEscapingTests {
    /// A safe fix (scale) and a finding for a human (bounds).
    static let source = "import UIKit\n\nfinal class V: UIView {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        let s = 1 / UIScreen.main.scale\n        let w = UIScreen.main.bounds.width\n        _ = (s, w)\n    }\n}\n"

    /// Every `artifactLocation.uri` in a SARIF log.
    func uris(_ json: Any) -> [String] {
        if let d = json as? [String: Any] {
            var found: [String] = []
            if let loc = d["artifactLocation"] as? [String: Any], let uri = loc["uri"] as? String { found.append(uri) }
            for v in d.values { found += uris(v) }
            return found
        }
        if let a = json as? [Any] { return a.flatMap(uris) }
        return []
    }

    @Test func sarifURIsArePercentEncoded() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        let names = ["x#1.swift": "x%231.swift", "p%41.swift": "p%2541.swift", "Sub Dir/a?b é.swift": "Sub%20Dir/a%3Fb%20%C3%A9.swift"]
        for name in names.keys { try s.write(name, Self.source) }
        let r = runUnfold(["check", "--format", "sarif", "."], cwd: s.path)
        #expect(r.code == .pending, "\(r.err)")
        let log = try JSONSerialization.jsonObject(with: Data(r.out))
        let found = Set(uris(log))
        #expect(found == Set(names.values), "\(found.sorted())")
        // Each resolves, against the folder, to the file itself.
        let base = URL(fileURLWithPath: s.path + "/", isDirectory: true)
        for uri in found {
            let resolved = URL(string: uri, relativeTo: base)?.standardizedFileURL.path
            #expect(resolved.map { names.keys.map(s.abs).contains($0) } == true, "\(uri) → \(String(describing: resolved))")
        }
    }

    static let escName = "a\u{1B}[31mb.swift"
    static let newlineName = "n\nl.swift"

    /// Text, Xcode and GitHub reports, the findings and summary on stderr and
    /// error messages hold no raw ESC or newline from a file name.
    @Test func controlCharactersInPathsAreEscaped() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write(Self.escName, Self.source)
        try s.write(Self.newlineName, Self.source)
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: s.abs("bad\u{1B}]0;title\u{07}.swift")))
        var outputs: [(String, OutputRun)] = []
        for format in ["text", "xcode", "github"] {
            outputs.append((format, runUnfold(["check", "--format", format, "."], cwd: s.path)))
        }
        outputs.append(("dry run", runUnfold(["--no-color", "."], cwd: s.path)))
        outputs.append(("-o", runUnfold(["diff", "-o", "p\u{1B}x.patch", "."], cwd: s.path)))
        for (what, r) in outputs {
            let stdoutText = what == "dry run" ? "" : r.stdout  // the patch is git-quoted by UnifiedDiff
            for (stream, text) in [("stdout", stdoutText), ("stderr", r.err)] {
                #expect(!text.contains("\u{1B}"), "\(what) \(stream): a raw ESC: \(text.debugDescription)")
                #expect(!text.contains("\u{07}"), "\(what) \(stream): a raw BEL: \(text.debugDescription)")
                #expect(!text.contains(Self.newlineName), "\(what) \(stream): a raw newline from a name: \(text.debugDescription)")
            }
        }
        // The scheme: git's C quoting (as in the patch headers).
        let text = outputs[0].1.stdout
        #expect(text.contains(#""a\033[31mb.swift":6:21: uiscreen-main-scale: "#), "\(text)")
        #expect(text.contains(#""n\nl.swift":7:17: uiscreen-main: "#), "\(text)")
        let xcode = outputs[1].1.stdout
        #expect(xcode.contains(#""a\033[31mb.swift":6:21: warning: "#), "\(xcode)")
        let dryRun = outputs[3].1.err
        #expect(dryRun.contains(#""n\nl.swift":7:17: uiscreen-main: "#), "\(dryRun)")
        #expect(dryRun.contains(#"unfold: "bad\033]0;title\a.swift": not valid UTF-8"#), "\(dryRun)")
        // GitHub decodes %0A in a property; other control characters are %-escaped too.
        let github = outputs[2].1.stdout
        #expect(github.contains("file=n%0Al.swift,line=6"), "\(github)")
        #expect(github.contains("file=a%1B[31mb.swift,line=6"), "\(github)")
    }
}
