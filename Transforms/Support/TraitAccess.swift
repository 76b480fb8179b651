import SwiftTree
import UnfoldKit

/// Where code can read traits (display scale, size classes, …) from and
/// whether they are ready there: the trait-environment reading of a
/// `CodeContext`. Asked with `file.traitAccess(of:at:)`.
enum TraitAccess: Equatable {
    /// No instance with traits around the code.
    case none(NoInstance)
    /// A non-lazy stored property's initializer: runs before the instance has traits.
    case storedPropertyInitializer
    /// In a type that is neither a trait environment nor a SwiftUI view.
    case otherType
    /// In a UIKit trait environment (view, view controller, …), at `timing`.
    case uikit(UIKitTiming)
    /// In a SwiftUI view; `initializer`: in its `init`, where environment values are not available.
    case swiftUI(initializer: Bool)

    enum NoInstance: Equatable {
        case global
        case staticMember
        case defaultArgument
    }

    /// When UIKit code runs relative to its view's traits.
    enum UIKitTiming: Equatable {
        /// In a `[weak self]` closure: `self` is optional there.
        case weakSelfClosure
        /// In an initializer before `super.init` / `self.init`: no `self` yet.
        case beforeSuperInit
        /// In an initializer after `super.init`: traits may be unspecified.
        case initializer
        /// In a method that runs before the view has traits (`awakeFromNib`,
        /// `loadView`, `viewDidLoad`, an `@IBOutlet`'s observer: `CallReachability.EntryKind.beforeTraits`).
        case methodBeforeTraits(String)
        /// In a member those methods or an initializer call (`setup()` from
        /// `init`), directly or through other members of the type: the route.
        case reachedBeforeTraits(CallReachability.Route)
        /// In a lazy property's initializer: it may first be read before the view has traits.
        case lazyProperty
        /// In a non-private member of an extension of a project type declared
        /// in another file (named here): that file's `init` may call it.
        case typeElsewhere(String)
        /// In an extension of a UIKit class the project does not declare
        /// (`extension UIImageView`), named here: any code may call its
        /// members on any view, one made in another type's `init` included.
        case uikitExtension(String)
        /// In a member other files can call (not private, in a type that is
        /// not private, overriding nothing), named here: no route in this
        /// file reaches it before traits, but a caller elsewhere may.
        case calledElsewhere(String)
        /// Anywhere else: the traits are there.
        case ready
    }

}

extension FileContext {
    /// Where the code at token `i`, whose context is `ctx` (`codeContext(of: i)`), can read traits from.
    /// `reachability` builds (or hands back a cached) `CallReachability` for a type declaration.
    func traitAccess(of ctx: CodeContext, at i: Int,
                     reachability: (Int) -> CallReachability? = { _ in nil }) -> TraitAccess {
        switch ctx.member {
        case .global: return .none(.global)
        case .staticMember: return .none(.staticMember)
        case .defaultArgument: return .none(.defaultArgument)
        case .storedPropertyInitializer(lazy: false): return .storedPropertyInitializer
        default: break
        }
        switch ctx.role {
        case .other:
            return .otherType
        case .swiftUIView:
            return .swiftUI(initializer: ctx.member == .initializer)
        case .traitEnvironment:
            return .uikit(uikitTiming(ctx, at: i, reachability: reachability))
        }
    }

