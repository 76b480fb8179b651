import SwiftTree
import UnfoldKit

/// ## What it does
/// Moves a UIKit app without scenes to the scene life cycle. It creates
/// `SceneDelegate.swift` beside the app delegate (same imports, indentation
/// and line endings) whose `scene(_:willConnectTo:options:)` builds the window
/// with `UIWindow(windowScene:)` from the statements that built it in
/// `application(_:didFinishLaunchingWithOptions:)` (with the locals that only
/// feed them), or from the `window` property's initializer, or by calling the
/// helper method that built it. The app delegate gets
/// `application(_:configurationForConnecting:options:)` naming the new
/// delegate class, loses the moved statements, the life-cycle methods
/// (`applicationDidBecomeActive` … move to their scene versions, with
/// `application` uses rewritten to `UIApplication.shared`) and `var window`
/// when nothing else uses it. The target's Info.plist gets the
/// `UIApplicationSceneManifest` (with `UISceneStoryboardFile` for storyboard
/// apps), inserted as text in the file's own indentation.
///
/// ## Why
/// Apps built with the iOS 27 SDK must adopt the scene life cycle or they fail
/// to launch (TN3187; "Transitioning to the UIKit scene-based life cycle").
/// Under scenes UIKit stops calling the app delegate's life-cycle, URL,
/// user-activity and shortcut methods, and windows belong to window scenes,
/// which is also what resizable windows and iPhone Duo build on.
///
/// ## Example
/// ```diff
///  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///      Theme.apply()
/// -    window = UIWindow(frame: UIScreen.main.bounds)
/// -    window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
/// -    window?.makeKeyAndVisible()
///      return true
///  }
/// +
/// +func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
/// +    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
/// +    configuration.delegateClass = SceneDelegate.self
/// +    return configuration
/// +}
/// ```
/// plus a new SceneDelegate.swift whose `scene(_:willConnectTo:options:)`
/// does `window = UIWindow(windowScene: windowScene)` and the moved
/// statements, and the scene manifest in Info.plist.
///
/// ## Fix safety
/// Safe when everything moved is self-contained. Review when the moved code
/// reads app-delegate members (reached through `UIApplication.shared.delegate`
/// in the scene delegate) or when URL, user-activity or shortcut handlers
/// are bridged from the scene delegate to the existing app-delegate methods.
/// Not fixed (a finding with the manual step): window code inside
/// conditionals or sharing locals with code that stays, uses of private
/// app-delegate members or `self`, binary or missing plists, and
/// `launchOptions` uses (which get the `connectionOptions` replacement).
/// Apps already on scenes, SwiftUI `App` life cycles, secondary windows,
/// test targets and non-iOS app delegates are not touched.
public struct AppDelegateWindow: CollectingTransform {
    public let id = "app-delegate-window"
    public let summary = "AppDelegate window setup → a scene delegate, configurationForConnecting and the Info.plist scene manifest."
    public let fixSafety = FixSafety.safe

    public init() {}

    /// What other files say about app delegates.
    public struct Facts: Sendable, Equatable {
        /// Types whose `window` is read through a cast of the app delegate: `(… as? X)?.window`.
        var windowReaders: [String]
        /// Types named by `@UIApplicationDelegateAdaptor(X.self)` (a SwiftUI app owns them).
        var delegateAdaptors: [String]
    }

    public func collect(path: String, tree: SyntaxTree) -> Facts? {
        let facts = Facts(windowReaders: SceneProject.appDelegateWindowReaders(tree), delegateAdaptors: SceneProject.delegateAdaptors(tree))
        return facts.windowReaders.isEmpty && facts.delegateAdaptors.isEmpty ? nil : facts
    }

    public func findings(in file: FileContext) -> [Finding] {
        let index = file.index
        guard file.tree.decls.contains(where: { $0.kind == .class && $0.parent == nil && !$0.inheritance.isEmpty }),
              index.lifeCycle(for: file.path) == .uikitWithoutScenes, !file.isTestSource, !file.tree.imports("AppKit") else { return [] }
        let facts = index.facts(for: self).map(\.facts)
        var out: [Finding] = []
        for (d, decl) in file.tree.decls.enumerated() where decl.kind == .class && decl.parent == nil && decl.body >= 0 {
            guard index.inherits(decl.name, fromAnyOf: ["UIApplicationDelegate"]) else { continue }
            if facts.contains(where: { $0.delegateAdaptors.contains(decl.name) }) { continue }
            if Self.isNonIOSOnly(decl.start, file.tree) { continue }
            var migration = AppDelegateMigration(file: file, delegate: d,
                                                  windowReadElsewhere: facts.contains { $0.windowReaders.contains(decl.name) })
            out += migration.run()
        }
        return out
    }

