import Foundation
import Testing
import Transforms
import UnfoldKit

/// The review workflows (issue 7): branch and commits, split patches,
/// `.unfold.json`, suppression bookkeeping, SARIF/GitHub reports, --fail-on,
/// the deployment target.
@Suite struct WorkflowTests {
    final class Output: @unchecked Sendable {
        var out: [UInt8] = []
        var err = ""
        let lock = NSLock()
    }

    @discardableResult
    static func unfold(_ args: [String], cwd: String, beforeWrite: (@Sendable (String) -> Void)? = nil) -> (code: ExitCode, out: String, err: String) {
        let o = Output()
        var console = Console(out: { b in o.lock.lock(); o.out += b; o.lock.unlock() },
                              err: { s in o.lock.lock(); o.err += s; o.lock.unlock() }, cwd: cwd)
        console.beforeWrite = beforeWrite
        let code = CLI.run(args, catalog: Registry.catalog, console: console)
        return (code, String(decoding: o.out, as: UTF8.self), o.err)
    }

    @discardableResult
    static func git(_ args: [String], _ dir: String) -> (status: Int32, out: String) {
        let r = Git.run(["-c", "user.name=unfold tests", "-c", "user.email=tests@unfold.invalid", "-c", "commit.gpgSign=false"] + args, in: dir)
        return (r.status, r.stdout)
    }

    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/LegacyApp").path

    /// A git repository holding a copy of the sample app.
    static func sampleRepo() throws -> String {
        let dir = NSTemporaryDirectory() + "unfold-wf-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: sample, toPath: dir + "/repo")
        let repo = dir + "/repo"
        git(["init", "-q", "-b", "main"], repo)
        git(["config", "core.autocrlf", "false"], repo)
        git(["add", "-A"], repo)
        git(["commit", "-q", "-m", "sample"], repo)
        return repo
    }

