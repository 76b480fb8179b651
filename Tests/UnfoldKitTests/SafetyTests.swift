import Foundation
import Testing
import Transforms
@testable import UnfoldKit
#if canImport(Glibc)
import Glibc
#endif

/// Nothing lost (issue 12): rollbacks restore exactly what unfold wrote,
/// concurrent edits survive, interrupted branch runs are recoverable,
/// `fix` needs version control, git gets long path lists and files it cannot
/// take are left out. Each test reproduces a loss seen before the fix.
@Suite struct SafetyTests {
    typealias W = WorkflowTests

    static let view = "import UIKit\n\nfinal class V: UIView {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        _ = 1 / UIScreen.main.scale\n    }\n}\n"
    static func view(_ name: String) -> String { view.replacingOccurrences(of: "class V", with: "class \(name)") }

    /// A repository with its own identity and no signing, holding `files`.
    static func repo(_ files: [String: String]) throws -> String {
        let dir = NSTemporaryDirectory() + "unfold-safety-" + UUID().uuidString
        for (path, text) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: false, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        git(["init", "-q", "-b", "main"], dir)
        for (k, v) in [("user.name", "unfold tests"), ("user.email", "tests@unfold.invalid"), ("commit.gpgsign", "false"), ("core.autocrlf", "false")] {
            git(["config", k, v], dir)
        }
        git(["add", "-A"], dir)
        git(["commit", "-q", "-m", "start"], dir)
        return dir
    }

