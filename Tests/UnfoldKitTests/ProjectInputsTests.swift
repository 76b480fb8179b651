import Foundation
import Testing
import SwiftTree
import Transforms
@testable import UnfoldKit

/// Issue 14, items 3 and 4: vendored folders skipped with one summary line
/// (`--include-vendored` takes them in), the Podfile's `platform :ios`, and
/// the Package.swift of the package enclosing a target folder.
@Suite("Project inputs: vendored code, Podfile, enclosing Package.swift")
struct ProjectInputsTests {
    /// An app with a UIView to fix, and the same view in every kind of vendored folder.
    static func vendoredTree() throws -> OutputScratch {
        let s = try OutputScratch()
        try s.write("App/V.swift", outputFixtureView)
        for dir in ["Pods/Lib", "Pods/Other", "Carthage/Checkouts/Kit", "vendor/x", ".build/checkouts/pkg/Sources/P"] {
            try s.write(dir + "/V.swift", outputFixtureView)
        }
        try s.write("Carthage/Build/Gen.swift", outputFixtureView)  // build output: silent
        try s.write(".build/debug/Gen.swift", outputFixtureView)  // build output: silent
        try s.write("DerivedData/Gen.swift", outputFixtureView)
        return s
    }

    @Test func vendoredFoldersAreSkippedWithOneSummaryLine() throws {
        let s = try Self.vendoredTree()
        defer { s.remove() }
        let r = runUnfold(["--select", "uiscreen-main-scale"], cwd: s.path)
        #expect(r.stdout.contains("+++ b/App/V.swift"))
        for vendored in ["Pods/", "Carthage/", "vendor/", ".build/", "DerivedData/"] {
            #expect(!r.stdout.contains("b/" + vendored), "\(vendored) must not be in the diff")
        }
        let lines = r.err.split(separator: "\n").filter { $0.contains("vendored") }
        #expect(lines == ["unfold: vendored code skipped: .build/checkouts (1 Swift file), Carthage/Checkouts (1), Pods (2), vendor (1) — --include-vendored to process it"])
        // --quiet: no line.
        let quiet = runUnfold(["--quiet", "--select", "uiscreen-main-scale"], cwd: s.path)
        #expect(!quiet.err.contains("vendored"))
    }

