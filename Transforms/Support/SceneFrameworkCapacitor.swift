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

    struct Writer: FrameworkShapeWriter {
        let file: FileContext
        let delegate: SceneAppDelegate
        let at: Int
        let label: String
        var notes: [Finding] = []
        var reviewReasons: [String] = []

        init(file: FileContext, delegate: SceneAppDelegate, at: Int, label: String) {
            self.file = file
            self.delegate = delegate
            self.at = at
            self.label = label
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
            var carried: String?
            // Window code in didFinishLaunching: the template has none; a window with a bridge controller built there moves.
            if let launch = delegate.method("application", label: "didFinishLaunchingWithOptions"), tree.decls[launch].body >= 0 {
                let statements = tree.statements(in: tree.decls[launch].body)
                if statements.contains(where: { !windowUses(in: $0).isEmpty }) {
                    let block = try windowBlock(statements, launch: launch)
                    root = block.root
                    carried = block.text
                    var deletions = block.statements.map { Edit(path: file.path, range: tree.attachedCommentStart(above: $0.lowerBound)..<tree.lineRange(of: $0).upperBound, replacement: []) }
                    deletions = LineDeletions.tidy(deletions, in: tree, path: file.path)
                    edits += deletions
                    notes.append(file.finding(at: block.statements[0].lowerBound, Message.windowMoved(sceneName)))
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
            // The app delegate's window elsewhere: nil under scenes (the scene delegate's window is the app's).
            let launchMember = delegate.method("application", label: "didFinishLaunchingWithOptions")
            for m in delegate.members where m != launchMember {
                let md = tree.decls[m]
                guard md.kind == .func || md.kind == .var || md.kind == .`init`, md.body >= 0 else { continue }
                for i in windowUses(in: md.body...Int(tree.partner[md.body])) {
                    notes.append(file.finding(at: i, Message.windowElsewhere(sceneName)))
                    if !reviewReasons.contains(Message.windowElsewhereReason) { reviewReasons.append(Message.windowElsewhereReason) }
                }
            }
            // Life-cycle methods with code: UIKit calls the scene's instead.
            for (old, new) in SceneAppDelegate.lifeCycleMethods {
                guard let m = delegate.method(old), tree.decls[m].body >= 0, let first = tree.statements(in: tree.decls[m].body).first else { continue }
                notes.append(file.finding(at: first.lowerBound, "UIKit does not call \(old) under scenes; move this to \(sceneName)'s \(new)(_:)."))
                if !reviewReasons.contains(Message.lifeCycleReason) { reviewReasons.append(Message.lifeCycleReason) }
            }
            let placed = SceneDelegatePlacement.place(sceneDelegateSource(name: sceneName, root: root!, carried: carried),
                                                      named: sceneName, after: tree.decls[delegate.d], in: file)
            let newPath = placed.path
            edits += placed.edits
            edits += try SceneFrameworks.manifestEdits(plists, at: at, delegateClass: sceneName, configurationName: "Default Configuration",
                                                      moduleQualified: true, storyboard: false)
            let safety: FixSafety = reviewReasons.isEmpty ? .safe : .review
            let fix = Fix(safety: safety, title: "adopt Capacitor's scene life cycle: \(sceneName) in \(newPath) with \(root!) and SceneDelegateProxy, scene manifest in \(plists.map(\.path).joined(separator: " and "))",
                          edits: edits, creations: placed.creations)
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

        /// The window code of didFinishLaunching, moved whole into the scene
        /// delegate's willConnectTo: the statements that use `window` (the
        /// property or a local) and those linked to them through locals, in
        /// order, with their comments, re-indented, `UIWindow(frame: …)` becoming
        /// `UIWindow(windowScene: windowScene)`. Only when the block creates
        /// one window, assigns the window property, roots it in a bridge
        /// controller (`CAPBridgeViewController()` or a project subclass,
        /// `X()`), shows it, and needs nothing else of the app delegate or the
        /// launch (no other member, no `self` but `self.window`, no
        /// parameter, no other local, no `return`); otherwise a stop at the first line.
        func windowBlock(_ statements: [ClosedRange<Int>], launch: Int) throws(SceneStop) -> (statements: [ClosedRange<Int>], root: String, text: String) {
            var inBlock = statements.map { !windowUses(in: $0).isEmpty }
            func declared(_ s: ClosedRange<Int>) -> [String] {
                guard tree.is(s.lowerBound, "let") || tree.is(s.lowerBound, "var"), tree.kind(s.lowerBound + 1) == .identifier else { return [] }
                return [tree.text(s.lowerBound + 1)]
            }
            var changed = true
            while changed {
                changed = false
                let names = Set(statements.indices.filter { inBlock[$0] }.flatMap { declared(statements[$0]) })
                for (k, s) in statements.enumerated() where !inBlock[k] {
                    let uses = names.contains { !tree.uses(of: $0, in: s).isEmpty }
                    let feeds = declared(s).contains { n in statements.indices.contains { inBlock[$0] && !tree.uses(of: n, in: statements[$0]).isEmpty } }
                    if uses || feeds { inBlock[k] = true; changed = true }
                }
            }
            let block = statements.indices.filter { inBlock[$0] }.map { statements[$0] }
            let first = windowUses(in: block[0]).first ?? block[0].lowerBound
            let locals = Set(block.flatMap(declared))
            let outside = Set(statements.indices.filter { !inBlock[$0] }.flatMap { declared(statements[$0]) })
            let members = delegate.memberNames().subtracting(["window"])
            var params: Set<String> = []
            let md = tree.decls[launch]
            if let open = (md.keyword..<md.body).first(where: { tree.kind($0) == .leftParen }) {
                for i in open + 1..<Int(tree.partner[open]) where tree.kind(i) == .colon && tree.kind(i - 1) == .identifier { params.insert(tree.text(i - 1)) }
            }
            let bridges = Set(bridgeSubclasses() + ["CAPBridgeViewController"])
            var creation: Range<Int>?
            var root: String?
            var assigned = false
            var shown = false
            for s in block {
                var t = s.map { tree.text($0) }.joined()
                if tree.is(s.lowerBound, "return") { throw SceneStop(token: s.lowerBound, message: Message.windowCode) }
                if t.hasPrefix("self.") { t.removeFirst(5); if t.hasPrefix("window=") { assigned = true } }
                else if t.hasPrefix("window=") && !locals.contains("window") { assigned = true }
                for i in s {
                    if tree.is(i, "self"), !(tree.kind(i + 1) == .period && tree.is(i + 2, "window")) { throw SceneStop(token: i, message: Message.windowCode) }
                    guard tree.kind(i) == .identifier, tree.isNameUse(i) else { continue }
                    let name = tree.text(i)
                    if params.contains(name) || outside.contains(name) || (members.contains(name) && !locals.contains(name)) {
                        throw SceneStop(token: i, message: Message.windowCode)
                    }
                    if name == "UIWindow", tree.kind(i + 1) == .leftParen, tree.is(i + 2, "frame") {
                        guard creation == nil else { throw SceneStop(token: i, message: Message.windowCode) }
                        creation = Int(tree.tokens[i].start)..<Int(tree.tokens[Int(tree.partner[i + 1])].end)
                    }
                    if root == nil, bridges.contains(name), tree.kind(i + 1) == .leftParen, tree.kind(i + 2) == .rightParen { root = name }
                    if name == "makeKeyAndVisible" { shown = true }
                }
                if s.contains(where: { tree.is($0, "makeKeyAndVisible") }) { shown = true }
            }
            guard let creation, let root, assigned, shown else { throw SceneStop(token: first, message: Message.windowCode) }
            // The text: each statement's lines (comments above included), re-indented, the creation replaced.
            var text = ""
            for s in block {
                let r = tree.attachedCommentStart(above: s.lowerBound)..<tree.lineRange(of: s).upperBound
                let indent = tree.indentation(ofLineContaining: Int(tree.tokens[s.lowerBound].start))
                if r.contains(creation.lowerBound) {
                    var bytes = Array(tree.bytes[r])
                    bytes.replaceSubrange((creation.lowerBound - r.lowerBound)..<(creation.upperBound - r.lowerBound), with: Array("UIWindow(windowScene: windowScene)".utf8))
                    let t = SyntaxTree(bytes: bytes)
                    text += t.reindented(0..<bytes.count, from: indent, to: tree.indentUnit + tree.indentUnit, eol: tree.lineEnding)
                } else {
                    text += tree.reindented(r, from: indent, to: tree.indentUnit + tree.indentUnit, eol: tree.lineEnding)
                }
            }
            return (block, root, text)
        }

        /// SceneDelegate.swift as Capacitor's 8.5 template writes it, in the delegate file's imports, indentation and line endings.
        func sceneDelegateSource(name: String, root: String, carried: String? = nil) -> String {
            let eol = tree.lineEnding
            let u = tree.indentUnit
            var imports = tree.decls.filter { $0.kind == .import && $0.parent == nil }.map { tree.text(from: $0.start, through: $0.end) + eol }.joined()
            if !tree.imports("UIKit") { imports = "import UIKit" + eol + imports }
            if !tree.imports("Capacitor") { imports += "import Capacitor" + eol }
            let window = carried.map { String($0.dropLast(eol.count)) }
                ?? [u + u + "window = UIWindow(windowScene: windowScene)", u + u + "window?.rootViewController = \(root)()", u + u + "window?.makeKeyAndVisible()"].joined(separator: eol)
            let lines = [
                "class \(name): UIResponder, UIWindowSceneDelegate {",
                u + "var window: UIWindow?",
                "",
                u + "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {",
                u + u + "guard let windowScene = scene as? UIWindowScene else { return }",
                "",
                window,
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
        static func windowElsewhere(_ scene: String) -> String {
            "The app delegate's window is nil under scenes (\(scene) owns the window); reach it through the view's window scene instead."
        }
        static let windowElsewhereReason = "the app delegate's window is nil under scenes"
        static let handlerReason = "handler code beside ApplicationDelegateProxy no longer runs"
        static let lifeCycleReason = "app life-cycle methods are not called under scenes"
    }
}
