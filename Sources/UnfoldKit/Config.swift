import Foundation

/// `.unfold.json` at the project root: the same settings as the command line
/// (flags win), plus excluded paths and per-path ignores.
///
/// ```json
/// {
///   "select": ["uiscreen-main-scale"], "ignore": ["idiom-layout"],
///   "unsafe": false, "deploymentTarget": "15.0", "failOn": "review",
///   "exclude": ["Generated/**", "**/*.pb.swift"], "includeVendored": false,
///   "perPathIgnores": { "AppTests/**": ["uiscreen-main"] }
/// }
/// ```
public struct Config: Sendable, Equatable {
    public var select: [String]?
    public var ignore: [String] = []
    public var unsafe: Bool?
    public var deploymentTarget: String?
    public var failOn: String?
    /// Globs (relative to the config's folder): matching files are not processed.
    public var exclude: [String] = []
    /// Glob → transform ids whose findings are dropped for matching files.
    public var perPathIgnores: [String: [String]] = [:]
    /// Also process vendored code (`Pods/`, `Carthage/Checkouts/`, …), as `--include-vendored`.
    public var includeVendored: Bool?
    /// The folder holding the config file (globs are relative to it).
    public var root: String = "."

    static let keys: Set<String> = ["select", "ignore", "unsafe", "deploymentTarget", "failOn", "exclude", "perPathIgnores", "includeVendored"]

    public init() {}

    /// Parses the JSON; unknown keys and wrong types are errors that name them.
    public init(json: [UInt8], path: String) throws(UsageError) {
        // Strict RFC 8259 first, with where it breaks as a compiler says it
        // (path:line:column): JSONSerialization's leniency differs between
        // Foundations (trailing commas pass on Linux), a config must not.
        if let e = JSONSyntax.firstError(in: json) {
            throw UsageError(description: "\(path):\(e.line):\(e.column): invalid JSON: \(e.reason)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(json)) else {
            let first = json.first { ![32, 9, 10, 13, 0xEF, 0xBB, 0xBF].contains($0) }
            throw UsageError(description: first == UInt8(ascii: "{") ? "\(path): not valid JSON (is it UTF-8?)" : "\(path): the settings must be one JSON object ({ … })")
        }
        guard let dict = object as? [String: Any] else {
            throw UsageError(description: "\(path): the settings must be one JSON object ({ … }), not \(Config.kind(of: object))")
        }
        for key in dict.keys where !Config.keys.contains(key) {
            throw UsageError(description: "\(path): unknown setting '\(key)' (known: \(Config.keys.sorted().joined(separator: ", ")))")
        }
        func strings(_ key: String) throws(UsageError) -> [String]? {
            guard let v = dict[key] else { return nil }
            guard let a = v as? [String] else { throw UsageError(description: "\(path): '\(key)' must be a list of strings") }
            return a
        }
        select = try strings("select")
        ignore = try strings("ignore") ?? []
        exclude = try strings("exclude") ?? []
        if let v = dict["unsafe"] {
            guard let b = v as? Bool else { throw UsageError(description: "\(path): 'unsafe' must be true or false") }
            unsafe = b
        }
        if let v = dict["includeVendored"] {
            guard let b = v as? Bool else { throw UsageError(description: "\(path): 'includeVendored' must be true or false") }
            includeVendored = b
        }
        if let v = dict["deploymentTarget"] {
            guard let s = v as? String, OSVersion.parse(s) != nil else {
                throw UsageError(description: "\(path): 'deploymentTarget' must be a version string like \"15.0\" (\(OSVersion.rule)), not \(Config.jsonText(v))")
            }
            deploymentTarget = s
        }
        if let v = dict["failOn"] {
            guard let s = v as? String, Invocation.FailOn(rawValue: s) != nil else {
                throw UsageError(description: "\(path): 'failOn' must be one of \(Invocation.FailOn.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            failOn = s
        }
        if let v = dict["perPathIgnores"] {
            guard let d = v as? [String: [String]] else { throw UsageError(description: "\(path): 'perPathIgnores' must map globs to lists of transform ids") }
            perPathIgnores = d
        }
        root = (path as NSString).deletingLastPathComponent
        if root.isEmpty { root = "." }
    }

    /// What kind of JSON value `v` is, for error messages.
    static func kind(of v: Any) -> String {
        if v is [Any] { return "a list" }
        if v is String { return "a string" }
        if v is NSNull { return "null" }
        return "a single value"
    }

    /// A JSON value as it would be written in the file, for error messages.
    static func jsonText(_ v: Any) -> String {
        if let s = v as? String {
            let data = try? JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed, .withoutEscapingSlashes])
            return data.map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) } ?? "\"\(s)\""
        }
        return "\(v)"
    }

    /// The version in `deploymentTarget` (validated when the config was read).
    public var deploymentTargetVersion: OSVersion? { deploymentTarget.flatMap(OSVersion.parse) }

    /// The nearest `.unfold.json`: in the folder of the first path or its
    /// parents, up to the git top level (the first folder with `.git`) or the
    /// filesystem root.
    public static func locate(paths: [String], cwd: String) -> String? {
        let first = paths.first ?? "."
        var dir = first.hasPrefix("/") ? first : (cwd as NSString).appendingPathComponent(first)
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), !isDir.boolValue {
            dir = (dir as NSString).deletingLastPathComponent
        }
        dir = (dir as NSString).standardizingPath
        // The git top level is the nearest folder holding `.git` (a folder, or a
        // file in worktrees and submodules): found on the way up, no `git` process.
        while true {
            let candidate = (dir as NSString).appendingPathComponent(".unfold.json")
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let isGitTop = FileManager.default.fileExists(atPath: (dir as NSString).appendingPathComponent(".git"))
            if dir == "/" || isGitTop || dir.isEmpty { return nil }
            dir = (dir as NSString).deletingLastPathComponent
        }
    }

    /// Every transform id the config names.
    public var mentionedIDs: [String] {
        (select ?? []) + ignore + perPathIgnores.values.flatMap { $0 }
    }

    /// Whether `displayPath` (relative to the cwd) matches one of `globs`, which are
    /// relative to the config's folder (`cwdRelativeRoot` is that folder relative to the cwd).
    public static func matches(_ displayPath: String, _ globs: [String], root: String) -> Bool {
        var rel = displayPath
        if root != ".", !root.isEmpty {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            guard rel.hasPrefix(prefix) else { return false }
            rel = String(rel.dropFirst(prefix.count))
        }
        return globs.contains { Glob.match($0, rel) }
    }
}

