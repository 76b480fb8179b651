import Foundation
import Testing
import Transforms
import UnfoldKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// End-to-end tests of the command line (DESIGN §1, §7; issue 2 items 5 and 9):
// `CLI.run` in process with a captured console, on fixture trees built in
// temporary directories, plus one run of the built `unfold` binary.

// MARK: - Running the CLI in process

/// stdout bytes and stderr text captured from one run.
private final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var outBytes: [UInt8] = []
    private var errText = ""

    func out(_ bytes: [UInt8]) {
        lock.lock()
        outBytes += bytes
        lock.unlock()
    }

    func err(_ s: String) {
        lock.lock()
        errText += s
        lock.unlock()
    }

    var stdout: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return outBytes
    }

    var stderr: String {
        lock.lock()
        defer { lock.unlock() }
        return errText
    }
}

private struct CLIRun {
    var code: ExitCode
    var out: [UInt8]
    var err: String

    var stdout: String { String(decoding: out, as: UTF8.self) }

    /// The `diff --git …` header lines of the patch on stdout.
    var diffHeaders: [String] { gitHeaders(out) }

    /// Lines of stderr that start with `unfold: `.
    var errorLines: [String] {
        err.split(separator: "\n").map(String.init).filter { $0.hasPrefix("unfold: ") }
    }
}

/// Runs `unfold args…` in process with the working directory `cwd`.
private func unfold(_ args: [String], cwd: String, stdoutIsTTY: Bool = false, environment: [String: String] = [:]) -> CLIRun {
    let captured = CapturedOutput()
    let console = Console(
        out: { captured.out($0) }, err: { captured.err($0) },
        stdoutIsTTY: stdoutIsTTY, stderrIsTTY: false, cwd: cwd, environment: environment)
    let code = CLI.run(args, catalog: Registry.catalog, console: console)
    return CLIRun(code: code, out: captured.stdout, err: captured.stderr)
}

/// The lines of `bytes`, split at LF only (a Swift `String` would treat CRLF as one character).
private func byteLines(_ bytes: [UInt8]) -> [String] {
    bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
}

/// The `diff --git …` header lines of a patch.
private func gitHeaders(_ patch: [UInt8]) -> [String] {
    byteLines(patch).filter { $0.hasPrefix("diff --git ") }
}

/// The `diff --git a/P b/P` header git writes for a plain path (no quoting needed).
private func header(_ path: String) -> String { "diff --git a/\(path) b/\(path)" }

// MARK: - Temporary trees

/// A fresh temporary directory (real path) for one test.
private struct Scratch {
    let path: String

    init() throws { path = try makeTemporaryFolder("unfold-cli") }

    func remove() {
        // Make every directory and file removable again (chmod 000 fixtures).
        _ = try? runProcess("/bin/chmod", ["-R", "u+rwx", path], cwd: "/")
        try? FileManager.default.removeItem(atPath: path)
    }

    func abs(_ rel: String) -> String { rel.isEmpty ? path : path + "/" + rel }

    func write(_ rel: String, _ bytes: [UInt8], mode: mode_t? = nil) throws {
        let url = URL(fileURLWithPath: abs(rel))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        if let mode { chmod(abs(rel), mode) }
    }

    func write(_ rel: String, _ text: String, mode: mode_t? = nil) throws { try write(rel, Array(text.utf8), mode: mode) }

    func mkdir(_ rel: String) throws {
        try FileManager.default.createDirectory(atPath: abs(rel), withIntermediateDirectories: true)
    }

    func symlink(_ rel: String, to dest: String) throws {
        try FileManager.default.createSymbolicLink(atPath: abs(rel), withDestinationPath: dest)
    }

    func read(_ rel: String) -> [UInt8]? { (try? Data(contentsOf: URL(fileURLWithPath: abs(rel)))).map { [UInt8]($0) } }

    func text(_ rel: String) -> String { read(rel).map { String(decoding: $0, as: UTF8.self) } ?? "" }

    func exists(_ rel: String) -> Bool {
        var st = stat()
        return lstat(abs(rel), &st) == 0
    }

    func info(_ rel: String) -> stat { statOf(abs(rel)) }
}

/// `stat(2)` of `path` (zeroed when it fails).
private func statOf(_ path: String) -> stat {
    var st = stat()
    _ = stat(path, &st)
    return st
}

/// One entry of a tree snapshot: contents (nil when unreadable), permission bits, link target.
private struct Entry: Equatable, CustomStringConvertible {
    var bytes: [UInt8]?
    var mode: mode_t
    var link: String?

    var description: String {
        if let link { return "link → \(link)" }
        return "mode \(String(mode, radix: 8)), \(bytes.map { "\($0.count) bytes" } ?? "unreadable")"
    }
}

/// Every file, directory and link under `root` by relative path, without
/// following links; `.git` is left out unless `includeGit`.
private func snapshot(_ root: String, includeGit: Bool = false) -> [String: Entry] {
    var result: [String: Entry] = [:]
    func walk(_ rel: String) {
        let dir = rel.isEmpty ? root : root + "/" + rel
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        for name in names.sorted() {
            if name == ".git" && rel.isEmpty && !includeGit { continue }
            // The result cache (git-ignored, docs/cache.md) is not part of the tree.
            if name == ".unfold-cache" && rel.isEmpty { continue }
            let r = rel.isEmpty ? name : rel + "/" + name
            let full = root + "/" + r
            var st = stat()
            guard lstat(full, &st) == 0 else { continue }
            switch st.st_mode & S_IFMT {
            case S_IFLNK:
                let dest = (try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?"
                result[r] = Entry(bytes: nil, mode: 0, link: dest)
            case S_IFDIR:
                result[r + "/"] = Entry(bytes: [], mode: st.st_mode & 0o7777, link: nil)
                walk(r)
            default:
                let bytes = (try? Data(contentsOf: URL(fileURLWithPath: full))).map { [UInt8]($0) }
                result[r] = Entry(bytes: bytes, mode: st.st_mode & 0o7777, link: nil)
            }
        }
    }
    walk("")
    return result
}

/// Expects two snapshots to be equal, naming each path that differs.
private func expectSameTree(_ a: [String: Entry], _ b: [String: Entry], _ what: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a.keys.sorted() == b.keys.sorted(), "\(what): different file lists", sourceLocation: sourceLocation)
    for key in Set(a.keys).intersection(b.keys).sorted() where a[key] != b[key] {
        Issue.record("\(what): \(key) differs: \(a[key]!) vs \(b[key]!)", sourceLocation: sourceLocation)
    }
}

// MARK: - Processes and git

private struct ProcessResult {
    var status: Int32
    var out: [UInt8]
    var err: String
    var stdout: String { String(decoding: out, as: UTF8.self) }
}

