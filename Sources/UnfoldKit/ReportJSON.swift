import Foundation

// `unfold check --format json` (issue 19, item 1): one object naming the tool
// and its version, and the findings. The fields are documented in
// docs/output-formats.md; `OutputFormatsDocTests` checks real output against
// that list.

extension Report {
    /// The JSON document: `{"tool": {"name", "version"}, "findings": […]}`.
    struct JSONDocument: Encodable {
        var tool: JSONTool
        var findings: [JSONFinding]
    }

    struct JSONTool: Encodable {
        var name: String
        var version: String
    }

    struct JSONFinding: Encodable {
        var rule: String
        var path: String
        var line: Int
        var column: Int
        var message: String
        /// The rule's short help (why it matters; `unfold explain ID` for the rest).
        var help: String?
        var fix: JSONFix?
        /// True when an applicable fix elsewhere removes the code this finding
        /// is about (it needs no action of its own); left out otherwise.
        var superseded: Bool?
    }

    struct JSONFix: Encodable {
        var safety: String
        var title: String
        /// Whether the fix would be applied with the options given (safe, or review with --unsafe).
        var applicable: Bool
    }

    /// Every finding (superseded ones marked), pretty-printed with sorted keys, one newline at the end.
    static func json(_ result: EngineResult, catalog: TransformCatalog?) -> [UInt8] {
        let items = result.findings.enumerated().map { i, f in
            JSONFinding(rule: f.ruleID, path: f.path, line: f.line, column: f.column, message: f.message,
                        help: catalog?.help(for: f.ruleID),
                        fix: f.fix.map { JSONFix(safety: $0.safety.rawValue, title: $0.title, applicable: result.applied.contains(i)) },
                        superseded: result.superseded.contains(i) ? true : nil)
        }
        let document = JSONDocument(tool: JSONTool(name: "unfold", version: UnfoldVersion.current), findings: items)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain values cannot fail; were it to, the document still has its shape.
        var data = (try? encoder.encode(document))
            ?? Data("{\"findings\":[],\"tool\":{\"name\":\"unfold\",\"version\":\"\(UnfoldVersion.current)\"}}".utf8)
        data.append(10)
        return [UInt8](data)
    }
}
