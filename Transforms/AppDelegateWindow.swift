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
              index.lifeCycle == .uikitWithoutScenes, !SceneProject.isTestTargetPath(file.path), !file.tree.imports("AppKit") else { return [] }
        let facts = index.facts(for: self).map(\.facts)
        var out: [Finding] = []
        for (d, decl) in file.tree.decls.enumerated() where decl.kind == .class && decl.parent == nil && decl.body >= 0 {
            guard index.inherits(decl.name, fromAnyOf: ["UIApplicationDelegate"]) else { continue }
            if facts.contains(where: { $0.delegateAdaptors.contains(decl.name) }) { continue }
            if Self.isNonIOSOnly(decl.start, file.tree) { continue }
            var migration = Migration(file: file, delegate: d, ruleID: id,
                                      windowReadElsewhere: facts.contains { $0.windowReaders.contains(decl.name) })
            out += migration.run()
        }
        return out
    }

    /// Files of test targets. To be removed: only `UIScreenMain` still calls
    /// it, until it moves to `FileContext.isTestSource`.
    static func isTestPath(_ path: String) -> Bool { SceneProject.isTestTargetPath(path) }

    /// Inside `#if os(macOS)` / `#if os(tvOS)` / `#if os(watchOS)` only.
    static func isNonIOSOnly(_ at: Int, _ tree: SyntaxTree) -> Bool {
        var depth = 0
        var k = at - 1
        while k >= 0 {
            if tree.kind(k) == .poundDirective {
                if tree.is(k, "#endif") { depth += 1 } else if tree.is(k, "#if") {
                    if depth == 0 {
                        let line = tree.text(from: k, through: min(k + 8, tree.count - 2))
                        let cond = line.split(separator: "\n").first.map(String.init) ?? line
                        if !cond.contains("os(iOS)") && (cond.contains("os(macOS)") || cond.contains("os(tvOS)") || cond.contains("os(watchOS)") || cond.contains("os(visionOS)")) && !cond.contains("!") {
                            return true
                        }
                    } else {
                        depth -= 1
                    }
                }
            }
            k -= 1
        }
        return false
    }
}


/// One app delegate's migration: collects what moves, builds the new file and the edits.
struct Migration {
    let file: FileContext
    let tree: SyntaxTree
    let d: Int
    let ruleID: String
    /// Another file reads the delegate's `window` through a cast (`AppDelegateWindow.Facts`).
    let windowReadElsewhere: Bool
    var findings: [Finding] = []
    /// Set when something needs a human: the fix becomes review, with these reasons.
    var reviewReasons: [String] = []

    init(file: FileContext, delegate: Int, ruleID: String, windowReadElsewhere: Bool) {
        self.file = file
        self.tree = file.tree
        self.d = delegate
        self.ruleID = ruleID
        self.windowReadElsewhere = windowReadElsewhere
    }

    var decl: Decl { tree.decls[d] }
    var className: String { decl.name }

    static let lifeCycleMethods: [(String, String)] = [
        ("applicationDidBecomeActive", "sceneDidBecomeActive"),
        ("applicationWillResignActive", "sceneWillResignActive"),
        ("applicationWillEnterForeground", "sceneWillEnterForeground"),
        ("applicationDidEnterBackground", "sceneDidEnterBackground"),
    ]

    func note(_ at: Int, _ message: String) -> Finding { file.finding(ruleID, at: at, message) }

    /// A member function of the delegate whose signature contains `label`.
    func method(_ name: String, label: String? = nil) -> Int? {
        tree.children(of: d).first { m in
            let md = tree.decls[m]
            guard md.kind == .func, md.name == name else { return false }
            guard let label else { return true }
            let sigEnd = md.body >= 0 ? md.body - 1 : md.end
            return tree.text(from: md.keyword, through: sigEnd).contains(label + " ")
                || tree.text(from: md.keyword, through: sigEnd).contains(label + ":")
        }
    }

