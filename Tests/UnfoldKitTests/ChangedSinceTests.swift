import Foundation
import Testing
@testable import UnfoldKit

// Issue 19, item 4: `--changed-since REF`.

private let scaleLine = "        let s = 1 / UIScreen.main.scale\n"

/// A view whose superclass is declared in another file (`Base.swift`): the
/// safe fix needs the index to know that `BaseView` is a UIView.
private func subview(_ name: String, withFinding: Bool) -> String {
    "import UIKit\n\nfinal class \(name): BaseView {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n"
        + (withFinding ? scaleLine + "        _ = s\n" : "") + "    }\n}\n"
}

@Suite struct ChangedSinceTests {
    @discardableResult
    static func git(_ args: [String], _ dir: String) -> Int32 {
        Git.run(["-c", "user.name=unfold tests", "-c", "user.email=tests@unfold.invalid", "-c", "commit.gpgSign=false"] + args, in: dir).status
    }

    /// main: Base.swift (the superclass), Sub.swift, Staged.swift, Work.swift,
    /// Move.swift, Unchanged.swift and Later.swift. The branch `feature`
    /// commits a finding into Sub.swift and renames Move.swift; then a
    /// staged, an unstaged and an untracked change. main moves on (Later.swift)
    /// after the branch was made.
    static func repository(_ s: OutputScratch) throws -> String {
        let repo = s.abs("repo")
        try s.write("repo/Base.swift", "import UIKit\n\nclass BaseView: UIView {}\n")
        try s.write("repo/Sub.swift", subview("Sub", withFinding: false))
        try s.write("repo/Staged.swift", subview("Staged", withFinding: false))
        try s.write("repo/Work.swift", subview("Work", withFinding: false))
        try s.write("repo/Move.swift", subview("Move", withFinding: true))
        try s.write("repo/Unchanged.swift", subview("Unchanged", withFinding: true))
        try s.write("repo/Later.swift", subview("Later", withFinding: true))
        #expect(git(["init", "-q", "-b", "main"], repo) == 0)
        git(["add", "-A"], repo)
        #expect(git(["commit", "-q", "-m", "start"], repo) == 0)
        git(["checkout", "-q", "-b", "feature"], repo)
        try s.write("repo/Sub.swift", subview("Sub", withFinding: true))
        git(["mv", "Move.swift", "Moved.swift"], repo)
        git(["commit", "-q", "-am", "feature work"], repo)
        // main moves on: not this branch's change.
        git(["checkout", "-q", "main"], repo)
        try s.write("repo/Later.swift", subview("Later", withFinding: true) + "// later\n")
        git(["commit", "-q", "-am", "later on main"], repo)
        git(["checkout", "-q", "feature"], repo)
        try s.write("repo/Staged.swift", subview("Staged", withFinding: true))
        git(["add", "Staged.swift"], repo)
        try s.write("repo/Work.swift", subview("Work", withFinding: true))
        try s.write("repo/New.swift", subview("New", withFinding: true))
        return repo
    }

    static func files(_ out: String) -> [String] {
        out.split(separator: "\n").compactMap { line in line.split(separator: ":").first.map(String.init) }
    }

    @Test func onlyChangedFilesAreReported() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        let repo = try Self.repository(s)
        let whole = runUnfold(["check", "."], cwd: repo)
        #expect(Set(Self.files(whole.stdout)) == ["Sub.swift", "Staged.swift", "Work.swift", "Moved.swift", "Unchanged.swift", "Later.swift", "New.swift"])

        let r = runUnfold(["check", "--changed-since", "main", "."], cwd: repo)
        #expect(r.code == .pending)
        // Committed (Sub), renamed (Moved), staged, unstaged, untracked; not
        // Unchanged, nor Later (changed on main after the merge base).
        #expect(Self.files(r.stdout) == ["Moved.swift", "New.swift", "Staged.swift", "Sub.swift", "Work.swift"], "\(r.stdout)")
        // The index still read Base.swift (unchanged): Sub is a UIView, so the fix is safe.
        #expect(r.stdout.contains("Sub.swift:6:21: uiscreen-main-scale: UIScreen.main.scale → traitCollection.displayScale [fix: safe]"), "\(r.stdout)")
        #expect(r.err.contains("--changed-since main: 5 of 8 files changed; only those are analysed"), "\(r.err)")

        // The dry run's diff covers the same files only.
        let dry = runUnfold(["--changed-since", "main", "."], cwd: repo)
        #expect(dry.stdout.contains("diff --git a/Sub.swift b/Sub.swift"))
        #expect(!dry.stdout.contains("Unchanged.swift"))

        // Against the branch itself: only the uncommitted changes.
        let head = runUnfold(["check", "--changed-since", "HEAD", "."], cwd: repo)
        #expect(Self.files(head.stdout) == ["New.swift", "Staged.swift", "Work.swift"], "\(head.stdout)")
    }

    @Test func fromASubfolderAndWithAShard() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        let repo = try Self.repository(s)
        try s.write("repo/Feature/Deep.swift", subview("Deep", withFinding: true))
        let r = runUnfold(["check", "--changed-since", "main", "."], cwd: repo + "/Feature")
        #expect(Self.files(r.stdout) == ["Deep.swift"], "\(r.stdout)")
        var union: [String] = []
        for k in 1...2 { union += Self.files(runUnfold(["check", "--changed-since", "main", "--shard", "\(k)/2", "."], cwd: repo).stdout) }
        #expect(union.sorted() == ["Feature/Deep.swift", "Moved.swift", "New.swift", "Staged.swift", "Sub.swift", "Work.swift"])
    }

    @Test func outsideGitIsAnError() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("App/Feed.swift", subview("Feed", withFinding: true))
        let r = runUnfold(["check", "--changed-since", "main", "App"], cwd: s.path)
        #expect(r.code == .error)
        #expect(r.err.contains("--changed-since needs a git repository, and App is not in one"), "\(r.err)")
        #expect(r.stdout.isEmpty)
    }

    @Test(arguments: ["no-such-branch", "--output=x", "main~99"])
    func badRefIsAnError(_ ref: String) throws {
        let s = try OutputScratch()
        defer { s.remove() }
        let repo = try Self.repository(s)
        let r = runUnfold(["check", "--changed-since=\(ref)", "."], cwd: repo)
        #expect(r.code == .error)
        #expect(r.err.contains("'\(ref)' is not a commit in the git repository at"), "\(r.err)")
        #expect(r.stdout.isEmpty)
        #expect(!s.exists("repo/x"))
    }

    @Test func unrelatedHistoryIsAnError() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        let repo = try Self.repository(s)
        Self.git(["checkout", "-q", "--orphan", "other"], repo)
        Self.git(["commit", "-q", "-m", "orphan"], repo)
        let r = runUnfold(["check", "--changed-since", "main", "."], cwd: repo)
        #expect(r.code == .error)
        #expect(r.err.contains("'main' shares no history with HEAD"), "\(r.err)")
    }
}
