import SwiftTree
import UnfoldKit

/// Why the window code cannot be bridged automatically: where to report it
/// and the manual step.
struct SceneStop: Error {
    var token: Int
    var message: String
}

/// How an app delegate builds its window, recognised for `app-delegate-window`'s
/// bridge: the window property (`var window`, or a property of a `UIWindow`
/// type such as `lazy var mainWindow = MainWindow(frame:)`), the launch method
/// (`application(_:didFinishLaunchingWithOptions:)`, else
/// `applicationDidFinishLaunching(_:)`) and which of its statements go into the
/// app-delegate install method that receives the scene's window.
///
/// Statement selection, in order: a statement goes into the install method when
/// it creates a window, reads the window property, calls a member method that
/// does either, or reads a value (local or member) assigned by a statement
/// already going there; declarations of locals that only feed those statements
/// go with them. Everything else stays in the launch method, which now runs
/// before the window code. Each `collect…` step throws a `SceneStop` for what
/// has to be done by hand.
struct SceneWindowSetup {
    let delegate: SceneAppDelegate
    let index: ProjectIndex
    var tree: SyntaxTree { delegate.tree }

    /// The window property, its name and the class the scene delegate creates.
    var windowProperty: Int?
    var windowName = "window"
    var windowClass = "UIWindow"
    /// The launch method whose statements are bridged.
    var launchMethod: Int?
    var applicationParameter = "application"
    /// Statements of the launch method that go into the install method, in order.
    var statements: [ClosedRange<Int>] = []
    /// Runs of consecutive moved statements (moved and removed as blocks of lines).
    var groups: [ClosedRange<Int>] = []
    /// Statements that open the install method (the window property's closure), unindented.
    var prelude: [String] = []
    /// Other edits of the app delegate: the window property's initializer, a helper that creates the window.
    var extraEdits: [Edit] = []
    /// Why the fix needs a human.
    var reviewReasons: [String] = []
    /// Findings at the lines a review reason is about (token, message).
    var notes: [(Int, String)] = []
    /// A member method that creates the window: it gets the install method's parameter.
    var creatingHelper: String?
    /// The install method's parameter name.
    var parameter = "sceneWindow"
    /// Window creations handled (token of the type name): by moved code, the helper or the property.
    var handledCreations: Set<Int> = []

    init(delegate: SceneAppDelegate, index: ProjectIndex) {
        self.delegate = delegate
        self.index = index
        let vars = delegate.members.filter { tree.decls[$0].kind == .var && !tree.decls[$0].isStatic }
        windowProperty = vars.first { tree.decls[$0].name == "window" } ?? vars.first { declaredClass($0) != nil }
        if let w = windowProperty {
            windowName = tree.decls[w].name
            windowClass = declaredClass(w) ?? "UIWindow"
        } else if let w = delegate.externalWindow {
            windowName = w.name
            windowClass = isWindowClass(w.cls) ? w.cls : "UIWindow"
        }
        launchMethod = delegate.method("application", label: "didFinishLaunchingWithOptions") ?? delegate.method("applicationDidFinishLaunching")
    }

    /// A window property here or in another file's declaration of the class.
    var hasWindowProperty: Bool { windowProperty != nil || delegate.externalWindow != nil }
    var hasInstallCode: Bool { !statements.isEmpty || !prelude.isEmpty }
    var hasWindowCode: Bool { hasInstallCode || !handledCreations.isEmpty }
    var launchMethodName: String {
        guard let m = launchMethod else { return "didFinishLaunching" }
        if m == willFinishLaunching { return "willFinishLaunching" }
        return tree.decls[m].name == "applicationDidFinishLaunching" ? "applicationDidFinishLaunching(_:)" : "didFinishLaunching"
    }

    /// `application(_:willFinishLaunchingWithOptions:)`, when it is the bridged launch method.
    var willFinishLaunching: Int?
    /// didFinishLaunching when willFinishLaunching is bridged instead: it used to run after the window code.
    var didFinish: Int?

    /// Window code in willFinishLaunching and none in didFinishLaunching: the
    /// window statements of willFinishLaunching go into the install method
    /// (under scenes both launch methods run before the scene connects).
    mutating func preferWillFinishLaunching() {
        guard let wf = delegate.method("application", label: "willFinishLaunchingWithOptions"), tree.decls[wf].body >= 0 else { return }
        func touches(_ m: Int?) -> Bool {
            guard let m, tree.decls[m].body >= 0 else { return false }
            return units(tree.decls[m].body).contains { touchesWindow($0, [windowName]) }
        }
        guard touches(wf), !touches(launchMethod) else { return }
        didFinish = launchMethod
        launchMethod = wf
        willFinishLaunching = wf
    }

