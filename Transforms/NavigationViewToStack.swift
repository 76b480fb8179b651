import SwiftTree
import UnfoldKit

/// ## What it does
/// Replaces a single-column SwiftUI `NavigationView` — one styled
/// `.navigationViewStyle(.stack)` / `StackNavigationViewStyle()`, or holding a
/// single view — with `NavigationStack`, removing the style modifier, when the
/// deployment target is known to be iOS 16 or later. A multi-column
/// `NavigationView` (two or three views, or a columns style) is reported with
/// `NavigationSplitView` as the replacement; so is any `NavigationView` when
/// the target is older or unknown. `NavigationView` in a `PreviewProvider`
/// or a `#Preview` body only frames a view for the canvas: not reported.
///
/// ## Why
/// `NavigationView` is soft-deprecated ("use NavigationStack or
/// NavigationSplitView instead"). The container's bars are the ones that move
/// to the side edge on iPhone Duo with the iOS 27.1 SDK, and the new containers
/// are what the system adapts for resizable windows. (Apple: "Migrating to new
/// navigation types", TN3154; iPhone Duo field notes: container toolbars.)
///
/// ## Example
/// ```diff
/// -NavigationView {
/// +NavigationStack {
///      List(items) { item in Text(item.title) }
///  }
/// -.navigationViewStyle(.stack)
/// ```
///
/// ## Fix safety
/// Review: a single-view `NavigationView` without a style shows as columns on
/// iPad, and `NavigationStack` never does, so the iPad layout can change;
/// `NavigationLink(destination:)` keeps working but value-based links are the
/// new idiom. Needs iOS 16: without a known deployment target of 16 or later
/// it only reports; so it does in a package whose `platforms:` also names
/// macOS below 13, tvOS below 16 or watchOS below 9 (outside the `#if`
/// branches those never compile). A view whose body is a `NavigationView` and that the
/// project pushes (a `NavigationLink` destination or a
/// `navigationDestination` closure builds it, in any file: damus's
/// `RelayConfigView`) is reported, not rewritten: it already sits in its
/// pusher's stack, and a `NavigationStack` there would nest one stack in
/// another; the wrapper should go, which is a human's call (the view may
/// also be shown in a sheet, where it needs one).
public struct NavigationViewToStack: CollectingTransform {
    public var id: String { "navigation-view" }
    public var summary: String { "Single-column NavigationView → NavigationStack (deployment target 16+)." }
    public var fixSafety: FixSafety { .review }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["NavigationView"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    /// The view types a file pushes: the name of each capitalised call in
    /// a `NavigationLink` destination (its `destination:` argument, or its
    /// first trailing closure when it has neither `destination:` nor
    /// `value:`) and in a `navigationDestination` closure.
    public struct Facts: Sendable, Equatable, Codable {
        var pushed: [String]
        /// Functions and properties a destination calls or reads
        /// (`route.view(…)`: damus's Router; `screen.view`; `view(for:)`).
        var destinationCalls: [String] = []
        /// The types of `navigationDestination(for: T.self)`: their view
        /// builders build pushed views (Trio's `Screen`).
        var destinationTypes: [String] = []
        /// Functions and computed properties returning `some View` /
        /// `AnyView`, and the `…View` types they build: `Owner|name|Type`
        /// (a route enum's view builder; `Owner` the enclosing type). No
        /// line numbers: a fix that moves lines must not change the summary
        /// (a changed summary rebuilds the index and re-runs every changed file).
        var builders: [String] = []
    }

    static let linkBytes = Array("NavigationLink".utf8)
    static let destinationBytes = Array("navigationDestination".utf8)

    public func collect(path: String, tree: SyntaxTree) -> Facts? {
        let builders = viewBuilders(tree)
        guard tree.containsToken(Self.linkBytes) || tree.containsToken(Self.destinationBytes) else {
            return builders.isEmpty ? nil : Facts(pushed: [], builders: builders)
        }
        var pushed: [String] = []
        var calls: [String] = []
        var types: [String] = []
        for i in 0..<(tree.count - 1) where tree.kind(i) == .identifier {
            var destinations: [ClosedRange<Int>] = []
            if tree.is(i, "NavigationLink"), tree.kind(i - 1) != .period {
                var e = i
                var labels: [String?] = []
                if tree.kind(i + 1) == .leftParen, tree.partner[i + 1] >= 0 {
                    let args = tree.callArguments(i + 1)
                    labels = args.map(\.label)
                    destinations += args.filter { $0.label == "destination" }.map(\.range)
                    e = Int(tree.partner[i + 1])
                }
                if !labels.contains("destination"), !labels.contains("value"), tree.kind(e + 1) == .leftBrace, tree.partner[e + 1] >= 0 {
                    destinations.append((e + 1)...Int(tree.partner[e + 1]))
                }
            } else if tree.is(i, "navigationDestination"), tree.kind(i - 1) == .period {
                var e = i
                if tree.kind(i + 1) == .leftParen, tree.partner[i + 1] >= 0 {
                    let args = tree.callArguments(i + 1)
                    destinations += args.filter { $0.label == "destination" }.map(\.range)
                    if let f = args.first(where: { $0.label == "for" }), tree.kind(f.range.lowerBound) == .identifier {
                        let t = tree.text(f.range.lowerBound)
                        if !types.contains(t) { types.append(t) }
                    }
                    e = Int(tree.partner[i + 1])
                }
                if tree.kind(e + 1) == .leftBrace, tree.partner[e + 1] >= 0 { destinations.append((e + 1)...Int(tree.partner[e + 1])) }
            }
            for r in destinations {
                for k in r where tree.kind(k) == .identifier {
                    let name = tree.text(k)
                    let called = tree.kind(k + 1) == .leftParen || tree.kind(k + 1) == .leftBrace
                    if name.first?.isUppercase == true {
                        guard called, Self.isTypeName(k, tree) else { continue }
                        let qualified = Self.qualifiedName(k, tree)
                        if !pushed.contains(qualified) { pushed.append(qualified) }
                    } else if tree.kind(k + 1) == .leftParen || tree.kind(k - 1) == .period, !calls.contains(name) {
                        calls.append(name)
                    }
                }
            }
        }
        return pushed.isEmpty && calls.isEmpty && builders.isEmpty ? nil
            : Facts(pushed: pushed, destinationCalls: calls, destinationTypes: types, builders: builders)
    }

    /// Whether capitalised identifier `k` names a type: unqualified, or
    /// after a capitalised qualifier (`CGMSettings.RootView`, Trio's modules).
    static func isTypeName(_ k: Int, _ tree: SyntaxTree) -> Bool {
        tree.kind(k - 1) != .period || tree.kind(k - 2) == .identifier && tree.text(k - 2).first?.isUppercase == true
    }

    /// The arguments and trailing closures of `.sheet`, `.fullScreenCover` and
    /// `.popover` in `r`: views built there are presented, not pushed
    /// (home-assistant's MagicItemAddView in a `content` property's sheet).
    static func modalRanges(in r: ClosedRange<Int>, _ tree: SyntaxTree) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        for k in r where tree.kind(k) == .identifier && tree.kind(k - 1) == .period
            && (tree.is(k, "sheet") || tree.is(k, "fullScreenCover") || tree.is(k, "popover")) {
            var e = k
            while e + 1 <= r.upperBound, tree.kind(e + 1) == .leftParen || tree.kind(e + 1) == .leftBrace, tree.partner[e + 1] > e + 1 {
                e = Int(tree.partner[e + 1])
                if tree.kind(e + 1) == .identifier, tree.kind(e + 2) == .colon, tree.kind(e + 3) == .leftBrace { e += 2 } // `content: { … }` after `}`
            }
            if e > k { out.append(k...e) }
        }
        return out
    }

