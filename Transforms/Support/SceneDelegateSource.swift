import SwiftTree
import UnfoldKit

/// The code `app-delegate-window` writes for an app delegate (the bridge):
/// the scene delegate's file (`scene(_:willConnectTo:options:)` that creates
/// or takes the window, assigns the app delegate's window property and calls
/// its install method; life-cycle callbacks that call the app delegate's
/// methods; bridges to the URL, user-activity and shortcut handlers), and the
/// app delegate's install method and `configurationForConnecting`, in the
/// delegate file's indentation and line endings.
struct SceneDelegateSource {
    let delegate: SceneAppDelegate
    /// The new class's name.
    let name: String
    var tree: SyntaxTree { delegate.tree }
    var unit: String { tree.indentUnit }
    var eol: String { tree.lineEnding }

    /// The new file: the delegate file's imports, the class with `window`,
    /// willConnectTo (`body`: its statements, already indented) and `methods`.
    func fileText(body: [String], methods: [String], iOS13Only: Bool = false) -> String {
        var imports = tree.decls.filter { $0.kind == .import && $0.parent == nil }.map { tree.text(from: $0.start, through: $0.end) + eol }.joined()
        if imports.isEmpty { imports = "import UIKit" + eol }
        var source = imports + eol
        if iOS13Only { source += "@available(iOS 13.0, *)" + eol }
        source += "final class \(name): UIResponder, UIWindowSceneDelegate {" + eol
        source += unit + "var window: UIWindow?" + eol + eol
        source += unit + "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {" + eol
        source += body.joined()
        source += unit + "}" + eol
        for m in methods { source += eol + m }
        source += "}" + eol
        return source
    }

    /// willConnectTo's statements: the window (created from the window scene,
    /// or the storyboard's), handed to the app delegate's window property and
    /// install method.
    func willConnectBody(_ setup: SceneWindowSetup, install: String?, storyboard: Bool) -> [String] {
        let inner = unit + unit
        let property = setup.hasWindowProperty ? setup.windowName : nil
        let forwarding = coldLaunchForwarding()
        let appDelegate = "let appDelegate = UIApplication.shared.delegate as? \(delegate.className) else { return }"
        var body: [String] = []
        if storyboard {
            if property == nil && install == nil {
                guard !forwarding.isEmpty else { return [inner + "guard scene is UIWindowScene else { return }" + eol] }
                body.append(inner + "guard scene is UIWindowScene," + eol)
            } else {
                body.append(inner + "guard scene is UIWindowScene, let window = window," + eol)
            }
            body.append(inner + "      " + appDelegate + eol)
        } else {
            body.append(inner + "guard let windowScene = scene as? UIWindowScene," + eol)
            body.append(inner + "      " + appDelegate + eol)
            body.append(inner + "let window = \(setup.windowClass)(windowScene: windowScene)" + eol)
            body.append(inner + "self.window = window" + eol)
        }
        if let property { body.append(inner + "appDelegate.\(property) = window" + eol) }
        if let install { body.append(inner + "appDelegate.\(install)(in: window)" + eol) }
        return body + forwarding
    }

    /// A cold launch's URL contexts, user activities and shortcut item (in
    /// `connectionOptions` under scenes) passed to the app delegate's
    /// existing handlers, as UIKit passed them after didFinishLaunching
    /// without scenes; only for the handlers the app delegate implements.
    func coldLaunchForwarding() -> [String] {
        let inner = unit + unit
        var out: [String] = []
        if delegate.declares("application", label: "open") {
            out += ["for context in connectionOptions.urlContexts {",
                    unit + "_ = appDelegate.application(UIApplication.shared, open: context.url, options: [:])", "}"]
        }
        if delegate.declares("application", label: "continue") {
            out += ["for userActivity in connectionOptions.userActivities {",
                    unit + "_ = appDelegate.application(UIApplication.shared, continue: userActivity, restorationHandler: { _ in })", "}"]
        }
        if delegate.declares("application", label: "performActionFor") {
            out += ["if let shortcutItem = connectionOptions.shortcutItem {",
                    unit + "appDelegate.application(UIApplication.shared, performActionFor: shortcutItem, completionHandler: { _ in })", "}"]
        }
        return out.map { inner + $0 + eol }
    }

    /// The app delegate's install method: the window code of the launch method, receiving the scene's window.
    func installMethod(_ setup: SceneWindowSetup, name: String) -> String {
        let base = tree.indentation(ofLineContaining: Int(tree.tokens[delegate.decl.start].start)) + unit
        var out = base + "/// Called by \(self.name) when its window scene connects: the window setup that ran in \(setup.launchMethodName)." + eol
        out += base + "func \(name)(in \(setup.parameter): \(setup.windowClass)) {" + eol
        for line in setup.prelude { out += base + unit + line + eol }
        for group in setup.groups { out += setup.rewrite(group, indent: base + unit, eol: eol) }
        out += base + "}" + eol
        return out
    }

    /// Below iOS 13 (no scenes) the launch method keeps installing the root UI
    /// itself, where the window code was: a window from `UIWindow(frame:)` (or
    /// the storyboard's), assigned to the window property, then the install method.
    func legacyWindowPath(_ setup: SceneWindowSetup, install: String, indent: String, storyboard: Bool) -> String {
        var inner: [String] = []
        if storyboard {
            guard setup.hasWindowProperty else { return "" }
            inner = ["if let window = \(setup.windowName) {", unit + "\(install)(in: window)", "}"]
        } else {
            inner = ["let window = \(setup.windowClass)(frame: UIScreen.main.bounds)"]
            if setup.hasWindowProperty { inner.append("self.\(setup.windowName) = window") }
            inner.append("\(install)(in: window)")
        }
        return lines([indent + "if #unavailable(iOS 13.0) {"] + inner.map { indent + unit + $0 } + [indent + "}"])
    }

