import SwiftTree
import UnfoldKit

/// The app delegate class a scene migration works on (`app-delegate-window`):
/// its members (the class's and those of its extensions in the same file:
/// real apps declare the launch method in `extension AppDelegate:
/// UIApplicationDelegate`), and the lines a member takes with its comments.
struct SceneAppDelegate {
    let path: String
    let tree: SyntaxTree
    /// The class declaration, or (its launch method declared in another
    /// file than the class) that file's extension.
    let d: Int
    /// Members declared in other files (`SceneProject.delegateMembers`): key → (path, private).
    var external: [String: (path: String, isPrivate: Bool)] = [:]
    /// A window property declared in another file: name, class, built in its initializer.
    var externalWindow: (name: String, cls: String, creates: Bool, path: String)?
    /// Functions of other types that reach or create a window (`SceneProject.windowReaders`).
    var windowReaders: [WindowReader] = []

    /// A function that reaches a window through UIApplication or a delegate, or creates one.
    struct WindowReader: Equatable {
        var type: String
        var name: String
        var path: String
        var line: Int
        /// `windows`, `keyWindow`, `window` (a delegate's) or `creates`.
        var kind: String
        /// `File.swift:12`.
        var site: String { (path.split(separator: "/").last.map(String.init) ?? path) + ":\(line)" }
    }

    /// Members whose place matters (`externalKey`): launch, life cycle, handlers, state restoration.
    static let externalLabels = ["didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions", "open", "continue", "performActionFor",
                                 "shouldSaveApplicationState", "shouldSaveSecureApplicationState", "shouldRestoreApplicationState",
                                 "shouldRestoreSecureApplicationState", "viewControllerWithRestorationIdentifierPath"]

    /// `application:open`, `applicationDidBecomeActive`, … for a member function unfold bridges or checks; nil for others.
    static func externalKey(_ tree: SyntaxTree, _ m: Int) -> String? {
        let md = tree.decls[m]
        if md.name == "applicationDidFinishLaunching" || lifeCycleMethods.contains(where: { $0.0 == md.name }) { return md.name }
        guard md.name == "application" else { return nil }
        let signature = tree.text(from: md.keyword, through: md.body >= 0 ? md.body - 1 : md.end)
        // Foundation's `contains` (25,000 instructions each) only where the
        // bytes hold the ASCII needle: it never matches where they do not.
        return externalLabels.indices.first { k in
            let label = externalLabels[k], needles = externalLabelBytes[k]
            return ByteSearch.contains(needles.space, inUTF8Of: signature) && signature.contains(label + " ")
                || ByteSearch.contains(needles.colon, inUTF8Of: signature) && signature.contains(label + ":")
        }.map { "application:" + externalLabels[$0] }
    }

    /// `externalLabels` followed by a space and by a colon, as bytes.
    static let externalLabelBytes = externalLabels.map { (space: Array(($0 + " ").utf8), colon: Array(($0 + ":").utf8)) }

    /// Whether the delegate declares the method here or in another file.
    func declares(_ name: String, label: String? = nil) -> Bool {
        method(name, label: label) != nil || external[label.map { name + ":" + $0 } ?? name] != nil
    }

    var decl: Decl { tree.decls[d] }
    var className: String { decl.name }

    /// App life-cycle methods and their scene versions.
    static let lifeCycleMethods: [(String, String)] = [
        ("applicationDidBecomeActive", "sceneDidBecomeActive"),
        ("applicationWillResignActive", "sceneWillResignActive"),
        ("applicationWillEnterForeground", "sceneWillEnterForeground"),
        ("applicationDidEnterBackground", "sceneDidEnterBackground"),
    ]

    /// Members of the class and of its extensions in this file, in source order.
    var members: [Int] {
        var out = tree.children(of: d)
        for e in tree.extensions(of: className) where e != d {
            out += tree.children(of: e)
        }
        return out.sorted()
    }

    /// A member function of the delegate whose signature contains `label`.
    func method(_ name: String, label: String? = nil) -> Int? {
        members.first { m in
            let md = tree.decls[m]
            guard md.kind == .func, md.name == name else { return false }
            guard let label else { return true }
            let sigEnd = md.body >= 0 ? md.body - 1 : md.end
            return tree.text(from: md.keyword, through: sigEnd).contains(label + " ")
                || tree.text(from: md.keyword, through: sigEnd).contains(label + ":")
        }
    }

    /// The instance property `window`.
    var windowVar: Int? {
        members.first { tree.decls[$0].kind == .var && tree.decls[$0].name == "window" && !tree.decls[$0].isStatic }
    }

    func memberNames() -> Set<String> {
        Set(members.map { tree.decls[$0].name }.filter { !$0.isEmpty })
    }

    /// The name didFinishLaunching gives its launch options.
    func launchOptionsName(_ m: Int) -> String? {
        let md = tree.decls[m]
        var k = md.keyword
        while k < md.body {
            if tree.is(k, "didFinishLaunchingWithOptions") || tree.is(k, "willFinishLaunchingWithOptions") {
                if tree.kind(k + 1) == .identifier { return tree.text(k + 1) }
                if tree.kind(k + 1) == .colon { return tree.text(k) }
            }
            k += 1
        }
        return nil
    }

    /// Lines of member `m` (doc comments and attributes included).
    func memberLinesRange(_ m: Int) -> Range<Int> {
        let md = tree.decls[m]
        let r = tree.lineRange(of: md.start...md.end)
        // Comment lines directly above belong to the member.
        return tree.attachedCommentStart(above: md.start)..<r.upperBound
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
        if let end = tree.blankLineEnd(at: r.upperBound) { return r.lowerBound..<end }
        return r
    }

    /// The edit that deletes member `m` (`memberRemovalRange`).
    func removal(of m: Int) -> Edit {
        Edit(path: path, range: memberRemovalRange(m), replacement: [])
    }
}
