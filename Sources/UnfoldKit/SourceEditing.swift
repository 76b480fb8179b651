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

    /// Whether the file has `import <module>`.
    public func imports(_ module: String) -> Bool {
        // By index: `contains` copied every declaration (its strings and lists retained).
        for d in decls.indices where decls[d].kind == .import && isText(decls[d].keyword + 1, module) { return true }
        return false
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

/// Tidying of whole-line deletions so removed code leaves no stray blank lines.
public enum LineDeletions {
    /// Merges deletions of `path` that touch or overlap, then: a deletion
    /// between a blank line and a line that closes a group (`}`, `]`, `)`) also takes
    /// the blank lines before it; one right after an opening `{` line also
    /// takes the blank lines after it. Insertions at one offset are joined in
    /// order; other edits pass through unchanged.
    public static func tidy(_ edits: [Edit], in tree: SyntaxTree, path: String) -> [Edit] {
        let b = tree.bytes
        var deletions = edits.filter { $0.path == path && $0.replacement.isEmpty && !$0.range.isEmpty }.map(\.range).sorted { $0.lowerBound < $1.lowerBound }
        let others = edits.filter { !($0.path == path && $0.replacement.isEmpty && !$0.range.isEmpty) }
        var merged: [Range<Int>] = []
        for r in deletions {
            if let last = merged.last, r.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        func lineStart(_ i: Int) -> Int {
            var k = i
            while k > 0, b[k - 1] != 10, b[k - 1] != 13 { k -= 1 }
            return k
        }
        func isBlankLine(endingAt end: Int) -> (Bool, Int) {
            // The line that ends just before `end` (end is the start of the next line).
            guard end > 0 else { return (false, end) }
            var k = end - 1
            if b[k] == 10, k > 0, b[k - 1] == 13 { k -= 1 }
            let s = lineStart(k)
            return (b[s..<k].allSatisfy { $0 == 32 || $0 == 9 } && end - s > 0 && s < end, s)
        }
        func nextLineText(_ start: Int) -> ArraySlice<UInt8> {
            var e = start
            while e < b.count, b[e] != 10, b[e] != 13 { e += 1 }
            return b[start..<e]
        }
        deletions = merged.map { r in
            var r = r
            let after = nextLineText(r.upperBound).drop { $0 == 32 || $0 == 9 }
            if let f = after.first, f == UInt8(ascii: "}") || f == UInt8(ascii: "]") || f == UInt8(ascii: ")") {
                while true {
                    let (blank, s) = isBlankLine(endingAt: r.lowerBound)
                    guard blank, s < r.lowerBound else { break }
                    r = s..<r.upperBound
                }
            }
            let (_, prevStart) = isBlankLine(endingAt: r.lowerBound)
            let before = b[prevStart..<r.lowerBound].reversed().drop { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
            if before.first == UInt8(ascii: "{") {
                var e = r.upperBound
                while e < b.count {
                    var k = e
                    while k < b.count, b[k] == 32 || b[k] == 9 { k += 1 }
                    guard k < b.count, b[k] == 10 || b[k] == 13 else { break }
                    if b[k] == 13, k + 1 < b.count, b[k + 1] == 10 { k += 1 }
                    e = k + 1
                }
                r = r.lowerBound..<e
            }
            return r
        }
        // Insertions at the same offset become one, in the order they were made.
        var combined: [Edit] = []
        var insertionAt: [FileRange: Int] = [:]  // an offset's insertion in `combined` (no search per edit)
        for e in others {
            if e.range.isEmpty, let k = insertionAt[FileRange(path: e.path, range: e.range)] {
                combined[k].replacement += e.replacement
            } else {
                if e.range.isEmpty { insertionAt[FileRange(path: e.path, range: e.range)] = combined.count }
                combined.append(e)
            }
        }
        return combined + deletions.map { Edit(path: path, range: $0, replacement: []) }
    }
}
