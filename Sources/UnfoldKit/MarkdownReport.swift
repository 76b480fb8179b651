/// `check --format markdown`: a summary for a pull-request comment — counts
/// per transform and fix safety, then the first findings as `path:line`
/// (docs/adoption.md). Every piece of text from the code (paths, messages)
/// is escaped, so a file name or message holding `|`, backticks, HTML,
/// `@mentions` or Markdown punctuation cannot break the table or the list.
public enum MarkdownReport {
    /// Findings listed after the table; the rest are counted.
    public static let defaultLimit = 50

    public static func render(_ result: EngineResult, catalog: TransformCatalog? = nil, limit: Int = defaultLimit) -> [UInt8] {
        let findings = result.findings
        var out = "### unfold\n\n"
        guard !findings.isEmpty else {
            out += "No findings: nothing to migrate.\n"
            return Array(out.utf8)
        }
        var rows: [String: (safe: Int, review: Int, human: Int)] = [:]
        for f in findings {
            var row = rows[f.ruleID] ?? (0, 0, 0)
            switch f.safety {
            case .safe: row.safe += 1
            case .review: row.review += 1
            case .none: row.human += 1
            }
            rows[f.ruleID] = row
        }
        let total = rows.values.reduce((0, 0, 0)) { ($0.0 + $1.safe, $0.1 + $1.review, $0.2 + $1.human) }
        out += "\(findings.count) finding\(findings.count == 1 ? "" : "s"): \(total.0) with a safe fix, \(total.1) with a review fix, \(total.2) for a human.\n\n"
        out += "| transform | safe fix | review fix | for a human |\n|---|---:|---:|---:|\n"
        for id in rows.keys.sorted() {
            let r = rows[id]!
            out += "| \(cell(id)) | \(r.safe) | \(r.review) | \(r.human) |\n"
        }
        out += "| **total** | \(total.0) | \(total.1) | \(total.2) |\n\n"
        let shown = findings.prefix(max(0, limit))
        out += findings.count > shown.count ? "First \(shown.count) of \(findings.count) findings:\n\n" : "Findings:\n\n"
        for (i, f) in zip(findings.indices, shown) {
            // Superseded: another applied fix removes this code (as the other formats mark it).
            let kind = result.superseded.contains(i) ? "superseded: another fix removes this code" : f.fix?.safety.label ?? "finding"
            out += "- \(text("\(f.path):\(f.line)")) — \(text(f.ruleID)) (\(kind)): \(text(f.message))\n"
        }
        if findings.count > shown.count {
            out += "- … and \(findings.count - shown.count) more (`unfold check` lists them all)\n"
        }
        return Array(out.utf8)
    }

    /// `s` as Markdown text that renders as itself: HTML-significant
    /// characters, `|`, backticks, `@` and `#` as character references;
    /// other Markdown punctuation backslash-escaped; line breaks and other
    /// control characters as spaces.
    public static func text(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "|": out += "&#124;"
            case "`": out += "&#96;"
            case "@": out += "&#64;"
            case "#": out += "&#35;"
            case "\\", "*", "_", "[", "]", "(", ")", "!", "~", "{", "}", "+", "=", "$", "^":
                out += "\\" + String(c)
            case let c where Report.isControl(c): out += " "
            case "\u{2028}", "\u{2029}": out += " "
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A table cell: `text`, never empty.
    static func cell(_ s: String) -> String {
        s.isEmpty ? " " : text(s)
    }
}
