// Issue 14 item 6: the life cycle per app (an iOS application target, or the
// folder of an Info.plist where no project builds the file), never per run
// root; files only non-iOS targets build, and `#if os(macOS)` code, are not
// touched by iOS transforms.
import Testing
import SwiftTree
import Transforms
@testable import UnfoldKit

/// An Info.plist of a UIKit app without a scene manifest.
let plainInfoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleExecutable</key>
    \t<string>$(EXECUTABLE_NAME)</string>
    </dict>
    </plist>

    """

/// A UIKit app delegate that builds its window in `didFinishLaunching`.
let uikitAppDelegate = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }

    """

let swiftUIApp = """
    import SwiftUI

    @main
    struct WeatherApp: App {
        var body: some Scene {
            WindowGroup { Text("Weather") }
        }
    }

    """

/// A project as Xcode writes it: one target per `(name, sdk, product type,
/// files)`, each with its Sources phase, Debug/Release configurations and an
/// Info.plist `<name>/Info.plist`; files are paths relative to the project folder.
func xcodeProject(_ targets: [(name: String, sdk: String, type: String, files: [String])]) -> String {
    var n = 0
    func id() -> String {
        n += 1
        return "B0000000000000000000" + String(1000 + n)
    }
    var buildFiles = "", fileRefs = "", groupChildren = "", nativeTargets = "", phases = "", configs = "", lists = "", targetIDs = ""
    var refOf: [String: String] = [:]
    for t in targets {
        for f in t.files where refOf[f] == nil {
            let ref = id()
            refOf[f] = ref
            let name = f.split(separator: "/").last!
            fileRefs += "\t\t\(ref) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(f); sourceTree = \"<group>\"; };\n"
            groupChildren += "\t\t\t\t\(ref) /* \(name) */,\n"
        }
    }
    for t in targets {
        let target = id(), phase = id(), list = id(), debug = id(), release = id()
        var phaseFiles = ""
        for f in t.files {
            let bf = id()
            let name = f.split(separator: "/").last!
            buildFiles += "\t\t\(bf) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(refOf[f]!) /* \(name) */; };\n"
            phaseFiles += "\t\t\t\t\(bf) /* \(name) in Sources */,\n"
        }
        targetIDs += "\t\t\t\t\(target) /* \(t.name) */,\n"
        nativeTargets += """
        \t\t\(target) /* \(t.name) */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = \(list) /* Build configuration list for PBXNativeTarget "\(t.name)" */;
        \t\t\tbuildPhases = (
        \t\t\t\t\(phase) /* Sources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = \(t.name);
        \t\t\tproductName = \(t.name);
        \t\t\tproductType = "com.apple.product-type.\(t.type)";
        \t\t};

        """
        phases += "\t\t\(phase) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\(phaseFiles)\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
        for (c, name) in [(debug, "Debug"), (release, "Release")] {
            configs += "\t\t\(c) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tINFOPLIST_FILE = \(t.name)/Info.plist;\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t\tSDKROOT = \(t.sdk);\n\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
        }
        lists += "\t\t\(list) /* Build configuration list for PBXNativeTarget \"\(t.name)\" */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t\(debug) /* Debug */,\n\t\t\t\t\(release) /* Release */,\n\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n"
    }
    let project = id(), mainGroup = id(), projectList = id(), pDebug = id(), pRelease = id()
    for (c, name) in [(pDebug, "Debug"), (pRelease, "Release")] {
        configs += "\t\t\(c) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t\t\t\tMACOSX_DEPLOYMENT_TARGET = 12.0;\n\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
    }
    lists += "\t\t\(projectList) /* Build configuration list for PBXProject \"App\" */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t\(pDebug) /* Debug */,\n\t\t\t\t\(pRelease) /* Release */,\n\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n"
    return """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \(buildFiles)/* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \(fileRefs)/* End PBXFileReference section */

    /* Begin PBXGroup section */
    \t\t\(mainGroup) = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \(groupChildren)\t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \(nativeTargets)/* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\t\(project) /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tbuildConfigurationList = \(projectList) /* Build configuration list for PBXProject "App" */;
    \t\t\tcompatibilityVersion = "Xcode 14.0";
    \t\t\tmainGroup = \(mainGroup);
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \(targetIDs)\t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXSourcesBuildPhase section */
    \(phases)/* End PBXSourcesBuildPhase section */

    /* Begin XCBuildConfiguration section */
    \(configs)/* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    \(lists)/* End XCConfigurationList section */
    \t};
    \trootObject = \(project) /* Project object */;
    }

    """
}