private struct ProcessFailure: Error, CustomStringConvertible {
    var description: String
}

/// Runs `executable args…` in `cwd`; stdout and stderr go through temporary
/// files, so neither can block the child.
private func runProcess(_ executable: String, _ args: [String], cwd: String,
                        environment extra: [String: String] = [:]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = args
    process.currentDirectoryURL = URL(fileURLWithPath: cwd, isDirectory: true)
    var env = ProcessInfo.processInfo.environment
    for key in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_PREFIX"] { env[key] = nil }
    for (k, v) in extra { env[k] = v }
    process.environment = env
    let (out, err) = try runCapturing(process)
    return ProcessResult(status: process.terminationStatus, out: out, err: err)
}

/// git with no system or global configuration (no autocrlf, no hooks from
/// outside) and a fixed identity.
private let gitEnvironment = [
    "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_TERMINAL_PROMPT": "0",
    "GIT_AUTHOR_NAME": "unfold tests", "GIT_AUTHOR_EMAIL": "tests@unfold.invalid",
    "GIT_COMMITTER_NAME": "unfold tests", "GIT_COMMITTER_EMAIL": "tests@unfold.invalid",
]

@discardableResult
private func git(_ args: [String], in dir: String) throws -> ProcessResult {
    let r = try runProcess("/usr/bin/env", ["git"] + args, cwd: dir, environment: gitEnvironment)
    if r.status != 0 {
        throw ProcessFailure(description: "git \(args.joined(separator: " ")) failed in \(dir) (\(r.status)): \(r.err)")
    }
    return r
}

private let gitAvailable: Bool = ((try? runProcess("/usr/bin/env", ["git", "--version"], cwd: "/"))?.status ?? -1) == 0

/// `git init` + commit of everything under `dir`, with repository-local
/// settings that keep bytes and modes exactly (no line-ending conversion).
private func makeRepo(_ dir: String) throws {
    try git(["-c", "init.defaultBranch=main", "init", "-q"], in: dir)
    try git(["config", "user.name", "unfold tests"], in: dir)
    try git(["config", "user.email", "tests@unfold.invalid"], in: dir)
    try git(["config", "core.autocrlf", "false"], in: dir)
    try git(["config", "core.fileMode", "true"], in: dir)
    try git(["config", "commit.gpgSign", "false"], in: dir)
    try git(["add", "-A"], in: dir)
    try git(["commit", "-q", "-m", "fixture"], in: dir)
}

/// Whether `dir` is inside some git work tree (a temporary directory should not be).
private func insideGitWorkTree(_ dir: String) -> Bool {
    ((try? runProcess("/usr/bin/env", ["git", "rev-parse", "--show-toplevel"], cwd: dir, environment: gitEnvironment))?.status ?? 1) == 0
}

// MARK: - Fixture sources

/// Joins `lines` with `eol`, ending with `eol` unless `finalNewline` is false.
private func source(_ lines: [String], eol: String = "\n", finalNewline: Bool = true, bom: Bool = false) -> [UInt8] {
    var text = lines.joined(separator: eol)
    if finalNewline { text += eol }
    return (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
}

/// A UIView subclass reading the scale in layoutSubviews (safe fix).
private func uiViewSource(_ name: String = "HairlineView", eol: String = "\n") -> [UInt8] {
    source([
        "import UIKit",
        "",
        "final class \(name): UIView {",
        "    override func layoutSubviews() {",
        "        super.layoutSubviews()",
        "        frame.size.height = 1 / UIScreen.main.scale",
        "    }",
        "}",
    ], eol: eol)
}

/// A SwiftUI view reading the scale in its body (the fix inserts an @Environment property).
private func swiftUISource(_ name: String = "Divider", eol: String = "\n") -> [UInt8] {
    source([
        "import SwiftUI",
        "",
        "struct \(name): View {",
        "    var body: some View {",
        "        Rectangle().frame(height: 1 / UIScreen.main.scale)",
        "    }",
        "}",
    ], eol: eol)
}

/// A view controller reading the scale in viewDidLoad (review fix, applied only with --unsafe).
private let viewDidLoadSource = source([
    "import UIKit",
    "",
    "final class GalleryViewController: UIViewController {",
    "    var pixel: CGFloat = 0",
    "    override func viewDidLoad() {",
    "        super.viewDidLoad()",
    "        pixel = 1 / UIScreen.main.scale",
    "    }",
    "}",
])

/// Global code using UIScreen.main.bounds: a finding without a fix.
private let findingOnlySource = source([
    "import UIKit",
    "",
    "let screenWidth = UIScreen.main.bounds.width",
])

/// Nothing for unfold to do.
private let cleanSource = source([
    "import Foundation",
    "",
    "struct Point { var x = 0.0, y = 0.0 }",
    "// UIScreen.main.scale in a comment is not code",
    "let text = \"UIScreen.main.scale\"",
])

private let escape: UInt8 = 0x1B
private let environmentProperty = "@Environment(\\.displayScale) private var displayScale"

/// All CLI tests, so `swift test --filter CLITests` selects them.
@Suite("CLI")
enum CLITests {}

// MARK: - 1. The patch contract

extension CLITests {
    @Suite("patch contract")
    struct PatchContract {
        /// `unfold diff -o` on a repository, applied with `git apply` to a clean
        /// checkout, gives byte for byte the tree `unfold fix` writes.
        @Test(.enabled(if: gitAvailable, "git is not installed"))
        func patchAppliedToCleanCheckoutEqualsFix() throws {
            let s = try Scratch()
            defer { s.remove() }
            let repo = s.abs("repo")
            try s.write("repo/Sources/HairlineView.swift", uiViewSource())
            try s.write("repo/Sources/Divider View.swift", swiftUISource())
            try s.write("repo/Sources/CRLFView.swift", uiViewSource("CRLFView", eol: "\r\n"))
            try s.write("repo/Sources/CRLFBadge.swift", swiftUISource("CRLFBadge", eol: "\r\n"))
            try s.write("repo/Sources/NoNewline.swift", source([
                "import UIKit",
                "",
                "final class Tick: UIView {",
                "    private func thickness() -> CGFloat { 1 / UIScreen.main.scale }",
                "}",
            ], finalNewline: false))
            try s.write("repo/Sources/Time:Scale.swift", uiViewSource("TimeScaleView"))
            try s.write("repo/Sources/Café Ünïcode.swift", swiftUISource("Cafe"))
            try s.write("repo/Sources/BOM.swift", source([
                "import UIKit",
                "",
                "final class BOMView: UIView {",
                "    override func draw(_ rect: CGRect) { _ = 2 / UIScreen.main.scale }",
                "}",
            ], bom: true))
            try s.write("repo/Scripts/tool.swift", uiViewSource("ToolView"), mode: 0o755)
            try s.write("repo/Sources/Untouched.swift", cleanSource)
            try s.write("repo/README.md", "fixture\n")
            try makeRepo(repo)
            let original = snapshot(repo)

            // The patch, written next to the repository (so its tree stays clean).
            let diff = unfold(["diff", "-o", "../review.patch"], cwd: repo)
            #expect(diff.code == .pending, "stderr: \(diff.err)")
            #expect(diff.out.isEmpty, "with -o the patch goes to the file, not stdout")
            expectSameTree(snapshot(repo), original, "diff -o must not touch the tree")
            let patch = try #require(s.read("review.patch"), "diff -o ../review.patch wrote no file next to the repo")
            let patchText = String(decoding: patch, as: UTF8.self)
            let headers = gitHeaders(patch)
            #expect(headers.count == 9, "one diff per changed file:\n\(patchText)")
            #expect(!patch.contains(escape), "a patch file never has colour codes")
            #expect(patchText.contains("\\ No newline at end of file"))

            // A clean checkout of the same commit, patched by git.
            let clean = s.abs("clean")
            try git(["clone", "-q", repo, clean], in: s.path)
            try git(["config", "core.autocrlf", "false"], in: clean)
            let check = try runProcess("/usr/bin/env", ["git", "apply", "--check", "../review.patch"], cwd: clean, environment: gitEnvironment)
            #expect(check.status == 0, "git apply --check rejected the patch: \(check.err)")
            let apply = try runProcess("/usr/bin/env", ["git", "apply", "../review.patch"], cwd: clean, environment: gitEnvironment)
            #expect(apply.status == 0, "git apply failed: \(apply.err)")

            // unfold fix in the original repository.
            let fix = unfold(["fix"], cwd: repo)
            #expect(fix.code == .clean, "stderr: \(fix.err)")
            let fixed = snapshot(repo)
            expectSameTree(fixed, snapshot(clean), "unfold fix vs git apply of unfold's patch")

            // The fix did what it should (so equal trees are not two untouched trees).
            #expect(fixed != original)
            #expect(s.text("repo/Sources/HairlineView.swift").contains("1 / traitCollection.displayScale"))
            #expect(s.text("repo/Sources/Divider View.swift").contains(environmentProperty))
            #expect(s.text("repo/Sources/CRLFBadge.swift").contains(environmentProperty + "\r\n"),
                    "the inserted property keeps the file's CRLF line endings")
            for file in ["repo/Sources/CRLFView.swift", "repo/Sources/CRLFBadge.swift"] {
                let bytes = s.read(file) ?? []
                let bareLF = bytes.indices.contains { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }
                #expect(!bareLF, "no bare LF in the CRLF file \(file)")
            }
            #expect(s.read("repo/Sources/BOM.swift")?.starts(with: [0xEF, 0xBB, 0xBF]) == true, "BOM kept")
            #expect(s.read("repo/Sources/NoNewline.swift")?.last == UInt8(ascii: "}"), "still no final newline")
            #expect(s.info("repo/Scripts/tool.swift").st_mode & 0o777 == 0o755)
            #expect(fixed["Sources/Untouched.swift"] == original["Sources/Untouched.swift"])
            for (path, entry) in fixed where path.hasSuffix(".swift") && path != "Sources/Untouched.swift" {
                #expect(!String(decoding: entry.bytes ?? [], as: UTF8.self).contains("UIScreen.main.scale"), "\(path) not fixed")
            }

            // git agrees on which files changed, and a second run has nothing to do.
            let status = try git(["status", "--porcelain", "-z"], in: repo).stdout
            #expect(status.split(separator: "\0").count == 9, "git status: \(status)")
            let again = unfold([], cwd: repo)
            #expect(again.code == .clean && again.out.isEmpty, "second run: \(again.stdout)\(again.err)")
        }
    }
}

