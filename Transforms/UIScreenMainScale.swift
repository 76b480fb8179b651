import SwiftTree
import UnfoldKit

/// ## What it does
/// Replaces `UIScreen.main.scale` with the display scale of the trait
/// environment the code runs in: `traitCollection.displayScale` in UIKit views,
/// view controllers and other trait environments (`self.traitCollection…`
/// inside closures), and an `@Environment(\.displayScale)` property in SwiftUI
/// views (added once per view, or an existing one reused). Where the screen is
/// at hand it uses the screen: `windowScene.screen.scale` where a
/// non-optional `UIWindowScene` is in scope (a parameter, `guard let
/// windowScene = scene as? UIWindowScene` in a scene delegate), and `scale`
/// inside `extension UIScreen`. Uses that have no trait environment (static
/// members, globals, plain types, default arguments, stored-property
/// initializers) and `UIScreen.main.nativeScale` are reported.
///
/// ## Why
/// `UIScreen.main` is deprecated (iOS 26) and reports the wrong screen in
/// resizable windows: on iPhone Duo it describes the outer display while the
/// app runs on the inner one, and with iPhone Mirroring or external displays
/// the scene's screen is not the main screen. The trait collection always
/// describes the display the view is on, and updates when it moves.
///
/// Where no fix is made, the finding names what to do: `nativeScale` has no
/// trait equivalent (read it from the view's screen,
/// `view.window?.windowScene?.screen.nativeScale`, where it is needed, or use
/// `traitCollection.displayScale`); code with no trait environment (global
/// code, static members, default argument values, types that are not views,
/// view controllers or SwiftUI views) gets the scale passed in from a view
/// (`traitCollection.displayScale`) or a SwiftUI view
/// (`@Environment(\.displayScale)`); a stored property initializer runs
/// before the instance has traits (compute the value in `layoutSubviews` /
/// `viewIsAppearing`, or make the property lazy); a `[weak self]` closure
/// needs `self?.traitCollection.displayScale`, which changes the expression's
/// type; before `super.init` `self` is not available; a SwiftUI view's `init`
/// has no environment (read `@Environment(\.displayScale)` in `body`); an
/// extension of a SwiftUI view declared elsewhere (or with a member on the
/// brace line) needs `@Environment(\.displayScale) private var displayScale`
/// added to the declaration, and a view that already has a `displayScale`
/// member needs the property under another name. Inside `extension UIScreen`
/// the scale is `scale` (review: `self` may be a screen other than the main
/// one, and then its scale is the right one).
///
/// ## Example
/// ```diff
///  final class HairlineView: UIView {
///      override func layoutSubviews() {
///          super.layoutSubviews()
/// -        line.frame.size.height = 1 / UIScreen.main.scale
/// +        line.frame.size.height = 1 / traitCollection.displayScale
///      }
///  }
///
///  struct Divider: View {
/// +    @Environment(\.displayScale) private var displayScale
///      var body: some View {
/// -        Rectangle().frame(height: 1 / UIScreen.main.scale)
/// +        Rectangle().frame(height: 1 / displayScale)
///      }
///  }
/// ```
///
/// ## Fix safety
/// Safe in methods, accessors and SwiftUI view bodies that run once the view
/// has traits. Review where the code runs before: in `init`, `loadView`,
/// `viewDidLoad`, `awakeFromNib`, an `@IBOutlet`'s `didSet`, lazy property
/// initializers, and in any method, computed property or property observer
/// of the type that those call, directly or through other helpers
/// (`setup()` called from `init`, a `commonInit()`, a computed `hairline`
/// read in `viewDidLoad`), even when layout calls it too. There the display
/// scale can still be 0; the message names the helper and its entry point
/// and says where to recompute (layoutSubviews or viewIsAppearing, or on a
/// trait change). Calls are followed within the type's declarations in the
/// same file (`CallReachability`). A member of an extension of a UIKit class
/// the project does not declare (`extension UIImageView`) is review too: any
/// code may call it on any view, one made in another type's `init`
/// included (`imageView.configureForAvatar()` in a cell's `init`, found on a
/// public app). So is a member, not private, of an extension of a project
/// type declared in another file: that file's `init` may call it, and it is
/// not read. And so is any member other files can call or use — not
/// private or fileprivate, in a type that is not, no overriding method and
/// no `@IBAction` — even when nothing in its own file reaches it early: a
/// cell's `init` elsewhere may call `avatar.applyBorder()` on a view not yet
/// in a window; unfold does not follow calls across files, so it cannot
/// call such a member safe. An overriding method (`layoutSubviews`,
/// `draw(_:)`) runs when UIKit calls it, a private helper only from its
/// file; an overridden property is any code's to get or set (UIKit sets
/// `frame` inside `init(frame:)`, where a `didSet` would divide by a scale
/// of 0). The cost: a
/// data-source or delegate method UIKit calls (`tableView(_:cellForRowAt:)`),
/// neither private nor an override, is review too. Code in a `registerForTraitChanges`
/// handler and `#selector` targets do not count as running early. Inside
/// `extension UIScreen`, `scale` is review: it is the scale of the screen
/// the member is called on, which differs from the main screen's when that
/// is another screen (then it is the right one). `windowScene.screen.scale`
/// is safe: the scene's screen is the one the code is about. Inside `[weak
/// self]` closures, initializers before `super.init`, SwiftUI initializers
/// and types in other files it only reports. A review fix writes
/// `max(traitCollection.displayScale, 1)`: a scale of 0 there, "unspecified"
/// (Apple, `UITraitCollection.displayScale`), would make the usual `1 / scale`
/// infinite (GitHawk sets `1 / UIScreen.main.scale` borders in `init(frame:)`).
public struct UIScreenMainScale: Transform {
    public var id: String { "uiscreen-main-scale" }
    public var summary: String { "UIScreen.main.scale → the trait environment's displayScale." }
    public var fixSafety: FixSafety { .safe }

