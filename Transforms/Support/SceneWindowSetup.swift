import SwiftTree
import UnfoldKit

/// Why code cannot move to a scene delegate automatically: where to report it
/// and the manual step.
struct SceneStop: Error {
    var token: Int
    var message: String
}

/// How an app delegate builds its window, recognised for `app-delegate-window`:
/// the statements of didFinishLaunching that use `window` (with the locals that
/// only feed them), a helper method that builds it, the `window` property's
/// initializer, and the app-delegate members the moved code reads. Each
/// `collect…` step throws a `SceneStop` for what has to move by hand.
struct SceneWindowSetup {
    let delegate: SceneAppDelegate
    var tree: SyntaxTree { delegate.tree }

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

    init(delegate: SceneAppDelegate) {
        self.delegate = delegate
    }

    var hasWindowCode: Bool { !statements.isEmpty || initialStatement != nil }

    // MARK: didFinishLaunching

    /// Statements of didFinishLaunching `df` that use `window`, with the locals that only feed them.
    mutating func collectStatements(of df: Int) throws(SceneStop) {
        let body = tree.decls[df].body
        applicationParameter = tree.firstParameterName(ofFunction: df) ?? "application"
        let statements = tree.statements(in: body)
        var move = try windowStatements(statements)
        guard !move.isEmpty else { return }
        // Locals declared in didFinishLaunching.
        var localOf: [String: Int] = [:]
        for (k, s) in statements.enumerated() {
            if tree.kind(s.lowerBound) == .keyword, tree.is(s.lowerBound, "let") || tree.is(s.lowerBound, "var"), tree.kind(s.lowerBound + 1) == .identifier {
                localOf[tree.text(s.lowerBound + 1)] = k
            }
        }
        addFeeders(to: &move, statements, localOf)
        // A moved local must not be used by a statement that stays.
        let movedLocals = Set(localOf.filter { move.contains($0.value) }.map(\.key))
        for (k, s) in statements.enumerated() where !move.contains(k) {
            for name in movedLocals where !tree.uses(of: name, in: s).isEmpty {
                throw SceneStop(token: s.lowerBound, message: Message.sharedLocal(name))
            }
        }
        // Statements must own whole lines to be moved as lines.
        for k in move where !ownsItsLines(statements[k]) {
            throw SceneStop(token: statements[k].lowerBound, message: Message.sharedLine)
        }
        let order = move.sorted()
        self.statements = order.map { statements[$0] }
        groups = Self.runs(order, statements)
    }

    /// The statements that use `window`, and a call of a helper method that builds it.
    mutating func windowStatements(_ statements: [ClosedRange<Int>]) throws(SceneStop) -> Set<Int> {
        var move = Set<Int>()
        for (k, s) in statements.enumerated() where tree.mentions("window", in: s) {
            if isCompound(s) { throw SceneStop(token: s.lowerBound, message: Message.conditionalWindow) }
            move.insert(k)
        }
        // A helper method that builds the window: `setupWindow()` / `self.setupWindow()`.
        for (k, s) in statements.enumerated() where !move.contains(k) {
            guard let (name, m) = helperCall(s), tree.mentions("window", in: tree.decls[m].body...Int(tree.partner[tree.decls[m].body])) else { continue }
            guard let text = movedHelper(m, name: name) else { throw SceneStop(token: s.lowerBound, message: Message.helperShape(name)) }
            helper = text
            helperName = name
            extraEdits.append(delegate.removal(of: m))
            move.insert(k)
        }
        return move
    }

    /// Feeders: declarations of locals the moved statements use, and statements
    /// that configure a moved local (`nav.navigationBar.prefersLargeTitles = true`).
    func addFeeders(to move: inout Set<Int>, _ statements: [ClosedRange<Int>], _ localOf: [String: Int]) {
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
    }

    /// Runs of consecutive statement numbers in `order` (sorted, not empty), as token ranges.
    static func runs(_ order: [Int], _ statements: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
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
        return groups
    }

