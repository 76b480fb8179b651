import Foundation
import SwiftTree
import UnfoldKit

/// What React Native 0.88+ and Expo SDK 58+ share (issue 21): the launch
/// method of a factory-template app delegate read statement by statement
/// (the factory setup, the window creation, `startReactNative(withModuleName:in:launchOptions:)`,
/// an `#if os(iOS) || os(tvOS)` block around them, and the app's own launch
/// work), the edits that take lines out of the app delegate, and the new
/// SceneDelegate.swift with the target's scene manifest (the generic
/// migration's `AppDelegateMigration.targetPlist` and `SceneManifestEditing`).
/// `ReactNativeSceneShape` and `ExpoSceneShape` write their framework's shape from it.
struct ReactFactoryLaunch {
    let file: FileContext
    let delegate: SceneAppDelegate
    /// The launch method (didFinishLaunching).
    let launch: Int
    /// Its statements.
    let statements: [ClosedRange<Int>]
    /// Index (in `statements`) of the `startReactNative` call.
    let start: Int
    /// The token `startReactNative`.
    let startName: Int
    /// The module name argument, as written (`"HelloWorld"`).
    let moduleName: String
    /// The launch-options argument label token (`launchOptions`) and the last token of its value.
    let launchArgument: ClosedRange<Int>
    /// `window = UIWindow(frame: …)` (or `self.window = …`).
    let windowCreation: Int?
    /// `let window = UIWindow(frame: …)` with `self.window = window`: both statements (the start's `in: window` is then the local).
    let localWindowCreation: [Int]
    /// `#if os(iOS) || os(tvOS)` … `#endif` around the window creation and the start.
    let platformBlock: (open: Int, close: Int)?
    /// The launch method's launch-options parameter name.
    let launchOptionsName: String?

    var tree: SyntaxTree { file.tree }

    /// Reads the launch method of the app delegate `d`; nil when it does not
    /// have the template's single top-level `startReactNative(withModuleName:in:launchOptions:)` into its window.
    init?(file: FileContext, delegate d: Int) {
        self.file = file
        let delegate = SceneAppDelegate(path: file.path, tree: file.tree, d: d)
        self.delegate = delegate
        let tree = file.tree
        guard let m = delegate.method("application", label: "didFinishLaunchingWithOptions"), tree.decls[m].body >= 0 else { return nil }
        launch = m
        let md = tree.decls[m]
        statements = tree.statements(in: md.body)
        launchOptionsName = delegate.launchOptionsName(m)
        let body = md.body...Int(tree.partner[md.body])
        let starts = body.filter { tree.kind($0) == .identifier && tree.is($0, "startReactNative") && tree.kind($0 + 1) == .leftParen }
        guard starts.count == 1, let s = statements.firstIndex(where: { $0.contains(starts[0]) }) else { return nil }
        start = s
        startName = starts[0]
        // The arguments: withModuleName:, in:, launchOptions: (the last).
        let open = startName + 1
        let close = Int(tree.partner[open])
        guard close > open else { return nil }
        var labels: [(label: String, at: Int)] = []
        var k = open + 1
        while k < close {
            if tree.kind(k) == .identifier || tree.kind(k) == .keyword, tree.kind(k + 1) == .colon, tree.kind(k - 1) == .leftParen || tree.kind(k - 1) == .comma {
                labels.append((tree.text(k), k))
            }
            k = tree.nextSibling(k)
        }
        guard labels.map(\.label) == ["withModuleName", "in", "launchOptions"] else { return nil }
        let nameEnd = tree.previousSibling(labels[1].at)  // the comma
        moduleName = tree.text(from: labels[0].at + 2, through: nameEnd - 1)
        let windowArg = tree.text(from: labels[1].at + 2, through: tree.previousSibling(labels[2].at) - 1)
        guard windowArg == "window" || windowArg == "self.window" else { return nil }
        launchArgument = labels[2].at...(close - 1)
        // The window creation: `window = UIWindow(frame: …)`.
        var creation: Int?
        for (i, r) in statements.enumerated() where i != s {
            let t = tree.text(from: r.lowerBound, through: r.upperBound)
            if t.hasPrefix("window = UIWindow(") || t.hasPrefix("self.window = UIWindow(") {
                guard creation == nil else { return nil }
                creation = i
            }
        }
        windowCreation = creation
        var local: [Int] = []
        for (i, r) in statements.enumerated() where i + 1 < statements.count && creation == nil {
            let t = tree.text(from: r.lowerBound, through: r.upperBound)
            let next = tree.text(from: statements[i + 1].lowerBound, through: statements[i + 1].upperBound).replacingOccurrences(of: " ", with: "")
            if t.hasPrefix("let window = UIWindow(") || t.hasPrefix("var window = UIWindow("), next == "self.window=window" {
                local = [i, i + 1]
                break
            }
        }
        localWindowCreation = local
        // `#if os(iOS) || os(tvOS)` … `#endif` holding the start.
        var block: (Int, Int)?
        var o = s - 1
        while o >= 0, tree.kind(statements[o].lowerBound) != .poundDirective { o -= 1 }
        if o >= 0, tree.is(statements[o].lowerBound, "#if") {
            var c = s + 1
            while c < statements.count, tree.kind(statements[c].lowerBound) != .poundDirective { c += 1 }
            guard c < statements.count, tree.is(statements[c].lowerBound, "#endif") else { return nil }
            let condition = tree.text(from: statements[o].lowerBound, through: statements[o].upperBound)
            guard condition.replacingOccurrences(of: " ", with: "") == "#ifos(iOS)||os(tvOS)" else { return nil }
            block = (o, c)
        } else {
            // Any other conditional compilation around the start: not the template.
            var c = s + 1
            while c < statements.count, tree.kind(statements[c].lowerBound) != .poundDirective { c += 1 }
            if c < statements.count, !tree.is(statements[c].lowerBound, "#if") { return nil }
        }
        platformBlock = block
    }

