import SwiftTree
import UnfoldKit

/// ## What it does
/// Rewrites SwiftUI's `.navigationBarItems(leading:trailing:)` into a
/// `.toolbar { … }` with one `ToolbarItem` per side (`ToolbarItemGroup` when
/// the side is an `HStack` of several items). Cancel / Close / Back buttons on
/// the leading side get the `.cancellationAction` placement, Done / Save on
/// the trailing side `.confirmationAction`; the others `.topBarLeading` /
/// `.topBarTrailing`. Also: `.navigationBarTitle(x)` → `.navigationTitle(x)`
/// (a display mode becomes `.navigationBarTitleDisplayMode(…)`), and
/// `.navigationBarLeading` / `.navigationBarTrailing` placements →
/// `.topBarLeading` / `.topBarTrailing`. The modifier chain's indentation,
/// comments and blank lines are kept.
///
/// ## Why
/// With the iOS 27.1 SDK, bars owned by navigation containers move to the
/// side edge on iPhone Duo and their items follow the system's placement and
/// overflow rules; items attached with the soft-deprecated
/// `navigationBarItems` are not toolbar items and do not take part. Semantic
/// placements let the system put Cancel and Done where the platform expects.
/// (iPhone Duo field notes, "Item placement"; Apple: `toolbar(_:)`,
/// `ToolbarItemPlacement.cancellationAction`.)
///
/// ## Example
/// ```diff
///  Form { … }
/// -    .navigationBarTitle("Settings", displayMode: .inline)
/// -    .navigationBarItems(trailing: Button("Done") { dismiss() })
/// +    .navigationTitle("Settings")
/// +    .navigationBarTitleDisplayMode(.inline)
/// +    .toolbar {
/// +        ToolbarItem(placement: .confirmationAction) {
/// +            Button("Done") { dismiss() }
/// +        }
/// +    }
/// ```
///
/// ## Fix safety
/// Safe: the same views end up in the same bar; only their placement becomes
/// semantic. When the deployment target is below iOS 14 (where `toolbar`
/// and `navigationTitle` do not exist) or unknown (RULES: the lowest
/// plausible target, iOS 13 for SwiftUI) it only reports. Views are
/// recognised by the index or by their shape (a `body` or member returning
/// `some View`, a struct conforming to a `…View` protocol declared outside the
/// tree). In the fallback branch of `if #available(iOS 17, *)` the old
/// placements are kept on purpose: no `.topBarLeading` suggestion there.
/// A project that declares a member of its own named `navigationBarLeading`
/// or `navigationBarTrailing` (an enum case, a static property) may pass it
/// as `placement: .navigationBarLeading` to its own API, where
/// `.topBarLeading` would not compile: there an implicit member passed to
/// another call than `ToolbarItem` / `ToolbarItemGroup` is a finding only
/// (the declarations are collected from every file in the first pass).
public struct NavigationBarItems: CollectingTransform {
    public var id: String { "navigation-bar-items" }
    public var summary: String { "SwiftUI .navigationBarItems / .navigationBarTitle → .toolbar items and .navigationTitle." }
    public var fixSafety: FixSafety { .safe }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["navigationBarItems", "navigationBarTitle", "navigationBarLeading", "navigationBarTrailing"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let placementNames = ["navigationBarLeading", "navigationBarTrailing"]

    /// The project's own members named like the deprecated placements.
    public struct Facts: Sendable, Equatable, Codable {
        var names: [String]
    }

    public func collect(path: String, tree: SyntaxTree) -> Facts? {
        guard tree.containsToken(Array("navigationBarLeading".utf8)) || tree.containsToken(Array("navigationBarTrailing".utf8)) else { return nil }
        var names: Set<String> = []
        for k in tree.decls.indices {
            switch tree.decls[k].kind {
            case .enumCase:
                // `case a, navigationBarLeading`: every element of the list, not only the first.
                for t in tree.decls[k].keyword...tree.decls[k].end where tree.kind(t) == .identifier {
                    if let n = Self.placementNames.first(where: { tree.isText(t, $0) }) { names.insert(n) }
                }
            case .var, .let, .func:
                if Self.placementNames.contains(tree.decls[k].name) { names.insert(tree.decls[k].name) }
            default:
                continue
            }
        }
        return names.isEmpty ? nil : Facts(names: names.sorted())
    }

    static let cancelTitles: Set<String> = ["\"Cancel\"", "\"Close\"", "\"Back\""]
    static let confirmTitles: Set<String> = ["\"Done\"", "\"Save\""]

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        guard tree.containsToken(Array("navigationBarItems".utf8)) || tree.containsToken(Array("navigationBarTitle".utf8))
            || tree.containsToken(Array("navigationBarLeading".utf8)) || tree.containsToken(Array("navigationBarTrailing".utf8)) else { return [] }
        var out: [Finding] = []
        let effective = EffectiveTarget(file)
        for i in 0..<(tree.count - 1) where tree.kind(i) == .period && tree.kind(i + 1) == .identifier {
            let name = tree.text(i + 1)
            switch name {
            case "navigationBarItems", "navigationBarTitle":
                // An argument list that never closes (partner `.eof`) is broken code: no rewrite.
                guard tree.kind(i + 2) == .leftParen, tree.partner[i + 2] >= 0, Int(tree.partner[i + 2]) < tree.count - 1,
                      !tree.startsLine(i + 2), isSwiftUI(i, file) else { continue }
                // Its fix uses the placements of the iOS 17 SDK: not in a fallback written for older systems.
                if name == "navigationBarItems", inNewAPIFallback(i, effective) { continue }
                let close = Int(tree.partner[i + 2])
                if effective.knownBelow(OSVersion(major: 14), at: i) {
                    out.append(file.finding(at: i + 1, "\(name) is deprecated, but .toolbar and .navigationTitle need iOS 14, above this target: migrate once the target is raised"))
                    continue
                }
                // Unknown: the lowest plausible target for SwiftUI code (RULES), iOS 13.
                if effective.minimum(at: i) == nil {
                    out.append(file.finding(at: i + 1, effective.unknownTargetMessage("\(name) is deprecated, but .toolbar and .navigationTitle need iOS 14")))
                    continue
                }
                if name == "navigationBarItems" {
                    out.append(items(i, close, file))
                } else if let f = title(i, close, file) {
                    out.append(f)
                }
            case "navigationBarLeading", "navigationBarTrailing":
                guard isPlacement(i, tree), !inNewAPIFallback(i, effective) else { continue }
                let new = name == "navigationBarLeading" ? "topBarLeading" : "topBarTrailing"
                // An implicit member passed to another API than SwiftUI's items may be
                // the project's own of that name: then a finding, no rewrite.
                if !isSwiftUIPlacement(i, tree), file.index.facts(for: self).contains(where: { $0.facts.names.contains(name) }) {
                    out.append(file.finding(at: i + 1, ".\(name) is deprecated: use .\(new) where it is SwiftUI's placement (the project declares a `\(name)` of its own)"))
                    continue
                }
                let fix = Fix(safety: .safe, title: "use .\(new)", edits: [file.edit(replacing: (i + 1)...(i + 1), with: new)])
                out.append(file.finding(at: i + 1, ".\(name) is deprecated: use .\(new) (back-deployed to iOS 14)", fix: fix))
            default:
                continue
            }
        }
        return out
    }

