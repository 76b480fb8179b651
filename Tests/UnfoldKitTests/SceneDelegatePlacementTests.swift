import SwiftTree
import Testing
import UnfoldKit
@testable import Transforms

/// `SceneDelegatePlacement`: a new scene delegate gets its own file only
/// where the targets that build the app delegate would build it.
@Suite struct SceneDelegatePlacementTests {
    static let delegate = "import Capacitor\r\n\r\n@main\r\nclass AppDelegate: UIResponder, UIApplicationDelegate {\r\n    var window: UIWindow?\r\n}"
    static let source = "import UIKit\r\nimport Capacitor\r\n\r\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\r\n    var window: UIWindow?\r\n}\r\n"

    /// A project whose app target lists `App/AppDelegate.swift` (a classic group), or builds nothing.
    func file(listing files: [String]) -> FileContext {
        let tree = SyntaxTree(Self.delegate)
        let project = xcodeProject([(name: "App", sdk: "iphoneos", type: "application", files: files)])
        let index = ProjectIndex(summaries: [FileSummary(path: "App/AppDelegate.swift", tree: tree, collecting: [])],
                                 otherFiles: [SourceInput(path: "App.xcodeproj/project.pbxproj", bytes: Array(project.utf8))])
        return FileContext(path: "App/AppDelegate.swift", tree: tree, index: index)
    }

    func place(_ file: FileContext) -> (path: String, edits: [Edit], creations: [FileCreation]) {
        let decl = file.tree.decls.first { $0.kind == .class }!
        return SceneDelegatePlacement.place(Self.source, named: "SceneDelegate", after: decl, in: file)
    }

    @Test func aClassicGroupGetsTheClassInTheDelegatesFile() {
        let file = file(listing: ["App/AppDelegate.swift"])
        #expect(!file.index.newFileJoinsTargets("App/SceneDelegate.swift", like: "App/AppDelegate.swift"))
        let placed = place(file)
        #expect(placed.path == "App/AppDelegate.swift" && placed.creations.isEmpty)
        let result = String(decoding: Engine.apply(placed.edits, to: Array(Self.delegate.utf8)), as: UTF8.self)
        // The import the file lacks after its last import; the class after the
        // delegate (whose closing brace ends the file without a line break),
        // a blank line between; CRLF kept.
        #expect(result == "import Capacitor\r\nimport UIKit\r\n\r\n@main\r\nclass AppDelegate: UIResponder, UIApplicationDelegate {\r\n    var window: UIWindow?\r\n}\r\n\r\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\r\n    var window: UIWindow?\r\n}\r\n")
        #expect(SyntaxTree(result).decls.filter { $0.kind == .class }.map(\.name) == ["AppDelegate", "SceneDelegate"])
    }

    @Test func aFileNoTargetBuildsGetsItsOwnFile() {
        let placed = place(file(listing: []))
        #expect(placed.path == "App/SceneDelegate.swift" && placed.edits.isEmpty)
        #expect(placed.creations.map(\.path) == ["App/SceneDelegate.swift"])
        #expect(placed.creations.first.map { String(decoding: $0.contents, as: UTF8.self) } == Self.source)
    }
}