    /// With willFinishLaunching bridged, didFinishLaunching's launch work ran
    /// after the window code and now runs before it: it must not use the
    /// window or anything the window code sets up (a controller it starts),
    /// else the app would launch without its root; otherwise review.
    mutating func checkDidFinishAfterWindow() throws(SceneStop) {
        guard let did = didFinish, tree.decls[did].body >= 0 else { return }
        var tainted: Set<String> = [windowName]
        for s in statements {
            tainted.formUnion(assignedNames(s))
            for (_, m) in calledMembers(from: s) {
                if let b = bodyRange(m) { for st in tree.statements(in: b.lowerBound) { tainted.formUnion(assignedNames(st)) } }
            }
        }
        let rest = units(tree.decls[did].body).filter { !tree.is($0.lowerBound, "return") }
        for s in rest where touchesWindow(s, tainted) {
            throw SceneStop(token: s.lowerBound, message: Message.needsWillFinishWindow)
        }
        if let first = rest.first {
            if !reviewReasons.contains("launch work now runs before the window") { reviewReasons.append("launch work now runs before the window") }
            notes.append((first.lowerBound, Message.runsEarlier))
        }
    }

    // MARK: Windows

    /// Whether `i` starts `UIWindow(…)` or `Subclass(…)` (not `(windowScene:)`).
    func isWindowCreation(_ i: Int) -> Bool {
        guard i > 0, tree.kind(i) == .identifier, tree.kind(i + 1) == .leftParen, tree.partner[i + 1] >= 0, !tree.startsLine(i + 1),
              tree.kind(i - 1) != .period, !tree.is(i + 2, "windowScene") else { return false }
        return isWindowClass(tree.text(i))
    }

    func isWindowClass(_ name: String) -> Bool {
        name == "UIWindow" || (name.first?.isUppercase == true && index.inherits(name, fromAnyOf: ["UIWindow"]))
    }

    /// The window class a property declares (`UIWindow?`, `ShellWindow!`) or creates in its initializer.
    func declaredClass(_ w: Int) -> String? {
        let d = tree.decls[w]
        if let t = d.typeAnnotation, let i = t.first(where: { tree.kind($0) == .identifier && isWindowClass(tree.text($0)) }) { return tree.text(i) }
        if let r = d.initializer, let i = r.first(where: isWindowCreation) { return tree.text(i) }
        return nil
    }

    /// A member function's body range.
    func bodyRange(_ m: Int) -> ClosedRange<Int>? {
        let md = tree.decls[m]
        guard md.kind == .func, md.body >= 0, tree.partner[md.body] >= 0 else { return nil }
        return md.body...Int(tree.partner[md.body])
    }

    // MARK: The launch method

