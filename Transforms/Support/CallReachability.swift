import SwiftTree
import UnfoldKit

/// Which members of a type run from which UIKit entry points: the calls a
/// type makes to itself, followed from the methods UIKit calls.
///
/// The type is the class (or extension) `typeDecl` together with every
/// declaration of the same name in the same file (the class and its
/// extensions). Members are instance methods, initializers, subscripts,
/// computed properties, properties with observers and lazy properties. An
/// edge goes from a member to another when its body (closures included)
///
/// - calls a method: `foo(…)`, `foo { … }`, `self.foo(…)`, `self?.foo(…)`;
/// - reads or writes a computed or lazy property: `foo`, `self.foo`;
/// - assigns a property with observers (`foo = …`, `self.foo += …`), except
///   in an initializer, where Swift does not run the type's own observers.
///
/// Not edges: `super.foo()`, `other.foo()`, `#selector(foo)`, a method
/// passed by name (`handler: foo`), a bare name a parameter or local of the
/// member shadows. Calls are matched by base name, so overloads are one
/// member. The code inside a `registerForTraitChanges` call runs on trait
/// changes, so it is its own entry point (`.traitChange`), not part of the
/// member it is written in.
///
/// Entry points are the members UIKit calls by name (`EntryKind`) and
/// `@IBOutlet` properties' observers. Cycles are fine (breadth-first search).
/// Only this file: a helper in an extension in another file is not followed
/// (the index keeps per-file summaries, not bodies).
///
/// Used by uiscreen-main-scale (a use reachable from `init` or `viewDidLoad`
/// is labelled review); meant for layout-sized-once too (sizes computed only
/// from load-time entry points).
struct CallReachability {
    /// What UIKit calls a member for, and when.
    enum EntryKind: Hashable, Sendable, CaseIterable {
        // Before the view has its traits (display scale 0, size classes unspecified).
        case initializer, awakeFromNib, loadView, viewDidLoad, outletObserver
        // After: layout, appearance, trait changes, drawing.
        case layout, appearance, traitChange, drawing

        /// Entry points that run before the view is in a window.
        static let beforeTraits: Set<EntryKind> = [.initializer, .awakeFromNib, .loadView, .viewDidLoad, .outletObserver]
        /// Entry points that run when traits and geometry are there.
        static let later: Set<EntryKind> = [.layout, .appearance, .traitChange, .drawing]

        var isBeforeTraits: Bool { Self.beforeTraits.contains(self) }

        /// The kind of a method UIKit calls by this name, if any.
        static func method(named name: String) -> EntryKind? {
            switch name {
            case "awakeFromNib": return .awakeFromNib
            case "loadView": return .loadView
            case "viewDidLoad": return .viewDidLoad
            case "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSublayers",
                 "updateConstraints", "updateViewConstraints", "safeAreaInsetsDidChange", "layoutMarginsDidChange",
                 "viewWillTransition", "viewSafeAreaInsetsDidChange":
                return .layout
            case "viewIsAppearing", "viewWillAppear", "viewDidAppear", "didMoveToWindow", "willMove",
                 "didMoveToSuperview", "tintColorDidChange", "prepareForReuse":
                return .appearance
            case "traitCollectionDidChange": return .traitChange
            case "draw": return .drawing
            default: return nil
            }
        }
    }

    /// An entry point: a member UIKit calls (or a `registerForTraitChanges` handler inside one).
    struct Entry: Hashable, Sendable {
        var kind: EntryKind
        /// The member's declaration (for a trait-change handler, the member that registers it).
        var decl: Int
        /// How messages name it: `init`, `viewDidLoad`, `avatarView.didSet`, `registerForTraitChanges`.
        var name: String
    }

    /// How an entry point reaches a member: `members` are the declarations
    /// called on the way, the entry's own first, the target last (just the
    /// entry when the target is the entry itself).
    struct Route: Hashable, Sendable {
        var entry: Entry
        var members: [Int]
        /// The member the route ends in.
        var target: Int { members.last ?? entry.decl }
    }

    enum MemberKind: Equatable, Sendable {
        case method, initializer, subscriptMember, computed, observed, lazy, deinitializer
    }