    /// The scene version of life-cycle method `old`: it calls the app delegate's, which stays.
    func lifeCycleBridge(_ old: String, newName: String) -> String {
        lines([
            unit + "func \(newName)(_ scene: UIScene) {",
            unit + unit + "(UIApplication.shared.delegate as? \(delegate.className))?.\(old)(UIApplication.shared)",
            unit + "}",
        ])
    }

    /// Scene-delegate methods that call the app delegate's URL, user-activity
    /// and shortcut handlers, each with why it needs review.
    func bridges() -> [(text: String, reviewReason: String)] {
        let table: [(label: String, signature: String, orElse: String, body: [String], reason: String)] = [
            ("open", "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {", "return", [
                "for context in URLContexts {",
                unit + "_ = appDelegate.application(UIApplication.shared, open: context.url, options: [:])",
                "}",
            ], "the URL handler gets no open options"),
            ("continue", "func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {", "return", [
                "_ = appDelegate.application(UIApplication.shared, continue: userActivity, restorationHandler: { _ in })",
            ], "an empty restoration handler"),
            ("performActionFor", "func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {", "return completionHandler(false)", [
                "appDelegate.application(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler)",
            ], "the scene calls the shortcut handler"),
        ]
        let u = unit, u2 = unit + unit
        return table.filter { delegate.declares("application", label: $0.label) }.map { b in
            let guardLine = u2 + "guard let appDelegate = UIApplication.shared.delegate as? \(delegate.className) else { \(b.orElse) }"
            return (lines([u + b.signature, guardLine] + b.body.map { u2 + $0 } + [u + "}"]), b.reason)
        }
    }

    /// The app delegate's `application(_:configurationForConnecting:options:)` naming the new class.
    func configurationMethod(iOS13Only: Bool = false) -> String {
        let base = tree.indentation(ofLineContaining: Int(tree.tokens[delegate.decl.start].start)) + unit
        return lines((iOS13Only ? [base + "@available(iOS 13.0, *)"] : []) + [
            base + "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {",
            base + unit + "let configuration = UISceneConfiguration(name: \"Default Configuration\", sessionRole: connectingSceneSession.role)",
            base + unit + "configuration.delegateClass = \(name).self",
            base + unit + "return configuration",
            base + "}",
        ])
    }

    func lines(_ lines: [String]) -> String { lines.map { $0 + eol }.joined() }
}

/// Where a migration's new scene delegate goes (issue 16; session 23's
/// review: SwiftHub, wsdot-ios-app, Raivo and Looped got a SceneDelegate.swift
/// no target built, so `delegateClass = SceneDelegate.self` did not compile):
/// its own file beside the app delegate when the targets that build the app
/// delegate pick a new file up (`ProjectIndex.newFileJoinsTargets`: a
/// synchronized folder, a package, an XcodeGen spec, no project); else after
/// the app delegate in the delegate's own file, which every such target
/// builds, with the imports it lacks added after its last import.
enum SceneDelegatePlacement {
    /// `name.swift` beside `path` (in its folder).
    static func siblingPath(of path: String, named name: String) -> String {
        let dir = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) + "/" : ""
        return dir + name + ".swift"
    }

    /// `source`: the new file's whole text (imports, a blank line, the class
    /// `name`). Returns the path the class ends up in, the edits and the file to create.
    static func place(_ source: String, named name: String, after decl: Decl, in file: FileContext) -> (path: String, edits: [Edit], creations: [FileCreation]) {
        let newPath = siblingPath(of: file.path, named: name)
        if file.index.newFileJoinsTargets(newPath, like: file.path) {
            return (newPath, [], [FileCreation(path: newPath, contents: Array(source.utf8))])
        }
        let tree = file.tree
        let eol = tree.lineEnding
        // The leading `import` lines (and blank lines) of the source, and the
        // rest. Bytes: a CRLF is one Character, so a split on "\n" would not see it.
        var imports: [String] = []
        let bytes = Array(source.utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var textEnd = end
            if textEnd > start, bytes[textEnd - 1] == UInt8(ascii: "\r") { textEnd -= 1 }
            let text = String(decoding: bytes[start..<textEnd], as: UTF8.self)
            guard text.isEmpty || text.hasPrefix("import ") else { break }
            if !text.isEmpty { imports.append(text) }
            start = min(end + 1, bytes.count)
        }
        let rest = String(decoding: bytes[start...], as: UTF8.self)
        var edits: [Edit] = []
        let have = Set(tree.decls.filter { $0.kind == .import && $0.parent == nil }.map { tree.text(from: $0.start, through: $0.end) })
        let missing = imports.filter { !have.contains($0) }
        if !missing.isEmpty {
            let text = missing.map { $0 + eol }.joined()
            if let last = tree.decls.last(where: { $0.kind == .import && $0.parent == nil }) {
                let end = tree.lineRange(of: last.end...last.end).upperBound
                edits.append(Edit(path: file.path, range: end..<end, replacement: Array(text.utf8)))
            } else {
                edits.append(Edit(path: file.path, range: 0..<0, replacement: Array((text + eol).utf8)))
            }
        }
        // After the delegate, at its nesting (inside the same `#if`), a blank line between.
        let close = decl.body >= 0 ? Int(tree.partner[decl.body]) : decl.end
        let end = tree.lineRange(of: close...close).upperBound
        let endsLine = end > 0 && tree.bytes[end - 1] == UInt8(ascii: "\n")
        edits.append(Edit(path: file.path, range: end..<end, replacement: Array(((endsLine ? "" : eol) + eol + rest).utf8)))
        return (file.path, edits, [])
    }
}
