import Foundation
import Testing
import UnfoldKit

/// Issue 12 item 10: deployment targets are validated strictly, on the command
/// line and in `.unfold.json`; no packing overflow, no sign, no wrap.
@Suite("Deployment target versions")
struct OSVersionTests {
    static let bad = ["15.100", "15.-1", "15.9223372036854775807", "9223372036854775807", "-15", "+15", "15.+1",
                      "0", "0.5", "100", "15..1", "15.", ".15", "15.1.2.3", "", " 15", "15.0 ", "15,0", "1e1",
                      "15.0.100", "١٥", "15.0a", "016.0"]

    @Test func badFlagValuesAreUsageErrors() {
        for v in Self.bad {
            #expect(throws: UsageError.self, "--deployment-target '\(v)'") { try CLI.parse(["--deployment-target", v]) }
        }
    }

    @Test func goodFlagValues() throws {
        for (v, major, minor) in [("15", 15, 0), ("15.4", 15, 4), ("16.4.1", 16, 4), ("9.3", 9, 3), ("17.00", 17, 0), ("99.99.99", 99, 99)] {
            let t = try CLI.parse(["--deployment-target", v]).deploymentTarget
            #expect(t?.0 == major && t?.1 == minor, "\(v): \(String(describing: t))")
        }
    }

    @Test func parseAndOrder() {
        #expect(OSVersion.parse("16.4.1") == OSVersion(major: 16, minor: 4, patch: 1))
        #expect(OSVersion.parse("15") == OSVersion(major: 15))
        #expect(OSVersion.parse("99.99.99") == OSVersion(major: 99, minor: 99, patch: 99))
        for v in Self.bad { #expect(OSVersion.parse(v) == nil, "'\(v)'") }
        #expect(OSVersion(major: 15, minor: 4) < OSVersion(major: 15, minor: 4, patch: 1))
        #expect(OSVersion(major: 15, minor: 99) < OSVersion(major: 16))
        #expect(OSVersion(major: 9, minor: 3) < OSVersion(major: 10))
        #expect(OSVersion(major: 16, minor: 4).description == "16.4")
        #expect(OSVersion(major: 16, minor: 4, patch: 1).description == "16.4.1")
        // The tuple API stays: CLI.version and Invocation.deploymentTarget.
        #expect(CLI.version("16.4.1").map { [$0.0, $0.1] } == [16, 4])
        #expect(CLI.version("15.100") == nil)
    }

    @Test func theCommandLineExitsTwo() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        let r = runUnfold(["--deployment-target", "15.100", "."], cwd: s.path)
        #expect(r.code == .error)
        #expect(r.err.contains("--deployment-target") && r.err.contains("15.100"), "\(r.err)")
    }

    @Test func badConfigValuesNameTheConfigFile() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        for v in ["15.100", "15.-1", "15.9223372036854775807"] {
            try s.write(".unfold.json", "{ \"deploymentTarget\": \"\(v)\" }")
            let r = runUnfold(["."], cwd: s.path)
            #expect(r.code == .error, "\(v): \(r.err)")
            #expect(r.err.contains(s.abs(".unfold.json")) && r.err.contains("deploymentTarget"), "\(v): \(r.err)")
        }
    }
}