    mutating func run() -> [Finding] {
        let at = decl.nameToken >= 0 ? decl.nameToken : decl.keyword
        // The plist.
        if let (major, minor) = file.deploymentTarget, major < 13 {
            return [note(at, Message.oldDeploymentTarget(major, minor))]
        }
        guard let plistPath = file.index.infoPlist(for: file.path), let plistBytes = file.index.otherFiles[plistPath],
              let facts = file.index.plistFacts(plistPath) else {
            if file.index.projects(for: file.path).contains(where: \.generatesInfoPlist) {
                return [note(at, Message.generatedPlist(className))]
            }
            return [note(at, Message.noPlist(className))]
        }
        if facts.isBinary { return [note(at, Message.binaryPlist(plistPath))] }

        let didFinish = method("application", label: "didFinishLaunchingWithOptions")
        let storyboard = facts.mainStoryboard
        var moved = MovedCode()
        if let df = didFinish, tree.decls[df].body >= 0 {
            guard collectWindowStatements(df, into: &moved) else { return findings }
        }
        if !collectWindowProperty(into: &moved) { return findings }
        let hasWindowCode = !moved.statements.isEmpty || moved.initialStatement != nil
        if !hasWindowCode && storyboard == nil {
            return [note(at, Message.noWindowSetup(className))]
        }
        reportLaunchOptions(didFinish)

        // Names.
        let sceneName = sceneDelegateName()
        if sceneName != "SceneDelegate" {
            findings.append(note(at, "a type named SceneDelegate already exists: the new scene delegate is called \(sceneName)"))
        }
        let dir = file.path.contains("/") ? String(file.path[..<file.path.lastIndex(of: "/")!]) + "/" : ""
        let newPath = dir + sceneName + ".swift"

        // Members the moved code reads.
        guard bridgeMembers(&moved) else { return findings }

        let eol = tree.lineEnding
        let unit = tree.indentUnit
        var edits: [Edit] = []
        var body: [String] = []  // statements of willConnectTo, already indented
        let inner = unit + unit
        if hasWindowCode {
            body.append(inner + "guard let windowScene = scene as? UIWindowScene else { return }" + eol)
            if moved.needsAppDelegate {
                body.append(inner + "guard let appDelegate = UIApplication.shared.delegate as? \(className) else { return }" + eol)
            }
            if let first = moved.initialStatement { body.append(inner + first + eol) }
            for group in moved.groups {
                body.append(rewrite(group, moved: moved, indent: inner, eol: eol))
                edits.append(Edit(path: file.path, range: removalRange(group), replacement: []))
            }
        } else {
            body.append(inner + "guard scene is UIWindowScene else { return }" + eol)
        }
        edits += moved.extraEdits

        // Life-cycle methods.
        var methods: [String] = []
        // Empty ones go with their template comments ("Called right before the app stops being active…").
        var emptyMethods: [FileRange] = []
        let lifeCycle = Self.lifeCycleMethods.compactMap { old, new in method(old).map { ($0, new) } }.sorted { $0.0 < $1.0 }
        for (m, new) in lifeCycle {
            let removal = memberRemovalRange(m)
            edits.append(Edit(path: file.path, range: removal, replacement: []))
            if let text = movedLifeCycleMethod(m, newName: new, unit: unit, eol: eol) {
                methods.append(text)
            } else {
                emptyMethods.append(FileRange(path: file.path, range: removal))
            }
        }
        // Bridges for URL, user-activity and shortcut handlers, then a moved helper.
        for bridge in bridges(unit: unit, eol: eol) { methods.append(bridge) }
        if let helper = moved.helper { methods.append(helper) }

        // `var window`.
        if let w = windowVar {
            if windowStillUsed(excluding: moved) {
                findings.append(note(tree.decls[w].keyword, Message.windowKept(className)))
            } else if !moved.removedWindowProperty {
                edits.append(Edit(path: file.path, range: memberRemovalRange(w), replacement: []))
            }
        }

        // configurationForConnecting after didFinishLaunching (else at the end of the class).
        let config = configurationMethod(sceneName, unit: unit, eol: eol)
        if let df = didFinish {
            let endLine = tree.lineRange(of: tree.decls[df].end...tree.decls[df].end)
            edits.append(Edit(path: file.path, range: endLine.upperBound..<endLine.upperBound, replacement: eol + config))
        } else {
            let close = Int(tree.partner[decl.body])
            let r = tree.lineRange(of: close...close)
            edits.append(Edit(path: file.path, range: r.lowerBound..<r.lowerBound, replacement: eol + config))
        }

        // The new file.
        var imports = tree.decls.filter { $0.kind == .import && $0.parent == nil }.map { tree.text(from: $0.start, through: $0.end) + eol }.joined()
        if imports.isEmpty { imports = "import UIKit" + eol }
        var source = imports + eol
        source += "final class \(sceneName): UIResponder, UIWindowSceneDelegate {" + eol
        source += unit + "var window: UIWindow?" + eol + eol
        source += unit + "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {" + eol
        source += body.joined()
        source += unit + "}" + eol
        for m in methods { source += eol + m }
        source += "}" + eol

        // The plist.
        guard let plistEdit = SceneManifestEditing.insertion(path: plistPath, bytes: plistBytes, delegateClass: sceneName, storyboard: storyboard) else {
            findings.append(note(at, Message.plistShape(plistPath)))
            return findings
        }
        edits.append(plistEdit)

        let safety: FixSafety = reviewReasons.isEmpty ? .safe : .review
        var fix = Fix(safety: safety, title: "adopt the scene life cycle with \(sceneName)", edits: edits,
                      creations: [FileCreation(path: newPath, contents: Array(source.utf8))])
        fix.commentsMayGo = emptyMethods
        var message = "\(className) sets up its window without scenes (the iOS 27 SDK requires the scene life cycle): moved to \(sceneName) in \(newPath), scene manifest added to \(plistPath)"
        if !reviewReasons.isEmpty { message += " (review: " + reviewReasons.joined(separator: "; ") + ")" }
        findings.insert(file.finding(ruleID, at: at, message, fix: fix), at: 0)
        return findings
    }

