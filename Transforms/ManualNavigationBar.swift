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
/// reach the vertical bar, and the content's safe area does not account for it
/// (iPhone Duo field notes: "Navigation buttons and the toolbar move"; Apple:
/// `UINavigationItem.pinnedTrailingGroup`).
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
    public var id: String { "manual-navigation-bar" }
    public var summary: String { "A hand-built UINavigationBar → a UINavigationController and the controller's navigationItem." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// Only a file that names the bar class or one of its subclasses (`HandBuiltBars.mayFire`).
    public func mayFire(in file: FilePreview) -> Bool { HandBuiltBars.mayFire(in: file, barClass: "UINavigationBar") }

    public func findings(in file: FileContext) -> [Finding] {
        HandBuiltBars(barClass: "UINavigationBar", containerClass: "UINavigationController", file: file).findings(Self.advice)
    }

    static let advice = HandBuiltBars.Advice(
        outlet: "embed the scene in a navigation controller in Interface Builder and use this controller's `navigationItem`",
        controller: "show this controller in a UINavigationController and set its `navigationItem` instead",
        view: "show the controller in a UINavigationController and set its `navigationItem` instead",
        swiftUI: "use a NavigationStack with `.navigationTitle` and `.toolbar` instead",
        elsewhere: "show the screen in a UINavigationController and set its `navigationItem` instead",
        why: "",
        source: "")
}
