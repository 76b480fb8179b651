import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports calls of `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`
/// and `activateSceneSession(…)` that ignore a failure: `errorHandler: nil`, or
/// no `errorHandler:` argument and no trailing closure (the parameter defaults
/// to nil). The finding names what to do where the call sits: in a view
/// controller or view, offer the window as a `UIWindowScene.ActivationAction`
/// (iOS 17) in a menu or bar button item — it hides itself when no new window
/// can open — or pass an error handler that shows the content in the current
/// window; in a SwiftUI view, `openWindow` disabled by `supportsMultipleWindows`;
/// elsewhere, an error handler with a fallback.
///
/// Low-noise rules: a call with any error handler — a closure (labelled or
/// trailing) or a function or variable passed as `errorHandler:` — is not
/// reported, even if the handler does little; declarations and `#selector`
/// references of these names are not calls.
///
/// ## Why
/// On iPhone Duo new windows open only on the inner display: on the outer
/// display (and in any app without `UIApplicationSupportsMultipleScenes`) the
/// activation request fails. With no error handler the failure is silent and
/// the user's "Open in New Window" does nothing (iPhone Duo field notes:
/// "Multiple scenes: new windows only on the inner display"; Apple:
/// `UIWindowScene.ActivationAction`, iOS 17).
///
/// In a view controller, offer the
/// window as an activation action in a menu or bar button item (it hides
/// itself when no window can open) or pass an error handler that shows the
/// content in the controller (`show(_:sender:)`); in a SwiftUI view, open it
/// with `@Environment(\.openWindow)` and disable the button when
/// `supportsMultipleWindows` is false; elsewhere, pass an error handler that
/// falls back to showing the content in the current window.
///
/// ## Example
/// ```diff
///  // finding only:
///  UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: nil)
///  // scene-activation-error: … pass an errorHandler that shows the note in this window,
///  // or offer "Open in New Window" as a UIWindowScene.ActivationAction (iOS 17)
/// ```
///
/// ## Fix safety
/// Finding only: what the app should do when no window can open (show the
/// content in place, hide the command, tell the user) is a product decision.
public struct SceneActivationError: Transform {
    public var id: String { "scene-activation-error" }
    public var summary: String { "requestSceneSessionActivation / activateSceneSession without an error handler → handle the failure or use UIWindowScene.ActivationAction." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(SceneActivationError.names)

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let names = ["requestSceneSessionActivation", "activateSceneSession"]

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        var out: [Finding] = []
        for name in Self.names {
            guard tree.containsToken(Array(name.utf8)) else { continue }
            for i in 0..<(tree.count - 1) where tree.kind(i) == .identifier && tree.isText(i, name) {
                guard let problem = missingHandler(call: i, tree) else { continue }
                out.append(file.finding(at: i, message(name, problem, file.codeContext(of: i), file)))
            }
        }
        return out.sorted { $0.offset < $1.offset }
    }

    enum Problem { case explicitNil, absent }

    /// Why the call at name token `i` has no error handler, or nil when it has one (or is not a call).
    func missingHandler(call i: Int, _ tree: SyntaxTree) -> Problem? {
        let open = i + 1
        guard tree.kind(open) == .leftParen, tree.partner[open] >= 0, !tree.startsLine(open) else { return nil }
        // `func requestSceneSessionActivation(…)`, `#selector(UIApplication.requestSceneSessionActivation(…))`.
        if tree.kind(i - 1) == .keyword, tree.is(i - 1, "func") { return nil }
        if tree.enclosingGroups(i).contains(where: { $0 >= 2 && tree.kind($0) == .leftParen && tree.kind($0 - 2) == .pound }) { return nil }
        let close = Int(tree.partner[open])
        var k = open + 1
        while k < close {
            if tree.is(k, "errorHandler"), tree.kind(k + 1) == .colon, Int(tree.parentGroup[k]) == open {
                let value = k + 2
                if tree.is(value, "nil"), tree.kind(value + 1) == .comma || value + 1 == close { return .explicitNil }
                return nil
            }
            k = tree.nextSibling(k)
        }
        // A trailing closure is the error handler.
        if tree.kind(close + 1) == .leftBrace, tree.braceKinds[close + 1] == .closure { return nil }
        return .absent
    }

    func message(_ name: String, _ problem: Problem, _ ctx: CodeContext, _ file: FileContext) -> String {
        let what = problem == .explicitNil ? "`\(name)` with `errorHandler: nil`" : "`\(name)` without an error handler"
        let advice: String
        switch (ctx.role, ctx.hasInstance) {
        case (.traitEnvironment, true):
            advice = "offer a `UIWindowScene.ActivationAction` or handle the error"
        case (.swiftUIView, true):
            advice = "use `openWindow`, disabled without `supportsMultipleWindows`"
        default:
            advice = "pass an error handler with a fallback"
        }
        return "\(what) fails silently when no window can open → \(advice)"
    }
}