    struct Member: Sendable {
        var decl: Int
        var name: String
        var kind: MemberKind
        /// The tokens that run: the body, the accessor block or the lazy initializer.
        var range: ClosedRange<Int>
        /// `registerForTraitChanges(…)` calls inside, whose code runs on trait changes.
        var deferred: [ClosedRange<Int>]
    }

    let tree: SyntaxTree
    /// The type's declarations in this file (the class and its extensions).
    let parts: [Int]
    /// The members, in source order.
    let members: [Member]
    let entries: [Entry]
    /// For each entry (same order as `entries`): member index → the member it was reached from (itself for the entry's own).
    private let reached: [[Int: Int]]
    private let memberIndex: [Int: Int]
    /// For each member (same order as `members`): the members its code runs.
    private let edges: [[Int]]

    init(tree: SyntaxTree, typeDecl: Int) {
        self.tree = tree
        let name = SyntaxTree.baseTypeName(tree.decls[typeDecl].name)
        var parts: [Int] = []
        for d in tree.decls.indices {
            let decl = tree.decls[d]
            guard decl.body >= 0, decl.kind == .class || decl.kind == .extension || decl.kind == .actor
                || decl.kind == .struct || decl.kind == .enum else { continue }
            if d == typeDecl || SyntaxTree.baseTypeName(decl.name) == name { parts.append(d) }
        }
        self.parts = parts

        var members: [Member] = []
        for p in parts {
            for d in tree.children(of: p) {
                if let m = Self.member(d, tree) { members.append(m) }
            }
        }
        self.members = members
        var memberIndex: [Int: Int] = [:]
        var byName: [String: [Int]] = [:]
        for (k, m) in members.enumerated() {
            memberIndex[m.decl] = k
            if m.kind != .initializer && m.kind != .deinitializer && m.kind != .subscriptMember {
                byName[m.name, default: []].append(k)
            }
        }
        self.memberIndex = memberIndex

        let names = NameTable(byName)
        // Edges: member → members it runs; deferred regions become their own entries.
        var edges: [[Int]] = []
        var entries: [Entry] = []
        var entrySources: [[Int]] = []  // first hop of each entry: its member, or the members its handler calls
        for (k, m) in members.enumerated() {
            edges.append(Self.calls(in: m.range, skipping: m.deferred, of: m, names, members, tree))
            if let kind = Self.entryKind(m, tree) {
                entries.append(Entry(kind: kind, decl: m.decl, name: Self.entryName(m, tree)))
                entrySources.append([k])
            }
        }
        for (k, m) in members.enumerated() {
            for r in m.deferred {
                entries.append(Entry(kind: .traitChange, decl: m.decl, name: "registerForTraitChanges"))
                entrySources.append([-1 - k] + Self.calls(in: r, skipping: [], of: m, names, members, tree))
            }
        }
        self.entries = entries
        self.edges = edges

        var reached: [[Int: Int]] = []
        for sources in entrySources {
            var pred: [Int: Int] = [:]
            var queue: [Int] = []
            if let first = sources.first, first < 0 {
                // A handler: the registering member is not itself run; what the handler calls is.
                let owner = -1 - first
                for s in sources.dropFirst() where pred[s] == nil {
                    pred[s] = owner
                    queue.append(s)
                }
            } else {
                for s in sources {
                    pred[s] = s
                    queue.append(s)
                }
            }
            var head = 0
            while head < queue.count {
                let a = queue[head]
                head += 1
                for b in edges[a] where pred[b] == nil {
                    pred[b] = a
                    queue.append(b)
                }
            }
            reached.append(pred)
        }
        self.reached = reached
    }

    // MARK: Queries

    /// The member declaration (method, accessor, lazy property, …) whose running code holds token `i`.
    func member(containing i: Int) -> Int? {
        members.first { $0.range.contains(i) }?.decl
    }

    /// The entry points whose calls reach `member` (a declaration index), in source order.
    func entryPoints(reaching member: Int) -> [Entry] {
        routes(to: member).map(\.entry)
    }

