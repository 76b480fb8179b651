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
/// Inside an `extension UIApplication`, `keyWindow` and `self.keyWindow`
/// (UIKit's member, on the app itself) get the scene lookup too.
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
/// Review: a view's window is nil until the view is in a window, so code that
/// runs before (`init`, `viewDidLoad`, a lazy property, a helper they call:
/// `CallReachability`) gets the scene lookup instead; a scene lookup picks the
/// first foreground scene's key window, which may still not be the one the
/// code meant. `windows.first` is the first window, not the key one: the
/// message says so, and a cast to a window subclass (`as? ThemeWindow`, a
/// particular window) is a finding only. Uses in SwiftUI views (also views
/// conforming through a protocol the tree does not declare), in static
/// contexts of views, `windows` used as a collection, and code below iOS 13
/// (the else branch of `if #available(iOS 13, *)`) are findings only.
///
/// An app that declares its own instance `keyWindow` or `windows` in an
/// `extension UIApplication` (Swiftfin does, with a scene lookup for a
/// body) calls its own member through `UIApplication.shared.keyWindow`:
/// the module's declaration shadows UIKit's. Those lookups are the app's,
/// not deprecated, and not reported; the declarations are collected from
/// every file in the first pass (the transform's facts).
public struct KeyWindow: CollectingTransform {
    public var id: String { "key-window" }
    public var summary: String { "UIApplication.shared.keyWindow / windows / the app delegate's window → the context's window." }
    public var fixSafety: FixSafety { .review }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["UIApplication"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

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
    /// `lookups`, then `windows`: what `findings` searches for.
    static let searched = lookups + [windows]
    /// Parenthesised closures: the lookup may sit in an `if`/`guard` condition,
    /// where trailing closures are not allowed. `UIWindowScene.windows` is iOS 13.
    static let sceneLookup = "UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\\.windows).first(where: { $0.isKeyWindow })"

    /// UIKit's members on `UIApplication` that an app may declare its own of.
    static let shadowable = ["keyWindow", "windows"]
    static let applicationBytes = Array("UIApplication".utf8)

    /// The instance members of `shadowable` a file declares in an `extension UIApplication`.
    public struct Facts: Sendable, Equatable, Codable {
        var names: [String]
    }

    public func collect(path: String, tree: SyntaxTree) -> Facts? {
        guard tree.containsToken(Self.applicationBytes) else { return nil }
        var names: [String] = []
        // Members of the file's `extension UIApplication`s, by index: no declaration is copied.
        for e in tree.extensions(of: "UIApplication") {
            for k in tree.children(of: e) where tree.decls[k].kind == .var || tree.decls[k].kind == .func {
                guard Self.shadowable.contains(tree.decls[k].name), !tree.decls[k].isStatic else { continue }
                names.append(tree.decls[k].name)
            }
        }
        return names.isEmpty ? nil : Facts(names: names)
    }

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        guard tree.containsToken(Self.applicationBytes) else { return [] }
        // One search for `UIApplication`, the anchor of every pattern.
        let found = tree.matches(each: Self.searched)
        // The app's own `keyWindow` / `windows` on UIApplication: `UIApplication.shared.<name>` is its own.
        let own = found.allSatisfy(\.isEmpty) ? [] : Set(file.index.facts(for: self).flatMap(\.facts.names))
        func isOwn(_ m: Match) -> Bool {
            let at = m.tokens.lowerBound
            return !own.isEmpty && tree.is(at, "UIApplication") && own.contains(tree.text(at + 4))
        }
        var out: [Finding] = []
        var claimed: [ClosedRange<Int>] = []
        for matches in found.dropLast() {
            for m in matches where !claimed.contains(where: { $0.overlaps(m.tokens) }) {
                claimed.append(m.tokens)
                if isOwn(m) { continue }
                out.append(finding(for: m, in: file))
            }
        }
        for m in found.last! where !claimed.contains(where: { $0.overlaps(m.tokens) }) && !isOwn(m) {
            out.append(file.finding(at: m.tokens.lowerBound, Message.windowsCollection))
        }
        out += extensionKeyWindows(file) { found.allSatisfy(\.isEmpty) ? Set(file.index.facts(for: self).flatMap(\.facts.names)) : own }
        return out.sorted { $0.offset < $1.offset }
    }

