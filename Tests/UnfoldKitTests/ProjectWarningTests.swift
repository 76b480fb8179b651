import Foundation
import Testing
import Transforms
import UnfoldKit

/// Issue 14, items 7 and 8: a project file unfold cannot read gives a warning
/// naming the file and line and the run goes on with that target unknown;
/// nothing is written to a project file that does not parse; a finding that
/// depends on an unknown deployment target names the file that would settle it.
@Suite struct ProjectWarningTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let app = root + "/Snapshots/app-delegate-window/target-overrides-project-deployment-target/before"
    static let pbxprojPath = "Flashcards.xcodeproj/project.pbxproj"

    static func pbxproj() throws -> String { try String(contentsOfFile: app + "/" + pbxprojPath, encoding: .utf8) }

    /// The case's project with the `;` after the project's first
    /// IPHONEOS_DEPLOYMENT_TARGET (line 106) removed: the parser stops on line 107.
    static func brokenPbxproj() throws -> String {
        let text = try pbxproj()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[105] == "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.2;")
        lines[105] = "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.2"
        return lines.joined(separator: "\n")
    }

    /// A copy of the case in a temporary folder, with `pbxproj` and `plist` when given.
    static func copy(pbxproj: String? = nil, plist: String? = nil) throws -> String {
        let dir = try makeTemporaryFolder("unfold-project-warnings")
        for sub in ["Flashcards", "Flashcards.xcodeproj"] {
            try FileManager.default.copyItem(atPath: app + "/" + sub, toPath: dir + "/" + sub)
        }
        if let pbxproj { try pbxproj.write(toFile: dir + "/" + pbxprojPath, atomically: false, encoding: .utf8) }
        if let plist { try plist.write(toFile: dir + "/Flashcards/Info.plist", atomically: false, encoding: .utf8) }
        return dir
    }

    static func input(_ path: String, _ text: String) -> SourceInput { SourceInput(path: path, bytes: Array(text.utf8)) }

    // MARK: - Item 8: bad input

    @Test func aBrokenPbxprojIsAWarningWithItsLineAndTheLineScanStays() throws {
        let facts = XcodeProjectFacts(path: Self.pbxprojPath, bytes: Array(try Self.brokenPbxproj().utf8))
        #expect(!facts.parsed)
        #expect(facts.nativeTargets.isEmpty)
        #expect(facts.warnings.map(\.description) == ["\(Self.pbxprojPath):107: cannot be parsed (expected ';'); its targets are unknown"])
        // The fallback: the lowest IPHONEOS_DEPLOYMENT_TARGET line, the Info.plist setting.
        #expect(facts.lowestTargetDeploymentTarget.map { [$0.0, $0.1] } == [12, 2])
        #expect(facts.infoPlistFiles.first == "Flashcards/Info.plist")

        let good = XcodeProjectFacts(path: Self.pbxprojPath, bytes: Array(try Self.pbxproj().utf8))
        #expect(good.parsed && good.warnings.isEmpty)
        // From the parsed configurations, as the line scan read them before.
        #expect(good.deploymentTargets == ["12.2", "12.2", "13.0", "13.0"])
        #expect(good.infoPlistFiles == ["Flashcards/Info.plist", "Flashcards/Info.plist"])
    }

    @Test func theRunGoesOnAndPrintsTheWarning() throws {
        let dir = try Self.copy(pbxproj: try Self.brokenPbxproj())
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = WorkflowTests.unfold(["check"], cwd: dir)
        #expect(r.err.contains("unfold: warning: \(Self.pbxprojPath):107: cannot be parsed (expected ';'); its targets are unknown"), "\(r.err)")
        #expect(r.code != .error, "\(r.err)")
        #expect(r.out.contains("Flashcards/AppDelegate.swift:4:7: app-delegate-window:"), "\(r.out)")
        // SARIF: the warning is a tool notification with its location.
        let sarif = WorkflowTests.unfold(["check", "--format", "sarif"], cwd: dir)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let notes = try #require(((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"]) as? [[String: Any]])
        #expect((notes.first?["message"] as? [String: Any])?["text"] as? String == "cannot be parsed (expected ';'); its targets are unknown")
        // `unfold project` lists it.
        let project = WorkflowTests.unfold(["project"], cwd: dir)
        #expect(project.out.contains("warning: \(Self.pbxprojPath):107: cannot be parsed"), "\(project.out)")
        // An intact project: no warning.
        let clean = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: clean) }
        #expect(!WorkflowTests.unfold(["check"], cwd: clean).err.contains("warning:"))
    }

    @Test func anXcconfigIncludeCycleIsAWarningAndTheTargetFallsBack() throws {
        var text = try Self.pbxproj()
        text = text.replacingOccurrences(of: "isa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tINFOPLIST_FILE",
                                         with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = A10000000000000000000005 /* App.xcconfig */;\n\t\t\tbuildSettings = {\n\t\t\t\tINFOPLIST_FILE")
        text = text.replacingOccurrences(of: "/* End PBXFileReference section */",
                                         with: "\t\tA10000000000000000000005 /* App.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/App.xcconfig; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */")
        #expect(text.contains("baseConfigurationReference = A1"))
        let index = ProjectIndex(otherFiles: [
            Self.input(Self.pbxprojPath, text),
            Self.input("Config/App.xcconfig", "#include \"Base.xcconfig\"\nPRODUCT_NAME = Flashcards\n"),
            Self.input("Config/Base.xcconfig", "// shared\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n#include \"App.xcconfig\"\nnot a setting\n"),
        ])
        #expect(index.warnings.map(\.description) == [
            "Config/Base.xcconfig:3: include cycle through Config/App.xcconfig; the settings of Config/App.xcconfig are unknown",
        ])
        // The run goes on: the target's own 13.0 from the pbxproj.
        #expect(index.deploymentTarget(for: "Flashcards/AppDelegate.swift").map { [$0.0, $0.1] } == [13, 0])
        // A missing include; a malformed line (skipped, the rest read).
        func warnings(_ base: String) -> [String] {
            ProjectIndex(otherFiles: [
                Self.input(Self.pbxprojPath, text),
                Self.input("Config/App.xcconfig", "#include \"Base.xcconfig\"\nPRODUCT_NAME = Flashcards\n"),
                Self.input("Config/Base.xcconfig", base),
            ]).warnings.map(\.description)
        }
        #expect(warnings("// shared\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n#include \"Gone.xcconfig\"\n")
            == ["Config/Base.xcconfig:3: included file Config/Gone.xcconfig not found; the settings of Config/App.xcconfig are unknown"])
        #expect(warnings("// shared\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\nnot a setting\n")
            == ["Config/Base.xcconfig:3: not a setting, comment or #include; skipped"])
    }

    @Test func missingCocoaPodsXcconfigsAreOneWarningPerPodsFolder() {
        let missing = ["debug", "release", "distribution appstore"].map {
            ProjectWarning(file: "App/Pods/Target Support Files/Pods-App/Pods-App.\($0).xcconfig", line: 0, reason: "not found; the settings of targets based on it are unknown")
        }
        let other = ProjectWarning(file: "App/config/Base.xcconfig", line: 3, reason: "included file App/config/Secrets.xcconfig not found; x")
        let notPods = ProjectWarning(file: "App/MyPods/Target Support Files/x.xcconfig", line: 0, reason: "not found; y")
        let grouped = ProjectIndex.groupingMissingPods(missing + [other, notPods]).sorted()
        #expect(grouped.count == 3)
        #expect(grouped.contains(other))
        #expect(grouped.contains(notPods))
        #expect(grouped.contains { $0.file == "App/Pods" && $0.reason.hasPrefix("3 CocoaPods xcconfig files are missing (run `pod install`)") })
    }

    @Test func packageSwiftPlatformsWithoutAReadableIOSEntryAreWarnings() {
        func warnings(_ text: String) -> [String] {
            ProjectIndex(otherFiles: [Self.input("Kit/Package.swift", text)]).warnings.map(\.description)
        }
        let head = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n    name: \"Kit\",\n"
        #expect(warnings(head + "    platforms: [.macOS(.v13)],\n    targets: []\n)\n")
            == ["Kit/Package.swift:5: platforms: has no .iOS(…) entry; the iOS deployment target is unknown"])
        #expect(warnings(head + "    platforms: [\n        .iOS(minimum),\n    ],\n    targets: []\n)\n")
            == ["Kit/Package.swift:6: .iOS(…) names no version unfold can read; the iOS deployment target is unknown"])
        #expect(warnings(head + "    platforms: [.iOS(.v16_4)],\n    targets: []\n)\n").isEmpty)
        #expect(warnings(head + "    targets: []\n)\n").isEmpty)
        #expect(ProjectIndex(otherFiles: [Self.input("Kit/Package.swift", head + "    platforms: [.iOS(.v16_4)]\n)\n")]).packageTargets.first.map { [$0.major, $0.minor] } == [16, 4])
    }

    @Test func aPlistThatDoesNotParseIsNotEdited() throws {
        let good = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: good) }
        // The intact case: the scene manifest goes into Info.plist.
        #expect(WorkflowTests.unfold(["diff"], cwd: good).out.contains("+++ b/Flashcards/Info.plist"))
        let plist = try String(contentsOfFile: Self.app + "/Flashcards/Info.plist", encoding: .utf8)
        let broken = plist.replacingOccurrences(of: "<string>Flashcards</string>", with: "<string>Flashcards</strin>")
        #expect(broken != plist)
        let dir = try Self.copy(plist: broken)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = WorkflowTests.unfold(["diff"], cwd: dir)
        #expect(!r.out.contains("Info.plist"), "\(r.out)")
        #expect(!r.out.contains("SceneDelegate.swift"), "\(r.out)")
    }

    // MARK: - Item 7: the file that would settle an unknown deployment target

    @Test func anUnknownTargetNamesTheFileThatWouldSettleIt() throws {
        let text = try Self.pbxproj().replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET", with: "SOME_OTHER_SETTING")
        let swift = "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundColor(.red) }\n}\n"
        let inputs = [Self.input(Self.pbxprojPath, text), Self.input("Flashcards/AppDelegate.swift", swift)]
        let index = ProjectIndex(otherFiles: inputs)
        #expect(index.deploymentTarget(for: "Flashcards/AppDelegate.swift") == nil)
        let settle = "set IPHONEOS_DEPLOYMENT_TARGET for target Flashcards in \(Self.pbxprojPath)"
        #expect(index.deploymentTargetSettler(for: "Flashcards/AppDelegate.swift") == settle)
        // A file no target builds: the project.
        #expect(index.deploymentTargetSettler(for: "Flashcards/Other.swift") == "set IPHONEOS_DEPLOYMENT_TARGET in \(Self.pbxprojPath)")
        // The finding says it.
        let result = Engine(transforms: [ForegroundColor()], options: EngineOptions()).run(inputs)
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.message.contains("the deployment target is unknown (\(settle))") == true, "\(result.findings)")

        // A broken project: its file and line.
        let broken = ProjectIndex(otherFiles: [Self.input(Self.pbxprojPath, try Self.brokenPbxproj().replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET", with: "X"))])
        #expect(broken.deploymentTargetSettler(for: "Flashcards/AppDelegate.swift") == "\(Self.pbxprojPath):107 does not parse: fix it, or pass --deployment-target")
        // A package without .iOS, a Podfile without a platform, nothing.
        let package = ProjectIndex(otherFiles: [Self.input("Kit/Package.swift", "let p = Package(name: \"Kit\")\n"), Self.input("Podfile", "target 'App'\n")])
        #expect(package.deploymentTargetSettler(for: "Kit/Sources/Kit/A.swift") == "add .iOS(…) to the platforms of Kit/Package.swift")
        #expect(package.deploymentTargetSettler(for: "App/A.swift") == "add platform :ios, '…' to Podfile")
        #expect(ProjectIndex().deploymentTargetSettler(for: "A.swift") == "no project file was found: set deploymentTarget in .unfold.json or pass --deployment-target")
    }
}
