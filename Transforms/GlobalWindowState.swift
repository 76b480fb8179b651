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
/// Low-noise rules: a chain that checks `activationState`, the scene's
/// `session` (its role, an identifier) or its `delegate` anywhere before or in
/// its `first` (the usual "foreground active window scene" lookup, the
/// external display's scene) is not reported; a chain that turns scenes into windows (`flatMap`, the lookup that
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
/// Instead of `statusBarFrame`: in a view controller lay out against
/// `view.safeAreaLayoutGuide` / `view.safeAreaInsets.top`, or read
/// `view.window?.windowScene?.statusBarManager?.statusBarFrame` (in a view,
/// `window?.windowScene?…`); in a scene delegate read the `statusBarManager`
/// of the scene it is handed; the app delegate serves every window, so the
/// work moves to the scene delegate; in SwiftUI content already sits in the
/// safe area (read `safeAreaInsets.top` from a `GeometryReader` when needed);
/// elsewhere pass in the window scene or, better, the safe-area insets of the
/// view being laid out. Instead of `connectedScenes.first`: in a view
/// controller `view.window?.windowScene` (nil until the view is in a window),
/// in a view `window?.windowScene`, in a scene delegate the scene the method
/// is handed; the app delegate does per-window work in the scene delegate's
/// `scene(_:willConnectTo:options:)`; a SwiftUI view keeps per-window state
/// with `@SceneStorage` or gets the scene from its UIKit host; elsewhere pass
/// in the scene the code serves; at the least pick
/// `connectedScenes.first(where: { $0.activationState == .foregroundActive && $0 is UIWindowScene })`.
/// (iPhone Duo field notes: "Custom layout and the safe area", "Split View and
/// multiple windows"; Apple: `UIApplication.statusBarFrame` deprecated in iOS
/// 13, `UIWindowScene.statusBarManager`, `UIApplication.connectedScenes`.)
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
    public var id: String { "global-window-state" }
    public var summary: String { "UIApplication.shared.statusBarFrame / connectedScenes.first (app-wide window state) → the view's own window scene or safe area." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["statusBarFrame", "connectedScenes"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let statusBarFrame = Pattern("UIApplication.shared.statusBarFrame")

    /// Set operations that keep a collection of scenes; `first` after them is still arbitrary.
    static let sceneSteps: Set<String> = ["compactMap", "filter", "map", "lazy", "sorted", "reversed", "shuffled"]


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
                // What the scene is for: its windows' safe area (damus's `safeArea()`) has a view-level answer.
                let brace = tree.enclosingBrace(i)
                let rest = i...(brace >= 0 && tree.partner[brace] > i ? Int(tree.partner[brace]) : tree.count - 1)
                let safeArea = tree.containsIdentifier("safeAreaInsets", in: rest)
                out.append(file.finding(at: start, sceneMessage(file.codeContext(of: start), file, safeArea: safeArea)))
            }
        }
        return out.sorted { $0.offset < $1.offset }
    }

    /// What a filter on scenes tests that picks a particular scene: its state
    /// (`activationState`), its session (`session.role ==
    /// .windowExternalDisplay`, found on Delta; `session.persistentIdentifier`)
    /// or its delegate (`$0.delegate is ExternalDisplaySceneDelegate`).
    static let sceneIdentifying = ["activationState", "session", "delegate"]

    /// Whether the chain after `connectedScenes` (ending at token `end`) takes a
    /// `first` scene without filtering on `sceneIdentifying`.
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
            if let a = argument, Self.sceneIdentifying.contains(where: { tree.containsIdentifier($0, in: a) }) { filtered = true }
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
        let advice: String
        switch place(ctx, file) {
        case .controller: advice = "lay out against `view.safeAreaLayoutGuide`"
        case .view: advice = "lay out against `safeAreaLayoutGuide`"
        case .sceneDelegate: advice = "read the handed scene's `statusBarManager`"
        case .appDelegate: advice = "read `statusBarManager` in the scene delegate"
        case .swiftUI: advice = "content already sits in the safe area"
        case .elsewhere: advice = "pass in the view's safe-area insets"
        }
        return "`UIApplication.shared.statusBarFrame` is deprecated and app-wide → \(advice)"
    }

    func sceneMessage(_ ctx: CodeContext, _ file: FileContext, safeArea: Bool) -> String {
        let advice: String
        if safeArea {
            switch place(ctx, file) {
            case .controller: advice = "read `view.safeAreaInsets`"
            case .view: advice = "read `safeAreaInsets`"
            case .swiftUI: advice = "read the safe area from a `GeometryReader` proxy's `safeAreaInsets`"
            case .sceneDelegate, .appDelegate, .elsewhere: advice = "pass in the safe-area insets of the view the code serves"
            }
            return "`connectedScenes.first` picks an arbitrary scene's safe area → \(advice)"
        }
        switch place(ctx, file) {
        case .controller where presentsSelf(ctx, file.tree):
            // The controller presents itself from the scene it looks up (isowords'
            // `UIViewController.present()`): its own view is in no window yet.
            advice = "pass in the presenting controller or its scene (`self` is not in a window yet)"
        case .controller: advice = "use `view.window?.windowScene`"
        case .view: advice = "use `window?.windowScene`"
        case .sceneDelegate: advice = "use the scene the method is handed"
        case .appDelegate: advice = "do per-window work in the scene delegate"
        case .swiftUI: advice = "keep per-window state with `@SceneStorage`"
        case .elsewhere: advice = "pass in the scene the code serves"
        }
        return "`connectedScenes.first` picks an arbitrary scene → \(advice)"
    }
}

extension GlobalWindowState {
    /// Whether the member holding the code presents `self` (`present(self, …)`).
    func presentsSelf(_ ctx: CodeContext, _ tree: SyntaxTree) -> Bool {
        guard let m = ctx.memberDecl, tree.decls[m].body >= 0 else { return false }
        let body = tree.decls[m].body
        for k in body...Int(tree.partner[body]) where tree.is(k, "present") && tree.kind(k + 1) == .leftParen && tree.is(k + 2, "self") && tree.kind(k + 3) != .period {
            return true
        }
        return false
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