    @discardableResult
    static func git(_ args: [String], _ dir: String) -> String {
        Git.run(args, in: dir).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The paths whose bytes differ between two trees (empty: the same).
    static func changed(_ a: [String: [UInt8]], _ b: [String: [UInt8]]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }

    static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let binary = packageRoot + "/.build/debug/unfold"
    static let binaryBuilt = FileManager.default.isExecutableFile(atPath: binary)

    // MARK: Item 1: a failed --commit run keeps uncommitted work elsewhere

    @Test(.enabled(if: W.gitAvailable))
    func failedCommitKeepsUncommittedEditsElsewhere() throws {
        let repo = try Self.repo(["App/A.swift": Self.view("A"), "App/B.swift": Self.view("B"), "Notes.md": "notes\n"])
        defer { try? FileManager.default.removeItem(atPath: repo) }
        // Signing is on and fails: the first commit fails, the run rolls back.
        Self.git(["config", "commit.gpgsign", "true"], repo)
        Self.git(["config", "gpg.program", "false"], repo)
        try "notes, edited and not committed\n".write(toFile: repo + "/Notes.md", atomically: false, encoding: .utf8)
        let before = W.tree(repo)
        let r = W.unfold(["fix", "--branch", "b", "--commit", "--allow-dirty"], cwd: repo)
        #expect(r.code == .error)
        #expect(r.err.contains("git commit failed") && r.err.contains("rolled back: 2 files restored"), "\(r.err)")
        #expect(Self.changed(W.tree(repo), before) == [], "the uncommitted edit and every file are as before")
        #expect(Self.git(["symbolic-ref", "--short", "HEAD"], repo) == "main")
        #expect(Self.git(["branch", "--list", "b"], repo).isEmpty)
        #expect(Self.git(["status", "--porcelain"], repo) == "M Notes.md", "the index is as before too")
        #expect(!FileManager.default.fileExists(atPath: repo + "/.git/unfold-run"), "the journal is gone")
    }

    /// --commit under --allow-dirty leaves out files with the user's own
    /// uncommitted changes (a commit would sweep them in) and commits the rest.
    @Test(.enabled(if: W.gitAvailable))
    func commitLeavesOutFilesWithUncommittedChanges() throws {
        let repo = try Self.repo(["App/A.swift": Self.view("A"), "App/B.swift": Self.view("B"), "Staged.md": "a\n"])
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let mine = Self.view("B") + "// my work in progress\n"
        try mine.write(toFile: repo + "/App/B.swift", atomically: false, encoding: .utf8)
        // A staged change of the user's own stays staged and out of unfold's commit.
        try "b\n".write(toFile: repo + "/Staged.md", atomically: false, encoding: .utf8)
        Self.git(["add", "Staged.md"], repo)
        let r = W.unfold(["fix", "--branch", "b", "--commit", "--allow-dirty"], cwd: repo)
        #expect(r.code != .error, "\(r.err)")
        #expect(r.err.contains("App/B.swift: it has uncommitted changes"), "\(r.err)")
        #expect(Self.read(repo + "/App/B.swift") == mine)
        #expect(Self.git(["show", "--stat", "--format=", "HEAD"], repo).contains("App/A.swift"))
        #expect(!Self.git(["show", "--stat", "--format=", "HEAD"], repo).contains("App/B.swift"))
        #expect(Self.git(["status", "--porcelain"], repo) == "M App/B.swift\nM  Staged.md")
    }

    // MARK: Item 2: an edit made during the run survives the rollback

    @Test(.enabled(if: W.gitAvailable))
    func editDuringBranchRunSurvivesRollback() throws {
        let repo = try Self.repo(["App/A.swift": Self.view("A"), "App/B.swift": Self.view("B")])
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let before = W.tree(repo)
        let r = W.unfold(["fix", "--branch", "b", "--commit"], cwd: repo, beforeWrite: { path in
            if path.hasSuffix("/B.swift") { try? "// edited meanwhile\n".write(toFile: path, atomically: false, encoding: .utf8) }
        })
        #expect(r.code == .error)
        #expect(r.err.contains("App/B.swift: cannot write: the file changed on disk"), "\(r.err)")
        #expect(Self.read(repo + "/App/B.swift") == "// edited meanwhile\n", "the concurrent edit is kept")
        #expect(Self.read(repo + "/App/A.swift") == Self.view("A"), "what unfold wrote is undone")
        var now = W.tree(repo)
        now["App/B.swift"] = before["App/B.swift"]
        #expect(Self.changed(now, before) == [])
        #expect(Self.git(["symbolic-ref", "--short", "HEAD"], repo) == "main")
    }

    /// A file changed after unfold wrote it is left alone by the rollback.
    @Test(.enabled(if: W.gitAvailable))
    func rollbackLeavesFilesChangedAfterTheWrite() throws {
        let repo = try Self.repo(["App/A.swift": Self.view("A"), "App/B.swift": Self.view("B")])
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let r = W.unfold(["fix", "--branch", "b", "--commit"], cwd: repo, beforeWrite: { path in
            if path.hasSuffix("/B.swift") {
                // A.swift was written just before: someone edits it; then B fails.
                let a = (path as NSString).deletingLastPathComponent + "/A.swift"
                try? "// A, rewritten by hand\n".write(toFile: a, atomically: false, encoding: .utf8)
                unlink(path)
            }
        })
        #expect(r.code == .error)
        #expect(r.err.contains("A.swift: changed after unfold wrote it; left as it is"), "\(r.err)")
        #expect(Self.read(repo + "/App/A.swift") == "// A, rewritten by hand\n")
        #expect(!FileManager.default.fileExists(atPath: repo + "/App/B.swift"), "a deleted file is not recreated")
    }

    // MARK: Item 3: a file that grew or vanished during the run is left alone

    @Test func grownOrDeletedFilesAreNotOverwritten() throws {
        let dir = NSTemporaryDirectory() + "unfold-safety-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["Grown", "Gone", "Kept"] {
            try Self.view(name).write(toFile: "\(dir)/\(name).swift", atomically: false, encoding: .utf8)
        }
        let big = [UInt8](repeating: UInt8(ascii: "/"), count: 11 << 20)  // past the 10 MB source limit
        let r = W.unfold(["fix", "--allow-no-vcs"], cwd: dir, beforeWrite: { path in
            if path.hasSuffix("/Grown.swift"), let h = FileHandle(forWritingAtPath: path) {
                h.seekToEndOfFile()
                h.write(Data(big))
                try? h.close()
            }
            if path.hasSuffix("/Gone.swift") { unlink(path) }
        })
        #expect(r.code == .error)
        #expect(r.err.contains("Grown.swift: cannot write: the file changed on disk"), "\(r.err)")
        #expect(r.err.contains("Gone.swift: cannot write: the file was deleted during the run; not recreated"), "\(r.err)")
        let grown = try FileIO.read(dir + "/Grown.swift", maxBytes: 64 << 20)
        #expect(grown.count == Self.view("Grown").utf8.count + big.count, "the appended bytes survive")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Gone.swift"))
        #expect(Self.read(dir + "/Kept.swift")?.contains("traitCollection.displayScale") == true)
        // Item 14: the summary counts what reached the disk.
        #expect(r.err.contains("1 fix in 1 file written; 2 files not written"), "\(r.err)")
    }

