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

    /// The path of a new file beside the app delegate's.
    func sibling(_ name: String) -> String {
        let dir = file.path.contains("/") ? String(file.path[..<file.path.lastIndex(of: "/")!]) + "/" : ""
        return dir + name + ".swift"
    }

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
