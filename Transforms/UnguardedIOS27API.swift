import SwiftTree
import UnfoldKit

/// ## What it does
/// Finds uses of the iOS 27.1, iOS 27 and iOS 26 APIs of the iPhone Duo
/// migration (bars on a vertical edge, reserved regions, arrangements, hinge,
/// scene accessories, overflow menus, corner configurations, …; the list in
/// RULES.md, measured on the iOS 27.1 SDK) outside an availability check while
/// the deployment target is older than the API. Type names (`UIHinge`,
/// `ToolbarOverflowMenu`) count anywhere, member names (`visibilityPriority`,
/// `onHingeChange`) only after a `.`, and as the name of an `override`;
/// `badge` only on a `UIBarButtonItem`, and no member on a receiver the file
/// declares as an AppKit type (`NSToolbarItem.visibilityPriority` is Mac
/// Catalyst 13.1). Types and members the project declares itself are not the
/// SDK's and are skipped. A use is checked when an
/// enclosing `if #available(iOS X, *)` / `while #available` block, an earlier
/// `guard #available(iOS X, *)` in an enclosing block, the else block of an
/// `#unavailable(iOS X)` check, an earlier `#available` condition of the same
/// `if`, or `@available(iOS X, *)` (or `unavailable`) on any enclosing
/// declaration covers its version.
///
/// With a known older deployment target, a plain statement in a function,
/// accessor or closure body (an assignment or a call) is wrapped in `if
/// #available(iOS X, *) { … }` in its own indentation; consecutive such
/// statements that need the same version share one check. Everything else is
/// reported with advice: a modifier in a SwiftUI modifier chain (an
/// availability-gated `ViewModifier` or `@available` on the declaration), a
/// view in a view builder (`if #available` with a fallback view), a declaration
/// (`@available` on it), a local `let`/`var`, a `return`, a compound statement,
/// a closure's only expression (its value may be used), or code in a branch
/// that only runs below the API's version (the else of `if #available`), where
/// a check would be dead code. With an unknown deployment target every use is
/// reported and nothing is rewritten. In a project that builds for Mac Catalyst
/// (`SUPPORTS_MACCATALYST = YES`) the advice for the iOS 27.1 APIs adds `#if
/// !targetEnvironment(macCatalyst)`.
///
/// ## Why
/// An API newer than the deployment target needs an availability check or the
/// app does not build (and cannot run on the older systems it supports).
/// These APIs also exist on tvOS and visionOS 27.1, so `#if os(iOS)` is the
/// wrong tool; on the 27.1 SDK they do not compile for Mac Catalyst (known
/// issue 185924957). A guessed API name cannot be rescued by `#available`:
/// only the measured names are matched.
///
/// ## Example
/// ```diff
///  override func viewDidLoad() {
///      super.viewDidLoad()
/// -    shareItem.visibilityPriority = .high
/// +    if #available(iOS 27, *) {
/// +        shareItem.visibilityPriority = .high
/// +    }
///  }
/// ```
///
/// ## Fix safety
/// Review: on systems older than the API the wrapped statement no longer runs,
/// which may need an `else` branch with a fallback. Uses whose guard changes
/// the surrounding code (modifier chains, declarations, values that are used
/// later) are only reported.
public struct UnguardedIOS27API: Transform {
    public let id = "unguarded-ios27-api"
    public let summary = "iOS 27 / 27.1 / 26 APIs used without an availability check below that deployment target → if #available or @available."
    public let fixSafety = FixSafety.review

    public init() {}

    // MARK: The APIs (RULES.md, measured on the iOS 27.1 SDK); versions as major * 100 + minor.

