/// The review page of `unfold diff --html FILE`: one self-contained HTML file
/// (inline CSS, no script, no external reference; a Content-Security-Policy
/// forbids loading anything) with every change side by side, grouped by
/// transform, then the findings that need a human.
///
/// Per-transform views: a file that several transforms change appears under
/// each of them, showing that transform's own edits. Each view is the file's
/// original bytes with only that transform's *applied* fixes (the fixes of the
/// findings in `result.applied`, whole fixes, non-overlapping, in finding
/// order, picked the way the engine picks them) applied by `Engine.apply`;
/// files a fix creates show as all-added. Every such fix was computed against
/// the original files, so each view is exact for what the transform asked for.
/// What the run changed beyond that — edits of later fixer rounds, which ran on
/// already rewritten files (e.g. code that one fix moved into a new file and
/// another transform then rewrote) and so cannot be attributed to a finding —
/// is shown in one more group, "Later rounds": the final result against the
/// first-round result (the original with every applied fix). The page thus
/// always accounts for every byte of `result.changes`.
public enum HTMLReport {
    /// Lines of unchanged context shown around each change.
    static let context = 3

    /// The page, as UTF-8 bytes. Pure: depends on its arguments only.
    public static func render(result: EngineResult, catalog: TransformCatalog, title: String) -> [UInt8] {
        var h = ""
        h.reserveCapacity(64 * 1024)
        let groups = self.groups(result: result, catalog: catalog)
        let pending = result.pending
        let review = pending.filter { $0.fix?.safety == .review }.count

        h += pageStart(title: title, css: css)

        // Header: title, totals, contents.
        h += "<header>\n<h1>\(escape(title))</h1>\n"
        let fixed = result.applied.count, files = result.changes.count
        var totals = ["\(fixed) fix\(fixed == 1 ? "" : "es") in \(files) file\(files == 1 ? "" : "s")"]
        if review > 0 { totals.append("\(review) review fix\(review == 1 ? "" : "es") not applied (apply with <code>--unsafe</code>)") }
        let human = pending.count - review
        totals.append("\(human) finding\(human == 1 ? "" : "s") for a human")
        h += "<p class=\"totals\">" + totals.joined(separator: " · ") + "</p>\n"
        h += "<nav>\n<ol>\n"
        for g in groups {
            let n = g.files.count
            h += "<li><a href=\"#\(anchor(g.id))\"><code>\(escape(g.id))</code></a> <span class=\"safety \(g.safety?.label ?? "later")\">\(g.safety?.label ?? "later rounds")</span>"
            h += " <span class=\"muted\">\(n) file\(n == 1 ? "" : "s")</span></li>\n"
        }
        h += "<li><a href=\"#findings\">Findings that need a human</a> <span class=\"muted\">\(human) finding\(human == 1 ? "" : "s")"
            + (review > 0 ? ", \(review) review fix\(review == 1 ? "" : "es")" : "") + "</span></li>\n"
        h += "</ol>\n</nav>\n</header>\n<main>\n"

        if !result.problems.isEmpty {
            h += "<section class=\"problems\">\n<h2>Problems</h2>\n<ul>\n"
            for p in result.problems { h += "<li>\(escape(p.description))</li>\n" }
            h += "</ul>\n</section>\n"
        }
        if groups.isEmpty { h += "<p class=\"empty\">No changes.</p>\n" }

        for g in groups {
            h += "<section class=\"transform\" id=\"\(anchor(g.id))\">\n"
            h += "<h2><code>\(escape(g.id))</code> <span class=\"safety \(g.safety?.label ?? "later")\">\(g.safety.map { "fix safety: " + $0.label } ?? "not attributed")</span></h2>\n"
            if let summary = g.summary { h += "<p class=\"summary\">\(escape(summary))</p>\n" }
            if !g.counts.isEmpty { h += "<p class=\"counts\">\(escape(g.counts))</p>\n" }
            if !g.explanation.isEmpty {
                h += "<details class=\"doc\" open>\n<summary>About this transform</summary>\n\(g.explanation)</details>\n"
            }
            for f in g.files { h += fileHTML(f, id: fileAnchor(rule: g.id, path: f.path)) }
            h += "</section>\n"
        }

        // Findings that need a human.
        h += "<section id=\"findings\" class=\"findings\">\n<h2>Findings that need a human <span class=\"muted\">\(pending.count)</span></h2>\n"
        if pending.isEmpty {
            h += "<p class=\"empty\">None.</p>\n"
        } else {
            h += "<table class=\"findings\">\n<thead><tr><th>location</th><th>transform</th><th>message</th></tr></thead>\n<tbody>\n"
            for f in pending {
                var message = codeSpans(f.message)
                if f.fix?.safety == .review {
                    message += " <span class=\"safety review\">review fix: apply with --unsafe</span>"
                }
                h += "<tr><td class=\"loc\">\(escape(f.path)):\(f.line):\(f.column)</td><td class=\"rule\"><code>\(escape(f.ruleID))</code></td><td>\(message)</td></tr>\n"
            }
            h += "</tbody>\n</table>\n"
        }
        h += "</section>\n</main>\n</body>\n</html>\n"
        return Array(h.utf8)
    }