    /// The routes from every entry point that reaches `member`, one per entry point (a shortest one).
    func routes(to member: Int) -> [Route] {
        guard let target = memberIndex[member] else { return [] }
        var out: [Route] = []
        for (e, pred) in reached.enumerated() where pred[target] != nil {
            out.append(Route(entry: entries[e], members: path(to: target, pred)))
        }
        return out
    }

    /// The routes that reach the code at token `i`: those of its member, or,
    /// inside a `registerForTraitChanges` call, that handler's alone.
    func routes(toToken i: Int) -> [Route] {
        guard let k = members.firstIndex(where: { $0.range.contains(i) }) else { return [] }
        let m = members[k]
        if let r = m.deferred.firstIndex(where: { $0.contains(i) }) {
            // The r-th handler of member k, in the order entries were made.
            var n = 0
            for (j, other) in members.enumerated() {
                if j == k { break }
                n += other.deferred.count
            }
            let e = entries.count - members.reduce(0) { $0 + $1.deferred.count } + n + r
            return [Route(entry: entries[e], members: [m.decl])]
        }
        return routes(to: m.decl)
    }

    /// Whether any entry point of `kinds` reaches `member`.
    func isReachable(_ member: Int, from kinds: Set<EntryKind>) -> Bool {
        entryPoints(reaching: member).contains { kinds.contains($0.kind) }
    }

    /// A shortest route from an entry point before traits to the code at token
    /// `i`, if any (the earliest entry in source order among the shortest).
    /// The entry point that runs the code at `at` before the view is in a
    /// window: an initializer, a lazy property, `viewDidLoad` and the other
    /// early entry points, or a helper they call (`key-window`, `uiscreen-main`).
    static func entryBeforeWindow(_ ctx: CodeContext, at: Int, _ file: FileContext) -> String? {
        switch ctx.member {
        case .initializer: return "init"
        case .storedPropertyInitializer: return "a lazy property"
        default: break
        }
        guard let t = ctx.typeDecl, let route = CallReachability(tree: file.tree, typeDecl: t).routeBeforeTraits(toToken: at) else { return nil }
        return route.entry.name
    }

    func routeBeforeTraits(toToken i: Int) -> Route? {
        routes(toToken: i).filter { $0.entry.kind.isBeforeTraits }.min { $0.members.count < $1.members.count }
    }

    /// Whether `member` runs only from entry points of `kinds`: one of them
    /// reaches it, and nothing else does — no other entry point, and no
    /// member that nothing in the type calls (a delegate method, an action,
    /// API called from other files) or that other files can call (`public`,
    /// `open`, `@objc`, `@IBAction`). A lazy property counts as reached from
    /// where it is read (it runs once whoever reads it first).
    /// Used by layout-sized-once: `setupLayout()` called from `viewDidLoad` alone runs once.
    func runsOnly(_ member: Int, from kinds: Set<EntryKind>) -> Bool {
        guard let target = memberIndex[member] else { return false }
        let reaching = entryPoints(reaching: member)
        guard reaching.contains(where: { kinds.contains($0.kind) }),
              reaching.allSatisfy({ kinds.contains($0.kind) }) else { return false }
        var called = Set<Int>()
        for e in edges { called.formUnion(e) }
        let entryDecls = Set(entries.filter { kinds.contains($0.kind) }.map(\.decl))
        // Roots that are not the allowed entry points: members nothing here calls, or that code elsewhere can call.
        var queue: [Int] = []
        var seen = Set<Int>()
        for (k, m) in members.enumerated() where !entryDecls.contains(m.decl) && m.kind != .lazy {
            let decl = tree.decls[m.decl]
            let visible = decl.modifierWords.contains(.public) || decl.modifierWords.contains(.open)
                || decl.attributes.contains("objc") || decl.attributes.contains("IBAction")
            if !called.contains(k) || visible {
                queue.append(k)
                seen.insert(k)
            }
        }
        var head = 0
        while head < queue.count {
            let a = queue[head]
            head += 1
            if a == target { return false }
            for b in edges[a] where !entryDecls.contains(members[b].decl) && seen.insert(b).inserted { queue.append(b) }
        }
        return true
    }