private func inputs(_ files: [String: String]) -> [SourceInput] {
    files.keys.sorted().map { SourceInput(path: $0, bytes: Array(files[$0]!.utf8)) }
}

/// The index of `files` as the engine builds it.
private func index(_ files: [String: String]) -> ProjectIndex {
    let all = inputs(files)
    return ProjectIndex(trees: all.filter(\.isSwift).map { ($0.path, SyntaxTree(bytes: $0.bytes)) }, otherFiles: all.filter { !$0.isSwift })
}

/// Findings of `transforms` over `files` (review fixes included).
private func run(_ transforms: [any Transform], _ files: [String: String]) -> [Finding] {
    var options = EngineOptions()
    options.unsafe = true
    options.jobs = 1
    return Engine(transforms: transforms, options: options).run(inputs(files)).findings
}

@Suite struct AppLifeCycleTests {
    /// Two app folders in one run root: the SwiftUI one does not switch off
    /// the scene migration of the UIKit one (issue 14: 39 sample apps got 0
    /// fixes at the root).
    static let twoApps = [
        "Weather/Info.plist": plainInfoPlist,
        "Weather/WeatherApp.swift": swiftUIApp,
        "Notes/Info.plist": plainInfoPlist,
        "Notes/AppDelegate.swift": uikitAppDelegate,
    ]

    @Test func twoAppFoldersEachHaveTheirOwnLifeCycle() {
        let idx = index(Self.twoApps)
        #expect(idx.lifeCycle(for: "Weather/WeatherApp.swift") == .swiftUIApp)
        #expect(idx.lifeCycle(for: "Notes/AppDelegate.swift") == .uikitWithoutScenes)
        #expect(idx.apps.map(\.name) == ["Notes", "Weather"])
        #expect(idx.apps(for: "Notes/AppDelegate.swift").map(\.infoPlist) == ["Notes/Info.plist"])
        // A file of no app gets the whole run's answer, as before.
        #expect(idx.lifeCycle(for: "Loose.swift") == .swiftUIApp)
    }

    @Test func theUIKitAppIsStillMigrated() {
        // The deployment target known (unknown, no scene code is written).
        var files = Self.twoApps
        files["Podfile"] = "platform :ios, '15.0'\n"
        let found = run([AppDelegateWindow()], files)
        #expect(found.count == 1)
        #expect(found.first?.path == "Notes/AppDelegate.swift")
        #expect(found.first?.fix != nil, "\(found)")
    }

    @Test func scenesOfOneAppSayNothingAboutAnother() {
        var files = Self.twoApps
        files["Weather/WeatherApp.swift"] = nil
        files["Weather/SceneDelegate.swift"] = "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n"
        let idx = index(files)
        #expect(idx.lifeCycle(for: "Weather/SceneDelegate.swift") == .uikitScenes)
        #expect(idx.lifeCycle(for: "Notes/AppDelegate.swift") == .uikitWithoutScenes)
        // A manifest in one app's Info.plist neither.
        files["Weather/SceneDelegate.swift"] = "import UIKit\n\nfinal class ForecastViewController: UIViewController {}\n"
        files["Weather/Info.plist"] = plainInfoPlist.replacingOccurrences(of: "</dict>\n</plist>", with: "\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t<key>UISceneConfigurations</key>\n\t\t<dict>\n\t\t\t<key>UIWindowSceneSessionRoleApplication</key>\n\t\t\t<array/>\n\t\t</dict>\n\t</dict>\n</dict>\n</plist>")
        let idx2 = index(files)
        #expect(idx2.apps(for: "Notes/AppDelegate.swift").first?.lifeCycle == .uikitWithoutScenes)
        #expect(idx2.apps.first { $0.name == "Weather" }?.lifeCycle == .uikitScenes)
    }

