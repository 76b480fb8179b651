import Foundation
import SwiftTree
import Testing
import Transforms
import UnfoldKit

/// The snapshot runner. It discovers `Snapshots/<transform-id>/<case>/` with
/// `before/` (a whole tree), optional `after/` (absent: nothing may change) and
/// `findings.txt` (one `path:line:col: id: message [fix: safety]` per line),
/// runs that one transform with review fixes applied, and checks: the result
/// tree equals after/; the findings equal findings.txt; a second run changes
/// nothing; rewritten Swift files re-lex losslessly; every after/ Swift file
/// parses with the toolchain's parser (when the oracle can be built). Two
/// robustness variants come for free: an emoji comment line in front of every
/// Swift file (byte vs character offsets), and every Swift file wrapped in a
/// block comment (nothing may fire). `UNFOLD_UPDATE_SNAPSHOTS=1 swift test`
/// rewrites after/ and findings.txt and prints what changed.
struct SnapshotCase: CustomTestStringConvertible, Sendable {
    let transform: String
    let name: String
    let dir: String
    var testDescription: String { "\(transform)/\(name)" }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let updating = ProcessInfo.processInfo.environment["UNFOLD_UPDATE_SNAPSHOTS"] == "1"

    static let all: [SnapshotCase] = {
        let fm = FileManager.default
        let snaps = root + "/Snapshots"
        var out: [SnapshotCase] = []
        for t in ((try? fm.contentsOfDirectory(atPath: snaps)) ?? []).sorted() where isDir(snaps + "/" + t) {
            for c in ((try? fm.contentsOfDirectory(atPath: snaps + "/" + t)) ?? []).sorted() where isDir("\(snaps)/\(t)/\(c)/before") {
                out.append(SnapshotCase(transform: t, name: c, dir: "\(snaps)/\(t)/\(c)"))
            }
        }
        return out
    }()

    static func isDir(_ p: String) -> Bool {
        var d: ObjCBool = false
        return FileManager.default.fileExists(atPath: p, isDirectory: &d) && d.boolValue
    }

    /// All files under `dir` as relative path → bytes.
    static func readTree(_ dir: String) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        guard let e = FileManager.default.enumerator(atPath: dir) else { return out }
        while let rel = e.nextObject() as? String {
            let p = dir + "/" + rel
            if !isDir(p), let d = FileManager.default.contents(atPath: p) { out[rel] = [UInt8](d) }
        }
        return out
    }

    static func writeTree(_ tree: [String: [UInt8]], to dir: String) {
        try? FileManager.default.removeItem(atPath: dir)
        for (rel, bytes) in tree {
            let p = dir + "/" + rel
            try? FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: p, contents: Data(bytes))
        }
    }
}

/// Runs one transform (review fixes included) over an in-memory tree.
func runSnapshot(_ transform: String, _ tree: [String: [UInt8]]) -> (result: [String: [UInt8]], findings: [String], changed: [String]) {
    var options = EngineOptions()
    options.select = [transform]
    options.unsafe = true
    options.jobs = 1
    let engine = Engine(transforms: Registry.all, options: options)
    let r = engine.run(tree.keys.sorted().map { SourceInput(path: $0, bytes: tree[$0]!) })
    var result = tree
    for c in r.changes { result[c.path] = c.result }
    let lines = r.findings.map { f in
        "\(f.path):\(f.line):\(f.column): \(f.ruleID): \(f.message)" + (f.fix.map { " [fix: \($0.safety.label)]" } ?? "")
    }
    return (result, lines, r.changes.map(\.path))
}

func text(_ b: [UInt8]) -> String { String(decoding: b, as: UTF8.self) }

@Suite struct SnapshotTests {
    @Test func casesExist() {
        #expect(SnapshotCase.all.count >= 20, "snapshot cases were not discovered under \(SnapshotCase.root)/Snapshots")
    }