    /// Inside a SwiftUI view, view modifier, scene or a `View` extension; or
    /// code shaped like a view's (a `body` or member returning `some View`,
    /// a struct conforming to a `…View` protocol declared outside the tree).
    func isSwiftUI(_ i: Int, _ file: FileContext) -> Bool {
        let ctx = file.codeContext(of: i)
        if let name = ctx.typeName, file.index.inherits(name, fromAnyOf: ["View", "ViewModifier", "Scene", "App", "PreviewProvider"]) { return true }
        return file.isSwiftUIViewCode(ctx, at: i)
    }

    /// The fallback branch of an availability check for iOS 17 or later
    /// (`if #available(iOS 17, *) { … } else { here }`): the old API is kept
    /// there on purpose, and `.topBarLeading` came with the iOS 17 SDK.
    func inNewAPIFallback(_ i: Int, _ effective: EffectiveTarget) -> Bool {
        guard let v = effective.availability.olderBranch(at: i, notAbove: OSVersion(major: 99)) else { return false }
        return v >= OSVersion(major: 17)
    }

    /// The placement at period `i` is SwiftUI's for certain: spelled
    /// `ToolbarItemPlacement.…`, the default value of a `ToolbarItemPlacement`
    /// parameter, or the `placement:` argument of `ToolbarItem` / `ToolbarItemGroup`.
    func isSwiftUIPlacement(_ i: Int, _ tree: SyntaxTree) -> Bool {
        if tree.is(i - 1, "ToolbarItemPlacement") || tree.is(i - 2, "ToolbarItemPlacement") { return true }
        let open = Int(tree.parentGroup[i])
        return open >= 1 && tree.kind(open) == .leftParen && (tree.is(open - 1, "ToolbarItem") || tree.is(open - 1, "ToolbarItemGroup"))
    }