    /// An Xcode project: an iOS app target and a macOS app target sharing one file.
    static let mixedProject = [
        "App.xcodeproj/project.pbxproj": xcodeProject([
            (name: "Reader", sdk: "iphoneos", type: "application", files: ["Reader/AppDelegate.swift", "Shared/Meter.swift"]),
            (name: "ReaderMac", sdk: "macosx", type: "application", files: ["ReaderMac/MacApp.swift", "ReaderMac/MacMeter.swift", "Shared/Meter.swift"]),
        ]),
        "Reader/Info.plist": plainInfoPlist,
        "Reader/AppDelegate.swift": uikitAppDelegate,
        "ReaderMac/Info.plist": plainInfoPlist,
        "ReaderMac/MacApp.swift": swiftUIApp,
        "ReaderMac/MacMeter.swift": "import UIKit\n\nfinal class MacMeter: UIView {\n    override func layoutSubviews() {\n        layer.borderWidth = 1 / UIScreen.main.scale\n    }\n}\n",
        "Shared/Meter.swift": "import UIKit\n\nfinal class Meter: UIView {\n    override func layoutSubviews() {\n        layer.borderWidth = 1 / UIScreen.main.scale\n    }\n}\n",
    ]

    @Test func targetsDecideAppsAndPlatforms() {
        let idx = index(Self.mixedProject)
        #expect(idx.projects.first?.nativeTargets.map(\.isIOS) == [true, false])
        // Only the iOS application target is an app; the macOS SwiftUI App does not count.
        #expect(idx.apps.map(\.name) == ["Reader"])
        #expect(idx.apps.first?.infoPlist == "Reader/Info.plist")
        #expect(idx.lifeCycle(for: "Reader/AppDelegate.swift") == .uikitWithoutScenes)
        #expect(idx.isNonIOSOnly("ReaderMac/MacMeter.swift"))
        #expect(idx.isNonIOSOnly("ReaderMac/MacApp.swift"))
        #expect(!idx.isNonIOSOnly("Shared/Meter.swift"))
        #expect(!idx.isNonIOSOnly("Reader/AppDelegate.swift"))
        #expect(!idx.isNonIOSOnly("Elsewhere/Loose.swift"))
    }

    /// A project level that lists `iphoneos macosx` in SUPPORTED_PLATFORMS
    /// (AltStore): a target whose own SDKROOT is `macosx` is a Mac target;
    /// a target with `SDKROOT = auto` is multiplatform, so iOS.
    @Test func aTargetsOwnSDKBeatsTheProjectsSupportedPlatforms() {
        var files = Self.mixedProject
        let project = files["App.xcodeproj/project.pbxproj"]!
        let projectLevel = "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n"
        #expect(project.contains(projectLevel))
        files["App.xcodeproj/project.pbxproj"] = project.replacingOccurrences(
            of: projectLevel, with: projectLevel + "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSUPPORTED_PLATFORMS = \"iphonesimulator iphoneos macosx\";\n")
        let idx = index(files)
        #expect(idx.projects.first?.nativeTargets.map(\.isIOS) == [true, false])
        #expect(idx.isNonIOSOnly("ReaderMac/MacApp.swift"))
        #expect(!idx.isNonIOSOnly("Shared/Meter.swift"))
        // `auto`: the platforms listed decide.
        files["App.xcodeproj/project.pbxproj"] = files["App.xcodeproj/project.pbxproj"]!.replacingOccurrences(of: "SDKROOT = macosx;", with: "SDKROOT = auto;")
        #expect(index(files).projects.first?.nativeTargets.map(\.isIOS) == [true, true])
    }

