import SwiftTree

/// The engine's suppression step: drops findings that an `unfold:ignore`
/// comment or a `.unfold.json` per-path ignore covers, and reports
/// `unfold:ignore` comments that suppress nothing.
struct SuppressionFilter: Sendable {
    let transforms: [any Transform]
    let options: EngineOptions

    /// The findings no `unfold:ignore` comment (on the finding's line, or
    /// alone on the line above) or per-path ignore suppresses. Each file's
    /// comments are read once and looked up by line (reading them again for
    /// every finding was quadratic in a large file with a marker).
    /// (Findings come grouped by file: a file's tree is looked up once per
    /// run of its findings, not copied out of the table per finding. When
    /// nothing is suppressed, `findings` are returned as they are, not copied.)
    func unsuppressed(_ findings: [Finding], _ trees: [String: SyntaxTree]) -> [Finding] {
        var byPath: [String: Suppression.Lookup] = [:]
        var lastPath: String?
        var lastLookup: Suppression.Lookup?
        var dropped: [Int] = []
        for k in findings.indices {
            let path = findings[k].path, ruleID = findings[k].ruleID
            if let ignored = options.pathIgnored, ignored(path, ruleID) {
                dropped.append(k)
                continue
            }
            if path != lastPath {
                lastPath = path
                lastLookup = nil
                if let at = trees.index(forKey: path), trees.values[at].containsMarker {
                    if byPath[path] == nil { byPath[path] = Suppression.Lookup(Suppression.comments(in: trees.values[at])) }
                    lastLookup = byPath[path]
                }
            }
            if let lookup = lastLookup, lookup.suppressing(ruleID: ruleID, line: findings[k].line) != nil { dropped.append(k) }
        }
        guard !dropped.isEmpty else { return findings }
        var out: [Finding] = []
        out.reserveCapacity(findings.count - dropped.count)
        var next = 0
        for k in findings.indices {
            if next < dropped.count, dropped[next] == k {
                next += 1
            } else {
                out.append(findings[k])
            }
        }
        return out
    }

    /// `unfold:ignore` comments that suppressed nothing (when every transform
    /// they name ran), and ones naming unknown transforms.
    /// (Only the trees of `trees` whose `path` passes `including`.)
    func unusedSuppressions(_ raw: [Finding], _ trees: [String: SyntaxTree], including: (String) -> Bool = { _ in true }) -> [Finding] {
        var out: [Finding] = []
        // The few files with a marker, then sorted: not every kept tree (thousands) copied and sorted.
        let marked = trees.filter { path, tree in tree.containsMarker && including(path) }.sorted { $0.key < $1.key }
        guard !marked.isEmpty else { return out }
        let rawByPath = Dictionary(grouping: raw, by: \.path)
        for (path, tree) in marked {
            let comments = Suppression.comments(in: tree)
            guard !comments.isEmpty else { continue }
            let lookup = Suppression.Lookup(comments)
            var used = Set<Int>()
            for f in rawByPath[path] ?? [] {
                if let k = lookup.suppressing(ruleID: f.ruleID, line: f.line) { used.insert(k) }
            }
            for (k, c) in comments.enumerated() where !used.contains(k) {
                if let finding = unused(c, path: path, tree: tree) { out.append(finding) }
            }
        }
        return out
    }

    /// The finding for comment `c`, which suppressed nothing: it names an
    /// unknown transform, or every transform it names ran (nil otherwise).
    func unused(_ c: Suppression.Comment, path: String, tree: SyntaxTree) -> Finding? {
        let (line, column) = tree.location(of: c.offset)
        let unknown = c.ids.filter { !options.knownIDs.isEmpty && !options.knownIDs.contains($0) }
        if !unknown.isEmpty {
            return Finding(ruleID: Suppression.ruleID, path: path, offset: c.offset, line: line, column: column,
                           message: "unfold:ignore names unknown transform \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (see `unfold rules`)")
        }
        let running = Set(transforms.map(\.id))
        let everything = options.select == nil && options.ignore.isEmpty
        guard c.ids.isEmpty ? everything : c.ids.allSatisfy(running.contains) else { return nil }
        let what = c.ids.isEmpty ? "unfold:ignore" : "unfold:ignore \(c.ids.joined(separator: ", "))"
        return Finding(ruleID: Suppression.ruleID, path: path, offset: c.offset, line: line, column: column,
                       message: "\(what) suppresses nothing here: remove it")
    }
}