    /// What every unfold page may load: nothing but its own inline style
    /// (no script, image, font or frame; shared by `diff --html` and `unfold report`).
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'"

    /// The page up to and including `<body>`: doctype, charset, the
    /// Content-Security-Policy meta, viewport, `title` (escaped) and `css`.
    static func pageStart(title: String, css: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta http-equiv=\"Content-Security-Policy\" content=\"\(contentSecurityPolicy)\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<meta name=\"generator\" content=\"unfold\">\n"
            + "<title>\(escape(title))</title>\n<style>\n\(css)</style>\n</head>\n<body>\n"
    }

    // MARK: - Groups

    /// One file of a group: old (nil when the file is created) and new bytes.
    struct FileView {
        var path: String
        var old: [UInt8]?
        var new: [UInt8]
    }

    struct Group {
        var id: String
        var safety: FixSafety?
        var summary: String?
        /// HTML.
        var explanation: String
        var counts: String
        var files: [FileView]
    }

    /// The id of the group of edits not attributable to one finding.
    static let laterRoundsID = "later rounds"

    /// Per-transform views in catalog order (unknown ids after, sorted), then "later rounds" if needed.
    static func groups(result: EngineResult, catalog: TransformCatalog) -> [Group] {
        var originals: [String: [UInt8]] = [:]
        for c in result.changes { if let o = c.original { originals[c.path] = o } }

        var fixesByRule: [String: [Fix]] = [:]
        var appliedOrder: [Fix] = []
        for i in result.applied.sorted() where result.findings.indices.contains(i) {
            guard let fix = result.findings[i].fix else { continue }
            fixesByRule[result.findings[i].ruleID, default: []].append(fix)
            appliedOrder.append(fix)
        }
        /// The files that `fixes` (those that fit together) make from the originals.
        func applying(_ fixes: [Fix]) -> (files: [String: [UInt8]], created: Set<String>, fixes: [Fix]) {
            let accepted = Fixer.selectFixes(fixes, current: originals, broken: []).accepted.map { fixes[$0] }
            var out: [String: [UInt8]] = [:]
            var created: Set<String> = []
            for fix in accepted {
                for c in fix.creations where out[c.path] == nil && originals[c.path] == nil {
                    out[c.path] = c.contents
                    created.insert(c.path)
                }
            }
            for (path, edits) in Dictionary(grouping: accepted.flatMap(\.edits), by: \.path) {
                guard let old = originals[path] else { continue }
                out[path] = Engine.apply(edits, to: old)
            }
            return (out, created, accepted)
        }

        let known = catalog.transforms.map(\.id)
        let ids = known.filter { fixesByRule[$0] != nil } + fixesByRule.keys.filter { !known.contains($0) }.sorted()
        var groups: [Group] = []
        for id in ids {
            let (files, created, accepted) = applying(fixesByRule[id]!)
            var views: [FileView] = []
            for path in files.keys.sorted() {
                let new = files[path]!
                let old = created.contains(path) ? nil : originals[path]
                if old == new { continue }
                views.append(FileView(path: path, old: old, new: new))
            }
            guard !views.isEmpty else { continue }
            let t = catalog.transform(id)
            let safe = accepted.filter { $0.safety == .safe }.count
            let rev = accepted.count - safe
            var counts = "\(accepted.count) fix\(accepted.count == 1 ? "" : "es") applied"
            if rev > 0 { counts += " (\(safe) safe, \(rev) review)" }
            groups.append(Group(id: id, safety: t?.fixSafety, summary: t?.summary,
                                explanation: explanation(catalog.documentation[id]), counts: counts, files: views))
        }

        // Whatever the first round's fixes do not explain: edits of later rounds.
        let first = applying(appliedOrder)
        var later: [FileView] = []
        for c in result.changes {
            let expected: [UInt8]? = first.files[c.path] ?? c.original
            if expected != c.result { later.append(FileView(path: c.path, old: expected, new: c.result)) }
        }
        if !later.isEmpty {
            let text = """
                <p>After applying fixes, unfold runs the transforms again on the rewritten files (up to \
                10 rounds). These edits came from those later rounds — for example code that one fix \
                moved into a new file and another transform then rewrote — so they are not attributed \
                to one finding. Each file is shown against the result of the first round (the original \
                with every fix listed above).</p>

                """
            groups.append(Group(id: laterRoundsID, safety: nil, summary: nil, explanation: text, counts: "", files: later))
        }
        return groups
    }

