import Foundation

/// Renders engine results: patches and finding reports.
public enum Report {
    /// The unified diff of every change, in path order. Colour adds ANSI codes for a terminal.
    public static func patch(_ changes: [FileChange], color: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        for c in changes {
            let d = UnifiedDiff.makeBytes(path: c.path, old: c.original, new: c.result)
            out.append(contentsOf: color ? colorize(d) : d)
        }
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
    public static func render(_ result: EngineResult, format: Invocation.Format) -> [UInt8] {
        switch format {
        case .text:
            var s = ""
            for (i, f) in result.findings.enumerated() {
                s += "\(f.path):\(f.line):\(f.column): \(f.ruleID): \(f.message)"
                if let fix = f.fix { s += result.applied.contains(i) ? " [fix: \(fix.safety.label)]" : " [fix: \(fix.safety.label), not applied]" }
                s += "\n"
            }
            return Array(s.utf8)
        case .xcode:
            var s = ""
            for f in result.findings {
                s += "\(f.path):\(f.line):\(f.column): warning: \(f.message) [\(f.ruleID)]\n"
            }
            return Array(s.utf8)
        case .json:
            let items = result.findings.enumerated().map { i, f in
                JSONFinding(rule: f.ruleID, path: f.path, line: f.line, column: f.column, message: f.message,
                            fix: f.fix.map { JSONFix(safety: $0.safety.rawValue, title: $0.title, applicable: result.applied.contains(i)) })
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            var data = (try? encoder.encode(items)) ?? Data("[]".utf8)
            data.append(10)
            return [UInt8](data)
        }
    }

    struct JSONFinding: Encodable {
        var rule: String
        var path: String
        var line: Int
        var column: Int
        var message: String
        var fix: JSONFix?
    }

    struct JSONFix: Encodable {
        var safety: String
        var title: String
        /// Whether the fix would be applied with the options given (safe, or review with --unsafe).
        var applicable: Bool
    }
}
