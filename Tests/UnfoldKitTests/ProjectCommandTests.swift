import Foundation
import Testing
import UnfoldKit

/// `unfold project` (issue 14, item 7): what unfold read, with the file:line
/// each deployment target came from. Runs on a snapshot case whose app target
/// (13.0) overrides the project's setting (12.2).
@Suite struct ProjectCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let app = "Snapshots/app-delegate-window/target-overrides-project-deployment-target/before"

    @Test func textNamesTargetsVersionsAndTheirLines() {
        let r = WorkflowTests.unfold(["project", Self.app], cwd: Self.root)
        #expect(r.code == .clean, "\(r.err)")
        let pbxproj = Self.app + "/Flashcards.xcodeproj/project.pbxproj"
        #expect(r.out.contains("  Flashcards  application  iOS  iOS 13.0 (\(pbxproj):125)  Info.plist \(Self.app)/Flashcards/Info.plist  1 Swift file"), "\(r.out)")
        #expect(r.out.contains("life cycle: UIKit without scenes"))
        #expect(r.out.contains("0 Swift files in no target or package"))
        // The line named holds the target's own setting, not the project's 12.2.
        let lines = (try? String(contentsOfFile: Self.root + "/" + pbxproj, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines?[124].contains("IPHONEOS_DEPLOYMENT_TARGET = 13.0;") == true)
    }

    /// raivo-otp's pbxproj has merge-conflict markers: the line says which
    /// version the line scan found. Looped's `$(SRCROOT)/…` Info.plist is
    /// printed as the project-relative path, not `/Looped/…`.
    @Test func unparsedProjectNamesTheVersionAndInfoPlistsResolveSRCROOT() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("Broken.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n<<<<<<< HEAD\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 14.0;\n=======\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 14.1;\n>>>>>>> main\n}\n")
        let r = WorkflowTests.unfold(["project", "."], cwd: s.path)
        #expect(r.out.contains("Broken.xcodeproj/project.pbxproj  (not parsed: the lowest IPHONEOS_DEPLOYMENT_TARGET line is used, iOS 14.0)"), "\(r.out)")
        let app = Self.root + "/" + Self.app
        let project = try String(contentsOfFile: app + "/Flashcards.xcodeproj/project.pbxproj", encoding: .utf8)
        try s.write("Flashcards.xcodeproj/project.pbxproj", project.replacingOccurrences(of: "INFOPLIST_FILE = Flashcards/Info.plist;", with: "INFOPLIST_FILE = \"$(SRCROOT)/Flashcards/Info.plist\";"))
        try s.write("Broken.xcodeproj/project.pbxproj", "")
        let r2 = WorkflowTests.unfold(["project", "."], cwd: s.path)
        #expect(r2.out.contains("  Info.plist Flashcards/Info.plist  "), "\(r2.out)")
    }

    /// isowords' app targets set no deployment target; their files take the
    /// root Package.swift's, and the line says so.
    @Test func aTargetWithoutItsOwnTargetSaysWhatItsFilesAreAnalysedAt() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        let app = Self.root + "/" + Self.app
        let project = try String(contentsOfFile: app + "/Flashcards.xcodeproj/project.pbxproj", encoding: .utf8)
        let stripped = project.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("IPHONEOS_DEPLOYMENT_TARGET") }.joined(separator: "\n")
        try s.write("Flashcards.xcodeproj/project.pbxproj", stripped)
        try s.write("Flashcards/AppDelegate.swift", try String(contentsOfFile: app + "/Flashcards/AppDelegate.swift", encoding: .utf8))
        try s.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Kit\", platforms: [.iOS(.v15)], targets: [.target(name: \"Kit\")])\n")
        let r = WorkflowTests.unfold(["project", "."], cwd: s.path)
        #expect(r.out.contains("  Flashcards  application  iOS  deployment target unknown (its files are analysed at iOS 15.0)  "), "\(r.out)")
    }

    @Test func jsonHasTheSameModel() throws {
        let r = WorkflowTests.unfold(["project", "--format", "json", Self.app], cwd: Self.root)
        #expect(r.code == .clean, "\(r.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let projects = try #require(json["projects"] as? [[String: Any]])
        let target = try #require((projects.first?["targets"] as? [[String: Any]])?.first)
        #expect(target["name"] as? String == "Flashcards")
        #expect(target["deploymentTarget"] as? String == "13.0")
        #expect(target["platform"] as? String == "iOS")
        #expect((json["swiftFilesInNoTarget"] as? [Any])?.isEmpty == true)
    }

    /// The life cycle per app (issue 14 item 6): per iOS app target, and per
    /// app folder where no project builds the files.
    @Test func lifeCyclePerAppTargetAndAppFolder() throws {
        let folders = "Snapshots/app-delegate-window/two-apps-in-one-repo-one-swiftui/before"
        let r = WorkflowTests.unfold(["project", folders], cwd: Self.root)
        #expect(r.out.contains("app folder \(folders)/Samples/Journal  Info.plist \(folders)/Samples/Journal/Info.plist  2 Swift files  life cycle: UIKit without scenes"), "\(r.out)")
        #expect(r.out.contains("app folder \(folders)/Samples/Weather  Info.plist \(folders)/Samples/Weather/Info.plist  1 Swift file  life cycle: SwiftUI App"), "\(r.out)")
        #expect(!r.out.contains("in no app"))
        let targets = "Snapshots/uiscreen-main-scale/tvos-and-macos-target-files-untouched/before"
        let json = WorkflowTests.unfold(["project", "--format", "json", targets], cwd: Self.root)
        let model = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let list = try #require((model["projects"] as? [[String: Any]])?.first?["targets"] as? [[String: Any]])
        #expect(list.map { $0["name"] as? String } == ["Cinema", "CinemaTV", "CinemaMac"])
        #expect(list.map { $0["lifeCycle"] as? String } == ["UIKit with scenes", nil, nil])
        #expect(model["lifeCycleOfFilesInNoApp"] == nil)
    }

    @Test func otherFormatsAreRefused() {
        #expect(WorkflowTests.unfold(["project", "--format", "sarif", "."], cwd: Self.root).code == .error)
    }

    /// A target whose deployment target lives in an xcconfig (through an
    /// `#include`): read, and named with the xcconfig's file:line.
    @Test func xcconfigSettingsReachTheTarget() throws {
        let dir = try makeTemporaryFolder("unfold-project")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = Self.root + "/" + Self.app
        try FileManager.default.copyItem(atPath: source + "/Flashcards", toPath: dir + "/Flashcards")
        try FileManager.default.createDirectory(atPath: dir + "/Flashcards.xcodeproj", withIntermediateDirectories: true)
        var pbxproj = try String(contentsOfFile: source + "/Flashcards.xcodeproj/project.pbxproj", encoding: .utf8)
        // The target's own 13.0 goes; its configurations get Config/App.xcconfig.
        pbxproj = pbxproj.replacingOccurrences(of: "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 13.0;\n", with: "")
        pbxproj = pbxproj.replacingOccurrences(of: "isa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tINFOPLIST_FILE",
                                               with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = A10000000000000000000005 /* App.xcconfig */;\n\t\t\tbuildSettings = {\n\t\t\t\tINFOPLIST_FILE")
        pbxproj = pbxproj.replacingOccurrences(of: "/* End PBXFileReference section */",
                                               with: "\t\tA10000000000000000000005 /* App.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/App.xcconfig; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */")
        try pbxproj.write(toFile: dir + "/Flashcards.xcodeproj/project.pbxproj", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/Config", withIntermediateDirectories: true)
        try "#include \"Base.xcconfig\"\nPRODUCT_NAME = Flashcards\n".write(toFile: dir + "/Config/App.xcconfig", atomically: false, encoding: .utf8)
        try "// shared\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n".write(toFile: dir + "/Config/Base.xcconfig", atomically: false, encoding: .utf8)
        let r = WorkflowTests.unfold(["project"], cwd: dir)
        #expect(r.code == .clean, "\(r.err)")
        #expect(r.out.contains("  Flashcards  application  iOS  iOS 15.0 (Config/Base.xcconfig:2)"), "\(r.out)")
        // Without the xcconfig files the project's 12.2 is all there is.
        try FileManager.default.removeItem(atPath: dir + "/Config")
        #expect(WorkflowTests.unfold(["project"], cwd: dir).out.contains("iOS 12.2 (Flashcards.xcodeproj/project.pbxproj:"))
    }
}