    // MARK: Window statements

    struct MovedCode {
        /// Statements of didFinishLaunching that move, in order.
        var statements: [ClosedRange<Int>] = []
        /// Runs of consecutive moved statements (moved and removed as blocks of lines).
        var groups: [ClosedRange<Int>] = []
        /// Name of a moved helper method (not an app-delegate member the moved code reads).
        var helperName: String?
        /// A statement text that opens willConnectTo (`window = UIWindow(windowScene: windowScene)`).
        var initialStatement: String?
        /// Edits that go with the move (removing the window property, the helper method).
        var extraEdits: [Edit] = []
        var removedWindowProperty = false
        /// A helper method moved whole (already indented text).
        var helper: String?
        /// Delegate members the moved code reads (reached through `appDelegate`).
        var members: Set<String> = []
        var needsAppDelegate: Bool { !members.isEmpty }
        /// Name of the UIApplication parameter of didFinishLaunching.
        var applicationParameter = "application"
    }

    var windowVar: Int? {
        tree.children(of: d).first { tree.decls[$0].kind == .var && tree.decls[$0].name == "window" && !tree.decls[$0].isStatic }
    }

    /// Statements of didFinishLaunching that use `window`, with the locals that only feed them.
    mutating func collectWindowStatements(_ df: Int, into moved: inout MovedCode) -> Bool {
        let body = tree.decls[df].body
        moved.applicationParameter = parameterName(df) ?? "application"
        let statements = tree.statements(in: body)
        var move = Set<Int>()
        for (k, s) in statements.enumerated() where tree.mentions("window", in: s) {
            if isCompound(s) {
                findings.append(note(s.lowerBound, Message.conditionalWindow))
                return false
            }
            move.insert(k)
        }
        // A helper method that builds the window: `setupWindow()` / `self.setupWindow()`.
        for (k, s) in statements.enumerated() where !move.contains(k) {
            guard let (name, m) = helperCall(s), tree.mentions("window", in: tree.decls[m].body...Int(tree.partner[tree.decls[m].body])) else { continue }
            guard let text = movedHelper(m, name: name) else {
                findings.append(note(s.lowerBound, Message.helperShape(name)))
                return false
            }
            moved.helper = text
            moved.helperName = name
            moved.extraEdits.append(Edit(path: file.path, range: memberRemovalRange(m), replacement: []))
            move.insert(k)
        }
        guard !move.isEmpty else { return true }
        // Locals declared in didFinishLaunching.
        var localOf: [String: Int] = [:]
        for (k, s) in statements.enumerated() {
            if tree.kind(s.lowerBound) == .keyword, tree.is(s.lowerBound, "let") || tree.is(s.lowerBound, "var"), tree.kind(s.lowerBound + 1) == .identifier {
                localOf[tree.text(s.lowerBound + 1)] = k
            }
        }
        // Feeders: declarations of locals the moved statements use, and statements
        // that configure a moved local (`nav.navigationBar.prefersLargeTitles = true`).
        var changed = true
        while changed {
            changed = false
            let movedLocals = Set(localOf.filter { move.contains($0.value) }.map(\.key))
            for k in move.sorted() {
                for (name, decl) in localOf where !move.contains(decl) && decl < k && !tree.uses(of: name, in: statements[k]).isEmpty {
                    move.insert(decl)
                    changed = true
                }
            }
            for (k, s) in statements.enumerated() where !move.contains(k) {
                if tree.kind(s.lowerBound) == .identifier, movedLocals.contains(tree.text(s.lowerBound)), tree.kind(s.lowerBound + 1) == .period {
                    move.insert(k)
                    changed = true
                }
            }
        }
        // A moved local must not be used by a statement that stays.
        let movedLocals = Set(localOf.filter { move.contains($0.value) }.map(\.key))
        for (k, s) in statements.enumerated() where !move.contains(k) {
            for name in movedLocals where !tree.uses(of: name, in: s).isEmpty {
                findings.append(note(s.lowerBound, Message.sharedLocal(name)))
                return false
            }
        }
        // Statements must own whole lines to be moved as lines.
        for k in move where !ownsItsLines(statements[k]) {
            findings.append(note(statements[k].lowerBound, Message.sharedLine))
            return false
        }
        let order = move.sorted()
        moved.statements = order.map { statements[$0] }
        var groups: [ClosedRange<Int>] = []
        var start = order[0]
        var prev = order[0]
        for k in order.dropFirst() {
            if k != prev + 1 {
                groups.append(statements[start].lowerBound...statements[prev].upperBound)
                start = k
            }
            prev = k
        }
        groups.append(statements[start].lowerBound...statements[prev].upperBound)
        moved.groups = groups
        return true
    }

