// A reader for `.xcconfig` build-setting files (issue 14, item 1) and the
// `$(inherited)` / `$(VAR)` expansion Xcode applies across setting levels.
// Files are read through a closure so that tests need no disk. Not yet wired
// into `ProjectIndex`. docs/project-model.md, "Xcode project files".

/// One `NAME = value` or `NAME[sdk=iphoneos*][arch=arm64] = value` line.
public struct XCConfigAssignment: Sendable, Hashable {
    public var name: String
    /// `["sdk=iphoneos*"]` for `NAME[sdk=iphoneos*]`; empty when unconditional.
    public var conditions: [String]
    /// The value as written, trimmed, a trailing `;` removed. `$(inherited)`
    /// that refers to an earlier assignment of the same chain is already
    /// substituted in `XCConfig.settings`, not here.
    public var value: String
    /// The file (as passed to the reader) and 1-based line it came from.
    public var file: String
    public var line: Int
}

/// A problem in an xcconfig chain, naming the file and line.
public struct XCConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The top file itself could not be read.
        case unreadable
        /// `#include "x"` (not `#include?`) of a file the reader cannot give.
        case missingInclude(String)
        /// `#include` of a file already being read further up the chain.
        case includeCycle(String)
        /// A line that is neither an assignment, a comment nor an include;
        /// reported as a warning, the line is skipped.
        case malformed
    }

    public var kind: Kind
    public var file: String
    public var line: Int

    public var description: String {
        switch kind {
        case .unreadable: return "\(file): cannot read"
        case .missingInclude(let f): return "\(file):\(line): included file \(f) not found"
        case .includeCycle(let f): return "\(file):\(line): include cycle through \(f)"
        case .malformed: return "\(file):\(line): not a setting, comment or #include"
        }
    }
}

extension XCConfig {
    /// A read error of the xcconfig `path` as a project warning: the file and
    /// line of the problem, and what is unknown because of it.
    static func warning(_ error: Error, settingsOf path: String) -> ProjectWarning {
        guard let e = error as? XCConfigError else { return ProjectWarning(file: path, line: 0, reason: "cannot read (\(error))") }
        let unknown = "the settings of \(path) are unknown"
        switch e.kind {
        case .unreadable: return ProjectWarning(file: e.file, line: 0, reason: "not found; the settings of targets based on it are unknown")
        case .missingInclude(let f): return ProjectWarning(file: e.file, line: e.line, reason: "included file \(f) not found; \(unknown)")
        case .includeCycle(let f): return ProjectWarning(file: e.file, line: e.line, reason: "include cycle through \(f); \(unknown)")
        case .malformed: return ProjectWarning(file: e.file, line: e.line, reason: "not a setting, comment or #include; skipped")
        }
    }
}

/// An xcconfig with its includes flattened, in evaluation order.
public struct XCConfig: Sendable, Hashable {
    /// The top file's path as given.
    public var path: String
    /// Every assignment of the chain, included files in place of their
    /// `#include` line.
    public var assignments: [XCConfigAssignment]
    /// Every file read, top first, in include order.
    public var files: [String]
    /// Malformed lines, skipped (as Xcode skips them).
    public var warnings: [XCConfigError]

    /// Deepest include nesting followed; deeper is reported as a cycle.
    public static let maximumIncludeDepth = 64

    /// Reads `path` and everything it includes. `#include "x"` resolves
    /// relative to the including file's folder (absolute if `x` starts with
    /// `/`); `#include?` skips a file the reader cannot give; `#include <x>`
    /// (developer-dir relative) is skipped deliberately. Throws
    /// `XCConfigError` for an unreadable top file, a missing non-optional
    /// include or an include cycle.
    public static func read(path: String, reader: (String) -> [UInt8]?) throws -> XCConfig {
        let top = XcodeProject.normalisedPath(path)
        guard let bytes = reader(top) else {
            throw XCConfigError(kind: .unreadable, file: top, line: 0)
        }
        var config = XCConfig(path: top, assignments: [], files: [], warnings: [])
        var stack: [String] = []
        try config.load(top, bytes: bytes, stack: &stack, reader: reader)
        return config
    }

    /// Parses one file's text without following includes (they are listed
    /// in `includes`).
    public static func parse(_ bytes: [UInt8], file: String = "")
        -> (assignments: [XCConfigAssignment], includes: [(path: String, optional: Bool, line: Int)], warnings: [XCConfigError]) {
        var a: [XCConfigAssignment] = []
        var inc: [(path: String, optional: Bool, line: Int)] = []
        var w: [XCConfigError] = []
        for (n, line) in lines(bytes).enumerated() {
            switch classify(line, file: file, line: n + 1) {
            case .blank: break
            case .assignment(let x): a.append(x)
            case .include(let p, let opt): inc.append((p, opt, n + 1))
            case .malformed: w.append(XCConfigError(kind: .malformed, file: file, line: n + 1))
            }
        }
        return (a, inc, w)
    }