    /// `placement: .navigationBarLeading`, `ToolbarItemPlacement.navigationBarLeading`,
    /// or a default value `placement: ToolbarItemPlacement = .navigationBarLeading`.
    func isPlacement(_ i: Int, _ tree: SyntaxTree) -> Bool {
        (tree.kind(i - 1) == .colon && tree.is(i - 2, "placement")) || tree.is(i - 1, "ToolbarItemPlacement")
            || (tree.kind(i - 1) == .equal && tree.is(i - 2, "ToolbarItemPlacement"))
    }

    // MARK: navigationBarItems

    /// Top-level arguments of the call group `open…close`: label ("" when
    /// unlabelled) → expression tokens (`SyntaxTree.callArguments`).
    func arguments(_ open: Int, _ close: Int, _ tree: SyntaxTree) -> [(label: String, range: ClosedRange<Int>)] {
        tree.callArguments(open).map { ($0.label ?? "", $0.range) }
    }

    func items(_ dot: Int, _ close: Int, _ file: FileContext) -> Finding {
        let tree = file.tree
        let args = arguments(dot + 2, close, tree)
        let at = dot + 1
        guard !args.isEmpty, args.allSatisfy({ $0.label == "leading" || $0.label == "trailing" }),
              !tree.hasComment(from: dot + 2, through: close) || commentsInsideArguments(args, tree) else {
            return file.finding(at: at, "navigationBarItems is deprecated: move its items into .toolbar { ToolbarItem(placement: …) { … } } by hand (unfold does not rewrite these arguments)")
        }
        let eol = tree.lineEnding
        let unit = tree.indentUnit
        let base = tree.indentation(ofLineContaining: Int(tree.tokens[dot].start))
        var text = ".toolbar {" + eol
        for (label, written) in args {
            let range = unparenthesized(written, tree)
            let leading = label == "leading"
            let (group, content) = itemContent(range, indent: base + unit + unit, tree: tree, eol: eol)
            let placement: String
            if leading, !group, startsButton(range, tree, titled: Self.cancelTitles) {
                placement = ".cancellationAction"
            } else if !leading, !group, startsButton(range, tree, titled: Self.confirmTitles) {
                placement = ".confirmationAction"
            } else {
                placement = leading ? ".topBarLeading" : ".topBarTrailing"
            }
            text += base + unit + (group ? "ToolbarItemGroup" : "ToolbarItem") + "(placement: \(placement)) {" + eol
            text += content
            text += base + unit + "}" + eol
        }
        text += base + "}"
        let fix = Fix(safety: .safe, title: "use .toolbar", edits: [file.edit(replacing: dot...close, with: text)])
        return file.finding(at: at, "navigationBarItems is deprecated and its items stay out of container bars on iPhone Duo: use .toolbar with ToolbarItem placements", fix: fix)
    }

    /// An argument written in parentheses around one view (MovieSwiftUI:
    /// `navigationBarItems(trailing: (Button(…) { … }))`): the view inside
    /// them, so the item holds `Button(…)` rather than `( Button(…) )`.
    /// Kept whole when a comment sits just inside a parenthesis (it would
    /// be lost) or the parentheses hold a comma.
    func unparenthesized(_ r: ClosedRange<Int>, _ tree: SyntaxTree) -> ClosedRange<Int> {
        guard r.count > 2, tree.kind(r.lowerBound) == .leftParen, Int(tree.partner[r.lowerBound]) == r.upperBound,
              !tree.hasComment(inLeadingTriviaOf: r.lowerBound + 1), !tree.hasComment(inLeadingTriviaOf: r.upperBound) else { return r }
        var k = r.lowerBound + 1
        while k < r.upperBound {
            if tree.kind(k) == .comma { return r }
            let p = Int(tree.partner[k])
            k = p > k ? p + 1 : k + 1
        }
        return (r.lowerBound + 1)...(r.upperBound - 1)
    }

