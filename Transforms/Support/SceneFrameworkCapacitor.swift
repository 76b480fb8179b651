import SwiftTree
import UnfoldKit

/// Capacitor 8.5+: a scene delegate with the bridge view controller and `SceneDelegateProxy` forwarding (issue 21, docs/frameworks.md).
///
/// The shape of Capacitor's own 8.5 templates (`ios-pods-template`,
/// `ios-spm-template` `App/App/SceneDelegate.swift`): a new SceneDelegate.swift
/// beside the app delegate, `class SceneDelegate: UIResponder,
/// UIWindowSceneDelegate` whose `scene(_:willConnectTo:options:)` creates
/// `UIWindow(windowScene:)` with a `CAPBridgeViewController()` root (the app's
/// own subclass when the project declares exactly one, or when
/// didFinishLaunching built the window with it), shows it, then calls
/// `SceneDelegateProxy.shared.scene(_:willConnectTo:options:)`; URL contexts
/// and user activities go to `SceneDelegateProxy.shared`. Info.plist names
/// `$(PRODUCT_MODULE_NAME).SceneDelegate` (no storyboard: the window is built
/// in code, as in the template). The app delegate keeps its handlers; what
/// they do beyond `ApplicationDelegateProxy`, and non-empty life-cycle
/// methods, no longer run under scenes: a finding at each line, and the fix
/// is review. A window built in didFinishLaunching from `UIWindow(frame:)`, a
/// bridge controller and `makeKeyAndVisible()` moves into the scene delegate;
/// any other window code: a finding, no fix.
enum CapacitorSceneShape {
    /// The findings (with the fix) for the app delegate `delegate` of `file`,
    /// or nil when this writer does not handle the delegate: the caller then
    /// reports `SceneFrameworks.message`.
    static func migrate(delegate d: Int, _ fw: AppFramework, in file: FileContext) -> [Finding]? {
        let tree = file.tree
        let decl = tree.decls[d]
        guard decl.kind == .class else { return nil }
        let at = decl.nameToken >= 0 ? decl.nameToken : decl.keyword
        var writer = Writer(file: file, delegate: SceneAppDelegate(path: file.path, tree: tree, d: d), at: at, label: fw.label)
        do throws(SceneStop) {
            return try writer.run()
        } catch {
            return [file.finding(at: error.token, error.message)]
        }
    }

    struct Writer {
        let file: FileContext
        let delegate: SceneAppDelegate
        let at: Int
        let label: String
        var tree: SyntaxTree { file.tree }
        var notes: [Finding] = []
        var reviewReasons: [String] = []

        init(file: FileContext, delegate: SceneAppDelegate, at: Int, label: String) {
            self.file = file
            self.delegate = delegate
            self.at = at
            self.label = label
        }

        func compact(_ r: ClosedRange<Int>) -> String { r.map { tree.text($0) }.joined() }

        /// Uses of the app delegate's `window` (bare or `self.window`) in `r`.
        func windowUses(in r: ClosedRange<Int>) -> [Int] {
            r.filter { i in
                guard tree.kind(i) == .identifier, tree.is(i, "window") else { return false }
                return tree.isNameUse(i) || (tree.kind(i - 1) == .period && tree.is(i - 2, "self"))
            }
        }

        /// The project's subclasses of CAPBridgeViewController.
        func bridgeSubclasses() -> [String] {
            file.index.declaredTypes.filter { $0 != "CAPBridgeViewController" && file.index.inherits($0, fromAnyOf: ["CAPBridgeViewController"]) }.sorted()
        }