    private mutating func load(_ file: String, bytes: [UInt8], stack: inout [String],
                               reader: (String) -> [UInt8]?) throws {
        stack.append(file)
        defer { stack.removeLast() }
        files.append(file)
        let folder = Self.folder(of: file)
        for (n, line) in Self.lines(bytes).enumerated() {
            switch Self.classify(line, file: file, line: n + 1) {
            case .blank: continue
            case .malformed: warnings.append(XCConfigError(kind: .malformed, file: file, line: n + 1))
            case .assignment(let x): assignments.append(x)
            case .include(let p, let optional):
                if p.hasPrefix("<") { continue } // #include <…>: developer dir, skipped
                let target = XcodeProject.normalisedPath(p.hasPrefix("/") || folder.isEmpty ? p : folder + "/" + p)
                if stack.contains(target) || stack.count >= Self.maximumIncludeDepth {
                    throw XCConfigError(kind: .includeCycle(target), file: file, line: n + 1)
                }
                guard let b = reader(target) else {
                    if optional { continue }
                    throw XCConfigError(kind: .missingInclude(target), file: file, line: n + 1)
                }
                try load(target, bytes: b, stack: &stack, reader: reader)
            }
        }
    }

    // MARK: - Settings

    /// Unconditional settings, name → value. Later assignments override
    /// earlier ones; `$(inherited)` in a later one is replaced by the earlier
    /// value of the same chain; with no earlier value it stays, to be resolved
    /// against the next level down by `resolve(_:levels:)`.
    public var settings: [String: String] { settings(matching: [:]) }

    /// Settings for a build context such as `["sdk": "iphoneos17.0", "arch":
    /// "arm64", "config": "Debug"]`. An assignment with conditions applies
    /// when every condition's key is in `context` and its pattern (`*`
    /// wildcards) matches; a condition on a key missing from `context` does
    /// not apply. In each name, a matching conditional assignment wins over
    /// the unconditional ones (it is more specific, as in Xcode).
    public func settings(matching context: [String: String]) -> [String: String] {
        var plain: [String: String] = [:]
        var conditional: [String: String] = [:]
        for a in assignments {
            if a.conditions.isEmpty {
                plain[a.name] = Self.substituteInherited(a.value, earlier: plain[a.name])
            } else if a.conditions.allSatisfy({ Self.conditionMatches($0, context) }) {
                let earlier = conditional[a.name] ?? plain[a.name]
                conditional[a.name] = Self.substituteInherited(a.value, earlier: earlier)
            }
        }
        return plain.merging(conditional) { _, c in c }
    }

    /// The setting `name` resolved across levels, highest first (target >
    /// target xcconfig > project > project xcconfig): the first level that
    /// defines it gives the value; `$(inherited)` there is the value from the
    /// levels below; `$(VAR)` / `${VAR}` are resolved from the top level
    /// again (Xcode resolves references in the final context). A modifier
    /// (`$(NAME:c99extidentifier)`) is dropped, the plain value used. An
    /// undefined reference expands to "". Nil when no level defines `name`.
    public static func resolve(_ name: String, levels: [[String: String]]) -> String? {
        var active: Set<String> = []
        return resolve(name, from: 0, levels: levels, depth: 0, active: &active)
            .map { trimSpaces($0) }
    }

    private static func resolve(_ name: String, from start: Int, levels: [[String: String]],
                                depth: Int, active: inout Set<String>) -> String? {
        guard depth < 64, start < levels.count else { return nil }
        for i in start..<levels.count {
            guard let raw = levels[i][name] else { continue }
            let key = "\(i):\(name)"
            guard active.insert(key).inserted else { return "" } // a reference cycle: empty
            defer { active.remove(key) }
            return expand(Array(raw.utf8), name: name, level: i, levels: levels, depth: depth + 1, active: &active)
        }
        return nil
    }

