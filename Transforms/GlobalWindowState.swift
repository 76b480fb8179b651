import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports app-wide window state read through UIApplication:
/// `statusBarFrame` (one status bar for the whole app) and
/// `connectedScenes.first` (some scene, not the one the code serves). Each
/// finding names the replacement for where the code runs: in a view controller
/// `view.window?.windowScene` (or its safe area), in a view
/// `window?.windowScene` (or `safeAreaInsets`), in a scene delegate the scene
/// it is handed (work in the app delegate moves there), in a SwiftUI view the
/// safe area of a `GeometryReader` or per-window state with `@SceneStorage`,
/// and elsewhere a scene passed in by the caller.
///
/// `connectedScenes.first` is counted through `compactMap`/`filter`/`map`
/// steps (`connectedScenes.compactMap { $0 as? UIWindowScene }.first`) and as
/// `first(where:)` / `first { … }`, on any receiver (`UIApplication.shared`, an
/// `application` parameter, `self` or nothing in an extension of
/// UIApplication: the name is UIApplication's alone); `statusBarFrame` only on
/// `UIApplication.shared` (the status bar manager has a property of that name).
///
/// Low-noise rules: a chain that checks `activationState` anywhere before or in
/// its `first` (the usual "foreground active window scene" lookup) is not
/// reported; a chain that turns scenes into windows (`flatMap`, the lookup that
/// `key-window` writes) is not reported. `UIApplication.shared.keyWindow` and
/// `windows` belong to `key-window`, `statusBarOrientation` to
/// `orientation-layout`.
///
/// ## Why
/// `statusBarFrame` is deprecated since iOS 13 (each window scene has its own
/// `statusBarManager`), and `connectedScenes` is an unordered `Set<UIScene>`: as
/// soon as the app has more than one window (iPad, Split View and multiple
/// windows on iPhone Duo's inner display, iPhone Mirroring) `.first` is an
/// arbitrary one — possibly in the background or on another display. On iPhone
/// Duo bars can move to a side edge, so the status bar's height is not the
/// only inset either: the safe area is what layout needs.
///
/// ## Example
/// ```diff
///  // finding only:
///  final class ComposeViewController: UIViewController {
///      func present() {
///          let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
///          // global-window-state: … in a view controller use `view.window?.windowScene`
///      }
///  }
/// ```
///
/// ## Fix safety
/// Finding only: whether the code wants the status bar, the safe area or a
/// particular scene, and whether `view.window` is already set where it runs,
/// needs a human.
public struct GlobalWindowState: Transform {
    public let id = "global-window-state"
    public let summary = "UIApplication.shared.statusBarFrame / connectedScenes.first (app-wide window state) → the view's own window scene or safe area."
    public let fixSafety = FixSafety.none

    public init() {}

    static let statusBarFrame = Pattern("UIApplication.shared.statusBarFrame")

    /// Set operations that keep a collection of scenes; `first` after them is still arbitrary.
    static let sceneSteps: Set<String> = ["compactMap", "filter", "map", "lazy", "sorted", "reversed", "shuffled"]

    static let statusBarSource = "(iPhone Duo field notes: \"Своя вёрстка и safe area\"; Apple: UIApplication.statusBarFrame deprecated in iOS 13, UIWindowScene.statusBarManager)"
    static let sceneSource = "(iPhone Duo field notes: \"Split View и несколько окон\"; Apple: UIApplication.connectedScenes)"

    public func findings(in file: FileContext) -> [Finding] {
        // Test sources are not layout code (precision study, docs/precision.md).
        if file.isTestSource { return [] }
        let tree = file.tree
        var out: [Finding] = []
        for m in tree.matches(Self.statusBarFrame) {
            out.append(file.finding(at: m.tokens.lowerBound, statusBarMessage(file.codeContext(of: m.tokens.lowerBound), file)))
        }
        // `connectedScenes` is UIApplication's alone: any receiver counts (`UIApplication.shared`,
        // an `application` parameter, `self` or nothing inside an extension of UIApplication).
        if tree.containsToken(Array("connectedScenes".utf8)) {
            for i in 0..<(tree.count - 1) where tree.kind(i) == .identifier && tree.is(i, "connectedScenes") {
                if tree.kind(i + 1) == .colon || tree.kind(i - 1) == .keyword { continue } // a label or a declaration
                guard picksArbitraryScene(after: i, tree) else { continue }
                let start = tree.receiverStart(of: i)
                out.append(file.finding(at: start, sceneMessage(file.codeContext(of: start), file)))
            }
        }
        return out.sorted { $0.offset < $1.offset }
    }

    /// Whether the chain after `connectedScenes` (ending at token `end`) takes a
    /// `first` scene without filtering on `activationState`.
    func picksArbitraryScene(after end: Int, _ tree: SyntaxTree) -> Bool {
        var e = end
        var filtered = false
        while tree.kind(e + 1) == .period, tree.kind(e + 2) == .identifier {
            let name = tree.text(e + 2)
            var stepEnd = e + 2
            var argument: ClosedRange<Int>?
            if let g = tree.callOrClosure(after: stepEnd) {
                argument = g
                stepEnd = g.upperBound
                // `.first(where:) { … }` is not written, but `filter(…) { … }` could be.
                if let g2 = tree.callOrClosure(after: stepEnd), tree.kind(g.upperBound) == .rightParen {
                    argument = g.lowerBound...g2.upperBound
                    stepEnd = g2.upperBound
                }
            }
            if let a = argument, tree.containsIdentifier("activationState", in: a) { filtered = true }
            if name == "first" { return !filtered }
            guard Self.sceneSteps.contains(name) else { return false }
            e = stepEnd
        }
        return false
    }