/// Path globs: `*` (within a segment), `?`, `**` (any number of segments).
public enum Glob {
    public static func match(_ pattern: String, _ path: String) -> Bool {
        let p = Array(pattern.utf8)
        let s = Array(path.utf8)
        return match(p, 0, s, 0)
    }

    static func match(_ p: [UInt8], _ pi: Int, _ s: [UInt8], _ si: Int) -> Bool {
        var pi = pi
        var si = si
        while pi < p.count {
            let c = p[pi]
            if c == UInt8(ascii: "*") {
                let double = pi + 1 < p.count && p[pi + 1] == UInt8(ascii: "*")
                if double {
                    // `**/` matches zero or more whole segments; a trailing `**` matches the rest.
                    var next = pi + 2
                    if next < p.count, p[next] == UInt8(ascii: "/") { next += 1 }
                    if next >= p.count { return true }
                    var k = si
                    while k <= s.count {
                        if match(p, next, s, k) { return true }
                        guard let slash = s[k...].firstIndex(of: UInt8(ascii: "/")) else { break }
                        k = slash + 1
                    }
                    return false
                }
                var k = si
                while true {
                    if match(p, pi + 1, s, k) { return true }
                    guard k < s.count, s[k] != UInt8(ascii: "/") else { return false }
                    k += 1
                }
            }
            guard si < s.count else { return false }
            if c == UInt8(ascii: "?") {
                guard s[si] != UInt8(ascii: "/") else { return false }
            } else if c != s[si] {
                return false
            }
            pi += 1
            si += 1
        }
        return si == s.count
    }
}