    /// The platforms besides iOS a file is built for come from the Xcode
    /// targets that build it: a Mac target beside the iOS one (Xcode 12's
    /// multiplatform template), or a multiplatform target's
    /// SUPPORTED_PLATFORMS with `SDKROOT = auto`; a platform without a
    /// deployment target is left out (Xcode builds for the SDK's, the newest).
    @Test func otherPlatformsComeFromTheTargetsThatBuildTheFile() {
        var files = Self.mixedProject
        let project = files["App.xcodeproj/project.pbxproj"]!
        let macOS = "\t\t\t\tMACOSX_DEPLOYMENT_TARGET = 12.0;\n"
        #expect(project.contains(macOS))
        #expect(index(files).otherPlatforms(for: "Shared/Meter.swift").map(\.label) == ["macOS 12.0"])
        // No MACOSX_DEPLOYMENT_TARGET anywhere: nothing to hold back.
        files["App.xcodeproj/project.pbxproj"] = project.replacingOccurrences(of: macOS, with: "")
        #expect(index(files).otherPlatforms(for: "Shared/Meter.swift").isEmpty)
        files["App.xcodeproj/project.pbxproj"] = project.replacingOccurrences(of: macOS, with: "\t\t\t\tMACOSX_DEPLOYMENT_TARGET = 11.0;\n")
        let idx = index(files)
        let shared = idx.otherPlatforms(for: "Shared/Meter.swift")
        #expect(shared.map(\.label) == ["macOS 11.0"])
        #expect(shared.first?.target == "ReaderMac" && shared.first?.manifest == "App.xcodeproj/project.pbxproj")
        #expect(shared.first?.builder == "target `ReaderMac`")
        // The iOS target's own file, and a file no target builds (no package either).
        #expect(idx.otherPlatforms(for: "Reader/AppDelegate.swift").isEmpty)
        #expect(idx.otherPlatforms(for: "Elsewhere/Loose.swift").isEmpty)
        // One multiplatform target: what it lists besides iOS, simulators aside.
        files["App.xcodeproj/project.pbxproj"] = files["App.xcodeproj/project.pbxproj"]!
            .replacingOccurrences(of: "SDKROOT = iphoneos;", with: "SDKROOT = auto;\n\t\t\t\tSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx xros xrsimulator appletvos\";\n\t\t\t\tXROS_DEPLOYMENT_TARGET = 1.0;")
        let multi = index(files)
        #expect(multi.projects.first?.nativeTargets.first?.otherPlatforms.map(\.label) == ["macOS 11.0", "visionOS 1.0"])
        #expect(multi.otherPlatforms(for: "Reader/AppDelegate.swift").map(\.label) == ["macOS 11.0", "visionOS 1.0"])
    }

    /// Pass 1 reads the project files beside the parse and gives the index
    /// their facts (and the summaries by path); with two jobs the type
    /// hierarchy is made on another thread. The index is the same as one
    /// that reads everything itself on one thread.
    @Test func theIndexIsTheSameWithTheProjectFilesReadBeforehand() {
        var files = Self.mixedProject
        files["Reader/SceneDelegate.swift"] = "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n"
        files["Loose/Info.plist"] = plainInfoPlist
        files["Loose/View.swift"] = "import UIKit\n\nfinal class Badge: UILabel {}\n"
        let all = inputs(files)
        let summaries = all.filter(\.isSwift).map { FileSummary(path: $0.path, tree: SyntaxTree(bytes: $0.bytes), collecting: []) }
        let others = all.filter { !$0.isSwift }
        let alone = ProjectIndex(summaries: summaries, otherFiles: others, jobs: 1)
        let reads = ProjectFileReads(others)
        let order = reads.largestFirst
        #expect(Set(order) == Set(reads.files.indices) && order.count == reads.files.count)
        let (_, facts) = Parallel.map([Int](), after: order, jobs: 2, { $0 }, first: { reads.facts(of: $0) })
        for jobs in [1, 2] {
            let made = ProjectIndex(summaries: summaries, otherFiles: others, jobs: jobs, read: reads.assembled(facts, order: order))
            #expect(made.apps == alone.apps)
            #expect(made.projects == alone.projects)
            #expect(made.plists == alone.plists)
            #expect(made.warnings == alone.warnings)
            #expect(made.supertypes == alone.supertypes)
            #expect(made.declaredTypes == alone.declaredTypes)
            for s in summaries {
                #expect(made.apps(for: s.path) == alone.apps(for: s.path))
                #expect(made.isNonIOSOnly(s.path) == alone.isNonIOSOnly(s.path))
                #expect(made.lifeCycle(for: s.path) == alone.lifeCycle(for: s.path))
            }
            #expect(made.isUIView("Badge") && made.isUIView("Meter"))
        }
        // Summaries out of order are sorted, as the apps' files have always been.
        let reversed = ProjectIndex(summaries: summaries.reversed(), otherFiles: others, jobs: 2)
        #expect(reversed.apps == alone.apps)
        #expect(reversed.summaries.values.map(\.path) == alone.summaries.values.map(\.path))
    }

    /// `Parallel.map(_:after:…)`: both lists mapped, each in its order, on any number of jobs.
    @Test func parallelMapWithWorkFirstKeepsBothOrders() {
        for jobs in [1, 2, 3] {
            let (items, first) = Parallel.map(Array(0..<50), after: Array(0..<7), jobs: jobs, { $0 * 2 }, first: { "\($0)" })
            #expect(items == (0..<50).map { $0 * 2 })
            #expect(first == (0..<7).map { "\($0)" })
            let (none, only) = Parallel.map([Int](), after: [1], jobs: jobs, { $0 }, first: { $0 + 1 })
            #expect(none.isEmpty && only == [2])
        }
    }

