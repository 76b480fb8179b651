import Foundation

/// The line a finding points at, as baselines and GitLab fingerprints see it:
/// its text with every run of whitespace collapsed to one space and the ends
/// trimmed, so re-indenting or moving the code does not change it.
public enum FindingLine {
    /// The normalised text of the line holding byte `offset` of `bytes`
    /// ("" when the offset is outside the file). Invalid UTF-8 is replaced.
    public static func text(in bytes: [UInt8], at offset: Int) -> String {
        guard offset >= 0, offset <= bytes.count, !bytes.isEmpty else { return "" }
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 10 { start -= 1 }
        var end = min(offset, bytes.count)
        while end < bytes.count, bytes[end] != 10 { end += 1 }
        return normalised(bytes[start..<end])
    }

    /// `line` with whitespace runs (space, tab, CR, vertical tab, form feed)
    /// as one space, without leading or trailing whitespace.
    public static func normalised<C: Collection>(_ line: C) -> String where C.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity(line.count)
        var pendingSpace = false
        for b in line {
            if b == 32 || b == 9 || b == 13 || b == 11 || b == 12 || b == 10 {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(32); pendingSpace = false }
            out.append(b)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Each finding's key (rule, path, normalised line) and its occurrence
    /// index among the findings of the same key, in the findings' order.
    /// `path` maps a finding's display path to the path the key holds.
    static func keyed(_ findings: [Finding], sources: [String: [UInt8]], path: (String) -> String) -> [(key: BaselineKey, occurrence: Int)] {
        var seen: [BaselineKey: Int] = [:]
        return findings.map { f in
            let key = BaselineKey(rule: f.ruleID, path: path(f.path), line: sources[f.path].map { text(in: $0, at: f.offset) } ?? "")
            let n = seen[key, default: 0]
            seen[key] = n + 1
            return (key, n)
        }
    }
}

/// What a baseline entry is matched on: the rule, the file and the
/// normalised text of the finding's line (never its line number).
public struct BaselineKey: Hashable, Comparable, Sendable {
    public var rule: String
    /// Relative to the baseline file's folder (`../x` for a file outside it).
    public var path: String
    public var line: String

    public init(rule: String, path: String, line: String) {
        self.rule = rule
        self.path = path
        self.line = line
    }

    public static func < (a: BaselineKey, b: BaselineKey) -> Bool {
        (a.path, a.rule, a.line) < (b.path, b.rule, b.line)
    }
}

/// Why a baseline file cannot be used.
public enum BaselineError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case malformed(path: String, reason: String)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let p, let r): return "\(Report.displayPath(p)): cannot read the baseline: \(r)"
        case .malformed(let p, let r): return "\(Report.displayPath(p)): not a valid unfold baseline: \(r)"
        case .unwritable(let p, let r): return "\(Report.displayPath(p)): cannot write the baseline: \(r)"
        }
    }
}

/// Findings recorded so that a large app can adopt unfold without fixing
/// them first (`--write-baseline FILE`, `--baseline FILE`; docs/adoption.md).
///
/// A baselined finding is treated like one under `// unfold:ignore`: not
/// reported, not fixed, not counted in the exit code. Entries are keyed by
/// rule, path and normalised line text, with a count for identical lines.
public struct Baseline: Sendable, Equatable {
    /// The format version this build reads and writes.
    public static let version = 1

    /// How many findings each key covers.
    public var counts: [BaselineKey: Int]
    /// The absolute folder the keys' paths are relative to (the baseline file's).
    public var root: String
    /// The folder the findings' display paths are relative to (the run's cwd).
    public var cwd: String

    public init(counts: [BaselineKey: Int], root: String, cwd: String) {
        self.counts = counts
        self.root = root
        self.cwd = cwd
    }

    /// The baseline of `findings`, their display paths resolved against `cwd`.
    public static func of(_ findings: [Finding], sources: [String: [UInt8]], root: String, cwd: String) -> Baseline {
        var b = Baseline(counts: [:], root: root, cwd: cwd)
        for (key, _) in FindingLine.keyed(findings, sources: sources, path: b.keyPath) {
            b.counts[key, default: 0] += 1
        }
        return b
    }

    /// A display path (relative to `cwd`, or absolute) as the keys hold it.
    public func keyPath(_ display: String) -> String {
        let absolute = ((display.hasPrefix("/") ? display : cwd + "/" + display) as NSString).standardizingPath
        return Baseline.relative(absolute, to: (root as NSString).standardizingPath)
    }