    /// Whole lines of a group with the comment lines attached above it.
    func groupLines(_ g: ClosedRange<Int>) -> Range<Int> {
        let r = tree.lineRange(of: g)
        return tree.attachedCommentStart(above: g.lowerBound)..<r.upperBound
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
        while let next = tree.blankLineEnd(at: e) { e = next }
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

    // MARK: Helper methods

    /// `name()` or `self.name()` calling a parameterless member function.
    func helperCall(_ s: ClosedRange<Int>) -> (String, Int)? {
        var i = s.lowerBound
        if tree.is(i, "self"), tree.kind(i + 1) == .period { i += 2 }
        guard tree.kind(i) == .identifier, tree.kind(i + 1) == .leftParen, tree.kind(i + 2) == .rightParen, i + 2 == s.upperBound else { return nil }
        let name = tree.text(i)
        guard let m = delegate.method(name), tree.decls[m].body >= 0 else { return nil }
        return (name, m)
    }

    /// The helper method's text for the scene delegate: a `windowScene` parameter,
    /// `UIWindow(windowScene:)`. Nil when it takes parameters or reads other members.
    func movedHelper(_ m: Int, name: String) -> String? {
        let md = tree.decls[m]
        guard let open = (md.keyword..<md.body).first(where: { tree.kind($0) == .leftParen }), tree.kind(open + 1) == .rightParen else { return nil }
        let bodyRange = md.body...Int(tree.partner[md.body])
        let members = delegate.memberNames().subtracting(["window"])
        for i in bodyRange where tree.kind(i) == .identifier && members.contains(tree.text(i)) && tree.isNameUse(i) { return nil }
        let unit = tree.indentUnit
        let eol = tree.lineEnding
        var text = tree.reindented(delegate.memberLinesRange(m), from: tree.indentation(ofLineContaining: Int(tree.tokens[md.start].start)), to: unit, eol: eol)
        text = text.replacingOccurrences(of: "func \(name)()", with: "func \(name)(_ windowScene: UIWindowScene)")
        text = Self.replaceWindowCreation(in: text)
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

    // MARK: The window property

    /// Window built in the property's initializer.
    mutating func collectWindowProperty() throws(SceneStop) {
        guard let w = delegate.windowVar, let initRange = tree.decls[w].initializer else { return }
        let initText = tree.text(from: initRange.lowerBound, through: initRange.upperBound)
        guard initText.contains("UIWindow") else { return }
        if tree.is(initRange.lowerBound, "UIWindow"), tree.kind(initRange.lowerBound + 1) == .leftParen,
           Int(tree.partner[initRange.lowerBound + 1]) == initRange.upperBound {
            initialStatement = "window = UIWindow(windowScene: windowScene)"
        } else if let lines = inlinedWindowClosure(initRange) {
            initialStatement = lines
        } else {
            throw SceneStop(token: tree.decls[w].keyword, message: Message.windowClosure)
        }
        extraEdits.append(delegate.removal(of: w))
        removedWindowProperty = true
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
        let members = delegate.memberNames().subtracting([name])
        var lines = ["window = UIWindow(windowScene: windowScene)"]
        for s in stmts.dropFirst().dropLast() {
            guard tree.isText(s.lowerBound, name), tree.kind(s.lowerBound + 1) == .period, tree.startsLine(s.lowerBound) else { return nil }
            for i in s where tree.is(i, "self") || (tree.kind(i) == .identifier && tree.isNameUse(i) && members.contains(tree.text(i))) { return nil }
            for i in s.dropFirst() where tree.isText(i, name) && tree.isNameUse(i) { return nil }
            lines.append("window?" + tree.text(from: s.lowerBound + 1, through: s.upperBound))
        }
        return lines.joined(separator: tree.lineEnding + tree.indentUnit + tree.indentUnit)
    }

    // MARK: App-delegate members

    /// Delegate members used by the moved statements become `appDelegate.member`;
    /// private members, `self` and `launchOptions` stop the move.
    mutating func collectMembers() throws(SceneStop) {
        let members = delegate.memberNames().subtracting(["window", "application", helperName ?? ""])
        let privateMembers = Set(tree.children(of: delegate.d).filter {
            tree.decls[$0].modifierWords.contains(.private) || tree.decls[$0].modifierWords.contains(.fileprivate)
        }.map { tree.decls[$0].name })
        for s in statements {
            for i in s {
                if tree.is(i, "self") {
                    let isWindow = tree.kind(i + 1) == .period && tree.is(i + 2, "window")
                    let isMember = tree.kind(i + 1) == .period && members.contains(tree.text(i + 2))
                    if !isWindow && !isMember { throw SceneStop(token: i, message: Message.usesSelf) }
                }
                guard tree.kind(i) == .identifier else { continue }
                let name = tree.text(i)
                if name == "launchOptions" && tree.isNameUse(i) { throw SceneStop(token: i, message: Message.launchOptionsInWindowCode) }
                let viaSelf = tree.kind(i - 1) == .period && tree.is(i - 2, "self")
                guard members.contains(name), tree.isNameUse(i) || viaSelf else { continue }
                if privateMembers.contains(name) { throw SceneStop(token: i, message: Message.privateMember(name)) }
                self.members.insert(name)
            }
        }
    }

    // MARK: The moved text

    /// A moved statement's text in willConnectTo: re-indented, `UIWindow(windowScene:)`,
    /// `application` → `UIApplication.shared`, members through `appDelegate`.
    func rewrite(_ s: ClosedRange<Int>, indent: String, eol: String) -> String {
        var edits: [(Range<Int>, String)] = []
        for i in s {
            if tree.is(i, "UIWindow"), tree.kind(i + 1) == .leftParen, tree.partner[i + 1] >= 0, !tree.startsLine(i + 1) {
                edits.append((Int(tree.tokens[i].start)..<Int(tree.tokens[Int(tree.partner[i + 1])].end), "UIWindow(windowScene: windowScene)"))
            } else if tree.kind(i) == .identifier, tree.isNameUse(i), tree.isText(i, applicationParameter) {
                edits.append((tree.tokens[i].range, "UIApplication.shared"))
            } else if tree.kind(i) == .identifier, members.contains(tree.text(i)) {
                if tree.kind(i - 1) == .period, tree.is(i - 2, "self") {
                    edits.append((Int(tree.tokens[i - 2].start)..<Int(tree.tokens[i].end), "appDelegate." + tree.text(i)))
                } else if tree.isNameUse(i) {
                    edits.append((tree.tokens[i].range, "appDelegate." + tree.text(i)))
                }
            }
        }
        // A moved helper call passes the scene.
        if let helper = helperName {
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

    enum Message {
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
    }
}
