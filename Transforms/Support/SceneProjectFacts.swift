import SwiftTree
import UnfoldKit

// Pass-1 scans of the scene-migration transforms (`app-delegate-window`,
// `scene-manifest-missing`): what each declares as its `Facts`. They run on
// every file: each asks the word filter first ("maybe" is enough, the scan
// that follows is exact; `containsToken` would confirm a common word such as
// `window` with a scan of every token). Declarations are read in place by
// index: a `Decl` copied per declaration (strings and arrays retained) was
// most of these scans.

enum SceneProject {
    /// `Type.member` for each member named one of `names` in a class or extension.
    static func membersNamed(_ names: [String], _ tree: SyntaxTree) -> [String] {
        guard names.contains(where: { tree.words.mayContain($0) }) else { return [] }
        var out: [String] = []
        for t in tree.decls.indices where tree.decls[t].kind == .class || tree.decls[t].kind == .extension {
            for m in tree.children(of: t) where names.contains(tree.decls[m].name) { out.append(tree.decls[t].name + "." + tree.decls[m].name) }
        }
        return out
    }

    /// Classes with `Window` in their name or inheritance list that declare a
    /// designated initializer (so they do not inherit `init(windowScene:)`).
    static func windowClassesWithInits(_ tree: SyntaxTree) -> [String] {
        guard tree.words.mayContain("init") else { return [] }
        var out: [String] = []
        for t in tree.decls.indices where tree.decls[t].kind == .class {
            let td = tree.decls[t]
            guard Self.mentionsWindow(td.name) || td.inheritance.contains(where: Self.mentionsWindow) else { continue }
            let inits = tree.children(of: t).filter { tree.decls[$0].kind == .`init` && !tree.decls[$0].modifierWords.contains(.convenience) }
            if !inits.isEmpty { out.append(td.name) }
        }
        return out
    }

    /// Protocols that declare a `window` property (`protocol WindowProvider { var window: UIWindow? { get } }`).
    static func windowProtocols(_ tree: SyntaxTree) -> [String] {
        guard tree.words.mayContain("protocol") else { return [] }
        return tree.decls.indices.filter { t in
            tree.decls[t].kind == .protocol && tree.children(of: t).contains { tree.decls[$0].kind == .var && tree.decls[$0].name == "window" }
        }.map { tree.decls[$0].name }
    }