extension CLITests.PatchContract {
    /// The scene migration of Examples/LegacyApp as a patch (a new
    /// SceneDelegate.swift, the app delegate and Info.plist edited), applied
    /// with `git apply`, equals what `unfold fix` writes.
    @Test(.enabled(if: gitAvailable, "git is not installed"))
    func sceneMigrationPatchOfTheSampleAppEqualsFix() throws {
        let s = try Scratch()
        defer { s.remove() }
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/LegacyApp").path
        let repo = s.abs("repo")
        try FileManager.default.copyItem(atPath: sample, toPath: repo)
        try makeRepo(repo)
        let original = snapshot(repo)

        let diff = unfold(["diff", "--unsafe", "-o", "../scene.patch"], cwd: repo)
        #expect(diff.code == .pending, "stderr: \(diff.err)")
        let patch = try #require(s.read("scene.patch"))
        let text = String(decoding: patch, as: UTF8.self)
        #expect(text.contains("new file mode 100644\n--- /dev/null\n+++ b/LegacyApp/SceneDelegate.swift"), "the patch creates the scene delegate")
        #expect(text.contains("+\t<key>UIApplicationSceneManifest</key>"), "the patch adds the manifest to Info.plist")
        expectSameTree(snapshot(repo), original, "diff -o must not touch the tree")

        let clean = s.abs("clean")
        try git(["clone", "-q", repo, clean], in: s.path)
        try git(["config", "core.autocrlf", "false"], in: clean)
        let apply = try runProcess("/usr/bin/env", ["git", "apply", "../scene.patch"], cwd: clean, environment: gitEnvironment)
        #expect(apply.status == 0, "git apply failed: \(apply.err)")

        let fix = unfold(["fix", "--unsafe"], cwd: repo)
        #expect(fix.code == .pending, "findings for a human remain: \(fix.err)")
        expectSameTree(snapshot(repo), snapshot(clean), "unfold fix vs git apply of the scene migration patch")
        let scene = s.text("repo/LegacyApp/SceneDelegate.swift")
        #expect(scene.contains("window = UIWindow(windowScene: windowScene)"))
        #expect(scene.contains("func sceneDidBecomeActive(_ scene: UIScene)"))
        #expect(s.text("repo/LegacyApp/AppDelegate.swift").contains("configuration.delegateClass = SceneDelegate.self"))
        #expect(s.text("repo/LegacyApp/AppDelegate.swift").contains("@main"))
        // Idempotent: the migrated app is on scenes, nothing more to move.
        let again = unfold(["diff", "--unsafe", "--select", "app-delegate-window"], cwd: repo)
        #expect(again.out.isEmpty, "second run: \(again.stdout)")
    }
}

// MARK: - 2. Exit codes

