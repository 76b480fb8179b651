// Generated from the doc comments in Transforms/*.swift by MetaTests
// (`UNFOLD_UPDATE_SNAPSHOTS=1 swift test --filter MetaTests`). Do not edit.
enum TransformDocs {
    static let byID: [String: String] = [
        "app-delegate-window": ###"""
        ## What it does
        Moves a UIKit app without scenes to the scene life cycle. It creates
        `SceneDelegate.swift` beside the app delegate (same imports, indentation
        and line endings) whose `scene(_:willConnectTo:options:)` builds the window
        with `UIWindow(windowScene:)` from the statements that built it in
        `application(_:didFinishLaunchingWithOptions:)` (with the locals that only
        feed them), or from the `window` property's initializer, or by calling the
        helper method that built it. The app delegate gets
        `application(_:configurationForConnecting:options:)` naming the new
        delegate class, loses the moved statements, the life-cycle methods
        (`applicationDidBecomeActive` … move to their scene versions, with
        `application` uses rewritten to `UIApplication.shared`) and `var window`
        when nothing else uses it. The target's Info.plist gets the
        `UIApplicationSceneManifest` (with `UISceneStoryboardFile` for storyboard
        apps), inserted as text in the file's own indentation.

        ## Why
        Apps built with the iOS 27 SDK must adopt the scene life cycle or they fail
        to launch (TN3187; "Transitioning to the UIKit scene-based life cycle").
        Under scenes UIKit stops calling the app delegate's life-cycle, URL,
        user-activity and shortcut methods, and windows belong to window scenes,
        which is also what resizable windows and iPhone Duo build on.

        ## Example
        ```diff
         func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
             Theme.apply()
        -    window = UIWindow(frame: UIScreen.main.bounds)
        -    window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
        -    window?.makeKeyAndVisible()
             return true
         }
        +
        +func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        +    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        +    configuration.delegateClass = SceneDelegate.self
        +    return configuration
        +}
        ```
        plus a new SceneDelegate.swift whose `scene(_:willConnectTo:options:)`
        does `window = UIWindow(windowScene: windowScene)` and the moved
        statements, and the scene manifest in Info.plist.

        ## Fix safety
        Safe when everything moved is self-contained. Review when the moved code
        reads app-delegate members (reached through `UIApplication.shared.delegate`
        in the scene delegate) or when URL, user-activity or shortcut handlers
        are bridged from the scene delegate to the existing app-delegate methods.
        Not fixed (a finding with the manual step): window code inside
        conditionals or sharing locals with code that stays, uses of private
        app-delegate members or `self`, binary or missing plists, and
        `launchOptions` uses (which get the `connectionOptions` replacement).
        Apps already on scenes, SwiftUI `App` life cycles, secondary windows,
        test targets and non-iOS app delegates are not touched.
        """###,
        "key-window": ###"""
        ## What it does
        Replaces app-wide key-window lookups — `UIApplication.shared.keyWindow`,
        `UIApplication.shared.windows.first`, `….windows.first { $0.isKeyWindow }`,
        `….windows.filter { $0.isKeyWindow }.first` and
        `(UIApplication.shared.delegate as? AppDelegate)?.window` — with the window
        of the code's own context: `view.window` in a view controller, `window` in
        a view (`self.` inside closures), and a lookup through the connected window
        scenes elsewhere. Other uses of `UIApplication.shared.windows` are reported.

        ## Why
        `keyWindow` is deprecated since iOS 13 ("Should not be used for
        applications that support multiple scenes as it returns a key window across
        all connected scenes") and `windows` since iOS 15. Under the scene life
        cycle the app delegate's `window` is nil. With several windows (iPad, iPhone
        Duo, external displays) an app-wide lookup finds some window, not the one
        the code is about.

        ## Example
        ```diff
         final class ProfileViewController: UIViewController {
             func showError() {
        -        UIApplication.shared.keyWindow?.rootViewController?.present(alert, animated: true)
        +        view.window?.rootViewController?.present(alert, animated: true)
             }
         }
        ```

        ## Fix safety
        Review: a view's window is nil until the view is in a window, and a scene
        lookup outside views picks the first foreground scene's key window, which
        may still not be the one the code meant. Uses in SwiftUI views, in static
        contexts of views, and `windows` used as a collection are findings only.
        """###,
        "symmetric-safe-area-insets": ###"""
        ## What it does
        Rewrites arithmetic that doubles one side of an inset — as if left and right
        were always equal — into arithmetic over both sides, for `safeAreaInsets`,
        `layoutMargins`, `directionalLayoutMargins`, `contentInset`,
        `adjustedContentInset` and SwiftUI `EdgeInsets`:
        `W - X.safeAreaInsets.left * 2` (also `2 * …`, `(… * 2)`, `… - left - left`)
        → `W - X.safeAreaInsets.left - X.safeAreaInsets.right`; elsewhere the
        doubled side becomes `(X.safeAreaInsets.left + X.safeAreaInsets.right)`;
        a local holding one side (`let h = X.safeAreaInsets.left` … `h * 2`) gets
        the other side added; `rect.insetBy(dx: X.safeAreaInsets.left, dy: …)`
        → `rect.inset(by: …)` with both sides; `UIEdgeInsets(…, left: X.….left, …,
        right: X.….left)` uses `.right` on the right (likewise leading/trailing);
        SwiftUI `.padding(.horizontal, geo.safeAreaInsets.leading)` → leading and
        trailing paddings. Top and bottom are rewritten only where the doubled side
        is subtracted from a height.

        ## Why
        Safe areas are no longer symmetric: on iPhone Duo, in resizable windows
        and with bars on the side edge, the left and right insets differ, so
        doubling one side cuts content on one edge and wastes space on the other.
        (iPhone Duo field notes: `view.bounds.width - view.safeAreaInsets.left * 2`
        → `view.bounds.inset(by: view.safeAreaInsets).width`.)

        ## Example
        ```diff
        -let contentWidth = view.bounds.width - view.safeAreaInsets.left * 2
        +let contentWidth = view.bounds.width - view.safeAreaInsets.left - view.safeAreaInsets.right
        -let inner = bounds.insetBy(dx: safeAreaInsets.left, dy: 0)
        +let inner = bounds.inset(by: UIEdgeInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right))
        ```

        ## Fix safety
        Safe: where both sides are equal the result is the same value (a test
        compiles original and rewritten expressions against stand-in UIKit types
        and compares them); where they differ it is the intended one.
        Parentheses are added wherever precedence needs them. Expressions whose
        shape is ambiguous (a doubled side inside a tighter operator, an `insetBy`
        with a computed `dy`) are reported instead.
        """###,
        "uiapplicationmain-attribute": ###"""
        ## What it does
        Replaces the `@UIApplicationMain` (and `@NSApplicationMain`) attribute on
        the app delegate with `@main`.

        ## Why
        SE-0383 deprecates `@UIApplicationMain`: it is a warning in Swift 5 mode
        ("'UIApplicationMain' is deprecated; this is an error in Swift 6") and an
        error in Swift 6 mode. `@main` works on a `UIApplicationDelegate` because
        UIKit provides its `static func main()` (SE-0281).

        ## Example
        ```diff
        -@UIApplicationMain
        +@main
         class AppDelegate: UIResponder, UIApplicationDelegate {
        ```

        ## Fix safety
        Safe: both attributes make the type the program's entry point.
        """###,
        "uiscreen-main": ###"""
        ## What it does
        Reports every use of `UIScreen.main` other than `.scale` and `.nativeScale`
        (which `uiscreen-main-scale` handles): `bounds`, `nativeBounds`,
        `brightness`, `coordinateSpace`, the screen passed as a value, … Each
        finding names the replacement that fits where the code runs: the
        container's bounds or `view.window?.windowScene?.screen` in UIKit views and
        controllers, `GeometryReader` / `containerRelativeFrame` in SwiftUI, and a
        screen or size passed in from a window scene (`windowScene.screen`,
        `windowScene.effectiveGeometry`) elsewhere.

        ## Why
        `UIScreen.main` is deprecated in iOS 26 ("Use a UIScreen instance found
        through context instead"). In resizable windows (iPhone Mirroring, iPhone
        apps on iPad, Split View on iPhone Duo) the screen's size is not the
        window's size, and on iPhone Duo `UIScreen.main` reports the outer display
        (466×678 pt) while the app runs on the inner one (951×669 pt).

        ## Example
        ```diff
         // finding only:
         let width = UIScreen.main.bounds.width
         // uiscreen-main: UIScreen.main.bounds in a view controller: use the container's
         // size (view.bounds, or the size passed to viewWillTransition(to:with:))
        ```

        ## Fix safety
        Finding only: the right replacement depends on what the value is for
        (layout, drawing, brightness), which only a human can tell.
        """###,
        "uiscreen-main-scale": ###"""
        ## What it does
        Replaces `UIScreen.main.scale` with the display scale of the trait
        environment the code runs in: `traitCollection.displayScale` in UIKit views,
        view controllers and other trait environments (`self.traitCollection…`
        inside closures), and an `@Environment(\.displayScale)` property in SwiftUI
        views (added once per view, or an existing one reused). Uses that have no
        trait environment (static members, globals, plain types, default arguments,
        stored-property initializers) and `UIScreen.main.nativeScale` are reported.

        ## Why
        `UIScreen.main` is deprecated (iOS 26) and reports the wrong screen in
        resizable windows: on iPhone Duo it describes the outer display while the
        app runs on the inner one, and with iPhone Mirroring or external displays
        the scene's screen is not the main screen. The trait collection always
        describes the display the view is on, and updates when it moves.

        ## Example
        ```diff
         final class HairlineView: UIView {
             override func layoutSubviews() {
                 super.layoutSubviews()
        -        line.frame.size.height = 1 / UIScreen.main.scale
        +        line.frame.size.height = 1 / traitCollection.displayScale
             }
         }

         struct Divider: View {
        +    @Environment(\.displayScale) private var displayScale
             var body: some View {
        -        Rectangle().frame(height: 1 / UIScreen.main.scale)
        +        Rectangle().frame(height: 1 / displayScale)
             }
         }
        ```

        ## Fix safety
        Safe in ordinary instance methods, accessors and SwiftUI view bodies.
        Review in `init`, `loadView`, `viewDidLoad`, `awakeFromNib` and lazy
        property initializers: traits may still be unspecified there (the display
        scale is 0 until the view is in a window), so the value can differ from the
        screen's; recompute in `viewIsAppearing(_:)`, layout or a trait-change
        handler. Inside `[weak self]` closures, initializers before `super.init`,
        SwiftUI initializers and types in other files it only reports.
        """###,
    ]
}