    /// App-delegate members the scene migration needs to know about wherever
    /// they are declared (a launch method in `AppDelegate+Launch.swift`,
    /// life-cycle methods in another extension): `Type|key|private?` for the
    /// members of `SceneAppDelegate.externalKeys`, and
    /// `Type|var:name:Class:init?` for properties of a `…Window` type.
    static func delegateMembers(_ tree: SyntaxTree) -> [String] {
        guard tree.words.mayContain("application") || tree.words.mayContain("applicationDidBecomeActive")
            || tree.words.mayContain("applicationDidFinishLaunching") || tree.words.mayContain("UIWindow") else { return [] }
        var out: [String] = []
        for t in tree.decls.indices where tree.decls[t].parent == nil && (tree.decls[t].kind == .class || tree.decls[t].kind == .extension) {
            let td = tree.decls[t]
            for m in tree.children(of: t) {
                let md = tree.decls[m]
                let hidden = md.isFilePrivate ? "private" : ""
                if md.kind == .func, let key = SceneAppDelegate.externalKey(tree, m) {
                    out.append("\(td.name)|\(key)|\(hidden)")
                } else if md.kind == .func, md.body >= 0, tree.partner[md.body] >= 0,
                          (md.body...Int(tree.partner[md.body])).contains(where: { i in
                              tree.kind(i) == .identifier && (tree.is(i, "window") || tree.is(i, "windows") || SceneWindowSetup.readsKeyWindow(tree, i)
                                  || Self.endsInWindow(tree, i) && tree.kind(i + 1) == .leftParen)
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

    /// Functions and initializers of this file that reach a window without
    /// naming a window property: `….windows`, `….keyWindow`, a delegate's
    /// `window` (`(UIApplication.shared.delegate as? AppDelegate)?.window`,
    /// `appDelegate.window`), or that create one (`UIWindow(frame:)`, a
    /// `…Window(…)`), directly or through a function of the same type in this
    /// file: `Type|name|line|kind` (`Type` empty for a global function, `name`
    /// `init` for an initializer, kind `windows`, `keyWindow`, `window` or
    /// `creates`). A launch method in another file that calls one finds no
    /// window under scenes before the scene connects (issue 16 item 4).
    static func windowReaders(_ tree: SyntaxTree) -> [String] {
        let words = tree.words
        guard words.mayContain(Self.windowWords.windows) || words.mayContain(Self.windowWords.keyWindow)
            || words.mayContain(Self.windowWords.isKeyWindow) || words.mayContain(Self.windowWords.window) || words.mayContain(Self.windowWords.uiWindow) else { return [] }
        struct Fn { var type: String; var name: String; var body: ClosedRange<Int>; var sites: Set<[Int]>; var calls: Set<String> = [] }
        var fns: [Fn] = []
        for d in tree.decls.indices where (tree.decls[d].kind == .func || tree.decls[d].kind == .`init`) && tree.decls[d].body >= 0
            && tree.partner[tree.decls[d].body] >= 0 {
            let md = tree.decls[d]
            let body = md.body...Int(tree.partner[md.body])
            // The sites first, with no text made for the common identifier.
            var sites: Set<[Int]> = []
            for i in body where tree.kind(i) == .identifier {
                if tree.kind(i + 1) == .leftParen, !tree.startsLine(i + 1) {
                    if Self.createsWindow(tree, i) {
                        sites.insert([tree.location(of: Int(tree.tokens[i].start)).line, 3])
                    }
                    continue
                }
                guard tree.kind(i - 1) == .period, !tree.is(i - 2, "self") else { continue }
                if tree.is(i, "windows") || SceneWindowSetup.readsKeyWindow(tree, i) {
                    sites.insert([tree.location(of: Int(tree.tokens[i].start)).line, tree.is(i, "windows") ? 0 : 1])
                } else if tree.is(i, "window"), (max(body.lowerBound, i - 10)..<i).contains(where: { tree.kind($0) == .identifier && tree.text($0).lowercased().hasSuffix("delegate") }) {
                    sites.insert([tree.location(of: Int(tree.tokens[i].start)).line, 2])
                }
            }
            // The enclosing type (a nested function belongs to its outer function's type).
            var p = md.parent
            while let q = p, tree.decls[q].kind == .func || tree.decls[q].kind == .`init` || tree.decls[q].kind == .var { p = tree.decls[q].parent }
            let type = p.map { tree.decls[$0].name } ?? ""
            fns.append(Fn(type: type, name: md.kind == .`init` ? "init" : md.name, body: body, sites: sites))
        }
        guard fns.contains(where: { !$0.sites.isEmpty }) else { return [] }
        // The calls (not the window creations), for the propagation below.
        for k in fns.indices {
            for i in fns[k].body where tree.kind(i) == .identifier && tree.kind(i + 1) == .leftParen && !tree.startsLine(i + 1) {
                if !Self.createsWindow(tree, i) { fns[k].calls.insert(tree.text(i)) }
            }
        }
        guard fns.contains(where: { !$0.sites.isEmpty }) else { return [] }
        // Through functions of the same type in this file (each function
        // compared with those of its type only, no function copied; the
        // fixed point does not depend on the order).
        let sameType = Dictionary(grouping: fns.indices, by: { fns[$0].type })
        var changed = true
        while changed {
            changed = false
            for k in fns.indices {
                for o in sameType[fns[k].type] ?? [] where fns[k].calls.contains(fns[o].name) && !fns[o].sites.isSubset(of: fns[k].sites) {
                    let more = fns[o].sites
                    fns[k].sites.formUnion(more)
                    changed = true
                }
            }
        }
        let kinds = ["windows", "keyWindow", "window", "creates"]
        var out: [String] = []
        for f in fns {
            for s in f.sites.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                let entry = "\(f.type)|\(f.name)|\(s[0])|\(kinds[s[1]])"
                if !out.contains(entry) { out.append(entry) }
            }
        }
        return out
    }

    private static let windowBytes: [UInt8] = Array("Window".utf8)

    /// Whether `name` contains `Window` (its bytes: Foundation's `contains`
    /// was most of this scan, and the generic `firstRange(of:)` 40,000
    /// instructions a name where the optimizer did not specialise it).
    static func mentionsWindow(_ name: String) -> Bool {
        ByteSearch.contains(windowBytes, inUTF8Of: name)
    }

    /// The words a file needs for a `windowReaders` site, hashed once.
    static let windowWords = (windows: WordFilter.Key("windows"), keyWindow: WordFilter.Key("keyWindow"), isKeyWindow: WordFilter.Key("isKeyWindow"),
                              window: WordFilter.Key("window"), uiWindow: WordFilter.Key("UIWindow"))

    /// Whether the call at identifier `i` makes a window: `UIWindow(…)` or
    /// another `…Window(…)` type, not `UIWindow(windowScene:)`.
    static func createsWindow(_ tree: SyntaxTree, _ i: Int) -> Bool {
        // The name's last bytes first: most calls are not `…Window(…)`.
        endsInWindow(tree, i) && tree.kind(i - 1) != .period && !tree.is(i + 2, "windowScene") && tree.text(i).first?.isUppercase == true
    }

    /// Whether identifier `i` ends in `Window` (no text made).
    static func endsInWindow(_ tree: SyntaxTree, _ i: Int) -> Bool {
        tree.tokenHasSuffix(i, windowBytes)
    }

    /// Sites of this file that install the root UI in a window reached
    /// through `….windows`, `….keyWindow` or a delegate's `window` in the same
    /// expression (`UIApplication.shared.windows.first?.rootViewController = …`,
    /// `….keyWindow?.makeKeyAndVisible()`): `Type|line|offset|column|via`
    /// (`Type` the enclosing type, empty at file level; `via` `windows`,
    /// `keyWindow` or `window`). Launch code that reaches one through a
    /// receiver unfold does not follow would leave the scene's window empty.
    static func windowInstalls(_ tree: SyntaxTree) -> [String] {
        guard tree.words.mayContain("rootViewController") || tree.words.mayContain("makeKeyAndVisible") else { return [] }
        var out: [String] = []
        for i in tree.tokens.indices where tree.kind(i) == .identifier && tree.kind(i - 1) == .period {
            // The token's bytes, no text made for every member name.
            guard tree.is(i, "rootViewController") && tree.kind(i + 1) == .equal
                || tree.is(i, "makeKeyAndVisible") && tree.kind(i + 1) == .leftParen else { continue }
            // Back through the chain on this line: `windows`, `keyWindow`, a delegate's `window`.
            var via: String? = nil
            var j = i - 2
            while j >= 0, j >= i - 24 {
                let k = tree.kind(j)
                if k == .equal || k == .leftBrace || k == .rightBrace || k == .semicolon || k == .keyword && !tree.is(j, "as") { break }
                if k == .identifier, tree.kind(j - 1) == .period, !tree.is(j - 2, "self") {
                    let t = tree.text(j)
                    if t == "windows" || t == "keyWindow" { via = t; break }
                    if t == "window", (max(0, j - 10)..<j).contains(where: { tree.kind($0) == .identifier && tree.text($0).lowercased().hasSuffix("delegate") }) { via = t; break }
                }
                if tree.startsLine(j), !tree.continuesStatement(j) { break }
                j -= 1
            }
            guard let via else { continue }
            let offset = Int(tree.tokens[i].start)
            let type = tree.decls.last(where: { $0.kind.isTypeLike && $0.start < i && $0.end > i })?.name ?? ""
            let (line, column) = tree.location(of: offset)
            out.append("\(type)|\(line)|\(offset)|\(column)|\(via)")
        }
        return out
    }

    /// Types named by `@UIApplicationDelegateAdaptor(X.self)`.
    static func delegateAdaptors(_ tree: SyntaxTree) -> [String] {
        guard tree.words.mayContain("UIApplicationDelegateAdaptor") else { return [] }
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
        guard tree.words.mayContain("delegateClass") || tree.words.mayContain("UISceneConfiguration") else { return ([], []) }
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
