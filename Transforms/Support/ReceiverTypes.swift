import SwiftTree

/// The types of receivers, as far as one file says: for `x.member`, the type
/// `x` is declared with. Making one indexes the file's variables once.
struct ReceiverTypes {
    let tree: SyntaxTree
    /// Variable declarations by name.
    let variables: [String: [Int]]

    init(_ tree: SyntaxTree) {
        self.tree = tree
        var variables: [String: [Int]] = [:]
        for (k, d) in tree.decls.enumerated() where d.kind.isVariable { variables[d.name, default: []].append(k) }
        self.variables = variables
    }

    /// The type of the receiver of `.member` at `dot`, when the file says it: `Type(…)`, or a
    /// name declared in scope as `name: Type` (property, local, parameter) or `name = Type(…)`.
    func type(before dot: Int) -> String? {
        var p = dot - 1
        while p >= 0, tree.kind(p) == .postfixQuestion || tree.kind(p) == .exclamation { p -= 1 }
        if tree.kind(p) == .rightParen, tree.partner[p] > 0, tree.kind(Int(tree.partner[p]) - 1) == .identifier {
            let callee = tree.text(Int(tree.partner[p]) - 1)
            return callee.first?.isUppercase == true ? callee : nil
        }
        guard tree.kind(p) == .identifier, tree.kind(p - 1) != .period else { return nil }
        let name = tree.text(p)
        let chain = tree.declChain(containing: p)
        let scopes = Set(chain)
        for k in variables[name] ?? [] {
            let d = tree.decls[k]
            guard d.parent.map({ scopes.contains($0) }) ?? true else { continue }
            if let t = d.typeAnnotation {
                return SyntaxTree.baseTypeName(tree.text(from: t.lowerBound, through: t.upperBound).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""))
            }
            if let initial = d.initializer, tree.kind(initial.lowerBound) == .identifier, tree.kind(initial.lowerBound + 1) == .leftParen {
                let callee = tree.text(initial.lowerBound)
                if callee.first?.isUppercase == true { return callee }
            }
        }
        // A parameter `name: Type` of an enclosing function.
        for d in chain where tree.decls[d].kind.isFunctionLike && tree.decls[d].body > 0 {
            let decl = tree.decls[d]
            for k in decl.keyword..<decl.body where tree.kind(k) == .identifier && tree.isText(k, name) && tree.kind(k + 1) == .colon && tree.kind(k + 2) == .identifier {
                return tree.text(k + 2)
            }
        }
        return nil
    }
}