    /// The first token of statement `i`.
    func first(_ i: Int) -> Int { statements[i].lowerBound }

    /// Whether statement `i` uses the window: `window` (the property, not a
    /// member of another value), the app's windows, or the root view controller.
    func touchesWindow(_ i: Int) -> Bool {
        let r = statements[i]
        for k in r where tree.kind(k) == .identifier {
            let word = tree.text(k)
            if word == "window" {
                if tree.kind(k - 1) != .period || tree.is(k - 2, "self") { return true }
            }
            if ["keyWindow", "windows", "rootViewController", "rootView", "connectedScenes"].contains(word) { return true }
        }
        return false
    }

    /// Whether statement `i` is `return …` or `return super.application(…)`.
    func isReturn(_ i: Int) -> Bool { tree.is(first(i), "return") }

    /// Members of the app delegate (other than `allowed`) that statement `i` uses,
    /// and whether it uses `self` beyond them: such a statement cannot move to another class.
    func usesDelegateMembers(_ i: Int, allowed: Set<String>) -> Bool {
        let names = delegate.memberNames().subtracting(allowed)
        let r = statements[i]
        for k in r where tree.kind(k) == .identifier || tree.is(k, "self") {
            if tree.is(k, "self") {
                guard tree.kind(k + 1) == .period, allowed.contains(tree.text(k + 2)) else { return true }
                continue
            }
            if names.contains(tree.text(k)), tree.kind(k - 1) != .period { return true }
        }
        return false
    }

    /// Tokens in the launch method that read the launch options, outside the
    /// start call and a `super.application(…didFinishLaunchingWithOptions: …)` call.
    func launchOptionsReads(except skipped: Set<Int>) -> [Int] {
        guard let name = launchOptionsName else { return [] }
        var out: [Int] = []
        for (i, r) in statements.enumerated() where !skipped.contains(i) {
            let text = tree.text(from: r.lowerBound, through: r.upperBound)
            if text.contains("super.application(") && text.contains("didFinishLaunchingWithOptions:") { continue }
            out += tree.uses(of: name, in: r)
        }
        return out
    }

    /// The lines of statement `i` as written (indentation and line break included).
    func lines(_ i: Int) -> String {
        tree.text(tree.lineRange(of: statements[i]))
    }