    static let members: [String: Int] = [
        // iOS 27.1
        "axisBehavior": 2701, "toolbarVerticalEdge": 2701, "verticalBarEdge": 2701,
        "systemTraitsAffectingVerticalBarEdge": 2701, "toolbarVerticalBehavior": 2701,
        "preferredVerticalBarBehavior": 2701, "childForPreferredVerticalBarBehavior": 2701,
        "setNeedsUpdateOfVerticalBarConfiguration": 2701, "toolbarVerticalCompressionBehavior": 2701,
        "verticalBarCompressionBehavior": 2701, "layoutRegionForBarOnEdge": 2701, "reservedRegions": 2701,
        "arrangementViewStyle": 2701, "onHingeChange": 2701,
        // iOS 27.0
        "visibilityPriority": 2700, "sceneAccessory": 2700, "onAvailabilityChange": 2700,
        "presentationPlacement": 2700, "navigationBarMinimization": 2700, "toolbarMinimizationBehavior": 2700,
        "defaultTabBarPlacement": 2700, "deviceMotionBody": 2700, "headingBody": 2700,
        // iOS 26
        "backgroundExtensionEffect": 2600, "badge": 2600,
    ]
    static let memberPrefixes: [(String, Int)] = [("splitArrangement", 2701), ("overlayArrangement", 2701)]
    static let types: [String: Int] = [
        // iOS 27.1
        "ToolbarItemAxisBehavior": 2701, "UIVerticalBarEdge": 2701, "ToolbarVerticalBehavior": 2701,
        "UIVerticalBarBehavior": 2701, "ReservedRegion": 2701, "UIViewReservedRegion": 2701,
        "ArrangementView": 2701, "UIArrangementViewController": 2701, "UIArrangementViewState": 2701,
        "ContentMarginGuide": 2701, "UIHinge": 2701, "UIHingeInteraction": 2701,
        "CameraCaptureAccessory": 2701, "AVCaptureDeviceDirectionCoordinator": 2701,
        // iOS 27.0
        "ToolbarOverflowMenu": 2700, "UISceneAccessory": 2700,
        // iOS 26
        "ConcentricRectangle": 2600, "UICornerConfiguration": 2600,
    ]
    static let typePrefixes: [(String, Int)] = [("UISplitArrangement", 2701), ("UIOverlayArrangement", 2701)]
    static let nameBytes = (Array(members.keys) + Array(types.keys)).sorted().map { Array($0.utf8) }
    static let prefixBytes = (memberPrefixes.map(\.0) + typePrefixes.map(\.0)).map { Array($0.utf8) }
    /// First bytes of every name, to skip other identifiers without making strings.
    static let firstBytes: Set<UInt8> = Set((Array(members.keys) + Array(types.keys) + memberPrefixes.map(\.0) + typePrefixes.map(\.0)).compactMap { $0.utf8.first })
    /// `UIBarButtonItem.badge`: only on a bar button item (SwiftUI's `.badge(_:)` is iOS 15).
    static let barItemProperties: Set<String> = ["rightBarButtonItem", "leftBarButtonItem", "backBarButtonItem"]

    static let source = "(availability measured on the iOS 27.1 SDK; RULES: unguarded-ios27-api)"

    /// Per-file facts computed once.
    struct Facts {
        /// `guard … #available(iOS v) … else` statements: the brace they sit in (-1 at the top level), their end, v.
        var guards: [(brace: Int, end: Int, version: Int)] = []
        /// Variables by name.
        var variables: [String: [Int]] = [:]
    }

    struct Use {
        var token: Int
        var name: String
        var version: Int
    }

    enum Site: Equatable {
        case wrap
        case modifier
        case view
        case declaration
        case local
        case statement(String)
        case value
        /// The else branch of an availability check: runs only where the API is missing.
        case olderBranch(Int)
    }

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        var facts = Facts()
        let uses = candidates(file, &facts)
        guard !uses.isEmpty else { return [] }
        let target = file.deploymentTarget.map { $0.0 * 100 + $0.1 }
        facts.guards = guardStatements(tree)
        let unguarded = uses.filter { u in
            if let t = target, t >= u.version { return false }
            return !isGuarded(u.token, u.version, tree, facts)
        }
        guard !unguarded.isEmpty else { return [] }
        let catalyst = buildsForCatalyst(file)
        let swiftUIFile = tree.imports("SwiftUI")

        // Group the uses by statement.
        struct Group {
            var brace: Int
            var statement: ClosedRange<Int>
            var uses: [Use]
            var site: Site
        }
        var groups: [Group] = []
        for u in unguarded {
            let brace = tree.enclosingBrace(u.token)
            let statement = tree.statement(containing: u.token) ?? u.token...u.token
            let site = classify(u, brace: brace, statement: statement, swiftUIFile: swiftUIFile, file)
            if let k = groups.firstIndex(where: { $0.brace == brace && $0.statement == statement }) {
                groups[k].uses.append(u)
                groups[k].site = Self.dominant(groups[k].site, site)
            } else {
                groups.append(Group(brace: brace, statement: statement, uses: [u], site: site))
            }
        }