    // MARK: Item 4: the check runs right before the rename

    @Test func replaceChecksTheFileAtRenameTime() throws {
        let dir = NSTemporaryDirectory() + "unfold-safety-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/F.swift"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        let (bytes, stamp) = try FileIO.readStamped(path)
        // Same size, other bytes, time restored: the content comparison catches it.
        try "new\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: InputError.self) { try FileIO.replace(path, with: Array("x\n".utf8), expecting: .unchanged(bytes, stamp)) }
        #expect(Self.read(path) == "new\n")
        // Unchanged: replaced. A file expected absent that exists: refused.
        let now = try FileIO.readStamped(path)
        try FileIO.replace(path, with: Array("x\n".utf8), expecting: .unchanged(now.bytes, now.stamp))
        #expect(Self.read(path) == "x\n")
        #expect(throws: InputError.self) { try FileIO.replace(path, with: Array("y\n".utf8), expecting: .absent) }
        #expect(Self.read(path) == "x\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".unfold-") }
        #expect(leftovers.isEmpty, "no temporary file is left: \(leftovers)")
    }

    // MARK: Item 5: signals roll back; a killed run is recoverable

    /// A pre-commit hook that signals unfold (its grandparent) on the second commit.
    static func signallingHook(_ repo: String, signal: String) throws {
        let hook = repo + "/.git/hooks/pre-commit"
        try """
            #!/bin/sh
            n=$(cat .git/hook-count 2>/dev/null || echo 0); n=$((n + 1)); echo $n > .git/hook-count
            if [ "$n" = 2 ]; then
              unfold=$(awk '{print $4}' /proc/$PPID/stat)
              kill -\(signal) "$unfold"
              sleep 1
            fi
            exit 0
            """.write(toFile: hook, atomically: false, encoding: .utf8)
        chmod(hook, 0o755)
    }

    static func runBinary(_ args: [String], cwd: String) throws -> (status: Int32, signalled: Bool, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = args
        p.currentDirectoryURL = URL(fileURLWithPath: cwd)
        let errPath = NSTemporaryDirectory() + "unfold-safety-err-" + UUID().uuidString
        try? Data().write(to: URL(fileURLWithPath: errPath))
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        p.standardError = FileHandle(forWritingAtPath: errPath)
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return (p.terminationStatus, p.terminationReason == .uncaughtSignal, Self.read(errPath) ?? "")
    }

    static func sampleWithHook(_ signal: String) throws -> (repo: String, before: [String: [UInt8]]) {
        let repo = try W.sampleRepo()
        for (k, v) in [("user.name", "unfold tests"), ("user.email", "tests@unfold.invalid"), ("commit.gpgsign", "false")] {
            Self.git(["config", k, v], repo)
        }
        try signallingHook(repo, signal: signal)
        return (repo, W.tree(repo))
    }

