import Foundation

/// The formats `Report.render` writes findings in.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `path:line:col: id: message [fix: …]`.
    case text
    /// Xcode warnings.
    case xcode
    case json
    /// SARIF 2.1.0.
    case sarif
    /// GitHub workflow commands (annotations).
    case github
    /// GitLab Code Quality JSON (`GitLabReport`).
    case gitlab
    /// A pull-request comment (`MarkdownReport`).
    case markdown
}

/// Renders engine results: patches and finding reports.
public enum Report {
    /// The unified diff of every change, in path order. Colour adds ANSI codes for a terminal.
    /// (Each file's diff is made on one of `jobs` threads, all cores when 0.)
    public static func patch(_ changes: [FileChange], color: Bool = false, jobs: Int = 1) -> [UInt8] {
        let diffs = Parallel.map(changes, jobs: jobs) { c in
            let d = UnifiedDiff.makeBytes(path: c.path, old: c.original, new: c.result)
            return color ? colorize(d) : d
        }
        var out: [UInt8] = []
        out.reserveCapacity(diffs.reduce(0) { $0 + $1.count })
        for d in diffs { out.append(contentsOf: d) }
        return out
    }

    static func colorize(_ diff: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(diff.count + diff.count / 8)
        for line in diff.split(separator: 10, omittingEmptySubsequences: false).dropLast() {
            let code: String?
            switch line.first {
            case UInt8(ascii: "+") where !line.starts(with: Array("+++ ".utf8)): code = "\u{1B}[32m"
            case UInt8(ascii: "-") where !line.starts(with: Array("--- ".utf8)): code = "\u{1B}[31m"
            case UInt8(ascii: "@"): code = "\u{1B}[36m"
            case UInt8(ascii: "d"): code = "\u{1B}[1m"
            default: code = nil
            }
            if let code {
                out.append(contentsOf: Array(code.utf8))
                out.append(contentsOf: line)
                out.append(contentsOf: Array("\u{1B}[0m".utf8))
            } else {
                out.append(contentsOf: line)
            }
            out.append(10)
        }
        return out
    }

    /// Every finding in `format` (text, Xcode warnings, JSON).
    /// `sources`: the inputs' bytes by path, for GitLab fingerprints (the findings' line texts).
    public static func render(_ result: EngineResult, format: ReportFormat, catalog: TransformCatalog? = nil, sources: [String: [UInt8]] = [:]) -> [UInt8] {
        switch format {
        case .gitlab: return GitLabReport.render(result, sources: sources)
        case .markdown: return MarkdownReport.render(result, catalog: catalog)
        case .sarif:
            return sarif(result, catalog: catalog)
        case .github:
            var s = ""
            for (i, f) in result.findings.enumerated() {
                let level = result.superseded.contains(i) ? "notice" : "warning"
                s += "::\(level) file=\(githubPath(f.path)),line=\(f.line),col=\(f.column),title=\(githubProperty(f.ruleID))::\(githubData(f.message))\n"
            }
            return Array(s.utf8)
        case .text:
            var s = ""
            for (i, f) in result.findings.enumerated() {
                s += "\(displayPath(f.path)):\(f.line):\(f.column): \(f.ruleID): \(f.message)"
                if let fix = f.fix { s += result.applied.contains(i) ? " [fix: \(fix.safety.label)]" : " [fix: \(fix.safety.label), not applied]" }
                if result.superseded.contains(i) { s += " [superseded: another fix removes this code]" }
                s += "\n"
            }
            return Array(s.utf8)
        case .xcode:
            var s = ""
            for (i, f) in result.findings.enumerated() {
                s += "\(displayPath(f.path)):\(f.line):\(f.column): \(result.superseded.contains(i) ? "note" : "warning"): \(f.message) [\(f.ruleID)]\n"
            }
            return Array(s.utf8)
        case .json:
            return json(result, catalog: catalog)
        }
    }