    private static func expand(_ v: [UInt8], name: String, level: Int, levels: [[String: String]],
                               depth: Int, active: inout Set<String>) -> String {
        var out: [UInt8] = []
        var i = 0
        while i < v.count {
            if v[i] == 36, i + 1 < v.count, v[i + 1] == 40 || v[i + 1] == 123 { // $( ${
                let open = v[i + 1], close: UInt8 = open == 40 ? 41 : 125
                var k = i + 2, nesting = 1
                while k < v.count {
                    if v[k] == open { nesting += 1 }
                    if v[k] == close { nesting -= 1; if nesting == 0 { break } }
                    k += 1
                }
                if k < v.count {
                    // The name may itself hold references: $(FOO_$(BAR)).
                    var inner = expand(Array(v[(i + 2)..<k]), name: name, level: level, levels: levels,
                                       depth: depth + 1, active: &active)
                    if let colon = inner.firstIndex(of: ":") { inner = String(inner[..<colon]) }
                    let value: String?
                    if inner == "inherited" {
                        value = resolve(name, from: level + 1, levels: levels, depth: depth + 1, active: &active)
                    } else {
                        value = resolve(inner, from: 0, levels: levels, depth: depth + 1, active: &active)
                    }
                    out += Array((value ?? "").utf8)
                    i = k + 1
                    continue
                }
            }
            out.append(v[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: - Lines

    enum Line {
        case blank
        case assignment(XCConfigAssignment)
        case include(String, optional: Bool)
        case malformed
    }

    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 10 {
            out.append(bytes[start..<i])
            start = i + 1
        }
        if start < bytes.count { out.append(bytes[start...]) }
        return out
    }

    static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 13 || c == 12 }

    static func trim(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var s = s
        while let f = s.first, isSpace(f) { s = s.dropFirst() }
        while let l = s.last, isSpace(l) { s = s.dropLast() }
        return s
    }

    static func trimSpaces(_ s: String) -> String {
        String(decoding: trim(ArraySlice(Array(s.utf8))), as: UTF8.self)
    }

    static func classify(_ raw: ArraySlice<UInt8>, file: String, line: Int) -> Line {
        var s = trim(raw)
        if s.isEmpty { return .blank }
        if s.first == 35 { // #
            let text = String(decoding: s, as: UTF8.self)
            for (directive, optional) in [("#include?", true), ("#include", false)] where text.hasPrefix(directive) {
                var rest = trim(ArraySlice(Array(text.utf8).dropFirst(directive.utf8.count)))
                if rest.first == 34 { // "x"
                    rest = rest.dropFirst()
                    guard let end = rest.firstIndex(of: 34) else { return .malformed }
                    return .include(String(decoding: rest[..<end], as: UTF8.self), optional: optional)
                }
                if rest.first == 60 { return .include("<", optional: optional) }
                return .malformed
            }
            return .malformed
        }
        // `//` starts a comment anywhere on the line (Xcode's rule).
        var k = s.startIndex
        while k + 1 < s.endIndex {
            if s[k] == 47, s[k + 1] == 47 { s = s[..<k]; break }
            k += 1
        }
        s = trim(s)
        if s.isEmpty { return .blank }
        // The first `=` outside `[…]` conditions.
        var eqAt: Int? = nil
        var bracket = 0
        for j in s.indices {
            if s[j] == 91 { bracket += 1 } else if s[j] == 93 { bracket -= 1 } else if s[j] == 61, bracket <= 0 { eqAt = j; break }
        }
        guard let eq = eqAt else { return .malformed }
        var lhs = trim(s[..<eq])
        var value = trim(s[(eq + 1)...])
        if value.last == 59 { value = trim(value.dropLast()) } // trailing ;
        var conditions: [String] = []
        while lhs.last == 93, let open = lhs.lastIndex(of: 91) { // [cond]
            conditions.insert(String(decoding: lhs[(open + 1)..<(lhs.endIndex - 1)], as: UTF8.self), at: 0)
            lhs = trim(lhs[..<open])
        }
        guard !lhs.isEmpty, lhs.allSatisfy({ $0 == 95 || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) })
        else { return .malformed }
        return .assignment(XCConfigAssignment(
            name: String(decoding: lhs, as: UTF8.self), conditions: conditions,
            value: String(decoding: value, as: UTF8.self), file: file, line: line))
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func substituteInherited(_ value: String, earlier: String?) -> String {
        guard let earlier else { return value }
        var v = value
        for token in ["$(inherited)", "${inherited}"] {
            v = v.replacingAll(token, with: earlier)
        }
        return trimSpaces(v)
    }

    /// `sdk=iphoneos*` against `["sdk": "iphoneos17.0"]`.
    static func conditionMatches(_ condition: String, _ context: [String: String]) -> Bool {
        guard let eq = condition.firstIndex(of: "=") else { return false }
        let key = String(condition[..<eq])
        let pattern = String(condition[condition.index(after: eq)...])
        guard let value = context[key] else { return false }
        return glob(Array(pattern.utf8)[...], Array(value.utf8)[...])
    }

    static func glob(_ p: ArraySlice<UInt8>, _ s: ArraySlice<UInt8>) -> Bool {
        // Iterative `*` matcher with backtracking to the last star.
        var pi = p.startIndex, si = s.startIndex
        var star: Int? = nil, mark = s.startIndex
        while si < s.endIndex {
            if pi < p.endIndex, p[pi] != 42, p[pi] == s[si] {
                pi += 1; si += 1
            } else if pi < p.endIndex, p[pi] == 42 {
                star = pi; mark = si; pi += 1
            } else if let st = star {
                pi = st + 1; mark += 1; si = mark
            } else {
                return false
            }
        }
        while pi < p.endIndex, p[pi] == 42 { pi += 1 }
        return pi == p.endIndex
    }
}

extension XcodeProject {
    /// `normalise` for callers outside the type.
    public static func normalisedPath(_ path: String) -> String {
        path.hasPrefix("/") ? "/" + normalise(path) : normalise(path)
    }
}

private extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        let t = Array(target.utf8), r = Array(replacement.utf8), s = Array(self.utf8)
        guard !t.isEmpty else { return self }
        var out: [UInt8] = []
        var i = 0
        while i < s.count {
            if i + t.count <= s.count, Array(s[i..<(i + t.count)]) == t {
                out += r
                i += t.count
            } else {
                out.append(s[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
