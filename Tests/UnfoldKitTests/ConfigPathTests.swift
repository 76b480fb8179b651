import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 12 item 16: a config that cannot be read is a usage error (exit 2)
/// with the reason, never a run without the settings.
@Suite("Config files that cannot be read")
struct ConfigPathTests {
    @Test func configFlagOnAFolderIsAnError() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        try FileManager.default.createDirectory(atPath: s.abs("settings"), withIntermediateDirectories: true)
        let r = runUnfold(["--config", "settings", "."], cwd: s.path)
        #expect(r.code == .error, "\(r.err)")
        #expect(r.err.contains("settings: is a directory, not a config file"), "\(r.err)")
        #expect(r.out.isEmpty, "the run went on without the config")
    }

    /// `.unfold.json` found on the way up that is a folder: the same error.
    @Test func foundConfigThatIsAFolderIsAnError() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        try FileManager.default.createDirectory(atPath: s.abs(".unfold.json"), withIntermediateDirectories: true)
        let r = runUnfold(["."], cwd: s.path)
        #expect(r.code == .error, "\(r.err)")
        #expect(r.err.contains(".unfold.json: is a directory, not a config file"), "\(r.err)")
    }

    /// A config that cannot be read: permissions (when not root) and an I/O
    /// error (reading /proc/self/mem at offset 0 fails with EIO, even for root).
    @Test func unreadableConfigIsAnErrorWithTheReason() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        var cases: [(path: String, reason: String)] = []
        if getuid() != 0 {
            try s.write("locked.json", "{}")
            chmod(s.abs("locked.json"), 0)
            cases.append(("locked.json", "Permission denied"))
        }
        if FileManager.default.fileExists(atPath: "/proc/self/mem") {
            cases.append(("/proc/self/mem", "Input/output error"))
        }
        try #require(!cases.isEmpty, "no unreadable file to test with")
        for (path, reason) in cases {
            let r = runUnfold(["--config", path, "."], cwd: s.path)
            #expect(r.code == .error, "\(path): \(r.err)")
            #expect(r.err.contains(path) && r.err.contains(reason), "\(path): \(r.err)")
            #expect(r.out.isEmpty, "\(path): the run went on without the config")
        }
    }
}
