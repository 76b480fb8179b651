import SwiftTree

extension SyntaxTree {
    /// The name of a non-optional `UIWindowScene` in scope at token `i`, the
    /// nearest one: a parameter of an enclosing function (`windowScene:
    /// UIWindowScene`), or a local bound before `i` by `guard let x = … as?
    /// UIWindowScene` (the rest of the block), `if let x = … as?
    /// UIWindowScene` (its first block), `let x = … as! UIWindowScene` or
    /// `let x: UIWindowScene = …` (the rest of the block). Optional ones
    /// (`scene as? UIWindowScene` without a binding, `UIWindowScene?`) do not count.
    func windowSceneInScope(at i: Int) -> String? {
        guard containsToken(Array("UIWindowScene".utf8)) else { return nil }
        var functions: [Int] = []
        for d in declChain(containing: i) {
            let decl = decls[d]
            if decl.kind.isTypeLike { break }
            if decl.kind.isFunctionLike, decl.body >= 0, i > decl.body { functions.append(d) }
        }
        guard let outer = functions.last else { return nil }
        // Locals, the nearest binding before `i` first.
        var k = i - 1
        while k > decls[outer].body {
            if self.is(k, "UIWindowScene"), let name = localWindowScene(boundAt: k, visibleAt: i) { return name }
            k -= 1
        }
        for d in functions {
            if let name = windowSceneParameter(of: d) { return name }
        }
        return nil
    }

    /// The internal name of a parameter of type `UIWindowScene` of function `d`.
    func windowSceneParameter(of d: Int) -> String? {
        let decl = decls[d]
        var open = decl.nameToken >= 0 ? decl.nameToken + 1 : decl.keyword + 1
        if let g = decl.genericClause { open = g.upperBound + 1 }
        guard kind(open) == .leftParen, partner[open] >= 0 else { return nil }
        var k = open + 1
        let close = Int(partner[open])
        while k < close {
            if kind(k) == .colon, kind(k - 1) == .identifier, isWindowSceneType(at: k + 1, endingBefore: [.comma, .rightParen, .equal]) {
                return text(k - 1)
            }
            k = nextSibling(k)
        }
        return nil
    }

    /// `UIWindowScene` (or `UIKit.UIWindowScene`) at `k`, followed by one of `enders`.
    func isWindowSceneType(at k: Int, endingBefore enders: Set<TokenKind>) -> Bool {
        var t = k
        if self.is(t, "UIKit"), kind(t + 1) == .period { t += 2 }
        return self.is(t, "UIWindowScene") && enders.contains(kind(t + 1))
    }

    /// The name a binding whose `UIWindowScene` token is `k` introduces, if it is visible at `i`.
    func localWindowScene(boundAt k: Int, visibleAt i: Int) -> String? {
        guard let stmt = statement(containing: k) else { return nil }
        let brace = enclosingBrace(stmt.lowerBound)
        guard brace >= 0, i > stmt.upperBound || self.is(stmt.lowerBound, "if"),
              enclosingGroups(i).contains(brace) else { return nil }
        // `let x: UIWindowScene = …`
        if kind(k - 1) == .colon, kind(k - 2) == .identifier, self.is(k - 3, "let") || self.is(k - 3, "var"),
           kind(k + 1) == .equal, i > stmt.upperBound, stmt.lowerBound == k - 3 {
            return text(k - 2)
        }
        // `… = expr as? UIWindowScene` / `as! UIWindowScene`
        guard kind(k + 1) != .period, kind(k + 1) != .postfixQuestion, kind(k + 1) != .exclamation else { return nil }
        let mark = k - 1
        guard self.is(mark - 1, "as") else { return nil }
        let forced = kind(mark) == .exclamation
        guard forced || kind(mark) == .postfixQuestion || text(mark) == "?" else { return nil }
        // Back to `let name =` at the same level, within the statement.
        var j = mark - 1
        while j > stmt.lowerBound, kind(j) != .equal, kind(j) != .comma {
            j = previousSibling(j)
            if j < 0 { return nil }
        }
        guard kind(j) == .equal, kind(j - 1) == .identifier, self.is(j - 2, "let") || self.is(j - 2, "var") else { return nil }
        let name = text(j - 1)
        let head = stmt.lowerBound
        if forced {
            return head == j - 2 && i > stmt.upperBound ? name : nil
        }
        if self.is(head, "guard") {
            return i > stmt.upperBound ? name : nil
        }
        if self.is(head, "if") {
            // Visible in the first block after the conditions.
            var b = k + 1
            while b <= stmt.upperBound, !(kind(b) == .leftBrace && braceKinds[b] == .statementBlock) { b = nextSibling(b) }
            guard b <= stmt.upperBound, partner[b] >= 0, i > b, i < Int(partner[b]) else { return nil }
            return name
        }
        return nil
    }
}