    @Test(arguments: SnapshotCase.all)
    func snapshot(_ c: SnapshotCase) throws {
        let before = SnapshotCase.readTree(c.dir + "/before")
        let afterDir = c.dir + "/after"
        let expected = SnapshotCase.isDir(afterDir) ? SnapshotCase.readTree(afterDir) : before
        let findingsPath = c.dir + "/findings.txt"
        let expectedFindings = FileManager.default.contents(atPath: findingsPath).map { text([UInt8]($0)) }

        let run = runSnapshot(c.transform, before)
        let findingsText = run.findings.map { $0 + "\n" }.joined()

        if SnapshotCase.updating {
            if run.result != before {
                if run.result != expected { print("snapshot \(c.testDescription): after/ updated") }
                SnapshotCase.writeTree(run.result, to: afterDir)
            } else if SnapshotCase.isDir(afterDir) {
                print("snapshot \(c.testDescription): after/ removed (no change)")
                try? FileManager.default.removeItem(atPath: afterDir)
            }
            if findingsText != expectedFindings {
                print("snapshot \(c.testDescription): findings.txt updated")
                FileManager.default.createFile(atPath: findingsPath, contents: Data(findingsText.utf8))
            }
            return
        }

        // 1. The after tree matches.
        for path in Set(expected.keys).union(run.result.keys).sorted() {
            #expect(run.result[path].map(text) == expected[path].map(text), "\(c.testDescription): \(path) differs from after/")
        }
        // 2. Findings match.
        let expectedText = try #require(expectedFindings, "\(c.testDescription): findings.txt is missing (run with UNFOLD_UPDATE_SNAPSHOTS=1)")
        #expect(findingsText == expectedText, "\(c.testDescription): findings differ")
        // 3. Idempotent: a second run changes nothing.
        let second = runSnapshot(c.transform, run.result)
        #expect(second.changed.isEmpty, "\(c.testDescription): a second run changed \(second.changed)")
        // 4. Rewritten Swift files re-lex losslessly.
        for path in run.changed where path.hasSuffix(".swift") {
            let bytes = run.result[path]!
            #expect(SyntaxTree(bytes: bytes).print() == bytes, "\(c.testDescription): \(path) does not round-trip")
        }
        // 5. Robustness: an emoji line in front shifts findings by one line, nothing else.
        var emoji = before
        let prefix = Array("// 👩‍👩‍👧 ümlaut 日本 🙂\n".utf8)
        for (p, b) in before where p.hasSuffix(".swift") { emoji[p] = prefix + b }
        let emojiRun = runSnapshot(c.transform, emoji)
        let shifted = run.findings.map { line -> String in
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0].hasSuffix(".swift"), let n = Int(parts[1]) else { return line }
            return "\(parts[0]):\(n + 1):\(parts[2])"
        }
        #expect(emojiRun.findings == shifted, "\(c.testDescription): findings move when an emoji line is prepended")
        for (p, b) in run.result where p.hasSuffix(".swift") && before[p] != nil {
            #expect(emojiRun.result[p].map(text) == text(prefix + b), "\(c.testDescription): \(p) rewritten differently after an emoji line")
        }
        // 6. Robustness: inside a block comment nothing fires.
        var commented = before
        var canWrap = true
        for (p, b) in before where p.hasSuffix(".swift") {
            if text(b).contains("*/") || text(b).contains("/*") { canWrap = false }
            commented[p] = Array("/*\n".utf8) + b + Array("\n*/\n".utf8)
        }
        if canWrap {
            let commentRun = runSnapshot(c.transform, commented)
            let swiftFindings = commentRun.findings.filter { $0.split(separator: ":").first?.hasSuffix(".swift") == true }
            #expect(swiftFindings.isEmpty, "\(c.testDescription): findings inside a comment: \(swiftFindings)")
            #expect(commentRun.changed.filter { $0.hasSuffix(".swift") }.isEmpty, "\(c.testDescription): rewrote code inside a comment")
        }
    }

    /// Every after/ Swift file parses with the toolchain's parser.
    static let oracle = ParserCheck.oracle(toolsDir: SnapshotCase.root + "/../shared/tools")

    /// Not while updating: the update run rewrites after/ files as this reads them.
    @Test(.enabled(if: SnapshotTests.oracle != nil, "swift-syntax-oracle could not be built"),
          .enabled(if: !SnapshotCase.updating, "after/ files are being rewritten (UNFOLD_UPDATE_SNAPSHOTS=1)"))
    func afterTreesParse() throws {
        let oracle = try #require(SnapshotTests.oracle)
        var files: [String] = []
        for c in SnapshotCase.all where SnapshotCase.isDir(c.dir + "/after") {
            for rel in SnapshotCase.readTree(c.dir + "/after").keys where rel.hasSuffix(".swift") {
                files.append(c.dir + "/after/" + rel)
            }
        }
        let rejected = ParserCheck.rejected(files, oracle: oracle)
        #expect(rejected.isEmpty, "after/ files the Swift parser rejects: \(rejected)")
    }
}
