import SwiftTree

/// Where a piece of code runs, as transforms need to know it: in which type,
/// in which member, whether `self` is available and what the type is.
public struct CodeContext: Sendable {
    public enum TypeRole: Sendable, Equatable {
        /// A UIView, UIViewController or other UITraitEnvironment (has `traitCollection`).
        case traitEnvironment
        /// A SwiftUI `View`.
        case swiftUIView
        /// Anything else (a model, a cache, an extension of CGFloat, …).
        case other
    }

    public enum Member: Sendable, Equatable {
        /// Top-level code or a global function/variable.
        case global
        /// A `static`/`class` member.
        case staticMember
        /// An instance method, accessor, subscript or computed property body.
        case method(name: String)
        /// An initializer body.
        case initializer
        /// A stored property's initializer expression.
        case storedPropertyInitializer(lazy: Bool)
        /// A parameter's default value.
        case defaultArgument
    }

    /// The type declaration (or extension) the code belongs to, if any.
    public var typeDecl: Int?
    /// The type's name (the extended type for extensions).
    public var typeName: String?
    public var role: TypeRole
    public var member: Member
    /// The member's declaration (function, property), if any.
    public var memberDecl: Int?
    /// The innermost closure around the code inside that member, if any.
    public var closure: Int?

    /// Whether the code can refer to the instance (`self`).
    public var hasInstance: Bool {
        switch member {
        case .method, .initializer: return true
        case .storedPropertyInitializer(let lazy): return lazy
        default: return false
        }
    }
}

extension FileContext {
    /// The context of token `i`.
    public func codeContext(of i: Int) -> CodeContext {
        let tree = self.tree
        let chain = tree.declChain(containing: i)
        var member: CodeContext.Member = .global
        var memberDecl: Int?
        var typeDecl: Int?
        // Walk outwards: the first function-like or property declaration decides the member,
        // the first type-like declaration above it the type.
        for d in chain {
            let decl = tree.decls[d]
            if decl.kind.isTypeLike {
                typeDecl = d
                break
            }
            if memberDecl != nil { continue }
            if decl.kind.isFunctionLike {
                let inBody = decl.body >= 0 && i > decl.body && i < Int(tree.partner[decl.body] >= 0 ? tree.partner[decl.body] : Int32(tree.count))
                memberDecl = d
                if !inBody {
                    member = .defaultArgument
                } else if decl.isStatic {
                    member = .staticMember
                } else if decl.kind == .`init` {
                    member = .initializer
                } else {
                    member = .method(name: decl.name)
                }
                // A function nested in a function: keep walking to find the outer member.
                if let p = decl.parent, !tree.decls[p].kind.isTypeLike {
                    memberDecl = nil
                    continue
                }
            } else if decl.kind.isVariable {
                // A local variable inside a function is not the member; keep walking.
                if let p = decl.parent, !tree.decls[p].kind.isTypeLike { continue }
                memberDecl = d
                let inBody = decl.body >= 0 && i > decl.body
                if decl.isStatic {
                    member = .staticMember
                } else if inBody {
                    member = .method(name: decl.name)
                } else if decl.parent == nil {
                    member = .global
                } else {
                    member = .storedPropertyInitializer(lazy: decl.isLazy)
                }
            }
        }
        var role = CodeContext.TypeRole.other
        var typeName: String?
        if let t = typeDecl {
            let name = FileSummary.indexName(of: t, in: tree)
            typeName = SyntaxTree.baseTypeName(tree.decls[t].name)
            let kind = tree.decls[t].kind
            // Trait environments are classes: a struct or enum never is one.
            if index.isTraitEnvironment(name), kind == .class || kind == .extension {
                role = .traitEnvironment
            } else if index.isSwiftUIView(name) {
                role = .swiftUIView
            }
            if memberDecl == nil { member = .global }
        } else {
            member = memberDecl == nil ? .global : (member == .defaultArgument ? .defaultArgument : .global)
        }
        if case .global = member, typeDecl != nil, memberDecl == nil {
            // Directly in a type body but not in a member (e.g. an enum case raw value): no instance.
            member = .staticMember
        }
        var closure: Int?
        if memberDecl != nil { closure = tree.enclosingClosure(i) }
        return CodeContext(typeDecl: typeDecl, typeName: typeName, role: role, member: member, memberDecl: memberDecl, closure: closure)
    }
}

extension FileContext {
    /// A test file by its path alone: under a `…Tests`/`…Test` folder, or
    /// named `…Tests.swift`/`…Test.swift`/`….test.swift`. For project-wide
    /// checks that have a path but no tree; `isTestSource` adds the imports.
    public static func isTestPath(_ path: String) -> Bool {
        // Bytes, no split: asked for every file by several transforms.
        let u = Array(path.utf8)
        func endsWith(_ end: Int, _ suffix: StaticString) -> Bool {
            let n = suffix.utf8CodeUnitCount
            guard end >= n else { return false }
            return suffix.withUTF8Buffer { sfx in
                for i in 0..<n where u[end - n + i] != sfx[i] { return false }
                return true
            }
        }
        // Folders (every part before the last, empty parts skipped).
        var partEnd = u.count
        while partEnd > 0, u[partEnd - 1] == UInt8(ascii: "/") { partEnd -= 1 } // a trailing slash
        var lastSlash = partEnd - 1
        while lastSlash >= 0, u[lastSlash] != UInt8(ascii: "/") { lastSlash -= 1 }
        var i = 0
        while i < max(lastSlash, 0) {
            var j = i
            while j < lastSlash, u[j] != UInt8(ascii: "/") { j += 1 }
            if j > i, endsWith(j, "Tests") || endsWith(j, "Test") { return true }
            i = j + 1
        }
        // The file name.
        guard partEnd > lastSlash + 1 else { return false }
        return endsWith(partEnd, "Tests.swift") || endsWith(partEnd, "Test.swift") || endsWith(partEnd, ".test.swift")
    }

    static func isTestSource(path: String, tree: SyntaxTree) -> Bool {
        if isTestPath(path) { return true }
        for k in tree.decls.indices where tree.decls[k].kind == .import {
            let module = tree.decls[k].keyword + 1
            if tree.isText(module, "XCTest") || tree.isText(module, "Testing") { return true }
        }
        return false
    }
}