    func uikitTiming(_ ctx: CodeContext, at i: Int, reachability: (Int) -> CallReachability? = { _ in nil }) -> TraitAccess.UIKitTiming {
        if let c = ctx.closure, tree.capturesSelfWeakly(closure: c) { return .weakSelfClosure }
        switch ctx.member {
        case .initializer:
            guard let d = ctx.memberDecl, tree.initCallPrecedes(i, inBodyOf: d) else { return .beforeSuperInit }
            return .initializer
        case .storedPropertyInitializer:
            return .lazyProperty
        default:
            // A method or accessor: before traits when an early entry point reaches it
            // (the entry itself, or a helper it calls); a `registerForTraitChanges`
            // handler inside `viewDidLoad` runs on trait changes.
            guard let t = ctx.typeDecl else { return .ready }
            // `imageView.configureForAvatar()` in a cell's `init`, with the
            // helper in `extension UIImageView` (found on a public app): who
            // calls such a helper, and when, is not in the type's code.
            let decl = tree.decls[t]
            if decl.kind == .extension {
                let base = SyntaxTree.baseTypeName(decl.name)
                if !index.declaredTypes.contains(decl.name), !index.declaredTypes.contains(base) {
                    return .uikitExtension(decl.name)
                }
                // An extension of a project type declared in another file: its
                // `init` and the rest of its code are not here, and may call
                // the member early. A private member is called from this file only.
                if let m = ctx.memberDecl, !tree.decls[m].isFilePrivate, !decl.isFilePrivate, !declaresType(named: base) {
                    return .typeElsewhere(base)
                }
            }
            let reach = reachability(t) ?? CallReachability(tree: tree, typeDecl: t)
            if let route = reach.routeBeforeTraits(toToken: i) {
                return route.members.count == 1 ? .methodBeforeTraits(route.entry.name) : .reachedBeforeTraits(route)
            }
            // No route from this file's early entry points; but a member other
            // files can call (`cell.avatar.configure()` in another type's `init`)
            // may run before traits whatever this file does. An override is
            // called by UIKit at its time (`layoutSubviews`, `draw(_:)`).
            if let m = ctx.memberDecl, tree.isCallableFromOtherFiles(m) { return .calledElsewhere(tree.decls[m].name) }
            return .ready
        }
    }
}

extension FileContext {
    /// Whether this file declares the type `name` (a class, struct, enum or
    /// actor, not only extends it).
    func declaresType(named name: String) -> Bool {
        tree.decls.contains { d in
            d.kind.isTypeLike && d.kind != .extension && d.kind != .protocol && SyntaxTree.baseTypeName(d.name) == name
        }
    }
}

extension SyntaxTree {
    /// Whether code in other files can call member `d`: it and every type
    /// around it are neither private nor fileprivate, and it is no
    /// overriding method and no `@IBAction` (UIKit calls those, an override
    /// at the time the method is for, an action when the user acts on a
    /// shown view). An overridden property is not spared: any code gets or
    /// sets it, and UIKit sets `frame` inside `init(frame:)` (found on a
    /// public app, a window's `override var frame { didSet { … } }`).
    func isCallableFromOtherFiles(_ d: Int) -> Bool {
        if decls[d].modifierWords.contains(.override), decls[d].kind == .func { return false }
        if decls[d].attributes.contains("IBAction") { return false }
        var k: Int? = d
        while let j = k {
            if decls[j].isFilePrivate { return false }
            k = decls[j].parent
        }
        return true
    }

    /// `[weak self]` in the capture list of closure `c`.
    func capturesSelfWeakly(closure c: Int) -> Bool {
        let open = c + 1
        guard kind(open) == .leftBracket, partner[open] >= 0 else { return false }
        var k = open + 1
        while k < Int(partner[open]) {
            if self.is(k, "weak"), self.is(k + 1, "self") { return true }
            k += 1
        }
        return false
    }

    /// Whether the body of member `d` reads the trait `name` (`displayScale`,
    /// `horizontalSizeClass`, …) outside `tokens`: a screen or device value next to
    /// it is then likely the fallback for an unspecified trait
    /// (`if traitCollection.displayScale == 0 { return UIScreen.main.scale }`),
    /// which a rewrite to the trait would turn into the value it guards against.
    func readsTrait(_ name: String, inMember d: Int, besides tokens: ClosedRange<Int>) -> Bool {
        let decl = decls[d]
        guard decl.body >= 0, partner[decl.body] >= 0, containsToken(Array(name.utf8)) else { return false }
        let end = Int(partner[decl.body])
        return (decl.body...end).contains { !tokens.contains($0) && isText($0, name) }
    }

    /// Whether `super.init(…)` or `self.init(…)` runs before token `at` in initializer `d`.
    /// (A struct or root-class initializer has none: then this is false.)
    func initCallPrecedes(_ at: Int, inBodyOf d: Int) -> Bool {
        var k = decls[d].body + 1
        while k < at {
            if self.is(k, "init"), kind(k - 1) == .period, self.is(k - 2, "super") || self.is(k - 2, "self") { return true }
            k += 1
        }
        return false
    }
}
