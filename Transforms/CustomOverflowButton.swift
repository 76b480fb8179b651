import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports a hand-made "more" button in a bar: an SF Symbol `"ellipsis"`,
/// `"ellipsis.circle"` or `"ellipsis.circle.fill"` passed as `systemName:`
/// (`UIImage(systemName:)`, `Image(systemName:)`) or `systemImage:`
/// (`Button`, `Menu`, `Label`) where the image ends up in a bar. The finding
/// names the system overflow of that bar: `ToolbarOverflowMenu` inside
/// `.toolbar` in SwiftUI, `navigationItem.additionalOverflowItems` in UIKit (in
/// a view controller its own `navigationItem`, elsewhere the owning
/// controller's).
///
/// Low-noise rule — the image counts as a bar button only when it sits in a
/// bar, decided by the code around it:
/// - inside the arguments of `UIBarButtonItem(…)`;
/// - in a statement that sets bar items: `rightBarButtonItem(s)`,
///   `leftBarButtonItem(s)`, `setRightBarButton…`/`setLeftBarButton…`,
///   `toolbarItems`/`setToolbarItems`, `leadingItemGroups`,
///   `trailingItemGroups`, `centerItemGroups`;
/// - inside `.toolbar { … }` / `.toolbar(content:)`, `ToolbarItem`,
///   `ToolbarItemGroup` or `.navigationBarItems(…)`;
/// - or through one name in the same type: a local, property, computed
///   property or function whose value holds the image (`let more =
///   UIButton(); more.setImage(UIImage(systemName: "ellipsis"), for: .normal)`
///   … `UIBarButtonItem(customView: more)`; `var moreMenu: some View` used in
///   `.toolbar`) and is itself used in one of those places.
///
/// Not reported: the same symbol anywhere else (a table cell accessory, a
/// `Label` in a list row, a context menu), inside `ToolbarOverflowMenu` or an
/// `additionalOverflowItems` assignment (already the system overflow), in
/// comments and strings, and symbols that are not plain overflow ellipses
/// (`"ellipsis.bubble"`, `"ellipsis.rectangle"`).
///
/// ## Why
/// On iPhone Duo (iOS 27.1 SDK) bars owned by navigation containers can stand
/// vertically at a side edge and move items that do not fit into the system's
/// own overflow menu. A custom "⋯" button then sits next to the system "⋯",
/// or its actions are lost in a second level of overflow. Giving the actions to
/// the system overflow merges them into one menu.
///
/// In SwiftUI put them in
/// `ToolbarOverflowMenu { … }` inside `.toolbar` (iOS 27); in UIKit set the
/// owning view controller's `navigationItem.additionalOverflowItems` (iOS 16,
/// for example a `UIDeferredMenuElement`) to them. (iPhone Duo cheat sheet:
/// "Merging your own overflow menu with the system one"; Apple:
/// `ToolbarOverflowMenu`, `UINavigationItem.additionalOverflowItems`.)
///
/// ## Example
/// ```diff
///  // finding only:
///  .toolbar {
///      ToolbarItem {
///          Menu { Button("Scan") { scan() } } label: { Image(systemName: "ellipsis.circle") }
///          // custom-overflow-button: … put its actions in ToolbarOverflowMenu { … } (iOS 27)
///      }
///  }
/// ```
///
/// ## Fix safety
/// Finding only: which actions belong in the overflow, and the iOS 27
/// availability gate for `ToolbarOverflowMenu`, need a human.
public struct CustomOverflowButton: Transform {
    public var id: String { "custom-overflow-button" }
    public var summary: String { "A custom ellipsis (\"more\") bar button → ToolbarOverflowMenu / navigationItem.additionalOverflowItems." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["systemName", "systemImage"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let symbols: Set<String> = ["\"ellipsis\"", "\"ellipsis.circle\"", "\"ellipsis.circle.fill\""]
    static let labels: Set<String> = ["systemName", "systemImage"]
    /// Calls whose arguments or trailing closures are bar content.
    static let swiftUIBars: Set<String> = ["toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationBarItems"]
    static let uikitBars: Set<String> = ["UIBarButtonItem"]
    /// Already the system overflow.
    static let overflow: Set<String> = ["ToolbarOverflowMenu", "additionalOverflowItems"]
    /// Properties and methods that set UIKit bar items.
    static let barItemSetters: Set<String> = [
        "rightBarButtonItem", "rightBarButtonItems", "leftBarButtonItem", "leftBarButtonItems",
        "setRightBarButton", "setRightBarButtonItems", "setLeftBarButton", "setLeftBarButtonItems",
        "toolbarItems", "setToolbarItems", "leadingItemGroups", "trailingItemGroups", "centerItemGroups",
    ]

    enum Bar { case swiftUI, uikit, overflow }

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        guard tree.containsToken(Array("systemName".utf8)) || tree.containsToken(Array("systemImage".utf8)) else { return [] }
        var out: [Finding] = []
        for i in 0..<(tree.count - 1) where tree.kind(i) == .stringSegment && (10...22).contains(tree.tokens[i].length) {
            let symbol = tree.text(i)
            guard Self.symbols.contains(symbol), tree.kind(i - 1) == .colon, tree.kind(i - 2) == .identifier,
                  Self.labels.contains(tree.text(i - 2)), tree.kind(i + 1) != .interpolationOpen else { continue }
            guard let bar = barContext(of: i, tree) ?? barThroughName(of: i, tree), bar != .overflow else { continue }
            out.append(file.finding(at: i, message(symbol, bar, file.codeContext(of: i), file)))
        }
        return out
    }

    /// The bar that token `i` sits in, judged from its enclosing calls and closures and the statements around them.
    func barContext(of i: Int, _ tree: SyntaxTree) -> Bar? {
        var g = Int(tree.parentGroup[i])
        var probe = i
        while g >= 0 {
            if tree.kind(g) == .leftBrace {
                switch tree.braceKinds[g] {
                case .closure, .statementBlock: break
                default: return statementBar(probe, tree)
                }
            }
            if let callee = tree.callee(ofGroup: g) {
                if Self.overflow.contains(callee) { return .overflow }
                if Self.uikitBars.contains(callee) { return .uikit }
                if Self.swiftUIBars.contains(callee) { return .swiftUI }
            }
            if tree.kind(g) == .leftBrace, let bar = statementBar(probe, tree) { return bar }
            probe = g
            g = Int(tree.parentGroup[g])
        }
        return statementBar(probe, tree)
    }

    /// A UIKit statement that sets bar items (or the overflow) around token `i`.
    func statementBar(_ i: Int, _ tree: SyntaxTree) -> Bar? {
        guard let s = tree.statement(containing: i) else { return nil }
        var k = s.lowerBound
        while k <= s.upperBound {
            if tree.kind(k) == .identifier {
                let t = tree.text(k)
                if Self.overflow.contains(t) { return .overflow }
                if Self.barItemSetters.contains(t) { return .uikit }
            }
            k = tree.nextSibling(k)
        }
        return nil
    }

    /// The bar a named value holding the image at token `i` is used in, within the same type (or file).
    func barThroughName(of i: Int, _ tree: SyntaxTree) -> Bar? {
        guard let (name, declToken) = holder(of: i, tree) else { return nil }
        let scope: ClosedRange<Int>
        if let t = tree.enclosingType(i) {
            scope = tree.decls[t].start...tree.decls[t].end
        } else {
            scope = 0...(tree.count - 2)
        }
        for u in scope where u != declToken && tree.kind(u) == .identifier && tree.isText(u, name) {
            // A use of the name: not a member of something else (`x.name`), unless `self.name`.
            if tree.kind(u - 1) == .period, !tree.is(u - 2, "self") { continue }
            if tree.kind(u + 1) == .colon, tree.kind(u - 1) == .leftParen || tree.kind(u - 1) == .comma { continue }
            if let bar = barContext(of: u, tree) { return bar }
        }
        return nil
    }

    /// The name whose value holds the image at token `i`: the local or member
    /// declaration around it, or the receiver a statement configures
    /// (`more.setImage(…)`, `more.image = …`).
    func holder(of i: Int, _ tree: SyntaxTree) -> (String, Int)? {
        if let s = tree.statement(containing: i) {
            var k = s.lowerBound
            if tree.is(k, "self"), tree.kind(k + 1) == .period { k += 2 }
            if tree.kind(k) == .identifier, tree.kind(k + 1) == .period, !tree.startsLine(k + 1) || k == s.lowerBound {
                return (tree.text(k), k)
            }
        }
        guard let d = tree.innermostDecl(containing: i) else { return nil }
        let decl = tree.decls[d]
        guard decl.kind.isVariable || decl.kind == .func, decl.nameToken >= 0, !decl.name.isEmpty else { return nil }
        return (decl.name, decl.nameToken)
    }

    func message(_ symbol: String, _ bar: Bar, _ ctx: CodeContext, _ file: FileContext) -> String {
        switch bar {
        case .swiftUI:
            return "a custom \(symbol) overflow button in the toolbar → put its actions in `ToolbarOverflowMenu { … }` (iOS 27)"
        case .uikit, .overflow:
            if ctx.member != .staticMember, let type = ctx.typeName, file.index.isUIViewController(type) {
                return "a custom \(symbol) overflow bar button → set `navigationItem.additionalOverflowItems` to its actions"
            }
            return "a custom \(symbol) overflow bar button → give its actions to the controller's `navigationItem.additionalOverflowItems`"
        }
    }
}

extension SyntaxTree {
    /// The name called with group `g`: `name(` for a parenthesised group,
    /// `name {` / `name(…) {` for a trailing closure, `.name(`/`.init(` by the
    /// member name; the label closure of `Menu { … } label: { … }` by the first
    /// callee of its call.
    fileprivate func callee(ofGroup g: Int) -> String? {
        var b = g - 1
        guard b >= 0 else { return nil }
        switch kind(g) {
        case .leftParen:
            guard !startsLine(g) else { return nil }
        case .leftBrace:
            guard braceKinds[g] == .closure else { return nil }
            // `} label: {`: step back over the earlier closures of the call.
            while b >= 2, kind(b) == .colon, kind(b - 1) == .identifier, kind(b - 2) == .rightBrace, partner[b - 2] >= 0 {
                b = Int(partner[b - 2]) - 1
            }
            if kind(b) == .rightParen, partner[b] >= 0 { b = Int(partner[b]) - 1 }
        default:
            return nil
        }
        guard b >= 0 else { return nil }
        guard kind(b) == .identifier || kind(b) == .keyword && self.is(b, "init") else { return nil }
        if self.is(b, "init"), kind(b - 1) == .period, kind(b - 2) == .identifier { return text(b - 2) }
        return text(b)
    }
}
