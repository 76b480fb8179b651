import SwiftTree
import UnfoldKit

/// ## What it does
/// Replaces `UIScreen.main.scale` with the display scale of the trait
/// environment the code runs in: `traitCollection.displayScale` in UIKit views,
/// view controllers and other trait environments (`self.traitCollection…`
/// inside closures), and an `@Environment(\.displayScale)` property in SwiftUI
/// views (added once per view, or an existing one reused). Uses that have no
/// trait environment (static members, globals, plain types, default arguments,
/// stored-property initializers) and `UIScreen.main.nativeScale` are reported.
///
/// ## Why
/// `UIScreen.main` is deprecated (iOS 26) and reports the wrong screen in
/// resizable windows: on iPhone Duo it describes the outer display while the
/// app runs on the inner one, and with iPhone Mirroring or external displays
/// the scene's screen is not the main screen. The trait collection always
/// describes the display the view is on, and updates when it moves.
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
/// Safe in ordinary instance methods, accessors and SwiftUI view bodies.
/// Review in `init`, `loadView`, `viewDidLoad`, `awakeFromNib` and lazy
/// property initializers: traits may still be unspecified there (the display
/// scale is 0 until the view is in a window), so the value can differ from the
/// screen's; recompute in `viewIsAppearing(_:)`, layout or a trait-change
/// handler. Inside `[weak self]` closures, initializers before `super.init`,
/// SwiftUI initializers and types in other files it only reports.
public struct UIScreenMainScale: Transform {
    public let id = "uiscreen-main-scale"
    public let summary = "UIScreen.main.scale → the trait environment's displayScale."
    public let fixSafety = FixSafety.safe

    public init() {}

    static let scale = Pattern("UIScreen.main.scale")
    static let nativeScale = Pattern("UIScreen.main.nativeScale")

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        var out: [Finding] = []
        for m in tree.matches(Self.nativeScale) {
            out.append(file.finding(at: m.tokens.lowerBound, Message.nativeScale))
        }
        for m in tree.matches(Self.scale) {
            out.append(finding(for: m, in: file))
        }
        return out
    }

    func finding(for m: Match, in file: FileContext) -> Finding {
        let at = m.tokens.lowerBound
        let ctx = file.codeContext(of: at)
        switch file.traitAccess(of: ctx, at: at) {
        case .none(.global):
            return file.finding(at: at, Message.noTraits("global code"))
        case .none(.staticMember):
            return file.finding(at: at, Message.noTraits("a static member"))
        case .none(.defaultArgument):
            return file.finding(at: at, Message.noTraits("a default argument value"))
        case .storedPropertyInitializer:
            return file.finding(at: at, Message.storedProperty)
        case .otherType:
            return file.finding(at: at, Message.noTraits("`\(ctx.typeName ?? "this type")` (not a view, view controller or SwiftUI view)"))
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
        var safety = FixSafety.safe
        var why = ""
        switch timing {
        case .weakSelfClosure:
            return file.finding(at: at, Message.weakSelf)
        case .beforeSuperInit:
            return file.finding(at: at, Message.beforeSuperInit)
        case .initializer:
            safety = .review
            why = " (review: traits may be unspecified in `init`)"
        case .methodBeforeTraits(let name):
            safety = .review
            why = " (review: traits may be unspecified in `\(name)`; recompute in viewIsAppearing or layout)"
        case .lazyProperty:
            safety = .review
            why = " (review: a lazy property may be first read before the view has traits)"
        case .ready:
            break
        }
        let replacement = (ctx.closure != nil ? "self." : "") + "traitCollection.displayScale"
        let fix = Fix(safety: safety, title: "use \(replacement)", edits: [file.edit(replacing: m.tokens, with: replacement)])
        return file.finding(at: at, "UIScreen.main.scale → \(replacement)\(why)", fix: fix)
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
        static let nativeScale = "UIScreen.main.nativeScale has no trait equivalent: read it from the view's screen (`view.window?.windowScene?.screen.nativeScale`) where it is needed, or use traitCollection.displayScale"
        static func noTraits(_ place: String) -> String {
            "UIScreen.main.scale in \(place): no trait environment here; pass the scale in from a view (`traitCollection.displayScale`) or a SwiftUI view (`@Environment(\\.displayScale)`)"
        }
        static let storedProperty = "UIScreen.main.scale in a stored property initializer runs before the instance has traits: compute it in a method (e.g. layoutSubviews / viewIsAppearing) from traitCollection.displayScale, or make the property lazy"
        static let weakSelf = "UIScreen.main.scale in a [weak self] closure: use `self?.traitCollection.displayScale` (not rewritten automatically because the optional changes the expression's type)"
        static let beforeSuperInit = "UIScreen.main.scale in an initializer before super.init: self is not available yet; read traitCollection.displayScale after initialization (layoutSubviews, viewIsAppearing)"
        static let swiftUIInit = "UIScreen.main.scale in a SwiftUI view's init: environment values are not available there; read @Environment(\\.displayScale) in body"
        static func viewElsewhere(_ name: String) -> String {
            "UIScreen.main.scale in an extension of `\(name)` whose declaration is not in this file (or has a member on the brace line): add `@Environment(\\.displayScale) private var displayScale` to `\(name)` and use it"
        }
        static let nameTaken = "UIScreen.main.scale in a SwiftUI view that already has a member named `displayScale`: add an `@Environment(\\.displayScale)` property under another name and use it"
    }
}
