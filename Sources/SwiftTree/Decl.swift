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
    /// Modifier words in order (`public`, `static`, `override`, `private(set)` as `private`),
    /// up to eight, packed one `Word` a byte (no allocation per declaration).
    public var modifierWords: ModifierWords
    /// Modifier words in order, as strings.
    public var modifiers: [String] { modifierWords.map { Word.spellings[Int($0.rawValue)] } }
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
    public var isStatic: Bool { modifierWords.contains(.static) || modifierWords.contains(.class) }
    public var isLazy: Bool { modifierWords.contains(.lazy) }
    /// `private` or `fileprivate`: only code in its file can use it.
    public var isFilePrivate: Bool { modifierWords.contains(.private) || modifierWords.contains(.fileprivate) }
    public var hasBody: Bool { body >= 0 }
}

/// Up to eight modifier words in source order, one byte each.
public struct ModifierWords: Sendable, Equatable, Sequence {
    var packed: UInt64 = 0

    public init() {}

    /// Appends `w`; a ninth modifier is dropped (Swift declarations have far fewer).
    mutating func append(_ w: Word) {
        for k in 0..<8 where (packed >> UInt64(k * 8)) & 0xFF == 0 {
            packed |= UInt64(w.rawValue) << UInt64(k * 8)
            return
        }
    }

    public func contains(_ w: Word) -> Bool {
        var p = packed
        while p != 0 {
            if UInt8(p & 0xFF) == w.rawValue { return true }
            p >>= 8
        }
        return false
    }

    public var isEmpty: Bool { packed == 0 }

    public struct Iterator: IteratorProtocol {
        var rest: UInt64
        public mutating func next() -> Word? {
            guard rest != 0 else { return nil }
            defer { rest >>= 8 }
            return Word(rawValue: UInt8(rest & 0xFF))
        }
    }

    public func makeIterator() -> Iterator { Iterator(rest: packed) }
}

extension SyntaxTree {
    /// The name of an inherited type without generic arguments or module prefix
    /// (`UIKit.UIView` → `UIView`, `Base<T>` → `Base`).
    public static func baseTypeName(_ s: String) -> String {
        // The bytes in place (the generic `firstIndex` of the UTF-8 view was
        // most of this; asked for every type of every file).
        let fast = s.utf8.withContiguousStorageIfAvailable { b -> String? in
            let n = b.count
            var end = 0
            while end < n, b[end] != UInt8(ascii: "<") { end += 1 }
            var start = end
            while start > 0, b[start - 1] != UInt8(ascii: ".") { start -= 1 }
            func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 }
            while start < end, isSpace(b[start]) { start += 1 }
            while end > start, isSpace(b[end - 1]) { end -= 1 }
            if start == 0, end == n { return s }
            // A cut next to a non-ASCII byte may fall inside a character
            // (a combining mark after `.`): the `String.Index` path below
            // rounds such a cut, so it answers those.
            guard start == n || b[start] < 0x80, end == 0 || b[end - 1] < 0x80 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
        }
        if let r = fast ?? nil { return r }
        return slowBaseTypeName(s)
    }

    /// `baseTypeName` through `String.Index`es (a cut inside a character is rounded down to it).
    static func slowBaseTypeName(_ s: String) -> String {
        // UTF-8 bytes: `<`, `.` and the spaces are ASCII, so every index
        // found is a scalar boundary.
        let u = s.utf8
        var end = u.firstIndex(of: UInt8(ascii: "<")) ?? u.endIndex
        var start = u.startIndex
        var k = end
        while k > start {
            let before = u.index(before: k)
            if u[before] == UInt8(ascii: ".") { start = k; break }
            k = before
        }
        func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 }
        while start < end, isSpace(u[start]) { start = u.index(after: start) }
        while end > start, isSpace(u[u.index(before: end)]) { end = u.index(before: end) }
        if start == u.startIndex, end == u.endIndex { return s }
        return String(s[start..<end])
    }

    /// The file's extensions of type `name` (`extension Name`, `extension
    /// Name: Protocol`), as declaration indices in source order.
    public func extensions(of name: String) -> [Int] {
        decls.indices.filter { decls[$0].kind == .extension && decls[$0].parent == nil && decls[$0].name == name }
    }

    /// The type declaration `d` is written to return or hold: a function's
    /// tokens after its own `->` (not one in a parameter's closure type) up
    /// to its body, a property's annotation; nil when none is written.
    public func declaredType(of d: Int) -> ClosedRange<Int>? {
        let decl = decls[d]
        if decl.kind.isVariable { return decl.typeAnnotation }
        guard decl.kind == .func, decl.body > decl.keyword,
              let arrow = (decl.keyword..<decl.body).first(where: { kind($0) == .arrow && parentGroup[$0] == parentGroup[decl.keyword] }),
              arrow + 1 <= decl.body - 1 else { return nil }
        return (arrow + 1)...(decl.body - 1)
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
