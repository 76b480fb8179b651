import Foundation
import Testing
import UnfoldKit

// `unfold fix --verify CMD` (issue 15 items 4-5): the changes of the
// transforms that make CMD fail are dropped, the rest are written.

/// Two files, two transforms with one safe fix each at iOS 16:
/// uiscreen-main-scale (V.swift) and foreground-color (T.swift).
private func twoTransformTree() throws -> OutputScratch {
    let s = try OutputScratch()
    try s.write("V.swift", outputFixtureView)
    try s.write("T.swift", swiftUIText)
    return s
}

private let swiftUIText = "import SwiftUI\n\nstruct T: View {\n    var body: some View {\n        Text(\"x\").foregroundColor(.red)\n    }\n}\n"

private let fixArgs = ["fix", ".", "--allow-no-vcs", "--deployment-target", "16.0"]

@Suite("fix --verify")
struct VerifyTests {
    @Test("a command that always fails keeps nothing, says so, and exits 3")
    func alwaysFails() throws {
        let s = try twoTransformTree()
        defer { s.remove() }
        let r = runUnfold(fixArgs + ["--verify", "echo 'x.swift:1: error: broken'; exit 1"], cwd: s.path)
        #expect(r.code == .verifyDropped)
        #expect(r.err.contains("fails without unfold's changes too"))
        #expect(r.err.contains("nothing kept"))
        #expect(r.err.contains("x.swift:1: error: broken"))
        #expect(s.text("V.swift") == outputFixtureView)
        #expect(s.text("T.swift") == swiftUIText)
        #expect(r.err.contains("0 fixes in 0 files written"))
    }

    @Test("a command that always passes keeps everything")
    func alwaysPasses() throws {
        let s = try twoTransformTree()
        defer { s.remove() }
        let r = runUnfold(fixArgs + ["--verify", "true"], cwd: s.path)
        #expect(r.code == .clean)
        #expect(r.err.contains("kept 2 transforms (uiscreen-main-scale, foreground-color); dropped 0"))
        #expect(s.text("V.swift")!.contains("traitCollection.displayScale"))
        #expect(s.text("T.swift")!.contains("foregroundStyle(.red)"))
    }

    @Test("a command that fails only on one transform's output drops exactly that transform")
    func dropsOne() throws {
        let s = try twoTransformTree()
        defer { s.remove() }
        let cmd = "if grep -rq displayScale .; then echo 'V.swift:6: error: cannot find displayScale'; exit 1; fi"
        let r = runUnfold(fixArgs + ["--verify", cmd], cwd: s.path)
        #expect(r.code == .verifyDropped)
        #expect(r.err.contains("dropped uiscreen-main-scale"))
        #expect(r.err.contains("V.swift:6: error: cannot find displayScale"))
        #expect(r.err.contains("kept 1 transform (foreground-color); dropped 1"))
        #expect(s.text("V.swift") == outputFixtureView)
        #expect(s.text("T.swift")!.contains("foregroundStyle(.red)"))
        // The log holds every run's output, with a header per run.
        let logLine = r.err.split(separator: "\n").first { $0.contains("log: ") }.map(String.init) ?? ""
        let log = String(logLine[logLine.range(of: "log: ")!.upperBound...])
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(text.contains("=== unfold --verify: all 2 transforms ==="))
        #expect(text.contains("=== unfold --verify: kept so far + uiscreen-main-scale ==="))
        try? FileManager.default.removeItem(atPath: log)
    }

    @Test("a created file (the scene delegate) is removed again when its transform is dropped")
    func createdFileRemoved() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("App/AppDelegate.swift", uikitAppDelegate)
        try s.write("App/Info.plist", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleName</key>\n\t<string>App</string>\n</dict>\n</plist>\n")
        let before = s.text("App/AppDelegate.swift")
        let dry = runUnfold(["fix", ".", "--allow-no-vcs", "--deployment-target", "15.0", "--verify", "test ! -e App/SceneDelegate.swift"], cwd: s.path)
        #expect(dry.err.contains("dropped app-delegate-window"), "\(dry.err)")
        #expect(!s.exists("App/SceneDelegate.swift"))
        #expect(s.text("App/AppDelegate.swift") == before)
        #expect(!(s.text("App/Info.plist") ?? "").contains("UIApplicationSceneManifest"))
    }

    @Test("a command that runs too long counts as failed")
    func timeout() throws {
        let s = try twoTransformTree()
        defer { s.remove() }
        let started = Date()
        let r = runUnfold(fixArgs + ["--verify", "sleep 30", "--verify-timeout", "0.5"], cwd: s.path)
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(r.code == .verifyDropped)
        #expect(r.err.contains("timed out after 0.5 s"))
        #expect(s.text("V.swift") == outputFixtureView)
    }

    @Test("a signal while verifying restores every file and writes nothing")
    func interrupted() throws {
        guard FileManager.default.isExecutableFile(atPath: outputBuiltBinary) else { return }
        let s = try twoTransformTree()
        defer { s.remove() }
        // CMD's shell is unfold's child: $PPID is unfold.
        let r = try runShell("\"$0\" fix . --allow-no-vcs --deployment-target 16.0 --verify 'kill -TERM $PPID; sleep 10'", cwd: s.path)
        #expect(r.exited && r.status == 2, "\(r.err)")
        #expect(r.err.contains("interrupted by SIGTERM while verifying"))
        #expect(s.text("V.swift") == outputFixtureView)
        #expect(s.text("T.swift") == swiftUIText)
    }

    @Test("--verify only with fix; --verify-timeout only with --verify")
    func usage() {
        #expect(throws: UsageError.self) { try CLI.parse(["diff", "--verify", "true"]) }
        #expect(throws: UsageError.self) { try CLI.parse(["fix", "--verify-timeout", "5"]) }
        #expect(throws: UsageError.self) { try CLI.parse(["fix", "--verify", "true", "--verify-timeout", "0"]) }
        #expect(throws: UsageError.self) { try CLI.parse(["fix", "--verify", " "]) }
        #expect((try? CLI.parse(["fix", "--verify", "swift build", "--verify-timeout", "600"]))?.verifyTimeout == 600)
    }
}

@Suite("fix --verify --branch --commit", .serialized)
struct VerifyBranchTests {
    @Test("commits are made only for the transforms that keep the command passing")
    func commitsKept() throws {
        guard Git.isAvailable else { return }
        let s = try twoTransformTree()
        defer { s.remove() }
        func git(_ args: String...) { _ = Git.run(args, in: s.path) }
        git("init", "-q", "-b", "main")
        git("config", "user.email", "t@example.com")
        git("config", "user.name", "T")
        git("config", "commit.gpgsign", "false")
        git("add", ".")
        git("commit", "-q", "-m", "start")
        let r = runUnfold(["fix", ".", "--deployment-target", "16.0", "--branch", "modern", "--commit", "--verify", "! grep -rq displayScale --include=*.swift ."], cwd: s.path)
        #expect(r.code == .verifyDropped, "\(r.err)")
        let log = Git.run(["log", "--format=%s", "main..modern"], in: s.path).stdout
        #expect(log.contains("foreground-color"))
        #expect(!log.contains("uiscreen-main-scale"))
        #expect(s.text("V.swift") == outputFixtureView)
        #expect(Git.run(["status", "--porcelain"], in: s.path).stdout.isEmpty)
    }
}