extension CLITests {
    @Suite("exit codes")
    struct ExitCodes {
        @Test func cleanTreeExitsZeroForEveryCommand() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("App/Model.swift", cleanSource)
            let before = snapshot(s.path)
            for args in [[], ["diff"], ["check"], ["check", "--format", "json"], ["fix", "--allow-no-vcs"], ["rules"], ["explain", "uiscreen-main"], ["help"]] {
                let r = unfold(args, cwd: s.path)
                #expect(r.code == .clean, "unfold \(args): \(r.err)")
            }
            #expect(unfold([], cwd: s.path).out.isEmpty, "the dry run prints nothing when there is nothing to change")
            #expect(unfold(["check"], cwd: s.path).out.isEmpty)
            expectSameTree(snapshot(s.path), before, "a clean tree")
        }

        @Test func pendingChangesOrFindingsExitOne() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("fixable/View.swift", uiViewSource())
            try s.write("findings/Globals.swift", findingOnlySource)
            try s.write("review/Gallery.swift", viewDidLoadSource)
            let before = snapshot(s.path)
            for dir in ["fixable", "findings", "review"] {
                for cmd in [[], ["diff"], ["check"], ["check", "--format", "xcode"], ["check", "--format", "json"]] {
                    let r = unfold(cmd + [dir], cwd: s.path)
                    #expect(r.code == .pending, "unfold \(cmd) \(dir): \(r.err)")
                }
            }
            // Findings without a safe fix: exit 1, but nothing on stdout.
            for dir in ["findings", "review"] {
                let r = unfold([dir], cwd: s.path)
                #expect(r.out.isEmpty, "\(dir): \(r.stdout)")
                #expect(r.err.contains("\(dir)/"), "the finding is listed on stderr")
            }
            expectSameTree(snapshot(s.path), before, "dry runs, diff and check write nothing")
            // fix: everything fixed → 0; findings remain → 1.
            #expect(unfold(["fix", "--allow-no-vcs", "fixable"], cwd: s.path).code == .clean)
            #expect(unfold(["fix", "--allow-no-vcs", "findings"], cwd: s.path).code == .pending)
        }

        @Test(arguments: [
            ["--bogus"],
            ["diff", "--no-such-flag"],
            ["--jobs", "0"],
            ["--jobs=0"],
            ["-j", "many"],
            ["check", "--format", "yaml"],
            ["--format", "json"],
            ["-o", "out.patch"],
            ["check", "-o", "out.patch"],
            ["fix", "--output", "out.patch"],
            ["--allow-dirty"],
            ["explain"],
            ["explain", "no-such-transform"],
            ["--select", "no-such-transform"],
            ["--ignore", "uiscreen-main,no-such-transform"],
            ["check", "--select"],
        ])
        func usageErrorsExitTwo(_ args: [String]) throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("View.swift", uiViewSource())
            let before = snapshot(s.path)
            let r = unfold(args, cwd: s.path)
            #expect(r.code == .error, "unfold \(args)")
            #expect(r.out.isEmpty, "unfold \(args) printed on stdout: \(r.stdout)")
            #expect(r.err.hasPrefix("unfold: ") && r.err.count > "unfold: ".count, "stderr: \(r.err)")
            expectSameTree(snapshot(s.path), before, "unfold \(args)")
        }

        @Test func unknownTransformIsNamed() throws {
            let s = try Scratch()
            defer { s.remove() }
            for args in [["--select", "uiscreen-scale"], ["--ignore", "uiscreen-scale"], ["explain", "uiscreen-scale"]] {
                let r = unfold(args, cwd: s.path)
                #expect(r.code == .error)
                #expect(r.err.contains("'uiscreen-scale'"), "\(args): \(r.err)")
            }
        }

        @Test func missingPathExitsTwoButOtherPathsAreProcessed() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("App/View.swift", uiViewSource())
            let before = snapshot(s.path)

            let dry = unfold(["no-such-dir", "App", "gone.swift"], cwd: s.path)
            #expect(dry.code == .error)
            #expect(dry.diffHeaders == [header("App/View.swift")], "the existing path's diff is still printed")
            #expect(dry.errorLines.contains { $0.contains("no-such-dir") }, "stderr: \(dry.err)")
            #expect(dry.errorLines.contains { $0.contains("gone.swift") }, "stderr: \(dry.err)")

            let check = unfold(["check", "--format", "xcode", "App", "no-such-dir"], cwd: s.path)
            #expect(check.code == .error)
            #expect(check.stdout.hasPrefix("App/View.swift:6:"), "stdout: \(check.stdout)")

            let onlyMissing = unfold(["no-such-dir"], cwd: s.path)
            #expect(onlyMissing.code == .error)
            #expect(onlyMissing.out.isEmpty)
            expectSameTree(snapshot(s.path), before, "runs with a missing path")

            let diff = unfold(["diff", "-o", "out.patch", "App", "no-such-dir"], cwd: s.path)
            #expect(diff.code == .error)
            #expect(s.text("out.patch").hasPrefix(header("App/View.swift")), "the patch still has the other path's diff")
        }

        @Test func unwritablePatchFileExitsTwo() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("View.swift", uiViewSource())
            // A missing folder is created (issue 19 item 7, as --split-dir does); a file in its place cannot be.
            try s.write("missing", "a file, not a folder\n")
            let r = unfold(["diff", "-o", "missing/dir/out.patch"], cwd: s.path)
            #expect(r.code == .error)
            #expect(r.err.contains("missing/dir"), "stderr: \(r.err)")
            #expect(s.text("missing") == "a file, not a folder\n")
        }
    }
}

// MARK: - 3. fix: dirty trees, atomic writes, file modes