    func finding(for m: Match, in file: FileContext) -> Finding {
        let tree = file.tree
        let at = m.tokens.lowerBound
        let ctx = file.codeContext(of: at)
        let original = Text.short(tree.text(from: at, through: m.tokens.upperBound), trimmingLineEnds: true)
        let next = m.tokens.upperBound + 1
        // `windows.first` (not `windows.filter { $0.isKeyWindow }.first`): the first window, not the key one.
        let firstWindow = tree.is(m.tokens.upperBound, "first") && tree.is(m.tokens.upperBound - 2, "windows")
        // `windows.first(where: { $0 is X })`, `windows.first { … }`: a test of its own.
        if firstWindow, tree.kind(next) == .leftParen || tree.kind(next) == .leftBrace, !tree.startsLine(next) {
            return file.finding(at: at, Message.windowsCollection)
        }
        // `windows.first as? ThemeWindow`: a particular window, not the key window (issue 17 item 2).
        if firstWindow || tree.is(m.tokens.upperBound, "window"), let cast = castType(after: m.tokens.upperBound, tree), cast.type != "UIWindow" {
            return file.finding(at: at, Message.particularWindow(original, cast.cast))
        }
        // SwiftUI gets findings, never rewrites (also views the index cannot see conform to View).
        if file.isSwiftUIViewCode(ctx, at: at) {
            return file.finding(at: at, Message.swiftUI(original))
        }
        var replacement = Self.sceneLookup
        var beforeWindow: String?
        switch (ctx.role, ctx.member) {
        case (.traitEnvironment, .method), (.traitEnvironment, .initializer), (.traitEnvironment, .storedPropertyInitializer(lazy: true)):
            guard let typeName = ctx.typeName else { return file.finding(at: at, Message.noView(original)) }
            let isController = file.index.isUIViewController(typeName)
            guard isController || file.index.isUIView(typeName) else { break }
            // Before the view is in a window (`init`, `viewDidLoad`, a helper they call): its window is nil.
            if let entry = CallReachability.entryBeforeWindow(ctx, at: at, file) {
                beforeWindow = entry
                break
            }
            let selfPrefix = ctx.closure != nil ? "self." : ""
            replacement = selfPrefix + (isController ? "view.window" : "window")
        case (.traitEnvironment, _), (.other, _), (.swiftUIView, _):
            break
        }
        // Window scenes are iOS 13: not in code known to run below it (issue 14).
        if replacement == Self.sceneLookup, let refused = Self.withoutScenes(original, at: at, file) {
            return refused
        }
        let fix = Fix(safety: .review, title: "use \(replacement)", edits: [file.edit(replacing: m.tokens, with: replacement)])
        let message: String
        if let entry = beforeWindow {
            message = Message.beforeWindow(original, entry)
        } else if replacement == Self.sceneLookup {
            message = Message.sceneLookup(original, firstWindow: firstWindow)
        } else {
            message = Message.contextWindow(original, replacement, firstWindow: firstWindow)
        }
        return file.finding(at: at, message, fix: fix)
    }

    /// The finding that keeps `original` at `at` when window scenes (iOS 13)
    /// may not exist there: code known to run below iOS 13, or an unknown
    /// deployment target (the lowest plausible one, RULES).
    static func withoutScenes(_ original: String, at: Int, _ file: FileContext) -> Finding? {
        let effective = EffectiveTarget(file)
        if effective.availability.olderBranch(at: at, notAbove: OSVersion(major: 13)) != nil {
            return file.finding(at: at, Message.belowScenes(original))
        }
        if let m = effective.minimum(at: at), m < OSVersion(major: 13) {
            // The target is older, but the code runs on iOS 13 and later too (GitHawk, target 11).
            return file.finding(at: at, Message.olderTarget(original, m))
        }
        if effective.minimum(at: at) == nil {
            return file.finding(at: at, effective.unknownTargetMessage(Message.unknownTarget(original)))
        }
        return nil
    }

