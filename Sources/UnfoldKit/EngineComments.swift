import SwiftTree

/// The engine's comment keeping: a fix that would drop a comment is not
/// applied. Checked on every finding before the fixer sees it.
enum CommentKeeping {
    /// Findings whose fix would drop a comment lose the fix (it is not
    /// applied, with `--unsafe` neither) and say so: a comment in the trivia
    /// inside a range a Swift edit replaces, whose text (whitespace aside)
    /// is in none of the fix's replacements or created files. Code moved to
    /// another place or file keeps its comments and passes.
    static func checked(_ findings: [Finding], trees: [String: SyntaxTree], files: [String: [UInt8]]) -> [Finding] {
        var parsed: [String: SyntaxTree] = [:]
        // The last file's tree is kept at hand: the findings come by file,
        // and a tree copied out of a table per finding retained each of its arrays.
        var last: (path: String, tree: SyntaxTree?)?
        func tree(_ path: String) -> SyntaxTree? {
            if let last, last.path == path { return last.tree }
            let found = lookUp(path)
            last = (path, found)
            return found
        }
        func lookUp(_ path: String) -> SyntaxTree? {
            guard let bytes = files[path] else { return nil }
            if let t = trees[path], t.bytes == bytes { return t }
            if let t = parsed[path] { return t }
            let t = SyntaxTree(bytes: bytes)
            parsed[path] = t
            return t
        }
        // Changed in place, by position: the findings are copied (each a
        // retain of its path, message and fix) only when one loses its fix.
        var out = findings
        for k in findings.indices {
            guard let fix = findings[k].fix, fix.edits.contains(where: { !$0.range.isEmpty && $0.path.hasBytes(suffix: ".swift") }) else { continue }
            guard let dropped = droppedComment(fix, tree: tree) else { continue }
            out[k].fix = nil
            var shown = dropped
            if shown.count > 40 { shown = String(shown.prefix(37)) + "…" }
            out[k].message += " (not rewritten: the fix would drop the comment `\(shown)`)"
        }
        return out
    }

    /// The text of the first comment `fix` would drop, if any.
    static func droppedComment(_ fix: Fix, tree: (String) -> SyntaxTree?) -> String? {
        var kept: [UInt8]?
        for e in fix.edits where !e.range.isEmpty && e.path.hasBytes(suffix: ".swift") {
            guard let t = tree(e.path), e.range.upperBound <= t.bytes.count else { continue }
            for c in comments(in: t, within: e.range) {
                if fix.commentsMayGo.contains(where: { $0.path == e.path && $0.range.lowerBound <= c.lowerBound && c.upperBound <= $0.range.upperBound }) { continue }
                if kept == nil { kept = replacementText(fix) }
                let needle = t.bytes[c].filter { !isSpace($0) }
                if !kept!.withUnsafeBufferPointer({ ByteSearch.contains(needle, in: $0, 0, $0.count) }) {
                    return String(decoding: t.bytes[c], as: UTF8.self)
                }
            }
        }
        return nil
    }

    /// Every byte the fix writes (replacements and created files), whitespace left out.
    static func replacementText(_ fix: Fix) -> [UInt8] {
        var all: [UInt8] = []
        for x in fix.edits { all += x.replacement.filter { !isSpace($0) } }
        for x in fix.creations { all += x.contents.filter { !isSpace($0) } }
        return all
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 10 || b == 13 }

    /// Byte ranges of the comments in the trivia of `tree` that lie inside `range`.
    static func comments(in tree: SyntaxTree, within range: Range<Int>) -> [Range<Int>] {
        let tokens = tree.tokens
        // The first token ending after range.lowerBound; the trivia before it may hold comments.
        var lo = 0
        var hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(tokens[mid].end) <= range.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        var out: [Range<Int>] = []
        var k = lo
        while k < tokens.count {
            // The trivia before token k: from the previous token's end to k's start.
            let s = k == 0 ? 0 : Int(tokens[k - 1].end)
            if s >= range.upperBound { break }
            out += comments(in: tree.bytes, trivia: s..<Int(tokens[k].start)).filter { range.lowerBound <= $0.lowerBound && $0.upperBound <= range.upperBound }
            k += 1
        }
        return out
    }

    /// The `//` and (nested) `/* */` comments in the trivia `trivia` of `b`.
    static func comments(in b: [UInt8], trivia: Range<Int>) -> [Range<Int>] {
        let e = trivia.upperBound
        var out: [Range<Int>] = []
        var i = trivia.lowerBound
        while i + 1 < e {
            if b[i] == UInt8(ascii: "/") && b[i + 1] == UInt8(ascii: "/") {
                var j = i + 2
                while j < e, b[j] != 10, b[j] != 13 { j += 1 }
                out.append(i..<j)
                i = j
            } else if b[i] == UInt8(ascii: "/") && b[i + 1] == UInt8(ascii: "*") {
                var depth = 1
                var j = i + 2
                while j < e, depth > 0 {
                    if j + 1 < e, b[j] == UInt8(ascii: "/"), b[j + 1] == UInt8(ascii: "*") { depth += 1; j += 2; continue }
                    if j + 1 < e, b[j] == UInt8(ascii: "*"), b[j + 1] == UInt8(ascii: "/") { depth -= 1; j += 2; continue }
                    j += 1
                }
                out.append(i..<j)
                i = j
            } else {
                i += 1
            }
        }
        return out
    }
}