        var out: [Finding] = []
        let eol = tree.lineEnding
        let unit = tree.indentUnit
        let targetText = target.map { "while the deployment target is iOS \($0 / 100).\($0 % 100)" }
            ?? "and the deployment target is unknown, so unfold assumes an older one (set it in Package.swift, IPHONEOS_DEPLOYMENT_TARGET, .unfold.json or --deployment-target)"
        // Consecutive wrappable statements of one block share one check.
        var done: Set<Int> = []
        for (gi, g) in groups.enumerated() where !done.contains(gi) {
            done.insert(gi)
            var run = [g]
            if g.site == .wrap, target != nil {
                let statements = tree.statements(in: g.brace)
                if var si = statements.firstIndex(of: g.statement) {
                    while si + 1 < statements.count, adjacent(statements[si], statements[si + 1], tree),
                          let next = groups.indices.first(where: { !done.contains($0) && groups[$0].brace == g.brace && groups[$0].statement == statements[si + 1] && groups[$0].site == .wrap }),
                          Self.requirement(groups[next].uses) == Self.requirement(g.uses) {
                        done.insert(next)
                        run.append(groups[next])
                        si += 1
                    }
                }
            }
            let allUses = run.flatMap(\.uses)
            let version = allUses.map(\.version).max() ?? 2700
            let v = Self.versionText(version)
            var names: [String] = []
            for u in allUses {
                let n = "`\(u.name)` (iOS \(Self.versionText(u.version)))"
                if !names.contains(n) { names.append(n) }
            }
            let subject = names.joined(separator: ", ") + (names.count == 1 ? " is" : " are") + " used without an availability check " + targetText
            let decl = tree.innermostDecl(containing: g.uses[0].token)
            var catalystAdvice = ""
            if catalyst, allUses.contains(where: { $0.version >= 2701 }) {
                catalystAdvice = "; this project builds for Mac Catalyst, where the iOS 27.1 APIs do not compile on the 27.1 SDK: also put the code under #if !targetEnvironment(macCatalyst)"
            }
            let at = allUses.map(\.token).min() ?? g.uses[0].token
            if g.site == .wrap, target != nil {
                let edit = wrapEdit(run.map(\.statement), version: v, file, eol: eol, unit: unit)
                let fix = Fix(safety: .review, title: "wrap in if #available(iOS \(v), *)", edits: [edit])
                out.append(file.finding(id, at: at, "\(subject): wrapped in if #available(iOS \(v), *) { … } (review: on older systems the code no longer runs; add an else branch if it needs a fallback)\(catalystAdvice) \(Self.source)", fix: fix))
            } else {
                out.append(file.finding(id, at: at, "\(subject): \(advice(g.site, version: v, decl: decl, tree))\(catalystAdvice) \(Self.source)"))
            }
        }
        return out.sorted { $0.offset < $1.offset }
    }

    /// The site that decides a statement's advice when its uses differ: a declaration
    /// over a view (whose guard covers its modifiers) over a modifier over the rest.
    static func dominant(_ a: Site, _ b: Site) -> Site {
        func rank(_ s: Site) -> Int {
            switch s {
            case .declaration: return 5
            case .view: return 4
            case .modifier: return 3
            case .olderBranch: return 6
            case .local, .statement, .value: return 2
            case .wrap: return 1
            }
        }
        return rank(b) > rank(a) ? b : a
    }

    static func requirement(_ uses: [Use]) -> Int { uses.map(\.version).max() ?? 0 }

    static func versionText(_ v: Int) -> String { v % 100 == 0 ? "\(v / 100)" : "\(v / 100).\(v % 100)" }

    func advice(_ site: Site, version v: String, decl d: Int?, _ tree: SyntaxTree) -> String {
        switch site {
        case .wrap:
            return "wrap the statement in if #available(iOS \(v), *) { … }"
        case .modifier:
            return "it is a modifier in a SwiftUI chain, where if #available cannot go: move it into a ViewModifier whose body(content:) applies it under if #available(iOS \(v), *) and returns content otherwise, or mark the enclosing declaration @available(iOS \(v), *)"
        case .view:
            return "it builds a view in a view builder: wrap the view in if #available(iOS \(v), *) { … } else { … } with a fallback view, or mark the enclosing declaration @available(iOS \(v), *)"
        case .declaration:
            guard let d else { return "mark the declaration @available(iOS \(v), *)" }
            let decl = tree.decls[d]
            let name = "`\(decl.name)`"
            if decl.kind.isVariable, decl.body < 0 {
                if let p = decl.parent, tree.decls[p].kind.isTypeLike, !decl.isStatic {
                    return "it is part of the stored property \(name), and stored properties cannot be marked @available: move it into a type marked @available(iOS \(v), *) (a subview, a view modifier, a helper object) or create the value behind if #available where it is used"
                }
                return "it is part of the stored variable \(name): move it into a type or function marked @available(iOS \(v), *), or create the value behind if #available where it is used"
            }
            if decl.kind == .extension {
                return "it is extended here: mark the extension @available(iOS \(v), *)"
            }
            if decl.kind.isTypeLike {
                return "it is part of the declaration of \(name): mark the type @available(iOS \(v), *) and guard its uses"
            }
            return "it is part of the declaration of \(name): mark it @available(iOS \(v), *) and guard its callers"
        case .local:
            return "it declares a value that later code may use: guard this statement and the code that uses it with if #available(iOS \(v), *) or guard #available(iOS \(v), *) by hand"
        case .statement(let keyword):
            return "it is inside a `\(keyword)` statement: guard it with if #available(iOS \(v), *) by hand (an else branch may be needed)"
        case .olderBranch(let older):
            return "it is in a branch that runs only below iOS \(Self.versionText(older)), where the API never exists: move it into the branch that has the availability check, or remove it"
        case .value:
            return "it is the only expression of a closure or accessor, whose value may be used: guard it with if #available(iOS \(v), *) by hand"
        }
    }

    // MARK: Finding the uses

    func candidates(_ file: FileContext, _ facts: inout Facts) -> [Use] {
        let tree = file.tree
        // Most files name none of the APIs: ask the word filter before scanning.
        let words = Self.nameBytes
        let prefixes = Self.prefixBytes
        guard words.contains(where: { tree.containsToken($0) }) || prefixes.contains(where: { p in
            tree.tokens.contains { $0.kind == .identifier && $0.length >= p.count && tree.bytes[Int($0.start)..<(Int($0.start) + p.count)].elementsEqual(p) }
        }) else { return [] }
        // Identifiers with an API's name.
        var named: [(Int, String)] = []
        for i in 0..<(tree.count - 1) where tree.kind(i) == .identifier {
            let t = tree.tokens[i]
            guard t.length >= 5, Self.firstBytes.contains(tree.bytes[Int(t.start)]) else { continue }
            let name = tree.text(i)
            if Self.typeVersion(name) != nil || Self.memberVersion(name) != nil { named.append((i, name)) }
        }
        guard !named.isEmpty else { return [] }
        // Members and types the project declares itself (not overrides) are its own.
        var own: Set<String> = []
        var declNames: [Int: Int] = [:]
        for (k, d) in tree.decls.enumerated() {
            if d.nameToken >= 0 { declNames[d.nameToken] = k }
            if d.kind.isVariable { facts.variables[d.name, default: []].append(k) }
            if !d.modifierWords.contains(.override), d.kind.isFunctionLike || d.kind.isVariable { own.insert(d.name) }
        }
        var out: [Use] = []
        for (i, name) in named {
            if let v = Self.typeVersion(name) {
                if file.index.declaredTypes.contains(name) { continue }
                if let d = declNames[i], tree.decls[d].kind != .extension { continue }
                out.append(Use(token: i, name: name, version: v))
                continue
            }
            guard let v = Self.memberVersion(name) else { continue }
            if tree.kind(i - 1) == .period {
                if own.contains(name) { continue }
                if name == "badge", !isBarButtonItem(before: i - 1, tree, facts) { continue }
                // AppKit's own members of the same name (`NSToolbarItem.visibilityPriority`, Mac Catalyst 13.1).
                if let type = receiverType(before: i - 1, tree, facts), type.hasPrefix("NS") { continue }
                out.append(Use(token: i, name: name, version: v))
            } else if let d = declNames[i], tree.decls[d].modifierWords.contains(.override) {
                out.append(Use(token: i, name: name, version: v))
            }
        }
        return out
    }

    static func typeVersion(_ name: String) -> Int? {
        if let v = types[name] { return v }
        return typePrefixes.first { name.hasPrefix($0.0) }?.1
    }

    static func memberVersion(_ name: String) -> Int? {
        if let v = members[name] { return v }
        return memberPrefixes.first { name.hasPrefix($0.0) }?.1
    }

    /// `navigationItem.rightBarButtonItem?.badge`, `UIBarButtonItem(…).badge`, `item.badge` with `item` declared as one.
    func isBarButtonItem(before dot: Int, _ tree: SyntaxTree, _ facts: Facts) -> Bool {
        var p = dot - 1
        while p >= 0, tree.kind(p) == .postfixQuestion || tree.kind(p) == .exclamation { p -= 1 }
        if tree.kind(p) == .identifier, Self.barItemProperties.contains(tree.text(p)) { return true }
        return receiverType(before: dot, tree, facts) == "UIBarButtonItem"
    }

    /// The type of the receiver of `.member` at `dot`, when the file says it: `Type(…)`, or a
    /// name declared in scope as `name: Type` (property, local, parameter) or `name = Type(…)`.
    func receiverType(before dot: Int, _ tree: SyntaxTree, _ facts: Facts) -> String? {
        var p = dot - 1
        while p >= 0, tree.kind(p) == .postfixQuestion || tree.kind(p) == .exclamation { p -= 1 }
        if tree.kind(p) == .rightParen, tree.partner[p] > 0, tree.kind(Int(tree.partner[p]) - 1) == .identifier {
            let callee = tree.text(Int(tree.partner[p]) - 1)
            return callee.first?.isUppercase == true ? callee : nil
        }
        guard tree.kind(p) == .identifier, tree.kind(p - 1) != .period else { return nil }
        let name = tree.text(p)
        let chain = tree.declChain(containing: p)
        let scopes = Set(chain)
        for k in facts.variables[name] ?? [] {
            let d = tree.decls[k]
            guard d.parent.map({ scopes.contains($0) }) ?? true else { continue }
            if let t = d.typeAnnotation {
                return SyntaxTree.baseTypeName(tree.text(from: t.lowerBound, through: t.upperBound).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""))
            }
            if let initial = d.initializer, tree.kind(initial.lowerBound) == .identifier, tree.kind(initial.lowerBound + 1) == .leftParen {
                let callee = tree.text(initial.lowerBound)
                if callee.first?.isUppercase == true { return callee }
            }
        }
        // A parameter `name: Type` of an enclosing function.
        for d in chain where tree.decls[d].kind.isFunctionLike && tree.decls[d].body > 0 {
            let decl = tree.decls[d]
            for k in decl.keyword..<decl.body where tree.kind(k) == .identifier && tree.isText(k, name) && tree.kind(k + 1) == .colon && tree.kind(k + 2) == .identifier {
                return tree.text(k + 2)
            }
        }
        return nil
    }

    // MARK: Guards

    /// Whether an availability check or attribute covers `version` at token `i`.
    func isGuarded(_ i: Int, _ version: Int, _ tree: SyntaxTree, _ facts: Facts) -> Bool {
        // @available on an enclosing declaration.
        for d in tree.declChain(containing: i) {
            let decl = tree.decls[d]
            var k = decl.start
            while k < decl.keyword {
                if tree.kind(k) == .atSign, tree.is(k + 1, "available"), tree.kind(k + 2) == .leftParen, tree.partner[k + 2] > k + 2 {
                    let spec = availability(k + 2, tree)
                    if spec.unavailable || (spec.iOS ?? 0) >= version { return true }
                    k = Int(tree.partner[k + 2])
                }
                k += 1
            }
        }
        // Blocks of if / while #available and else blocks of #unavailable checks.
        for g in tree.enclosingGroups(i) where tree.kind(g) == .leftBrace && tree.braceKinds[g] == .statementBlock {
            if blockIsGuarded(g, version, tree) { return true }
        }
        // An earlier `guard #available` in an enclosing block (or at the top level).
        if !facts.guards.isEmpty {
            var braces = Set(tree.enclosingGroups(i).filter { tree.kind($0) == .leftBrace })
            braces.insert(-1)
            if facts.guards.contains(where: { braces.contains($0.brace) && $0.end < i && $0.version >= version }) { return true }
        }
        // An earlier #available condition of the same if / guard / while.
        if let s = tree.statement(containing: i), tree.is(s.lowerBound, "if") || tree.is(s.lowerBound, "guard") || tree.is(s.lowerBound, "while"),
           tree.enclosingBrace(i) == tree.enclosingBrace(s.lowerBound), conditionCovers(s.lowerBound..<i, version, available: true, tree) {
            return true
        }
        return false
    }

    /// Every `guard` statement with a `#available(iOS v, *)` condition.
    func guardStatements(_ tree: SyntaxTree) -> [(brace: Int, end: Int, version: Int)] {
        var out: [(brace: Int, end: Int, version: Int)] = []
        for k in 0..<tree.count where tree.kind(k) == .poundAvailable && tree.is(k, "#available") {
            guard let s = tree.statement(containing: k), tree.is(s.lowerBound, "guard"), tree.parentGroup[k] == tree.parentGroup[s.lowerBound],
                  tree.kind(k + 1) == .leftParen, tree.partner[k + 1] > k + 1, let v = availability(k + 1, tree).iOS else { continue }
            // Only conditions before the guard's `else`.
            guard !(s.lowerBound..<k).contains(where: { tree.is($0, "else") && tree.parentGroup[$0] == tree.parentGroup[s.lowerBound] }) else { continue }
            out.append((tree.enclosingBrace(s.lowerBound), s.upperBound, v))
        }
        return out
    }

    /// The block `{` at `g` runs only where `version` is available.
    func blockIsGuarded(_ g: Int, _ version: Int, _ tree: SyntaxTree) -> Bool {
        let p = g - 1
        if tree.is(p, "else") {
            if tree.kind(p - 1) == .rightBrace, tree.partner[p - 1] >= 0 {
                // `if #unavailable(iOS X) { … } else { here }`
                let thenOpen = Int(tree.partner[p - 1])
                guard let kw = clauseKeyword(before: thenOpen, tree), tree.is(kw, "if") else { return false }
                return conditionCovers(kw..<thenOpen, version, available: false, tree)
            }
            // `guard #unavailable(iOS X) else { here }`
            var k = tree.previousSibling(p)
            while k >= 0, tree.parentGroup[k] == tree.parentGroup[g], !tree.is(k, "guard") { k = tree.previousSibling(k) }
            guard k >= 0, tree.is(k, "guard") else { return false }
            return conditionCovers(k..<p, version, available: false, tree)
        }
        guard let kw = clauseKeyword(before: g, tree), tree.is(kw, "if") || tree.is(kw, "while") else { return false }
        return conditionCovers(kw..<g, version, available: true, tree)
    }

    /// The version below which the code at `i` runs, when it sits in the else block of
    /// `if #available(iOS v, *)` / `guard #available(iOS v, *)` or in `if #unavailable(iOS v)`
    /// with v ≤ `version` (so the API never exists there).
    func olderBranch(_ i: Int, _ version: Int, _ tree: SyntaxTree) -> Int? {
        for g in tree.enclosingGroups(i) where tree.kind(g) == .leftBrace && tree.braceKinds[g] == .statementBlock {
            let p = g - 1
            var condition: Range<Int>?
            var negative = false
            if tree.is(p, "else") {
                if tree.kind(p - 1) == .rightBrace, tree.partner[p - 1] >= 0 {
                    let thenOpen = Int(tree.partner[p - 1])
                    if let kw = clauseKeyword(before: thenOpen, tree), tree.is(kw, "if") { condition = kw..<thenOpen }
                } else {
                    var k = tree.previousSibling(p)
                    while k >= 0, tree.parentGroup[k] == tree.parentGroup[g], !tree.is(k, "guard") { k = tree.previousSibling(k) }
                    if k >= 0, tree.is(k, "guard") { condition = k..<p }
                }
            } else if let kw = clauseKeyword(before: g, tree), tree.is(kw, "if") {
                condition = kw..<g
                negative = true
            }
            guard let r = condition else { continue }
            for k in r where tree.kind(k) == .poundAvailable && tree.is(k, "#available") != negative {
                guard tree.kind(k + 1) == .leftParen, tree.partner[k + 1] > k + 1, let v = availability(k + 1, tree).iOS, v <= version else { continue }
                return v
            }
        }
        return nil
    }

    /// The `if` / `while` / … keyword that opens the clause whose block starts at `g`.
    func clauseKeyword(before g: Int, _ tree: SyntaxTree) -> Int? {
        var k = tree.previousSibling(g)
        while k >= 0, tree.parentGroup[k] == tree.parentGroup[g] {
            if tree.kind(k) == .keyword, ["if", "while", "for", "switch", "do", "repeat", "catch", "defer", "guard", "else"].contains(tree.text(k)) {
                return k
            }
            if tree.kind(k) == .semicolon || tree.kind(k) == .rightBrace || tree.kind(k) == .leftBrace { return nil }
            k = tree.previousSibling(k)
        }
        return nil
    }

    /// Whether a `#available(iOS ≥ version)` (or, with `available: false`, `#unavailable(iOS ≥ version)`)
    /// sits at the top level of the condition tokens `r`.
    func conditionCovers(_ r: Range<Int>, _ version: Int, available: Bool, _ tree: SyntaxTree) -> Bool {
        for k in r where tree.kind(k) == .poundAvailable && tree.is(k, "#available") == available {
            guard tree.kind(k + 1) == .leftParen, tree.partner[k + 1] > k + 1 else { continue }
            if let v = availability(k + 1, tree).iOS, v >= version { return true }
        }
        return false
    }

    /// The iOS version (and `unavailable`) of an availability list `( … )` opened at `open`.
    func availability(_ open: Int, _ tree: SyntaxTree) -> (iOS: Int?, unavailable: Bool) {
        let close = Int(tree.partner[open])
        var parts: [[Int]] = [[]]
        var k = open + 1
        while k < close {
            if tree.kind(k) == .comma { parts.append([]) } else { parts[parts.count - 1].append(k) }
            k = tree.nextSibling(k)
        }
        guard let head = parts.first, let first = head.first else { return (nil, false) }
        if head.count == 1, tree.is(first, "iOS") || tree.is(first, "*") {
            // Long form: `@available(iOS, introduced: 27.1)`, `@available(*, unavailable)`.
            var ios: Int?
            var unavailable = false
            for p in parts.dropFirst() {
                guard let f = p.first else { continue }
                if tree.is(f, "unavailable") { unavailable = true }
                if tree.is(f, "introduced"), p.count >= 3, tree.is(first, "iOS") { ios = version(Array(p.dropFirst(2)), tree) }
            }
            return (ios, unavailable)
        }
        for p in parts where p.count >= 2 && tree.is(p[0], "iOS") {
            return (version(Array(p.dropFirst()), tree), false)
        }
        return (nil, false)
    }

    /// `27`, `27 . 1`, `27.1` (a float when lexed outside a version list) → 2701.
    func version(_ tokens: [Int], _ tree: SyntaxTree) -> Int? {
        let text = tokens.map { tree.text($0) }.joined()
        let parts = text.split(separator: ".").map { Int($0) }
        guard let major = parts.first ?? nil else { return nil }
        let minor = parts.count > 1 ? (parts[1] ?? 0) : 0
        return major * 100 + minor
    }

    // MARK: Where the use sits

    static let declarationWords: Set<String> = [
        "func", "class", "struct", "enum", "protocol", "extension", "actor", "typealias", "init", "deinit", "subscript",
        "import", "private", "fileprivate", "internal", "public", "open", "static", "final", "override", "lazy",
        "weak", "unowned", "mutating", "nonmutating", "convenience", "required", "dynamic", "indirect", "nonisolated",
    ]
    static let compoundWords: Set<String> = [
        "return", "throw", "guard", "if", "for", "while", "switch", "do", "repeat", "defer", "case", "default",
        "break", "continue", "fallthrough", "yield", "else", "catch",
    ]

    func classify(_ u: Use, brace b: Int, statement s: ClosedRange<Int>, swiftUIFile: Bool, _ file: FileContext) -> Site {
        let tree = file.tree
        guard b >= 0 else { return .declaration }
        switch tree.braceKinds[b] {
        case .typeBody, .accessorBlock, .unknown:
            return .declaration
        default:
            break
        }
        if let v = olderBranch(u.token, u.version, tree) { return .olderBranch(v) }
        let first = s.lowerBound
        let assignment = hasAssignment(s, tree)
        if swiftUIFile, !assignment, isModifier(u.token, tree) { return .modifier }
        if tree.kind(first) == .atSign { return .declaration }
        if tree.is(first, "let") || tree.is(first, "var") { return .local }
        if tree.kind(first) == .keyword || tree.kind(first) == .identifier {
            let word = tree.text(first)
            if Self.declarationWords.contains(word) { return .declaration }
            if Self.compoundWords.contains(word) { return .statement(word) }
        }
        if tree.kind(first) == .poundDirective { return .statement(tree.text(first)) }
        if swiftUIFile, !assignment, tree.kind(first) == .identifier, let c = tree.text(first).first, c.isUppercase, isSwiftUIContext(first, file) {
            return u.token == first ? .view : .modifier
        }
        if !assignment, tree.statements(in: b).count == 1, !isVoidFunctionBody(b, tree) { return .value }
        return .wrap
    }

    /// `.name(` / `.name {` right after a call, a closing bracket, `self`, `content` or at the start of a line.
    func isModifier(_ i: Int, _ tree: SyntaxTree) -> Bool {
        guard tree.kind(i - 1) == .period, let c = tree.text(i).first, c.isLowercase else { return false }
        let next = tree.kind(i + 1)
        guard (next == .leftParen && !tree.startsLine(i + 1)) || (next == .leftBrace && tree.braceKinds[i + 1] == .closure) else { return false }
        let before = i - 2
        return tree.startsLine(i - 1) || [.rightParen, .rightBrace, .rightBracket].contains(tree.kind(before))
            || tree.is(before, "self") || tree.is(before, "content")
    }

    /// A `=`, `+=`, … at the top level of statement `s`.
    func hasAssignment(_ s: ClosedRange<Int>, _ tree: SyntaxTree) -> Bool {
        var k = s.lowerBound
        while k <= s.upperBound {
            if tree.kind(k) == .equal { return true }
            if tree.kind(k) == .binaryOperator, tree.binaryPrecedence(k) == .assignment { return true }
            k = tree.nextSibling(k)
        }
        return false
    }

    /// The body of a function, initializer or deinitializer that returns nothing.
    func isVoidFunctionBody(_ b: Int, _ tree: SyntaxTree) -> Bool {
        guard tree.braceKinds[b] == .functionBody, let d = tree.decls.firstIndex(where: { $0.body == b }) else { return false }
        let decl = tree.decls[d]
        guard decl.kind == .func || decl.kind == .`init` || decl.kind == .deinit else { return false }
        if decl.kind != .func { return true }
        return !(decl.keyword..<b).contains { tree.kind($0) == .arrow && tree.parentGroup[$0] == tree.parentGroup[decl.keyword] }
    }

    /// Inside a SwiftUI view, view modifier, scene, app or a `View` extension.
    func isSwiftUIContext(_ i: Int, _ file: FileContext) -> Bool {
        let ctx = file.codeContext(of: i)
        guard let name = ctx.typeName else { return false }
        return ctx.role == .swiftUIView || name == "View" || file.index.inherits(name, fromAnyOf: ["View", "ViewModifier", "Scene", "App", "PreviewProvider"])
    }

    // MARK: The fix

    /// Two statements on consecutive lines with nothing (no blank line, no comment) between them.
    func adjacent(_ a: ClosedRange<Int>, _ b: ClosedRange<Int>, _ tree: SyntaxTree) -> Bool {
        guard b.lowerBound == a.upperBound + 1, tree.startsLine(b.lowerBound), !tree.hasComment(inLeadingTriviaOf: b.lowerBound) else { return false }
        return tree.location(of: Int(tree.tokens[b.lowerBound].start)).line == tree.location(of: Int(tree.tokens[a.upperBound].end)).line + 1
    }

    func wrapEdit(_ statements: [ClosedRange<Int>], version v: String, _ file: FileContext, eol: String, unit: String) -> Edit {
        let tree = file.tree
        let first = statements[0].lowerBound
        let last = statements[statements.count - 1].upperBound
        let open = "if #available(iOS \(v), *) {"
        if tree.startsLine(first), tree.startsLine(last + 1) || tree.kind(last + 1) == .eof {
            let indent = tree.indentation(ofLineContaining: Int(tree.tokens[first].start))
            let lines = tree.lineRange(of: first...last)
            let body = tree.reindented(lines, from: indent, to: indent + unit, eol: eol)
            return Edit(path: file.path, range: lines, replacement: indent + open + eol + body + indent + "}" + eol)
        }
        return file.edit(replacing: first...last, with: open + " " + tree.text(from: first, through: last) + " }")
    }

    // MARK: Mac Catalyst

    /// `SUPPORTS_MACCATALYST = YES` in a project that builds the file.
    func buildsForCatalyst(_ file: FileContext) -> Bool {
        for p in file.index.projects(for: file.path) {
            guard let bytes = file.index.otherFiles[p.path] else { continue }
            if BuildSetting.settings(in: bytes, prefix: "SUPPORTS_MACCATALYST").contains(where: { $0.name == "SUPPORTS_MACCATALYST" && $0.isYes }) { return true }
        }
        return false
    }
}
