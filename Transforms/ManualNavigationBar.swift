import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports a hand-built `UINavigationBar`: every construction in code
/// (`UINavigationBar()`, `UINavigationBar(frame:)`, `.init(…)`, and the same for
/// project subclasses of UINavigationBar) — whether it lands in a stored or
/// lazy property, a local, or straight in `addSubview(…)` — and every
/// `@IBOutlet` of that type (a bar placed in a storyboard or xib). One finding
/// per bar, at its construction (or outlet). The finding names the container
/// way for the context: in a view controller, embed it in a
/// `UINavigationController` and set its `navigationItem` (title,
/// `leftBarButtonItems`/`rightBarButtonItems`, `pinnedTrailingGroup`); in a view,
/// move the items to the owning controller's `navigationItem`; in SwiftUI
/// (views and `UIViewRepresentable`s), `NavigationStack` with `.toolbar`.
///
/// Low-noise rules: the container's own bar (`navigationController?.navigationBar`),
/// `UINavigationBar.appearance()`, casts and `.self` references
/// (`UINavigationController(navigationBarClass: MyBar.self, toolbarClass: nil)`),
/// declarations of subclasses, code inside UINavigationController subclasses,
/// parameters and properties that are only typed `UINavigationBar` (they hold a
/// bar made elsewhere), and throw-away bars used only to measure
/// (`UINavigationBar().sizeThatFits(…)`) are not reported. `UIToolbar` is
/// `manual-toolbar`'s, `UITabBar` is `manual-tab-bar`'s.
///
/// ## Why
/// Built with the iOS 27.1 SDK, iPhone Duo places the bars that navigation
/// containers own vertically at the side edge of the inner display, with
/// their items and overflow. A `UINavigationBar` created by hand and added to
/// a view is left out: it stays a horizontal strip at the top, its items never
/// reach the vertical bar, and the content's safe area does not account for it.
///
/// ## Example
/// ```diff
///  // finding only:
///  final class EditorViewController: UIViewController {
///      private let navBar = UINavigationBar()
///      // manual-navigation-bar: … embed the controller in a UINavigationController
///      // and set its navigationItem (title, rightBarButtonItems, pinnedTrailingGroup)
///  }
/// ```
///
/// ## Fix safety
/// Finding only: moving to a navigation controller changes how the screen is
/// presented and who owns its bar items.
public struct ManualNavigationBar: Transform {
    public let id = "manual-navigation-bar"
    public let summary = "A hand-built UINavigationBar → a UINavigationController and the controller's navigationItem."
    public let fixSafety = FixSafety.none

    public init() {}

    static let source = "(iPhone Duo field notes: \"Кнопки навигации и toolbar меняют расположение\"; Apple: UINavigationItem.pinnedTrailingGroup)"

    public func findings(in file: FileContext) -> [Finding] {
        let bars = HandBuiltBars(barClass: "UINavigationBar", containerClass: "UINavigationController", file: file)
        return bars.occurrences().map { o in
            file.finding(id, at: o.token, message(o, file.codeContext(of: o.token), bars))
        }
    }

    private func message(_ o: HandBuiltBars.Occurrence, _ ctx: CodeContext, _ bars: HandBuiltBars) -> String {
        let type = o.typeName == bars.barClass ? o.typeName : "\(o.typeName) (a \(bars.barClass) subclass)"
        let what = o.isOutlet ? "a \(type) placed in a storyboard or xib" : "a hand-built \(type)"
        let why = "container-owned bars move to the side edge on iPhone Duo (iOS 27.1 SDK), hand-built ones are left out"
        let advice: String
        switch bars.place(ctx) {
        case .controller:
            advice = o.isOutlet
                ? "embed the scene in a navigation controller in Interface Builder and move the bar's title and items to this controller's `navigationItem` (`title`, `leftBarButtonItems`/`rightBarButtonItems`, `pinnedTrailingGroup`)"
                : "embed this controller in a UINavigationController (`UINavigationController(rootViewController:)`) and set its `navigationItem` (`title`, `leftBarButtonItems`/`rightBarButtonItems`, `pinnedTrailingGroup`)"
        case .view:
            advice = "take the bar out of this view: show its controller in a UINavigationController and put the title and items on that controller's `navigationItem` (`leftBarButtonItems`/`rightBarButtonItems`, `pinnedTrailingGroup`)"
        case .swiftUI:
            advice = "in SwiftUI use a NavigationStack with `.navigationTitle` and `.toolbar { ToolbarItem(…) }` instead"
        case .elsewhere:
            advice = "show the screen's view controller in a UINavigationController and set its `navigationItem` (`title`, `leftBarButtonItems`/`rightBarButtonItems`, `pinnedTrailingGroup`)"
        }
        return "\(what): \(advice); \(why) \(Self.source)"
    }
}

