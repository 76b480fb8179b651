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
        /// In a method that runs before the view has traits (`methodsBeforeTraits`).
        case methodBeforeTraits(String)
        /// In a lazy property's initializer: it may first be read before the view has traits.
        case lazyProperty
        /// Anywhere else: the traits are there.
        case ready
    }

    /// Methods where a view (controller) may not have its traits yet.
    static let methodsBeforeTraits: Set<String> = ["loadView", "viewDidLoad", "awakeFromNib"]
}

extension FileContext {
    /// Where the code at token `i`, whose context is `ctx` (`codeContext(of: i)`), can read traits from.
    func traitAccess(of ctx: CodeContext, at i: Int) -> TraitAccess {
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
            return .uikit(uikitTiming(ctx, at: i))
        }
    }

    func uikitTiming(_ ctx: CodeContext, at i: Int) -> TraitAccess.UIKitTiming {
        if let c = ctx.closure, tree.capturesSelfWeakly(closure: c) { return .weakSelfClosure }
        switch ctx.member {
        case .initializer:
            guard let d = ctx.memberDecl, tree.initCallPrecedes(i, inBodyOf: d) else { return .beforeSuperInit }
            return .initializer
        case .method(let name) where TraitAccess.methodsBeforeTraits.contains(name):
            return .methodBeforeTraits(name)
        case .storedPropertyInitializer:
            return .lazyProperty
        default:
            return .ready
        }
    }
}

extension SyntaxTree {
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