    /// `keyWindow` and `self.keyWindow` in the instance members of an
    /// `extension UIApplication` (openfoodfacts' `topMostViewController()`):
    /// UIKit's deprecated member, called on the app itself. The scene lookup
    /// replaces the name (`self.` stays). A member that declares a local
    /// `keyWindow`, or an app that declares its own, is left alone.
    func extensionKeyWindows(_ file: FileContext, own: () -> Set<String>) -> [Finding] {
        let tree = file.tree
        guard tree.words.mayContain("keyWindow"), !tree.extensions(of: "UIApplication").isEmpty, !own().contains("keyWindow") else { return [] }
        var out: [Finding] = []
        for e in tree.extensions(of: "UIApplication") {
            for k in tree.children(of: e) where !tree.decls[k].isStatic && tree.decls[k].body >= 0 && tree.partner[tree.decls[k].body] >= 0 {
                let body = tree.decls[k].body...Int(tree.partner[tree.decls[k].body])
                let uses = body.filter { i in
                    tree.kind(i) == .identifier && tree.is(i, "keyWindow") && tree.kind(i + 1) != .colon
                        && (tree.kind(i - 1) != .period || tree.is(i - 2, "self") && tree.kind(i - 3) != .period)
                }
                // A local of that name (`let keyWindow = …`, `{ keyWindow in`) shadows the member.
                if uses.contains(where: { tree.is($0 - 1, "let") || tree.is($0 - 1, "var") || tree.is($0 + 1, "in") }) { continue }
                for at in uses {
                    let start = tree.kind(at - 1) == .period ? at - 2 : at
                    let original = tree.text(from: start, through: at)
                    if let refused = Self.withoutScenes(original, at: start, file) {
                        out.append(refused)
                        continue
                    }
                    let lookup = Self.sceneLookup.dropFirst("UIApplication.shared.".count)
                    let fix = Fix(safety: .review, title: "use the scene lookup", edits: [file.edit(replacing: at...at, with: String(lookup))])
                    out.append(file.finding(at: start, Message.sceneLookup(original, firstWindow: false), fix: fix))
                }
            }
        }
        return out
    }

    /// `as? T` / `as! T` / `as T` right after the lookup: the cast as written (`as? T`) and `T`.
    func castType(after end: Int, _ tree: SyntaxTree) -> (cast: String, type: String)? {
        guard tree.is(end + 1, "as") else { return nil }
        var k = end + 2
        var op = "as"
        if tree.isText(k, "?") || tree.isText(k, "!") { op += tree.text(k); k += 1 }
        guard tree.kind(k) == .identifier else { return nil }
        return (op + " " + tree.text(k), tree.text(k))
    }

    enum Message {
        static func unknownTarget(_ original: String) -> String {
            "\(original) is deprecated; its window-scene replacement needs iOS 13"
        }
        static func belowScenes(_ original: String) -> String {
            "\(original) runs below iOS 13 here (an availability fallback), which has no window scenes: keep it"
        }
        static func olderTarget(_ original: String, _ target: OSVersion) -> String {
            "\(original) is wrong with several scenes: from iOS 13 use a scene's key window (`if #available(iOS 13, *)`); the target is iOS \(target.major).\(target.minor)"
        }
        static func contextWindow(_ original: String, _ replacement: String, firstWindow: Bool) -> String {
            firstWindow
                ? "\(original) is the app's first window, across scenes, not necessarily this one: use `\(replacement)`"
                : "\(original) is app-wide, wrong with several scenes: use `\(replacement)`"
        }
        static func sceneLookup(_ original: String, firstWindow: Bool) -> String {
            firstWindow
                ? "\(original) is the app's first window, across scenes: use a connected scene's key window or the view's window"
                : "\(original) is app-wide, wrong with several scenes: use a connected scene's key window or the view's window"
        }
        static func beforeWindow(_ original: String, _ entry: String) -> String {
            "\(original) runs from \(entry), before the view has a window (nil there): use a connected scene's key window"
        }
        static func particularWindow(_ original: String, _ cast: String) -> String {
            "\(original) \(cast) picks a particular window, maybe not the key one: find it by type in its scene's windows"
        }
        static func swiftUI(_ original: String) -> String {
            "\(original) in a SwiftUI view finds an app-wide window: read what you need from the environment or a GeometryReader"
        }
        static let windowsCollection = "UIApplication.shared.windows is deprecated (iOS 15) and spans every scene: use the relevant scene's windows (view.window?.windowScene?.windows)"
        static func noView(_ s: String) -> String {
            "\(s) finds an app-wide window: pass in the window of the view the code serves"
        }
    }
}
