public enum DeclKind: UInt8, Sendable {
    case `class`, `struct`, `enum`, `protocol`, `extension`, actor
    case `func`, `init`, `deinit`, `subscript`
    case `var`, `let`
    case enumCase, `typealias`, `associatedtype`, `import`

    /// Types and extensions: things with members.
    public var isTypeLike: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .extension, .actor: return true
        default: return false
        }
    }

    /// Declarations whose body runs code.
    public var isFunctionLike: Bool {
        switch self {
        case .func, .`init`, .deinit, .subscript: return true
        default: return false
        }
    }

    public var isVariable: Bool { self == .var || self == .let }
}

/// A declaration: its extent, name, modifiers, attributes, generic clause,
/// inheritance list and body. Indices are token indices in the owning tree.
public struct Decl: Sendable {
    public var kind: DeclKind
    /// First token of the declaration (its first attribute or modifier, else the keyword).
    public var start: Int
    /// The introducing keyword (`class`, `func`, `var`, …).
    public var keyword: Int
    /// Last token of the declaration.
    public var end: Int
    /// The declared name (`"init"` for initializers, the extended type for extensions,
    /// `""` for a destructuring `let (a, b)`).
    public var name: String
    /// Token of the name, or -1.
    public var nameToken: Int
    /// Modifier words in order (`public`, `static`, `override`, `private(set)` as `private`).
    public var modifiers: [String]
    /// Attribute names without `@` (`objc`, `MainActor`, `Environment`).
    public var attributes: [String]
    /// `<…>` after the name, as a closed token range.
    public var genericClause: ClosedRange<Int>?
    /// Inherited types and conformances as written (`UIViewController`, `Foo.Bar`, `P & Q`).
    public var inheritance: [String]
    /// The `{` of the body or accessor block, or -1.
    public var body: Int
    /// `var`/`let` only: tokens of the initializer expression after `=`.
    public var initializer: ClosedRange<Int>?
    /// `var`/`let` only: tokens of the type annotation after `:`.
    public var typeAnnotation: ClosedRange<Int>?
    /// Index of the enclosing declaration in `SyntaxTree.decls`.
    public var parent: Int?

    /// `static` or `class` members.
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public var isLazy: Bool { modifiers.contains("lazy") }
    public var hasBody: Bool { body >= 0 }
}

extension SyntaxTree {
    /// The name of an inherited type without generic arguments or module prefix
    /// (`UIKit.UIView` → `UIView`, `Base<T>` → `Base`).
    public static func baseTypeName(_ s: String) -> String {
        var t = Substring(s)
        if let lt = t.firstIndex(of: "<") { t = t[..<lt] }
        if let dot = t.lastIndex(of: ".") { t = t[t.index(after: dot)...] }
        return t.trimmingCharacters()
    }

    /// Direct children of declaration `d` (members of a type, locals of a function, …).
    public func children(of d: Int) -> [Int] {
        var out: [Int] = []
        var k = d + 1
        while k < decls.count, decls[k].start <= decls[d].end {
            if decls[k].parent == d { out.append(k) }
            k += 1
        }
        return out
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        var s = self
        while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}