    public init() {}

    /// The words its findings need (`Transform.mayFire`).
    static let triggers = TriggerWords(["UIScreen"])

    public func mayFire(in file: FilePreview) -> Bool { file.mayContain(any: Self.triggers) }

    static let scale = Pattern("UIScreen.main.scale")
    static let nativeScale = Pattern("UIScreen.main.nativeScale")

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        var out: [Finding] = []
        for m in tree.matches(Self.nativeScale) {
            out.append(file.finding(at: m.tokens.lowerBound, Message.nativeScale))
        }
        // One call graph per type, shared by the type's uses.
        var reaches: [Int: CallReachability] = [:]
        for m in tree.matches(Self.scale) {
            out.append(finding(for: m, in: file) { t in
                if let r = reaches[t] { return r }
                let r = CallReachability(tree: tree, typeDecl: t)
                reaches[t] = r
                return r
            })
        }
        return out
    }

    func finding(for m: Match, in file: FileContext, reachability: (Int) -> CallReachability?) -> Finding {
        let at = m.tokens.lowerBound
        let ctx = file.codeContext(of: at)
        // A window scene at hand (a `UIWindowScene` parameter, `guard let windowScene = scene as? UIWindowScene`):
        // its screen is the one the code is about, wherever the code runs.
        if ctx.member != .defaultArgument, let scene = file.tree.windowSceneInScope(at: at) {
            let replacement = "\(scene).screen.scale"
            let fix = Fix(safety: .safe, title: "use \(replacement)", edits: [file.edit(replacing: m.tokens, with: replacement)])
            return file.finding(at: at, "UIScreen.main.scale → \(replacement), the screen of the window scene in scope", fix: fix)
        }
        switch file.traitAccess(of: ctx, at: at, reachability: reachability) {
        case .none(.global):
            return file.finding(at: at, Message.noTraits("global code"))
        case .none(.staticMember):
            return file.finding(at: at, Message.noTraits("a static member"))
        case .none(.defaultArgument):
            return file.finding(at: at, Message.noTraits("a default argument value"))
        case .storedPropertyInitializer:
            return file.finding(at: at, Message.storedProperty)
        case .otherType:
            return file.finding(at: at, Message.noTraits("`\(Text.short(ctx.typeName ?? "this type", limit: 40))`, not a view"))
        case .uikit(let timing):
            return uikit(m, ctx, timing, file)
        case .swiftUI(initializer: true):
            return file.finding(at: at, Message.swiftUIInit)
        case .swiftUI(initializer: false):
            return swiftUI(m, ctx, file)
        }
    }

    func uikit(_ m: Match, _ ctx: CodeContext, _ timing: TraitAccess.UIKitTiming, _ file: FileContext) -> Finding {
        let at = m.tokens.lowerBound
        switch timing {
        case .weakSelfClosure:
            return file.finding(at: at, Message.weakSelf)
        case .beforeSuperInit:
            return file.finding(at: at, Message.beforeSuperInit)
        default:
            break
        }
        let prefix = ctx.closure != nil ? "self." : ""
        if let type = ctx.typeName, type == "UIScreen" || file.index.inherits(type, fromAnyOf: ["UIScreen"]) {
            // Inside `extension UIScreen`: the scale of this screen, which is the main one only when called on it.
            let replacement = prefix + "scale"
            let fix = Fix(safety: .review, title: "use \(replacement)", edits: [file.edit(replacing: m.tokens, with: replacement)])
            return file.finding(at: at, Message.screenSelf(replacement), fix: fix)
        }
        // `let s = traitCollection.displayScale; if s == 0 { return UIScreen.main.scale }`:
        // the screen's scale is the fallback for an unspecified trait, and
        // the rewrite would return the 0 it guards against (found on a public app).
        if let d = ctx.memberDecl, file.tree.readsTrait("displayScale", inMember: d, besides: m.tokens) {
            return file.finding(at: at, Message.fallbackOfDisplayScale)
        }
        var safety = FixSafety.safe
        var why = ""
        let recompute = Message.recompute(controller: ctx.typeName.map { file.index.isUIViewController($0) } ?? false)
        let replacement = prefix + "traitCollection.displayScale"
        let head = "UIScreen.main.scale → \(replacement)"
        switch timing {
        case .weakSelfClosure, .beforeSuperInit, .ready:
            break
        case .initializer:
            safety = .review
            why = " (review: `init` runs before traits are set; \(recompute))"
        case .methodBeforeTraits(let name):
            safety = .review
            why = " (review: `\(Text.short(name, limit: 30))` runs before traits are set; \(recompute))"
        case .reachedBeforeTraits(let route):
            safety = .review
            // One short sentence: the helper's name gives way when the whole would pass 160 characters.
            let entry = Text.short(route.entry.name, limit: 30)
            let helper = Message.memberName(route.target, file.tree)
            let fixed = head.count + " (review: `` runs from ``; \(recompute))".count + entry.count
            why = " (review: `\(Text.short(helper, limit: max(12, 160 - fixed)))` runs from `\(entry)`; \(recompute))"
        case .lazyProperty:
            safety = .review
            why = " (review: a lazy property may be first read before the view has traits)"
        case .typeElsewhere:
            safety = .review
            why = " (review: other files may call it before traits are set; \(recompute))"
        case .calledElsewhere(let name):
            safety = .review
            // "Early": before the view has traits (the long why is in `unfold explain`); the name gives way past 160 characters.
            let fixed = head.count + " (review: other files may use `` early; \(recompute))".count
            why = " (review: other files may use `\(Text.short(name, limit: max(12, 160 - fixed)))` early; \(recompute))"
        case .uikitExtension:
            // Any code may call it, an `init` too (the long why is in `unfold explain`).
            safety = .review
            why = " (review: this UIKit extension may run before traits are set; \(recompute))"
        }
        // Before traits are set the display scale may be 0, "unspecified"
        // (Apple, `UITraitCollection.displayScale`): a review fix guards the
        // division it usually feeds (`1 / scale` would be infinite), as
        // layout libraries do (GitHawk's `1 / UIScreen.main.scale` in `init`).
        guard safety == .review else {
            let fix = Fix(safety: safety, title: "use \(replacement)", edits: [file.edit(replacing: m.tokens, with: replacement)])
            return file.finding(at: at, head + why, fix: fix)
        }
        // `Swift.max` where the file declares a `max` of its own (a slider's `var max`).
        let maxName = file.tree.decls.contains { $0.name == "max" } ? "Swift.max" : "max"
        let guarded = "\(maxName)(\(replacement), 1)"
        let fix = Fix(safety: safety, title: "use \(guarded)", edits: [file.edit(replacing: m.tokens, with: guarded)])
        return file.finding(at: at, head + why, fix: fix)
    }

    func swiftUI(_ m: Match, _ ctx: CodeContext, _ file: FileContext) -> Finding {
        let tree = file.tree
        let at = m.tokens.lowerBound
        guard let typeName = ctx.typeName,
              let view = tree.decls.indices.first(where: { tree.decls[$0].kind == .struct && tree.decls[$0].name == typeName && tree.decls[$0].body >= 0 })
        else {
            return file.finding(at: at, Message.viewElsewhere(ctx.typeName ?? "the view"))
        }
        let members = tree.children(of: view)
        // Reuse an existing `@Environment(\.displayScale) var name`.
        for d in members where tree.decls[d].kind == .var && tree.decls[d].attributes.contains("Environment") {
            let decl = tree.decls[d]
            let attrText = tree.text(from: decl.start, through: decl.keyword)
            if attrText.contains("\\.displayScale") {
                let fix = Fix(safety: .safe, title: "use \(decl.name)", edits: [file.edit(replacing: m.tokens, with: decl.name)])
                return file.finding(at: at, "UIScreen.main.scale → the view's `\(decl.name)` environment value", fix: fix)
            }
        }
        if members.contains(where: { tree.decls[$0].name == "displayScale" }) {
            return file.finding(at: at, Message.nameTaken)
        }
        guard let insertion = memberInsertion(view, members, file) else {
            return file.finding(at: at, Message.viewElsewhere(typeName))
        }
        let fix = Fix(safety: .safe, title: "use @Environment(\\.displayScale)",
                      edits: [insertion, file.edit(replacing: m.tokens, with: "displayScale")])
        return file.finding(at: at, "UIScreen.main.scale → @Environment(\\.displayScale) in `\(typeName)`", fix: fix)
    }

    /// An insertion of the environment property on its own line before the
    /// view's first member (and before that member's doc comment).
    func memberInsertion(_ view: Int, _ members: [Int], _ file: FileContext) -> Edit? {
        let tree = file.tree
        let body = tree.decls[view].body
        let first = body + 1
        guard first < tree.count - 1 else { return nil }
        let target = members.first.map { tree.decls[$0].start } ?? first
        guard tree.startsLine(target) else { return nil }
        let indent: String
        if tree.kind(target) == .rightBrace {
            // Empty body: indent one level deeper than the closing brace.
            let closing = tree.indentation(ofLineContaining: Int(tree.tokens[target].start))
            indent = closing + (closing.contains("\t") ? "\t" : "    ")
        } else {
            indent = tree.indentation(ofLineContaining: Int(tree.tokens[target].start))
        }
        let offset = tree.attachedCommentStart(above: target)
        let text = indent + "@Environment(\\.displayScale) private var displayScale" + tree.lineEnding
        return file.insertion(at: offset, text)
    }

    enum Message {
        static let fallbackOfDisplayScale = "UIScreen.main.scale is the fallback for an unspecified displayScale here; keep the fallback, or take the window scene's screen."
        /// Where a value read before traits are set should be computed again.
        static func recompute(controller: Bool) -> String {
            controller ? "recompute in viewIsAppearing or on trait change" : "recompute in layoutSubviews or on trait change"
        }
        /// `setup()`, `avatarView.didSet`, `contentHeight`: a member as messages name it.
        static func memberName(_ d: Int, _ tree: SyntaxTree) -> String {
            let decl = tree.decls[d]
            let name = decl.name
            switch decl.kind {
            case .func: return name + "()"
            case .var where CallReachability.hasObservers(decl, tree):
                return name + (CallReachability.hasDidSet(decl, tree) ? ".didSet" : ".willSet")
            default: return name
            }
        }
        static func screenSelf(_ replacement: String) -> String {
            "`UIScreen.main.scale` → `\(replacement)` (review: `self` may be a screen other than the main one)"
        }
        static let nativeScale = "`UIScreen.main.nativeScale` has no trait equivalent → read `view.window?.windowScene?.screen.nativeScale`"
        static func noTraits(_ place: String) -> String {
            "`UIScreen.main.scale` in \(place): no traits there → pass in a view's `traitCollection.displayScale`"
        }
        static let storedProperty = "`UIScreen.main.scale` in a stored property runs before traits are set → compute it later or make the property lazy"
        static let weakSelf = "`UIScreen.main.scale` in a `[weak self]` closure → `self?.traitCollection.displayScale` by hand (the type becomes optional)"
        static let beforeSuperInit = "`UIScreen.main.scale` before `super.init` → read `traitCollection.displayScale` after initialization"
        static let swiftUIInit = "`UIScreen.main.scale` in a SwiftUI view's init → read `@Environment(\\.displayScale)` in `body`"
        static func viewElsewhere(_ name: String) -> String {
            "`UIScreen.main.scale` in an extension of `\(Text.short(name, limit: 40))` → add `@Environment(\\.displayScale)` to its declaration by hand"
        }
        static let nameTaken = "`UIScreen.main.scale` in a view that has a `displayScale` member → add `@Environment(\\.displayScale)` under another name"
    }
}
