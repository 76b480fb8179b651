import SwiftTree
import UnfoldKit

// Pass-1 scans of the scene-migration transforms (`app-delegate-window`,
// `scene-manifest-missing`): what each declares as its `Facts`.

enum SceneProject {
    /// `Type.member` for each member named one of `names` in a class or extension.
    static func membersNamed(_ names: [String], _ tree: SyntaxTree) -> [String] {
        guard names.contains(where: { tree.containsToken(Array($0.utf8)) }) else { return [] }
        var out: [String] = []
        for (t, td) in tree.decls.enumerated() where td.kind == .class || td.kind == .extension {
            for m in tree.children(of: t) where names.contains(tree.decls[m].name) { out.append(td.name + "." + tree.decls[m].name) }
        }
        return out
    }

    /// Classes with `Window` in their name or inheritance list that declare a
    /// designated initializer (so they do not inherit `init(windowScene:)`).
    static func windowClassesWithInits(_ tree: SyntaxTree) -> [String] {
        guard tree.containsToken(Array("init".utf8)) else { return [] }
        var out: [String] = []
        for (t, td) in tree.decls.enumerated() where td.kind == .class && (td.name.contains("Window") || td.inheritance.contains { $0.contains("Window") }) {
            let inits = tree.children(of: t).filter { tree.decls[$0].kind == .`init` && !tree.decls[$0].modifierWords.contains(.convenience) }
            if !inits.isEmpty { out.append(td.name) }
        }
        return out
    }

    /// Protocols that declare a `window` property (`protocol WindowProvider { var window: UIWindow? { get } }`).
    static func windowProtocols(_ tree: SyntaxTree) -> [String] {
        guard tree.containsToken(Array("protocol".utf8)) else { return [] }
        return tree.decls.enumerated().filter { t, td in
            td.kind == .protocol && tree.children(of: t).contains { tree.decls[$0].kind == .var && tree.decls[$0].name == "window" }
        }.map { $0.1.name }
    }

    /// App-delegate members the scene migration needs to know about wherever
    /// they are declared (a launch method in `AppDelegate+Launch.swift`,
    /// life-cycle methods in another extension): `Type|key|private?` for the
    /// members of `SceneAppDelegate.externalKeys`, and
    /// `Type|var:name:Class:init?` for properties of a `…Window` type.
    static func delegateMembers(_ tree: SyntaxTree) -> [String] {
        guard tree.containsToken(Array("application".utf8)) || tree.containsToken(Array("applicationDidBecomeActive".utf8))
            || tree.containsToken(Array("applicationDidFinishLaunching".utf8)) || tree.containsToken(Array("UIWindow".utf8)) else { return [] }
        var out: [String] = []
        for (t, td) in tree.decls.enumerated() where td.parent == nil && (td.kind == .class || td.kind == .extension) {
            for m in tree.children(of: t) {
                let md = tree.decls[m]
                let hidden = md.modifierWords.contains(.private) || md.modifierWords.contains(.fileprivate) ? "private" : ""
                if md.kind == .func, let key = SceneAppDelegate.externalKey(tree, m) {
                    out.append("\(td.name)|\(key)|\(hidden)")
                } else if md.kind == .func, md.body >= 0, tree.partner[md.body] >= 0,
                          (md.body...Int(tree.partner[md.body])).contains(where: { i in
                              tree.kind(i) == .identifier && (["window", "windows", "keyWindow"].contains(tree.text(i))
                                  || tree.text(i).hasSuffix("Window") && tree.kind(i + 1) == .leftParen)
                          }) {
                    // A helper that reads or creates a window: a launch method in another file may call it.
                    out.append("\(td.name)|touches:\(md.name)|\(hidden)")
                } else if md.kind == .var, !md.isStatic {
                    let annotation = md.typeAnnotation.map { r in r.filter { tree.kind($0) == .identifier }.map { tree.text($0) } } ?? []
                    let created = md.initializer.map { r in r.filter { tree.kind($0) == .identifier && tree.kind($0 + 1) == .leftParen }.map { tree.text($0) } } ?? []
                    guard let cls = (annotation + created).first(where: { $0.hasSuffix("Window") }) else { continue }
                    out.append("\(td.name)|var:\(md.name):\(cls):\(created.contains { $0.hasSuffix("Window") } ? "init" : "")|\(hidden)")
                }
            }
        }
        return out
    }

    /// Types named by `@UIApplicationDelegateAdaptor(X.self)`.
    static func delegateAdaptors(_ tree: SyntaxTree) -> [String] {
        guard tree.containsToken(Array("UIApplicationDelegateAdaptor".utf8)) else { return [] }
        var out: [String] = []
        for d in tree.decls where d.kind == .var && d.attributes.contains("UIApplicationDelegateAdaptor") {
            var k = d.start
            while k < d.keyword {
                if tree.is(k, "UIApplicationDelegateAdaptor"), tree.kind(k + 1) == .leftParen, tree.kind(k + 2) == .identifier {
                    out.append(tree.text(k + 2))
                }
                k += 1
            }
        }
        return out
    }

    /// Classes assigned to a scene configuration's delegate class
    /// (`config.delegateClass = X.self` → `X`; any other value → `?`), and the
    /// literal names of `UISceneConfiguration(name: "…", sessionRole:)` calls.
    static func sceneConfigurations(_ tree: SyntaxTree) -> (classes: [String], names: [String]) {
        guard tree.containsToken(Array("delegateClass".utf8)) || tree.containsToken(Array("UISceneConfiguration".utf8)) else { return ([], []) }
        var classes: [String] = []
        var names: [String] = []
        for k in 1..<max(1, tree.count - 1) {
            if tree.is(k, "delegateClass"), tree.kind(k - 1) == .period, tree.kind(k + 1) == .equal {
                // `X.self` or `Module.X.self`, up to the end of the statement.
                var j = k + 2
                var path: [String] = []
                while tree.kind(j) == .identifier, tree.kind(j + 1) == .period { path.append(tree.text(j)); j += 2 }
                let simple = !path.isEmpty && tree.is(j, "self") && (tree.kind(j + 1) == .eof || tree.startsLine(j + 1) || tree.kind(j + 1) == .semicolon || tree.kind(j + 1) == .rightBrace)
                classes.append(simple ? path.last! : "?")
            } else if tree.is(k, "UISceneConfiguration"), tree.kind(k + 1) == .leftParen, tree.is(k + 2, "name"), tree.kind(k + 3) == .colon,
                      tree.kind(k + 4) == .stringSegment, tree.kind(k + 5) != .interpolationOpen {
                let literal = tree.text(k + 4)
                if literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\""), !literal.contains("\\") {
                    names.append(String(literal.dropFirst().dropLast()))
                }
            }
        }
        return (classes, names)
    }
}
