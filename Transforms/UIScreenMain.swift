import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports every use of `UIScreen.main` other than `.scale` and `.nativeScale`
/// (which `uiscreen-main-scale` handles): `bounds`, `nativeBounds`,
/// `brightness`, `coordinateSpace`, the screen passed as a value, … Each
/// finding names the replacement that fits where the code runs: the
/// container's bounds or the screen of the window (`window?.windowScene?.screen`
/// in a view, `view.window?.windowScene?.screen` in a controller; for
/// `UIScreen.main.traitCollection`, the view's or controller's own
/// `traitCollection`) in UIKit, `GeometryReader` / `containerRelativeFrame` in SwiftUI, and a
/// screen or size passed in from a window scene (`windowScene.screen`,
/// `windowScene.effectiveGeometry`) elsewhere.
///
/// ## Why
/// `UIScreen.main` is deprecated in iOS 26 ("Use a UIScreen instance found
/// through context instead"). In resizable windows (iPhone Mirroring, iPhone
/// apps on iPad, Split View on iPhone Duo) the screen's size is not the
/// window's size, and on iPhone Duo `UIScreen.main` reports the outer display
/// (466×678 pt) while the app runs on the inner one (951×669 pt) (Apple:
/// `UIScreen.main` deprecated in iOS 26; iPhone Duo field notes).
///
/// What to use instead: in a view or view controller, the container's size
/// (`bounds`, `view.bounds`, or the size passed to
/// `viewWillTransition(to:with:)`) or the view's screen,
/// `view.window?.windowScene?.screen` (nil until the view is in a window:
/// code that `init`, `viewDidLoad` or another entry point before the window
/// reaches is told to read it once the view is in one); in
/// SwiftUI, measure the container with `GeometryReader`,
/// `containerRelativeFrame` or `onGeometryChange`, and read `displayScale` or
/// `horizontalSizeClass` from the environment (SwiftUI has no screen);
/// elsewhere, pass the size or the `UIScreen` in from context, or read
/// `windowScene.effectiveGeometry` / `windowScene.screen` from the scene the
/// code serves. A window sized by the main screen is created with
/// `UIWindow(windowScene:)` in the scene delegate (`app-delegate-window`); a
/// test window gets a fixed frame (`CGRect(x: 0, y: 0, width: 390, height:
/// 844)`) so tests do not depend on the device. `UIScreen.screens` is
/// deprecated in iOS 16: find screens through scenes
/// (`UIApplication.shared.openSessions`, `connectedScenes` →
/// `windowScene.screen`). Code that runs only below iOS 13 (`if
/// #unavailable(iOS 13.0)`, the else of `if #available(iOS 13, *)`) is not
/// reported: there are no scenes there, and the main screen is the screen.
///
/// ## Example
/// ```diff
///  // finding only:
///  let width = UIScreen.main.bounds.width
///  // uiscreen-main: UIScreen.main.bounds in a view controller: use the container's
///  // size (view.bounds, or the size passed to viewWillTransition(to:with:))
/// ```
///
/// ## Fix safety
/// Finding only: the right replacement depends on what the value is for
/// (layout, drawing, brightness), which only a human can tell.
public struct UIScreenMain: Transform {
    public var id: String { "uiscreen-main" }
    public var summary: String { "Other UIScreen.main uses (bounds, brightness, …) → a context's screen or size." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["UIScreen"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let main = Pattern("UIScreen.main")

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        var out: [Finding] = []
        var availability: Availability?
        for m in tree.matches(Self.main) {
            // Code that runs only below iOS 13 (`if #unavailable(iOS 13.0)`,
            // the else of `if #available(iOS 13, *)`: the iOS 12 path the
            // scene migration keeps, Looped) has no scenes: the main screen is
            // the only one there, and no advice applies.
            if availability == nil { availability = Availability(tree) }
            if availability!.olderBranch(at: m.tokens.lowerBound, notAbove: OSVersion(major: 13)) != nil { continue }
            let end = m.tokens.upperBound
            var member = ""
            if tree.kind(end + 1) == .period, tree.kind(end + 2) == .identifier { member = tree.text(end + 2) }
            if member == "scale" || member == "nativeScale" { continue }
            let ctx = file.codeContext(of: m.tokens.lowerBound)
            // A view reaches its window as `window`, a controller (and other trait environments) through `view`.
            let isView = ctx.role == .traitEnvironment && (ctx.typeName.map { file.index.isUIView($0) } ?? false)
            if (member == "bounds" || member == "nativeBounds"), let dimension = constantConstraintDimension(m, tree) {
                // `widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width * 0.9)` (openfoodfacts):
                // a fraction of the container is a multiplier on its anchor, which follows the window.
                out.append(file.finding(at: m.tokens.lowerBound, "`UIScreen.main.\(member)` fixes this constraint to the screen's \(dimension) → constrain to the container's `\(dimension)Anchor` with a multiplier"))
                continue
            }
            // Before the view is in a window (`viewDidLoad`, `init`), `view.window` is nil (AltStore's
            // `UIScreen.main.isExtraCompactHeight` in `viewDidLoad`): the advice says when to read it.
            let early = ctx.role == .traitEnvironment && ctx.hasInstance
                ? CallReachability.entryBeforeWindow(ctx, at: m.tokens.lowerBound, file) : nil
            out.append(file.finding(at: m.tokens.lowerBound, message(member, ctx, insideWindowInit: isWindowFrame(m, tree), inTest: file.isTestSource, isView: isView, beforeWindow: early)))
        }
        for m in tree.matches(Self.screens) {
            out.append(file.finding(at: m.tokens.lowerBound, "`UIScreen.screens` is deprecated (iOS 16) → find screens through scenes (`windowScene.screen`)"))
        }
        return out
    }

    static let screens = Pattern("UIScreen.screens")

    /// `width` or `height` when the screen size read at `m`
    /// (`UIScreen.main.bounds.size.width * 0.9`) is the `equalToConstant:`
    /// argument of a layout-anchor constraint (`constraint(equalToConstant:)`,
    /// `lessThanOrEqualToConstant:`, `greaterThanOrEqualToConstant:`).
    func constantConstraintDimension(_ m: Match, _ tree: SyntaxTree) -> String? {
        var k = m.tokens.upperBound + 2
        if tree.kind(k + 1) == .period, tree.is(k + 2, "size") { k += 2 }
        guard tree.kind(k + 1) == .period, tree.is(k + 2, "width") || tree.is(k + 2, "height") else { return nil }
        let dimension = tree.text(k + 2)
        let open = Int(tree.parentGroup[m.tokens.lowerBound])
        guard open >= 1, tree.kind(open) == .leftParen, tree.is(open - 1, "constraint") else { return nil }
        // The argument holding the read is labelled `…ToConstant:`.
        for a in tree.callArguments(open) where a.range.contains(m.tokens.lowerBound) {
            return a.label?.hasSuffix("ToConstant") == true ? dimension : nil
        }
        return nil
    }

    /// `UIWindow(frame: UIScreen.main.bounds)`
    func isWindowFrame(_ m: Match, _ tree: SyntaxTree) -> Bool {
        let open = Int(tree.parentGroup[m.tokens.lowerBound])
        return open >= 2 && tree.kind(open) == .leftParen && tree.is(open - 1, "UIWindow")
    }

    func message(_ member: String, _ ctx: CodeContext, insideWindowInit: Bool, inTest: Bool, isView: Bool = false, beforeWindow: String? = nil) -> String {
        let use = "`" + (member.isEmpty ? "UIScreen.main" : "UIScreen.main.\(member)") + "`"
        if insideWindowInit && inTest {
            return "\(use) sizes a test window by the main screen → give it a fixed frame"
        }
        if insideWindowInit {
            return "\(use) sizes a window by the main screen → `UIWindow(windowScene:)` in the scene delegate"
        }
        let isSize = member == "bounds" || member == "nativeBounds" || member == "coordinateSpace" || member == "fixedCoordinateSpace"
        let size = "\(use) is deprecated and not the window's size"
        // The deprecated part is `UIScreen.main`, not the member read through
        // it (`brightness` is fine on the screen in context): say so.
        let deprecated = member.isEmpty ? "\(use) is deprecated" : "\(use) reads the deprecated `UIScreen.main`"
        switch (ctx.role, ctx.hasInstance) {
        case (.traitEnvironment, true):
            // The screen's traits are not the window's (a resizable window has size classes of its own).
            if member == "traitCollection" { return "\(deprecated) → use `traitCollection`, this \(isView ? "view" : "controller")'s own traits" }
            let window = isView ? "window" : "view.window"
            let screen = member.isEmpty ? "\(window)?.windowScene?.screen" : "\(window)?.windowScene?.screen.\(member)"
            if isSize { return "\(size) → use the container's size (`bounds`, `view.bounds`)" }
            if let entry = beforeWindow {
                return "\(deprecated) → read the window scene's screen once the view is in a window (nil in `\(entry)`)"
            }
            return "\(deprecated) → `\(screen)`"
        case (.swiftUIView, true):
            return isSize ? "\(size) → measure the container (`GeometryReader`, `onGeometryChange`)"
                : member.isEmpty ? "\(deprecated) → read `displayScale` or the size class from the environment"
                : "\(deprecated) → pass in the screen from context (`windowScene.screen`)"
        default:
            return isSize ? "\(size) → pass in the container's size" : "\(deprecated) → pass in the screen from context (`windowScene.screen`)"
        }
    }
}