    /// Inside a branch of `#if` that iOS never compiles (`#if os(tvOS)`, the
    /// `#else` of `#if os(iOS)`, …: `SyntaxTree.nonIOSRanges()`).
    static func isNonIOSOnly(_ at: Int, _ tree: SyntaxTree) -> Bool {
        tree.nonIOSRanges().holds(Int(tree.tokens[at].start))
    }
}

/// One app delegate's migration: finds the Info.plist, recognises the window
/// setup (`SceneWindowSetup`), writes the scene delegate (`SceneDelegateSource`)
/// and the app delegate's edits, and adds the scene manifest (`SceneManifestEditing`).
struct AppDelegateMigration {
    let file: FileContext
    let delegate: SceneAppDelegate
    /// Another file reads the delegate's `window` through a cast (`AppDelegateWindow.Facts`).
    let windowReadElsewhere: Bool
    var findings: [Finding] = []
    /// Set when something needs a human: the fix becomes review, with these reasons.
    var reviewReasons: [String] = []

    init(file: FileContext, delegate: Int, windowReadElsewhere: Bool) {
        self.file = file
        self.delegate = SceneAppDelegate(path: file.path, tree: file.tree, d: delegate)
        self.windowReadElsewhere = windowReadElsewhere
    }

    var tree: SyntaxTree { file.tree }
    var decl: Decl { delegate.decl }
    var className: String { delegate.className }

    func note(_ at: Int, _ message: String) -> Finding { file.finding(at: at, message) }

    /// The target's Info.plist, which the manifest goes into.
    struct Plist {
        var path: String
        var bytes: [UInt8]
        var facts: PlistFacts
    }

    /// The new scene delegate's file and the edits of the fix.
    struct Change {
        var edits: [Edit] = []
        /// Empty life-cycle methods: their template comments may go with them.
        var emptyMethods: [FileRange] = []
        var newPath = ""
        var source = ""
    }

    mutating func run() -> [Finding] {
        let at = decl.nameToken >= 0 ? decl.nameToken : decl.keyword
        do throws(SceneStop) {
            let plist = try targetPlist(at)
            let didFinish = delegate.method("application", label: "didFinishLaunchingWithOptions")
            var setup = try windowSetup(didFinish, at: at, storyboard: plist.facts.mainStoryboard)
            reportLaunchOptions(didFinish)
            let sceneName = sceneDelegateName()
            if sceneName != "SceneDelegate" {
                findings.append(note(at, "a type named SceneDelegate already exists: the new scene delegate is called \(sceneName)"))
            }
            // Members the moved code reads.
            try setup.collectMembers()
            if !setup.members.isEmpty {
                reviewReasons.append("the window code reads \(setup.members.sorted().map { "`\($0)`" }.joined(separator: ", ")) through `UIApplication.shared.delegate`")
            }
            var change = sceneDelegate(SceneDelegateSource(delegate: delegate, name: sceneName), setup, didFinish)
            guard let plistEdit = SceneManifestEditing.insertion(path: plist.path, bytes: plist.bytes, delegateClass: sceneName, storyboard: plist.facts.mainStoryboard) else {
                throw SceneStop(token: at, message: Message.plistShape(plist.path))
            }
            change.edits.append(plistEdit)
            findings.insert(finding(at, change, sceneName: sceneName, plistPath: plist.path), at: 0)
        } catch {
            findings.append(note(error.token, error.message))
        }
        return findings
    }

    /// The Info.plist of the delegate's target (an iOS 13+ one, as XML).
    func targetPlist(_ at: Int) throws(SceneStop) -> Plist {
        if let (major, minor) = file.deploymentTarget, major < 13 {
            throw SceneStop(token: at, message: Message.oldDeploymentTarget(major, minor))
        }
        guard let plistPath = file.index.infoPlist(for: file.path), let plistBytes = file.index.otherFiles[plistPath],
              let facts = file.index.plistFacts(plistPath) else {
            if file.index.projects(for: file.path).contains(where: \.generatesInfoPlist) {
                throw SceneStop(token: at, message: Message.generatedPlist(className))
            }
            throw SceneStop(token: at, message: Message.noPlist(className))
        }
        if facts.isBinary { throw SceneStop(token: at, message: Message.binaryPlist(plistPath)) }
        return Plist(path: plistPath, bytes: plistBytes, facts: facts)
    }

