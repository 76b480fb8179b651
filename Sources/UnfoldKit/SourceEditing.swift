import SwiftTree

/// Text helpers for transforms that move or generate code: indentation,
/// re-indenting, identifier uses.
extension SyntaxTree {
    /// The file's indentation unit: the step between a type's line and its
    /// first member's line (a tab, 2 or 4 spaces…); four spaces when unknown.
    public var indentUnit: String {
        for d in decls where d.kind.isTypeLike && d.body >= 0 {
            let outer = indentation(ofLineContaining: Int(tokens[d.start].start))
            guard let first = (d.body + 1..<count).first(where: { kind($0) != .eof }), first < Int(partner[d.body] >= 0 ? partner[d.body] : Int32(count)),
                  startsLine(first) else { continue }
            let inner = indentation(ofLineContaining: Int(tokens[first].start))
            if inner.count > outer.count, inner.hasPrefix(outer) { return String(inner.dropFirst(outer.count)) }
        }
        return "    "
    }

    /// The text of whole lines `range` (from `lineRange(of:)`), re-indented:
    /// `from` is removed from the start of every line that has it and `to` put
    /// in its place. Line endings become `eol`.
    public func reindented(_ range: Range<Int>, from: String, to: String, eol: String) -> String {
        // Split on bytes: in a Swift String "\r\n" is one Character.
        var lines: [ArraySlice<UInt8>] = []
        var s = range.lowerBound
        var k = s
        while k < range.upperBound {
            if bytes[k] == 10 || bytes[k] == 13 {
                lines.append(bytes[s..<k])
                if bytes[k] == 13, k + 1 < range.upperBound, bytes[k + 1] == 10 { k += 1 }
                s = k + 1
            }
            k += 1
        }
        if s < range.upperBound { lines.append(bytes[s..<range.upperBound]) }
        let fromBytes = Array(from.utf8)
        var out = ""
        for line in lines {
            if line.allSatisfy({ $0 == 32 || $0 == 9 }) {
                out += eol
            } else if line.starts(with: fromBytes) {
                out += to + String(decoding: line.dropFirst(fromBytes.count), as: UTF8.self) + eol
            } else {
                out += to + String(decoding: line.drop(while: { $0 == 32 || $0 == 9 }), as: UTF8.self) + eol
            }
        }
        return out
    }

    /// Whether token `i` is an identifier used as a value name: not a member
    /// after `.`, not an argument label (`name:` inside parentheses), not a declaration's name.
    public func isNameUse(_ i: Int) -> Bool {
        guard kind(i) == .identifier else { return false }
        if kind(i - 1) == .period { return false }
        if kind(i + 1) == .colon {
            let g = Int(parentGroup[i])
            if g >= 0, kind(g) == .leftParen { return false }
        }
        return true
    }

    /// Token indices in `range` that use the name `name` (see `isNameUse`).
    public func uses(of name: String, in range: ClosedRange<Int>) -> [Int] {
        let bytes = Array(name.utf8)
        return range.filter { kind($0) == .identifier && tokenEquals($0, bytes) && isNameUse($0) }
    }

    /// Whether `self.name` or a bare `name` occurs in `range`.
    public func mentions(_ name: String, in range: ClosedRange<Int>) -> Bool {
        let bytes = Array(name.utf8)
        for i in range where kind(i) == .identifier && tokenEquals(i, bytes) {
            if isNameUse(i) { return true }
            if kind(i - 1) == .period, self.is(i - 2, "self") { return true }
        }
        return false
    }
}
