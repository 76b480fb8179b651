import Foundation
import Testing
@testable import UnfoldKit

/// Issue 21, item 1: the cross-platform framework of an app and its version,
/// read from package.json and its lockfiles, Podfile.lock, pubspec.yaml and pubspec.lock.
@Suite struct FrameworkDetectionTests {
    static func input(_ path: String, _ text: String) -> SourceInput { SourceInput(path: path, bytes: Array(text.utf8)) }
    static let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n</dict>\n</plist>\n"

    static func index(_ files: [SourceInput]) -> ProjectIndex { ProjectIndex(summaries: [], otherFiles: files) }

    @Test func reactNativeResolvedVersionWinsOverTheRange() {
        let pkg = "{ \"dependencies\": { \"react\": \"19.0.0\", \"react-native\": \"^0.79.0\" } }"
        let yarn = "react-native@^0.79.0:\n  version \"0.79.2\"\n  resolved \"x\"\n"
        let fw = Self.index([Self.input("package.json", pkg), Self.input("yarn.lock", yarn)]).frameworks
        #expect(fw.count == 1)
        #expect(fw.first?.kind == .reactNative && fw.first?.version == OSVersion3(0, 79, 2) && fw.first?.atLeast == false)
        #expect(fw.first?.hasSceneSupport == false)
        // Without a lockfile the range is only a lower bound: scene support unknown.
        let range = Self.index([Self.input("package.json", pkg)]).frameworks.first
        #expect(range?.version == OSVersion3(0, 79, 0) && range?.atLeast == true && range?.hasSceneSupport == nil)
    }

    @Test func lockfileFormats() {
        #expect(FrameworkFiles.packageLockVersion("{\"packages\": {\"node_modules/@capacitor/ios\": {\n \"version\": \"6.1.2\"}}}", "@capacitor/ios") == OSVersion3(6, 1, 2))
        #expect(FrameworkFiles.packageLockVersion("{\"dependencies\": {\"react-native\": {\"version\": \"0.72.4\"}}}", "react-native") == OSVersion3(0, 72, 4))
        #expect(FrameworkFiles.yarnLockVersion("\"react-native@npm:^0.80.0\":\n  version: 0.80.1\n", "react-native") == OSVersion3(0, 80, 1))
        #expect(FrameworkFiles.yarnLockVersion("react-native-svg@^15.0.0:\n  version \"15.2.0\"\n", "react-native") == nil)
        #expect(FrameworkFiles.pnpmLockVersion("importers:\n  .:\n    dependencies:\n      expo:\n        specifier: ~52.0.0\n        version: 52.0.11(react@18.3.1)\n", "expo") == OSVersion3(52, 0, 11))
        #expect(FrameworkFiles.pnpmLockVersion("packages:\n  /expo@51.0.2:\n    resolution: {}\n", "expo") == OSVersion3(51, 0, 2))
        #expect(FrameworkFiles.podfileLockVersion("PODS:\n  - React-Core (0.88.1):\n", "React-Core") == OSVersion3(0, 88, 1))
    }

    @Test func expoWinsOverReactNativeAndCNGFromGitignore() {
        let pkg = "{ \"dependencies\": { \"expo\": \"~57.0.0\", \"react-native\": \"0.87.0\" } }"
        let fw = Self.index([Self.input("package.json", pkg), Self.input(".gitignore", "node_modules/\n/ios\n")]).frameworks
        // Both are recorded; Expo comes first, and an app delegate's superclass or imports choose.
        #expect(fw.map(\.kind) == [.expo, .reactNative])
        let i = Self.index([Self.input("package.json", pkg)])
        #expect(i.framework(inOrAbove: "ios/App")?.kind == .expo)
        #expect(i.framework(inOrAbove: "ios/App", kind: .reactNative)?.version == OSVersion3(0, 87, 0))
        #expect(i.framework(inOrAbove: "ios/App", kind: .flutter) == nil)
        #expect(fw.first?.generatedNativeFolder == true)
        let committed = Self.index([Self.input("package.json", pkg), Self.input(".gitignore", "node_modules/\nios/Pods\n")]).frameworks
        #expect(committed.first?.generatedNativeFolder == false)
    }