        mutating func run() throws(SceneStop) -> [Finding] {
            let plists = try SceneFrameworks.plists(delegate: delegate.d, at: at, in: file)
            let lookup = AppDelegateMigration(file: file, delegate: delegate.d, takenInstallNames: [], windowClassesWithInits: [])
            let sceneName = lookup.sceneDelegateName()
            var edits: [Edit] = []
            var root: String?
            var carriedComments = ""
            // Window code in didFinishLaunching: the template has none; a window, bridge and makeKeyAndVisible built there move.
            if let launch = delegate.method("application", label: "didFinishLaunchingWithOptions"), tree.decls[launch].body >= 0 {
                var windowStatements: [ClosedRange<Int>] = []
                for s in tree.statements(in: tree.decls[launch].body) where !windowUses(in: s).isEmpty {
                    windowStatements.append(s)
                }
                if !windowStatements.isEmpty {
                    root = try carriedWindow(windowStatements)
                    // Comments above the window lines go with them into the scene delegate.
                    for st in windowStatements {
                        let lines = tree.lineRange(of: st)
                        let start = tree.attachedCommentStart(above: st.lowerBound)
                        guard start < lines.lowerBound else { continue }
                        let indent = tree.indentation(ofLineContaining: Int(tree.tokens[st.lowerBound].start))
                        carriedComments += tree.reindented(start..<lines.lowerBound, from: indent, to: tree.indentUnit + tree.indentUnit, eol: tree.lineEnding)
                    }
                    var deletions = windowStatements.map { Edit(path: file.path, range: tree.attachedCommentStart(above: $0.lowerBound)..<tree.lineRange(of: $0).upperBound, replacement: []) }
                    deletions = LineDeletions.tidy(deletions, in: tree, path: file.path)
                    edits += deletions
                    notes.append(file.finding(at: windowStatements[0].lowerBound, Message.windowMoved(sceneName)))
                }
            }
            if root == nil {
                let subclasses = bridgeSubclasses()
                guard subclasses.count <= 1 else {
                    throw SceneStop(token: at, message: "Several CAPBridgeViewController subclasses (\(subclasses.prefix(3).joined(separator: ", "))): name the storyboard's one in a Capacitor SceneDelegate by hand.")
                }
                root = subclasses.first ?? "CAPBridgeViewController"
                if let sub = subclasses.first {
                    reviewReasons.append("\(sub) assumed to be Main.storyboard's bridge controller")
                }
            }
            // URL and user-activity handlers: SceneDelegateProxy takes over; other code in them no longer runs.
            for label in ["open", "continue"] {
                guard let m = delegate.method("application", label: label), tree.decls[m].body >= 0 else { continue }
                for s in tree.statements(in: tree.decls[m].body) where !isProxyForwarding(s) {
                    notes.append(file.finding(at: s.lowerBound, Message.handlerCode(label == "open" ? "scene(_:openURLContexts:)" : "scene(_:continue:)", sceneName)))
                    if !reviewReasons.contains(Message.handlerReason) { reviewReasons.append(Message.handlerReason) }
                }
            }
            // Life-cycle methods with code: UIKit calls the scene's instead.
            for (old, new) in SceneAppDelegate.lifeCycleMethods {
                guard let m = delegate.method(old), tree.decls[m].body >= 0, let first = tree.statements(in: tree.decls[m].body).first else { continue }
                notes.append(file.finding(at: first.lowerBound, "UIKit does not call \(old) under scenes; move this to \(sceneName)'s \(new)(_:)."))
                if !reviewReasons.contains(Message.lifeCycleReason) { reviewReasons.append(Message.lifeCycleReason) }
            }
            let dir = file.path.contains("/") ? String(file.path[..<file.path.lastIndex(of: "/")!]) + "/" : ""
            let newPath = dir + sceneName + ".swift"
            let source = sceneDelegateSource(name: sceneName, root: root!, comments: carriedComments)
            edits += try SceneFrameworks.manifestEdits(plists, at: at, delegateClass: sceneName, configurationName: "Default Configuration",
                                                      moduleQualified: true, storyboard: false)
            let safety: FixSafety = reviewReasons.isEmpty ? .safe : .review
            let fix = Fix(safety: safety, title: "adopt Capacitor's scene life cycle: \(sceneName) in \(newPath) with \(root!) and SceneDelegateProxy, scene manifest in \(plists.map(\.path).joined(separator: " and "))",
                          edits: edits, creations: [FileCreation(path: newPath, contents: Array(source.utf8))])
            var message = "\(label): a \(sceneName) with \(root!) forwarding to SceneDelegateProxy, and the manifest naming it, as Capacitor's template has."
            if safety == .review {
                message = SceneFrameworks.withReasons("\(label): Capacitor's \(sceneName) and scene manifest are added", reviewReasons)
            }
            return [file.finding(at: at, message, fix: fix)] + notes
        }