extension CLITests {
    @Suite("fix")
    struct Fix {
        @Test(.enabled(if: gitAvailable, "git is not installed"))
        func fixRefusesDirtyTreeUnlessAllowDirty() throws {
            let s = try Scratch()
            defer { s.remove() }
            let repo = s.abs("repo")
            try s.write("repo/App/View.swift", uiViewSource())
            try s.write("repo/App/Model.swift", cleanSource)
            try makeRepo(repo)

            // An untracked file.
            try s.write("repo/notes.txt", "draft\n")
            var before = snapshot(repo, includeGit: true)
            var r = unfold(["fix"], cwd: repo)
            #expect(r.code == .error)
            #expect(r.err.contains(repo), "the message names the tree: \(r.err)")
            #expect(r.err.contains("--allow-dirty"), "the message says how to override: \(r.err)")
            #expect(r.out.isEmpty)
            expectSameTree(snapshot(repo, includeGit: true), before, "refused fix (untracked file)")

            // An unstaged edit of a tracked file, fix given a file path inside the repo.
            try FileManager.default.removeItem(atPath: s.abs("repo/notes.txt"))
            try s.write("repo/App/Model.swift", cleanSource + Array("// edited\n".utf8))
            before = snapshot(repo, includeGit: true)
            r = unfold(["fix", "App/View.swift"], cwd: repo)
            #expect(r.code == .error)
            #expect(r.err.contains(repo), "stderr: \(r.err)")
            expectSameTree(snapshot(repo, includeGit: true), before, "refused fix (modified file)")

            // A staged edit, fix run from a subdirectory.
            try git(["add", "App/Model.swift"], in: repo)
            before = snapshot(repo, includeGit: true)
            r = unfold(["fix", "."], cwd: s.abs("repo/App"))
            #expect(r.code == .error, "staged changes make the tree dirty too")
            expectSameTree(snapshot(repo, includeGit: true), before, "refused fix (staged file)")

            // --allow-dirty writes.
            r = unfold(["fix", "--allow-dirty"], cwd: repo)
            #expect(r.code == .clean, "stderr: \(r.err)")
            #expect(s.text("repo/App/View.swift").contains("traitCollection.displayScale"))
            #expect(s.text("repo/App/Model.swift").hasSuffix("// edited\n"), "the dirty file is left as it was")

            // The dry run and check never look at the tree's state.
            try s.write("repo/notes.txt", "draft\n")
            try s.write("repo/App/Other.swift", uiViewSource("OtherView"))
            #expect(unfold([], cwd: repo).code == .pending)
            #expect(unfold(["check"], cwd: repo).code == .pending)
        }

        @Test(.enabled(if: gitAvailable, "git is not installed"))
        func fixWritesAtomicallyAndKeepsFileMode() throws {
            let s = try Scratch()
            defer { s.remove() }
            let repo = s.abs("repo")
            try s.write("repo/bin/tool.swift", uiViewSource("ToolView"), mode: 0o755)
            try s.write("repo/App/View.swift", uiViewSource(), mode: 0o640)
            try makeRepo(repo)
            let oldInode = s.info("repo/bin/tool.swift").st_ino

            let r = unfold(["fix"], cwd: repo)
            #expect(r.code == .clean, "stderr: \(r.err)")
            #expect(s.text("repo/bin/tool.swift").contains("traitCollection.displayScale"))
            #expect(s.info("repo/bin/tool.swift").st_mode & 0o7777 == 0o755, "0755 stays 0755")
            #expect(s.info("repo/App/View.swift").st_mode & 0o7777 == 0o640, "0640 stays 0640")
            #expect(s.info("repo/bin/tool.swift").st_ino != oldInode,
                    "an atomic write renames a new file over the old one (a new inode)")
            let leftovers = snapshot(repo).keys.filter { $0.contains(".unfold-") }
            #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
            let cached = (try? FileManager.default.contentsOfDirectory(atPath: repo + "/.unfold-cache")) ?? []
            #expect(cached.allSatisfy { $0 == ".gitignore" || $0 == "CACHEDIR.TAG" || $0.hasSuffix(".bin") && !$0.hasPrefix(".") },
                    "temporary files left in the cache folder: \(cached)")
            // git sees content changes only, no mode change.
            let diff = try git(["diff"], in: repo).stdout
            #expect(!diff.contains("old mode") && !diff.contains("new mode"), "\(diff)")
        }

        /// Outside git, `fix` refuses (there would be no way back) unless
        /// `--allow-no-vcs` (issue 12, item 6; cargo fix's rule).
        @Test func fixOutsideGitNeedsAllowNoVCS() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("App/View.swift", uiViewSource())
            try s.write("App/Divider.swift", swiftUISource())
            try s.write("App/Model.swift", cleanSource)
            let expectedDiff = unfold([], cwd: s.path)
            #expect(expectedDiff.code == .pending)
            if insideGitWorkTree(s.path) { return }  // the temporary directory is in a repository: not this test's case
            let before = snapshot(s.path)
            let refused = unfold(["fix"], cwd: s.path)
            #expect(refused.code == .error)
            #expect(refused.err.contains("not in a git repository") && refused.err.contains("--allow-no-vcs"), "\(refused.err)")
            expectSameTree(snapshot(s.path), before, "a refused fix writes nothing")
            let r = unfold(["fix", "--allow-no-vcs"], cwd: s.path)
            #expect(r.code == .clean, "stderr: \(r.err)")
            #expect(s.text("App/View.swift").contains("1 / traitCollection.displayScale"))
            #expect(s.text("App/Divider.swift").contains(environmentProperty))
            #expect(s.read("App/Model.swift") == cleanSource)
            #expect(r.err.contains("written"), "the summary says the files were written: \(r.err)")
            #expect(unfold([], cwd: s.path).code == .clean, "nothing left to do")
        }

        @Test func fixAppliesReviewFixesOnlyWithUnsafe() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("Gallery.swift", viewDidLoadSource)
            if insideGitWorkTree(s.path) { return }
            #expect(unfold(["fix", "--allow-no-vcs"], cwd: s.path).code == .pending)
            #expect(s.read("Gallery.swift") == viewDidLoadSource)
            #expect(unfold(["fix", "--allow-no-vcs", "--unsafe"], cwd: s.path).code == .clean)
            #expect(s.text("Gallery.swift").contains("pixel = 1 / max(traitCollection.displayScale, 1)"))
        }
    }
}

// MARK: - 4. Bad input

extension CLITests {
    @Suite("bad input")
    struct BadInput {
        @Test func badFilesAreReportedAndTheRestIsProcessed() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("Good.swift", uiViewSource("GoodView"))
            try s.write("sub/Inner.swift", swiftUISource("Inner"))
            let binary: [UInt8] = [0xCF, 0xFA, 0xED, 0xFE, 0x07, 0x00, 0x00, 0x01, 0xFF, 0xFE, 0xC3]
                + Array(" UIScreen.main.scale ".utf8) + [0x80, 0x00, 0xF8]
            try s.write("Binary.swift", binary)
            try s.write("Locked.swift", uiViewSource("LockedView"), mode: 0o000)
            let lockedIsUnreadable = access(s.abs("Locked.swift"), R_OK) != 0  // root reads it anyway
            try s.symlink("Dangling.swift", to: "Gone.swift")
            try s.symlink("sub/loop", to: "..")
            let before = snapshot(s.path)