    enum Place {
        case controller, view, sceneDelegate, appDelegate, swiftUI, elsewhere
    }

    func place(_ ctx: CodeContext, _ file: FileContext) -> Place {
        guard let type = ctx.typeName else { return .elsewhere }
        if file.index.inherits(type, fromAnyOf: ["UIWindowSceneDelegate", "UISceneDelegate"]) { return .sceneDelegate }
        if file.index.inherits(type, fromAnyOf: ["UIApplicationDelegate"]) { return .appDelegate }
        guard ctx.hasInstance else { return .elsewhere }
        switch ctx.role {
        case .traitEnvironment:
            if file.index.isUIViewController(type) { return .controller }
            if file.index.isUIView(type) { return .view }
            return .elsewhere
        case .swiftUIView:
            return .swiftUI
        case .other:
            return .elsewhere
        }
    }

    func statusBarMessage(_ ctx: CodeContext, _ file: FileContext) -> String {
        let what = "UIApplication.shared.statusBarFrame is deprecated (iOS 13) and app-wide"
        let advice: String
        switch place(ctx, file) {
        case .controller:
            advice = "in a view controller lay out against `view.safeAreaLayoutGuide` / `view.safeAreaInsets.top`, or read `view.window?.windowScene?.statusBarManager?.statusBarFrame`"
        case .view:
            advice = "in a view lay out against `safeAreaLayoutGuide` / `safeAreaInsets.top`, or read `window?.windowScene?.statusBarManager?.statusBarFrame`"
        case .sceneDelegate:
            advice = "in a scene delegate read `(scene as? UIWindowScene)?.statusBarManager?.statusBarFrame` from the scene it is handed, or `window?.windowScene?.statusBarManager`"
        case .appDelegate:
            advice = "the app delegate serves every window: read `windowScene.statusBarManager?.statusBarFrame` in the scene delegate, from the scene it is handed"
        case .swiftUI:
            advice = "in a SwiftUI view content already sits in the safe area; when you need the inset read `safeAreaInsets.top` from a GeometryReader"
        case .elsewhere:
            advice = "outside a view pass in the window scene (`windowScene.statusBarManager?.statusBarFrame`) or, better, the safe-area insets of the view being laid out"
        }
        return "\(what): \(advice) \(Self.statusBarSource)"
    }

    func sceneMessage(_ ctx: CodeContext, _ file: FileContext) -> String {
        let what = "connectedScenes.first picks an arbitrary scene (an unordered Set; several windows on iPad and on iPhone Duo's inner display)"
        let filter = "`connectedScenes.first(where: { $0.activationState == .foregroundActive && $0 is UIWindowScene })`"
        let advice: String
        switch place(ctx, file) {
        case .controller:
            advice = "in a view controller use `view.window?.windowScene` (nil until the view is in a window)"
        case .view:
            advice = "in a view use `window?.windowScene` (nil until the view is in a window)"
        case .sceneDelegate:
            advice = "in a scene delegate use the scene the method is handed (`scene as? UIWindowScene`) or `window?.windowScene`"
        case .appDelegate:
            advice = "the app delegate serves every window: do per-window work in the scene delegate's `scene(_:willConnectTo:options:)` with the scene it is handed"
        case .swiftUI:
            advice = "in a SwiftUI view keep per-window state with @SceneStorage or get the scene from the UIKit host; at the least pick \(filter)"
        case .elsewhere:
            advice = "pass in the scene the code serves (the caller's `view.window?.windowScene`); at the least pick \(filter)"
        }
        return "\(what): \(advice) \(Self.sceneSource)"
    }
}

extension SyntaxTree {
    /// The `( … )` call or trailing `{ … }` closure right after token `e`, if any.
    fileprivate func callOrClosure(after e: Int) -> ClosedRange<Int>? {
        let j = e + 1
        guard j < count - 1, partner[j] >= 0, !startsLine(j) || kind(j) == .leftBrace else { return nil }
        if kind(j) == .leftParen { return j...Int(partner[j]) }
        if kind(j) == .leftBrace, braceKinds[j] == .closure { return j...Int(partner[j]) }
        return nil
    }

    /// The first token of the member chain that ends with the name at token `i`
    /// (`UIApplication` in `UIApplication.shared.connectedScenes`).
    fileprivate func receiverStart(of i: Int) -> Int {
        var s = i
        while kind(s - 1) == .period, kind(s - 2) == .identifier || self.is(s - 2, "self") { s -= 2 }
        return s
    }

    /// Whether an identifier `name` occurs in tokens `range`.
    fileprivate func containsIdentifier(_ name: String, in range: ClosedRange<Int>) -> Bool {
        range.contains { kind($0) == .identifier && isText($0, name) }
    }
}
