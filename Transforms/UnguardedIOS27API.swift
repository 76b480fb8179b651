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
/// only the measured names are matched (availability measured on the iOS
/// 27.1 SDK).
///
/// Where unfold cannot wrap the statement, the finding says what to do: a
/// modifier in a SwiftUI chain, where `if #available` cannot go, moves into a
/// `ViewModifier` whose `body(content:)` applies it under `if #available` and
/// returns `content` otherwise (or the enclosing declaration is marked
/// `@available`); a view in a view builder is wrapped in
/// `if #available { … } else { … }` with a fallback view; a stored property
/// cannot be marked `@available`, so the value moves into a type marked
/// `@available` (a subview, a view modifier, a helper object) or is created
/// behind `if #available` where it is used; a declaration, extension or type
/// is marked `@available` and its uses guarded; a local whose value later
/// code uses, a `return` (or other) statement and the only expression of a
/// closure or accessor are guarded by hand (`if #available` or
/// `guard #available`, an `else` branch where needed); code in a branch that
/// runs only below the API's version moves into the branch that has the
/// check, or goes. A project that builds for Mac Catalyst also puts iOS 27.1
/// APIs under `#if !targetEnvironment(macCatalyst)`. With an unknown
/// deployment target unfold assumes an older one; the message says where to
/// set it when it fits.
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
public struct UnguardedIOS27API: CollectingTransform {
    public var id: String { "unguarded-ios27-api" }
    public var summary: String { "iOS 27 / 27.1 / 26 APIs used without an availability check below that deployment target → if #available or @available." }
    public var fixSafety: FixSafety { .review }

    public init() {}

    /// Pass 1: true when the file may name one of the APIs; a file without
    /// one is not looked at again (`Transform.mayFire`).
    public func collect(path: String, tree: SyntaxTree) -> Bool? { Self.mayName(tree) ? true : nil }

    public func mayFire(in file: FilePreview) -> Bool { file.collected(id) }

    /// Whether `tree` names an API of the table or one with a listed prefix.
    static func mayName(_ tree: SyntaxTree) -> Bool {
        // Most files name none of the APIs: the word filter answers for the
        // names ("maybe" is enough here), one pass over the identifiers for
        // the prefixes.
        let words = tree.words
        if nameKeys.contains(where: { words.mayContain($0) }) { return true }
        // A file whose bytes lack the text every prefix holds names none
        // (one memchr-driven search instead of a look at every identifier).
        if let anchor = prefixAnchor, !ByteSearch.contains(anchor, in: tree.bytes) { return false }
        // The tables held locally: this loop sees every token of every file.
        let prefixes = prefixBytes, shortest = shortestPrefix, first = prefixStarts
        return tree.bytes.withUnsafeBufferPointer { b in
            tree.tokens.withUnsafeBufferPointer { tokens in
                for t in tokens where t.kind == .identifier && t.length >= shortest && first[Int(b[Int(t.start)])] {
                    let s = Int(t.start)
                    for p in prefixes where p.count <= t.length {
                        var k = 0
                        while k < p.count && b[s + k] == p[k] { k += 1 }
                        if k == p.count { return true }
                    }
                }
                return false
            }
        }
    }

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
    /// Every name of the tables, hashed once for the word filters (asked of every file).
    static let nameKeys = (Array(members.keys) + Array(types.keys)).sorted().map(WordFilter.Key.init)
    static let prefixBytes = (memberPrefixes.map(\.0) + typePrefixes.map(\.0)).map { Array($0.utf8) }
    /// No key path and no array (the optimizer may compute this where it is read).
    static let shortestPrefix = prefixBytes.reduce(Int.max) { min($0, $1.count) }
    /// Text every prefix holds (nil when one does not: no shortcut then).
    static let prefixAnchor: [UInt8]? = {
        let anchor = Array("Arrangement".utf8)
        return prefixBytes.allSatisfy { ByteSearch.firstIndex(of: anchor, in: $0) != nil } ? anchor : nil
    }()
    /// By byte: whether a prefix starts with it.
    static let prefixStarts: [Bool] = (0..<256).map { b in prefixBytes.contains { Int($0[0]) == b } }
    /// First bytes of every name, to skip other identifiers without making strings.
    static let firstBytes: Set<UInt8> = Set((Array(members.keys) + Array(types.keys) + memberPrefixes.map(\.0) + typePrefixes.map(\.0)).compactMap { $0.utf8.first })
    /// `UIBarButtonItem.badge`: only on a bar button item (SwiftUI's `.badge(_:)` is iOS 15).
    static let barItemProperties: Set<String> = ["rightBarButtonItem", "leftBarButtonItem", "backBarButtonItem"]