    /// `absolute` relative to the folder `base`, with `..` to climb out of it
    /// (`../App/Feed.swift`), so a baseline in `ci/` holds no machine's paths.
    static func relative(_ absolute: String, to base: String) -> String {
        let a = absolute.split(separator: "/", omittingEmptySubsequences: true)
        let b = base.split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
        let up = Array(repeating: "..", count: b.count - common)
        return (up + a[common...].map(String.init)).joined(separator: "/")
    }

    /// The findings the baseline does not cover, and how many of each key it
    /// covered. Per key, the first `count` findings in the given order (file
    /// order) are covered; later ones are new.
    public func filter(_ findings: [Finding], sources: [String: [UInt8]]) -> (kept: [Finding], matched: [BaselineKey: Int]) {
        var kept: [Finding] = []
        var matched: [BaselineKey: Int] = [:]
        let keyed = FindingLine.keyed(findings, sources: sources, path: keyPath)
        for (f, (key, occurrence)) in zip(findings, keyed) {
            if occurrence < counts[key, default: 0] {
                matched[key, default: 0] += 1
            } else {
                kept.append(f)
            }
        }
        return (kept, matched)
    }

    /// Entries with fewer matches than their count, among those `considered`
    /// (their rule ran and their file was analysed, or is gone): (key,
    /// recorded count, matches now), sorted.
    public func stale(matched: [BaselineKey: Int], considered: (BaselineKey) -> Bool) -> [(key: BaselineKey, recorded: Int, found: Int)] {
        counts.keys.sorted().compactMap { key in
            let recorded = counts[key]!, found = matched[key, default: 0]
            return found < recorded && considered(key) ? (key, recorded, found) : nil
        }
    }

    // MARK: The file

    /// `{"version": 1, "findings": [{"rule", "path", "line", "count"}…]}`,
    /// sorted by path, rule and line, pretty-printed with sorted keys.
    public func json() -> [UInt8] {
        let entries = counts.keys.sorted().map { Entry(rule: $0.rule, path: $0.path, line: $0.line, count: counts[$0]!) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(File(version: Baseline.version, tool: "unfold", findings: entries))) ?? Data()
        data.append(10)
        return [UInt8](data)
    }

    /// Reads a baseline file (`shown`: the path as the user gave it, for messages).
    public static func read(_ absolute: String, shown: String, cwd: String) throws(BaselineError) -> Baseline {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDir) else {
            throw .unreadable(path: shown, reason: "no such file (write one with --write-baseline)")
        }
        if isDir.boolValue { throw .unreadable(path: shown, reason: "it is a directory") }
        let bytes: [UInt8]
        do throws(InputError) {
            bytes = try FileIO.read(absolute)
        } catch {
            throw .unreadable(path: shown, reason: error.description)
        }
        return try parse(bytes, shown: shown, root: (absolute as NSString).deletingLastPathComponent, cwd: cwd)
    }

    /// Parses a baseline file's bytes.
    public static func parse(_ bytes: [UInt8], shown: String, root: String, cwd: String) throws(BaselineError) -> Baseline {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw .malformed(path: shown, reason: "it is not JSON")
        }
        guard let top = object as? [String: Any] else { throw .malformed(path: shown, reason: "the top level is not a JSON object") }
        guard let version = top["version"] as? Int else { throw .malformed(path: shown, reason: "it has no \"version\" number") }
        guard version == Baseline.version else {
            throw .malformed(path: shown, reason: "version \(version) is not supported (this unfold reads version \(Baseline.version))")
        }
        guard let list = top["findings"] as? [Any] else { throw .malformed(path: shown, reason: "it has no \"findings\" array") }
        var counts: [BaselineKey: Int] = [:]
        for (i, item) in list.enumerated() {
            // Each entry on its own, so the message can name it.
            let entry: Entry
            do {
                let data = try JSONSerialization.data(withJSONObject: item, options: [.fragmentsAllowed])
                entry = try JSONDecoder().decode(Entry.self, from: data)
            } catch {
                throw .malformed(path: shown, reason: "finding \(i + 1) needs strings \"rule\", \"path\", \"line\" and a whole number \"count\"")
            }
            guard entry.count >= 1 else { throw .malformed(path: shown, reason: "finding \(i + 1) has a count below 1") }
            counts[BaselineKey(rule: entry.rule, path: entry.path, line: entry.line), default: 0] += entry.count
        }
        return Baseline(counts: counts, root: root, cwd: cwd)
    }

    struct Entry: Codable {
        var rule: String
        var path: String
        var line: String
        var count: Int
    }

    struct File: Codable {
        var version: Int
        var tool: String
        var findings: [Entry]
    }
}