    /// Comments are fine when they sit inside an argument (they move with it).
    func commentsInsideArguments(_ args: [(label: String, range: ClosedRange<Int>)], _ tree: SyntaxTree) -> Bool {
        for a in args where tree.hasComment(inLeadingTriviaOf: a.range.lowerBound - 2) || tree.hasComment(inLeadingTriviaOf: a.range.upperBound + 1) {
            return false
        }
        return true
    }

    /// The item's lines, re-indented; `HStack { a; b }` with several children → a group of its children.
    /// An `HStack` with arguments (`HStack(spacing: 8) { … }`) stays whole in
    /// one item: a group would drop the spacing or alignment the code chose.
    func itemContent(_ r: ClosedRange<Int>, indent: String, tree: SyntaxTree, eol: String) -> (Bool, String) {
        var brace = -1
        if tree.is(r.lowerBound, "HStack") {
            var k = r.lowerBound + 1
            if tree.kind(k) == .leftParen, Int(tree.partner[k]) == k + 1 { k += 2 }
            if tree.kind(k) == .leftBrace, Int(tree.partner[k]) == r.upperBound { brace = k }
        }
        if brace >= 0 {
            let children = tree.statements(in: brace)
            if children.count >= 2, tree.startsLine(children[0].lowerBound) {
                let from = tree.indentation(ofLineContaining: Int(tree.tokens[children[0].lowerBound].start))
                let lines = tree.lineRange(of: children[0].lowerBound...children[children.count - 1].upperBound)
                return (true, tree.reindented(lines, from: from, to: indent, eol: eol))
            }
            if children.count >= 2 {
                return (true, children.map { indent + tree.text(from: $0.lowerBound, through: $0.upperBound) + eol }.joined())
            }
        }
        let from = tree.indentation(ofLineContaining: Int(tree.tokens[r.lowerBound].start))
        let range = Int(tree.tokens[r.lowerBound].start)..<Int(tree.tokens[r.upperBound].end)
        return (false, tree.reindented(range, from: from, to: indent, eol: eol))
    }

    /// `Button("Cancel") …`, `Button(action: …) { Text("Cancel") }`, `Button { … } label: { Text("Done") }`.
    func startsButton(_ r: ClosedRange<Int>, _ tree: SyntaxTree, titled titles: Set<String>) -> Bool {
        guard tree.is(r.lowerBound, "Button") else { return false }
        for k in r where tree.kind(k) == .stringSegment {
            return titles.contains(tree.text(k))
        }
        return false
    }

    // MARK: navigationBarTitle

    func title(_ dot: Int, _ close: Int, _ file: FileContext) -> Finding? {
        let tree = file.tree
        let args = arguments(dot + 2, close, tree)
        guard let first = args.first, first.label.isEmpty else { return nil }
        let titleText = tree.text(from: first.range.lowerBound, through: first.range.upperBound)
        var text = ".navigationTitle(\(titleText))"
        if args.count == 2, args[1].label == "displayMode" {
            let mode = tree.text(from: args[1].range.lowerBound, through: args[1].range.upperBound)
            if tree.startsLine(dot) {
                text += tree.lineEnding + tree.indentation(ofLineContaining: Int(tree.tokens[dot].start)) + ".navigationBarTitleDisplayMode(\(mode))"
            } else {
                text += ".navigationBarTitleDisplayMode(\(mode))"
            }
        } else if args.count != 1 {
            return file.finding(at: dot + 1, "navigationBarTitle is deprecated: use .navigationTitle (and .navigationBarTitleDisplayMode)")
        }
        let fix = Fix(safety: .safe, title: "use .navigationTitle", edits: [file.edit(replacing: dot...close, with: text)])
        return file.finding(at: dot + 1, "navigationBarTitle is deprecated: use .navigationTitle", fix: fix)
    }

}