    /// The "What it does", "Why" and "Fix safety" sections of a transform's documentation, as HTML.
    static func explanation(_ doc: String?) -> String {
        guard let doc else { return "" }
        var sections: [(title: String, body: [Substring])] = []
        for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                sections.append((String(line.dropFirst(3)).trimmingSpaces, []))
            } else if !sections.isEmpty {
                sections[sections.count - 1].body.append(line)
            } else {
                sections.append(("", [line]))
            }
        }
        var out = ""
        for (title, body) in sections where ["What it does", "Why", "Fix safety"].contains(title) {
            out += "<h3>\(escape(title))</h3>\n" + markdown(body.joined(separator: "\n"))
        }
        return out
    }

    // MARK: - Side-by-side diff

    /// The fragment of a file's view under one transform (`unfold report` links to it).
    static func fileAnchor(rule: String, path: String) -> String {
        anchor(rule) + "-f-" + ContentDigest(path).description
    }

    static func fileHTML(_ f: FileView, id: String? = nil) -> String {
        let a = Lines(f.old ?? [])
        let b = Lines(f.new)
        let (chgA, chgB) = LineDiff.changes(a, b)
        let added = chgB.filter { $0 }.count, removed = chgA.filter { $0 }.count
        var h = "<details class=\"file\"" + (id.map { " id=\"\($0)\"" } ?? "") + " open>\n<summary><span class=\"path\">\(escape(f.path))</span>"
        if f.old == nil { h += " <span class=\"tag new\">new file</span>" }
        h += " <span class=\"stat\"><span class=\"plus\">+\(added)</span> <span class=\"minus\">−\(removed)</span></span></summary>\n"
        if a.count == 0 && b.count == 0 {
            return h + "<p class=\"empty\">(empty file)</p>\n</details>\n"
        }
        if f.old == nil {
            // A created file: one column, every line added.
            h += "<table class=\"diff created\">\n<colgroup><col class=\"num\"><col class=\"code\"></colgroup>\n"
            h += "<thead><tr><th colspan=\"2\">new file</th></tr></thead>\n<tbody>\n"
            for j in 0..<b.count {
                let line = text(b, j)
                h += "<tr class=\"chg\"><td class=\"num add\">\(j + 1)</td><td class=\"code add\">\(escapeCode(line.text))"
                    + (line.noNewline ? "<span class=\"eol\">no newline at end of file</span>" : "") + "</td></tr>\n"
            }
            return h + "</tbody>\n</table>\n</details>\n"
        }
        h += "<table class=\"diff\">\n<colgroup><col class=\"num\"><col class=\"code\"><col class=\"num\"><col class=\"code\"></colgroup>\n"
        h += "<thead><tr><th colspan=\"2\">before</th><th colspan=\"2\">after</th></tr></thead>\n<tbody>\n"

        let regs = UnifiedDiff.regions(chgA: chgA, chgB: chgB)
        var k = 0
        var shownA = 0  // old lines before this index are shown or collapsed already
        var shownB = 0
        while k < regs.count {
            var last = k
            // Never collapse a single line: gaps of 2 × context + 1 are shown whole.
            while last + 1 < regs.count && regs[last + 1].a0 - regs[last].a1 <= 2 * context + 1 { last += 1 }
            let before = regs[k].a0 - shownA
            let lead = before <= context + 1 ? before : context
            let s1 = regs[k].a0 - lead, s2 = regs[k].b0 - lead
            if s1 > shownA {
                h += skipRow(count: s1 - shownA, function: functionContext(a, before: s1))
            }
            var ia = s1, ib = s2
            for r in regs[k...last] {
                while ia < r.a0 { h += contextRow(a, ia, b, ib); ia += 1; ib += 1 }
                let n = max(r.a1 - r.a0, r.b1 - r.b0)
                for x in 0..<n {
                    let i = r.a0 + x < r.a1 ? r.a0 + x : nil
                    let j = r.b0 + x < r.b1 ? r.b0 + x : nil
                    h += changeRow(a, i, b, j)
                }
                ia = r.a1
                ib = r.b1
            }
            let after = a.count - ia
            let trail = after <= context + 1 ? after : context
            for _ in 0..<trail { h += contextRow(a, ia, b, ib); ia += 1; ib += 1 }
            shownA = ia
            shownB = ib
            k = last + 1
        }
        if shownA < a.count { h += skipRow(count: a.count - shownA, function: nil) }
        _ = shownB
        h += "</tbody>\n</table>\n</details>\n"
        return h
    }

    static func skipRow(count: Int, function: String?) -> String {
        var s = "<tr class=\"skip\"><td colspan=\"4\">⋯ \(count) unchanged line\(count == 1 ? "" : "s")"
        if let function { s += " · <span class=\"fn\">\(escape(function))</span>" }
        return s + "</td></tr>\n"
    }

    /// git's function context for a hunk starting at old line `s1`.
    static func functionContext(_ a: Lines, before s1: Int) -> String? {
        var l = s1 - 1
        while l >= 0 {
            if let f = a.funcName(l) { return String(decoding: a.bytes[f.start..<f.end], as: UTF8.self) }
            l -= 1
        }
        return nil
    }

    static func contextRow(_ a: Lines, _ i: Int, _ b: Lines, _ j: Int) -> String {
        "<tr class=\"ctx\"><td class=\"num\">\(i + 1)</td><td class=\"code\">\(escapeCode(text(a, i).text))</td>"
            + "<td class=\"num\">\(j + 1)</td><td class=\"code\">\(escapeCode(text(b, j).text))</td></tr>\n"
    }

    static func changeRow(_ a: Lines, _ i: Int?, _ b: Lines, _ j: Int?) -> String {
        let old = i.map { text(a, $0) }, new = j.map { text(b, $0) }
        var oldHTML = "", newHTML = ""
        if let old, let new {
            (oldHTML, newHTML) = inlineDiff(old.text, new.text)
        } else {
            oldHTML = old.map { escapeCode($0.text) } ?? ""
            newHTML = new.map { escapeCode($0.text) } ?? ""
        }
        let eol = "<span class=\"eol\">no newline at end of file</span>"
        if old?.noNewline == true && new?.noNewline != true { oldHTML += eol }
        if new?.noNewline == true && old?.noNewline != true { newHTML += eol }
        var row = "<tr class=\"chg\">"
        if let i { row += "<td class=\"num del\">\(i + 1)</td><td class=\"code del\">\(oldHTML)</td>" } else { row += "<td class=\"num none\"></td><td class=\"code none\"></td>" }
        if let j { row += "<td class=\"num add\">\(j + 1)</td><td class=\"code add\">\(newHTML)</td>" } else { row += "<td class=\"num none\"></td><td class=\"code none\"></td>" }
        return row + "</tr>\n"
    }

    /// Line `i` without its line terminator (`\n` or `\r\n`), invalid UTF-8 replaced by U+FFFD.
    static func text(_ l: Lines, _ i: Int) -> (text: String, noNewline: Bool) {
        var e = l.starts[i + 1]
        let s = l.starts[i]
        var noNewline = true
        if e > s && l.bytes[e - 1] == 0x0A {
            noNewline = false
            e -= 1
            if e > s && l.bytes[e - 1] == 0x0D { e -= 1 }
        }
        return (String(decoding: l.bytes[s..<e], as: UTF8.self), noNewline)
    }

    /// Both lines escaped, with the part that differs (widened to whole words) marked.
    static func inlineDiff(_ old: String, _ new: String) -> (String, String) {
        let a = Array(old.unicodeScalars), b = Array(new.unicodeScalars)
        var pre = 0
        while pre < a.count && pre < b.count && a[pre] == b[pre] { pre += 1 }
        var suf = 0
        while suf < a.count - pre && suf < b.count - pre && a[a.count - 1 - suf] == b[b.count - 1 - suf] { suf += 1 }
        func isWord(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic || c.properties.numericType != nil }
        // Do not split a word: move the boundaries out to word edges.
        while pre > 0 && ((pre < a.count && isWord(a[pre]) && isWord(a[pre - 1])) || (pre < b.count && isWord(b[pre]) && isWord(b[pre - 1]))) { pre -= 1 }
        while suf > 0 && ((a.count - suf > 0 && isWord(a[a.count - suf]) && isWord(a[a.count - suf - 1]))
                          || (b.count - suf > 0 && isWord(b[b.count - suf]) && isWord(b[b.count - suf - 1]))) { suf -= 1 }
        // Mark only lines that are mostly alike: the common part, leading
        // indentation aside, is at least a quarter of the longer line.
        var indent = 0
        while indent < pre && (a[indent] == " " || a[indent] == "\t") { indent += 1 }
        let common = pre - indent + suf
        let longer = max(a.count, b.count) - indent
        if common < 4 || common * 4 < longer || (pre == a.count && pre == b.count) {
            return (escapeCode(old), escapeCode(new))
        }
        func mark(_ s: [Unicode.Scalar]) -> String {
            let head = String(String.UnicodeScalarView(s[..<pre]))
            let mid = String(String.UnicodeScalarView(s[pre..<(s.count - suf)]))
            let tail = String(String.UnicodeScalarView(s[(s.count - suf)...]))
            return escapeCode(head) + (mid.isEmpty ? "" : "<span class=\"x\">\(escapeCode(mid))</span>") + escapeCode(tail)
        }
        return (mark(a), mark(b))
    }

    // MARK: - Escaping

    /// Text for HTML content and attribute values: `& < > " '` as entities, control
    /// characters as visible symbols (U+2400…), so no byte of input can open markup.
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(c)
            case "\r": out += "\u{240D}"
            case _ where c.value < 0x20: out.unicodeScalars.append(Unicode.Scalar(0x2400 + c.value)!)
            case "\u{7F}": out += "\u{2421}"
            case _ where (0x80...0x9F).contains(c.value) || c.value == 0xFEFF
                || (0xFDD0...0xFDEF).contains(c.value) || c.value & 0xFFFE == 0xFFFE:
                // C1 controls, BOM, noncharacters: not allowed (or invisible) in HTML text.
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A line of code: escaped, tabs kept (the cell keeps white space).
    static func escapeCode(_ s: String) -> String { escape(s) }

    /// Text with `code` spans (as finding messages write them) set as code; the rest escaped.
    static func codeSpans(_ s: String) -> String {
        let parts = s.split(separator: "`", omittingEmptySubsequences: false)
        // An odd count of backticks leaves the last one literal.
        guard parts.count >= 3 else { return escape(s) }
        var out = ""
        for (k, part) in parts.enumerated() {
            let inCode = k % 2 == 1
            if inCode && k == parts.count - 1 {
                out += "`" + escape(String(part))
            } else {
                out += inCode ? "<code>\(escape(String(part)))</code>" : escape(String(part))
            }
        }
        return out
    }

    /// An id usable as a fragment.
    static func anchor(_ id: String) -> String {
        "t-" + String(String.UnicodeScalarView(id.unicodeScalars.map { c in
            (c.properties.isAlphabetic && c.isASCII) || ("0"..."9").contains(c) || c == "-" || c == "_" ? c : "-"
        }))
    }

    // MARK: - Markdown

    /// A small Markdown subset → HTML: paragraphs, `-`/`*`/`1.` lists (with
    /// continuation lines), fenced code, headings, `code`, **bold**, *emphasis*,
    /// and links rendered as their text only (the page references nothing).
    static func markdown(_ md: String) -> String {
        var out = ""
        var para: [String] = []
        var items: [String] = []
        var ordered = false
        var code: [String]? = nil
        func flushPara() {
            if !para.isEmpty { out += "<p>\(inline(para.joined(separator: " ")))</p>\n" }
            para = []
        }
        func flushList() {
            if !items.isEmpty {
                let tag = ordered ? "ol" : "ul"
                out += "<\(tag)>\n" + items.map { "<li>\(inline($0))</li>\n" }.joined() + "</\(tag)>\n"
            }
            items = []
        }
        for raw in md.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            let trimmed = line.trimmingSpaces
            if code != nil {
                if trimmed.hasPrefix("```") {
                    out += "<pre><code>\(escape(code!.joined(separator: "\n")))</code></pre>\n"
                    code = nil
                } else {
                    code!.append(line)
                }
                continue
            }
            if trimmed.hasPrefix("```") { flushPara(); flushList(); code = []; continue }
            if trimmed.isEmpty { flushPara(); flushList(); continue }
            if trimmed.hasPrefix("#") {
                let level = trimmed.prefix { $0 == "#" }.count
                if level <= 6, trimmed.dropFirst(level).first == " " {
                    flushPara(); flushList()
                    let n = min(6, level + 2)
                    out += "<h\(n)>\(inline(String(trimmed.dropFirst(level)).trimmingSpaces))</h\(n)>\n"
                    continue
                }
            }
            if let item = listItem(trimmed) {
                flushPara()
                if !items.isEmpty && ordered != item.ordered { flushList() }
                ordered = item.ordered
                items.append(item.text)
                continue
            }
            if !items.isEmpty {
                items[items.count - 1] += " " + trimmed
            } else {
                para.append(trimmed)
            }
        }
        if let code { out += "<pre><code>\(escape(code.joined(separator: "\n")))</code></pre>\n" }
        flushPara()
        flushList()
        return out
    }

    static func listItem(_ line: String) -> (ordered: Bool, text: String)? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("+ ") { return (false, String(line.dropFirst(2))) }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count < 10 {
            let rest = line.dropFirst(digits.count)
            if rest.hasPrefix(". ") || rest.hasPrefix(") ") { return (true, String(rest.dropFirst(2))) }
        }
        return nil
    }

    /// Inline Markdown: code spans, `**strong**`, `*em*`, `[text](target)` → text, `\` escapes.
    static func inline(_ s: String) -> String {
        let c = Array(s)
        var out = ""
        var i = 0
        var strong = false, em = false
        while i < c.count {
            let ch = c[i]
            if ch == "\\", i + 1 < c.count, c[i + 1].isPunctuation || c[i + 1].isSymbol {
                out += escape(String(c[i + 1]))
                i += 2
                continue
            }
            if ch == "`" {
                var n = 0
                while i + n < c.count && c[i + n] == "`" { n += 1 }
                // The closing run of the same length.
                var j = i + n
                var close: Int? = nil
                while j < c.count {
                    if c[j] == "`" {
                        var m = 0
                        while j + m < c.count && c[j + m] == "`" { m += 1 }
                        if m == n { close = j; break }
                        j += m
                    } else {
                        j += 1
                    }
                }
                if let close {
                    var body = String(c[(i + n)..<close])
                    if body.count >= 2, body.first == " ", body.last == " ", body.contains(where: { $0 != " " }) {
                        body = String(body.dropFirst().dropLast())
                    }
                    out += "<code>\(escape(body))</code>"
                    i = close + n
                } else {
                    out += escape(String(repeating: "`", count: n))
                    i += n
                }
                continue
            }
            if ch == "*" && i + 1 < c.count && c[i + 1] == "*" {
                let ahead = (i + 2..<max(i + 2, c.count - 1)).contains { c[$0] == "*" && c[$0 + 1] == "*" }
                if strong || ahead {
                    out += strong ? "</strong>" : "<strong>"
                    strong.toggle()
                    i += 2
                    continue
                }
            }
            if ch == "*" && (em || (i + 1 < c.count && c[i + 1] != " " && c[(i + 1)...].contains("*"))) {
                out += em ? "</em>" : "<em>"
                em.toggle()
                i += 1
                continue
            }
            if ch == "[", let close = c[(i + 1)...].firstIndex(of: "]"), close + 1 < c.count, c[close + 1] == "(",
               let end = matchingParen(c, from: close + 1) {
                out += inline(String(c[(i + 1)..<close]))
                i = end + 1
                continue
            }
            out += escape(String(ch))
            i += 1
        }
        if em { out += "</em>" }
        if strong { out += "</strong>" }
        return out
    }

    /// Index of the `)` that closes the `(` at `open`, counting nested pairs.
    static func matchingParen(_ c: [Character], from open: Int) -> Int? {
        var depth = 0
        for k in open..<c.count {
            if c[k] == "(" { depth += 1 } else if c[k] == ")" {
                depth -= 1
                if depth == 0 { return k }
            }
        }
        return nil
    }

    // MARK: - Style

    static let css = """
        :root { --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg2: #f6f8fa;
          --add: #dafbe1; --addx: #9ee6ae; --addn: #c8f0d0; --del: #ffebe9; --delx: #ffb8b0; --deln: #ffd7d5; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: var(--fg); background: #fff; }
        header { padding: 16px 24px 8px; border-bottom: 1px solid var(--line); background: var(--bg2); }
        h1 { font-size: 22px; margin: 0 0 4px; }
        main { padding: 8px 24px 48px; }
        code, pre, table.diff td.code, td.loc { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", Consolas, monospace; font-size: 12.5px; }
        nav ol { margin: 8px 0; padding-left: 24px; columns: 2; column-gap: 32px; }
        nav li { margin: 2px 0; break-inside: avoid; }
        a { color: #0969da; text-decoration: none; }
        a:hover { text-decoration: underline; }
        .muted, .counts { color: var(--muted); }
        .totals { margin: 4px 0; }
        section.transform, section.findings, section.problems { margin-top: 28px; }
        section h2 { font-size: 18px; margin: 0 0 6px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
        section h2 code { font-size: 17px; }
        .summary { font-size: 15px; margin: 4px 0; }
        .counts { margin: 2px 0 8px; }
        .safety { display: inline-block; font: 600 11.5px/1.6 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
          padding: 0 8px; border-radius: 10px; vertical-align: middle; border: 1px solid; }
        .safety.safe { color: #1a7f37; border-color: #4ac26b; background: #dafbe1; }
        .safety.review { color: #9a6700; border-color: #d4a72c; background: #fff8c5; }
        .safety.finding, .safety.later { color: var(--muted); border-color: var(--line); background: var(--bg2); }
        details.doc { margin: 8px 0 12px; padding: 4px 12px; border-left: 3px solid var(--line); background: #fbfcfd; max-width: 980px; }
        details.doc > summary { cursor: pointer; color: var(--muted); font-size: 13px; }
        details.doc h3 { font-size: 14px; margin: 10px 0 2px; }
        details.doc p, details.doc ul, details.doc ol { margin: 4px 0; }
        details.doc pre { background: var(--bg2); padding: 8px; overflow-x: auto; }
        details.file { margin: 12px 0; border: 1px solid var(--line); border-radius: 6px; overflow: hidden; }
        details.file > summary { cursor: pointer; padding: 6px 10px; background: var(--bg2); border-bottom: 1px solid var(--line); font-weight: 600; }
        details.file > summary .path { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", Consolas, monospace; font-size: 13px; overflow-wrap: anywhere; }
        .tag.new { font-size: 11.5px; font-weight: 600; color: #1a7f37; border: 1px solid #4ac26b; border-radius: 10px; padding: 0 7px; }
        .stat { font-weight: 400; font-size: 12.5px; margin-left: 6px; }
        .plus { color: #1a7f37; } .minus { color: #d1242f; }
        table { border-collapse: collapse; }
        table.diff { width: 100%; table-layout: fixed; }
        table.diff col.num { width: 3.6em; }
        table.diff th { font-weight: 600; font-size: 12px; color: var(--muted); text-align: left; padding: 3px 10px; border-bottom: 1px solid var(--line); }
        table.diff td { padding: 0 8px; vertical-align: top; line-height: 20px; }
        table.diff td.num { text-align: right; color: var(--muted); font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; font-size: 12px;
          user-select: none; border-right: 1px solid var(--line); }
        table.diff td.code { white-space: pre-wrap; overflow-wrap: anywhere; tab-size: 4; padding-left: calc(8px + 4ch); text-indent: -4ch; }
        table.diff td.code + td.num { border-left: 1px solid var(--line); }
        td.code.del { background: var(--del); } td.num.del { background: var(--deln); }
        td.code.add { background: var(--add); } td.num.add { background: var(--addn); }
        td.none { background: repeating-linear-gradient(135deg, #f6f8fa 0 6px, #eef1f4 6px 8px); }
        td.del .x { background: var(--delx); border-radius: 2px; }
        td.add .x { background: var(--addx); border-radius: 2px; }
        .eol { margin-left: 6px; font-size: 11px; color: var(--muted); font-family: -apple-system, "Segoe UI", "Noto Sans", sans-serif; }
        tr.skip td { background: #ddf4ff; color: var(--muted); font-size: 12px; padding: 2px 10px; line-height: 18px; }
        tr.skip .fn { font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; margin-left: 12px; }
        table.findings { width: 100%; }
        table.findings th, table.findings td { text-align: left; vertical-align: top; padding: 5px 10px; border-bottom: 1px solid var(--line); }
        table.findings th { background: var(--bg2); font-size: 12px; color: var(--muted); }
        td.loc { overflow-wrap: anywhere; min-width: 16em; }
        td.rule { white-space: nowrap; }
        section.problems { border: 1px solid #d4a72c; background: #fff8c5; padding: 4px 16px; border-radius: 6px; }
        .empty { color: var(--muted); font-style: italic; }

        """
}

private extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}

private extension Substring {
    var trimmingSpaces: String { String(self).trimmingSpaces }
}