    static func tree(_ root: String) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        let e = FileManager.default.enumerator(atPath: root)
        while let rel = e?.nextObject() as? String {
            if rel.hasPrefix(".git") || rel.hasPrefix(".unfold-cache") { continue }  // the result cache is git-ignored (docs/cache.md)
            var d: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + rel, isDirectory: &d), !d.boolValue {
                out[rel] = FileManager.default.contents(atPath: root + "/" + rel).map { [UInt8]($0) }
            }
        }
        return out
    }

    static let gitAvailable = Git.isAvailable

    @Test(.enabled(if: WorkflowTests.gitAvailable, "git is not installed"))
    func splitPatchesAppliedInOrderEqualFix() throws {
        let repo = try Self.sampleRepo()
        defer { try? FileManager.default.removeItem(atPath: (repo as NSString).deletingLastPathComponent) }
        let parent = (repo as NSString).deletingLastPathComponent
        let split = Self.unfold(["diff", "--unsafe", "--split-dir", "../patches"], cwd: repo)
        #expect(split.code == .pending)
        let patches = try FileManager.default.contentsOfDirectory(atPath: parent + "/patches").sorted()
        #expect(patches.count >= 5, "\(patches)")
        #expect(patches.first?.hasPrefix("0001-") == true)
        // A clean clone, patched one patch at a time with git apply.
        let clean = parent + "/clean"
        Self.git(["clone", "-q", repo, clean], parent)
        for p in patches {
            let text = try String(contentsOfFile: parent + "/patches/" + p, encoding: .utf8)
            #expect(text.hasPrefix("# unfold "), "\(p) opens with a comment block")
            let apply = Git.run(["apply", parent + "/patches/" + p], in: clean)
            #expect(apply.status == 0, "git apply \(p): \(apply.stderr)")
        }
        let fix = Self.unfold(["fix", "--unsafe"], cwd: repo)
        #expect(fix.code != .error, "\(fix.err)")
        #expect(Self.tree(clean) == Self.tree(repo), "split patches applied in sequence differ from unfold fix")
    }

    @Test(.enabled(if: WorkflowTests.gitAvailable, "git is not installed"))
    func branchWithOneCommitPerTransform() throws {
        let repo = try Self.sampleRepo()
        defer { try? FileManager.default.removeItem(atPath: (repo as NSString).deletingLastPathComponent) }
        let before = Self.git(["rev-parse", "main"], repo).out
        let r = Self.unfold(["fix", "--unsafe", "--branch", "ios27-modernize", "--commit"], cwd: repo)
        #expect(r.code != .error, "\(r.err)")
        #expect(r.err.contains("on branch ios27-modernize"))
        #expect(Self.git(["symbolic-ref", "--short", "HEAD"], repo).out.trimmingCharacters(in: .whitespacesAndNewlines) == "ios27-modernize")
        let log = Self.git(["log", "--format=%s", "main..ios27-modernize"], repo).out.split(separator: "\n")
        #expect(log.count >= 5, "\(log)")
        #expect(log.contains { $0.hasPrefix("app-delegate-window:") })
        let body = Self.git(["log", "-1", "--format=%B", "--grep=^uiscreen-main-scale:"], repo).out
        #expect(body.contains("Fix safety:"), "the message carries the summary and why: \(body)")
        #expect(Self.git(["rev-parse", "main"], repo).out == before, "main is untouched")
        #expect(Self.git(["status", "--porcelain"], repo).out.isEmpty, "everything is committed")
    }

    @Test(.enabled(if: WorkflowTests.gitAvailable, "git is not installed"))
    func branchFailureRestoresTreeAndBranch() throws {
        let repo = try Self.sampleRepo()
        defer { try? FileManager.default.removeItem(atPath: (repo as NSString).deletingLastPathComponent) }
        let original = Self.tree(repo)
        // Someone edits a file while unfold works: the write is refused, everything rolls back.
        let r = Self.unfold(["fix", "--unsafe", "--branch", "b", "--commit"], cwd: repo, beforeWrite: { path in
            if path.hasSuffix("HairlineView.swift") { try? "// edited\n".write(toFile: path, atomically: false, encoding: .utf8) }
        })
        #expect(r.code == .error)
        #expect(r.err.contains("branch b removed"), "\(r.err)")
        #expect(Self.git(["symbolic-ref", "--short", "HEAD"], repo).out.trimmingCharacters(in: .whitespacesAndNewlines) == "main")
        #expect(Self.git(["branch", "--list", "b"], repo).out.isEmpty)
        var now = Self.tree(repo)
        // The concurrent edit survives the rollback; everything else is as before.
        #expect(now["LegacyApp/HairlineView.swift"] == Array("// edited\n".utf8))
        now["LegacyApp/HairlineView.swift"] = original["LegacyApp/HairlineView.swift"]
        #expect(now == original)
    }

    @Test func configSelectsExcludesAndIgnoresPerPath() throws {
        let dir = NSTemporaryDirectory() + "unfold-config-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let view = "import UIKit\n\nfinal class V: UIView {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        _ = 1 / UIScreen.main.scale\n        _ = UIScreen.main.bounds\n    }\n}\n"
        for p in ["App/A.swift", "ThirdParty/B.swift", "AppTests/C.swift"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try view.write(toFile: dir + "/" + p, atomically: false, encoding: .utf8)
        }
        try #"{ "select": ["uiscreen-main-scale", "uiscreen-main"], "exclude": ["ThirdParty/**"], "perPathIgnores": { "AppTests/**": ["uiscreen-main"] } }"#
            .write(toFile: dir + "/.unfold.json", atomically: false, encoding: .utf8)
        let r = Self.unfold(["check"], cwd: dir)
        #expect(!r.out.contains("ThirdParty/"), "excluded: \(r.out)")
        #expect(r.out.contains("App/A.swift:6") && r.out.contains("App/A.swift:7"))
        #expect(r.out.contains("AppTests/C.swift:6") && !r.out.contains("AppTests/C.swift:7"), "per-path ignore: \(r.out)")
        // Flags win over the config.
        let flags = Self.unfold(["check", "--select", "uiscreen-main"], cwd: dir)
        #expect(!flags.out.contains("uiscreen-main-scale"))
        // Mistakes in the config are usage errors naming the key.
        try #"{ "selekt": [] }"#.write(toFile: dir + "/.unfold.json", atomically: false, encoding: .utf8)
        let bad = Self.unfold(["check"], cwd: dir)
        #expect(bad.code == .error && bad.err.contains("selekt"))
        try #"{ "ignore": ["no-such-rule"] }"#.write(toFile: dir + "/.unfold.json", atomically: false, encoding: .utf8)
        #expect(Self.unfold(["check"], cwd: dir).err.contains("no-such-rule"))
    }

    /// `.unfold.json` is looked up from the first path to the git top level
    /// (the first folder holding `.git`), never above it.
    @Test func configLookupStopsAtTheGitTopLevel() throws {
        let dir = NSTemporaryDirectory() + "unfold-locate-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/repo/.git", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/repo/App/Sub", withIntermediateDirectories: true)
        try "{}".write(toFile: dir + "/.unfold.json", atomically: false, encoding: .utf8)  // above the repo
        #expect(Config.locate(paths: ["App/Sub"], cwd: dir + "/repo") == nil)
        try "{}".write(toFile: dir + "/repo/.unfold.json", atomically: false, encoding: .utf8)
        #expect(Config.locate(paths: ["App/Sub"], cwd: dir + "/repo") == dir + "/repo/.unfold.json")
        try "{}".write(toFile: dir + "/repo/App/.unfold.json", atomically: false, encoding: .utf8)
        #expect(Config.locate(paths: [dir + "/repo/App/Sub"], cwd: "/") == dir + "/repo/App/.unfold.json")
        // A worktree or submodule has a `.git` file, not a folder: same stop.
        try fm.removeItem(atPath: dir + "/repo/.git")
        try "gitdir: elsewhere".write(toFile: dir + "/repo/.git", atomically: false, encoding: .utf8)
        try fm.removeItem(atPath: dir + "/repo/.unfold.json")
        try fm.removeItem(atPath: dir + "/repo/App/.unfold.json")
        #expect(Config.locate(paths: ["App"], cwd: dir + "/repo") == nil)
    }

    @Test func unusedAndUnknownSuppressionsAreReported() {
        var options = EngineOptions()
        options.reportUnusedSuppressions = true
        options.knownIDs = Set(Registry.all.map(\.id))
        let source = """
        import UIKit
        final class V: UIView {
            func a() -> CGFloat { 1 / UIScreen.main.scale } // unfold:ignore uiscreen-main-scale
            func b() -> CGFloat { 2 } // unfold:ignore
            // unfold:ignore no-such-rule
            func c() -> CGFloat { 3 }
            let s = "unfold:ignore"
        }

        """
        let r = Engine(transforms: Registry.all, options: options).run([SourceInput(path: "V.swift", bytes: Array(source.utf8))])
        let meta = r.findings.filter { $0.ruleID == Suppression.ruleID }
        #expect(meta.map(\.line) == [4, 5], "\(meta.map(\.message))")
        #expect(meta.first?.message.contains("suppresses nothing") == true)
        #expect(meta.last?.message.contains("no-such-rule") == true)
        #expect(!r.findings.contains { $0.ruleID == "uiscreen-main-scale" }, "the used suppression works")
    }

    @Test func sarifAndGitHubReports() throws {
        let dir = NSTemporaryDirectory() + "unfold-report-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "import UIKit\n\nfinal class V: UIView {\n    override func layoutSubviews() {\n        _ = 1 / UIScreen.main.scale\n        _ = UIScreen.main.bounds\n    }\n}\n"
            .write(toFile: dir + "/V.swift", atomically: false, encoding: .utf8)
        let sarif = Self.unfold(["check", "--format", "sarif"], cwd: dir)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let fixed = try #require(results.first { $0["ruleId"] as? String == "uiscreen-main-scale" })
        let fixes = try #require(fixed["fixes"] as? [[String: Any]])
        let changes = try #require(fixes.first?["artifactChanges"] as? [[String: Any]])
        #expect(changes.first.flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String } == "V.swift")
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "app-delegate-window" })
        // Every rule carries its help (issue 17 item 5): the why, and where the rest is.
        for rule in rules {
            let help = try #require(rule["help"] as? [String: Any], "rule \(rule["id"] ?? "?") has no help")
            let text = try #require(help["text"] as? String)
            #expect(text.contains("unfold explain \(rule["id"] as? String ?? "")"))
            #expect((help["markdown"] as? String)?.contains("## Why") == true)
        }
        let scaleRule = try #require(rules.first { $0["id"] as? String == "uiscreen-main-scale" })
        #expect(((scaleRule["help"] as? [String: Any])?["text"] as? String)?.hasPrefix("`UIScreen.main` is deprecated") == true)

        // JSON: each finding has the rule's help next to its short message.
        let jsonOut = Self.unfold(["check", "--format", "json"], cwd: dir)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(jsonOut.out.utf8)) as? [String: Any])
        let items = try #require(doc["findings"] as? [[String: Any]])
        #expect(items.count == 2)
        for item in items {
            let help = try #require(item["help"] as? String, "finding without help: \(item)")
            #expect(help.contains("unfold explain \(item["rule"] as? String ?? "")"))
            #expect(!help.contains("## "), "help is prose, not the whole page")
            #expect(help != item["message"] as? String)
        }

        let gh = Self.unfold(["check", "--format", "github"], cwd: dir)
        let lines = gh.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("::warning file=V.swift,line=") }, "a pending item, fixable or not, is a warning: \(gh.out)")
        #expect(gh.err.contains("transform") && gh.err.contains("uiscreen-main-scale"), "summary table on stderr")

        // --fail-on: a tree with only a safe fix passes when safe fixes are allowed to wait.
        try "import UIKit\n\nfinal class V: UIView {\n    override func layoutSubviews() {\n        _ = 1 / UIScreen.main.scale\n    }\n}\n"
            .write(toFile: dir + "/V.swift", atomically: false, encoding: .utf8)
        #expect(Self.unfold(["check"], cwd: dir).code == .pending)
        #expect(Self.unfold(["check", "--fail-on", "review"], cwd: dir).code == .clean)
        #expect(Self.unfold(["check", "--fail-on", "finding"], cwd: dir).code == .clean)
        #expect(Self.unfold(["check", "--fail-on", "maybe"], cwd: dir).code == .error)
    }

    @Test func deploymentTargetFromPackageProjectAndFlag() throws {
        let dir = NSTemporaryDirectory() + "unfold-target-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/Sources/App", withIntermediateDirectories: true)
        let view = "import SwiftUI\n\nstruct Root: View {\n    var body: some View {\n        NavigationView {\n            Text(\"x\")\n        }\n        .navigationViewStyle(.stack)\n    }\n}\n"
        try view.write(toFile: dir + "/Sources/App/Root.swift", atomically: false, encoding: .utf8)
        // Unknown target: finding only.
        #expect(!Self.unfold(["--unsafe"], cwd: dir).out.contains("NavigationStack"))
        // The flag.
        #expect(Self.unfold(["--unsafe", "--deployment-target", "16.0"], cwd: dir).out.contains("+        NavigationStack {"))
        // Package.swift.
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)], targets: [.target(name: \"App\")])\n"
            .write(toFile: dir + "/Package.swift", atomically: false, encoding: .utf8)
        #expect(Self.unfold(["--unsafe"], cwd: dir).out.contains("+        NavigationStack {"))
        // The flag wins.
        #expect(!Self.unfold(["--unsafe", "--deployment-target", "15"], cwd: dir).out.contains("NavigationStack"))
        // .unfold.json.
        try FileManager.default.removeItem(atPath: dir + "/Package.swift")
        try #"{ "deploymentTarget": "17.0" }"#.write(toFile: dir + "/.unfold.json", atomically: false, encoding: .utf8)
        #expect(Self.unfold(["--unsafe"], cwd: dir).out.contains("+        NavigationStack {"))
    }

    /// `--shard K/N`: every file lands in exactly one shard and the shards'
    /// patches together are the whole run's patch.
    @Test func shardsTogetherEqualTheWholeRun() throws {
        let dir = NSTemporaryDirectory() + "unfold-shard-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Self.sample, toPath: dir)
        // More files: every snapshot case's before/ tree, each in its own folder.
        let snaps = URL(fileURLWithPath: Self.sample).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots").path
        for t in ["uiscreen-main-scale", "symmetric-safe-area-insets", "key-window"] {
            for c in (try? FileManager.default.contentsOfDirectory(atPath: snaps + "/" + t)) ?? [] where FileManager.default.fileExists(atPath: "\(snaps)/\(t)/\(c)/before") {
                try FileManager.default.copyItem(atPath: "\(snaps)/\(t)/\(c)/before", toPath: "\(dir)/cases/\(t)-\(c)")
            }
        }
        func chunks(_ patch: String) -> Set<String> {
            Set(patch.components(separatedBy: "diff --git ").filter { !$0.isEmpty })
        }
        let whole = Self.unfold(["--unsafe", "--no-color"], cwd: dir)
        let wholeChunks = chunks(whole.out)
        #expect(wholeChunks.count > 20)
        var union = Set<String>()
        for k in 1...3 {
            let part = chunks(Self.unfold(["--unsafe", "--no-color", "--shard", "\(k)/3"], cwd: dir).out)
            #expect(part.isDisjoint(with: union), "a file in two shards")
            #expect(!part.isEmpty)
            union.formUnion(part)
        }
        #expect(union == wholeChunks)
        #expect(Self.unfold(["--shard", "4/3"], cwd: dir).code == .error)
    }

    /// Large projects drop their trees between the passes; the result must not change.
    @Test func streamingModeGivesTheSameResult() throws {
        var inputs: [SourceInput] = []
        let e = FileManager.default.enumerator(atPath: Self.sample)
        while let rel = e?.nextObject() as? String {
            if let d = FileManager.default.contents(atPath: Self.sample + "/" + rel), rel.hasSuffix(".swift") || rel.hasSuffix(".plist") {
                inputs.append(SourceInput(path: rel, bytes: [UInt8](d)))
            }
        }
        var options = EngineOptions()
        options.unsafe = true
        let whole = Engine(transforms: Registry.all, options: options).run(inputs)
        options.streamingThreshold = 0
        let streamed = Engine(transforms: Registry.all, options: options).run(inputs)
        #expect(!whole.changes.isEmpty)
        #expect(streamed.changes == whole.changes)
        #expect(streamed.findings.map(\.message) == whole.findings.map(\.message))
        #expect(streamed.applied == whole.applied)
    }
}
