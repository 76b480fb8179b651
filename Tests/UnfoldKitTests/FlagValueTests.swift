import Foundation
import Testing
import UnfoldKit

/// Issue 12 item 9: an on/off flag given `=value` (`--allow-dirty=false`) is a
/// usage error naming the flag, never a silent "on".
@Suite("On/off flags take no value")
struct FlagValueTests {
    /// Each command line is valid without the `=value`.
    static let cases: [(args: [String], flag: String)] = [
        (["fix", "--allow-dirty=false"], "--allow-dirty"),
        (["--unsafe=false"], "--unsafe"),
        (["--color=false"], "--color"),
        (["--no-color=false"], "--no-color"),
        (["fix", "--branch", "b", "--commit=no"], "--commit"),
        (["--quiet=0"], "--quiet"),
        (["--include-generated=no"], "--include-generated"),
        (["--help=yes"], "--help"),
        (["--unsafe="], "--unsafe"),
    ]

    @Test func everyOnOffFlagRejectsAValue() {
        for (args, flag) in Self.cases {
            do {
                let inv = try CLI.parse(args)
                Issue.record("\(args) was accepted: unsafe \(inv.unsafe), color \(String(describing: inv.color)), allowDirty \(inv.allowDirty), commit \(inv.commit), quiet \(inv.quiet)")
            } catch {
                #expect(error.description.contains(flag) && error.description.contains("takes no value"), "\(args): \(error.description)")
            }
            // Without the value it parses.
            let plain = args.map { $0.hasPrefix(flag + "=") ? flag : $0 }
            #expect(throws: Never.self, "\(plain)") { try CLI.parse(plain) }
        }
    }

    @Test func theCommandLineExitsTwoNamingTheFlag() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        let r = runUnfold(["--unsafe=false"], cwd: s.path)
        #expect(r.code == .error)
        #expect(r.err.hasPrefix("unfold: --unsafe takes no value"), "\(r.err)")
        #expect(r.out.isEmpty)
    }

    /// The case from the issue: `--allow-dirty=false` wrote into a dirty tree.
    @Test func allowDirtyFalseDoesNotWriteIntoADirtyTree() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        try s.write("Notes.txt", "one\n")
        let git = ["-c", "user.name=unfold tests", "-c", "user.email=tests@unfold.invalid", "-c", "commit.gpgSign=false"]
        try #require(Git.run(git + ["init", "-q"], in: s.path).status == 0)
        try #require(Git.run(git + ["add", "-A"], in: s.path).status == 0)
        try #require(Git.run(git + ["commit", "-q", "-m", "fixture"], in: s.path).status == 0)
        try s.write("Notes.txt", "two\n")  // dirty
        let r = runUnfold(["fix", "--allow-dirty=false", "."], cwd: s.path)
        #expect(r.code == .error, "\(r.err)")
        #expect(s.text("V.swift") == outputFixtureView, "fix wrote into the dirty tree")
    }

    /// Flags with values keep both spellings.
    @Test func valueFlagsKeepBothSpellings() throws {
        for (a, b) in [(["--jobs=3"], ["--jobs", "3"]), (["check", "--format=json"], ["check", "--format", "json"]),
                       (["--select=uiscreen-main-scale"], ["--select", "uiscreen-main-scale"]),
                       (["diff", "--output=p.patch"], ["diff", "-o", "p.patch"]),
                       (["--deployment-target=15.4"], ["--deployment-target", "15.4"])] {
            #expect(try CLI.parse(a) == CLI.parse(b), "\(a)")
        }
    }
}