    /// The window code that moves: didFinishLaunching's statements and the window property.
    func windowSetup(_ didFinish: Int?, at: Int, storyboard: String?) throws(SceneStop) -> SceneWindowSetup {
        var setup = SceneWindowSetup(delegate: delegate)
        if let df = didFinish, tree.decls[df].body >= 0 {
            try setup.collectStatements(of: df)
        }
        try setup.collectWindowProperty()
        if !setup.hasWindowCode && storyboard == nil {
            throw SceneStop(token: at, message: Message.noWindowSetup(className))
        }
        return setup
    }

    /// The new file and the app delegate's edits: moved statements and
    /// life-cycle methods removed, `var window` removed when unused,
    /// configurationForConnecting added.
    mutating func sceneDelegate(_ source: SceneDelegateSource, _ setup: SceneWindowSetup, _ didFinish: Int?) -> Change {
        var change = Change()
        for group in setup.groups {
            change.edits.append(Edit(path: file.path, range: setup.removalRange(group), replacement: []))
        }
        change.edits += setup.extraEdits
        var methods = lifeCycleMethods(source, into: &change)
        // Bridges for URL, user-activity and shortcut handlers, then a moved helper.
        for bridge in source.bridges() {
            methods.append(bridge.text)
            reviewReasons.append(bridge.reviewReason)
        }
        if let helper = setup.helper { methods.append(helper) }
        // `var window`.
        if let w = delegate.windowVar {
            if windowStillUsed(excluding: setup) {
                findings.append(note(tree.decls[w].keyword, Message.windowKept(className)))
            } else if !setup.removedWindowProperty {
                change.edits.append(delegate.removal(of: w))
            }
        }
        change.edits.append(configurationInsertion(source, didFinish))
        let dir = file.path.contains("/") ? String(file.path[..<file.path.lastIndex(of: "/")!]) + "/" : ""
        change.newPath = dir + source.name + ".swift"
        change.source = source.fileText(body: source.willConnectBody(setup), methods: methods)
        return change
    }

    /// The scene versions of the life-cycle methods; the app delegate's go.
    /// Empty ones go with their template comments ("Called right before the app stops being active…").
    func lifeCycleMethods(_ source: SceneDelegateSource, into change: inout Change) -> [String] {
        var methods: [String] = []
        let lifeCycle = SceneAppDelegate.lifeCycleMethods.compactMap { old, new in delegate.method(old).map { ($0, new) } }.sorted { $0.0 < $1.0 }
        for (m, new) in lifeCycle {
            let removal = delegate.removal(of: m)
            change.edits.append(removal)
            if let text = source.lifeCycleMethod(m, newName: new) {
                methods.append(text)
            } else {
                change.emptyMethods.append(FileRange(path: file.path, range: removal.range))
            }
        }
        return methods
    }

    /// configurationForConnecting after didFinishLaunching (else at the end of the class).
    func configurationInsertion(_ source: SceneDelegateSource, _ didFinish: Int?) -> Edit {
        let config = source.configurationMethod()
        if let df = didFinish {
            let endLine = tree.lineRange(of: tree.decls[df].end...tree.decls[df].end)
            return Edit(path: file.path, range: endLine.upperBound..<endLine.upperBound, replacement: source.eol + config)
        }
        let close = Int(tree.partner[decl.body])
        let r = tree.lineRange(of: close...close)
        return Edit(path: file.path, range: r.lowerBound..<r.lowerBound, replacement: source.eol + config)
    }

    /// The finding with the fix.
    func finding(_ at: Int, _ change: Change, sceneName: String, plistPath: String) -> Finding {
        let safety: FixSafety = reviewReasons.isEmpty ? .safe : .review
        var fix = Fix(safety: safety, title: "adopt the scene life cycle with \(sceneName)", edits: change.edits,
                      creations: [FileCreation(path: change.newPath, contents: Array(change.source.utf8))])
        fix.commentsMayGo = change.emptyMethods
        var message = "\(className) sets up its window without scenes (the iOS 27 SDK requires the scene life cycle): moved to \(sceneName) in \(change.newPath), scene manifest added to \(plistPath)"
        if !reviewReasons.isEmpty { message += " (review: " + reviewReasons.joined(separator: "; ") + ")" }
        return file.finding(at: at, message, fix: fix)
    }

    /// `launchOptions` uses stay in didFinishLaunching, with the connectionOptions replacement.
    mutating func reportLaunchOptions(_ df: Int?) {
        guard let df, tree.decls[df].body >= 0 else { return }
        let md = tree.decls[df]
        let name = delegate.launchOptionsName(df) ?? "launchOptions"
        let range = md.body...Int(tree.partner[md.body])
        for i in tree.uses(of: name, in: range) {
            var key = ""
            var k = i + 1
            if tree.kind(k) == .postfixQuestion { k += 1 }
            if tree.kind(k) == .leftBracket, tree.kind(k + 1) == .period { key = tree.text(k + 2) }
            findings.append(note(i, Message.launchOption(key)))
        }
    }

