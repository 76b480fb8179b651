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
        #expect(r.out.contains("  Flashcards  application  iOS  iOS 13.0 (\(pbxproj):125)  Info.plist Flashcards/Info.plist  1 Swift file"), "\(r.out)")
        #expect(r.out.contains("life cycle: UIKit without scenes"))
        #expect(r.out.contains("0 Swift files in no target or package"))
        // The line named holds the target's own setting, not the project's 12.2.
        let lines = (try? String(contentsOfFile: Self.root + "/" + pbxproj, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines?[124].contains("IPHONEOS_DEPLOYMENT_TARGET = 13.0;") == true)
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

    @Test func otherFormatsAreRefused() {
        #expect(WorkflowTests.unfold(["project", "--format", "sarif", "."], cwd: Self.root).code == .error)
    }
}