    @Test func flutterVersionIsALowerBoundOrUnknown() {
        let spec = "name: x\ndependencies:\n  flutter:\n    sdk: flutter\n"
        let lock = "packages: {}\nsdks:\n  dart: \">=3.5.0 <4.0.0\"\n  flutter: \">=3.24.0\"\n"
        let known = Self.index([Self.input("pubspec.yaml", spec), Self.input("pubspec.lock", lock), Self.input(".metadata", "version:\n  revision: \"abc\"\n")]).frameworks.first
        #expect(known?.kind == .flutter && known?.version == OSVersion3(3, 24, 0) && known?.atLeast == true)
        #expect(known?.hasSceneSupport == nil)
        let unknown = Self.index([Self.input("pubspec.yaml", spec)]).frameworks.first
        #expect(unknown?.kind == .flutter && unknown?.version == nil && unknown?.label == "Flutter (version unknown)")
        let recent = Self.index([Self.input("pubspec.yaml", "environment:\n  sdk: ^3.10.0\n  flutter: \">=3.38.0\"\n" + spec)]).frameworks.first
        #expect(recent?.hasSceneSupport == true)
        // A Dart package without Flutter is no Flutter app.
        #expect(Self.index([Self.input("pubspec.yaml", "name: cli\ndependencies:\n  args: ^2.0.0\n")]).frameworks.isEmpty)
    }

    @Test func appsTakeTheNearestManifestAboveThem() {
        let pkg = "{ \"dependencies\": { \"@capacitor/ios\": \"^6.1.0\" } }"
        let i = Self.index([Self.input("package.json", pkg), Self.input("ios/App/Podfile.lock", "PODS:\n  - Capacitor (6.1.2):\n"),
                            Self.input("ios/App/App/Info.plist", Self.plist)])
        #expect(i.framework(inOrAbove: "ios/App/App")?.label == "Capacitor 6.1.2")
        #expect(i.framework(inOrAbove: "ios/App/App")?.source == "ios/App/Podfile.lock")
        #expect(Self.index([Self.input("other/package.json", pkg)]).framework(inOrAbove: "ios/App/App") == nil)
    }

    @Test func frameworkSuperclassesAreApplicationDelegates() {
        let i = Self.index([])
        #expect(i.inherits("FlutterAppDelegate", fromAnyOf: ["UIApplicationDelegate"]))
        #expect(i.inherits("RCTAppDelegate", fromAnyOf: ["UIApplicationDelegate"]))
        #expect(i.inherits("ExpoAppDelegate", fromAnyOf: ["UIApplicationDelegate"]))
    }

    @Test func onlyTheFrameworkFileNamesAreInputs() {
        for name in ["package.json", "yarn.lock", "package-lock.json", "pnpm-lock.yaml", "Podfile.lock", "pubspec.yaml", "pubspec.lock", ".metadata"] {
            #expect(Workspace.kind(ofFileNamed: name, parentDirectory: "x") == .frameworkFile, "\(name)")
        }
        for name in ["tsconfig.json", "app.json", "README.md", "yarn.lock.bak", ".gitignore"] {
            #expect(Workspace.kind(ofFileNamed: name, parentDirectory: "x") == nil, "\(name)")
        }
    }

    /// `unfold project` on an app folder under a Flutter project: the app line and the framework line.
    @Test func projectCommandShowsTheFrameworkPerApp() throws {
        let dir = try makeTemporaryFolder("unfold-frameworks")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/ios/Runner", withIntermediateDirectories: true)
        try "name: tides\ndependencies:\n  flutter:\n    sdk: flutter\n".write(toFile: dir + "/pubspec.yaml", atomically: false, encoding: .utf8)
        try "sdks:\n  dart: \">=3.5.0 <4.0.0\"\n  flutter: \">=3.24.0\"\n".write(toFile: dir + "/pubspec.lock", atomically: false, encoding: .utf8)
        try Self.plist.write(toFile: dir + "/ios/Runner/Info.plist", atomically: false, encoding: .utf8)
        try "import Flutter\nimport UIKit\n\n@main\n@objc class AppDelegate: FlutterAppDelegate {}\n".write(toFile: dir + "/ios/Runner/AppDelegate.swift", atomically: false, encoding: .utf8)
        // Given ios/ alone: the pubspec one folder up is still read.
        let r = WorkflowTests.unfold(["project", "ios"], cwd: dir)
        #expect(r.out.contains("app folder ios/Runner  Info.plist ios/Runner/Info.plist  1 Swift file  life cycle: UIKit without scenes  framework: Flutter ≥3.24.0"), "\(r.out)")
        #expect(r.out.contains("framework Flutter ≥3.24.0 at ."), "\(r.out)")
        let check = WorkflowTests.unfold(["ios"], cwd: dir)
        #expect((check.out + check.err).contains("app-delegate-window: Flutter ≥3.24.0 app: upgrade to Flutter 3.38+"), "\(check.out)")
        #expect(!check.out.contains("SceneDelegate.swift"), "\(check.out)")
    }
}