    private func path(to target: Int, _ pred: [Int: Int]) -> [Int] {
        var out = [members[target].decl]
        var k = target
        var seen: Set<Int> = [k]
        while let p = pred[k], p != k, seen.insert(p).inserted {
            out.append(members[p].decl)
            k = p
        }
        return out.reversed()
    }

    // MARK: Building

    static func member(_ d: Int, _ tree: SyntaxTree) -> Member? {
        let decl = tree.decls[d]
        guard !decl.isStatic else { return nil }
        func block(_ kind: MemberKind) -> Member? {
            guard decl.body >= 0, tree.partner[decl.body] >= 0 else { return nil }
            let range = decl.body...Int(tree.partner[decl.body])
            return Member(decl: d, name: decl.name, kind: kind, range: range, deferred: deferredRegions(in: range, tree))
        }
        switch decl.kind {
        case .func: return block(.method)
        case .`init`: return block(.initializer)
        case .deinit: return block(.deinitializer)
        case .subscript: return block(.subscriptMember)
        case .var:
            if decl.isLazy, let r = decl.initializer {
                return Member(decl: d, name: decl.name, kind: .lazy, range: r, deferred: deferredRegions(in: r, tree))
            }
            guard decl.body >= 0 else { return nil }
            return block(hasObservers(decl, tree) ? .observed : .computed)
        default: return nil
        }
    }

    /// Whether a property's accessor block is `willSet`/`didSet` (not `get`/`set`).
    static func hasObservers(_ decl: Decl, _ tree: SyntaxTree) -> Bool {
        guard tree.braceKinds[decl.body] == .accessorBlock else { return false }
        var k = decl.body + 1
        let end = Int(tree.partner[decl.body])
        while k < end {
            if tree.parentGroup[k] == Int32(decl.body), tree.is(k, "didSet") || tree.is(k, "willSet") { return true }
            k = tree.nextSibling(k)
        }
        return false
    }

    /// `registerForTraitChanges(…)` calls (their arguments and trailing closure) in `range`.
    static func deferredRegions(in range: ClosedRange<Int>, _ tree: SyntaxTree) -> [ClosedRange<Int>] {
        guard tree.containsToken(Array("registerForTraitChanges".utf8)) else { return [] }
        var out: [ClosedRange<Int>] = []
        var k = range.lowerBound
        while k < range.upperBound {
            if tree.kind(k) == .identifier, tree.is(k, "registerForTraitChanges"), tree.kind(k + 1) == .leftParen,
               tree.partner[k + 1] >= 0 {
                var end = Int(tree.partner[k + 1])
                if tree.kind(end + 1) == .leftBrace, tree.partner[end + 1] >= 0 { end = Int(tree.partner[end + 1]) }
                out.append((k + 1)...min(end, range.upperBound))
                k = end
            }
            k += 1
        }
        return out
    }

    static func entryKind(_ m: Member, _ tree: SyntaxTree) -> EntryKind? {
        switch m.kind {
        case .initializer: return .initializer
        case .method: return EntryKind.method(named: m.name)
        case .observed: return tree.decls[m.decl].attributes.contains("IBOutlet") ? .outletObserver : nil
        default: return nil
        }
    }

    static func entryName(_ m: Member, _ tree: SyntaxTree) -> String {
        switch m.kind {
        case .observed:
            let accessor = hasDidSet(tree.decls[m.decl], tree) ? "didSet" : "willSet"
            return "\(m.name).\(accessor)"
        default: return m.name
        }
    }

    static func hasDidSet(_ decl: Decl, _ tree: SyntaxTree) -> Bool {
        var k = decl.body + 1
        while k < Int(tree.partner[decl.body]) {
            if tree.parentGroup[k] == Int32(decl.body), tree.is(k, "didSet") { return true }
            k = tree.nextSibling(k)
        }
        return false
    }

    static let comparisonOperators: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

    /// The members the code in `range` (minus `skipping`) runs, by index into `members`.
    /// Member indices by name (`byName`), looked up by an identifier token's
    /// bytes: every identifier of every member is asked, and a String for
    /// each was most of the cost.
    struct NameTable {
        /// By the name's `TokenSource.textHash`: the names with that hash and their members.
        private var buckets: [UInt64: [(name: String, members: [Int])]] = [:]