    @Test(.enabled(if: W.gitAvailable && SafetyTests.binaryBuilt, "needs git and `swift build`"))
    func sigtermDuringCommitsRollsBack() throws {
        let (repo, before) = try Self.sampleWithHook("TERM")
        defer { try? FileManager.default.removeItem(atPath: (repo as NSString).deletingLastPathComponent) }
        let r = try Self.runBinary(["fix", "--unsafe", "--branch", "b", "--commit"], cwd: repo)
        #expect(!r.signalled && r.status == 2, "exit \(r.status): \(r.err)")
        #expect(r.err.contains("interrupted by SIGTERM; rolled back"), "\(r.err)")
        #expect(Self.changed(W.tree(repo), before) == [])
        #expect(Self.git(["symbolic-ref", "--short", "HEAD"], repo) == "main")
        #expect(Self.git(["branch", "--list", "b"], repo).isEmpty)
        #expect(Self.git(["status", "--porcelain"], repo).isEmpty, "index and tree as before")
    }

    @Test(.enabled(if: W.gitAvailable && SafetyTests.binaryBuilt, "needs git and `swift build`"))
    func killedRunIsRecoverable() throws {
        let (repo, before) = try Self.sampleWithHook("KILL")
        defer { try? FileManager.default.removeItem(atPath: (repo as NSString).deletingLastPathComponent) }
        let killed = try Self.runBinary(["fix", "--unsafe", "--branch", "b", "--commit"], cwd: repo)
        #expect(killed.signalled, "the hook kills unfold: \(killed.err)")
        #expect(Self.git(["symbolic-ref", "--short", "HEAD"], repo) == "b", "SIGKILL leaves the run halfway")
        // Any fix now refuses and says how to recover.
        let refused = W.unfold(["fix", "--allow-dirty"], cwd: repo)
        #expect(refused.code == .error)
        #expect(refused.err.contains("was interrupted (started from main") && refused.err.contains("unfold fix --recover"), "\(refused.err)")
        let recovered = W.unfold(["fix", "--recover"], cwd: repo)
        #expect(recovered.code == .clean, "\(recovered.err)")
        #expect(recovered.err.contains("back on main, branch b removed"), "\(recovered.err)")
        try? FileManager.default.removeItem(atPath: repo + "/.git/hook-count")
        #expect(Self.changed(W.tree(repo), before) == [])
        #expect(Self.git(["symbolic-ref", "--short", "HEAD"], repo) == "main")
        #expect(Self.git(["status", "--porcelain"], repo).isEmpty, "index and tree as before")
        #expect(W.unfold(["fix", "--recover"], cwd: repo).err.contains("nothing to recover"))
    }

    // MARK: Item 11: long path lists reach git through a file, not the command line

    @Test(.enabled(if: W.gitAvailable))
    func manyLongPathsCommit() throws {
        // 650 paths of about 3,800 bytes (14 folders of 250-character names):
        // 2.5 MB of arguments, past Linux's 2 MB limit for a command line.
        var files: [String: String] = [:]
        let folder = (0..<14).map { String(repeating: Character(UnicodeScalar(UInt8(97 + $0))), count: 250) }.joined(separator: "/")
        for k in 0..<650 {
            files["\(folder)/\(String(repeating: "n", count: 240))\(k).swift"] = Self.view("V\(k)")
        }
        let repo = try Self.repo(files)
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let r = W.unfold(["fix", "--select", "uiscreen-main-scale", "--branch", "b", "--commit"], cwd: repo)
        #expect(r.code != .error, "\(r.err.prefix(2000))")
        #expect(Self.git(["show", "--format=%s", "--stat=1000", "HEAD"], repo).hasPrefix("uiscreen-main-scale:"))
        #expect(Self.git(["diff", "--name-only", "main", "b"], repo).split(separator: "\n").count == files.count)
        #expect(Self.git(["status", "--porcelain"], repo).isEmpty)
    }

    // MARK: Item 12: files git will not take are left out; the rest is committed