    /// The files a macOS target alone builds are skipped, and the run says how many.
    @Test func skippedNonIOSFilesAreCountedInTheRun() {
        var options = EngineOptions()
        options.jobs = 1
        let result = Engine(transforms: [UIScreenMainScale()], options: options).run(inputs(Self.mixedProject))
        #expect(result.problems.contains(.nonIOSFilesSkipped(count: 2)), "\(result.problems)")
        #expect(result.problems.first { $0 == .nonIOSFilesSkipped(count: 2) }?.description.hasPrefix("note: 2 Swift files only macOS") == true)
        #expect(!result.findings.contains { $0.path.hasPrefix("ReaderMac/") })
    }

    /// A target whose Info.plist unfold cannot see (not given, or set where
    /// unfold does not read it, as NetNewsWire's xcconfig anchors): what an
    /// Info.plist says comes from every Info.plist of the run, as before.
    @Test func anUnseenInfoPlistFallsBackToTheRun() {
        var files = Self.mixedProject
        files["Reader/Info.plist"] = nil
        files["Resources/Info.plist"] = plainInfoPlist.replacingOccurrences(of: "</dict>\n</plist>", with: "\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t<key>UISceneConfigurations</key>\n\t\t<dict>\n\t\t\t<key>UIWindowSceneSessionRoleApplication</key>\n\t\t\t<array/>\n\t\t</dict>\n\t</dict>\n</dict>\n</plist>")
        let idx = index(files)
        #expect(idx.apps.first?.infoPlistUnknown == true)
        #expect(idx.lifeCycle(for: "Reader/AppDelegate.swift") == .uikitScenes)
        #expect(!run([AppDelegateWindow()], files).contains { $0.fix != nil })
    }

    @Test func macOSOnlyFilesGetNoFindings() {
        let found = run(Registry.all, Self.mixedProject)
        #expect(!found.contains { $0.path.hasPrefix("ReaderMac/") }, "\(found)")
        #expect(found.contains { $0.path == "Shared/Meter.swift" && $0.ruleID == "uiscreen-main-scale" && $0.fix != nil })
        // The macOS target's SwiftUI App does not stop the iOS app's migration.
        #expect(found.contains { $0.path == "Reader/AppDelegate.swift" && $0.ruleID == "app-delegate-window" && $0.fix != nil }, "\(found)")
    }

    @Test func findingsUnderIfOSMacOSAreDropped() {
        let src = """
        import UIKit

        final class Meter: UIView {
            override func layoutSubviews() {
                #if os(macOS)
                layer.borderWidth = 1 / UIScreen.main.scale
                #elseif os(iOS)
                layer.borderWidth = 2 / UIScreen.main.scale
                #else
                layer.borderWidth = 3 / UIScreen.main.scale
                #endif
            }
        }

        """
        let found = run(Registry.all, ["Meter.swift": src]).filter { $0.ruleID == "uiscreen-main-scale" }
        #expect(found.map(\.line) == [8])
    }

    @Test func fixesThatEditNonIOSCodeLoseTheFix() {
        let src = "#if os(macOS)\nlet a = 1\n#endif\nlet b = 2\n"
        let tree = SyntaxTree(src)
        let ranges = tree.nonIOSRanges()
        let inside = Fix(safety: .safe, title: "t", edits: [Edit(path: "f.swift", range: 14..<23, replacement: [])])
        let whole = Fix(safety: .safe, title: "t", edits: [Edit(path: "f.swift", range: 0..<30, replacement: [])])
        let findings = [
            Finding(ruleID: "r", path: "f.swift", offset: 14, line: 2, column: 1, message: "in"),
            Finding(ruleID: "r", path: "f.swift", offset: 30, line: 4, column: 1, message: "out", fix: inside),
            Finding(ruleID: "r", path: "f.swift", offset: 30, line: 4, column: 1, message: "block", fix: whole),
        ]
        let kept = Analysis.outside(ranges, of: "f.swift", findings)
        #expect(kept.map(\.message) == ["out (not fixed: the fix would edit code under #if that iOS never compiles)", "block"])
        #expect(kept[0].fix == nil)
        #expect(kept[1].fix != nil)
    }
}