    /// The start statement's lines with the launch-options argument replaced by the scene's connection options (React Native 0.88).
    func startLinesWithConnectionOptions() -> String {
        let lineRange = tree.lineRange(of: statements[start])
        let a = Int(tree.tokens[launchArgument.lowerBound].start)
        let b = Int(tree.tokens[launchArgument.upperBound].end)
        return tree.text(lineRange.lowerBound..<a) + "connectionOptions: connectionOptions" + tree.text(b..<lineRange.upperBound)
    }

    /// Whether a blank line comes before statement `i`.
    func blankBefore(_ i: Int) -> Bool {
        let s = tree.lineRange(of: statements[i]).lowerBound
        guard s > 0 else { return false }
        var k = s - 1
        if k >= 0, tree.bytes[k] == 10 { k -= 1 }
        if k >= 0, tree.bytes[k] == 13 { k -= 1 }
        while k >= 0, tree.bytes[k] == 32 || tree.bytes[k] == 9 { k -= 1 }
        return k < 0 || tree.bytes[k] == 10 || tree.bytes[k] == 13
    }

    /// Edits that delete the given statements' lines (and member
    /// declarations' `memberLines`): neighbours separated only by blank lines
    /// go as one group, and a group between two blank lines (or after the
    /// opening brace) takes the blank line after it, so no double blank line is left.
    static func removals(_ ranges: [Range<Int>], in tree: SyntaxTree, path: String) -> [Edit] {
        let b = tree.bytes
        func isBlank(_ r: Range<Int>) -> Bool { b[r].allSatisfy { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 } }
        var groups: [Range<Int>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = groups.last, last.upperBound <= r.lowerBound, isBlank(last.upperBound..<r.lowerBound) {
                groups[groups.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                groups.append(r)
            }
        }
        // Whether the line at `offset` holds only a closing brace.
        func nextLineCloses(_ offset: Int) -> Bool {
            var k = offset
            while k < b.count, b[k] == 32 || b[k] == 9 { k += 1 }
            return k < b.count && b[k] == UInt8(ascii: "}")
        }
        return groups.map { g in
            var g = g
            // The line before the group: blank, or ending with `{`.
            var prevStart = g.lowerBound
            if prevStart > 0, b[prevStart - 1] == 10 { prevStart -= 1 }
            if prevStart > 0, b[prevStart - 1] == 13 { prevStart -= 1 }
            while prevStart > 0, b[prevStart - 1] != 10, b[prevStart - 1] != 13 { prevStart -= 1 }
            let prevLine = String(decoding: b[prevStart..<g.lowerBound], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let blankBefore = g.lowerBound > 0 && prevLine.isEmpty
            let afterBrace = prevLine.hasSuffix("{")
            if blankBefore || afterBrace, let end = tree.blankLineEnd(at: g.upperBound) {
                g = g.lowerBound..<end
            } else if blankBefore, nextLineCloses(g.upperBound) {
                // The last member of a type: the blank line before it goes.
                g = prevStart..<g.upperBound
            }
            return Edit(path: path, range: g, replacement: [])
        }
    }

    /// The target's Info.plist edits for a manifest naming `delegateClass`
    /// (and the other app targets' plists), with `AppDelegateMigration`'s
    /// checks; a stop when the plist is missing, generated, binary, an
    /// extension's, or loads a main storyboard (a framework app makes its window in code).
    func manifestEdits(delegateClass: String) throws(SceneStop) -> [Edit] {
        let migration = AppDelegateMigration(file: file, delegate: delegate.d, takenInstallNames: [], windowClassesWithInits: [])
        let at = nameToken
        let plist = try migration.targetPlist(at)
        if plist.generated != nil {
            throw SceneStop(token: at, message: "\(delegate.className) starts React Native in its window, but the Info.plist is generated: add the scene manifest by hand.")
        }
        var edits: [Edit] = []
        for p in [plist] + (try migration.otherAppPlists(plist, at: at)) {
            if let sb = p.facts.mainStoryboard {
                throw SceneStop(token: at, message: "\(delegate.className) starts React Native in code, but \(AppDelegateMigration.shortPath(p.path)) also loads storyboard \(sb): migrate by hand.")
            }
            let edit = p.facts.hasSceneManifest
                ? SceneManifestEditing.completion(path: p.path, bytes: p.bytes, delegateClass: delegateClass, storyboard: nil)
                : SceneManifestEditing.insertion(path: p.path, bytes: p.bytes, delegateClass: delegateClass, storyboard: nil)
            guard let edit else { throw SceneStop(token: at, message: AppDelegateMigration.Message.plistShape(p.path)) }
            edits.append(edit)
        }
        return edits
    }

    /// The app delegate's name token.
    var nameToken: Int { delegate.decl.nameToken >= 0 ? delegate.decl.nameToken : delegate.decl.keyword }

    /// The app delegate file's imports, one a line.
    var imports: String {
        let eol = tree.lineEnding
        let text = tree.decls.filter { $0.kind == .import && $0.parent == nil }.map { tree.text(from: $0.start, through: $0.end) + eol }.joined()
        return text.isEmpty ? "import UIKit" + eol : text
    }

    /// The scene delegate's name (`AppDelegateMigration.sceneDelegateName`).
    func sceneDelegateName() -> String {
        AppDelegateMigration(file: file, delegate: delegate.d, takenInstallNames: [], windowClassesWithInits: []).sceneDelegateName()
    }

    /// A line (1-based) of token `k`, for messages.
    func line(_ k: Int) -> Int { tree.location(of: Int(tree.tokens[k].start)).line }
}

/// The writer React Native and Expo share: what stays in the app delegate,
/// what moves, what is reported, and the fix.
struct ReactSceneWriter {
    let launch: ReactFactoryLaunch
    /// Expo: the factory stays in the app delegate, the scene delegate is an `ExpoAppSceneDelegate` subclass.
    let expo: Bool
    /// The framework and version, for messages (`React Native 0.88.1`).
    let label: String

    var tree: SyntaxTree { launch.tree }
    var file: FileContext { launch.file }
    var className: String { launch.delegate.className }
    var eol: String { tree.lineEnding }
    var unit: String { tree.indentUnit }

    /// The factory statements (React Native): `let d = X()`, `let f = RCTReactNativeFactory(delegate: d)`,
    /// the statements that start with `d.` or `f.` or assign the factory properties, with those properties.
    func factorySetup() -> (statements: [Int], properties: [Int], delegateClass: String?)? {
        var locals: Set<String> = []
        var properties: Set<String> = ["reactNativeDelegate", "reactNativeFactory"]
        var out: [Int] = []
        var delegateClass: String?
        for (i, r) in launch.statements.enumerated() where i != launch.start {
            let text = tree.text(from: r.lowerBound, through: r.upperBound)
            if text.contains("RCTReactNativeFactory(") {
                // `let factory = RCTReactNativeFactory(delegate: delegate)`, or a property assigned it.
                if tree.is(r.lowerBound, "let") || tree.is(r.lowerBound, "var") { locals.insert(tree.text(r.lowerBound + 1)) }
                else if tree.kind(r.lowerBound) == .identifier { properties.insert(tree.text(r.lowerBound)) }
                out.append(i)
                // Its delegate argument: a local created before.
                if let a = text.range(of: "RCTReactNativeFactory(delegate: ") {
                    let arg = text[a.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if arg == "self" { return nil }
                    locals.insert(String(arg))
                }
                continue
            }
        }
        guard !out.isEmpty else { return nil }
        for (i, r) in launch.statements.enumerated() where i != launch.start && !out.contains(i) {
            let head = r.lowerBound
            let text = tree.text(from: r.lowerBound, through: r.upperBound)
            if tree.is(head, "let") || tree.is(head, "var"), locals.contains(tree.text(head + 1)) {
                out.append(i)
                if let eq = text.firstIndex(of: "=") {
                    let value = text[text.index(after: eq)...].trimmingCharacters(in: .whitespaces)
                    if value.hasSuffix("()") { delegateClass = String(value.dropLast(2)) }
                }
                continue
            }
            var k = head
            if tree.is(k, "self"), tree.kind(k + 1) == .period { k += 2 }
            if tree.kind(k) == .identifier, locals.contains(tree.text(k)) || properties.contains(tree.text(k)) {
                // `delegate.dependencyProvider = …`, `factory.x = …`, `reactNativeFactory = factory`.
                if tree.kind(k + 1) == .period || tree.kind(k + 1) == .equal { out.append(i) }
            }
        }
        // A local only the factory statements read (`let devMenuConfiguration = …`) moves with them.
        for (i, r) in launch.statements.enumerated() where i != launch.start && !out.contains(i) {
            guard tree.is(r.lowerBound, "let") || tree.is(r.lowerBound, "var"), tree.kind(r.lowerBound + 1) == .identifier else { continue }
            let name = tree.text(r.lowerBound + 1)
            let readers = launch.statements.indices.filter { $0 != i && !tree.uses(of: name, in: launch.statements[$0]).isEmpty }
            if !readers.isEmpty, readers.allSatisfy({ out.contains($0) }) { out.append(i) }
        }
        let props = launch.delegate.members.filter { m in
            let md = tree.decls[m]
            return md.kind == .var && !md.isStatic && properties.contains(md.name)
        }
        return (out.sorted(), props, delegateClass)
    }

    func run() -> [Finding] {
        let at = launch.nameToken
        var findings: [Finding] = []
        var reviewReasons: [String] = []
        /// Lines that block the fix: reported at their line, with no fix.
        var blockers: [Finding] = []
        let s = launch.start
        var moved: Set<Int> = [s]
        if let w = launch.windowCreation { moved.insert(w) }
        moved.formUnion(launch.localWindowCreation)
        var removedDirectives: [Int] = []
        if let b = launch.platformBlock { removedDirectives = [b.open, b.close] }
        // React Native: the factory setup moves with the start.
        var factory: (statements: [Int], properties: [Int], delegateClass: String?)?
        if !expo {
            guard var f = factorySetup() else {
                return [file.finding(at: at, "\(label) supports scenes, but \(className) does not create its factory as the template does: move the start to a SceneDelegate by hand.")]
            }
            // An `#if` … `#endif` holding only factory setup (`#if DEBUG` dev-menu settings) moves whole.
            var open: Int?
            for (i, r) in launch.statements.enumerated() where tree.kind(r.lowerBound) == .poundDirective {
                if tree.is(r.lowerBound, "#if") { open = i; continue }
                if tree.is(r.lowerBound, "#endif"), let o = open, o + 1 < i,
                   ((o + 1)..<i).allSatisfy({ f.statements.contains($0) }) {
                    f.statements = (f.statements + [o, i]).sorted()
                }
                open = nil
            }
            factory = f
            moved.formUnion(f.statements)
            // The factory setup must not use the app delegate's other members.
            let allowed = Set(f.properties.map { tree.decls[$0].name } + ["window"])
            for i in f.statements where launch.usesDelegateMembers(i, allowed: allowed) {
                blockers.append(file.finding(at: launch.first(i), "This factory setup uses \(className)'s members, so it cannot move to the scene delegate with the start; move it by hand."))
            }
            // The factory properties read elsewhere in the app delegate would be nil.
            let launchRange = tree.decls[launch.launch].start...tree.decls[launch.launch].end
            for p in f.properties {
                let name = tree.decls[p].name
                for m in launch.delegate.members where m != p && !launchRange.contains(tree.decls[m].start) {
                    let md = tree.decls[m]
                    if let use = tree.uses(of: name, in: md.start...md.end).first {
                        blockers.append(file.finding(at: use, "\(className) reads \(name) here, which now belongs to the scene delegate; update this use by hand."))
                    }
                }
            }
        }
        // The app's own launch work.
        var windowWork: [Int] = []
        for i in launch.statements.indices where !moved.contains(i) && !removedDirectives.contains(i) && !launch.isReturn(i) {
            guard launch.touchesWindow(i) else {
                if i > s {
                    reviewReasons.append("launch work after the start now runs before it")
                    findings.append(file.finding(at: launch.first(i), "This launch work ran after startReactNative and now runs before the scene starts React Native; check it needs no window."))
                }
                continue
            }
            let inBlock = launch.platformBlock.map { $0.open < i && i < $0.close } ?? true
            let allowed: Set<String> = ["window"]
            if i > s, inBlock, !launch.usesDelegateMembers(i, allowed: allowed) {
                windowWork.append(i)
                moved.insert(i)
                reviewReasons.append("window work moved after the scene's start")
                findings.append(file.finding(at: launch.first(i), "This window work moves to \(launch.sceneDelegateName()) after the start, where the scene's window exists."))
            } else {
                blockers.append(file.finding(at: launch.first(i), i < s ? "This launch work uses the window before React Native starts; under scenes the window is the scene's: move it by hand."
                                                                       : "This window work uses \(className)'s members, so it cannot move to the scene delegate; move it by hand."))
            }
        }
        for k in launch.launchOptionsReads(except: moved) {
            reviewReasons.append("launch options read")
            findings.append(file.finding(at: k, "Under scenes the launch options carry no URL or user activity; read them from connectionOptions in the scene delegate."))
        }
        // URL and user-activity handlers.
        var removedMembers: [Int] = factory?.properties ?? []
        var handlerNotes: [Finding] = []
        if !expo {
            for (label, template) in [("open", "RCTLinkingManager.application("), ("continue", "RCTLinkingManager.application(")] {
                guard let m = launch.delegate.method("application", label: label) else { continue }
                let md = tree.decls[m]
                let body = md.body >= 0 ? tree.statements(in: md.body) : []
                let text = body.map { tree.text(from: $0.lowerBound, through: $0.upperBound) }
                if body.count == 1, text[0].hasPrefix("return " + template) {
                    removedMembers.append(m)
                } else {
                    reviewReasons.append("a custom URL handler")
                    handlerNotes.append(file.finding(at: md.nameToken >= 0 ? md.nameToken : md.keyword,
                                                     "Under scenes this handler no longer runs; \(launch.sceneDelegateName()) passes links to RCTLinkingManager only: move its own logic there."))
                }
            }
        }
        findings += handlerNotes
        // Locals declared by moved lines must not be read by lines that stay, and
        // moved lines must not read the launch method's parameters (the scene has none of them).
        let movedLocals = moved.compactMap { i -> String? in
            let h = launch.first(i)
            return (tree.is(h, "let") || tree.is(h, "var")) && tree.kind(h + 1) == .identifier ? tree.text(h + 1) : nil
        }
        for i in launch.statements.indices where !moved.contains(i) && !removedDirectives.contains(i) {
            if let name = movedLocals.first(where: { !tree.uses(of: $0, in: launch.statements[i]).isEmpty }) {
                blockers.append(file.finding(at: launch.first(i), "This line reads \(name), which moves to the scene delegate with the factory setup; move it by hand."))
            }
        }
        let stayingLocals = launch.statements.indices.filter { !moved.contains($0) }.compactMap { i -> String? in
            let h = launch.first(i)
            return (tree.is(h, "let") || tree.is(h, "var")) && tree.kind(h + 1) == .identifier ? tree.text(h + 1) : nil
        }
        for i in moved.sorted() where expo ? windowWork.contains(i) : true {
            if let name = stayingLocals.first(where: { !tree.uses(of: $0, in: launch.statements[i]).isEmpty }) {
                blockers.append(file.finding(at: launch.first(i), "This line reads \(name), a local that stays in the launch method; move it to the scene delegate by hand."))
            }
        }
        let parameters = ["application", launch.launchOptionsName].compactMap { $0 }
        for i in moved.sorted() where i != s && (expo ? windowWork.contains(i) : true) {
            if let p = parameters.first(where: { !tree.uses(of: $0, in: launch.statements[i]).isEmpty }) {
                blockers.append(file.finding(at: launch.first(i), "This line reads the launch method's \(p), which the scene delegate does not have; move it by hand."))
            }
        }
        // A moved line inside another `#if` … `#endif` would leave the directives behind.
        // The open `#if`s: whether each moves (or is the platform block, which goes).
        var stack: [Bool] = []
        for (i, r) in launch.statements.enumerated() {
            let head = r.lowerBound
            if tree.kind(head) == .poundDirective {
                if tree.is(head, "#if") {
                    stack.append(moved.contains(i) || launch.platformBlock?.open == i)
                } else if tree.is(head, "#endif"), !stack.isEmpty {
                    stack.removeLast()
                }
                continue
            }
            if stack.contains(false), moved.contains(i) {
                blockers.append(file.finding(at: head, "This line is inside #if … #endif and would move without its condition; move it to the scene delegate by hand."))
            }
        }
        if !blockers.isEmpty {
            let head = file.finding(at: at, "\(label) supports scenes, but \(blockers.count) line\(blockers.count == 1 ? "" : "s") of \(className) cannot move to a scene delegate safely (reported there).")
            return [head] + blockers + findings.filter { f in !blockers.contains { $0.offset == f.offset } }
        }
        // The fix.
        let sceneName = launch.sceneDelegateName()
        var edits: [Edit] = []
        var lineRanges = moved.union(removedDirectives).map { tree.lineRange(of: launch.statements[$0]) }
        lineRanges += removedMembers.map { launch.delegate.memberLinesRange($0) }
        edits += ReactFactoryLaunch.removals(lineRanges, in: tree, path: file.path)
        let source: String
        if expo {
            guard let providerEdits = expoProviderEdits() else {
                return [file.finding(at: at, "\(label) supports scenes, but \(className)'s window or reactNativeFactory cannot serve ExpoReactNativeFactoryProvider; adopt it by hand.")]
            }
            edits += providerEdits
            source = expoSceneDelegate(sceneName, windowWork: windowWork)
        } else {
            source = reactNativeSceneDelegate(sceneName, factory: factory!, windowWork: windowWork)
        }
        do throws(SceneStop) {
            edits += try launch.manifestEdits(delegateClass: sceneName)
        } catch {
            return [file.finding(at: error.token, error.message)]
        }
        let placed = SceneDelegatePlacement.place(source, named: sceneName, after: launch.delegate.decl, in: file)
        let newPath = placed.path
        edits += placed.edits
        let safety: FixSafety = reviewReasons.isEmpty ? .safe : .review
        let fix = Fix(safety: safety, title: "adopt \(expo ? "Expo" : "React Native")'s scene shape: \(sceneName) in \(newPath), scene manifest in the Info.plist",
                      edits: edits, creations: placed.creations)
        let what = expo ? "its window block moves to an ExpoAppSceneDelegate subclass" : "React Native now starts in a SceneDelegate with the connection options"
        var message = "\(label) supports scenes: \(what)."
        var reasons: [String] = []
        for r in reviewReasons where !reasons.contains(r) { reasons.append(r) }
        while !reasons.isEmpty {
            let long = "\(label) supports scenes: \(what) (review: \(reasons.joined(separator: ", ")))."
            if long.count <= 160 { message = long; break }
            reasons.removeLast()
        }
        return [file.finding(at: at, message, fix: fix)] + findings
    }

    /// Lines of the statements `list`, with the blank lines between them kept.
    func statementLines(_ list: [Int]) -> String {
        var out = ""
        for (n, i) in list.enumerated() {
            if n > 0, launch.blankBefore(i) { out += eol }
            out += launch.lines(i)
        }
        return out
    }

    /// The React Native 0.88 SceneDelegate.swift.
    func reactNativeSceneDelegate(_ name: String, factory: (statements: [Int], properties: [Int], delegateClass: String?), windowWork: [Int]) -> String {
        let inner = unit + unit
        var out = launch.imports + eol
        out += "class \(name): UIResponder, UIWindowSceneDelegate {" + eol
        out += unit + "var window: UIWindow?" + eol
        for p in factory.properties {
            let md = tree.decls[p]
            out += unit + tree.text(from: md.start, through: md.end) + eol
        }
        out += eol
        out += unit + "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {" + eol
        out += inner + "guard let windowScene = scene as? UIWindowScene else { return }" + eol + eol
        out += statementLines(factory.statements) + eol
        out += inner + "window = UIWindow(windowScene: windowScene)" + eol
        if launch.delegate.windowVar != nil {
            // The app delegate's window too, for code that reads it (the generic migration's `appDelegate.window = window`).
            out += inner + "if let appDelegate = UIApplication.shared.delegate as? \(className) {" + eol
            out += inner + unit + "appDelegate.window = window" + eol
            out += inner + "}" + eol
        }
        out += eol + launch.startLinesWithConnectionOptions()
        if !windowWork.isEmpty { out += eol + statementLines(windowWork) }
        out += unit + "}" + eol + eol
        out += unit + "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {" + eol
        out += inner + "RCTLinkingManager.scene(scene, openURLContexts: URLContexts)" + eol
        out += unit + "}" + eol + eol
        out += unit + "func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {" + eol
        out += inner + "RCTLinkingManager.scene(scene, continue: userActivity)" + eol
        out += unit + "}" + eol
        out += "}" + eol
        return out
    }

    /// The Expo SDK 58 SceneDelegate.swift: an `ExpoAppSceneDelegate` subclass
    /// (which makes the window and starts React Native from the app delegate's
    /// factory), overriding willConnectTo only for window work that moved.
    func expoSceneDelegate(_ name: String, windowWork: [Int]) -> String {
        var out = launch.imports + eol
        out += "class \(name): ExpoAppSceneDelegate {" + eol
        if !windowWork.isEmpty {
            out += unit + "override func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {" + eol
            out += unit + unit + "super.scene(scene, willConnectTo: session, options: connectionOptions)" + eol
            out += statementLines(windowWork)
            out += unit + "}" + eol
        }
        out += "}" + eol
        return out
    }

    /// Expo: the app delegate conforms to `ExpoReactNativeFactoryProvider`
    /// (how `ExpoAppSceneDelegate` finds the factory), its window and factory
    /// properties public when the class is, and the module name when it is not `"main"`.
    func expoProviderEdits() -> [Edit]? {
        var edits: [Edit] = []
        // The protocol's requirements: `var window: UIWindow? { get set }`, `var reactNativeFactory: RCTReactNativeFactory? { get }`.
        for (name, type) in [("window", "UIWindow?"), ("reactNativeFactory", "RCTReactNativeFactory?")] {
            guard let m = launch.delegate.members.first(where: { tree.decls[$0].kind == .var && tree.decls[$0].name == name && !tree.decls[$0].isStatic }) else {
                if name == "window" { continue }  // inherited
                return nil
            }
            let md = tree.decls[m]
            guard let t = md.typeAnnotation, tree.text(from: t.lowerBound, through: t.upperBound).replacingOccurrences(of: " ", with: "").hasSuffix(type),
                  !md.modifiers.contains("private"), !md.modifiers.contains("fileprivate") else { return nil }
        }
        let decl = launch.delegate.decl
        guard !decl.inheritance.contains("ExpoReactNativeFactoryProvider") else { return [] }
        // After the last inherited name, before the body's `{`.
        var k = decl.body - 1
        while k > decl.keyword, tree.kind(k) != .identifier { k -= 1 }
        let end = Int(tree.tokens[k].end)
        edits.append(Edit(path: file.path, range: end..<end, replacement: Array(", ExpoReactNativeFactoryProvider".utf8)))
        let isPublic = decl.modifiers.contains("public") || decl.modifiers.contains("open")
        var lastProperty: Int?
        for m in launch.delegate.members where tree.decls[m].kind == .var && ["window", "reactNativeFactory"].contains(tree.decls[m].name) {
            lastProperty = m
            let md = tree.decls[m]
            if isPublic, !md.modifiers.contains("public"), !md.modifiers.contains("open") {
                let at = Int(tree.tokens[md.keyword].start)
                edits.append(Edit(path: file.path, range: at..<at, replacement: Array("public ".utf8)))
            }
        }
        if launch.moduleName != "\"main\"", let p = lastProperty {
            let r = tree.lineRange(of: tree.decls[p].start...tree.decls[p].end)
            let line = unit + (isPublic ? "public " : "") + "var reactNativeFactoryModuleName: String { \(launch.moduleName) }" + eol
            edits.append(Edit(path: file.path, range: r.upperBound..<r.upperBound, replacement: Array(line.utf8)))
        }
        return edits
    }
}
