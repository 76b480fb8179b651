import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports a hand-built `UITabBar`: every construction in code (`UITabBar()`,
/// `UITabBar(frame:)`, `.init(…)`, and the same for project subclasses of
/// UITabBar) — whether it lands in a stored or lazy property, a local, or
/// straight in `addSubview(…)` — and every `@IBOutlet` of that type (a tab bar
/// placed in a storyboard or xib). One finding per bar, at its construction
/// (or outlet). The finding names the container way for the context: in a
/// view controller, make the sections the `viewControllers` of a
/// `UITabBarController` (each with its `tabBarItem`); in a view, move section
/// switching to a tab bar controller that owns the screens; in SwiftUI (views
/// and `UIViewRepresentable`s), `TabView`.
///
/// Low-noise rules: the container's own bar (`tabBarController?.tabBar`),
/// `UITabBar.appearance()`, casts and `.self` references, declarations of
/// subclasses, code inside UITabBarController subclasses (a custom bar set on
/// the controller stays container-owned), parameters and properties that are
/// only typed `UITabBar`, and throw-away bars used only to measure
/// (`UITabBar().sizeThatFits(…)`) are not reported; nor is a bar used as a
/// picker, whose type's `tabBar(_:didSelect:)` only moves within the screen
/// (scrolls to a section, reloads a list) and switches no screens (an
/// emoji-category bar). `UIToolbar` is
/// `manual-toolbar`'s, `UINavigationBar` is `manual-navigation-bar`'s.
///
/// ## Why
/// The standard containers adapt to the window on iPhone Duo: a tab bar
/// owned by `UITabBarController` / `TabView` takes part in the system's bar
/// layout (built with the iOS 27.1 SDK, bars can stand vertically at a side
/// edge, and tab bars can become a sidebar). A `UITabBar` created by hand and
/// added to a view is left out: it stays a strip at the bottom, and the
/// content's safe area does not account for it.
///
/// ## Example
/// ```diff
///  // finding only:
///  final class HomeViewController: UIViewController, UITabBarDelegate {
///      private let tabBar = UITabBar()
///      // manual-tab-bar: … make the sections the viewControllers of a UITabBarController
///      // (each with its tabBarItem), or use SwiftUI TabView
///  }
/// ```
///
/// ## Fix safety
/// Finding only: a tab bar controller owns its children and their life cycle,
/// which changes how the screens are built and shown.
public struct ManualTabBar: Transform {
    public var id: String { "manual-tab-bar" }
    public var summary: String { "A hand-built UITabBar → UITabBarController (UIKit) or TabView (SwiftUI)." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// Only a file that names the bar class or one of its subclasses (`HandBuiltBars.mayFire`).
    public func mayFire(in file: FilePreview) -> Bool { HandBuiltBars.mayFire(in: file, barClass: "UITabBar") }


    public func findings(in file: FileContext) -> [Finding] {
        HandBuiltBars(barClass: "UITabBar", containerClass: "UITabBarController", file: file).findings(Self.advice)
    }

    static let advice = HandBuiltBars.Advice(
        outlet: "use a Tab Bar Controller in Interface Builder, one child per section, so the bar adapts on iPhone Duo",
        controller: "make the sections a UITabBarController's children (each with a tabBarItem) so the bar adapts on iPhone Duo",
        view: "let a UITabBarController own the screens this view switches (viewControllers, each with its tabBarItem)",
        swiftUI: "use a TabView with a .tabItem per section",
        elsewhere: "make the sections a UITabBarController's viewControllers, or use a SwiftUI TabView",
        why: "",
        source: "")
}