        /// `return ApplicationDelegateProxy.shared.application(…)` (or without `return`): the template's handler body.
        func isProxyForwarding(_ s: ClosedRange<Int>) -> Bool {
            let text = compact(s)
            return text.hasPrefix("returnApplicationDelegateProxy.shared.application(") || text.hasPrefix("ApplicationDelegateProxy.shared.application(")
                || text.hasPrefix("_=ApplicationDelegateProxy.shared.application(")
        }

        /// The root controller class of a window built in didFinishLaunching
        /// when its statements are exactly `window = UIWindow(frame: …)`,
        /// `window?.rootViewController = X()` (X a bridge controller) and
        /// `window?.makeKeyAndVisible()`; otherwise a stop at the first other line.
        func carriedWindow(_ statements: [ClosedRange<Int>]) throws(SceneStop) -> String {
            var root: String?
            var created = false
            var shown = false
            let bridges = Set(bridgeSubclasses() + ["CAPBridgeViewController"])
            for s in statements {
                var t = compact(s)
                if t.hasPrefix("self.") { t.removeFirst(5) }
                if t.hasPrefix("window=UIWindow(frame:"), !created {
                    created = true
                    continue
                }
                for prefix in ["window?.rootViewController=", "window!.rootViewController=", "window.rootViewController="] where t.hasPrefix(prefix) && root == nil {
                    let value = String(t.dropFirst(prefix.count))
                    if value.hasSuffix("()"), bridges.contains(String(value.dropLast(2))) { root = String(value.dropLast(2)) }
                }
                if root != nil, t.hasSuffix(".rootViewController=\(root!)()") { continue }
                if ["window?.makeKeyAndVisible()", "window!.makeKeyAndVisible()", "window.makeKeyAndVisible()"].contains(t), !shown {
                    shown = true
                    continue
                }
                throw SceneStop(token: windowUses(in: s).first ?? s.lowerBound, message: Message.windowCode)
            }
            guard created, shown, let root else { throw SceneStop(token: statements[0].lowerBound, message: Message.windowCode) }
            return root
        }

        /// SceneDelegate.swift as Capacitor's 8.5 template writes it, in the delegate file's imports, indentation and line endings.
        func sceneDelegateSource(name: String, root: String, comments: String = "") -> String {
            let eol = tree.lineEnding
            let u = tree.indentUnit
            var imports = tree.decls.filter { $0.kind == .import && $0.parent == nil }.map { tree.text(from: $0.start, through: $0.end) + eol }.joined()
            if !tree.imports("UIKit") { imports = "import UIKit" + eol + imports }
            if !tree.imports("Capacitor") { imports += "import Capacitor" + eol }
            let lines = [
                "class \(name): UIResponder, UIWindowSceneDelegate {",
                u + "var window: UIWindow?",
                "",
                u + "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {",
                u + u + "guard let windowScene = scene as? UIWindowScene else { return }",
                "",
                comments + u + u + "window = UIWindow(windowScene: windowScene)",
                u + u + "window?.rootViewController = \(root)()",
                u + u + "window?.makeKeyAndVisible()",
                "",
                u + u + "SceneDelegateProxy.shared.scene(scene, willConnectTo: session, options: connectionOptions)",
                u + "}",
                "",
                u + "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {",
                u + u + "SceneDelegateProxy.shared.scene(scene, openURLContexts: URLContexts)",
                u + "}",
                "",
                u + "func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {",
                u + u + "SceneDelegateProxy.shared.scene(scene, continue: userActivity)",
                u + "}",
                "}",
            ]
            return imports + eol + lines.map { $0 + eol }.joined()
        }
    }

    enum Message {
        static func windowMoved(_ scene: String) -> String {
            "This window setup moved to \(scene)'s scene(_:willConnectTo:options:): under scenes the window belongs to the window scene."
        }
        static let windowCode = "This window code is not Capacitor's template shape (a window, a bridge controller, makeKeyAndVisible); move it to a SceneDelegate by hand."
        static func handlerCode(_ method: String, _ scene: String) -> String {
            "UIKit does not call this handler under scenes; \(scene) forwards to SceneDelegateProxy only: move this code to its \(method)."
        }
        static let handlerReason = "handler code beside ApplicationDelegateProxy no longer runs"
        static let lifeCycleReason = "app life-cycle methods are not called under scenes"
    }
}