/// Hand-built bars of one UIKit bar class (and its project subclasses) in one file.
private struct HandBuiltBars {
    let barClass: String
    let containerClass: String
    let file: FileContext

    struct Occurrence {
        var token: Int
        var typeName: String
        var isOutlet: Bool
    }

    enum Place { case controller, view, swiftUI, elsewhere }

    func isBarType(_ name: String) -> Bool {
        name == barClass || file.index.isUIView(name) && file.index.inherits(name, fromAnyOf: [barClass])
    }

    func occurrences() -> [Occurrence] {
        let tree = file.tree
        var out: [Occurrence] = []
        var cache: [String: Bool] = [:]
        for i in 0..<(tree.count - 1) where tree.kind(i) == .identifier {
            // `Bar(` or `Bar.init(`
            var open = i + 1
            if tree.kind(open) == .period, tree.is(open + 1, "init") { open += 2 }
            guard tree.kind(open) == .leftParen, tree.partner[open] >= 0, !tree.startsLine(open) else { continue }
            let first = tree.bytes[Int(tree.tokens[i].start)]
            guard first >= 65, first <= 90 else { continue }
            let name = tree.text(i)
            let isBar = cache[name] ?? isBarType(name)
            cache[name] = isBar
            guard isBar else { continue }
            // A member of something else (`x.UINavigationBar(`), unless module-qualified.
            if tree.kind(i - 1) == .period, !tree.is(i - 2, "UIKit") { continue }
            // A throw-away bar used to measure: `UINavigationBar().sizeThatFits(…)`.
            let close = Int(tree.partner[open])
            if tree.kind(close + 1) == .period { continue }
            if insideContainer(i) { continue }
            out.append(Occurrence(token: i, typeName: name, isOutlet: false))
        }
        for d in tree.decls where d.kind == .var && d.attributes.contains("IBOutlet") {
            guard let t = d.typeAnnotation, d.nameToken >= 0 else { continue }
            var typeText = tree.text(from: t.lowerBound, through: t.upperBound)
            while let last = typeText.last, last == "!" || last == "?" || last == " " { typeText.removeLast() }
            let name = SyntaxTree.baseTypeName(typeText)
            guard isBarType(name), !insideContainer(d.nameToken) else { continue }
            out.append(Occurrence(token: d.nameToken, typeName: name, isOutlet: true))
        }
        return out.sorted { $0.token < $1.token }
    }

    /// Code of a container subclass (it owns its bar) or of a bar subclass itself.
    func insideContainer(_ i: Int) -> Bool {
        guard let t = file.tree.enclosingType(i) else { return false }
        let name = SyntaxTree.baseTypeName(file.tree.decls[t].name)
        return file.index.inherits(name, fromAnyOf: [containerClass, barClass])
    }

    func place(_ ctx: CodeContext) -> Place {
        guard let type = ctx.typeName else { return .elsewhere }
        if ctx.role == .swiftUIView || file.index.inherits(type, fromAnyOf: ["UIViewRepresentable", "UIViewControllerRepresentable"]) {
            return .swiftUI
        }
        if file.index.isUIViewController(type) { return .controller }
        if file.index.isUIView(type) { return .view }
        return .elsewhere
    }
}
