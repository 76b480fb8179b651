import SwiftTree
import UnfoldKit

/// The scene delegate `app-delegate-window` writes for an app delegate: the
/// file's text (`scene(_:willConnectTo:options:)` with the moved window code,
/// the scene versions of the life-cycle methods, bridges to the URL,
/// user-activity and shortcut handlers) and the app delegate's
/// `configurationForConnecting`, in the delegate file's indentation and line endings.
struct SceneDelegateSource {
    let delegate: SceneAppDelegate
    /// The new class's name.
    let name: String
    var tree: SyntaxTree { delegate.tree }
    var unit: String { tree.indentUnit }
    var eol: String { tree.lineEnding }

    /// The new file: the delegate file's imports, the class with `window`,
    /// willConnectTo (`body`: its statements, already indented) and `methods`.
    func fileText(body: [String], methods: [String]) -> String {
        var imports = tree.decls.filter { $0.kind == .import && $0.parent == nil }.map { tree.text(from: $0.start, through: $0.end) + eol }.joined()
        if imports.isEmpty { imports = "import UIKit" + eol }
        var source = imports + eol
        source += "final class \(name): UIResponder, UIWindowSceneDelegate {" + eol
        source += unit + "var window: UIWindow?" + eol + eol
        source += unit + "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {" + eol
        source += body.joined()
        source += unit + "}" + eol
        for m in methods { source += eol + m }
        source += "}" + eol
        return source
    }

    /// willConnectTo's statements: the window scene, the app delegate when the
    /// moved code reads its members, then the moved window code.
    func willConnectBody(_ setup: SceneWindowSetup) -> [String] {
        let inner = unit + unit
        guard setup.hasWindowCode else { return [inner + "guard scene is UIWindowScene else { return }" + eol] }
        var body = [inner + "guard let windowScene = scene as? UIWindowScene else { return }" + eol]
        if setup.needsAppDelegate {
            body.append(inner + "guard let appDelegate = UIApplication.shared.delegate as? \(delegate.className) else { return }" + eol)
        }
        if let first = setup.initialStatement { body.append(inner + first + eol) }
        for group in setup.groups { body.append(setup.rewrite(group, indent: inner, eol: eol)) }
        return body
    }

    /// The scene version of life-cycle method `m`, or nil when its body is empty.
    func lifeCycleMethod(_ m: Int, newName: String) -> String? {
        let md = tree.decls[m]
        guard md.body >= 0 else { return nil }
        let close = Int(tree.partner[md.body])
        let stmts = tree.statements(in: md.body)
        guard !stmts.isEmpty else { return nil }
        let param = tree.firstParameterName(ofFunction: m) ?? "application"
        // Comment lines above the method move with it.
        let memberStart = delegate.memberLinesRange(m).lowerBound
        let declLine = tree.lineRange(of: md.start...md.start).lowerBound
        var out = ""
        if memberStart < declLine {
            let from = tree.indentation(ofLineContaining: Int(tree.tokens[md.start].start))
            out += tree.reindented(memberStart..<declLine, from: from, to: unit, eol: eol)
        }
        out += unit + "func \(newName)(_ scene: UIScene) {" + eol
        // Body lines (comments included) between the braces.
        let first = tree.lineRange(of: (md.body + 1)...(md.body + 1)).lowerBound
        let last = tree.lineRange(of: (close - 1)...(close - 1)).upperBound
        guard first < last else { return nil }
        var bytes = Array(tree.bytes[first..<last])
        // Comments above the first statement are part of the body lines already.
        let triviaStart = Int(tree.tokens[md.body].trailingEnd)
        if triviaStart < first {
            bytes = Array(tree.bytes[triviaStart..<last])
            while let f = bytes.first, f == 10 || f == 13 { bytes.removeFirst() }
        }
        var edits: [(Range<Int>, String)] = []
        let base = bytes.count == last - first ? first : triviaStart + (last - triviaStart - bytes.count)
        for i in (md.body + 1)..<close where tree.kind(i) == .identifier && tree.isText(i, param) && tree.isNameUse(i) {
            edits.append((tree.tokens[i].range, "UIApplication.shared"))
        }
        for (r, t) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange((r.lowerBound - base)..<(r.upperBound - base), with: Array(t.utf8))
        }
        let from = tree.indentation(ofLineContaining: Int(tree.tokens[stmts[0].lowerBound].start))
        out += SyntaxTree(bytes: bytes).reindented(0..<bytes.count, from: from, to: unit + unit, eol: eol)
        out += unit + "}" + eol
        return out
    }

    /// Scene-delegate methods that call the app delegate's URL, user-activity
    /// and shortcut handlers, each with why it needs review.
    func bridges() -> [(text: String, reviewReason: String)] {
        let table: [(label: String, signature: String, orElse: String, body: [String], reason: String)] = [
            ("open", "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {", "return", [
                "for context in URLContexts {",
                unit + "_ = appDelegate.application(UIApplication.shared, open: context.url, options: [:])",
                "}",
            ], "URLs opened while running are passed to application(_:open:options:) without their options; a URL that launches the app arrives in connectionOptions.urlContexts"),
            ("continue", "func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {", "return", [
                "_ = appDelegate.application(UIApplication.shared, continue: userActivity, restorationHandler: { _ in })",
            ], "user activities are passed to application(_:continue:restorationHandler:) with an empty restoration handler; one that launches the app arrives in connectionOptions.userActivities"),
            ("performActionFor", "func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {", "return completionHandler(false)", [
                "appDelegate.application(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler)",
            ], "shortcut items are passed to application(_:performActionFor:completionHandler:); one that launches the app arrives in connectionOptions.shortcutItem"),
        ]
        let u = unit, u2 = unit + unit
        return table.filter { delegate.method("application", label: $0.label) != nil }.map { b in
            let guardLine = u2 + "guard let appDelegate = UIApplication.shared.delegate as? \(delegate.className) else { \(b.orElse) }"
            return (lines([u + b.signature, guardLine] + b.body.map { u2 + $0 } + [u + "}"]), b.reason)
        }
    }

    /// The app delegate's `application(_:configurationForConnecting:options:)` naming the new class.
    func configurationMethod() -> String {
        let base = tree.indentation(ofLineContaining: Int(tree.tokens[delegate.decl.start].start)) + unit
        return lines([
            base + "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {",
            base + unit + "let configuration = UISceneConfiguration(name: \"Default Configuration\", sessionRole: connectingSceneSession.role)",
            base + unit + "configuration.delegateClass = \(name).self",
            base + unit + "return configuration",
            base + "}",
        ])
    }

    func lines(_ lines: [String]) -> String { lines.map { $0 + eol }.joined() }
}
