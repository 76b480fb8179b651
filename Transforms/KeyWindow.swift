import SwiftTree
import UnfoldKit

/// ## What it does
/// Replaces app-wide key-window lookups — `UIApplication.shared.keyWindow`,
/// `UIApplication.shared.windows.first`, `….windows.first { $0.isKeyWindow }`,
/// `….windows.filter { $0.isKeyWindow }.first` and
/// `(UIApplication.shared.delegate as? AppDelegate)?.window` — with the window
/// of the code's own context: `view.window` in a view controller, `window` in
/// a view (`self.` inside closures), and a lookup through the connected window
/// scenes elsewhere. Other uses of `UIApplication.shared.windows` are reported.
///
/// ## Why
/// `keyWindow` is deprecated since iOS 13 ("Should not be used for
/// applications that support multiple scenes as it returns a key window across
/// all connected scenes") and `windows` since iOS 15. Under the scene life
/// cycle the app delegate's `window` is nil. With several windows (iPad, iPhone
/// Duo, external displays) an app-wide lookup finds some window, not the one
/// the code is about.
///
/// ## Example
/// ```diff
///  final class ProfileViewController: UIViewController {
///      func showError() {
/// -        UIApplication.shared.keyWindow?.rootViewController?.present(alert, animated: true)
/// +        view.window?.rootViewController?.present(alert, animated: true)
///      }
///  }
/// ```
///
/// ## Fix safety
/// Review: a view's window is nil until the view is in a window, and a scene
/// lookup outside views picks the first foreground scene's key window, which
/// may still not be the one the code meant. Uses in SwiftUI views, in static
/// contexts of views, and `windows` used as a collection are findings only.
public struct KeyWindow: Transform {
    public let id = "key-window"
    public let summary = "UIApplication.shared.keyWindow / windows / the app delegate's window → the context's window."
    public let fixSafety = FixSafety.review

    public init() {}

    /// Longest forms first: a shorter pattern never claims part of a longer match.
    static let lookups: [Pattern] = [
        Pattern("UIApplication.shared.windows.filter { $0.isKeyWindow }.first"),
        Pattern("UIApplication.shared.windows.filter({ $0.isKeyWindow }).first"),
        Pattern("UIApplication.shared.windows.first(where: { $0.isKeyWindow })"),
        Pattern("UIApplication.shared.windows.first(where: \\.isKeyWindow)"),
        Pattern("UIApplication.shared.windows.first { $0.isKeyWindow }"),
        Pattern("UIApplication.shared.windows.first"),
        Pattern("UIApplication.shared.keyWindow"),
        Pattern("(UIApplication.shared.delegate as? $T)?.window"),
        Pattern("(UIApplication.shared.delegate as! $T).window"),
    ]
    static let windows = Pattern("UIApplication.shared.windows")
    /// Parenthesised closures: the lookup may sit in an `if`/`guard` condition,
    /// where trailing closures are not allowed. `UIWindowScene.windows` is iOS 13.
    static let sceneLookup = "UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\\.windows).first(where: { $0.isKeyWindow })"

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        guard tree.containsToken(Array("UIApplication".utf8)) else { return [] }
        var out: [Finding] = []
        var claimed: [ClosedRange<Int>] = []
        for p in Self.lookups {
            for m in tree.matches(p) where !claimed.contains(where: { $0.overlaps(m.tokens) }) {
                claimed.append(m.tokens)
                out.append(finding(for: m, in: file))
            }
        }
        for m in tree.matches(Self.windows) where !claimed.contains(where: { $0.overlaps(m.tokens) }) {
            out.append(file.finding(at: m.tokens.lowerBound, Message.windowsCollection))
        }
        return out.sorted { $0.offset < $1.offset }
    }

    func finding(for m: Match, in file: FileContext) -> Finding {
        let ctx = file.codeContext(of: m.tokens.lowerBound)
        let original = file.tree.text(from: m.tokens.lowerBound, through: m.tokens.upperBound)
        let replacement: String
        switch (ctx.role, ctx.member) {
        case (.traitEnvironment, .method), (.traitEnvironment, .initializer), (.traitEnvironment, .storedPropertyInitializer(lazy: true)):
            let selfPrefix = ctx.closure != nil ? "self." : ""
            guard let typeName = ctx.typeName else { return file.finding(at: m.tokens.lowerBound, Message.noView(original)) }
            if file.index.isUIViewController(typeName) {
                replacement = selfPrefix + "view.window"
            } else if file.index.isUIView(typeName) {
                replacement = selfPrefix + "window"
            } else {
                replacement = Self.sceneLookup
            }
        case (.traitEnvironment, _), (.other, _), (.swiftUIView, _):
            replacement = Self.sceneLookup
        }
        // Window scenes are iOS 13: not in code known to run below it (issue 14).
        if replacement == Self.sceneLookup, EffectiveTarget(file).knownBelow(OSVersion(major: 13), at: m.tokens.lowerBound) {
            return file.finding(at: m.tokens.lowerBound, Message.belowScenes(original))
        }
        let fix = Fix(safety: .review, title: "use \(replacement)", edits: [file.edit(replacing: m.tokens, with: replacement)])
        return file.finding(at: m.tokens.lowerBound, "\(Text.short(original, trimmingLineEnds: true)) finds an app-wide window, wrong with several scenes: use \(replacement == Self.sceneLookup ? "the key window of a connected window scene (better: pass in the view's window)" : "`\(replacement)`")", fix: fix)
    }

    enum Message {
        static func belowScenes(_ original: String) -> String {
            "\(Text.short(original, trimmingLineEnds: true)) runs below iOS 13 here (an older target, or the other branch of an availability check), where window scenes do not exist: keep it in this branch"
        }
        static let windowsCollection = "UIApplication.shared.windows is deprecated (iOS 15) and spans every scene: use the windows of the relevant scene (`view.window?.windowScene?.windows`, `windowScene.windows`)"
        static func noView(_ s: String) -> String {
            "\(Text.short(s, trimmingLineEnds: true)) finds an app-wide window: pass in the window of the view the code serves"
        }
    }
}