    /// `Qualifier.Name` for a qualified type name at `k` (Trio's modules all
    /// call their view `RootView`), else the name.
    static func qualifiedName(_ k: Int, _ tree: SyntaxTree) -> String {
        tree.kind(k - 1) == .period ? tree.text(k - 2) + "." + tree.text(k) : tree.text(k)
    }

    static let viewBytes = Array("View".utf8)
    static let someBytes = Array("some".utf8)
    static let anyViewBytes = Array("AnyView".utf8)

    /// Whether identifier `i` is a capitalised name longer than `View` that
    /// ends in `View` (its bytes: no text made for every call in a body).
    static func endsInView(_ tree: SyntaxTree, _ i: Int) -> Bool {
        tree.tokenHasSuffix(i, viewBytes, minimumLength: viewBytes.count + 1)
            && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(tree.bytes[Int(tree.tokens[i].start)])
    }

    /// `func`s and computed properties declared to return `some View` or
    /// `AnyView` (not a view's `body`), with the `…View` types their bodies
    /// build: `Owner|name|Type`.
    func viewBuilders(_ tree: SyntaxTree) -> [String] {
        guard tree.containsToken(Self.someBytes) || tree.containsToken(Self.anyViewBytes) else { return [] }
        var out: [String] = []
        for d in tree.decls.indices where (tree.decls[d].kind == .func || tree.decls[d].kind == .var) && tree.decls[d].body >= 0
            && tree.partner[tree.decls[d].body] >= 0 {
            let body = tree.decls[d].body
            // The declared type: after `->` for a function, the annotation for a property (not a view's `body`).
            guard let returns = tree.declaredType(of: d), tree.decls[d].kind == .func || !tree.isText(tree.decls[d].nameToken, "body") else { continue }
            guard returns.contains(where: { tree.is($0, "AnyView") }) || returns.contains(where: { tree.is($0, "some") }) && returns.contains(where: { tree.is($0, "View") }) else { continue }
            var owner = ""
            var preview = false
            var p = tree.decls[d].parent
            while let q = p {
                if tree.decls[q].kind.isTypeLike || tree.decls[q].kind == .extension {
                    owner = SyntaxTree.baseTypeName(tree.decls[q].name)
                    preview = tree.decls[q].inheritance.contains { SyntaxTree.baseTypeName($0) == "PreviewProvider" }
                    break
                }
                p = tree.decls[q].parent
            }
            // A `PreviewProvider`'s `previews` builds its view for the canvas: no
            // destination reaches it (EhPanda's HomeView_Previews: a destination
            // reading TCA's `\.previews` key path made every previewed view
            // "pushed"). Key paths stay calls: one may stand for a builder
            // (`.navigationDestination(item: $route, destination: \.view)`).
            if preview { continue }
            let modal = Self.modalRanges(in: body...Int(tree.partner[body]), tree)
            for k in body...Int(tree.partner[body]) where tree.kind(k) == .identifier && (tree.kind(k + 1) == .leftParen || tree.kind(k + 1) == .leftBrace)
                && Self.endsInView(tree, k) && Self.isTypeName(k, tree) && !modal.contains(where: { $0.contains(k) }) {
                let entry = "\(owner)|\(tree.decls[d].name)|\(Self.qualifiedName(k, tree))"
                if !out.contains(entry) { out.append(entry) }
            }
        }
        return out
    }