    // MARK: - Paths in reports

    /// A path as text outputs print it (text and xcode reports, findings and
    /// messages on stderr): verbatim, unless it holds a control character (C0,
    /// DEL, C1) or starts with `"`; then, as git prints such paths in patch
    /// headers, in double quotes with C escapes: `\n`, `\t`, `\r`, `\a`, `\b`,
    /// `\v`, `\f`, `\"`, `\\`, and three-digit octal for the other control
    /// bytes (ESC is `\033`). Other non-ASCII characters stay as they are. So a
    /// file name can neither end a line nor send terminal escape codes.
    public static func displayPath(_ path: String) -> String {
        let needsQuotes = path.hasPrefix("\"") || path.unicodeScalars.contains(where: isControl)
        return needsQuotes ? "\"" + escaped(path, quoting: true) + "\"" : path
    }

    /// `s` with its control characters written as C escapes (as in
    /// `displayPath`, without the quotes): for messages that may hold a path.
    public static func escapingControls(_ s: String) -> String {
        s.unicodeScalars.contains(where: isControl) ? escaped(s, quoting: false) : s
    }

    static func isControl(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0x9F).contains(c.value)
    }

    static func escaped(_ s: String, quoting: Bool) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\u{07}": out += "\\a"
            case "\u{08}": out += "\\b"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\u{0B}": out += "\\v"
            case "\u{0C}": out += "\\f"
            case "\r": out += "\\r"
            case "\"" where quoting: out += "\\\""
            case "\\" where quoting: out += "\\\\"
            case let c where isControl(c):
                for byte in String(c).utf8 {
                    out += "\\" + String(byte >> 6) + String((byte >> 3) & 7) + String(byte & 7)
                }
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A relative path as a URI reference (RFC 3986) for SARIF's
    /// `artifactLocation.uri`: UTF-8 bytes percent-encoded except the
    /// unreserved characters (`A–Z a–z 0–9 - . _ ~`) and `/`. So `x#1.swift`
    /// is `x%231.swift` (not a fragment) and `p%41.swift` is `p%2541.swift`
    /// (not `pA.swift`).
    public static func uriReference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + hexDigits(byte)
            }
        }
        return out
    }

    static func hexDigits(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
    }

    /// A path in a GitHub workflow-command property: `githubProperty`, and the
    /// other control characters as `%XX` (GitHub does not decode those, so such
    /// a path's annotation is not attached to the file, but the log shows no
    /// raw control character).
    static func githubPath(_ path: String) -> String {
        var out = ""
        for c in githubProperty(path).unicodeScalars {
            if isControl(c) {
                for byte in String(c).utf8 { out += "%" + hexDigits(byte) }
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// GitHub workflow-command escaping.
    static func githubData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func githubProperty(_ s: String) -> String {
        githubData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// SARIF 2.1.0: one run, the transforms as rules, findings as results with
    /// their fixes (byte-offset regions; columns are 1-based UTF-8 byte columns).
    static func sarif(_ result: EngineResult, catalog: TransformCatalog?) -> [UInt8] {
        let transforms = catalog?.transforms ?? []
        let ids = transforms.map(\.id) + (catalog == nil ? [] : BuiltInRule.all.map(\.id))
        var rules: [[String: Any]] = []
        for t in transforms {
            var rule: [String: Any] = [
                "id": t.id,
                "shortDescription": ["text": t.summary],
                "defaultConfiguration": ["level": "warning"],
                "properties": ["fixSafety": t.fixSafety.label],
            ]
            if let doc = catalog?.documentation[t.id] { rule["fullDescription"] = ["text": doc] }
            if let help = catalog?.help(for: t.id) {
                rule["help"] = ["text": help, "markdown": catalog?.documentation[t.id] ?? help]
            }
            rules.append(rule)
        }
        if catalog != nil { rules += BuiltInRule.all.map(\.sarifRule) }
        var results: [[String: Any]] = []
        for (i, f) in result.findings.enumerated() {
            var r: [String: Any] = [
                "ruleId": f.ruleID,
                "level": result.superseded.contains(i) ? "note" : "warning",
                "message": ["text": f.message],
                "locations": [["physicalLocation": [
                    "artifactLocation": ["uri": uriReference(f.path)],
                    "region": ["startLine": f.line, "startColumn": f.column, "byteOffset": f.offset],
                ]]],
            ]
            if let k = ids.firstIndex(of: f.ruleID) { r["ruleIndex"] = k }
            if let fix = f.fix {
                var changes: [[String: Any]] = []
                for (path, edits) in Dictionary(grouping: fix.edits, by: \.path).sorted(by: { $0.key < $1.key }) {
                    changes.append([
                        "artifactLocation": ["uri": uriReference(path)],
                        "replacements": edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { e in
                            ["deletedRegion": ["byteOffset": e.range.lowerBound, "byteLength": e.range.count],
                             "insertedContent": ["text": String(decoding: e.replacement, as: UTF8.self)]] as [String: Any]
                        },
                    ])
                }
                for c in fix.creations {
                    changes.append([
                        "artifactLocation": ["uri": uriReference(c.path)],
                        "replacements": [["deletedRegion": ["byteOffset": 0, "byteLength": 0],
                                          "insertedContent": ["text": String(decoding: c.contents, as: UTF8.self)]]],
                    ])
                }
                r["fixes"] = [["description": ["text": "\(fix.title) (\(fix.safety.label))"], "artifactChanges": changes]]
                r["properties"] = ["fixSafety": fix.safety.label, "applied": result.applied.contains(i)]
            }
            if result.superseded.contains(i) { r["properties"] = (r["properties"] as? [String: Any] ?? [:]).merging(["superseded": true]) { $1 } }
            results.append(r)
        }
        var run: [String: Any] = [
            "tool": ["driver": ["name": "unfold", "version": UnfoldVersion.current, "informationUri": "https://github.com/unfold-tool/unfold", "rules": rules]],
            "results": results,
        ]
        // What the run could not read (project files) or gave up on, as the
        // invocation's tool notifications; only when there is something to say.
        if !result.problems.isEmpty {
            let notes = result.problems.map { p -> [String: Any] in
                var n: [String: Any] = ["level": "warning", "message": ["text": p.description]]
                if case .projectFile(let w) = p {
                    n["message"] = ["text": w.reason]
                    var location: [String: Any] = ["artifactLocation": ["uri": uriReference(w.file)]]
                    if w.line > 0 { location["region"] = ["startLine": w.line] }
                    n["locations"] = [["physicalLocation": location]]
                }
                return n
            }
            run["invocations"] = [["executionSuccessful": true, "toolExecutionNotifications": notes]]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        var data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        data.append(10)
        return [UInt8](data)
    }

    /// Counts by transform: fixed, review fixes pending, findings for a human.
    public static func summaryTable(_ result: EngineResult) -> String {
        var rows: [String: (fixed: Int, review: Int, human: Int)] = [:]
        for (i, f) in result.findings.enumerated() where !result.superseded.contains(i) {
            var row = rows[f.ruleID] ?? (0, 0, 0)
            if result.applied.contains(i) { row.fixed += 1 } else if f.fix != nil { row.review += 1 } else { row.human += 1 }
            rows[f.ruleID] = row
        }
        guard !rows.isEmpty else { return "" }
        let width = max(9, rows.keys.map(\.count).max() ?? 0)
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        func num(_ v: Int) -> String { let t = String(v); return String(repeating: " ", count: max(0, 8 - t.count)) + t }
        var out = pad("transform", width) + "   fixed  pending findings\n"
        for id in rows.keys.sorted() {
            let r = rows[id]!
            out += pad(id, width) + num(r.fixed) + num(r.review) + num(r.human) + "\n"
        }
        return out
    }
}