            let r = unfold([], cwd: s.path)
            #expect(r.code == .error, "stderr: \(r.err)")
            var expectedHeaders = [header("Good.swift"), header("sub/Inner.swift")]
            if !lockedIsUnreadable { expectedHeaders.insert(header("Locked.swift"), at: 1) }
            #expect(r.diffHeaders == expectedHeaders, "the readable files are still processed")
            let lines = r.errorLines
            #expect(lines.contains { $0.hasPrefix("unfold: Binary.swift: ") && $0.contains("UTF-8") }, "stderr: \(r.err)")
            #expect(lines.contains { $0.hasPrefix("unfold: sub/loop: ") && $0.contains("loop") }, "stderr: \(r.err)")
            #expect(lines.contains { $0.hasPrefix("unfold: Dangling.swift: ") }, "stderr: \(r.err)")
            if lockedIsUnreadable {
                #expect(lines.contains { $0.hasPrefix("unfold: Locked.swift: ") && $0.contains("read") }, "stderr: \(r.err)")
            }
            expectSameTree(snapshot(s.path), before, "the dry run writes nothing")

            // check: the same errors and exit code; findings of the good files on stdout.
            let check = unfold(["check", "--format", "xcode"], cwd: s.path)
            #expect(check.code == .error)
            #expect(check.stdout.contains("Good.swift:6:"), "\(check.stdout)")
            #expect(!check.stdout.contains("Binary.swift"))
            expectSameTree(snapshot(s.path), before, "check writes nothing")

            // fix: the good files are written, the bad ones left byte for byte.
            let fix = unfold(["fix", "--allow-no-vcs"], cwd: s.path)
            if insideGitWorkTree(s.path) { return }
            #expect(fix.code == .error)
            #expect(s.text("Good.swift").contains("traitCollection.displayScale"))
            #expect(s.read("Binary.swift") == binary)
            #expect(fix.errorLines.contains { $0.hasPrefix("unfold: Binary.swift: ") })
        }

        @Test func unreadableFileNamedExplicitly() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("Locked.swift", uiViewSource(), mode: 0o000)
            try s.write("Good.swift", uiViewSource("GoodView"))
            guard access(s.abs("Locked.swift"), R_OK) != 0 else { return }  // running as root: readable anyway
            let r = unfold(["Locked.swift", "Good.swift"], cwd: s.path)
            #expect(r.code == .error)
            #expect(r.errorLines.contains { $0.hasPrefix("unfold: Locked.swift: ") }, "stderr: \(r.err)")
            #expect(r.diffHeaders == [header("Good.swift")])
        }

        @Test func unsupportedFileAndSymlinkLoopArgument() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("notes.txt", "hello\n")
            try s.symlink("a.swift", to: "b.swift")
            try s.symlink("b.swift", to: "a.swift")
            let r = unfold(["notes.txt", "a.swift"], cwd: s.path)
            #expect(r.code == .error)
            #expect(r.errorLines.contains { $0.hasPrefix("unfold: notes.txt: ") }, "stderr: \(r.err)")
            #expect(r.errorLines.contains { $0.hasPrefix("unfold: a.swift: ") && $0.contains("loop") }, "stderr: \(r.err)")
            #expect(r.out.isEmpty)
        }
    }
}

// MARK: - 5. Discovery

extension CLITests {
    @Suite("discovery")
    struct Discovery {
        @Test func skippedDirectoriesAndOddPathsAndRelativeHeaders() throws {
            let s = try Scratch()
            defer { s.remove() }
            let root = s.abs("proj")
            try s.write("proj/App/View.swift", uiViewSource())
            try s.write("proj/My App/Sub:Dir/View Model.swift", uiViewSource("ModelView"))
            for skipped in [".build/debug/Gen.swift", "Pods/Lib/Lib.swift", "Carthage/Checkouts/Kit/Kit.swift",
                            "DerivedData/App/Build.swift", ".git/hooks/Hook.swift", "App/Nested/Pods/Deep.swift"] {
                try s.write("proj/" + skipped, uiViewSource("SkippedView"))
            }

            let expected = [header("App/View.swift"), "diff --git a/My App/Sub:Dir/View Model.swift b/My App/Sub:Dir/View Model.swift"]
            let r = unfold([], cwd: root)
            #expect(r.code == .pending)
            #expect(r.diffHeaders == expected, "\(r.stdout)")
            #expect(r.stdout.contains("--- a/My App/Sub:Dir/View Model.swift\t\n+++ b/My App/Sub:Dir/View Model.swift\t\n"),
                    "a path with a space gets git's trailing tab")

            // Paths in headers are relative to the working directory, however the paths are given.
            #expect(unfold([root], cwd: root).diffHeaders == expected, "an absolute argument")
            #expect(unfold(["./App/../App", "My App"], cwd: root).diffHeaders == expected)
            #expect(unfold(["proj"], cwd: s.path).diffHeaders == expected.map {
                $0.replacingOccurrences(of: "a/", with: "a/proj/").replacingOccurrences(of: "b/", with: "b/proj/")
            })
            // A file named twice is processed once.
            #expect(unfold(["App", "App/View.swift", "./App/View.swift"], cwd: root).diffHeaders == [header("App/View.swift")])
            // check --format xcode names the odd path as given, with its position.
            let check = unfold(["check", "--format", "xcode", "My App"], cwd: root)
            #expect(check.stdout.hasPrefix("My App/Sub:Dir/View Model.swift:6:"), "\(check.stdout)")
            // A skipped directory named explicitly is walked.
            #expect(unfold(["Pods"], cwd: root).diffHeaders == [header("Pods/Lib/Lib.swift")])
        }
    }
}

// MARK: - 6. Output contracts

extension CLITests {
    @Suite("output contracts")
    struct Output {
        /// A UIView using the scale after tabs and multi-byte text, and global code using the bounds.
        static let positions = source([
            "import UIKit",
            "",
            "final class MeterView: UIView {",
            "\toverride func layoutSubviews() {",
            "\t\tlet label = \"café ☕️\"; frame.size.height = CGFloat(label.count) / UIScreen.main.scale",
            "\t}",
            "}",
            "",
            "let screenWidth = UIScreen.main.bounds.width",
        ])

        /// The 1-based line and UTF-8 column of each `UIScreen` in `bytes`.
        static func positionsOfUIScreen(_ bytes: [UInt8]) -> [(line: Int, column: Int)] {
            var result: [(Int, Int)] = []
            for (i, line) in bytes.split(separator: 10, omittingEmptySubsequences: false).enumerated() {
                let l = Array(line)
                var k = 0
                while k + 8 <= l.count {
                    if Array(l[k..<(k + 8)]) == Array("UIScreen".utf8) { result.append((i + 1, k + 1)) }
                    k += 1
                }
            }
            return result
        }

