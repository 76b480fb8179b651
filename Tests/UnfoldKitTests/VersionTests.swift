// `unfold --version` and the version in SARIF (issue 19, item 1).
import Foundation
import Testing
@testable import UnfoldKit

@Suite struct VersionTests {
    @Test func versionFlagPrintsTheVersionAndExitsZero() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        let r = runUnfold(["--version"], cwd: s.path)
        #expect(r.code == .clean)
        #expect(r.stdout == "unfold \(UnfoldVersion.current)\n")
        #expect(UnfoldVersion.current.split(separator: ".").count == 3)
    }

    @Test func aFolderNamedVersionIsAPathNotACommand() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("version/A.swift", "let a = 1\n")
        let r = runUnfold(["version"], cwd: s.path)
        #expect(r.code == .clean, "\(r.err)")
        #expect(!r.stdout.hasPrefix("unfold "))
    }

    @Test func sarifNamesTheToolVersion() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("A.swift", "let a = 1\n")
        let r = runUnfold(["check", "--format", "sarif", "."], cwd: s.path)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(r.out)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == UnfoldVersion.current)
    }
}