    /// The launch method's statements, a `#if … #endif` block as one.
    func units(_ body: Int) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        var open: Int?
        var depth = 0
        for s in tree.statements(in: body) {
            if tree.kind(s.lowerBound) == .poundDirective {
                if tree.is(s.lowerBound, "#if") {
                    if depth == 0 { open = s.lowerBound }
                    depth += 1
                } else if tree.is(s.lowerBound, "#endif"), depth > 0 {
                    depth -= 1
                    if depth == 0, let o = open { out.append(o...s.upperBound); open = nil }
                }
                continue
            }
            if depth == 0 { out.append(s) }
        }
        return out
    }

    /// The local a statement declares (`let x = …`, `var x = …`).
    func declaredLocal(_ s: ClosedRange<Int>) -> String? {
        guard tree.kind(s.lowerBound) == .keyword, tree.is(s.lowerBound, "let") || tree.is(s.lowerBound, "var"),
              tree.kind(s.lowerBound + 1) == .identifier else { return nil }
        return tree.text(s.lowerBound + 1)
    }

    /// Names a statement assigns: its local, `x = …`, `self.x = …`.
    func assignedNames(_ s: ClosedRange<Int>) -> Set<String> {
        if let l = declaredLocal(s) { return [l] }
        var i = s.lowerBound
        if tree.is(i, "self"), tree.kind(i + 1) == .period { i += 2 }
        guard tree.kind(i) == .identifier, i + 1 <= s.upperBound, tree.is(i + 1, "=") || tree.kind(i + 1) == .equal else { return [] }
        return [tree.text(i)]
    }

    /// A member method called in `s` (`name(…)`, `self.name(…)`) whose body reads or creates the window.
    func windowHelperCall(in s: ClosedRange<Int>) -> (call: Int, method: Int)? {
        for i in s where tree.kind(i) == .identifier && tree.kind(i + 1) == .leftParen && !tree.startsLine(i + 1)
            && (tree.isNameUse(i) || tree.kind(i - 1) == .period && tree.is(i - 2, "self")) {
            guard !isSelectorArgument(i), let m = delegate.method(tree.text(i)), m != launchMethod, let body = bodyRange(m) else { continue }
            if tree.mentions(windowName, in: body) || body.contains(where: isWindowCreation) || !launchWindowReads(body).isEmpty { return (i, m) }
        }
        return nil
    }

    /// `#selector(showHelp(_:))`, `#selector(self.showHelp)`: names a method that runs later, not a call.
    func isSelectorArgument(_ i: Int) -> Bool {
        (max(1, i - 4)..<i).contains { tree.is($0, "selector") && tree.kind($0 - 1) == .pound }
    }

    func touchesWindow(_ s: ClosedRange<Int>, _ tainted: Set<String>) -> Bool {
        if s.contains(where: isWindowCreation) { return true }
        if tainted.contains(where: { tree.mentions($0, in: s) }) { return true }
        if !windowReads(in: s).isEmpty { return true }
        if !externalWindowSites(s).isEmpty { return true }
        return windowHelperCall(in: s) != nil
    }

    /// Functions of other types (pass-1 facts, `SceneAppDelegate.windowReaders`)
    /// that `s` or a member method it reaches calls and that reach or create a
    /// window: `Type(…)` for an initializer, `name(…)`, `x.name(…)` or
    /// `x.name { … }` otherwise, when their type is named in this file (a
    /// property's or a call's type) or they are global functions. The call
    /// token and the function, in order.
    func externalWindowSites(_ s: ClosedRange<Int>) -> [(call: Int, reader: SceneAppDelegate.WindowReader)] {
        let readers = delegate.windowReaders
        guard !readers.isEmpty else { return [] }
        var out: [(Int, SceneAppDelegate.WindowReader)] = []
        for r in [s] + calledMembers(from: s).compactMap({ bodyRange($0.method) }) {
            for i in r where tree.kind(i) == .identifier && !isSelectorArgument(i) {
                let name = tree.text(i)
                let dotted = tree.kind(i - 1) == .period && !tree.is(i - 2, "self")
                guard tree.kind(i + 1) == .leftParen && !tree.startsLine(i + 1) || dotted && tree.kind(i + 1) == .leftBrace else { continue }
                // The app delegate's own method: `calledMembers` follows it.
                if !dotted, delegate.method(name) != nil { continue }
                let isType = name.first?.isUppercase == true && !dotted
                for reader in readers where isType ? reader.type == name && reader.name == "init"
                    : reader.name == name && (reader.type.isEmpty || tree.containsToken(Array(reader.type.utf8))) {
                    if !out.contains(where: { $0.0 == i && $0.1 == reader }) { out.append((i, reader)) }
                }
            }
        }
        return out
    }

    // MARK: Windows reached through UIApplication

    /// Reads of the app's windows that do not name the window property:
    /// `application.windows`, `UIApplication.shared.windows`, `….keyWindow`,
    /// `delegate?.window` (`(UIApplication.shared.delegate as? AppDelegate)?.window`),
    /// and a key-window test (`….first { $0.isKeyWindow }`, what key-window
    /// writes for `keyWindow`). Under scenes none of them finds a window
    /// before the scene connects.
    func windowReads(in r: ClosedRange<Int>) -> [Int] {
        r.filter { i in
            guard tree.kind(i) == .identifier, tree.kind(i - 1) == .period, !tree.is(i - 2, "self") else { return false }
            if tree.is(i, "windows") || Self.readsKeyWindow(tree, i) { return true }
            guard tree.is(i, "window") else { return false }
            return (max(r.lowerBound, i - 10)..<i).contains { tree.is($0, "delegate") }
        }
    }

    /// Whether identifier `i` (after a period) asks for the key window:
    /// `keyWindow`, or `isKeyWindow` in a lookup (`….first { $0.isKeyWindow }`,
    /// `first(where: \.isKeyWindow)`). The second is what the key-window fix
    /// writes for the first: a launch read stays refused whichever form it has
    /// (a fixing round must not lift the refusal by rewriting the read).
    static func readsKeyWindow(_ tree: SyntaxTree, _ i: Int) -> Bool {
        tree.is(i, "keyWindow") || tree.is(i, "isKeyWindow")
    }

    /// Member methods reached from `s` (calls `name(…)` / `self.name(…)`, transitively), not the launch method.
    func calledMembers(from s: ClosedRange<Int>) -> [(call: Int, method: Int)] {
        var out: [(Int, Int)] = []
        var seen: Set<Int> = []
        var work: [ClosedRange<Int>] = [s]
        while let r = work.popLast() {
            for i in r where tree.kind(i) == .identifier && tree.kind(i + 1) == .leftParen && !tree.startsLine(i + 1)
                && (tree.isNameUse(i) || tree.kind(i - 1) == .period && tree.is(i - 2, "self")) {
                if isSelectorArgument(i) { continue }
                guard let m = delegate.method(tree.text(i)), m != launchMethod, !seen.contains(m), let body = bodyRange(m) else { continue }
                seen.insert(m)
                out.append((i, m))
                work.append(body)
            }
        }
        return out
    }

    /// Window reads at launch in `s` and in the member methods it reaches.
    func launchWindowReads(_ s: ClosedRange<Int>) -> [Int] {
        windowReads(in: s) + calledMembers(from: s).compactMap { bodyRange($0.method) }.flatMap(windowReads)
    }

    /// The moved statements' window reads through UIApplication: each now runs
    /// in the install method, once the scene's window exists and is the app
    /// delegate's (review, a note at each site). `keyWindow` is nil there unless
    /// the window code made the window key before it: refused at that site.
    mutating func routeWindowReads(storyboard: Bool) throws(SceneStop) {
        var shown = false
        for s in statements {
            let reads = launchWindowReads(s)
            for site in reads {
                if Self.readsKeyWindow(tree, site) {
                    let before = s.contains(site) && (s.lowerBound..<site).contains { tree.is($0, "makeKeyAndVisible") }
                    let inHelper = calledMembers(from: s).compactMap { bodyRange($0.method) }.first { $0.contains(site) }
                        .map { ($0.lowerBound..<site).contains { tree.is($0, "makeKeyAndVisible") } } ?? false
                    if !(shown || before || inHelper) { throw SceneStop(token: site, message: Message.keyWindowAtLaunch(storyboard)) }
                }
                notes.append((site, Message.windowReadAtLaunch))
            }
            // Reached in other types' functions, maybe in other files: keyWindow
            // is nil there unless a window was shown before (creations: `checkExternalCreations`).
            let external = externalWindowSites(s).filter { $0.reader.kind != "creates" }
            if !shown, external.contains(where: { $0.reader.kind == "keyWindow" }) {
                let first = external.first { $0.reader.kind == "keyWindow" }!
                throw SceneStop(token: first.call, message: Message.externalKeyWindow(Self.siteList(external.filter { $0.reader.kind == "keyWindow" }.map(\.reader.site))))
            }
            for call in Set(external.map(\.call)).sorted() {
                notes.append((call, Message.externalWindowRead(Self.siteList(external.filter { $0.call == call }.map(\.reader.site)))))
            }
            if !reads.isEmpty || !external.isEmpty, !reviewReasons.contains(Message.windowReadReason) { reviewReasons.append(Message.windowReadReason) }
            if s.contains(where: { tree.is($0, "makeKeyAndVisible") })
                || calledMembers(from: s).compactMap({ bodyRange($0.method) }).contains(where: { $0.contains { tree.is($0, "makeKeyAndVisible") } }) {
                shown = true
            }
        }
    }

    /// A window created in another type's function that the moved code
    /// reaches (`WindowManager.shared.start()` building a `UIWindow(frame:)`):
    /// it would have no scene, so the app would launch without its root.
    func checkExternalCreations() throws(SceneStop) {
        for s in statements {
            if let c = externalWindowSites(s).first(where: { $0.reader.kind == "creates" }) {
                throw SceneStop(token: c.call, message: Message.externalWindowCreation(c.reader.site))
            }
        }
    }

    /// `A.swift:3`, `A.swift:3 and B.swift:9`, `A.swift:3, B.swift:9 and 2 more`.
    static func siteList(_ sites: [String]) -> String {
        var unique: [String] = []
        for s in sites where !unique.contains(s) { unique.append(s) }
        if unique.count <= 2 { return unique.joined(separator: " and ") }
        return unique.prefix(2).joined(separator: ", ") + " and \(unique.count - 2) more"
    }

    /// The launch method's statements that go into the install method.
    mutating func collectStatements() throws(SceneStop) {
        guard let df = launchMethod, tree.decls[df].body >= 0 else { return }
        applicationParameter = tree.firstParameterName(ofFunction: df) ?? "application"
        let units = units(tree.decls[df].body)
        var localOf: [String: Int] = [:]
        for (k, s) in units.enumerated() { if let n = declaredLocal(s) { localOf[n] = k } }
        // Forward: statements that touch the window or what moved statements assign.
        // Feeders (locals that only feed those) go along but taint nothing: launch
        // work that also uses them is reported by `check`.
        var move = Set<Int>()
        var changed = true
        while changed {
            changed = false
            var tainted: Set<String> = [windowName]
            var forward = Set<Int>()
            for (k, s) in units.enumerated() {
                if touchesWindow(s, tainted) {
                    forward.insert(k)
                    tainted.formUnion(assignedNames(s))
                }
            }
            var all = forward.union(move)
            addFeeders(to: &all, units, localOf)
            if all != move { move = all; changed = true }
        }
        guard !move.isEmpty else { return }
        try check(move, units, localOf, df)
        let order = move.sorted()
        statements = order.map { units[$0] }
        groups = Self.runs(order, units)
        for s in statements { handledCreations.formUnion(s.filter(isWindowCreation)) }
        for s in statements { if let c = s.first(where: isWindowCreation) { windowClass = tree.text(c); break } }
        try collectCreatingHelper()
    }

    /// What stops the bridge, and what makes it review.
    mutating func check(_ move: Set<Int>, _ units: [ClosedRange<Int>], _ localOf: [String: Int], _ df: Int) throws(SceneStop) {
        let launchOptions = delegate.launchOptionsName(df) ?? "launchOptions"
        for k in move.sorted() {
            let s = units[k]
            // A local of the window code that launch work also uses.
            if let name = declaredLocal(s) {
                for (j, other) in units.enumerated() where !move.contains(j) && !tree.uses(of: name, in: other).isEmpty {
                    throw SceneStop(token: other.lowerBound, message: Message.sharedLocal(name, launchMethodName))
                }
            }
            if let i = tree.uses(of: launchOptions, in: s).first { throw SceneStop(token: i, message: Message.launchOptionsInWindowCode) }
            if isCompound(s), s.contains(where: { tree.is($0, "return") || tree.is($0, "guard") }) {
                throw SceneStop(token: s.lowerBound, message: Message.conditionalLeaves(launchMethodName))
            }
            if !ownsItsLines(s) { throw SceneStop(token: s.lowerBound, message: Message.sharedLine) }
        }
        // Launch work that came after the window code now runs before it.
        let first = move.min()!
        if let later = units.indices.first(where: { $0 > first && !move.contains($0) && !tree.is(units[$0].lowerBound, "return") }) {
            reviewReasons.append("launch work now runs before the window")
            notes.append((units[later].lowerBound, Message.runsEarlier))
        }
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

    /// `if`, `guard`, `switch`, loops, `do`, `#if`.
    func isCompound(_ s: ClosedRange<Int>) -> Bool {
        let first = s.lowerBound
        for w in ["if", "guard", "switch", "for", "while", "do", "repeat", "defer"] where tree.isText(first, w) { return true }
        return tree.kind(first) == .poundDirective
    }

    func ownsItsLines(_ s: ClosedRange<Int>) -> Bool {
        tree.startsLine(s.lowerBound) && (tree.startsLine(s.upperBound + 1) || tree.kind(s.upperBound + 1) == .rightBrace && tree.startsLine(s.upperBound + 1))
    }

    // MARK: A helper that creates the window

    /// A helper called by the moved code that creates the window gets the
    /// scene's window as a parameter (`setupWindow()` → `setupWindow(in sceneWindow: UIWindow)`).
    mutating func collectCreatingHelper() throws(SceneStop) {
        for s in statements {
            guard let (call, m) = windowHelperCall(in: s), let body = bodyRange(m) else { continue }
            let creations = body.filter(isWindowCreation)
            guard !creations.isEmpty else { continue }
            let name = tree.text(call)
            // Called once, from the launch method.
            let calls = delegate.members.compactMap(bodyRange).flatMap { r in
                r.filter { tree.isText($0, name) && tree.kind($0 + 1) == .leftParen && (tree.isNameUse($0) || tree.is($0 - 2, "self")) }
            }
            guard calls.count == 1 else { throw SceneStop(token: call, message: Message.helperCalledTwice(name)) }
            let md = tree.decls[m]
            guard let open = (md.keyword..<md.body).first(where: { tree.kind($0) == .leftParen }), tree.partner[open] >= 0 else { continue }
            let close = Int(tree.partner[open])
            windowClass = tree.text(creations[0])
            let param = "in \(parameter): \(windowClass)"
            let insert = close == open + 1 ? param : ", " + param
            extraEdits.append(Edit(path: delegate.path, range: Int(tree.tokens[close].start)..<Int(tree.tokens[close].start), replacement: Array(insert.utf8)))
            for c in creations {
                let end = Int(tree.tokens[Int(tree.partner[c + 1])].end)
                extraEdits.append(Edit(path: delegate.path, range: Int(tree.tokens[c].start)..<end, replacement: Array(parameter.utf8)))
            }
            handledCreations.formUnion(creations)
            creatingHelper = name
            return
        }
    }

    // MARK: The window property

    /// A window built in the property's initializer: the property becomes a
    /// plain optional the scene delegate assigns; a `{ let w = UIWindow(…); w.x = …; return w }()`
    /// closure's configuration lines open the install method.
    mutating func collectWindowProperty() throws(SceneStop) {
        guard let w = windowProperty, let r = tree.decls[w].initializer else { return }
        let creations = r.filter(isWindowCreation)
        guard !creations.isEmpty else { return }
        if !(isWindowCreation(r.lowerBound) && Int(tree.partner[r.lowerBound + 1]) == r.upperBound) {
            guard let lines = inlinedWindowClosure(r) else { throw SceneStop(token: tree.decls[w].keyword, message: Message.windowClosure) }
            prelude = lines
        }
        windowClass = tree.text(creations[0])
        handledCreations.formUnion(creations)
        let d = tree.decls[w]
        var k = d.start
        while k < d.keyword {
            if tree.is(k, "lazy") { extraEdits.append(Edit(path: delegate.path, range: Int(tree.tokens[k].start)..<Int(tree.tokens[k + 1].start), replacement: [])) }
            k += 1
        }
        let end = Int(tree.tokens[r.upperBound].end)
        if let t = d.typeAnnotation {
            let optional = tree.kind(t.upperBound) == .postfixQuestion || tree.kind(t.upperBound) == .exclamation || tree.isText(t.upperBound, "?") || tree.isText(t.upperBound, "!")
            let from = optional ? Int(tree.tokens[t.upperBound].end) : Int(tree.tokens[t.lowerBound].start)
            extraEdits.append(Edit(path: delegate.path, range: from..<end, replacement: optional ? [] : Array("\(windowClass)!".utf8)))
        } else {
            extraEdits.append(Edit(path: delegate.path, range: Int(tree.tokens[d.nameToken].end)..<end, replacement: Array(": \(windowClass)!".utf8)))
        }
    }

    /// `{ let w = UIWindow(…); w.x = …; return w }()` → the `w.x = …` lines on
    /// the install method's parameter (nil when the closure is anything else).
    func inlinedWindowClosure(_ r: ClosedRange<Int>) -> [String]? {
        guard tree.kind(r.lowerBound) == .leftBrace, tree.partner[r.lowerBound] >= 0 else { return nil }
        let close = Int(tree.partner[r.lowerBound])
        guard close + 2 == r.upperBound, tree.kind(close + 1) == .leftParen, tree.kind(close + 2) == .rightParen else { return nil }
        let stmts = tree.statements(in: r.lowerBound)
        guard stmts.count >= 2, let first = stmts.first, let last = stmts.last,
              tree.is(first.lowerBound, "let") || tree.is(first.lowerBound, "var"), tree.kind(first.lowerBound + 1) == .identifier,
              tree.is(last.lowerBound, "return"), last.count == 2 else { return nil }
        let name = tree.text(first.lowerBound + 1)
        guard tree.isText(last.upperBound, name), tree.is(first.lowerBound + 2, "="), isWindowCreation(first.lowerBound + 3),
              Int(tree.partner[first.lowerBound + 4]) == first.upperBound else { return nil }
        var lines: [String] = []
        for s in stmts.dropFirst().dropLast() {
            guard tree.isText(s.lowerBound, name), tree.kind(s.lowerBound + 1) == .period, tree.startsLine(s.lowerBound) else { return nil }
            for i in s where tree.is(i, "self") { return nil }
            for i in s.dropFirst() where tree.isText(i, name) && tree.isNameUse(i) { return nil }
            lines.append(parameter + tree.text(from: s.lowerBound + 1, through: s.upperBound))
        }
        return lines
    }

    // MARK: Safety nets

    /// A window created elsewhere in the app delegate (willFinishLaunching, a
    /// helper the launch method does not call) would stay without a scene.
    func checkUnhandledCreations() throws(SceneStop) {
        for m in delegate.members {
            let md = tree.decls[m]
            for i in md.start...md.end where isWindowCreation(i) && !handledCreations.contains(i) && !statements.contains(where: { $0.contains(i) }) {
                throw SceneStop(token: i, message: Message.otherCreation(md.name))
            }
        }
    }

    /// Window code in `application(_:willFinishLaunchingWithOptions:)` (which
    /// runs before the launch method) is not bridged: the window it makes would have no scene.
    func checkWillFinishLaunching() throws(SceneStop) {
        guard let wf = delegate.method("application", label: "willFinishLaunchingWithOptions"), wf != launchMethod, tree.decls[wf].body >= 0 else { return }
        for s in units(tree.decls[wf].body) where touchesWindow(s, [windowName]) {
            throw SceneStop(token: s.lowerBound, message: Message.willFinish)
        }
    }

    /// The window property assigned from something unfold does not replace
    /// (`window = WindowFactory.make()`) would overwrite the scene's window with one that has no scene.
    func checkWindowAssignments() throws(SceneStop) {
        var fromCreation: Set<String> = []
        for s in statements {
            if let l = declaredLocal(s), tree.is(s.lowerBound + 2, "="), isWindowCreation(s.lowerBound + 3) { fromCreation.insert(l) }
            guard assignedNames(s).contains(windowName), declaredLocal(s) == nil else { continue }
            var i = s.lowerBound
            while i < s.upperBound, !(tree.is(i, "=") || tree.kind(i) == .equal) { i += 1 }
            let rhs = i + 1
            guard rhs <= s.upperBound else { continue }
            let simpleLocal = tree.kind(rhs) == .identifier && fromCreation.contains(tree.text(rhs)) && rhs == s.upperBound
            if !isWindowCreation(rhs) && !simpleLocal {
                throw SceneStop(token: rhs, message: Message.unknownWindowSource(Text.short(tree.text(from: rhs, through: s.upperBound), limit: 40)))
            }
        }
    }

    /// Launch work that stays in the launch method and passes the app delegate
    /// out as a call argument (`manager.attach(windowProvider: self)`): code
    /// unfold cannot follow may reach `window` through it, and under scenes it
    /// runs before the window exists (a storyboard's too, loaded at scene
    /// connect). With evidence that it does (the app delegate adopts a project
    /// protocol that requires `window`, or the argument label names a window)
    /// the bridge is refused there; otherwise review, with a note at the site.
    /// Observer registrations (`addObserver(self, …)`, `add(self)`) call back later.
    /// Only launch work that used to see a window counts: all of it in a
    /// storyboard app (UIKit loaded the window before the launch method), else
    /// what came after the window code; launch work before a programmatic
    /// window never had one.
    mutating func checkSelfHandedOut(windowProvider: Bool, storyboard: Bool) throws(SceneStop) {
        guard let df = launchMethod, tree.decls[df].body >= 0 else { return }
        let firstMoved = statements.first?.lowerBound
        let stays = units(tree.decls[df].body).filter { s in !statements.contains(where: { $0.overlaps(s) }) }
        // Launch work after the window code now runs before it: a provider handed
        // out earlier may be used there (`manager.attach(provider: self)`, window, `manager.launch()`).
        let laterWork = firstMoved.map { f in stays.contains { $0.lowerBound > f && !tree.is($0.lowerBound, "return") } } ?? false
        for s in stays {
            let sawWindow = storyboard || firstMoved.map({ s.lowerBound > $0 }) == true
            for i in s where tree.is(i, "self") {
                guard let (callee, label) = callArgument(i, in: s) else { continue }
                if (windowProvider || label.lowercased().contains("window")) && (sawWindow || laterWork) {
                    throw SceneStop(token: i, message: Message.selfToWindowProvider(callee))
                }
                guard sawWindow else { continue }
                if ["addObserver", "add", "addTarget", "register"].contains(callee) { continue }
                if !reviewReasons.contains(Message.selfHandedOutReason) { reviewReasons.append(Message.selfHandedOutReason) }
                notes.append((i, Message.selfHandedOut(callee)))
            }
        }
    }

    /// `self` as a whole call argument (`f(self)`, `f(x: self)`): the callee's name and the label.
    func callArgument(_ i: Int, in s: ClosedRange<Int>) -> (callee: String, label: String)? {
        guard i > s.lowerBound, tree.kind(i + 1) == .comma || tree.kind(i + 1) == .rightParen else { return nil }
        var label = ""
        var before = i - 1
        if tree.kind(before) == .colon, before - 1 >= s.lowerBound, tree.kind(before - 1) == .identifier || tree.kind(before - 1) == .keyword {
            label = tree.text(before - 1)
            before -= 2
        }
        guard tree.kind(before) == .leftParen || tree.kind(before) == .comma else { return nil }
        // The call's `(`: back over the arguments before this one.
        var j = i - 1
        while j >= s.lowerBound {
            switch tree.kind(j) {
            case .rightParen, .rightBracket, .rightBrace:
                guard tree.partner[j] >= 0 else { return nil }
                j = Int(tree.partner[j]) - 1
                continue
            case .leftBracket, .leftBrace:
                return nil
            case .leftParen:
                guard j - 1 >= s.lowerBound, tree.kind(j - 1) == .identifier, !tree.startsLine(j) else { return nil }
                return (tree.text(j - 1), label)
            default:
                j -= 1
            }
        }
        return nil
    }

    /// A `UIWindow` subclass that declares its own designated initializers does not inherit `init(windowScene:)`.
    func checkSubclassInit(declaringInits: Set<String>, at: Int) throws(SceneStop) {
        guard windowClass != "UIWindow" else { return }
        if declaringInits.contains(windowClass) { throw SceneStop(token: at, message: Message.subclassInits(windowClass)) }
    }

    // MARK: The moved text

    /// A moved statement's text in the install method: re-indented, the window
    /// creation → the parameter, `application` → `UIApplication.shared`, the
    /// creating helper's call passes the parameter.
    func rewrite(_ s: ClosedRange<Int>, indent: String, eol: String) -> String {
        var edits: [(Range<Int>, String)] = []
        for i in s {
            if isWindowCreation(i) {
                edits.append((Int(tree.tokens[i].start)..<Int(tree.tokens[Int(tree.partner[i + 1])].end), parameter))
            } else if tree.kind(i) == .identifier, tree.isNameUse(i), tree.isText(i, applicationParameter), tree.kind(i + 1) != .colon {
                edits.append((tree.tokens[i].range, "UIApplication.shared"))
            } else if let helper = creatingHelper, tree.isText(i, helper), tree.kind(i + 1) == .leftParen {
                let close = Int(tree.partner[i + 1])
                edits.append((Int(tree.tokens[close].start)..<Int(tree.tokens[close].start), (close == i + 2 ? "" : ", ") + "in: " + parameter))
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
        static func conditionalLeaves(_ m: String) -> String {
            "This conditional holds window code and leaves \(m) early, so unfold cannot bridge it; move it to the scene delegate by hand."
        }
        static func helperCalledTwice(_ n: String) -> String {
            "The window is created by \(n)(), which is called from more than one place, so unfold cannot hand it the scene's window."
        }
        static func sharedLocal(_ n: String, _ m: String) -> String {
            "This launch work in \(m) uses `\(n)`, which the window code also needs; make `\(n)` a property set before the window code and run unfold again."
        }
        static let runsEarlier = "This launch work used to run after the window code and now runs before the scene connects; check that it does not need the window."
        static let needsWillFinishWindow = "This launch work uses the window or what the window code in willFinishLaunching sets up, and would run before it under scenes; move it by hand."
        static let willFinish = "This window code runs in willFinishLaunching, which unfold does not bridge; move it to didFinishLaunching or the scene delegate by hand."
        static func unknownWindowSource(_ x: String) -> String {
            "The window is assigned from `\(x)`, which unfold cannot create from the window scene; create it in the scene delegate by hand."
        }
        static let windowReadAtLaunch = "This reads the app's windows at launch, where scenes have none yet; it now runs in the install method, once the scene's window exists."
        static func externalWindowRead(_ sites: String) -> String {
            "This reaches the app's windows at launch (\(sites)); it now runs in the install method, once the scene's window exists."
        }
        static func externalKeyWindow(_ sites: String) -> String {
            "This reaches the key window at launch (\(sites)), but none is key before the scene connects and shows one; read the app delegate's window there."
        }
        static func externalWindowCreation(_ site: String) -> String {
            "This reaches a window created in \(site), which would have no scene; create that window from the scene delegate by hand."
        }
        static let windowReadReason = "code that reads the app's windows at launch now runs once the scene's window exists"
        static func keyWindowAtLaunch(_ storyboard: Bool) -> String {
            storyboard
                ? "This reads the key window at launch, but under scenes the storyboard window becomes key only after the scene connects: use the app delegate's window."
                : "This reads the key window at launch, but under scenes no window is key before the scene connects and shows one: use the app delegate's window."
        }
        static func selfToWindowProvider(_ callee: String) -> String {
            "Launch work hands the app delegate to \(callee)() as a window provider, which can reach the window before the scene creates it; bridge by hand."
        }
        static func selfHandedOut(_ callee: String) -> String {
            "Launch work hands the app delegate to \(callee)() before the scene creates the window; check that it does not read the window there."
        }
        static let selfHandedOutReason = "launch work receives the app delegate before its window exists"
        static let sharedLine = "A window statement shares its line with other code; put it on its own line, then run unfold again."
        static let windowClosure = "The window property's initializer is a closure unfold cannot inline; build the window in the scene delegate by hand."
        static let launchOptionsInWindowCode = "The window code reads launchOptions, which is nil when a scene handles the launch; read connectionOptions in the scene delegate by hand."
        static func otherCreation(_ where_: String) -> String {
            "This window is created in \(where_), outside the launch method unfold bridges, so it would have no scene; create it from the scene delegate by hand."
        }
        static func subclassInits(_ c: String) -> String {
            "\(c) declares its own initializers, so it does not inherit init(windowScene:); add one, then run unfold again."
        }
    }
}