        @Test func xcodeFormat() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("Sources/Meter View.swift", Self.positions)
            let r = unfold(["check", "--format", "xcode"], cwd: s.path)
            #expect(r.code == .pending)
            let lines = r.stdout.split(separator: "\n").map(String.init)
            let expected = Self.positionsOfUIScreen(Self.positions)
            #expect(lines.count == expected.count, "\(r.stdout)")
            let regex = try NSRegularExpression(pattern: #"^(.+):([0-9]+):([0-9]+): warning: (.+) \[([a-z0-9-]+)\]$"#)
            let ids = Set(Registry.all.map(\.id))
            for (line, want) in zip(lines, expected) {
                let ns = line as NSString
                guard let m = regex.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else {
                    Issue.record("not `path:line:col: warning: message [id]`: \(line)")
                    continue
                }
                #expect(ns.substring(with: m.range(at: 1)) == "Sources/Meter View.swift")
                #expect(Int(ns.substring(with: m.range(at: 2))) == want.line, "1-based line: \(line)")
                #expect(Int(ns.substring(with: m.range(at: 3))) == want.column, "1-based UTF-8 column: \(line)")
                #expect(ids.contains(ns.substring(with: m.range(at: 5))), "\(line)")
            }
            #expect(lines.first?.hasSuffix("[uiscreen-main-scale]") == true)
            #expect(lines.last?.hasSuffix("[uiscreen-main]") == true)
            #expect(!r.err.contains("warning:"), "check prints the report on stdout; stderr has only the summary table: \(r.err)")
        }

        @Test func jsonFormat() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("Meter.swift", Self.positions)
            let r = unfold(["check", "--format=json"], cwd: s.path)
            #expect(r.code == .pending)
            let parsed = try #require(try JSONSerialization.jsonObject(with: Data(r.out)) as? [String: Any], "a JSON object: \(r.stdout)")
            let items = try #require(parsed["findings"] as? [[String: Any]], "findings: a JSON array of objects: \(r.stdout)")
            let expected = Self.positionsOfUIScreen(Self.positions)
            #expect(items.count == expected.count)
            for (item, want) in zip(items, expected) {
                #expect(item["rule"] as? String != nil)
                #expect(item["path"] as? String == "Meter.swift")
                #expect(item["line"] as? Int == want.line)
                #expect(item["column"] as? Int == want.column)
                #expect((item["message"] as? String)?.isEmpty == false)
            }
            let fixable = try #require(items.first)
            #expect(fixable["rule"] as? String == "uiscreen-main-scale")
            let fix = try #require(fixable["fix"] as? [String: Any], "the fixable finding has a fix object")
            #expect(fix["safety"] as? String == "safe")
            #expect(fix["applicable"] as? Bool == true)
            #expect((fix["title"] as? String)?.isEmpty == false)
            let findingOnly = try #require(items.last)
            #expect(findingOnly["rule"] as? String == "uiscreen-main")
            #expect(findingOnly["fix"] == nil || findingOnly["fix"] is NSNull, "a finding without a fix has no fix object")

            // Nothing to report: still valid JSON, an empty findings array.
            try FileManager.default.removeItem(atPath: s.abs("Meter.swift"))
            let empty = unfold(["check", "--format", "json"], cwd: s.path)
            #expect(empty.code == .clean)
            #expect(((try JSONSerialization.jsonObject(with: Data(empty.out)) as? [String: Any])?["findings"] as? [Any])?.isEmpty == true)
        }

