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
/// rewrites after/, findings.txt and the case lists of the READMEs
/// (`SnapshotReadme`), and prints what changed. `AllTransformsTogetherTests`
/// runs every transform at once over every case.
struct SnapshotCase: CustomTestStringConvertible, Sendable {
    let transform: String
    let name: String
    let dir: String
    var testDescription: String { "\(transform)/\(name)" }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let updating = ProcessInfo.processInfo.environment["UNFOLD_UPDATE_SNAPSHOTS"] == "1"
    /// `UNFOLD_SNAPSHOT_ONLY=id1,id2`: only those transforms' cases (a quick run while working on one transform).
    static let only: Set<String>? = ProcessInfo.processInfo.environment["UNFOLD_SNAPSHOT_ONLY"].map {
        Set($0.split(separator: ",").map(String.init))
    }

    static let all: [SnapshotCase] = {
        let fm = FileManager.default
        let snaps = root + "/Snapshots"
        var out: [SnapshotCase] = []
        for t in ((try? fm.contentsOfDirectory(atPath: snaps)) ?? []).sorted() where isDir(snaps + "/" + t) {
            if let only, !only.contains(t) { continue }
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
            try? Data(bytes).write(to: URL(fileURLWithPath: p))
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
    /// A message's `File.swift:12` sites (another file's line) moved down one,
    /// as the emoji line moves every Swift file's lines.
    static func shiftingSites(_ message: String) -> String {
        var out = ""
        var rest = Substring(message)
        while let r = rest.range(of: ".swift:") {
            out += rest[..<r.upperBound]
            rest = rest[r.upperBound...]
            let digits = rest.prefix { $0.isNumber }
            if let n = Int(digits) { out += String(n + 1); rest = rest.dropFirst(digits.count) }
        }
        return out + rest
    }

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
                try? Data(findingsText.utf8).write(to: URL(fileURLWithPath: findingsPath))
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
            return "\(parts[0]):\(n + 1):\(Self.shiftingSites(String(parts[2])))"
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

// MARK: - All transforms together

/// Every transform at once (review fixes applied) over one case's before/.
struct CombinedRun: Sendable {
    let snapshot: SnapshotCase
    /// The before tree and the result tree (relative path → bytes).
    let before: [String: [UInt8]]
    let result: [String: [UInt8]]
    let problems: [EngineProblem]
    /// Paths a second run over `result` changed (empty: idempotent).
    let secondRunChanged: [String]
    let secondRunProblems: [EngineProblem]

    static func run(_ tree: [String: [UInt8]]) -> (result: [String: [UInt8]], changed: [String], problems: [EngineProblem]) {
        var options = EngineOptions()
        options.unsafe = true
        options.jobs = 1
        let r = Engine(transforms: Registry.all, options: options).run(tree.keys.sorted().map { SourceInput(path: $0, bytes: tree[$0]!) })
        var result = tree
        for c in r.changes { result[c.path] = c.result }
        return (result, r.changes.map(\.path), r.problems)
    }

    /// One combined run (and a second one over its result) per snapshot case.
    static let all: [CombinedRun] = SnapshotCase.all.map { c in
        let before = SnapshotCase.readTree(c.dir + "/before")
        let first = run(before)
        let second = run(first.result)
        return CombinedRun(snapshot: c, before: before, result: first.result, problems: first.problems,
                           secondRunChanged: second.changed, secondRunProblems: second.problems)
    }
}

/// The snapshot cases with every transform running together: they must
/// reach a fixed point, be idempotent, and leave Swift that the toolchain's
/// parser accepts (cases whose before/ it rejects are skipped, with a note).
@Suite struct AllTransformsTogetherTests {
    static func isNoFixedPoint(_ p: EngineProblem) -> Bool {
        if case .noFixedPoint = p { return true }
        return false
    }

    @Test func reachAFixedPointAndAreIdempotent() {
        #expect(CombinedRun.all.count == SnapshotCase.all.count)
        for run in CombinedRun.all {
            let name = run.snapshot.testDescription
            #expect(!run.problems.contains(where: Self.isNoFixedPoint), "\(name): \(run.problems.map(\.description))")
            #expect(!run.secondRunProblems.contains(where: Self.isNoFixedPoint), "\(name), second run: \(run.secondRunProblems.map(\.description))")
            #expect(run.secondRunChanged.isEmpty, "\(name): a second run of all transforms changed \(run.secondRunChanged)")
        }
    }

    @Test(.enabled(if: SnapshotTests.oracle != nil, "swift-syntax-oracle could not be built"))
    func outputParses() throws {
        let oracle = try #require(SnapshotTests.oracle)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-all-transforms-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // Write every case's before/ and combined output, then ask the parser about both at once.
        var beforeFiles: [String: String] = [:]  // written path → case
        var outputFiles: [String: String] = [:]
        for (k, run) in CombinedRun.all.enumerated() {
            SnapshotCase.writeTree(run.before.filter { $0.key.hasSuffix(".swift") }, to: "\(scratch)/\(k)/before")
            SnapshotCase.writeTree(run.result.filter { $0.key.hasSuffix(".swift") }, to: "\(scratch)/\(k)/output")
            for rel in run.before.keys where rel.hasSuffix(".swift") { beforeFiles["\(scratch)/\(k)/before/\(rel)"] = run.snapshot.testDescription }
            for rel in run.result.keys where rel.hasSuffix(".swift") { outputFiles["\(scratch)/\(k)/output/\(rel)"] = run.snapshot.testDescription }
        }
        let unparsable = Set(ParserCheck.rejected(beforeFiles.keys.sorted(), oracle: oracle).keys.compactMap { beforeFiles[$0] })
        for name in unparsable.sorted() {
            print("note: \(name): skipped, its before/ does not parse with the Swift parser")
        }
        let rejected = ParserCheck.rejected(outputFiles.keys.sorted(), oracle: oracle)
            .filter { path, _ in !unparsable.contains(outputFiles[path]!) }
            .map { path, at in "\(outputFiles[path]!): \(path.split(separator: "/").dropFirst(scratch.split(separator: "/").count + 2).joined(separator: "/")) at \(at)" }
        #expect(rejected.isEmpty, "output of all transforms together that the Swift parser rejects: \(rejected.sorted())")
        print("note: all transforms together: \(CombinedRun.all.count) cases, \(outputFiles.count) Swift files parsed, \(unparsable.count) skipped")
    }
}

// MARK: - Snapshot READMEs

/// `Snapshots/<id>/README.md` lists exactly the case folders, in order, each
/// with its description: the title and the text above the list are kept, the
/// list is regenerated from the folders (`UNFOLD_UPDATE_SNAPSHOTS=1` writes
/// it; a case with no description yet gets a placeholder to replace).
struct SnapshotReadme: Equatable {
    var title: String
    var intro: [String]
    var descriptions: [String: String]
    var outro: [String]

    static let placeholder = "(not described yet: say what the case checks)"
    static let defaultIntro = "Each folder is one case: `before/` is the input tree, `after/` the expected tree with review fixes applied (the runner applies them); a case without `after/` must not change. `findings.txt` is generated from the tool and reviewed by hand."

    init(id: String, text: String?) {
        title = "# Snapshots: \(id)"
        intro = [SnapshotReadme.defaultIntro]
        descriptions = [:]
        outro = []
        guard let text else { return }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeFirst() }
        if let first = lines.first, first.hasPrefix("# ") { title = first; lines.removeFirst() }
        let items = lines.indices.filter { lines[$0].hasPrefix("- `") }
        let listStart = items.first ?? lines.count
        let listEnd = items.last.map { $0 + 1 } ?? lines.count
        intro = SnapshotReadme.trimmed(Array(lines[..<listStart]))
        outro = SnapshotReadme.trimmed(Array(lines[listEnd...]))
        for line in lines[listStart..<listEnd] where line.hasPrefix("- `") {
            let body = line.dropFirst(3)
            guard let tick = body.firstIndex(of: "`") else { continue }
            let name = String(body[..<tick])
            var rest = body[body.index(after: tick)...]
            if rest.hasPrefix(" — ") { rest = rest.dropFirst(3) }
            descriptions[name] = String(rest)
        }
    }

    static func trimmed(_ lines: [String]) -> [String] {
        var l = lines[...]
        while l.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { l = l.dropFirst() }
        while l.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { l = l.dropLast() }
        return Array(l)
    }

    /// The README for `cases` (folder names, sorted).
    func rendered(cases: [String]) -> String {
        var out = title + "\n\n"
        if !intro.isEmpty { out += intro.joined(separator: "\n") + "\n\n" }
        for c in cases { out += "- `\(c)` — \(descriptions[c] ?? SnapshotReadme.placeholder)\n" }
        if !outro.isEmpty { out += "\n" + outro.joined(separator: "\n") + "\n" }
        return out
    }
}

@Suite struct SnapshotReadmeTests {
    @Test func readmesListTheCaseFolders() {
        let byTransform = Dictionary(grouping: SnapshotCase.all, by: \.transform)
        for id in byTransform.keys.sorted() {
            let cases = byTransform[id]!.map(\.name).sorted()
            let path = "\(SnapshotCase.root)/Snapshots/\(id)/README.md"
            let current = FileManager.default.contents(atPath: path).map { text([UInt8]($0)) }
            let readme = SnapshotReadme(id: id, text: current)
            let expected = readme.rendered(cases: cases)
            if SnapshotCase.updating {
                if current != expected {
                    print("snapshot README \(id): updated")
                    try? Data(expected.utf8).write(to: URL(fileURLWithPath: path))
                }
            } else {
                #expect(current == expected, "Snapshots/\(id)/README.md does not list the case folders (UNFOLD_UPDATE_SNAPSHOTS=1 swift test --filter SnapshotReadme regenerates it)")
            }
            let undescribed = cases.filter { readme.descriptions[$0] == nil || readme.descriptions[$0] == SnapshotReadme.placeholder }
            #expect(undescribed.isEmpty, "Snapshots/\(id)/README.md: describe \(undescribed.joined(separator: ", "))")
        }
    }
}