/// Inline suppression comments: `// unfold:ignore` or `// unfold:ignore id, id`
/// on the finding's line, or standing alone on the line above.
public enum Suppression {
    static let marker = Array("unfold:ignore".utf8)
    /// The rule id of findings about suppression comments themselves.
    public static let ruleID = "unused-suppression"

    public struct Comment: Sendable, Hashable {
        /// Byte offset of the `unfold:ignore` marker.
        public var offset: Int
        /// 1-based line of the marker.
        public var line: Int
        /// The ids it names (empty: every transform).
        public var ids: [String]
        /// Alone on its line (then it also covers the next line).
        public var standsAlone: Bool
    }

    /// Every `unfold:ignore` comment of the file (markers in code or strings do not count).
    public static func comments(in tree: SyntaxTree) -> [Comment] {
        guard tree.bytes.count >= marker.count else { return [] }
        var out: [Comment] = []
        let b = tree.bytes
        var i = 0
        while i + marker.count <= b.count {
            if b[i] == marker[0], b[i + 1] == marker[1], Array(b[i..<(i + marker.count)]) == marker, isInTrivia(tree, i) {
                var j = i + marker.count
                var ids = ""
                while j < b.count, b[j] != 10, b[j] != 13, !(b[j] == UInt8(ascii: "*") && j + 1 < b.count && b[j + 1] == UInt8(ascii: "/")) {
                    ids.append(Character(Unicode.Scalar(b[j])))
                    j += 1
                }
                let list = ids.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
                let (line, _) = tree.location(of: i)
                out.append(Comment(offset: i, line: line, ids: list, standsAlone: commentStandsAlone(tree, i, lineStart: tree.lines.offset(ofLine: line))))
                i = j
                continue
            }
            i += 1
        }
        return out
    }

    /// The comment (index into `comments`) that suppresses a finding of `ruleID` on `line`, if any.
    public static func suppressing(_ comments: [Comment], ruleID: String, line: Int) -> Int? {
        comments.firstIndex { c in
            (c.line == line || (c.line == line - 1 && c.standsAlone)) && (c.ids.isEmpty || c.ids.contains(ruleID))
        }
    }

    /// `suppressing` through an index of the comments by line.
    struct Lookup {
        let comments: [Comment]
        let byLine: [Int: [Int]]

        init(_ comments: [Comment]) {
            self.comments = comments
            var byLine: [Int: [Int]] = [:]
            for (k, c) in comments.enumerated() { byLine[c.line, default: []].append(k) }
            self.byLine = byLine
        }

        /// The same answer as `Suppression.suppressing(comments, ruleID:line:)`: the first such comment.
        func suppressing(ruleID: String, line: Int) -> Int? {
            var best: Int?
            for k in byLine[line] ?? [] where comments[k].ids.isEmpty || comments[k].ids.contains(ruleID) {
                best = min(best ?? k, k)
                break
            }
            for k in byLine[line - 1] ?? [] where comments[k].standsAlone && (comments[k].ids.isEmpty || comments[k].ids.contains(ruleID)) {
                best = min(best ?? k, k)
                break
            }
            return best
        }
    }

    static func isInTrivia(_ tree: SyntaxTree, _ offset: Int) -> Bool {
        // Binary search the token whose text could contain `offset`.
        var lo = 0
        var hi = tree.tokens.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(tree.tokens[mid].start) <= offset { lo = mid } else { hi = mid - 1 }
        }
        let t = tree.tokens[lo]
        return !(Int(t.start) <= offset && offset < Int(t.end))
    }

    static func commentStandsAlone(_ tree: SyntaxTree, _ offset: Int, lineStart: Int) -> Bool {
        var k = lineStart
        while k < offset {
            let c = tree.bytes[k]
            if c != 32 && c != 9 && c != UInt8(ascii: "/") && c != UInt8(ascii: "*") { return false }
            k += 1
        }
        return true
    }
}