    /// Whole lines of a group with the comment lines attached above it.
    func groupLines(_ g: ClosedRange<Int>) -> Range<Int> {
        let r = tree.lineRange(of: g)
        return attachedCommentsStart(g.lowerBound, r.lowerBound)..<r.upperBound
    }

    /// Start of the comment lines directly above token `i` (whose line starts at `lineStart`).
    func attachedCommentsStart(_ i: Int, _ lineStart: Int) -> Int {
        var s = lineStart
        let triviaStart = i > 0 ? Int(tree.tokens[i - 1].trailingEnd) : 0
        while true {
            let (line, _) = tree.location(of: s)
            guard line > 1 else { break }
            let prev = tree.lines.offset(ofLine: line - 1)
            guard prev >= triviaStart else { break }
            let text = tree.text(prev..<s).trimmingCharacters(in: [" ", "\t", "\r", "\n"])
            guard text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*") else { break }
            s = prev
        }
        return s
    }

    /// What to delete for a moved group: its lines (with attached comments),
    /// plus the blank lines after it when the line before it is blank or the
    /// method's `{` line, so no double blank line and no blank line after `{` remains.
    func removalRange(_ g: ClosedRange<Int>) -> Range<Int> {
        let b = tree.bytes
        let r = groupLines(g)
        let (line, _) = tree.location(of: r.lowerBound)
        var blankBefore = false
        if line > 1 {
            let prev = tree.lines.offset(ofLine: line - 1)
            blankBefore = b[prev..<r.lowerBound].allSatisfy { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        }
        guard blankBefore || tree.kind(g.lowerBound - 1) == .leftBrace else { return r }
        var e = r.upperBound
        while e < b.count {
            var k = e
            while k < b.count, b[k] == 32 || b[k] == 9 { k += 1 }
            guard k < b.count, b[k] == 10 || b[k] == 13 else { break }
            if b[k] == 13, k + 1 < b.count, b[k + 1] == 10 { k += 1 }
            e = k + 1
        }
        return r.lowerBound..<e
    }

    /// `if`, `guard`, `switch`, loops, `do`: window code inside is not moved automatically.
    func isCompound(_ s: ClosedRange<Int>) -> Bool {
        let first = s.lowerBound
        for w in ["if", "guard", "switch", "for", "while", "do", "repeat", "defer"] where tree.isText(first, w) { return true }
        return tree.kind(first) == .poundDirective
    }

    func ownsItsLines(_ s: ClosedRange<Int>) -> Bool {
        tree.startsLine(s.lowerBound) && (tree.startsLine(s.upperBound + 1) || tree.kind(s.upperBound + 1) == .rightBrace && tree.startsLine(s.upperBound + 1))
    }

    /// `name()` or `self.name()` calling a parameterless member function.
    func helperCall(_ s: ClosedRange<Int>) -> (String, Int)? {
        var i = s.lowerBound
        if tree.is(i, "self"), tree.kind(i + 1) == .period { i += 2 }
        guard tree.kind(i) == .identifier, tree.kind(i + 1) == .leftParen, tree.kind(i + 2) == .rightParen, i + 2 == s.upperBound else { return nil }
        let name = tree.text(i)
        guard let m = method(name), tree.decls[m].body >= 0 else { return nil }
        return (name, m)
    }

    /// The helper method's text for the scene delegate: a `windowScene` parameter,
    /// `UIWindow(windowScene:)`. Nil when it takes parameters or reads other members.
    func movedHelper(_ m: Int, name: String) -> String? {
        let md = tree.decls[m]
        guard let open = (md.keyword..<md.body).first(where: { tree.kind($0) == .leftParen }), tree.kind(open + 1) == .rightParen else { return nil }
        let bodyRange = md.body...Int(tree.partner[md.body])
        let members = memberNames().subtracting(["window"])
        for i in bodyRange where tree.kind(i) == .identifier && members.contains(tree.text(i)) && tree.isNameUse(i) { return nil }
        let unit = tree.indentUnit
        let eol = tree.lineEnding
        var text = tree.reindented(memberLinesRange(m), from: tree.indentation(ofLineContaining: Int(tree.tokens[md.start].start)), to: unit, eol: eol)
        text = text.replacingOccurrences(of: "func \(name)()", with: "func \(name)(_ windowScene: UIWindowScene)")
        text = Migration.replaceWindowCreation(in: text)
        return text
    }

    /// `UIWindow(frame: …)` / `UIWindow()` → `UIWindow(windowScene: windowScene)` in `text`.
    static func replaceWindowCreation(in text: String) -> String {
        let t = SyntaxTree(text)
        var edits: [(Range<Int>, String)] = []
        for i in 0..<(t.count - 1) where t.is(i, "UIWindow") && t.kind(i + 1) == .leftParen && t.partner[i + 1] >= 0 && Int(t.partner[i + 1]) < t.count - 1 && !t.startsLine(i + 1) {
            let close = Int(t.partner[i + 1])
            edits.append((Int(t.tokens[i].start)..<Int(t.tokens[close].end), "UIWindow(windowScene: windowScene)"))
        }
        var out = Array(text.utf8)
        for (r, s) in edits.reversed() { out.replaceSubrange(r, with: Array(s.utf8)) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Window built in the property's initializer.
    mutating func collectWindowProperty(into moved: inout MovedCode) -> Bool {
        guard let w = windowVar, let initRange = tree.decls[w].initializer else { return true }
        let initText = tree.text(from: initRange.lowerBound, through: initRange.upperBound)
        guard initText.contains("UIWindow") else { return true }
        if tree.is(initRange.lowerBound, "UIWindow"), tree.kind(initRange.lowerBound + 1) == .leftParen,
           Int(tree.partner[initRange.lowerBound + 1]) == initRange.upperBound {
            moved.initialStatement = "window = UIWindow(windowScene: windowScene)"
        } else if let lines = inlinedWindowClosure(initRange) {
            moved.initialStatement = lines
        } else {
            findings.append(note(tree.decls[w].keyword, Message.windowClosure))
            return false
        }
        moved.extraEdits.append(Edit(path: file.path, range: memberRemovalRange(w), replacement: []))
        moved.removedWindowProperty = true
        return true
    }

    /// `{ let w = UIWindow(…); …; return w }()` → its statements with
    /// `UIWindow(windowScene:)` and `window = w` (nil when the closure is anything else).
    func inlinedWindowClosure(_ r: ClosedRange<Int>) -> String? {
        guard tree.kind(r.lowerBound) == .leftBrace, tree.partner[r.lowerBound] >= 0 else { return nil }
        let close = Int(tree.partner[r.lowerBound])
        guard close + 2 == r.upperBound, tree.kind(close + 1) == .leftParen, tree.kind(close + 2) == .rightParen else { return nil }
        let stmts = tree.statements(in: r.lowerBound)
        guard stmts.count >= 2, let first = stmts.first, let last = stmts.last,
              tree.is(first.lowerBound, "let") || tree.is(first.lowerBound, "var"), tree.kind(first.lowerBound + 1) == .identifier,
              tree.is(last.lowerBound, "return"), last.count == 2 else { return nil }
        let name = tree.text(first.lowerBound + 1)
        guard tree.isText(last.upperBound, name) else { return nil }
        // `let w = UIWindow(…)` only, then `w.property = value` / `w.method(…)`
        // lines that read nothing of the app delegate.
        guard tree.is(first.lowerBound + 2, "="), tree.is(first.lowerBound + 3, "UIWindow"),
              tree.kind(first.lowerBound + 4) == .leftParen, Int(tree.partner[first.lowerBound + 4]) == first.upperBound else { return nil }
        let members = memberNames().subtracting([name])
        var lines = ["window = UIWindow(windowScene: windowScene)"]
        for s in stmts.dropFirst().dropLast() {
            guard tree.isText(s.lowerBound, name), tree.kind(s.lowerBound + 1) == .period, tree.startsLine(s.lowerBound) else { return nil }
            for i in s where tree.is(i, "self") || (tree.kind(i) == .identifier && tree.isNameUse(i) && members.contains(tree.text(i))) { return nil }
            for i in s.dropFirst() where tree.isText(i, name) && tree.isNameUse(i) { return nil }
            lines.append("window?" + tree.text(from: s.lowerBound + 1, through: s.upperBound))
        }
        return lines.joined(separator: tree.lineEnding + tree.indentUnit + tree.indentUnit)
    }

    /// `launchOptions` uses stay in didFinishLaunching, with the connectionOptions replacement.
    mutating func reportLaunchOptions(_ df: Int?) {
        guard let df, tree.decls[df].body >= 0 else { return }
        let md = tree.decls[df]
        let name = launchOptionsName(df) ?? "launchOptions"
        let range = md.body...Int(tree.partner[md.body])
        for i in tree.uses(of: name, in: range) {
            var key = ""
            var k = i + 1
            if tree.kind(k) == .postfixQuestion { k += 1 }
            if tree.kind(k) == .leftBracket, tree.kind(k + 1) == .period { key = tree.text(k + 2) }
            findings.append(note(i, Message.launchOption(key)))
        }
    }

    /// The internal name of didFinishLaunching's first parameter (`application`).
    func parameterName(_ m: Int) -> String? {
        let md = tree.decls[m]
        guard let open = (md.keyword..<(md.body >= 0 ? md.body : md.end)).first(where: { tree.kind($0) == .leftParen }) else { return nil }
        var k = open + 1
        while k < Int(tree.partner[open]), tree.kind(k) != .colon { k += 1 }
        return tree.kind(k - 1) == .identifier ? tree.text(k - 1) : nil
    }

    func launchOptionsName(_ m: Int) -> String? {
        let md = tree.decls[m]
        var k = md.keyword
        while k < md.body {
            if tree.is(k, "didFinishLaunchingWithOptions"), tree.kind(k + 1) == .identifier { return tree.text(k + 1) }
            if tree.is(k, "didFinishLaunchingWithOptions"), tree.kind(k + 1) == .colon { return "didFinishLaunchingWithOptions" }
            k += 1
        }
        return nil
    }

    func memberNames() -> Set<String> {
        Set(tree.children(of: d).map { tree.decls[$0].name }.filter { !$0.isEmpty })
    }

    /// Delegate members used by the moved statements become `appDelegate.member` (review);
    /// private members, `self` and `launchOptions` stop the fix.
    mutating func bridgeMembers(_ moved: inout MovedCode) -> Bool {
        let members = memberNames().subtracting(["window", "application", moved.helperName ?? ""])
        let privateMembers = Set(tree.children(of: d).filter {
            tree.decls[$0].modifierWords.contains(.private) || tree.decls[$0].modifierWords.contains(.fileprivate)
        }.map { tree.decls[$0].name })
        for s in moved.statements {
            for i in s {
                if tree.is(i, "self") {
                    let isWindow = tree.kind(i + 1) == .period && tree.is(i + 2, "window")
                    let isMember = tree.kind(i + 1) == .period && members.contains(tree.text(i + 2))
                    if !isWindow && !isMember {
                        findings.append(note(i, Message.usesSelf))
                        return false
                    }
                }
                guard tree.kind(i) == .identifier else { continue }
                let name = tree.text(i)
                if name == "launchOptions" && tree.isNameUse(i) {
                    findings.append(note(i, Message.launchOptionsInWindowCode))
                    return false
                }
                let viaSelf = tree.kind(i - 1) == .period && tree.is(i - 2, "self")
                guard members.contains(name), tree.isNameUse(i) || viaSelf else { continue }
                if privateMembers.contains(name) {
                    findings.append(note(i, Message.privateMember(name)))
                    return false
                }
                moved.members.insert(name)
            }
        }
        if !moved.members.isEmpty {
            reviewReasons.append("the window code reads \(moved.members.sorted().map { "`\($0)`" }.joined(separator: ", ")) through `UIApplication.shared.delegate`")
        }
        return true
    }

    /// A moved statement's text in willConnectTo: re-indented, `UIWindow(windowScene:)`,
    /// `application` → `UIApplication.shared`, members through `appDelegate`.
    func rewrite(_ s: ClosedRange<Int>, moved: MovedCode, indent: String, eol: String) -> String {
        var edits: [(Range<Int>, String)] = []
        for i in s {
            if tree.is(i, "UIWindow"), tree.kind(i + 1) == .leftParen, tree.partner[i + 1] >= 0, !tree.startsLine(i + 1) {
                edits.append((Int(tree.tokens[i].start)..<Int(tree.tokens[Int(tree.partner[i + 1])].end), "UIWindow(windowScene: windowScene)"))
            } else if tree.kind(i) == .identifier, tree.isNameUse(i), tree.isText(i, moved.applicationParameter) {
                edits.append((tree.tokens[i].range, "UIApplication.shared"))
            } else if tree.kind(i) == .identifier, moved.members.contains(tree.text(i)) {
                if tree.kind(i - 1) == .period, tree.is(i - 2, "self") {
                    edits.append((Int(tree.tokens[i - 2].start)..<Int(tree.tokens[i].end), "appDelegate." + tree.text(i)))
                } else if tree.isNameUse(i) {
                    edits.append((tree.tokens[i].range, "appDelegate." + tree.text(i)))
                }
            }
        }
        // A moved helper call passes the scene.
        if let helper = moved.helperName {
            for i in s where tree.isText(i, helper) && tree.kind(i + 1) == .leftParen && tree.kind(i + 2) == .rightParen {
                edits.append((Int(tree.tokens[i + 2].start)..<Int(tree.tokens[i + 2].start), "windowScene"))
            }
        }
        let lines = groupLines(s)
        var bytes = Array(tree.bytes[lines])
        // Outer edits win over edits nested inside them (`UIWindow(frame: application…)`).
        var kept: [(Range<Int>, String)] = []
        for e in edits.sorted(by: { ($0.0.lowerBound, -$0.0.count) < ($1.0.lowerBound, -$1.0.count) })
            where e.0.lowerBound >= lines.lowerBound && e.0.upperBound <= lines.upperBound && e.0.lowerBound >= (kept.last?.0.upperBound ?? 0) {
            kept.append(e)
        }
        for (r, t) in kept.reversed() {
            bytes.replaceSubrange((r.lowerBound - lines.lowerBound)..<(r.upperBound - lines.lowerBound), with: Array(t.utf8))
        }
        let from = tree.indentation(ofLineContaining: Int(tree.tokens[s.lowerBound].start))
        let t = SyntaxTree(bytes: bytes)
        return t.reindented(0..<bytes.count, from: from, to: indent, eol: eol)
    }

    // MARK: Life-cycle methods and bridges

    /// The scene version of a life-cycle method, or nil when its body is empty.
    func movedLifeCycleMethod(_ m: Int, newName: String, unit: String, eol: String) -> String? {
        let md = tree.decls[m]
        guard md.body >= 0 else { return nil }
        let close = Int(tree.partner[md.body])
        let stmts = tree.statements(in: md.body)
        guard !stmts.isEmpty else { return nil }
        let param = parameterName(m) ?? "application"
        // Comment lines above the method move with it.
        let memberStart = memberLinesRange(m).lowerBound
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

    /// Scene-delegate methods that call the app delegate's URL, user-activity and shortcut handlers.
    mutating func bridges(unit: String, eol: String) -> [String] {
        var out: [String] = []
        let u = unit, u2 = unit + unit, u3 = unit + unit + unit
        if method("application", label: "open") != nil {
            out.append([
                u + "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {",
                u2 + "guard let appDelegate = UIApplication.shared.delegate as? \(className) else { return }",
                u2 + "for context in URLContexts {",
                u3 + "_ = appDelegate.application(UIApplication.shared, open: context.url, options: [:])",
                u2 + "}",
                u + "}",
            ].map { $0 + eol }.joined())
            reviewReasons.append("URLs opened while running are passed to application(_:open:options:) without their options; a URL that launches the app arrives in connectionOptions.urlContexts")
        }
        if method("application", label: "continue") != nil {
            out.append([
                u + "func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {",
                u2 + "guard let appDelegate = UIApplication.shared.delegate as? \(className) else { return }",
                u2 + "_ = appDelegate.application(UIApplication.shared, continue: userActivity, restorationHandler: { _ in })",
                u + "}",
            ].map { $0 + eol }.joined())
            reviewReasons.append("user activities are passed to application(_:continue:restorationHandler:) with an empty restoration handler; one that launches the app arrives in connectionOptions.userActivities")
        }
        if method("application", label: "performActionFor") != nil {
            out.append([
                u + "func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {",
                u2 + "guard let appDelegate = UIApplication.shared.delegate as? \(className) else { return completionHandler(false) }",
                u2 + "appDelegate.application(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler)",
                u + "}",
            ].map { $0 + eol }.joined())
            reviewReasons.append("shortcut items are passed to application(_:performActionFor:completionHandler:); one that launches the app arrives in connectionOptions.shortcutItem")
        }
        return out
    }

    func configurationMethod(_ sceneName: String, unit: String, eol: String) -> String {
        let base = tree.indentation(ofLineContaining: Int(tree.tokens[decl.start].start)) + unit
        return [
            base + "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {",
            base + unit + "let configuration = UISceneConfiguration(name: \"Default Configuration\", sessionRole: connectingSceneSession.role)",
            base + unit + "configuration.delegateClass = \(sceneName).self",
            base + unit + "return configuration",
            base + "}",
        ].map { $0 + eol }.joined()
    }

    // MARK: Members

    /// Lines of member `m` (doc comments and attributes included).
    func memberLinesRange(_ m: Int) -> Range<Int> {
        let md = tree.decls[m]
        var r = tree.lineRange(of: md.start...md.end)
        // Comment lines directly above belong to the member.
        var s = r.lowerBound
        let triviaStart = md.start > 0 ? Int(tree.tokens[md.start - 1].trailingEnd) : 0
        while s > triviaStart {
            let (line, _) = tree.location(of: s)
            guard line > 1 else { break }
            let prev = tree.lines.offset(ofLine: line - 1)
            guard prev >= triviaStart else { break }
            let text = tree.text(prev..<s).trimmingCharacters(in: [" ", "\t", "\r", "\n"])
            guard text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*") else { break }
            s = prev
        }
        r = s..<r.upperBound
        return r
    }

    /// The member's lines plus the blank line before it (else the one after),
    /// so no double blank lines remain and neighbours never claim the same line.
    func memberRemovalRange(_ m: Int) -> Range<Int> {
        let r = memberLinesRange(m)
        let b = tree.bytes
        let (line, _) = tree.location(of: r.lowerBound)
        if line > 1 {
            let prev = tree.lines.offset(ofLine: line - 1)
            if b[prev..<r.lowerBound].allSatisfy({ $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }) {
                return prev..<r.upperBound
            }
        }
        var k = r.upperBound
        while k < b.count, b[k] == 32 || b[k] == 9 { k += 1 }
        if k < b.count, b[k] == 10 || b[k] == 13 {
            if b[k] == 13, k + 1 < b.count, b[k + 1] == 10 { k += 1 }
            return r.lowerBound..<(k + 1)
        }
        return r
    }

    /// Whether the delegate's `window` is still used after the move (in the
    /// class outside moved code, or through `(… as? AppDelegate)?.window` anywhere).
    func windowStillUsed(excluding moved: MovedCode) -> Bool {
        if windowReadElsewhere { return true }
        let movedMethods = Set(Self.lifeCycleMethods.map(\.0))
        var skip: [ClosedRange<Int>] = moved.statements
        for m in tree.children(of: d) {
            let md = tree.decls[m]
            if md.name == "window" || movedMethods.contains(md.name) { skip.append(md.start...md.end) }
            if let h = moved.helper, h.contains("func \(md.name)(") { skip.append(md.start...md.end) }
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
        static let conditionalWindow = "the window is set up inside a conditional: move it to a scene delegate's scene(_:willConnectTo:options:) by hand"
        static func helperShape(_ n: String) -> String {
            "the window is built by \(n)(), which takes parameters or reads other app-delegate members: move it to the scene delegate by hand"
        }
        static func sharedLocal(_ n: String) -> String {
            "the window setup needs `\(n)`, which code that stays in didFinishLaunching also uses: split them, then run unfold again"
        }
        static let sharedLine = "a window statement shares its line with other code: put it on its own line, then run unfold again"
        static let windowClosure = "the window property's initializer is a closure unfold cannot inline: build the window in the scene delegate by hand"
        static let usesSelf = "the window setup uses `self` (the app delegate): in a scene delegate it would mean the scene delegate; move it by hand"
        static let launchOptionsInWindowCode = "the window setup reads launchOptions: under scenes the launch URL, activity and shortcut arrive in connectionOptions; move it by hand"
        static func privateMember(_ n: String) -> String {
            "the window setup reads the private app-delegate member `\(n)`: make it internal or move it, then run unfold again"
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