    /// Whether the delegate's `window` is still used after the move (in the
    /// class outside moved code, or through `(… as? AppDelegate)?.window` anywhere).
    func windowStillUsed(excluding setup: SceneWindowSetup) -> Bool {
        if windowReadElsewhere { return true }
        let movedMethods = Set(SceneAppDelegate.lifeCycleMethods.map(\.0))
        var skip: [ClosedRange<Int>] = setup.statements
        for m in tree.children(of: delegate.d) {
            let md = tree.decls[m]
            if md.name == "window" || movedMethods.contains(md.name) { skip.append(md.start...md.end) }
            if let h = setup.helper, h.contains("func \(md.name)(") { skip.append(md.start...md.end) }
        }
        let range = decl.body...Int(tree.partner[decl.body])
        for i in range where tree.is(i, "window") && !skip.contains(where: { $0.contains(i) }) {
            if tree.isNameUse(i) || (tree.kind(i - 1) == .period && tree.is(i - 2, "self")) { return true }
        }
        return false
    }

    func sceneDelegateName() -> String {
        let dir = file.path.contains("/") ? String(file.path[..<file.path.lastIndex(of: "/")!]) + "/" : ""
        for name in ["SceneDelegate", "WindowSceneDelegate", "AppSceneDelegate", "MainSceneDelegate"] {
            let taken = file.index.declaredTypes.contains(name) || file.index.summaries[dir + name + ".swift"] != nil
                || file.index.otherFiles[dir + name + ".swift"] != nil
            if !taken { return name }
        }
        return "UnfoldSceneDelegate"
    }

    enum Message {
        static func noPlist(_ c: String) -> String {
            "\(c) sets up its window without scenes, but no Info.plist was found for its target: add UIApplicationSceneManifest (see `unfold explain app-delegate-window`) and a scene delegate by hand, or run unfold on the folder that holds the plist"
        }
        static func oldDeploymentTarget(_ major: Int, _ minor: Int) -> String {
            "the deployment target is iOS \(major).\(minor): UIWindowScene needs iOS 13; raise the target to 13 or later, then run unfold again (the iOS 27 SDK requires the scene life cycle)"
        }
        static func generatedPlist(_ c: String) -> String {
            "\(c) sets up its window without scenes and its target generates Info.plist from build settings, which cannot name a scene delegate class: add a partial Info.plist (INFOPLIST_FILE) with UIApplicationSceneManifest naming $(PRODUCT_MODULE_NAME).SceneDelegate, then run unfold again"
        }
        static func binaryPlist(_ p: String) -> String {
            "\(p) is a binary property list: convert it to XML (`plutil -convert xml1 \(p)`) and run unfold again, or add UIApplicationSceneManifest in Xcode"
        }
        static func noWindowSetup(_ c: String) -> String {
            "\(c) has no window setup unfold recognises and no UIMainStoryboardFile: adopt the scene life cycle by hand (UIApplicationSceneManifest + a UIWindowSceneDelegate)"
        }
        static func windowKept(_ c: String) -> String {
            "\(c).window is still used elsewhere (e.g. `(UIApplication.shared.delegate as? \(c))?.window`), so it was kept: it is nil under scenes; use the scene delegate's window or view.window instead"
        }
        static func launchOption(_ key: String) -> String {
            let replacement: String
            switch key {
            case "url": replacement = "connectionOptions.urlContexts"
            case "sourceApplication": replacement = "connectionOptions.sourceApplication"
            case "userActivityDictionary": replacement = "connectionOptions.userActivities"
            case "userActivityType": replacement = "connectionOptions.handoffUserActivityType"
            case "shortcutItem": replacement = "connectionOptions.shortcutItem"
            case "cloudKitShareMetadata": replacement = "connectionOptions.cloudKitShareMetadata"
            case "remoteNotification": replacement = "application(_:didReceiveRemoteNotification:fetchCompletionHandler:) (it keeps working after scene connection)"
            default: replacement = "the matching UIScene.ConnectionOptions property"
            }
            let what = key.isEmpty ? "launchOptions" : "launchOptions[.\(key)]"
            return "\(what) is nil under the scene life cycle when a scene handles the launch: read \(replacement) in scene(_:willConnectTo:options:)"
        }
        static func plistShape(_ p: String) -> String {
            "\(p) has no root <dict> unfold can extend: add UIApplicationSceneManifest by hand"
        }
    }
}