    struct Use {
        var token: Int
        var name: String
        var version: OSVersion
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
        case olderBranch(OSVersion)
    }

    /// The unguarded uses of one statement.
    struct Group {
        var brace: Int
        var statement: ClosedRange<Int>
        var uses: [Use]
        var site: Site
    }

    /// What the findings of one file share.
    struct Setting {
        var target: OSVersion?
        var catalyst: Bool
        var eol: String
        var unit: String
    }

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        let uses = candidates(file)
        guard !uses.isEmpty else { return [] }
        let target = file.deploymentTarget.map { OSVersion(major: $0.0, minor: $0.1) }
        let availability = Availability(tree)
        let unguarded = uses.filter { u in
            if let t = target, t >= u.version { return false }
            return !availability.covers(u.version, at: u.token)
        }
        guard !unguarded.isEmpty else { return [] }
        let setting = Setting(target: target, catalyst: buildsForCatalyst(file), eol: tree.lineEnding, unit: tree.indentUnit)
        let groups = self.groups(unguarded, availability, file)
        // Consecutive wrappable statements of one block share one check.
        var out: [Finding] = []
        var done: Set<Int> = []
        for gi in groups.indices where !done.contains(gi) {
            let run = self.run(from: gi, in: groups, wrapping: target != nil, done: &done, tree)
            out.append(finding(for: run, setting, file))
        }
        return out.sorted { $0.offset < $1.offset }
    }

    /// The uses grouped by statement, each group with the site that decides its advice.
    func groups(_ uses: [Use], _ availability: Availability, _ file: FileContext) -> [Group] {
        let tree = file.tree
        let swiftUIFile = tree.imports("SwiftUI")
        var groups: [Group] = []
        for u in uses {
            let brace = tree.enclosingBrace(u.token)
            let statement = tree.statement(containing: u.token) ?? u.token...u.token
            let site = classify(u, brace: brace, statement: statement, swiftUIFile: swiftUIFile, availability, file)
            if let k = groups.firstIndex(where: { $0.brace == brace && $0.statement == statement }) {
                groups[k].uses.append(u)
                groups[k].site = Self.dominant(groups[k].site, site)
            } else {
                groups.append(Group(brace: brace, statement: statement, uses: [u], site: site))
            }
        }
        return groups
    }

    /// Group `gi` and, when it is wrapped, the groups of the statements right after it in its
    /// block that are wrapped too and need the same version (marked done).
    func run(from gi: Int, in groups: [Group], wrapping: Bool, done: inout Set<Int>, _ tree: SyntaxTree) -> [Group] {
        let g = groups[gi]
        done.insert(gi)
        var run = [g]
        guard g.site == .wrap, wrapping else { return run }
        let statements = tree.statements(in: g.brace)
        guard var si = statements.firstIndex(of: g.statement) else { return run }
        while si + 1 < statements.count, adjacent(statements[si], statements[si + 1], tree),
              let next = groups.indices.first(where: { !done.contains($0) && groups[$0].brace == g.brace && groups[$0].statement == statements[si + 1] && groups[$0].site == .wrap }),
              Self.requirement(groups[next].uses) == Self.requirement(g.uses) {
            done.insert(next)
            run.append(groups[next])
            si += 1
        }
        return run
    }

    /// The finding for a run of groups: a wrap fix, or advice.
    func finding(for run: [Group], _ setting: Setting, _ file: FileContext) -> Finding {
        let tree = file.tree
        let g = run[0]
        let allUses = run.flatMap(\.uses)
        let version = allUses.map(\.version).max() ?? OSVersion(major: 27)
        let v = Self.versionText(version)
        var names: [String] = []
        for u in allUses where !names.contains(u.name) { names.append(u.name) }
        let decl = tree.innermostDecl(containing: g.uses[0].token)
        let catalyst = setting.catalyst && allUses.contains(where: { $0.version >= OSVersion(major: 27, minor: 1) })
        let at = allUses.map(\.token).min() ?? g.uses[0].token
        let target = setting.target.map { "the iOS \($0.major).\($0.minor) target" } ?? "an unknown target"
        let settler = setting.target == nil ? " (\(file.deploymentTargetSettler))" : ""
        let guarded = g.site == .wrap && setting.target != nil
        let advice = guarded ? "wrapped in `if #available(iOS \(v), *)` (review: no fallback below)" : advice(g.site, version: v, decl: decl, tree)
        let message = Self.message(names: names, version: v, target: target, settler: settler, advice: advice, catalyst: catalyst)
        guard guarded else { return file.finding(at: at, message) }
        let edit = wrapEdit(run.map(\.statement), version: v, file, eol: setting.eol, unit: setting.unit)
        let fix = Fix(safety: .review, title: "wrap in if #available(iOS \(v), *)", edits: [edit])
        return file.finding(at: at, message, fix: fix)
    }

    /// One sentence of at most 160 characters: what is used, on which target,
    /// and what to do; the details that do not fit (the deployment-target
    /// settler, a second name, the target) are left out in that order.
    static func message(names: [String], version v: String, target: String, settler: String, advice: String, catalyst: Bool) -> String {
        let catalystNote = catalyst ? ", and exclude Mac Catalyst" : ""
        func compose(_ subject: String, _ on: String) -> String {
            "\(subject) (iOS \(v)) is unguarded\(on) → \(advice)\(catalystNote)"
        }
        let first = "`\(Text.short(names[0], limit: 44))`"
        let all = names.count == 1 ? first : names.count == 2 ? "\(first) and `\(Text.short(names[1], limit: 44))`" : "\(first) and \(names.count - 1) more"
        let candidates = [
            compose(all, " on \(target)\(settler)"),
            compose(all, " on \(target)"),
            compose(first + (names.count > 1 ? " and \(names.count - 1) more" : ""), " on \(target)"),
            compose(first + (names.count > 1 ? " and \(names.count - 1) more" : ""), ""),
        ]
        return candidates.first { $0.count <= 160 } ?? candidates[candidates.count - 1]
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

    static func requirement(_ uses: [Use]) -> OSVersion { uses.map(\.version).max() ?? OSVersion(major: 0) }

    static func versionText(_ v: OSVersion) -> String { v.minor == 0 ? "\(v.major)" : "\(v.major).\(v.minor)" }

    func advice(_ site: Site, version v: String, decl d: Int?, _ tree: SyntaxTree) -> String {
        let available = "`@available(iOS \(v), *)`"
        switch site {
        case .wrap:
            return "wrap the statement in `if #available(iOS \(v), *)`"
        case .modifier:
            return "apply it in a `ViewModifier` under `if #available`, or mark the declaration \(available)"
        case .view:
            return "wrap the view in `if #available` with a fallback, or mark the declaration \(available)"
        case .declaration:
            guard let d else { return "mark the declaration \(available)" }
            let decl = tree.decls[d]
            let name = "`\(Text.short(decl.name, limit: 30))`"
            if decl.kind.isVariable, decl.body < 0 {
                if let p = decl.parent, tree.decls[p].kind.isTypeLike, !decl.isStatic {
                    return "move \(name) into an `@available` type or behind `if #available`"
                }
                return "move \(name) into an `@available` type or function, or behind `if #available`"
            }
            if decl.kind == .extension { return "mark the extension \(available)" }
            if decl.kind.isTypeLike { return "mark \(name) \(available) and guard its uses" }
            return "mark \(name) \(available) and guard its callers"
        case .local:
            return "guard this statement and the code that uses its value with `#available` by hand"
        case .statement(let keyword):
            return "guard this `\(keyword)` statement with `if #available(iOS \(v), *)` by hand"
        case .olderBranch(let older):
            return "move it out of this branch, which runs only below iOS \(Self.versionText(older))"
        case .value:
            return "guard it with `if #available(iOS \(v), *)` by hand (its value may be used)"
        }
    }

    // MARK: Finding the uses

    func candidates(_ file: FileContext) -> [Use] {
        let tree = file.tree
        // No `mayName` test here: the engine runs this only where pass 1
        // found a name (`mayFire`), and the scan below finds none elsewhere.
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
            if !d.modifierWords.contains(.override), d.kind.isFunctionLike || d.kind.isVariable { own.insert(d.name) }
        }
        let receivers = ReceiverTypes(tree)
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
                if name == "badge", !isBarButtonItem(before: i - 1, receivers) { continue }
                // AppKit's own members of the same name (`NSToolbarItem.visibilityPriority`, Mac Catalyst 13.1).
                if let type = receivers.type(before: i - 1), type.hasPrefix("NS") { continue }
                out.append(Use(token: i, name: name, version: v))
            } else if let d = declNames[i], tree.decls[d].modifierWords.contains(.override) {
                out.append(Use(token: i, name: name, version: v))
            }
        }
        return out
    }

    static func typeVersion(_ name: String) -> OSVersion? {
        (types[name] ?? typePrefixes.first { name.hasPrefix($0.0) }?.1).map(version)
    }

    static func memberVersion(_ name: String) -> OSVersion? {
        (members[name] ?? memberPrefixes.first { name.hasPrefix($0.0) }?.1).map(version)
    }

    /// 2701 → 27.1 (the tables' form).
    static func version(_ code: Int) -> OSVersion { OSVersion(major: code / 100, minor: code % 100) }

    /// `navigationItem.rightBarButtonItem?.badge`, `UIBarButtonItem(…).badge`, `item.badge` with `item` declared as one.
    func isBarButtonItem(before dot: Int, _ receivers: ReceiverTypes) -> Bool {
        let tree = receivers.tree
        var p = dot - 1
        while p >= 0, tree.kind(p) == .postfixQuestion || tree.kind(p) == .exclamation { p -= 1 }
        if tree.kind(p) == .identifier, Self.barItemProperties.contains(tree.text(p)) { return true }
        return receivers.type(before: dot) == "UIBarButtonItem"
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

    func classify(_ u: Use, brace b: Int, statement s: ClosedRange<Int>, swiftUIFile: Bool, _ availability: Availability, _ file: FileContext) -> Site {
        let tree = file.tree
        guard b >= 0 else { return .declaration }
        switch tree.braceKinds[b] {
        case .typeBody, .accessorBlock, .unknown:
            return .declaration
        default:
            break
        }
        if let v = availability.olderBranch(at: u.token, notAbove: u.version) { return .olderBranch(v) }
        let first = s.lowerBound
        let assignment = tree.hasAssignment(s)
        if swiftUIFile, !assignment, tree.isModifierCall(u.token) { return .modifier }
        if tree.kind(first) == .atSign { return .declaration }
        if tree.is(first, "let") || tree.is(first, "var") { return .local }
        if tree.kind(first) == .keyword || tree.kind(first) == .identifier {
            let word = tree.text(first)
            if Self.declarationWords.contains(word) { return .declaration }
            if Self.compoundWords.contains(word) { return .statement(word) }
        }
        if tree.kind(first) == .poundDirective { return .statement(tree.text(first)) }
        if swiftUIFile, !assignment, tree.kind(first) == .identifier, let c = tree.text(first).first, c.isUppercase, file.isSwiftUIContext(first) {
            return u.token == first ? .view : .modifier
        }
        if !assignment, tree.statements(in: b).count == 1, !tree.isVoidFunctionBody(b) { return .value }
        return .wrap
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