    @Test(.enabled(if: W.gitAvailable))
    func submoduleAndIgnoredFilesAreLeftOut() throws {
        let repo = try Self.repo(["App/A.swift": Self.view("A"), ".gitignore": "Generated/\n"])
        defer { try? FileManager.default.removeItem(atPath: repo) }
        // An embedded repository added as a gitlink, and an ignored file.
        let sub = repo + "/Vendor/Kit"
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        try Self.view("K").write(toFile: sub + "/K.swift", atomically: false, encoding: .utf8)
        Self.git(["init", "-q", "-b", "main"], sub)
        Self.git(["-c", "user.name=t", "-c", "user.email=t@t.invalid", "commit", "-q", "--allow-empty", "-m", "x"], sub)
        Self.git(["add", "K.swift"], sub)
        Self.git(["-c", "user.name=t", "-c", "user.email=t@t.invalid", "commit", "-q", "-m", "k"], sub)
        Self.git(["add", "Vendor/Kit"], repo)
        Self.git(["commit", "-q", "-m", "submodule"], repo)
        try FileManager.default.createDirectory(atPath: repo + "/Generated", withIntermediateDirectories: true)
        try Self.view("G").write(toFile: repo + "/Generated/G.swift", atomically: false, encoding: .utf8)
        // `Vendor/` is vendored code, skipped by default: taken in here to reach the submodule check.
        let r = W.unfold(["fix", "--branch", "b", "--commit", "--include-vendored"], cwd: repo)
        #expect(r.code != .error, "\(r.err)")
        #expect(r.err.contains("Vendor/Kit/K.swift: it is inside the submodule Vendor/Kit"), "\(r.err)")
        #expect(r.err.contains("Generated/G.swift: git ignores it"), "\(r.err)")
        #expect(Self.read(sub + "/K.swift") == Self.view("K"))
        #expect(Self.read(repo + "/Generated/G.swift") == Self.view("G"))
        #expect(Self.read(repo + "/App/A.swift")?.contains("traitCollection.displayScale") == true)
        #expect(Self.git(["log", "--format=%s", "main..b"], repo).hasPrefix("uiscreen-main-scale:"))
        #expect(Self.git(["status", "--porcelain"], repo).isEmpty)
    }

    // MARK: Design risks: symbolic links out of the repository; hooks

    @Test(.enabled(if: W.gitAvailable))
    func filesReachedThroughLinksOutOfTheRepositoryAreNotWritten() throws {
        let outside = NSTemporaryDirectory() + "unfold-outside-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try Self.view("O").write(toFile: outside + "/O.swift", atomically: false, encoding: .utf8)
        let repo = try Self.repo(["App/A.swift": Self.view("A")])
        defer { try? FileManager.default.removeItem(atPath: repo) }
        try FileManager.default.createSymbolicLink(atPath: repo + "/Linked", withDestinationPath: outside)
        Self.git(["add", "Linked"], repo)
        Self.git(["commit", "-q", "-m", "link"], repo)
        let r = W.unfold(["fix"], cwd: repo)
        #expect(r.code == .error)
        #expect(r.err.contains("Linked/O.swift: cannot write: it lies outside the git repository"), "\(r.err)")
        #expect(Self.read(outside + "/O.swift") == Self.view("O"))
        #expect(Self.read(repo + "/App/A.swift")?.contains("traitCollection.displayScale") == true)
        let allowed = W.unfold(["fix", "--allow-no-vcs", "--allow-dirty"], cwd: repo)
        #expect(allowed.code == .clean, "\(allowed.err)")
        #expect(Self.read(outside + "/O.swift")?.contains("traitCollection.displayScale") == true)
    }

    @Test(.enabled(if: W.gitAvailable))
    func commitHooksRunUnlessNoVerify() throws {
        let repo = try Self.repo(["App/A.swift": Self.view("A")])
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let hook = repo + "/.git/hooks/pre-commit"
        try "#!/bin/sh\necho ran >> .git/hook-ran\n".write(toFile: hook, atomically: false, encoding: .utf8)
        chmod(hook, 0o755)
        #expect(W.unfold(["fix", "--branch", "b", "--commit"], cwd: repo).code != .error)
        #expect(Self.read(repo + "/.git/hook-ran") == "ran\n", "the repository's hook ran")
        Self.git(["checkout", "-q", "main"], repo)
        #expect(W.unfold(["fix", "--branch", "c", "--commit", "--no-verify"], cwd: repo).code != .error)
        #expect(Self.read(repo + "/.git/hook-ran") == "ran\n", "--no-verify skipped it")
    }
}