        @Test func rulesListsEveryTransformWithItsSafety() {
            let r = unfold(["rules"], cwd: "/")
            #expect(r.code == .clean)
            let lines = r.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == Registry.all.count + BuiltInRule.all.count, "\(r.stdout)")
            for t in Registry.all {
                guard let line = lines.first(where: { $0.split(separator: " ").first.map(String.init) == t.id }) else {
                    Issue.record("`unfold rules` does not list \(t.id)")
                    continue
                }
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                #expect(fields.count > 2 && String(fields[1]) == t.fixSafety.label, "\(line)")
                #expect(line.contains(t.summary), "\(line)")
            }
            #expect(Set(Registry.all.map(\.id)).isSuperset(of: ["uiscreen-main-scale", "uiscreen-main"]))
        }

        @Test func explainPrintsTheDocumentation() {
            let r = unfold(["explain", "uiscreen-main-scale"], cwd: "/")
            #expect(r.code == .clean)
            let text = r.stdout
            #expect(text.hasPrefix("# uiscreen-main-scale\n"), "\(text)")
            for heading in ["## What it does", "## Why", "## Example", "## Fix safety"] {
                #expect(text.contains(heading), "missing \(heading)")
            }
            #expect(text.contains("```diff"), "the example diff")
            #expect(text.contains("+        line.frame.size.height = 1 / traitCollection.displayScale"))
            #expect(text.contains("@Environment(\\.displayScale)"))
            #expect(r.err.isEmpty)
        }

        @Test func colourOnlyOnTTYOrWithColor() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("View.swift", uiViewSource())
            try s.write("Divider.swift", swiftUISource())
            let plain = unfold([], cwd: s.path)
            #expect(!plain.out.isEmpty && !plain.out.contains(escape), "no colour when stdout is not a terminal")
            let tty = unfold([], cwd: s.path, stdoutIsTTY: true)
            #expect(tty.out.contains(escape), "colour on a terminal")
            let forced = unfold(["--color"], cwd: s.path)
            #expect(forced.out.contains(escape), "--color forces colour")
            #expect(!unfold(["--no-color"], cwd: s.path, stdoutIsTTY: true).out.contains(escape), "--no-color wins on a terminal")
            #expect(!unfold(["--color", "--no-color"], cwd: s.path, stdoutIsTTY: true).out.contains(escape))
            #expect(!unfold([], cwd: s.path, stdoutIsTTY: true, environment: ["NO_COLOR": "1"]).out.contains(escape), "NO_COLOR")
            // The coloured diff is the plain one plus escape codes.
            let stripped = try NSRegularExpression(pattern: "\u{1B}\\[[0-9;]*m")
                .stringByReplacingMatches(in: tty.stdout, range: NSRange(location: 0, length: (tty.stdout as NSString).length), withTemplate: "")
            #expect(stripped == plain.stdout)
            // A patch file never has colour.
            _ = unfold(["diff", "--color", "-o", "out.patch"], cwd: s.path, stdoutIsTTY: true)
            #expect(s.read("out.patch").map { !$0.isEmpty && !$0.contains(escape) } == true)
            #expect(!plain.err.contains("\u{1B}"))
        }

        @Test func quietSuppressesTheSummaryNotTheFindings() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("View.swift", uiViewSource())
            try s.write("Globals.swift", findingOnlySource)
            let loud = unfold([], cwd: s.path)
            let quiet = unfold(["--quiet"], cwd: s.path)
            let q = unfold(["-q"], cwd: s.path)
            #expect(loud.err.contains("unfold: "), "a summary on stderr")
            #expect(loud.err.contains("Globals.swift:3:"), "the finding for a human on stderr")
            // Issue 19 item 7: --quiet drops the summary line, never the findings for a human.
            #expect(quiet.err.contains("Globals.swift:3:"), "the finding stays with --quiet: \(quiet.err)")
            #expect(!quiet.err.contains("unfold: "), "no summary line with --quiet: \(quiet.err)")
            #expect(q.err == quiet.err)
            #expect(quiet.out == loud.out && !quiet.out.isEmpty, "--quiet does not change stdout")
            #expect(quiet.code == .pending && loud.code == .pending)
            // Errors are still reported under --quiet.
            let missing = unfold(["--quiet", ".", "nope"], cwd: s.path)
            #expect(missing.code == .error)
            #expect(missing.err.contains("nope"))
        }

        @Test func selectAndIgnoreRestrictTheTransforms() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("View.swift", uiViewSource())
            try s.write("Globals.swift", findingOnlySource)
            func rules(_ args: [String]) throws -> [String] {
                let r = unfold(["check", "--format", "json"] + args, cwd: s.path)
                let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.out)) as? [String: Any])
                let items = try #require(doc["findings"] as? [[String: Any]])
                return items.compactMap { $0["rule"] as? String }
            }
            #expect(try Set(rules([])) == ["uiscreen-main-scale", "uiscreen-main"])
            #expect(try Set(rules(["--select", "uiscreen-main"])) == ["uiscreen-main"])
            #expect(try Set(rules(["--select=uiscreen-main-scale"])) == ["uiscreen-main-scale"])
            #expect(try Set(rules(["--ignore", "uiscreen-main"])) == ["uiscreen-main-scale"])
            #expect(unfold(["check", "--select", "uiscreen-main,uiscreen-main-scale", "--ignore", "uiscreen-main-scale"], cwd: s.path).code == .error,
                    "selecting and ignoring the same transform contradicts itself")
            #expect(try rules(["--ignore", "uiscreen-main, uiscreen-main-scale"]).isEmpty)

            #expect(unfold([], cwd: s.path).diffHeaders == [header("View.swift")])
            #expect(unfold(["--select", "uiscreen-main-scale"], cwd: s.path).diffHeaders == [header("View.swift")])
            let noScale = unfold(["--ignore", "uiscreen-main-scale"], cwd: s.path)
            #expect(noScale.out.isEmpty, "the ignored transform's fix is not applied")
            #expect(noScale.code == .pending, "the other transform's finding remains")
            let none = unfold(["--select", "uiscreen-main-scale", "--ignore", "uiscreen-main-scale"], cwd: s.path)
            #expect(none.code == .error && none.out.isEmpty)
        }

        @Test func unsafeAppliesReviewFixes() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("Gallery.swift", viewDidLoadSource)
            let safeOnly = unfold([], cwd: s.path)
            #expect(safeOnly.code == .pending)
            #expect(safeOnly.out.isEmpty, "review fixes are not in the default diff")
            #expect(safeOnly.err.contains("--unsafe"), "stderr points at --unsafe: \(safeOnly.err)")
            let unsafe = unfold(["--unsafe"], cwd: s.path)
            #expect(unsafe.code == .pending)
            #expect(unsafe.diffHeaders == [header("Gallery.swift")])
            #expect(unsafe.stdout.contains("-        pixel = 1 / UIScreen.main.scale\n+        pixel = 1 / max(traitCollection.displayScale, 1)\n"),
                    "\(unsafe.stdout)")
            let json = unfold(["check", "--format", "json", "--unsafe"], cwd: s.path)
            let item = ((try JSONSerialization.jsonObject(with: Data(json.out)) as? [String: Any])?["findings"] as? [[String: Any]])?.first
            let fix = item?["fix"] as? [String: Any]
            #expect(fix?["safety"] as? String == "review")
            #expect(fix?["applicable"] as? Bool == true, "with --unsafe the review fix is applicable")
            #expect(s.read("Gallery.swift") == viewDidLoadSource)
        }

        @Test func summaryNamesThePatchFileWithOutput() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("View.swift", uiViewSource())
            let r = unfold(["diff", "-o", "review.patch"], cwd: s.path)
            #expect(r.code == .pending)
            #expect(r.out.isEmpty)
            #expect(!r.err.contains("diff on stdout"), "stderr: \(r.err)")
            #expect(r.err.contains("patch in review.patch"), "stderr: \(r.err)")
        }

        /// `-o -` is accepted as a value by the parser (`value()` lets "-" through),
        /// the usual spelling of "stdout".
        @Test func outputDashMeansStdout() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("View.swift", uiViewSource())
            let r = unfold(["diff", "-o", "-"], cwd: s.path)
            #expect(r.code == .pending)
            #expect(r.diffHeaders == [header("View.swift")], "stdout: \(r.stdout)")
            #expect(!s.exists("-"), "a file named '-' was created")
        }

        /// An empty `--select` (e.g. `--select "$RULES"` with RULES unset) must
        /// not silently turn every transform off and pass a CI gate.
        @Test func emptySelectIsAUsageError() throws {
            let s = try Scratch()
            defer { s.remove() }
            try s.write("View.swift", uiViewSource())
            for value in ["", ",", " , "] {
                let r = unfold(["check", "--select", value], cwd: s.path)
                #expect(r.code == .error, "unfold check --select '\(value)' must be a usage error")
            }
        }
    }
}

// MARK: - 7. The built binary

private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
private let builtBinary = packageRoot + "/.build/debug/unfold"

extension CLITests {
    @Suite("built binary")
    struct BuiltBinary {
        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: builtBinary), "run `swift build` first"),
              .enabled(if: FileManager.default.fileExists(atPath: packageRoot + "/Examples/LegacyApp"), "no Examples/LegacyApp"))
        func dryRunOnLegacyApp() throws {
            let example = packageRoot + "/Examples/LegacyApp"
            let before = snapshot(example)
            let r = try runProcess(builtBinary, ["--no-color", "Examples/LegacyApp"], cwd: packageRoot)
            #expect(r.status == 1, "exit code: \(r.status); stderr: \(r.err)")
            let out = r.stdout
            #expect(out.hasPrefix("diff --git a/Examples/LegacyApp/"), "\(out)")
            #expect(byteLines(r.out).contains { $0.hasPrefix("+") && $0.contains("traitCollection.displayScale") },
                    "an added line uses traitCollection.displayScale")
            #expect(out.contains("+    @Environment(\\.displayScale) private var displayScale"))
            #expect(!r.out.contains(escape))
            #expect(r.err.contains("unfold: "), "the summary on stderr")
            #expect(r.err.contains("for a human"))
            expectSameTree(snapshot(example), before, "the dry run writes nothing")

            let usage = try runProcess(builtBinary, ["--jobs", "0"], cwd: packageRoot)
            #expect(usage.status == 2)
            #expect(usage.out.isEmpty)
        }
    }
}
