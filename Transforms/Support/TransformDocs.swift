// Generated from the doc comments in Transforms/*.swift by MetaTests
// (`UNFOLD_UPDATE_SNAPSHOTS=1 swift test --filter MetaTests`). Do not edit.
enum TransformDocs {
    static let byID: [String: String] = [
        "app-delegate-window": ###"""
        ## What it does
        Moves a UIKit app without scenes to the scene life cycle by bridging, not
        moving: the window code stays in the app delegate. The statements of
        `application(_:didFinishLaunchingWithOptions:)` (or
        `applicationDidFinishLaunching(_:)`) that create or read the window, call a
        member method that does, or read a value assigned by such a statement (in
        order; with the locals that only feed them) go into a new app-delegate
        method `installRootUI(in:)` (another name when the class already has one),
        with the window creation replaced by its parameter. A new
        `SceneDelegate.swift` (same imports, indentation, line endings; when an
        Xcode target that lists its files builds the app delegate, the class goes
        after the app delegate in its own file instead, since a new file would be
        in no target) creates
        `UIWindow(windowScene:)` (or the app's `UIWindow` subclass), assigns it to
        its own `window` and to the app delegate's window property, so every reader
        of `appDelegate.window` keeps working, and calls the install method. A
        storyboard app hands over the window UIKit loaded. The scene life-cycle
        callbacks call the app delegate's existing methods; only empty (template)
        ones are removed. URL, user-activity and shortcut handlers get scene
        bridges, and a cold launch's `connectionOptions` (URL contexts, user
        activities, shortcut item) are forwarded to them. The app delegate gets `application(_:configurationForConnecting:options:)`;
        the Info.plist of each app target (and build configuration) that builds
        the app delegate gets the `UIApplicationSceneManifest` (or the
        configuration an empty manifest lacks), as text in its own indentation.
        Window code in willFinishLaunching is bridged the same way when
        didFinishLaunching has none and does not use what it sets up (review:
        didFinishLaunching's work now runs first); otherwise a finding.
        The launch method may be in another file's extension of the app delegate:
        the migration runs in that file, and life-cycle methods and handlers that
        other files of the same app declare are bridged by name.
        docs/scene-migration.md explains the design.

        An app built with React Native, Expo, Flutter or Capacitor (the project
        model reads `package.json` and its lockfiles, `ios/Podfile.lock`,
        `pubspec.yaml` and `pubspec.lock`; without them the app delegate's
        superclass or imports tell) is never migrated the generic way: each
        framework starts its engine, plugins and links from its own delegate
        classes, and a generic scene delegate leaves plugins without events or
        loses cold-start links. React Native 0.88+ gets its own shape: the factory
        setup and `startReactNative(withModuleName:in:connectionOptions:)` move to a
        new SceneDelegate that makes `UIWindow(windowScene:)` and sends URL and
        activity events to `RCTLinkingManager`; the app's `ReactNativeDelegate`
        stays. Expo SDK 58+: the app delegate keeps its factory, adopts
        `ExpoReactNativeFactoryProvider` and loses its window block; the new
        SceneDelegate subclasses `ExpoAppSceneDelegate`. Launch work that uses the
        window moves after the start when it uses nothing else of the app delegate,
        else no fix; launch-options reads and custom URL handlers are reported at
        their lines. Otherwise a finding at the app delegate names the framework,
        its detected version, the version with scene support (React Native 0.88,
        Expo SDK 58, Flutter 3.38, Capacitor 8.5) and the framework's own path:
        `flutter build ios` (Flutter's migrator), `npx cap migrate`, the React
        Native 0.88 template's SceneDelegate, Expo's `ExpoAppSceneDelegate` or, for
        a generated `ios/` folder, the app config. docs/frameworks.md.
        At or above that version the framework's own shape is written instead.
        Flutter 3.38+ (what its migrator writes, for delegates that differ from the
        template by lines too): the `FlutterAppDelegate` subclass adopts
        `FlutterImplicitEngineDelegate`,
        `GeneratedPluginRegistrant.register(with: self)` moves to `didInitializeImplicitFlutterEngine(_:)` on
        `engineBridge.pluginRegistry`, a method channel built on
        `window?.rootViewController as! FlutterViewController` moves with it on
        `engineBridge.applicationRegistrar.messenger()`, and Info.plist gets the
        `flutter` configuration naming `FlutterSceneDelegate` and the main
        storyboard (no scene delegate file, no window in code). Capacitor 8.5+
        (its template's shape): a new SceneDelegate.swift whose willConnectTo
        creates `UIWindow(windowScene:)` with `CAPBridgeViewController()` (the
        app's own subclass when the project has exactly one, or when
        didFinishLaunching built the window with it: those lines move) and
        forwards connection, URL contexts and user activities to
        `SceneDelegateProxy.shared`, and the manifest naming it. Code these shapes
        cannot carry (other window reads at launch, an engine of the app's own,
        URL logic beside `ApplicationDelegateProxy`, life-cycle code and
        app-delegate overrides UIKit no longer calls, window reads in other
        members) is reported at its line: no fix, or a review fix when it stays
        valid but no longer runs.

        ## Why
        Apps built with the iOS 27 SDK must adopt the scene life cycle or they fail
        to launch (TN3187; "Transitioning to the UIKit scene-based life cycle").
        Under scenes UIKit stops calling the app delegate's life-cycle, URL,
        user-activity and shortcut methods, and windows belong to window scenes,
        which is also what resizable windows and iPhone Duo build on. Real window
        code reads the app delegate's own state (private members, coordinators,
        `self` as a delegate): kept in its type, it compiles as it is.

        ## Example
        ```diff
         func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
             Theme.apply()
        -    window = UIWindow(frame: UIScreen.main.bounds)
        +    return true
        +}
        +
        +/// Called by SceneDelegate when its window scene connects: the window setup that ran in didFinishLaunching.
        +func installRootUI(in sceneWindow: UIWindow) {
        +    window = sceneWindow
             window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
             window?.makeKeyAndVisible()
        -    return true
         }
        ```
        plus `application(_:configurationForConnecting:options:)` naming the new
        class, a new SceneDelegate.swift whose `scene(_:willConnectTo:options:)`
        does `let window = UIWindow(windowScene: windowScene)`, `self.window =
        window`, `appDelegate.window = window`, `appDelegate.installRootUI(in:
        window)`, and the scene manifest in Info.plist.

        ## Fix safety
        Safe when the window code was the last launch work: the install method is
        in the same type, so it compiles by construction, and it runs in the same
        order relative to the rest. Review when launch work that followed the
        window code now runs before it (it may reach the window indirectly), and
        when URL, user-activity or shortcut handlers are bridged (the URL handler
        gets no open options, the user-activity handler an empty restoration
        handler, and the scene, not the app, calls the shortcut handler). Review too
        when launch code (or an app-delegate helper it calls) reads the windows
        through `application.windows`, `keyWindow` or `delegate?.window`: it goes
        into the install method, a finding at each site (a `keyWindow` read that no
        `makeKeyAndVisible` precedes is refused there). The same holds for
        functions of other types, in any file of the app, that the launch code
        calls (a `WindowManager` whose `start()` sets
        `UIApplication.shared.windows.first?.rootViewController`): the finding at
        the call names each site (file:line); one that creates a window there is
        refused, since that window would have no scene. And when the app delegate
        implements state restoration (a finding naming
        `stateRestorationActivity(for:)`). Review too when launch work that used
        to see a window (all of a storyboard app's; in a programmatic app what came
        after the window code) passes the app delegate out as a call argument:
        code unfold cannot follow may read `window` there, and under scenes the
        window exists only once the scene connects. Refused (a finding at `self`)
        when there is evidence it does: the app delegate adopts a project protocol
        that requires `window`, or the argument label names a window. Not fixed (a
        finding at the line, with the manual step): window code in a conditional
        that leaves the launch method, a local shared by window code and other
        launch work, window code reading `launchOptions`, a window created outside
        the launch method and its helpers or
        assigned from an expression unfold cannot create from the scene, a
        `UIWindow` subclass with its own designated initializers, a window
        property closure unfold cannot inline, binary or missing plists. An app
        target whose Info.plist is generated from build settings gets a new
        Info.plist holding only the manifest and `INFOPLIST_FILE` in each of its
        configurations (one line in the pbxproj, review); when its settings already
        generate a scene manifest (no configurations), configurationForConnecting
        names the scene delegate and no plist is written (review).
        Below iOS 13 the migration is mixed (review): an `@available(iOS 13.0, *)`
        scene delegate and configurationForConnecting, and an `if
        #unavailable(iOS 13.0)` window path in the launch method. `launchOptions` uses get the
        `connectionOptions` replacement. Apps already on scenes, SwiftUI `App`
        life cycles, secondary windows, test targets and non-iOS app delegates are
        not touched.
        """###,
        "centered-overlay": ###"""
        ## What it does
        Reports custom overlays placed at the centre of their container, where
        iPhone Duo's fold runs:
        - SwiftUI `.position(x: W / 2, y: H / 2)` where `W` and `H` are a width and
          a height (`geo.size.width / 2`, `* 0.5`), or `x: r.midX, y: r.midY`
          (also through `.position(CGPoint(x:y:))`), when what is centred is an
          overlay, as the UIKit branch asks: a view centred on the screen or the
          window (`UIScreen.main.bounds`), a chain that starts with an overlay
          type (`CustomMenu()`, `ProgressView()`) or an overlay-like name
          (`loadingOverlay`, `toast`), or any view in an overlay type's own
          layout (`ToastHost`, `LoadingOverlay`). A label centred in a chart's
          plot (inside `.chartBackground { … }` / `.chartOverlay { … }`, damus's
          storage pie chart) or an image centred in its carousel page (damus's
          image carousel) is not an overlay and is not reported;
        - UIKit `v.center = CGPoint(x: bounds.midX, y: bounds.midY)` (or
          `bounds.width / 2`, `bounds.height / 2`) and `v.center = c.center`
          (a container's centre copied), when the centre is the window's, the
          screen's or a view controller's root view's (`view` in a
          `UIViewController`); or the centre of another named view (`superview`,
          `container`, not a control such as `sendButton` or `titleLabel`, whose
          centre a spinner takes to sit over that control) and the positioned
          view is overlay-like; or the code's own
          centre (`bounds.midX`, a bare `center`) and the enclosing type is
          overlay-like (a `LoadingOverlayView` centring its spinner).

        Both axes must be at the half of the same container (`midX` and `midY`,
        or width and height halved); `/ 2` arithmetic elsewhere, offsets from the
        centre and one-axis centring are not reported. A view counts as
        overlay-like when its name contains hud, overlay, toast, popup, popover,
        menu, spinner, loading, loader, activity, indicator, progress, alert,
        banner, dialog, modal, snackbar, tooltip or callout; a type (for
        `self.center`, a bare `center` or its own `bounds`) when the last word of
        its name, after dropping `View`, `Controller`, `Container`, `Host` and
        `Modifier`, is one of them (`LoadingOverlayView`, `ProgressHUD`,
        `ToastHost`, `HUDModifier`, not `MenuButton`); so a subview centred in its
        own cell, button or image view (`iconView.center = CGPoint(x:
        bounds.midX, y: bounds.midY)` in a cell, a spinner at `frame.size.width /
        2` in a `UIImageView` extension) is not reported. Neither is a transient
        zoom: a view whose frame or bounds is animated later in the same function
        (`UIView.animate { flash.frame = view.frame }`). A view that is only
        removed later (a toast hidden after two seconds) is still reported.

        ## Why
        On iPhone Duo the fold runs through the middle of the inner display. The
        system moves its own alerts, sheets, popovers and menus off the fold, but a
        custom overlay, menu or HUD drawn at the centre of the screen lands on it.
        iOS 27.1 describes the fold as a `.division` reserved region
        (`reservedRegions(kind: .division)` on a `GeometryProxy` or a `UIView`) so
        custom layout can keep content beside it.

        The advice names a receiver only where it has the method (Apple, iOS
        27.1: `UIView.reservedRegions(kind:options:)`,
        developer.apple.com/documentation/uikit/uiview/reservedregions(kind:options:);
        `GeometryProxy.reservedRegions(kind:options:layoutDirectionBehavior:)`,
        developer.apple.com/documentation/swiftui/geometryproxy/reservedregions(kind:options:layoutdirectionbehavior:)):
        the container when it is a view or a `GeometryReader`'s proxy, else the
        proxy of the `GeometryReader` around the call, else "a GeometryProxy's";
        never a rect (`frame` in `let frame = geometry[anchor]`) or a chart's
        `ChartProxy`, which have no reserved regions.

        Anchor the overlay to the
        content region from the container's (in SwiftUI the `GeometryProxy`'s)
        `reservedRegions(kind: .division)` under `if #available(iOS 27.1, *)`, else
        to the leading or trailing half or relative to the safe area
        (`safeAreaLayoutGuide`; in SwiftUI `.overlay(alignment: .topTrailing)`
        with `.padding`). (iPhone Duo field notes: "System pop-ups adapt
        automatically"; the cheat sheet: "For custom overlays:
        `reservedRegions(kind: .division)`".)

        ## Example
        ```diff
         // finding only:
         GeometryReader { geo in
             CustomMenu()
                 .position(x: geo.size.width / 2, y: geo.size.height / 2)
         }
         // centered-overlay: place it from geo.reservedRegions(kind: .division) (iOS 27.1)
         // or align it to an edge with safe-area padding
        ```

        ## Fix safety
        Finding only: where an overlay should go instead (one half, an edge, a
        system presentation) is a design decision, and the reserved-region API
        needs iOS 27.1.
        """###,
        "corner-radius-modifier": ###"""
        ## What it does
        Reports SwiftUI's deprecated `cornerRadius(_:antialiased:)` modifier
        (`.cornerRadius(8)`, `.cornerRadius(r, antialiased: false)`) in files that
        import SwiftUI, with the replacement: `.clipShape(RoundedRectangle(cornerRadius: r))`.

        Many apps declare their own `cornerRadius(_:)` on `View` (often to wrap
        `clipShape` and silence the warning); a call those labels match is the
        app's own and is not reported. The declarations are collected from every
        file of the project in the first pass (the transform's facts), so a call
        in one file is judged by an extension in another. UIKit's
        `layer.cornerRadius = 8` is a property, never a call, and is not reported.
        Neither is Swift Charts' own `cornerRadius(_:style:)` of chart content
        (Apple: `ChartContent.cornerRadius(_:style:) -> some ChartContent`, iOS 16,
        developer.apple.com/documentation/charts/chartcontent/cornerradius(_:style:);
        damus's storage pie chart: `SectorMark(…).cornerRadius(4)` in a
        `Chart { … }`): a call on a chain that starts with a mark (`BarMark`,
        `SectorMark`, `RectangleMark`, `AreaMark`, `LineMark`, `PointMark`,
        `RuleMark`; any `…Mark(…)` in a file that imports Charts), or anywhere in
        a `Chart { … }` content closure (through `ForEach`), or in a property or
        function declared to return `some ChartContent`. A view's
        `.cornerRadius` inside a mark's `.annotation { … }` is a view again and is
        reported.

        ## Why
        The modifier is deprecated in SwiftUI ("Use `clipShape` or `fill`
        instead.") and shows as a warning in every view that uses it; the
        replacement clips to the same rounded rectangle.

        ## Example
        ```diff
         // finding only:
         Image(systemName: "star").cornerRadius(8)
         // corner-radius-modifier: cornerRadius(_:antialiased:) is deprecated:
         // use .clipShape(RoundedRectangle(cornerRadius: 8))
        ```

        ## Fix safety
        Finding only. This transform is the worked example of a collecting
        transform in docs/ARCHITECTURE.md ("Add a transform"); a review fix can
        follow once real apps have shown the shapes of the calls.
        """###,
        "custom-overflow-button": ###"""
        ## What it does
        Reports a hand-made "more" button in a bar: an SF Symbol `"ellipsis"`,
        `"ellipsis.circle"` or `"ellipsis.circle.fill"` passed as `systemName:`
        (`UIImage(systemName:)`, `Image(systemName:)`) or `systemImage:`
        (`Button`, `Menu`, `Label`) where the image ends up in a bar. The finding
        names the system overflow of that bar: `ToolbarOverflowMenu` inside
        `.toolbar` in SwiftUI, `navigationItem.additionalOverflowItems` in UIKit (in
        a view controller its own `navigationItem`, elsewhere the owning
        controller's).

        Low-noise rule — the image counts as a bar button only when it sits in a
        bar, decided by the code around it:
        - inside the arguments of `UIBarButtonItem(…)`;
        - in a statement that sets bar items: `rightBarButtonItem(s)`,
          `leftBarButtonItem(s)`, `setRightBarButton…`/`setLeftBarButton…`,
          `toolbarItems`/`setToolbarItems`, `leadingItemGroups`,
          `trailingItemGroups`, `centerItemGroups`;
        - inside `.toolbar { … }` / `.toolbar(content:)`, `ToolbarItem`,
          `ToolbarItemGroup` or `.navigationBarItems(…)`;
        - or through one name in the same type: a local, property, computed
          property or function whose value holds the image (`let more =
          UIButton(); more.setImage(UIImage(systemName: "ellipsis"), for: .normal)`
          … `UIBarButtonItem(customView: more)`; `var moreMenu: some View` used in
          `.toolbar`) and is itself used in one of those places.

        Not reported: the same symbol anywhere else (a table cell accessory, a
        `Label` in a list row, a context menu), inside `ToolbarOverflowMenu` or an
        `additionalOverflowItems` assignment (already the system overflow), in
        comments and strings, and symbols that are not plain overflow ellipses
        (`"ellipsis.bubble"`, `"ellipsis.rectangle"`).

        ## Why
        On iPhone Duo (iOS 27.1 SDK) bars owned by navigation containers can stand
        vertically at a side edge and move items that do not fit into the system's
        own overflow menu. A custom "⋯" button then sits next to the system "⋯",
        or its actions are lost in a second level of overflow. Giving the actions to
        the system overflow merges them into one menu.

        In SwiftUI put them in
        `ToolbarOverflowMenu { … }` inside `.toolbar` (iOS 27); in UIKit set the
        owning view controller's `navigationItem.additionalOverflowItems` (iOS 16,
        for example a `UIDeferredMenuElement`) to them. (iPhone Duo cheat sheet:
        "Merging your own overflow menu with the system one"; Apple:
        `ToolbarOverflowMenu`, `UINavigationItem.additionalOverflowItems`.)

        ## Example
        ```diff
         // finding only:
         .toolbar {
             ToolbarItem {
                 Menu { Button("Scan") { scan() } } label: { Image(systemName: "ellipsis.circle") }
                 // custom-overflow-button: … put its actions in ToolbarOverflowMenu { … } (iOS 27)
             }
         }
        ```

        ## Fix safety
        Finding only: which actions belong in the overflow, and the iOS 27
        availability gate for `ToolbarOverflowMenu`, need a human.
        """###,
        "face-id-copy": ###"""
        ## What it does
        Reports string literals that name Face ID ("Face ID", also with a
        non-breaking space) in a Swift file that never reads
        `LAContext.biometryType`: `Text("Unlock with Face ID")`,
        `NSLocalizedString("Use Face ID", comment: "")`,
        `String(localized: "Enable Face ID")`, `localizedReason: "Log in with
        Face ID"`, `label.text = "Face ID"`, alert titles and messages, enum raw
        values used as labels, … Each finding names what to use where the code
        runs (a label computed from `biometryType` in the SwiftUI view or UIKit
        view, a neutral or biometry-specific `localizedReason`).

        Not reported: comments; files whose code reads `biometryType` (the
        wording is assumed to be chosen there) or that have a literal naming
        Touch ID or Optic ID without Face ID (`.touchID → "Touch ID"`: chosen
        there too); literals that also name Touch ID or Optic ID ("Face ID or
        Touch ID" fits every device, but excuses no other literal); and literals that
        are not shown to the user — arguments of logging, assertion and analytics
        calls (`print`, `debugPrint`, `dump`, `NSLog`, `os_log`, `assert…`,
        `precondition…`, `fatalError`, a call on a receiver named like a logger or
        analytics, `log…`/`track…` functions) at any depth, and values of the
        `forKey:`, `key:`, `named:`, `systemName:`, `identifier:`,
        `withIdentifier:`, `forResource:` and `comment:` arguments (keys, asset
        names, translator comments). `.strings` and `.xcstrings` files are out of
        scope.

        ## Why
        iPhone Duo unlocks with Touch ID, not Face ID, so copy that names Face ID
        unconditionally is wrong there (as it already is on iPhones with Touch ID
        and on Apple Vision Pro's Optic ID). `LAContext().biometryType` (iOS 11)
        tells which sensor the device has: `.faceID`, `.touchID`, `.opticID` or
        `.none`; it is set once `canEvaluatePolicy(_:error:)` has been called.

        Show a name computed from it (`.faceID` → "Face ID", `.touchID` → "Touch
        ID", `.opticID` → "Optic ID"), for example a property of the view or its
        model; word a `localizedReason` from it too, or without naming the sensor
        ("Unlock your account"). (iPhone Duo field notes: "What to check in the
        running app", item 9, "Biometry strings"; Apple: `LAContext.biometryType`.)

        ## Example
        ```diff
         // finding only:
         Text("Unlock with Face ID")
         // face-id-copy: choose the name from LAContext().biometryType
         // (.faceID → "Face ID", .touchID → "Touch ID", .opticID → "Optic ID")
        ```

        ## Fix safety
        Finding only: the wording, its localisation and where the biometry type
        is read (once per screen, in a model) are product decisions.
        """###,
        "fixed-screen-width": ###"""
        ## What it does
        Reports widths and heights compared with device-screen constants:
        `bounds.width <= 375`, `UIScreen.main.bounds.size.width == 320`,
        `view.frame.width > 414`, `size.width < 768`, `screenHeight == 812`,
        `320...375 ~= width`, and `case` labels such as `case 0..<375:` or
        `case 376...414:` in a `switch` over a width or height. The constants are
        the iPhone and iPad screen sizes in points — widths 320, 375, 390, 393,
        414, 428, 430, 440, 768, 810, 820, 834, 1024 and heights 568, 667, 736,
        812, 844, 852, 896, 926, 932, 956, 1024, 1366 — written as integers or as
        `320.0`, directly or through a `let` of this file (`static let
        compactWidth: CGFloat = 375`). Since a portrait height is a landscape
        width, either list counts for either axis.

        A comparison counts only when its other side is a width or a height: an
        expression whose member or name ends a chain with `width` / `maxX`
        (`.width`, `.size.width`, `screenWidth`, `availableWidth`) or `height` /
        `maxY`. Plain numbers (`let fontSize: CGFloat = 320`, `count > 375`) are
        never reported. Each finding names what to use where the code runs.

        ## Why
        A window is no longer the screen: iPhone apps run resizable in iPhone
        Mirroring and on iPad, and on iPhone Duo the same app moves between a
        466-pt-wide outer display, a 951-pt-wide inner one and Split View halves
        of it. Breakpoints tied to device models pick the wrong layout for every
        size between them; size classes and breakpoints derived from the content
        and the container keep working.

        Use `traitCollection.horizontalSizeClass`
        (`verticalSizeClass` for heights; `@Environment(\.horizontalSizeClass)` in
        SwiftUI), or a breakpoint derived from the content (the minimum column
        width) against the container's size (`view.bounds`, `GeometryReader`,
        `onGeometryChange`); for notch or home-indicator space, `safeAreaInsets`.
        (iPhone Duo field notes: "The screen size no longer decides the interface
        size", "What to check in the code"; the cheat sheet: "What to remove from
        the codebase".)

        ## Example
        ```diff
         // finding only:
         if view.bounds.width <= 375 {
             stack.axis = .vertical
         }
         // fixed-screen-width: compare with traitCollection.horizontalSizeClass or a
         // breakpoint from the content against the container's size
        ```

        ## Fix safety
        Finding only: the right breakpoint depends on the content (how wide a
        column must be), not on a device list, so a human chooses it.
        """###,
        "foreground-color": ###"""
        ## What it does
        In files that import SwiftUI, renames the modifier `.foregroundColor(x)`
        to `.foregroundStyle(x)` when the deployment target is known to be iOS 15
        or later. Only modifier calls count: in a chain (`view.foregroundColor(…)`,
        a `.foregroundColor(…)` line), or bare on `self` inside a SwiftUI view, a
        view modifier or an extension of `View` / `Text`; not
        `NSAttributedString.Key.foregroundColor`, attribute assignments,
        `AttributeContainer` builders, or a file that declares its own
        `foregroundColor` method.

        The argument must be a non-optional `Color`, because `foregroundStyle`
        takes a `ShapeStyle` and `foregroundColor` takes a `Color?`: an implicit
        member (`.red`; the palette colours stay as they are, others get `Color.`
        — `.primary` must not become the hierarchical `.primary` style),
        `Color.x…`, `Color("Asset")`, `Color(red:…)` and the other SwiftUI
        initialisers (`Color(UIColor.x)`, also of a ternary of two `UIColor`s:
        `Color(isOld ? UIColor.systemGray3 : UIColor.secondaryLabel)`), a ternary
        of those, or a property, local or parameter declared as `Color` in the file;
        also a static property or a function the project declares as a
        non-optional `Color`, in this file or another (collected facts; damus's
        `DamusColors.purple` with `static let purple = Color("DamusPurple")`, its
        `fontColor()` with `func fontColor() -> Color`): `Type.member`,
        `Type.function(…)`, and `function(…)` / `self.function(…)` of the
        enclosing type or a global function, with labels that match the
        declaration, optionally followed by Color's own `.opacity(_:)`.
        Anything else (`nil`, an optional, a colour of unknown type, a bare
        property of another file, which a local could shadow) is reported.

        Below iOS 17 `Text.foregroundColor(_:)` returns `Text` but
        `foregroundStyle(_:)` returns `some View`, so a call on a `Text` (or on a
        value unfold cannot type) is reported, not rewritten, where its result must
        stay a `Text`: next to `+` or another operator, inside a string
        interpolation, followed by a Text-only modifier (`bold()`, `kerning(_:)`…)
        that has no View version where the code runs, in a function or property
        declared to return `Text`, and for a `Text(…)` chain also as an argument,
        array element, assigned value or returned value of a closure. The View
        versions (Apple's symbol pages, developer.apple.com/documentation/swiftui/view/…):
        `bold(_:)`, `italic(_:)`, `fontWeight(_:)`, `fontWidth(_:)`,
        `kerning(_:)`, `tracking(_:)`, `baselineOffset(_:)`,
        `strikethrough(_:pattern:color:)`, `monospaced(_:)` iOS 16.0,
        `fontDesign(_:)` iOS 16.1, `monospacedDigit()` iOS 15.0; so from iOS 16
        `Text("Live").foregroundColor(.white).bold()` becomes
        `.foregroundStyle(.white).bold()` (damus). `underline`, `textScale`,
        `customAttribute` and the speech and accessibility modifiers still need
        the Text below iOS 17; so does a method the project declares in an
        `extension Text` (collected facts).

        ## Why
        `foregroundColor(_:)` is deprecated (soft, `renamed: "foregroundStyle(_:)"`).
        `foregroundStyle(_:)` (iOS 15) takes any shape style — colours, gradients,
        hierarchical styles — and is the modifier the SDK keeps extending (Apple:
        `foregroundColor(_:)` soft-deprecated, renamed `foregroundStyle(_:)`, iOS
        15).

        It takes a non-optional `ShapeStyle`, so an optional colour has no
        one-to-one replacement and is rewritten by hand. Where the result must stay
        a `Text` (concatenated with `+`, interpolated, followed by a `Text`-only
        modifier without a View version on the target, returned as `Text`),
        `Text.foregroundStyle(_:)` returns `Text`
        only from iOS 17 (macOS 14, tvOS 17, watchOS 10, for code also built
        there): keep `foregroundColor` until the targets reach it. Below
        iOS 15 (the target, or the other branch of an availability check) it stays
        too; an unknown deployment target is settled in the project file,
        `.unfold.json` (`deploymentTarget`) or with `--deployment-target`. In a
        package whose `platforms:` also names macOS below 12, tvOS below 15 or
        watchOS below 8, it stays outside the `#if` branches those never compile:
        `foregroundStyle(_:)` does not exist there (found on ACHNBrowserUI's UI
        package, session 22).

        ## Example
        ```diff
         Text(title)
             .font(.headline)
        -    .foregroundColor(.secondary)
        +    .foregroundStyle(Color.secondary)
         Image(systemName: "star.fill")
        -    .foregroundColor(.yellow)
        +    .foregroundStyle(.yellow)
        ```

        ## Fix safety
        Safe: for a non-optional `Color` argument both modifiers set the same
        foreground. A project function counts by its declared `-> Color`; were it
        overloaded by return type with another shape style (same name and labels),
        the new call would be ambiguous: a compile error, never a silent change. Needs iOS 15: with an older or unknown deployment target it
        only reports.
        """###,
        "global-window-state": ###"""
        ## What it does
        Reports app-wide window state read through UIApplication:
        `statusBarFrame` (one status bar for the whole app) and
        `connectedScenes.first` (some scene, not the one the code serves). Each
        finding names the replacement for where the code runs: in a view controller
        `view.window?.windowScene` (or its safe area), in a view
        `window?.windowScene` (or `safeAreaInsets`), in a scene delegate the scene
        it is handed (work in the app delegate moves there), in a SwiftUI view the
        safe area of a `GeometryReader` or per-window state with `@SceneStorage`,
        and elsewhere a scene passed in by the caller.

        `connectedScenes.first` is counted through `compactMap`/`filter`/`map`
        steps (`connectedScenes.compactMap { $0 as? UIWindowScene }.first`) and as
        `first(where:)` / `first { … }`, on any receiver (`UIApplication.shared`, an
        `application` parameter, `self` or nothing in an extension of
        UIApplication: the name is UIApplication's alone); `statusBarFrame` only on
        `UIApplication.shared` (the status bar manager has a property of that name).

        Low-noise rules: a chain that checks `activationState`, the scene's
        `session` (its role, an identifier) or its `delegate` anywhere before or in
        its `first` (the usual "foreground active window scene" lookup, the
        external display's scene) is not reported; a chain that turns scenes into windows (`flatMap`, the lookup that
        `key-window` writes) is not reported. `UIApplication.shared.keyWindow` and
        `windows` belong to `key-window`, `statusBarOrientation` to
        `orientation-layout`.

        ## Why
        `statusBarFrame` is deprecated since iOS 13 (each window scene has its own
        `statusBarManager`), and `connectedScenes` is an unordered `Set<UIScene>`: as
        soon as the app has more than one window (iPad, Split View and multiple
        windows on iPhone Duo's inner display, iPhone Mirroring) `.first` is an
        arbitrary one — possibly in the background or on another display. On iPhone
        Duo bars can move to a side edge, so the status bar's height is not the
        only inset either: the safe area is what layout needs.

        Instead of `statusBarFrame`: in a view controller lay out against
        `view.safeAreaLayoutGuide` / `view.safeAreaInsets.top`, or read
        `view.window?.windowScene?.statusBarManager?.statusBarFrame` (in a view,
        `window?.windowScene?…`); in a scene delegate read the `statusBarManager`
        of the scene it is handed; the app delegate serves every window, so the
        work moves to the scene delegate; in SwiftUI content already sits in the
        safe area (read `safeAreaInsets.top` from a `GeometryReader` when needed);
        elsewhere pass in the window scene or, better, the safe-area insets of the
        view being laid out. Instead of `connectedScenes.first`: in a view
        controller `view.window?.windowScene` (nil until the view is in a window),
        in a view `window?.windowScene`, in a scene delegate the scene the method
        is handed; the app delegate does per-window work in the scene delegate's
        `scene(_:willConnectTo:options:)`; a SwiftUI view keeps per-window state
        with `@SceneStorage` or gets the scene from its UIKit host; elsewhere pass
        in the scene the code serves; at the least pick
        `connectedScenes.first(where: { $0.activationState == .foregroundActive && $0 is UIWindowScene })`.
        (iPhone Duo field notes: "Custom layout and the safe area", "Split View and
        multiple windows"; Apple: `UIApplication.statusBarFrame` deprecated in iOS
        13, `UIWindowScene.statusBarManager`, `UIApplication.connectedScenes`.)

        ## Example
        ```diff
         // finding only:
         final class ComposeViewController: UIViewController {
             func present() {
                 let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                 // global-window-state: … in a view controller use `view.window?.windowScene`
             }
         }
        ```

        ## Fix safety
        Finding only: whether the code wants the status bar, the safe area or a
        particular scene, and whether `view.window` is already set where it runs,
        needs a human.
        """###,
        "idiom-layout": ###"""
        ## What it does
        Reports tests of the user-interface idiom against `.phone` or `.pad`:
        `UIDevice.current.userInterfaceIdiom == .pad`, `!= .phone`,
        `traitCollection.userInterfaceIdiom`, `UI_USER_INTERFACE_IDIOM()`, a
        `switch` over the idiom with a `case .phone` / `case .pad`, and a local or
        property that holds the idiom (`let idiom = UIDevice.current.userInterfaceIdiom`)
        and is tested later in the file (reported where it is tested). Each finding
        names what to use where the code runs: `traitCollection.horizontalSizeClass`
        and the container's size in UIKit views and controllers,
        `@Environment(\.horizontalSizeClass)` and the container's size in SwiftUI, a
        size class or size passed in elsewhere.

        When the same statement also tests `horizontalSizeClass`, the message
        says to drop the idiom condition.

        Not reported (low noise):
        - tests against `.mac`, `.carPlay`, `.tv`, `.vision` or `.unspecified` only;
        - tests whose outcome only drives non-layout behaviour. What a test
          governs is: the branches of the `if`/`while`/`switch` whose condition or
          subject holds it; the rest of the block after a `guard`; for
          `let isPhone = … == .phone` inside a function, the later statements of
          the block that use `isPhone`; else the statement that holds it. It is
          non-layout when every governed statement (ignoring bare
          `return`/`break`/`continue`, optionally with a literal) mentions one of:
          haptics (`UIImpactFeedbackGenerator`, `UINotificationFeedbackGenerator`,
          `UISelectionFeedbackGenerator`, `UIFeedbackGenerator`, `impactOccurred`,
          `notificationOccurred`, `selectionChanged`, `sensoryFeedback`); keyboard
          shortcuts (`UIKeyCommand`, `keyCommands`, `addKeyCommand`,
          `keyboardShortcut`); analytics and logging (`print`, `debugPrint`,
          `NSLog`, `os_log`, names containing `analytics`, `crashlytics` or
          `logger`, `log`, `track`, and `log…`/`track…` names such as `logEvent`);
          popover anchoring (`popoverPresentationController`, which UIKit needs
          whenever a presentation becomes a popover); naming the device
          (`iPad`, `iPhone`, `iPadOS`, `.iOS`, names containing `deviceType` or
          `deviceName`, strings containing "iPad" or "iPhone"); CarPlay features
          (names containing `carPlay`); or a local declared by such a statement;
        - tests inside members that set system preferences rather than layout
          (`keyCommands`, `supportedInterfaceOrientations`,
          `preferredInterfaceOrientationForPresentation`, `shouldAutorotate`,
          `prefersStatusBarHidden`, `preferredStatusBarStyle`,
          `prefersHomeIndicatorAutoHidden`,
          `preferredScreenEdgesDeferringSystemGestures`), in members whose
          declaration names `UIInterfaceOrientationMask` and in extensions of it;
        - tests inside capability checks: a function or property whose name
          ends in `Available` / `Supported` or starts with `supports` (`isWatchAvailable`,
          `isLiveActivitySupported`), where the idiom stands for hardware;
        - product and feature gates outside views and controllers: the test is
          combined with `&&` and a feature-flag name (`isInternal…`,
          `featureFlag…`, `…Enabled`, `flags`, `variant`, `experiment`, `beta`,
          `rollout`) in its statement (`var betaPlayer: Bool { flags.beta &&
          user.isInternal && … == .phone }`), or sits under a `case` about Wallet
          passes (`case .walletPass: return … == .phone`). The same test in a view
          or controller is still reported.

        ## Why
        The idiom names the kind of device, not the space the app has: an
        iPhone-only app keeps `.phone` on iPad and in iPhone Mirroring, where its
        window can be much wider, and on iPhone Duo the same `.phone` app runs on a
        narrow outer display and a wide inner one. A one-column layout chosen by
        `.phone` stays one column on a wide window; a two-column layout chosen by
        `.pad` is squeezed in Split View.

        Choose the layout from
        `traitCollection.horizontalSizeClass` and the container's size
        (`view.bounds`; in SwiftUI `@Environment(\.horizontalSizeClass)` with
        `GeometryReader` or `onGeometryChange`), or pass them in from the view that
        lays out. Where a `horizontalSizeClass` test already sits beside the idiom
        test, it is enough: drop the idiom condition (the regular-width inner
        display of iPhone Duo keeps `.phone`). (iPhone Duo field notes:
        "Orientation no longer decides layout", "What to check in the code"; the
        cheat sheet: "What to remove from the codebase".)

        ## Example
        ```diff
         // finding only:
         let columns = UIDevice.current.userInterfaceIdiom == .pad ? 2 : 1
         // idiom-layout: choose the layout from traitCollection.horizontalSizeClass
         // and the container's size (view.bounds) instead
        ```

        ## Fix safety
        Finding only: a size-class test is not equivalent to the idiom test (an
        iPad in Split View can be compact, an iPhone Duo's inner display regular),
        so which layout to show for each size is a design decision.
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
        Inside an `extension UIApplication`, `keyWindow` and `self.keyWindow`
        (UIKit's member, on the app itself) get the scene lookup too.

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
        Review: a view's window is nil until the view is in a window, so code that
        runs before (`init`, `viewDidLoad`, a lazy property, a helper they call:
        `CallReachability`) gets the scene lookup instead; a scene lookup picks the
        first foreground scene's key window, which may still not be the one the
        code meant. `windows.first` is the first window, not the key one: the
        message says so, and a cast to a window subclass (`as? ThemeWindow`, a
        particular window) is a finding only. Uses in SwiftUI views (also views
        conforming through a protocol the tree does not declare), in static
        contexts of views, `windows` used as a collection, and code below iOS 13
        (the else branch of `if #available(iOS 13, *)`) are findings only.

        An app that declares its own instance `keyWindow` or `windows` in an
        `extension UIApplication` (Swiftfin does, with a scene lookup for a
        body) calls its own member through `UIApplication.shared.keyWindow`:
        the module's declaration shadows UIKit's. Those lookups are the app's,
        not deprecated, and not reported; the declarations are collected from
        every file in the first pass (the transform's facts).
        """###,
        "layout-sized-once": ###"""
        ## What it does
        Reports sizes computed once from the size of the view, its container or
        the screen, in UIKit code that runs once, when the type has no place that
        computes them again when that size changes. The code that runs once:
        `init`, `awakeFromNib`, `loadView`, `viewDidLoad`, an `@IBOutlet`'s
        observer, a lazy property's initializer, and the private or internal
        helpers only those call (`setupCollectionView()` called from
        `viewDidLoad` and from nowhere else; calls followed within the type in
        the file, `CallReachability`). What is reported there: an assignment to
        a frame, bounds, centre, size, item size, inset, spacing, row height,
        constraint `constant` or a property named after a size (`cellWidth`), a
        constraint made with `equalToConstant:`/`constant:`, a compositional
        layout's `.absolute(…)` dimension, or a view made with `frame:` and kept
        in a name, whose value reads a container's size
        (`view.bounds`, `view.frame.width`, `collectionView.bounds`,
        `tableView.frame`, `UIScreen.main.bounds`, `view.window?.bounds`,
        `view.safeAreaLayoutGuide.layoutFrame`; in a view its own `bounds` and
        `frame`, `superview?.bounds`, `contentView.bounds`), directly or
        through locals (`let itemWidth = (view.frame.width - 24) / 2`), a
        computed property or method of the type that reads one, or a run-once
        helper's parameter (`configureLayout(for: view.bounds.width)`).

        Not reported:
        - a type that recomputes on a size change: a view controller with
          `viewWillLayoutSubviews`, `viewDidLayoutSubviews`,
          `viewWillTransition(to:with:)`, `updateViewConstraints`,
          `viewSafeAreaInsetsDidChange`, `traitCollectionDidChange` or a
          `registerForTraitChanges` handler, a view with `layoutSubviews` or
          `updateConstraints`, also when an extension in another file or a
          superclass of the project declares it;
        - a size the type assigns again in a member that runs later (drawing, a
          delegate callback, an action), and item sizes in a type that answers
          `collectionView(_:layout:sizeForItemAt:)`;
        - sizes read for something that is not a size (a log line, analytics, a
          string, a condition), and `preferredContentSize` (a size asked of the
          container, which decides);
        - Auto Layout relative to the view (anchors, multipliers, layout guides);
        - views whose size follows their container by design: a view with an
          `autoresizingMask` set in the type; a frame on a view that is then
          constrained (`translatesAutoresizingMaskIntoConstraints = false`,
          its anchors, SnapKit's `snp`, a helper named after constraints or
          pinning); an `@IBOutlet` (its mask is in the nib); the controller's
          root view (`view.frame`, `view = UIView(frame: UIScreen.main.bounds)`
          in `loadView`: UIKit sizes it); a view put in a slot its owner sizes (a
          table's header or footer view, a cell's background views, an input
          accessory view, a title view); `super.init(frame:)`; objects made
          with a frame are not sizes (`let container = UIView(frame:
          view.bounds)` does not make `container.bounds` a size read once);
        - views whose size is fixed by design: controls and images
          (`UIControl`, `UIButton`, `UIImageView`, `UIActivityIndicatorView`
          subclasses and views named `…Indicator`, `…Spinner`, `…Button`,
          `…Icon`, `…Badge`, `…Circle`, `…Ring`, `…Progress`, …, or with
          `Pill`, `Chip`, `Badge`, `Avatar`, `PiP` in the name), and collection
          view cells (their `init(frame:)` gets the item size, and the layout
          sizes them again);
        - closures that run later and maybe again (an observer's handler, a
          completion), unlike `UIView.animate` and `DispatchQueue.main.async`;
        - SwiftUI (its layout follows the container already) and test sources.

        ## Why
        Windows resize while a screen is open: in iPhone Mirroring, for iPhone
        apps on iPad, in Split View and on iPhone Duo's inner display. A size
        computed from the view or the screen when the screen loads is right at
        that moment only: the two-column grid keeps its old item width, the
        overlay its old frame. In `viewDidLoad` the view does not even have its
        final size yet. UIKit calls `viewWillLayoutSubviews` and
        `viewDidLayoutSubviews` (and a view's `layoutSubviews`) whenever the
        view's bounds change, and `viewWillTransition(to:with:)` before a
        controller's view changes size, with a coordinator to animate
        alongside; Auto Layout constraints relative to the view, autoresizing
        masks and compositional layouts with fractional dimensions adapt with no
        code. (iPhone Duo field notes, audit checklist: "Fixed sizes and own
        frame calculations: content fits the available window; a fixed width is
        fine if it doesn't break narrow and wide layouts".)

        ## Example
        ```diff
         // finding only:
         override func viewDidLoad() {
             super.viewDidLoad()
             setupCollectionView()
         }
         private func setupCollectionView() {
             let itemWidth = (view.frame.width - 24) / 2
             layout.itemSize = CGSize(width: itemWidth, height: itemWidth)
             // layout-sized-once: `layout.itemSize` comes from `view.frame` once, in
             // `setupCollectionView()` from `viewDidLoad` → compute it in viewWillLayoutSubviews
         }
        +override func viewWillLayoutSubviews() {
        +    super.viewWillLayoutSubviews()
        +    let itemWidth = (view.bounds.width - 24) / 2
        +    layout.itemSize = CGSize(width: itemWidth, height: itemWidth)
        +}
        ```

        ## Fix safety
        Finding only: moving the computation means choosing a place (layout
        pass, size transition, Auto Layout or a compositional layout) and often
        invalidating a layout; that is a design decision. docs/layout-sized-once.md
        records the choices and the precision study.
        """###,
        "manual-navigation-bar": ###"""
        ## What it does
        Reports a hand-built `UINavigationBar`: every construction in code
        (`UINavigationBar()`, `UINavigationBar(frame:)`, `.init(…)`, and the same for
        project subclasses of UINavigationBar) — whether it lands in a stored or
        lazy property, a local, or straight in `addSubview(…)` — and every
        `@IBOutlet` of that type (a bar placed in a storyboard or xib). One finding
        per bar, at its construction (or outlet). The finding names the container
        way for the context: in a view controller, embed it in a
        `UINavigationController` and set its `navigationItem` (title,
        `leftBarButtonItems`/`rightBarButtonItems`, `pinnedTrailingGroup`); in a view,
        move the items to the owning controller's `navigationItem`; in SwiftUI
        (views and `UIViewRepresentable`s), `NavigationStack` with `.toolbar`.

        Low-noise rules: the container's own bar (`navigationController?.navigationBar`),
        `UINavigationBar.appearance()`, casts and `.self` references
        (`UINavigationController(navigationBarClass: MyBar.self, toolbarClass: nil)`),
        declarations of subclasses, code inside UINavigationController subclasses,
        parameters and properties that are only typed `UINavigationBar` (they hold a
        bar made elsewhere), and throw-away bars used only to measure
        (`UINavigationBar().sizeThatFits(…)`) are not reported. `UIToolbar` is
        `manual-toolbar`'s, `UITabBar` is `manual-tab-bar`'s.

        ## Why
        Built with the iOS 27.1 SDK, iPhone Duo places the bars that navigation
        containers own vertically at the side edge of the inner display, with
        their items and overflow. A `UINavigationBar` created by hand and added to
        a view is left out: it stays a horizontal strip at the top, its items never
        reach the vertical bar, and the content's safe area does not account for it
        (iPhone Duo field notes: "Navigation buttons and the toolbar move"; Apple:
        `UINavigationItem.pinnedTrailingGroup`).

        ## Example
        ```diff
         // finding only:
         final class EditorViewController: UIViewController {
             private let navBar = UINavigationBar()
             // manual-navigation-bar: … embed the controller in a UINavigationController
             // and set its navigationItem (title, rightBarButtonItems, pinnedTrailingGroup)
         }
        ```

        ## Fix safety
        Finding only: moving to a navigation controller changes how the screen is
        presented and who owns its bar items.
        """###,
        "manual-tab-bar": ###"""
        ## What it does
        Reports a hand-built `UITabBar`: every construction in code (`UITabBar()`,
        `UITabBar(frame:)`, `.init(…)`, and the same for project subclasses of
        UITabBar) — whether it lands in a stored or lazy property, a local, or
        straight in `addSubview(…)` — and every `@IBOutlet` of that type (a tab bar
        placed in a storyboard or xib). One finding per bar, at its construction
        (or outlet). The finding names the container way for the context: in a
        view controller, make the sections the `viewControllers` of a
        `UITabBarController` (each with its `tabBarItem`); in a view, move section
        switching to a tab bar controller that owns the screens; in SwiftUI (views
        and `UIViewRepresentable`s), `TabView`.

        Low-noise rules: the container's own bar (`tabBarController?.tabBar`),
        `UITabBar.appearance()`, casts and `.self` references, declarations of
        subclasses, code inside UITabBarController subclasses (a custom bar set on
        the controller stays container-owned), parameters and properties that are
        only typed `UITabBar`, and throw-away bars used only to measure
        (`UITabBar().sizeThatFits(…)`) are not reported; nor is a bar used as a
        picker, whose type's `tabBar(_:didSelect:)` only moves within the screen
        (scrolls to a section, reloads a list) and switches no screens (an
        emoji-category bar). `UIToolbar` is
        `manual-toolbar`'s, `UINavigationBar` is `manual-navigation-bar`'s.

        ## Why
        The standard containers adapt to the window on iPhone Duo: a tab bar
        owned by `UITabBarController` / `TabView` takes part in the system's bar
        layout (built with the iOS 27.1 SDK, bars can stand vertically at a side
        edge, and tab bars can become a sidebar). A `UITabBar` created by hand and
        added to a view is left out: it stays a strip at the bottom, and the
        content's safe area does not account for it.

        ## Example
        ```diff
         // finding only:
         final class HomeViewController: UIViewController, UITabBarDelegate {
             private let tabBar = UITabBar()
             // manual-tab-bar: … make the sections the viewControllers of a UITabBarController
             // (each with its tabBarItem), or use SwiftUI TabView
         }
        ```

        ## Fix safety
        Finding only: a tab bar controller owns its children and their life cycle,
        which changes how the screens are built and shown.
        """###,
        "manual-toolbar": ###"""
        ## What it does
        Turns a hand-built `UIToolbar` in a view controller (a stored property, a
        lazy property built by a closure, or a local; `UIToolbar()`,
        `UIToolbar(frame:)`, `UIToolbar.init(…)`) into the navigation
        controller's toolbar: `toolbar.items = X` → `toolbarItems = X`,
        `setItems(_:animated:)` → `setToolbarItems(_:animated:)`, `items?.append`
        → `toolbarItems?.append`; the toolbar's declaration, `addSubview`, frame
        code and constraints (anchors, `NSLayoutConstraint.activate` entries,
        SnapKit `snp.makeConstraints`) are removed; views constrained to the
        toolbar's top are re-anchored to `view.safeAreaLayoutGuide.bottomAnchor`;
        `viewWillAppear` / `viewWillDisappear` show and hide the navigation
        controller's toolbar (overrides created with `super` calls, or extended).
        Appearance set on the toolbar moves to `navigationController?.toolbar`.

        ## Why
        With the iOS 27.1 SDK, bars owned by navigation containers move to the side
        edge on iPhone Duo and take part in the system's overflow; a hand-built
        toolbar stays a plain view at the bottom and is left out ("its content will
        be ignored, with no error", iPhone Duo field notes, "Custom bars of your
        own"). (Apple: UIViewController.toolbarItems, setToolbarHidden(_:animated:).)

        ## Example
        ```diff
         final class EditorViewController: UIViewController {
        -    private let toolbar = UIToolbar()
             override func viewDidLoad() {
                 super.viewDidLoad()
        -        toolbar.items = [shareItem, .flexibleSpace(), deleteItem]
        -        view.addSubview(toolbar)
        +        toolbarItems = [shareItem, .flexibleSpace(), deleteItem]
             }
        +
        +    override func viewWillAppear(_ animated: Bool) {
        +        super.viewWillAppear(animated)
        +        navigationController?.setToolbarHidden(false, animated: animated)
        +    }
         }
        ```

        ## Fix safety
        Safe when every use of the toolbar is one of the forms above. Review when
        appearance (`tintColor`, `barTintColor`, `isTranslucent`) moves to the
        shared navigation-controller toolbar, which other screens see too. Any
        other use (a delegate, a background image, hiding it, passing it along,
        another superview, the keyboard layout guide) → no fix and a finding that
        names it. A toolbar that is a keyboard `inputAccessoryView` (assigned
        directly or through `self.`, in the type or in an extension of it in the
        same file, returned by the `inputAccessoryView` override,
        or built by a helper whose result is assigned to one; in another file, a
        member of its type assigned to one, `field.inputAccessoryView =
        keyboard.toolbar` with `keyboard` declared as that type, or the view of
        its controller, `if let bar = picker.view as? UIToolbar {
        field.inputAccessoryView = bar }`: collected facts) is not a bar and is
        left alone; so is a toolbar that is the controller's own view (`self.view
        = toolbar` in `loadView`: openfoodfacts' picker toolbar controller, whose
        view other screens make a text field's accessory); controllers that
        already set `toolbarItems` too. A
        toolbar in a view (not a controller) or a `UIToolbar` subclass used as a
        custom bar is reported.
        """###,
        "navigation-bar-items": ###"""
        ## What it does
        Rewrites SwiftUI's `.navigationBarItems(leading:trailing:)` into a
        `.toolbar { … }` with one `ToolbarItem` per side (`ToolbarItemGroup` when
        the side is an `HStack` of several items). Cancel / Close / Back buttons on
        the leading side get the `.cancellationAction` placement, Done / Save on
        the trailing side `.confirmationAction`; the others `.topBarLeading` /
        `.topBarTrailing`. Also: `.navigationBarTitle(x)` → `.navigationTitle(x)`
        (a display mode becomes `.navigationBarTitleDisplayMode(…)`), and
        `.navigationBarLeading` / `.navigationBarTrailing` placements →
        `.topBarLeading` / `.topBarTrailing`. The modifier chain's indentation,
        comments and blank lines are kept.

        ## Why
        With the iOS 27.1 SDK, bars owned by navigation containers move to the
        side edge on iPhone Duo and their items follow the system's placement and
        overflow rules; items attached with the soft-deprecated
        `navigationBarItems` are not toolbar items and do not take part. Semantic
        placements let the system put Cancel and Done where the platform expects.
        (iPhone Duo field notes, "Item placement"; Apple: `toolbar(_:)`,
        `ToolbarItemPlacement.cancellationAction`.)

        ## Example
        ```diff
         Form { … }
        -    .navigationBarTitle("Settings", displayMode: .inline)
        -    .navigationBarItems(trailing: Button("Done") { dismiss() })
        +    .navigationTitle("Settings")
        +    .navigationBarTitleDisplayMode(.inline)
        +    .toolbar {
        +        ToolbarItem(placement: .confirmationAction) {
        +            Button("Done") { dismiss() }
        +        }
        +    }
        ```

        ## Fix safety
        Safe: the same views end up in the same bar; only their placement becomes
        semantic. When the deployment target is below iOS 14 (where `toolbar`
        and `navigationTitle` do not exist) or unknown (RULES: the lowest
        plausible target, iOS 13 for SwiftUI) it only reports. Views are
        recognised by the index or by their shape (a `body` or member returning
        `some View`, a struct conforming to a `…View` protocol declared outside the
        tree). In the fallback branch of `if #available(iOS 17, *)` the old
        placements are kept on purpose: no `.topBarLeading` suggestion there.
        A project that declares a member of its own named `navigationBarLeading`
        or `navigationBarTrailing` (an enum case, a static property) may pass it
        as `placement: .navigationBarLeading` to its own API, where
        `.topBarLeading` would not compile: there an implicit member passed to
        another call than `ToolbarItem` / `ToolbarItemGroup` is a finding only
        (the declarations are collected from every file in the first pass).
        """###,
        "navigation-view": ###"""
        ## What it does
        Replaces a single-column SwiftUI `NavigationView` — one styled
        `.navigationViewStyle(.stack)` / `StackNavigationViewStyle()`, or holding a
        single view — with `NavigationStack`, removing the style modifier, when the
        deployment target is known to be iOS 16 or later. A multi-column
        `NavigationView` (two or three views, or a columns style) is reported with
        `NavigationSplitView` as the replacement; so is any `NavigationView` when
        the target is older or unknown. `NavigationView` in a `PreviewProvider`
        or a `#Preview` body only frames a view for the canvas: not reported.

        ## Why
        `NavigationView` is soft-deprecated ("use NavigationStack or
        NavigationSplitView instead"). The container's bars are the ones that move
        to the side edge on iPhone Duo with the iOS 27.1 SDK, and the new containers
        are what the system adapts for resizable windows. (Apple: "Migrating to new
        navigation types", TN3154; iPhone Duo field notes: container toolbars.)

        ## Example
        ```diff
        -NavigationView {
        +NavigationStack {
             List(items) { item in Text(item.title) }
         }
        -.navigationViewStyle(.stack)
        ```

        ## Fix safety
        Review: a single-view `NavigationView` without a style shows as columns on
        iPad, and `NavigationStack` never does, so the iPad layout can change;
        `NavigationLink(destination:)` keeps working but value-based links are the
        new idiom. Needs iOS 16: without a known deployment target of 16 or later
        it only reports; so it does in a package whose `platforms:` also names
        macOS below 13, tvOS below 16 or watchOS below 9 (outside the `#if`
        branches those never compile). A view whose body is a `NavigationView` and that the
        project pushes (a `NavigationLink` destination or a
        `navigationDestination` closure builds it, in any file: damus's
        `RelayConfigView`) is reported, not rewritten: it already sits in its
        pusher's stack, and a `NavigationStack` there would nest one stack in
        another; the wrapper should go, which is a human's call (the view may
        also be shown in a sheet, where it needs one).
        """###,
        "orientation-layout": ###"""
        ## What it does
        Reports code that reads an orientation to decide layout:
        `UIDevice.current.orientation` (`.isLandscape`, `.isPortrait`,
        `== .landscapeLeft`, `switch`), the deprecated `interfaceOrientation` of
        `UIWindowScene` and `UIViewController` (`windowScene.interfaceOrientation`,
        `view.window?.windowScene?.interfaceOrientation`, a bare
        `interfaceOrientation` in a view controller) and
        `UIApplication.shared.statusBarOrientation`. Each finding names what to use
        where the code runs: `traitCollection.horizontalSizeClass` and the
        container's size in UIKit views and controllers,
        `@Environment(\.horizontalSizeClass)` and the container's size
        (`GeometryReader`, `onGeometryChange`) in SwiftUI, a size class or size
        passed in elsewhere; and `windowScene.effectiveGeometry.interfaceOrientation`
        where the orientation itself is what the code needs.
        `effectiveGeometry.interfaceOrientation` (and any `…geometry.interfaceOrientation`)
        is the replacement and is never reported; a bare `interfaceOrientation` is
        only taken for the controller's property inside a `UIViewController` of a
        file that declares no property, local or parameter of that name.

        Not reported (low noise), because there the orientation is the point:
        - code inside `supportedInterfaceOrientations`,
          `preferredInterfaceOrientationForPresentation`, `shouldAutorotate`,
          `application(_:supportedInterfaceOrientationsFor:)` and
          `supportedInterfaceOrientations(for:)` (the orientation preference itself);
        - files whose code uses the camera or motion sensors: any `AVCapture…`
          identifier, `import CoreMotion`, `CMMotionManager`, `CMDeviceMotion`,
          `CMAttitude`, `CMAccelerometer…`, `CMGyro…`;
        - members (the enclosing function or property) that turn an orientation
          into an image or video orientation: they mention `videoOrientation`,
          `videoRotationAngle`, `imageOrientation`, `UIImage.Orientation`,
          `UIImageOrientation`, `CGImagePropertyOrientation` or EXIF;
        - tests whose governed code is only analytics or logging (idiom-layout's
          markers: `print`, `os_log`, loggers, `track…`/`log…` calls, analytics
          names, `Pixel.fire`), also inside closures and work items created there
          (`let work = DispatchWorkItem { Pixel.fire(.landscape) }; queue.async(execute: work)`);
        - code that only notices turns: an `if` comparing the orientation with an
          earlier one the same member stores (`if last != UIDevice.current.orientation`
          … `last = UIDevice.current.orientation`, a rotation counter for a debug
          gesture) whose branches set no frame, constraint, layout or size, and the
          stores that feed it.

        One decision, one finding: in `if #available(iOS 13.0, *) { …
        windowScene?.interfaceOrientation … } else { … statusBarOrientation … }` the
        older branch repeats the decision already reported at the first branch and
        is not reported again (a fallback alone in its branch still is).

        ## Why
        In iOS 27 the window can be resized (iPhone Mirroring, iPhone apps on
        iPad, Split View on iPhone Duo) and the system may ignore the supported
        orientations there: in iPhone Mirroring the interface stays portrait while
        the user widens the window, and the inner display of iPhone Duo is wide in
        either orientation. The orientation no longer says whether two columns fit;
        the size class and the container's size do.
        `UIWindowScene.interfaceOrientation` is deprecated in iOS 26 ("Use
        effectiveGeometry.interfaceOrientation instead.").

        So are `UIViewController.interfaceOrientation` and
        `UIApplication.statusBarOrientation`, which is also global to the app.
        Where the orientation itself is needed, read
        `view.window?.windowScene?.effectiveGeometry.interfaceOrientation` (in a
        view, `window?.windowScene?…`; elsewhere, from the scene the code serves).
        (iPhone Duo field notes: "Orientation no longer decides layout", and
        "two columns only in landscape" as the pattern to retire; Apple:
        `UIWindowScene.effectiveGeometry`.)

        ## Example
        ```diff
         // finding only:
         override func viewWillLayoutSubviews() {
             super.viewWillLayoutSubviews()
             stack.axis = UIDevice.current.orientation.isLandscape ? .horizontal : .vertical
         }
         // orientation-layout: choose the layout from traitCollection.horizontalSizeClass
         // and the container's size (view.bounds) instead
        ```

        ## Fix safety
        Finding only: replacing an orientation test with a size-class test changes
        which layout appears when (a wide window in portrait, a narrow one in
        landscape), which a human has to decide screen by screen.
        """###,
        "portrait-only": ###"""
        ## What it does
        Reports a supported-orientations list that holds only portrait
        orientations (`UIInterfaceOrientationPortrait`,
        `…PortraitUpsideDown`) for iPhone: the `UISupportedInterfaceOrientations`
        array of an XML Info.plist, or its `~iphone` variant, which takes its place
        on iPhone when present; and the build settings
        `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone` (or, when a project
        file has no `_iPhone` setting, `INFOPLIST_KEY_UISupportedInterfaceOrientations`),
        once per project file, counting its build configurations. The finding
        points at the key and says what to do instead: lay out for any aspect ratio
        with size classes and the container's size. `~ipad` lists and `_iPad`
        settings are a separate key for iPad and are not reported; a list with a
        landscape orientation, an empty list or one with unknown values (build
        variables) is not reported either. A binary plist is reported when it names
        the key (not only its `~ipad` variant), portrait, and no landscape
        orientation at all.

        ## Why
        In iOS 27 the system may ignore the supported orientations in resizable
        environments: on iPhone Duo's inner display (full screen or in Split View),
        for iPhone apps on iPad and in iPhone Mirroring the window can be wider
        than tall while the interface orientation stays portrait. A portrait-only
        app that sizes its layout for a tall, narrow screen gets a landscape-shaped
        window anyway (iPhone Duo field notes: "Orientation no longer decides
        layout"; Apple: Modernize your UIKit app, WWDC26-278). The list may stay as
        a preference; the layout must not depend on it.

        Design for any aspect ratio with size classes and the container's size. A
        binary Info.plist is made checkable with `plutil -convert xml1 Info.plist`.

        ## Example
        ```diff
         <key>UISupportedInterfaceOrientations</key>
         <array>
             <string>UIInterfaceOrientationPortrait</string>
         </array>
         <!-- portrait-only: resizable windows ignore this (the iPhone Duo inner
              display can be landscape-shaped): design for any aspect ratio with
              size classes -->
        ```

        ## Fix safety
        Finding only: the list can stay as a preference; what needs work is the
        layout, which unfold cannot judge from the plist.
        """###,
        "requires-full-screen": ###"""
        ## What it does
        Reports `UIRequiresFullScreen` set to true: `<key>UIRequiresFullScreen</key>`
        followed by `<true/>` (or `YES`/`1`) in the root dictionary of an XML
        property list, its `~ipad`/`~iphone` variants, and the build setting
        `INFOPLIST_KEY_UIRequiresFullScreen = YES` in a `project.pbxproj` (once per
        project file, counting its build configurations). The finding points at the
        key and says what to do instead: make the layout resizable (size classes,
        the container's size, per-side safe area), test it by resizing the window,
        then remove the key. Keys inside XML comments are not keys; a binary plist
        that contains the key's name gets a finding asking for an XML check. A plist
        that also sets `UIRequiresFullScreenIgnoredStartingWithVersion` (iOS 26.2)
        has already taken TN3192's migration path and is not reported.

        ## Why
        TN3192: "Starting in iPadOS 26, `UIRequiresFullscreen` and its associated
        compatibility mode are deprecated and will be ignored in a future release."
        In iOS 27 the key no longer keeps the window full screen: it only turns
        continuous resizing into discrete resizing, and the app is still resized
        when iPhone Duo folds and unfolds, in Split View on its inner display, as
        an iPhone app on iPad and in iPhone Mirroring (iPhone Duo field notes:
        "UIRequiresFullScreen does not turn off resizing"; the cheat sheet: "the
        app is resized anyway when the device opens and closes, and scaled in
        Split View").

        Support resizable layouts (size classes, the container's
        size, per-side safe area), test them by resizing the window, then remove
        the key or the setting. A binary Info.plist is made checkable with
        `plutil -convert xml1 Info.plist`.

        ## Example
        ```diff
         <key>UILaunchStoryboardName</key>
         <string>LaunchScreen</string>
         <key>UIRequiresFullScreen</key>
         <true/>
         <!-- requires-full-screen: deprecated since iPadOS 26 and no longer stops
              resizing: support resizable layouts, then remove the key -->
        ```

        ## Fix safety
        Finding only: removing the key does not make a layout resizable, and a game
        may keep it on purpose for discrete resizing until its layout is checked.
        """###,
        "scene-activation-error": ###"""
        ## What it does
        Reports calls of `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`
        and `activateSceneSession(…)` that ignore a failure: `errorHandler: nil`, or
        no `errorHandler:` argument and no trailing closure (the parameter defaults
        to nil). The finding names what to do where the call sits: in a view
        controller or view, offer the window as a `UIWindowScene.ActivationAction`
        (iOS 17) in a menu or bar button item — it hides itself when no new window
        can open — or pass an error handler that shows the content in the current
        window; in a SwiftUI view, `openWindow` disabled by `supportsMultipleWindows`;
        elsewhere, an error handler with a fallback.

        Low-noise rules: a call with any error handler — a closure (labelled or
        trailing) or a function or variable passed as `errorHandler:` — is not
        reported, even if the handler does little; declarations and `#selector`
        references of these names are not calls.

        ## Why
        On iPhone Duo new windows open only on the inner display: on the outer
        display (and in any app without `UIApplicationSupportsMultipleScenes`) the
        activation request fails. With no error handler the failure is silent and
        the user's "Open in New Window" does nothing (iPhone Duo field notes:
        "Multiple scenes: new windows only on the inner display"; Apple:
        `UIWindowScene.ActivationAction`, iOS 17).

        In a view controller, offer the
        window as an activation action in a menu or bar button item (it hides
        itself when no window can open) or pass an error handler that shows the
        content in the controller (`show(_:sender:)`); in a SwiftUI view, open it
        with `@Environment(\.openWindow)` and disable the button when
        `supportsMultipleWindows` is false; elsewhere, pass an error handler that
        falls back to showing the content in the current window.

        ## Example
        ```diff
         // finding only:
         UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: nil)
         // scene-activation-error: … pass an errorHandler that shows the note in this window,
         // or offer "Open in New Window" as a UIWindowScene.ActivationAction (iOS 17)
        ```

        ## Fix safety
        Finding only: what the app should do when no window can open (show the
        content in place, hide the command, tell the user) is a product decision.
        """###,
        "scene-manifest-missing": ###"""
        ## What it does
        Finds a class that adopts `UIWindowSceneDelegate` (directly, through a
        superclass or an extension) in a project where nothing declares the scene
        manifest: no property list has `UIApplicationSceneManifest`, no project file
        sets `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`, and no
        `application(_:configurationForConnecting:options:)` assigns that class to
        `delegateClass` (an assigned value other than `X.self` counts as assigning
        it: unfold cannot tell which class it is). It inserts the manifest into the Info.plist of the class's
        target (`INFOPLIST_FILE` of its project, else the nearest Info.plist), as
        text in the file's own indentation and line endings: one application-role
        configuration whose `UISceneDelegateClassName` is
        `$(PRODUCT_MODULE_NAME).<ClassName>` (the bare name for `@objc(Name)`). The
        configuration is named like the `UISceneConfiguration(name: "…")` that
        `configurationForConnecting` builds, else "Default Configuration". A
        storyboard app (`UIMainStoryboardFile`) whose scene delegate builds no
        window gets `UISceneStoryboardFile` too.

        The check runs per Swift file (`findings(in:)`), so the finding sits on the
        class declaration, `// unfold:ignore` works there, and the index supplies
        the project-wide facts (plists, build settings, other files'
        `configurationForConnecting`). Not reported: SwiftUI `App` life cycles,
        projects without a scene delegate (`app-delegate-window` migrates those),
        classes in test targets, superclasses of another scene delegate, and
        `public`/`open` classes with no Info.plist in sight (library API: the
        app that uses it declares the manifest).

        In an app built with React Native, Expo, Flutter or Capacitor no manifest
        is written: a finding names the framework's own (docs/frameworks.md).

        ## Why
        UIKit connects a scene delegate only through the manifest (or a
        `UISceneConfiguration` whose `delegateClass` names it). Without one the
        class is dead code, the app still runs on the app life cycle, and apps built
        with the iOS 27 SDK must adopt the scene life cycle or they fail to launch
        (TN3187; iPhone Duo field notes: "The scene life cycle becomes mandatory").

        Where unfold cannot add the manifest, the finding names the manual step:
        with several scene delegates, add the manifest by hand and name the main
        window's delegate in `UIWindowSceneSessionRoleApplication` (the example
        below shows it); a private or fileprivate class must become internal, a
        nested or generic one a top-level, non-generic class, before UIKit can
        load it by name; a target that generates its Info.plist from build
        settings cannot name a delegate class there: add a partial Info.plist
        (`INFOPLIST_FILE`) with the manifest, or set
        `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` and return a
        `UISceneConfiguration` with `delegateClass = SceneDelegate.self` from
        `application(_:configurationForConnecting:options:)`; a binary Info.plist
        is converted with `plutil -convert xml1 Info.plist` (or edited in Xcode);
        when no Info.plist is found, run unfold on the folder that holds it.

        ## Example
        ```diff
         	<key>UILaunchStoryboardName</key>
         	<string>LaunchScreen</string>
        +	<key>UIApplicationSceneManifest</key>
        +	<dict>
        +		<key>UIApplicationSupportsMultipleScenes</key>
        +		<false/>
        +		<key>UISceneConfigurations</key>
        +		<dict>
        +			<key>UIWindowSceneSessionRoleApplication</key>
        +			<array>
        +				<dict>
        +					<key>UISceneConfigurationName</key>
        +					<string>Default Configuration</string>
        +					<key>UISceneDelegateClassName</key>
        +					<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        +				</dict>
        +			</array>
        +		</dict>
        +	</dict>
         </dict>
         </plist>
        ```

        ## Fix safety
        Review: turning scenes on changes the life cycle (the app delegate's window
        and life-cycle callbacks stop being used), so a human checks the scene
        delegate really builds the UI and that the app delegate no longer builds a
        window of its own. The message notes a configuration named like the
        `UISceneConfiguration` that `configurationForConnecting` builds, the
        storyboard taken from `UIMainStoryboardFile`, or that the storyboard is
        left out because the scene delegate builds its own window (both would make
        two root view controllers). Findings with the manual step instead of a
        fix: no Info.plist found, a generated Info.plist (`GENERATE_INFOPLIST_FILE`
        without a file to edit), a binary plist, a plist without a root dictionary
        unfold can extend, several candidate scene delegates, and classes UIKit
        cannot load by name (private, nested or generic).
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
        "uicolor-in-swiftui": ###"""
        ## What it does
        In files that import SwiftUI, replaces a SwiftUI colour wrapped around the
        UIKit label colours with the SwiftUI colour: `Color(uiColor: .label)`,
        `Color(UIColor.label)` and `Color(.label)` (also with `UIColor.label`
        spelled out) → `Color.primary`; `.secondaryLabel` → `Color.secondary`.
        `Color(UIColor.black)`, `.white` and `.clear` (any of the three spellings)
        are reported with `Color.black` / `Color.white` / `Color.clear`. Other
        UIKit colours (`.systemBackground`, `.tertiaryLabel`, `.systemRed`, …) stay
        untouched and unreported: SwiftUI has no colour that is documented to be
        the same.

        ## Why
        `UIColor` is a class: wrapping one in `Color(…)` inside `body` allocates on
        every evaluation, while `Color.primary` and `Color.secondary` are values.
        The SwiftUI performance field notes measured a view 5× faster
        (48.29 µs → 9.59 µs) with native fonts and colours instead of `UIFont` /
        `UIColor` wrappers.

        ## Example
        ```diff
         Text("Hello")
        -    .foregroundStyle(Color(uiColor: .label))
        +    .foregroundStyle(Color.primary)
         Text("World!")
        -    .foregroundStyle(Color(UIColor.secondaryLabel))
        +    .foregroundStyle(Color.secondary)
        ```

        ## Fix safety
        Safe: `Color.primary` and `Color.secondary` are SwiftUI's colours for
        primary and secondary content, the roles of UIKit's `label` and
        `secondaryLabel`, and adapt to dark mode the same way. The black, white
        and clear findings carry no fix: the colours are the same, but the rule
        only rewrites the label colours.
        """###,
        "uifont-in-swiftui": ###"""
        ## What it does
        In files that import SwiftUI, replaces a SwiftUI font made from a UIKit
        text style, `Font(UIFont.preferredFont(forTextStyle: .title1))`, with the
        SwiftUI font of the same text style, `Font.title`. The text styles map
        one to one: largeTitle, title1 → title, title2, title3, headline,
        subheadline, body, callout, footnote, caption1 → caption, caption2 (written
        `.title1` or `UIFont.TextStyle.title1`). The replacement is always written
        `Font.x`, inside `.font(…)` too, so it type-checks wherever the old
        expression did. A text style without a SwiftUI counterpart, a style passed
        in a variable, and the `compatibleWith:` variant are reported.

        ## Why
        `UIFont` is a class: building one in `body` allocates on every evaluation,
        and the font's size is fixed when it is made. SwiftUI's `Font` is a value
        that the system resolves in the view's environment (Dynamic Type
        included). The SwiftUI performance field notes measured a view 5× faster
        (48.29 µs → 9.59 µs) with native fonts and colours instead of `UIFont` /
        `UIColor` wrappers.

        unfold maps the text styles `largeTitle`, `title1`…
        `title3`, `headline`, `subheadline`, `body`, `callout`, `footnote`,
        `caption1` and `caption2`; any other (or one it cannot read) is mapped to
        a `Font.TextStyle` by hand, with `Font.system(_:)` or the matching `Font`
        constant. `title2`, `title3` and `caption2` need iOS 14. A font made for
        fixed traits (`compatibleWith:`) becomes the SwiftUI `Font`; if its size
        must stay fixed, limit it with `.dynamicTypeSize(_:)` (iOS 15).

        ## Example
        ```diff
         Text("Hello")
        -    .font(Font(UIFont.preferredFont(forTextStyle: .title1)))
        +    .font(Font.title)
         Text("World!")
        -    .font(Font(UIFont.preferredFont(forTextStyle: .caption1)))
        +    .font(Font.caption)
        ```

        ## Fix safety
        Safe: the same text style, resolved by SwiftUI instead of UIKit.
        `Font.title2`, `Font.title3` and `Font.caption2` need iOS 14: when the
        deployment target is older, or unknown (RULES: the lowest plausible
        target, iOS 13 for SwiftUI), they are only reported.
        """###,
        "uiscreen-main": ###"""
        ## What it does
        Reports every use of `UIScreen.main` other than `.scale` and `.nativeScale`
        (which `uiscreen-main-scale` handles): `bounds`, `nativeBounds`,
        `brightness`, `coordinateSpace`, the screen passed as a value, … Each
        finding names the replacement that fits where the code runs: the
        container's bounds or the screen of the window (`window?.windowScene?.screen`
        in a view, `view.window?.windowScene?.screen` in a controller; for
        `UIScreen.main.traitCollection`, the view's or controller's own
        `traitCollection`) in UIKit, `GeometryReader` / `containerRelativeFrame` in SwiftUI, and a
        screen or size passed in from a window scene (`windowScene.screen`,
        `windowScene.effectiveGeometry`) elsewhere.

        ## Why
        `UIScreen.main` is deprecated in iOS 26 ("Use a UIScreen instance found
        through context instead"). In resizable windows (iPhone Mirroring, iPhone
        apps on iPad, Split View on iPhone Duo) the screen's size is not the
        window's size, and on iPhone Duo `UIScreen.main` reports the outer display
        (466×678 pt) while the app runs on the inner one (951×669 pt) (Apple:
        `UIScreen.main` deprecated in iOS 26; iPhone Duo field notes).

        What to use instead: in a view or view controller, the container's size
        (`bounds`, `view.bounds`, or the size passed to
        `viewWillTransition(to:with:)`) or the view's screen,
        `view.window?.windowScene?.screen` (nil until the view is in a window:
        code that `init`, `viewDidLoad` or another entry point before the window
        reaches is told to read it once the view is in one); in
        SwiftUI, measure the container with `GeometryReader`,
        `containerRelativeFrame` or `onGeometryChange`, and read `displayScale` or
        `horizontalSizeClass` from the environment (SwiftUI has no screen);
        elsewhere, pass the size or the `UIScreen` in from context, or read
        `windowScene.effectiveGeometry` / `windowScene.screen` from the scene the
        code serves. A window sized by the main screen is created with
        `UIWindow(windowScene:)` in the scene delegate (`app-delegate-window`); a
        test window gets a fixed frame (`CGRect(x: 0, y: 0, width: 390, height:
        844)`) so tests do not depend on the device. `UIScreen.screens` is
        deprecated in iOS 16: find screens through scenes
        (`UIApplication.shared.openSessions`, `connectedScenes` →
        `windowScene.screen`). Code that runs only below iOS 13 (`if
        #unavailable(iOS 13.0)`, the else of `if #available(iOS 13, *)`) is not
        reported: there are no scenes there, and the main screen is the screen.

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
        views (added once per view, or an existing one reused). Where the screen is
        at hand it uses the screen: `windowScene.screen.scale` where a
        non-optional `UIWindowScene` is in scope (a parameter, `guard let
        windowScene = scene as? UIWindowScene` in a scene delegate), and `scale`
        inside `extension UIScreen`. Uses that have no trait environment (static
        members, globals, plain types, default arguments, stored-property
        initializers) and `UIScreen.main.nativeScale` are reported.

        ## Why
        `UIScreen.main` is deprecated (iOS 26) and reports the wrong screen in
        resizable windows: on iPhone Duo it describes the outer display while the
        app runs on the inner one, and with iPhone Mirroring or external displays
        the scene's screen is not the main screen. The trait collection always
        describes the display the view is on, and updates when it moves.

        Where no fix is made, the finding names what to do: `nativeScale` has no
        trait equivalent (read it from the view's screen,
        `view.window?.windowScene?.screen.nativeScale`, where it is needed, or use
        `traitCollection.displayScale`); code with no trait environment (global
        code, static members, default argument values, types that are not views,
        view controllers or SwiftUI views) gets the scale passed in from a view
        (`traitCollection.displayScale`) or a SwiftUI view
        (`@Environment(\.displayScale)`); a stored property initializer runs
        before the instance has traits (compute the value in `layoutSubviews` /
        `viewIsAppearing`, or make the property lazy); a `[weak self]` closure
        needs `self?.traitCollection.displayScale`, which changes the expression's
        type; before `super.init` `self` is not available; a SwiftUI view's `init`
        has no environment (read `@Environment(\.displayScale)` in `body`); an
        extension of a SwiftUI view declared elsewhere (or with a member on the
        brace line) needs `@Environment(\.displayScale) private var displayScale`
        added to the declaration, and a view that already has a `displayScale`
        member needs the property under another name. Inside `extension UIScreen`
        the scale is `scale` (review: `self` may be a screen other than the main
        one, and then its scale is the right one).

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
        Safe in methods, accessors and SwiftUI view bodies that run once the view
        has traits. Review where the code runs before: in `init`, `loadView`,
        `viewDidLoad`, `awakeFromNib`, an `@IBOutlet`'s `didSet`, lazy property
        initializers, and in any method, computed property or property observer
        of the type that those call, directly or through other helpers
        (`setup()` called from `init`, a `commonInit()`, a computed `hairline`
        read in `viewDidLoad`), even when layout calls it too. There the display
        scale can still be 0; the message names the helper and its entry point
        and says where to recompute (layoutSubviews or viewIsAppearing, or on a
        trait change). Calls are followed within the type's declarations in the
        same file (`CallReachability`). A member of an extension of a UIKit class
        the project does not declare (`extension UIImageView`) is review too: any
        code may call it on any view, one made in another type's `init`
        included (`imageView.configureForAvatar()` in a cell's `init`, found on a
        public app). So is a member, not private, of an extension of a project
        type declared in another file: that file's `init` may call it, and it is
        not read. And so is any member other files can call or use — not
        private or fileprivate, in a type that is not, no overriding method and
        no `@IBAction` — even when nothing in its own file reaches it early: a
        cell's `init` elsewhere may call `avatar.applyBorder()` on a view not yet
        in a window; unfold does not follow calls across files, so it cannot
        call such a member safe. An overriding method (`layoutSubviews`,
        `draw(_:)`) runs when UIKit calls it, a private helper only from its
        file; an overridden property is any code's to get or set (UIKit sets
        `frame` inside `init(frame:)`, where a `didSet` would divide by a scale
        of 0). The cost: a
        data-source or delegate method UIKit calls (`tableView(_:cellForRowAt:)`),
        neither private nor an override, is review too. Code in a `registerForTraitChanges`
        handler and `#selector` targets do not count as running early. Inside
        `extension UIScreen`, `scale` is review: it is the scale of the screen
        the member is called on, which differs from the main screen's when that
        is another screen (then it is the right one). `windowScene.screen.scale`
        is safe: the scene's screen is the one the code is about. Inside `[weak
        self]` closures, initializers before `super.init`, SwiftUI initializers
        and types in other files it only reports. A review fix writes
        `max(traitCollection.displayScale, 1)`: a scale of 0 there, "unspecified"
        (Apple, `UITraitCollection.displayScale`), would make the usual `1 / scale`
        infinite (GitHawk sets `1 / UIScreen.main.scale` borders in `init(frame:)`).
        """###,
        "unguarded-ios27-api": ###"""
        ## What it does
        Finds uses of the iOS 27.1, iOS 27 and iOS 26 APIs of the iPhone Duo
        migration (bars on a vertical edge, reserved regions, arrangements, hinge,
        scene accessories, overflow menus, corner configurations, …; the list in
        RULES.md, measured on the iOS 27.1 SDK) outside an availability check while
        the deployment target is older than the API. Type names (`UIHinge`,
        `ToolbarOverflowMenu`) count anywhere, member names (`visibilityPriority`,
        `onHingeChange`) only after a `.`, and as the name of an `override`;
        `badge` only on a `UIBarButtonItem`, and no member on a receiver the file
        declares as an AppKit type (`NSToolbarItem.visibilityPriority` is Mac
        Catalyst 13.1). Types and members the project declares itself are not the
        SDK's and are skipped. A use is checked when an
        enclosing `if #available(iOS X, *)` / `while #available` block, an earlier
        `guard #available(iOS X, *)` in an enclosing block, the else block of an
        `#unavailable(iOS X)` check, an earlier `#available` condition of the same
        `if`, or `@available(iOS X, *)` (or `unavailable`) on any enclosing
        declaration covers its version.

        With a known older deployment target, a plain statement in a function,
        accessor or closure body (an assignment or a call) is wrapped in `if
        #available(iOS X, *) { … }` in its own indentation; consecutive such
        statements that need the same version share one check. Everything else is
        reported with advice: a modifier in a SwiftUI modifier chain (an
        availability-gated `ViewModifier` or `@available` on the declaration), a
        view in a view builder (`if #available` with a fallback view), a declaration
        (`@available` on it), a local `let`/`var`, a `return`, a compound statement,
        a closure's only expression (its value may be used), or code in a branch
        that only runs below the API's version (the else of `if #available`), where
        a check would be dead code. With an unknown deployment target every use is
        reported and nothing is rewritten. In a project that builds for Mac Catalyst
        (`SUPPORTS_MACCATALYST = YES`) the advice for the iOS 27.1 APIs adds `#if
        !targetEnvironment(macCatalyst)`.

        ## Why
        An API newer than the deployment target needs an availability check or the
        app does not build (and cannot run on the older systems it supports).
        These APIs also exist on tvOS and visionOS 27.1, so `#if os(iOS)` is the
        wrong tool; on the 27.1 SDK they do not compile for Mac Catalyst (known
        issue 185924957). A guessed API name cannot be rescued by `#available`:
        only the measured names are matched (availability measured on the iOS
        27.1 SDK).

        Where unfold cannot wrap the statement, the finding says what to do: a
        modifier in a SwiftUI chain, where `if #available` cannot go, moves into a
        `ViewModifier` whose `body(content:)` applies it under `if #available` and
        returns `content` otherwise (or the enclosing declaration is marked
        `@available`); a view in a view builder is wrapped in
        `if #available { … } else { … }` with a fallback view; a stored property
        cannot be marked `@available`, so the value moves into a type marked
        `@available` (a subview, a view modifier, a helper object) or is created
        behind `if #available` where it is used; a declaration, extension or type
        is marked `@available` and its uses guarded; a local whose value later
        code uses, a `return` (or other) statement and the only expression of a
        closure or accessor are guarded by hand (`if #available` or
        `guard #available`, an `else` branch where needed); code in a branch that
        runs only below the API's version moves into the branch that has the
        check, or goes. A project that builds for Mac Catalyst also puts iOS 27.1
        APIs under `#if !targetEnvironment(macCatalyst)`. With an unknown
        deployment target unfold assumes an older one; the message says where to
        set it when it fits.

        ## Example
        ```diff
         override func viewDidLoad() {
             super.viewDidLoad()
        -    shareItem.visibilityPriority = .high
        +    if #available(iOS 27, *) {
        +        shareItem.visibilityPriority = .high
        +    }
         }
        ```

        ## Fix safety
        Review: on systems older than the API the wrapped statement no longer runs,
        which may need an `else` branch with a fallback. Uses whose guard changes
        the surrounding code (modifier chains, declarations, values that are used
        later) are only reported.
        """###,
    ]
}