    /// GitHawk's Playgrounds/: a playground's Contents.swift and Sources/
    /// are not code an app target builds. Counted and named like vendored
    /// code; `--include-vendored`, or the playground named, processes it.
    @Test func playgroundsAreSkippedLikeVendoredCode() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("App/V.swift", outputFixtureView)
        try s.write("Playgrounds/Button Animation.playground/Contents.swift", outputFixtureView)
        try s.write("Playgrounds/Button Animation.playground/Sources/Helper.swift", outputFixtureView)
        let r = runUnfold(["--select", "uiscreen-main-scale"], cwd: s.path)
        #expect(r.stdout.contains("+++ b/App/V.swift"))
        #expect(!r.stdout.contains("playground"), "\(r.stdout)")
        let lines = r.err.split(separator: "\n").filter { $0.contains("skipped") }
        #expect(lines == ["unfold: vendored code and playgrounds skipped: Playgrounds/Button Animation.playground (2 Swift files) — --include-vendored to process it"], "\(r.err)")
        let all = runUnfold(["--include-vendored", "--select", "uiscreen-main-scale"], cwd: s.path)
        #expect(all.stdout.contains("+++ b/Playgrounds/Button Animation.playground/Contents.swift"))
        let named = runUnfold(["--select", "uiscreen-main-scale", "Playgrounds/Button Animation.playground"], cwd: s.path)
        #expect(named.stdout.contains("+++ b/Playgrounds/Button Animation.playground/Sources/Helper.swift"), "\(named.stdout)")
    }

    @Test func includeVendoredRewritesThem() throws {
        let s = try Self.vendoredTree()
        defer { s.remove() }
        let r = runUnfold(["--include-vendored", "--select", "uiscreen-main-scale"], cwd: s.path)
        for path in ["App/V.swift", "Pods/Lib/V.swift", "Pods/Other/V.swift", "Carthage/Checkouts/Kit/V.swift", "vendor/x/V.swift",
                     ".build/checkouts/pkg/Sources/P/V.swift"] {
            #expect(r.stdout.contains("+++ b/" + path), "\(path) must be rewritten")
        }
        for silent in ["Carthage/Build", ".build/debug", "DerivedData"] { #expect(!r.stdout.contains(silent)) }
        #expect(!r.err.contains("vendored code skipped"))
        // The same from .unfold.json.
        try s.write(".unfold.json", #"{"includeVendored": true}"#)
        let c = runUnfold(["--select", "uiscreen-main-scale"], cwd: s.path)
        #expect(c.stdout.contains("+++ b/Pods/Lib/V.swift"))
    }

    @Test func discoveryCountsVendoredSwiftFilesInOneWalk() throws {
        let s = try Self.vendoredTree()
        defer { s.remove() }
        try s.write("Sub/Pods/Deep/A.swift", "")
        try s.write("Sub/Pods/Deep/B.swift", "")
        try s.write("Sub/Pods/Info.plist", "")
        try s.write("SourcePackages/checkouts/p/C.swift", "")
        try s.write("SourcePackages/repositories/p/D.swift", "")
        try s.write("Empty/Pods/readme.txt", "")
        let r = Workspace.discover(paths: ["."], cwd: s.path)
        #expect(r.files.map(\.displayPath) == ["App/V.swift"])
        #expect(r.vendored.map(\.displayPath) == [".build/checkouts", "Carthage/Checkouts", "Empty/Pods", "Pods", "SourcePackages/checkouts", "Sub/Pods", "vendor"])
        #expect(r.vendored.map(\.swiftFiles) == [1, 1, 0, 2, 1, 2, 1])
        // Folders without Swift files are not named.
        #expect(Workspace.vendoredSummary(r.vendored)?.contains("Empty") == false)
        let all = Workspace.discover(paths: ["."], cwd: s.path, includeVendored: true)
        #expect(all.vendored.isEmpty)
        #expect(all.files.map(\.displayPath).contains("SourcePackages/checkouts/p/C.swift"))
        #expect(!all.files.map(\.displayPath).contains("SourcePackages/repositories/p/D.swift"))
    }

    // MARK: Podfile

    static let swiftUIView = "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n        Image(systemName: \"star\")\n            .foregroundColor(.yellow)\n    }\n}\n"

    @Test func podfileParsing() {
        func t(_ s: String) -> (Int, Int)? { PodfileReading.iOSTarget(Array(s.utf8)) }
        #expect(t("platform :ios, '13.0'")! == (13, 0))
        #expect(t("platform :ios, \"15.4\"\n")! == (15, 4))
        #expect(t("  platform :ios,'13'   # the minimum\n")! == (13, 0))
        #expect(t("platform(:ios, '12.1')")! == (12, 1))
        #expect(t("source 'x'\n# platform :ios, '9.0'\nplatform :ios, '14.0'\ntarget 'A' do\n  platform :ios, '13.0'\nend\n")! == (13, 0))
        #expect(t("# platform :ios, '9.0'") == nil)
        #expect(t("platform :ios") == nil)
        #expect(t("platform :osx, '11.0'") == nil)
        #expect(t("platform :ios, 'x'") == nil)
    }

    @Test func podfileGivesTheDeploymentTarget() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("App/V.swift", Self.swiftUIView)
        let without = runUnfold(["--select", "foreground-color"], cwd: s.path)
        #expect(!without.stdout.contains("foregroundStyle"))
        try s.write("Podfile", "source 'https://cdn.cocoapods.org/'\nplatform :ios, '15.0' # minimum\nuse_frameworks!\n")
        let with = runUnfold(["--select", "foreground-color"], cwd: s.path)
        #expect(with.stdout.contains("+            .foregroundStyle(.yellow)"))
        #expect(!with.stdout.contains("Podfile"))
        // Found upward from a folder given on the command line, too.
        let sub = runUnfold(["--select", "foreground-color", "App"], cwd: s.path)
        #expect(sub.stdout.contains("foregroundStyle"))
        let inside = runUnfold(["--select", "foreground-color", "."], cwd: s.abs("App"))
        #expect(inside.stdout.contains("foregroundStyle"))
    }

    @Test func packageAndProjectWinOverThePodfile() {
        let view = FileSummary(path: "App/V.swift", tree: SyntaxTree(bytes: Array(Self.swiftUIView.utf8)), collecting: [])
        let pod = SourceInput(path: "Podfile", bytes: Array("platform :ios, '15.0'".utf8))
        let pkg = SourceInput(path: "App/Package.swift", bytes: Array("let p = Package(name: \"A\", platforms: [.iOS(.v13)])".utf8))
        #expect(ProjectIndex(summaries: [view], otherFiles: [pod]).deploymentTarget(for: "App/V.swift")! == (15, 0))
        #expect(ProjectIndex(summaries: [view], otherFiles: [pod, pkg]).deploymentTarget(for: "App/V.swift")! == (13, 0))
    }

    // MARK: XcodeGen project.yml

    @Test func xcodegenSpecParsing() {
        func t(_ s: String) -> (Int, Int)? { XcodeGenSpec.iOSTarget(Array(s.utf8)) }
        // openfoodfacts-ios: the project's default only.
        #expect(t("name: A\noptions:\n  deploymentTarget:\n    iOS: \"10.0\"\ntargets:\n  A:\n    type: application\n    platform: iOS\n")! == (10, 0))
        // A target's own deploymentTarget wins over the default; the lowest iOS target counts.
        let two = "options:\n  deploymentTarget:\n    iOS: 12.0\ntargets:\n  App:\n    platform: iOS\n    deploymentTarget: \"15.0\"\n  Widget:\n    platform: iOS\n    deploymentTarget: '16.1' # widgets\n"
        #expect(t(two)! == (15, 0))
        // A target's IPHONEOS_DEPLOYMENT_TARGET setting wins over its deploymentTarget.
        #expect(t("targets:\n  App:\n    platform: iOS\n    deploymentTarget: 13.0\n    settings:\n      base:\n        IPHONEOS_DEPLOYMENT_TARGET: 14.2\n")! == (14, 2))
        // The project's setting applies to a target without its own.
        #expect(t("settings:\n  IPHONEOS_DEPLOYMENT_TARGET: \"16.0\"\ntargets:\n  App:\n    platform: iOS\n")! == (16, 0))
        // A macOS target's version is not the iOS one; a multi-platform map gives its iOS entry.
        #expect(t("targets:\n  Mac:\n    platform: macOS\n    deploymentTarget: \"10.15\"\n  App:\n    platform: [iOS, tvOS]\n    deploymentTarget:\n      iOS: \"15.0\"\n      tvOS: \"15.0\"\n")! == (15, 0))
        // CRLF, comments, a list, and nothing readable.
        #expect(t("options:\r\n  deploymentTarget:\r\n    iOS: \"13.0\"\r\n")! == (13, 0))
        #expect(t("# options:\n#   deploymentTarget:\n#     iOS: 9.0\nname: A\n") == nil)
        #expect(t("targets:\n  App:\n    platform: iOS\n    deploymentTarget: $(MIN_IOS)\n") == nil)
        #expect(t("options: {deploymentTarget: {iOS: \"13.0\"}}\n") == nil)
        #expect(Workspace.kind(ofFileNamed: "project.yml", parentDirectory: "App") == .xcodegenSpec)
    }

    @Test func xcodegenSpecGivesTheDeploymentTargetAndNamesItself() {
        let view = FileSummary(path: "App/V.swift", tree: SyntaxTree(bytes: Array(Self.swiftUIView.utf8)), collecting: [])
        let spec = SourceInput(path: "project.yml", bytes: Array("options:\n  deploymentTarget:\n    iOS: \"14.0\"\n".utf8))
        let pod = SourceInput(path: "Podfile", bytes: Array("platform :ios, '15.0'".utf8))
        let pkg = SourceInput(path: "App/Package.swift", bytes: Array("let p = Package(name: \"A\", platforms: [.iOS(.v13)])".utf8))
        #expect(ProjectIndex(summaries: [view], otherFiles: [spec, pod]).deploymentTarget(for: "App/V.swift")! == (14, 0))
        // A deeper Package.swift is nearer than the spec at the root.
        #expect(ProjectIndex(summaries: [view], otherFiles: [spec, pod, pkg]).deploymentTarget(for: "App/V.swift")! == (13, 0))
        // A spec that says nothing is the file to edit.
        let silent = SourceInput(path: "project.yml", bytes: Array("name: A\n".utf8))
        let index = ProjectIndex(summaries: [view], otherFiles: [silent])
        #expect(index.deploymentTarget(for: "App/V.swift") == nil)
        #expect(index.deploymentTargetSettler(for: "App/V.swift") == "set options.deploymentTarget.iOS in project.yml")
    }

    @Test func xcodegenSpecIsFoundAboveATargetFolder() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("project.yml", "options:\n  deploymentTarget:\n    iOS: \"15.0\"\n")
        try s.write("App/V.swift", Self.swiftUIView)
        let r = runUnfold(["--select", "foreground-color", "App"], cwd: s.path)
        #expect(r.stdout.contains("+            .foregroundStyle(.yellow)"))
        #expect(runUnfold(["project"], cwd: s.path).stdout.contains("project.yml  (XcodeGen)  iOS 15.0"))
    }

    @Test func testBundlePlistsMakeNoAppFolder() {
        // openfoodfacts-ios (XcodeGen, no .xcodeproj): Sources/ is the app; Tests/, UITests/ are bundles.
        func plist(_ type: String) -> [UInt8] {
            Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundlePackageType</key>\n\t<string>\(type)</string>\n</dict>\n</plist>\n".utf8)
        }
        let code = "import UIKit\nfinal class A {}\n"
        let summaries = ["Sources/A.swift", "Tests/ATests.swift", "UITests/UI.swift"].map {
            FileSummary(path: $0, tree: SyntaxTree(bytes: Array(code.utf8)), collecting: [])
        }
        let index = ProjectIndex(summaries: summaries, otherFiles: [
            SourceInput(path: "Sources/Info.plist", bytes: plist("APPL")),
            SourceInput(path: "Tests/Info.plist", bytes: plist("BNDL")),
            SourceInput(path: "UITests/Info.plist", bytes: plist("BNDL")),
        ])
        #expect(index.apps.map(\.name) == ["Sources"])
        #expect(index.apps(for: "Tests/ATests.swift").isEmpty)
    }

    @Test func extensionPlistsMakeNoAppFolder() {
        // kiwix-apple (XcodeGen): Widgets/Info.plist declares a WidgetKit
        // extension (its package type is a build setting in the source).
        let widget = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleDisplayName</key>\n\t<string>$(PRODUCT_NAME)</string>\n\t<key>NSExtension</key>\n\t<dict>\n\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>com.apple.widgetkit-extension</string>\n\t</dict>\n</dict>\n</plist>\n"
        let app = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleDisplayName</key>\n\t<string>$(PRODUCT_NAME)</string>\n</dict>\n</plist>\n"
        let code = "import SwiftUI\nstruct W {}\n"
        let summaries = ["App/A.swift", "Widgets/W.swift"].map {
            FileSummary(path: $0, tree: SyntaxTree(bytes: Array(code.utf8)), collecting: [])
        }
        let index = ProjectIndex(summaries: summaries, otherFiles: [
            SourceInput(path: "App/Info.plist", bytes: Array(app.utf8)),
            SourceInput(path: "Widgets/Info.plist", bytes: Array(widget.utf8)),
        ])
        #expect(index.apps.map(\.name) == ["App"])
        #expect(index.apps(for: "Widgets/W.swift").isEmpty)
        // A test bundle's plist whose package type is a build setting (raivo's RaivoUITests/).
        let tests = ProjectIndex(summaries: [FileSummary(path: "AppUITests/UITests.swift", tree: SyntaxTree(bytes: Array(code.utf8)), collecting: [])] + summaries,
                                 otherFiles: [SourceInput(path: "App/Info.plist", bytes: Array(app.utf8)),
                                              SourceInput(path: "AppUITests/Info.plist", bytes: Array(app.utf8))])
        #expect(tests.apps.map(\.name) == ["App"])
    }

    // MARK: Package.swift above a target folder

    static let navigationView = "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n        NavigationView {\n            List { Text(\"a\") }\n        }\n        .navigationViewStyle(.stack)\n    }\n}\n"
    static let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Feature\",\n    platforms: [.iOS(.v16)],\n    targets: [.target(name: \"Feature\")]\n)\n"

    @Test func packageSwiftIsFoundAboveATargetFolder() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("Sources/Feature/V.swift", Self.navigationView)
        let args = ["--unsafe", "--select", "navigation-view"]
        #expect(!runUnfold(args + ["Sources/Feature"], cwd: s.path).stdout.contains("NavigationStack"))
        try s.write("Package.swift", Self.manifest)
        for (paths, cwd) in [(["Sources/Feature"], s.path), (["Sources/Feature/V.swift"], s.path), (["."], s.abs("Sources/Feature")),
                             ([s.abs("Sources/Feature")], s.abs("Sources"))] {
            let r = runUnfold(args + paths, cwd: cwd)
            #expect(r.stdout.contains("+        NavigationStack {"), "\(paths) in \(cwd)")
            #expect(!r.stdout.contains("Package.swift"))
        }
        // Found up to the git top level only.
        try s.write("Sources/.git/HEAD", "ref: refs/heads/main\n")
        #expect(!runUnfold(args + ["Sources/Feature"], cwd: s.path).stdout.contains("NavigationStack"))
    }

    @Test func enclosingProjectFilesDisplayPaths() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("Package.swift", Self.manifest)
        try s.write("Podfile", "platform :ios, '15.0'\n")
        try s.write("Sources/Feature/V.swift", Self.navigationView)
        let found = Workspace.enclosingProjectFiles(paths: ["."], cwd: s.abs("Sources/Feature"))
        #expect(found.map(\.displayPath) == ["../../Package.swift", "../../Podfile"])
        let fromRoot = Workspace.enclosingProjectFiles(paths: ["Sources/Feature/V.swift"], cwd: s.path)
        #expect(fromRoot.map(\.displayPath) == ["Package.swift", "Podfile"])
        #expect(ProjectIndex.isAncestor("../..", of: "V.swift") && !ProjectIndex.isAncestor("../..", of: "/abs/V.swift"))
    }
}