        init(_ byName: [String: [Int]]) {
            for (name, members) in byName { buckets[SyntaxTree.textHash(name), default: []].append((name, members)) }
        }

        /// `byName[tree.text(k)]`.
        func members(named k: Int, _ tree: SyntaxTree) -> [Int]? {
            guard let bucket = buckets[tree.textHash(k)] else { return nil }
            for entry in bucket where tree.isText(k, entry.name) { return entry.members }
            return nil
        }
    }

    static func calls(in range: ClosedRange<Int>, skipping: [ClosedRange<Int>], of owner: Member,
                      _ names: NameTable, _ members: [Member], _ tree: SyntaxTree) -> [Int] {
        let shadowed = shadowedNames(owner, tree)
        var out: [Int] = []
        var seen: Set<Int> = []
        var k = range.lowerBound
        while k <= range.upperBound {
            if let r = skipping.first(where: { $0.contains(k) }) {
                k = r.upperBound + 1
                continue
            }
            defer { k += 1 }
            guard tree.kind(k) == .identifier, let targets = names.members(named: k, tree) else { continue }
            // The receiver: none, `self.`, `self?.`, `self!.`.
            var viaSelf = false
            if tree.kind(k - 1) == .period {
                var r = k - 2
                if tree.kind(r) == .postfixQuestion || tree.kind(r) == .exclamation { r -= 1 }
                guard tree.is(r, "self"), tree.kind(r - 1) != .period else { continue }
                viaSelf = true
            } else {
                switch tree.word(k - 1) {
                case .let, .var, .func, .case: continue  // a declaration of the name
                default: break
                }
                if shadowed.contains(tree.text(k)) { continue }
            }
            // An argument label `name:` inside parentheses.
            if !viaSelf, tree.kind(k + 1) == .colon, case let g = Int(tree.parentGroup[k]), g >= 0, tree.kind(g) == .leftParen { continue }
            // `#selector(foo)`, `#selector(self.foo)`: runs on an event, not now.
            if case let g = Int(tree.parentGroup[k]), g >= 2, tree.kind(g) == .leftParen, tree.is(g - 1, "selector") { continue }
            let next = tree.kind(k + 1)
            let assigned: Bool = {
                if next == .equal { return true }
                if next == .binaryOperator {
                    let op = tree.text(k + 1)
                    return op.hasSuffix("=") && !comparisonOperators.contains(op)
                }
                return false
            }()
            for t in targets where seen.insert(t).inserted {
                let accepted: Bool
                switch members[t].kind {
                case .method: accepted = next == .leftParen || next == .leftBrace
                case .computed, .lazy: accepted = true
                case .observed: accepted = assigned && owner.kind != .initializer
                default: accepted = false
                }
                if accepted { out.append(t) } else { seen.remove(t) }
            }
        }
        return out
    }

    /// Parameter and local names of a member: a bare use of one of them is not the type's member.
    static func shadowedNames(_ m: Member, _ tree: SyntaxTree) -> Set<String> {
        var out: Set<String> = []
        let decl = tree.decls[m.decl]
        if decl.kind.isFunctionLike, decl.body >= 0 {
            // Parameter names: the identifier right before `:` at the top level of the parameter clause.
            var open = decl.nameToken >= 0 ? decl.nameToken + 1 : decl.keyword + 1
            if let g = decl.genericClause { open = g.upperBound + 1 }
            if tree.kind(open) == .leftParen, tree.partner[open] >= 0 {
                var k = open + 1
                while k < Int(tree.partner[open]) {
                    if tree.kind(k + 1) == .colon, tree.parentGroup[k] == Int32(open), tree.kind(k) == .identifier {
                        out.insert(tree.text(k))
                    }
                    k = tree.nextSibling(k)
                }
            }
        }
        // Locals: declarations nested in the member, and closure parameters are rare enough to ignore.
        var d = m.decl + 1
        while d < tree.decls.count, tree.decls[d].start <= decl.end {
            if tree.decls[d].kind.isVariable || tree.decls[d].kind == .func { out.insert(tree.decls[d].name) }
            d += 1
        }
        return out
    }
}