    /// Where the project pushes each view type: name → `File.swift` (the
    /// first file): built in a destination, or in a view builder a
    /// destination calls (`.navigationDestination(for: Route.self) { $0.view(…) }`).
    func pushSites(_ file: FileContext) -> [String: String] {
        file.index.derived("navigation-view.pushSites") { pushSites(file.index.facts(for: self)) }
    }

    /// `pushSites(_:)` from the collected facts (once per index).
    func pushSites(_ all: [(path: String, facts: Facts)]) -> [String: String] {
        var out: [String: String] = [:]
        let called = Set(all.flatMap(\.facts.destinationCalls))
        let types = Set(all.flatMap(\.facts.destinationTypes))
        for (path, facts) in all {
            for name in facts.pushed where out[name] == nil {
                out[name] = lastComponent(path)
            }
            // A builder a destination calls, or any builder of a destination's type.
            for entry in facts.builders {
                let parts = entry.split(separator: "|", omittingEmptySubsequences: false)
                guard parts.count == 3, called.contains(String(parts[1])) || types.contains(String(parts[0])),
                      out[String(parts[2])] == nil else { continue }
                out[String(parts[2])] = lastComponent(path)
            }
        }
        return out
    }

    /// The view type whose `body` is the `NavigationView` at `i` (the first
    /// statement of the body, `return` allowed), if any: its name, and
    /// `Outer.Name` when it is declared in another type or an extension.
    func viewWhoseBodyIs(_ i: Int, _ tree: SyntaxTree) -> (name: String, qualified: String?)? {
        guard let d = tree.innermostDecl(containing: i), tree.decls[d].kind == .var, tree.decls[d].name == "body",
              let t = tree.decls[d].parent, tree.decls[t].kind.isTypeLike || tree.decls[t].kind == .extension else { return nil }
        let brace = tree.enclosingBrace(i)
        guard brace >= 0, brace == tree.decls[d].body, let first = tree.statements(in: brace).first else { return nil }
        guard first.lowerBound == i || tree.is(first.lowerBound, "return") && first.lowerBound + 1 == i else { return nil }
        let name = SyntaxTree.baseTypeName(tree.decls[t].name)
        guard let outer = tree.decls[t].parent, tree.decls[outer].kind.isTypeLike || tree.decls[outer].kind == .extension else { return (name, nil) }
        return (name, SyntaxTree.baseTypeName(tree.decls[outer].name) + "." + name)
    }

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        guard tree.containsToken(Array("NavigationView".utf8)) else { return [] }
        var out: [Finding] = []
        let effective = EffectiveTarget(file)
        let previews = previewRegions(file)
        var pushSites: [String: String]?
        for i in 0..<(tree.count - 1) where tree.is(i, "NavigationView") && tree.isOperandStart(i) {
            // Previews only wrap a view to show it in the canvas: not app navigation.
            if previews.contains(where: { $0.contains(i) }) { continue }
            // `NavigationView { … }` or `NavigationView() { … }`.
            var brace = i + 1
            if tree.kind(brace) == .leftParen, tree.kind(brace + 1) == .rightParen { brace += 2 }
            guard tree.kind(brace) == .leftBrace, tree.partner[brace] >= 0, !tree.startsLine(brace) || tree.kind(brace - 1) != .rightParen else { continue }
            let close = Int(tree.partner[brace])
            // Local declarations are not columns (`let content = ZStack { … }`, then `content`: one view, found on EhPanda).
            let children = tree.statements(in: brace).filter { !tree.is($0.lowerBound, "let") && !tree.is($0.lowerBound, "var") }
            let style = navigationViewStyle(after: close, tree)
            let stackStyle = style.map { isStack($0.argument, tree) } ?? false
            let columnsStyle = style != nil && !stackStyle
            if columnsStyle || (children.count >= 2 && !stackStyle) {
                out.append(file.finding(at: i, "NavigationView with several columns is deprecated: use NavigationSplitView (sidebar, content, detail)"))
                continue
            }
            // The target, raised by @available / #available around the view (issue 14).
            let target = effective.minimum(at: i)
            guard effective.allows(OSVersion(major: 16), at: i) else {
                if let below = effective.availability.olderBranch(at: i, notAbove: OSVersion(major: 16)) {
                    out.append(file.finding(at: i, "NavigationView is deprecated, but this branch runs below iOS \(below.major).\(below.minor), where NavigationStack does not exist: keep it here"))
                    continue
                }
                let head = "NavigationView is deprecated: use NavigationStack once the deployment target is iOS 16 or later"
                // The file that would settle an unknown target, when it fits in one short sentence.
                let message = target.map { "\(head) (it is iOS \($0.major).\($0.minor))" }
                    ?? ["\(head) (it is unknown; \(file.deploymentTargetSettler))", "\(head) (it is unknown: see `unfold project`)"].first { $0.count <= 160 }!
                out.append(file.finding(at: i, message))
                continue
            }
            // A package that also builds for macOS 12 (tvOS 15, watchOS 8) has no NavigationStack there.
            if let other = OtherPlatformNeeds.navigationStack.obstacle(at: i, file) {
                out.append(file.finding(at: i, "NavigationView is deprecated, but \(OtherPlatformNeeds.clause("NavigationStack", other)): keep it"))
                continue
            }
            // A pushed view is already in a stack: a NavigationStack would nest in it.
            if let (name, qualified) = viewWhoseBodyIs(i, tree) {
                if pushSites == nil { pushSites = self.pushSites(file) }
                // A qualified push names this view only; an unqualified one any view of the name.
                let view = qualified ?? name
                if let site = qualified.flatMap({ pushSites?[$0] }) ?? pushSites?[name] {
                    let named = "NavigationView is deprecated, but \(view) is pushed (in \(site)), so a NavigationStack here would nest in the pusher's: remove the wrapper"
                    out.append(file.finding(at: i, named.count <= 160 ? named : "NavigationView is deprecated, but this view is pushed (in \(site)): remove the wrapper rather than nest a NavigationStack"))
                    continue
                }
            }
            var edits = [file.edit(replacing: i...i, with: "NavigationStack")]
            if let s = style {
                if tree.startsLine(s.dot), tree.startsLine(s.close + 1) || tree.kind(s.close + 1) == .eof {
                    edits.append(Edit(path: file.path, range: tree.lineRange(of: s.dot...s.close), replacement: []))
                } else {
                    edits.append(Edit(path: file.path, range: Int(tree.tokens[s.dot].start)..<Int(tree.tokens[s.close].end), replacement: []))
                }
            }
            let why = style == nil ? "a single-view NavigationView shows as columns on iPad; NavigationStack does not" : "the stack style is what NavigationStack does"
            let fix = Fix(safety: .review, title: "use NavigationStack", edits: edits)
            out.append(file.finding(at: i, "NavigationView is deprecated: use NavigationStack (review: \(why))", fix: fix))
        }
        return out
    }

    /// `.navigationViewStyle(X)` in the modifier chain right after the view.
    func navigationViewStyle(after close: Int, _ tree: SyntaxTree) -> (dot: Int, argument: ClosedRange<Int>, close: Int)? {
        var e = close
        while let next = tree.postfixElementEnd(after: e) {
            if tree.kind(e + 1) == .period, tree.is(e + 2, "navigationViewStyle"), tree.kind(e + 3) == .leftParen, tree.partner[e + 3] >= 0 {
                let c = Int(tree.partner[e + 3])
                guard c > e + 4 else { return nil }
                return (e + 1, (e + 4)...(c - 1), c)
            }
            e = next
        }
        return nil
    }

    func isStack(_ r: ClosedRange<Int>, _ tree: SyntaxTree) -> Bool {
        let text = tree.text(from: r.lowerBound, through: r.upperBound)
        return text == ".stack" || text == "StackNavigationViewStyle()" || text == "StackNavigationViewStyle.init()"
    }

    /// `#Preview { … }` bodies and the types conforming to `PreviewProvider`.
    func previewRegions(_ file: FileContext) -> [ClosedRange<Int>] {
        let tree = file.tree
        var out: [ClosedRange<Int>] = []
        for d in tree.decls.indices where tree.decls[d].kind.isTypeLike && tree.decls[d].body >= 0 && tree.partner[tree.decls[d].body] >= 0 {
            let decl = tree.decls[d]
            if decl.inheritance.contains(where: { SyntaxTree.baseTypeName($0) == "PreviewProvider" }) || file.index.inherits(SyntaxTree.baseTypeName(decl.name), fromAnyOf: ["PreviewProvider"]) {
                out.append(decl.body...Int(tree.partner[decl.body]))
            }
        }
        guard tree.containsToken(Array("Preview".utf8)) else { return out }
        for k in 0..<(tree.count - 1) where tree.kind(k) == .pound && tree.is(k + 1, "Preview") {
            var b = k + 2
            if tree.kind(b) == .leftParen, tree.partner[b] >= 0 { b = Int(tree.partner[b]) + 1 }
            if tree.kind(b) == .leftBrace, tree.partner[b] >= 0 { out.append(b...Int(tree.partner[b])) }
        }
        return out
    }
}
