import Foundation

/// A cross-platform framework an iOS app is built with (issue 21), read from
/// the framework's own files: `package.json` and its lockfiles (React Native,
/// Expo, Capacitor), `ios/Podfile.lock`, `pubspec.yaml`, `pubspec.lock` and
/// `.metadata` (Flutter). docs/frameworks.md.
public struct AppFramework: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case reactNative = "React Native", expo = "Expo", flutter = "Flutter", capacitor = "Capacitor"
    }

    public var kind: Kind
    /// The folder of the manifest (`package.json`, `pubspec.yaml`); "" when
    /// the framework is known only from the app delegate's source.
    public var dir: String
    /// The resolved version (a lockfile, Podfile.lock), else nil.
    public var version: OSVersion3?
    /// Where the version came from, or why it is unknown.
    public var source: String
    /// Only a lower bound is known (`>=3.27.0` in pubspec.lock / pubspec.yaml).
    public var atLeast = false
    /// Expo: the `ios/` folder is generated (Continuous Native Generation):
    /// `.gitignore` beside package.json lists `ios`.
    public var generatedNativeFolder = false

    public init(kind: Kind, dir: String, version: OSVersion3?, source: String, atLeast: Bool = false, generatedNativeFolder: Bool = false) {
        self.kind = kind
        self.dir = dir
        self.version = version
        self.source = source
        self.atLeast = atLeast
        self.generatedNativeFolder = generatedNativeFolder
    }

    /// The first version with scene support in the framework (docs/frameworks.md).
    public var sceneSupportVersion: OSVersion3 {
        switch kind {
        case .reactNative: return OSVersion3(0, 88, 0)
        case .expo: return OSVersion3(58, 0, 0)
        case .flutter: return OSVersion3(3, 38, 0)
        case .capacitor: return OSVersion3(8, 5, 0)
        }
    }

    /// Scene support: true when the known version (or lower bound) reaches it,
    /// false when a resolved version is below it, nil when unknown.
    public var hasSceneSupport: Bool? {
        guard let v = version else { return nil }
        if v >= sceneSupportVersion { return true }
        return atLeast ? nil : false
    }

    /// "Flutter ≥3.27.0", "React Native 0.76.3", "Expo SDK 52.0.11", "Capacitor (version unknown)".
    public var label: String {
        let name = kind == .expo ? "Expo SDK" : kind.rawValue
        guard let v = version else { return "\(name) (version unknown)" }
        return "\(name) \(atLeast ? "≥" : "")\(v)"
    }
}

/// A three-part version (`0.76.3`).
public struct OSVersion3: Sendable, Equatable, Comparable, CustomStringConvertible {
    public var major: Int, minor: Int, patch: Int
    public init(_ major: Int, _ minor: Int, _ patch: Int) { self.major = major; self.minor = minor; self.patch = patch }

    /// The first `x.y[.z]` in `text` (after any range operator such as `^`, `~`, `>=`).
    public init?(scanning text: Substring) {
        let b = Array(text.utf8)
        var i = 0
        while i < b.count, !(b[i] >= 48 && b[i] <= 57) { i += 1 }
        var parts: [Int] = []
        var n: Int? = nil
        while i < b.count {
            let c = b[i]
            if c >= 48 && c <= 57 { n = (n ?? 0) * 10 + Int(c - 48); if n! > 1_000_000 { return nil } }
            else if c == UInt8(ascii: "."), let v = n { parts.append(v); n = nil; if parts.count == 3 { break } }
            else { break }
            i += 1
        }
        if let v = n, parts.count < 3 { parts.append(v) }
        guard parts.count >= 2 else { return nil }
        self.init(parts[0], parts[1], parts.count > 2 ? parts[2] : 0)
    }

    public static func < (l: OSVersion3, r: OSVersion3) -> Bool { (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch) }
    public var description: String { "\(major).\(minor).\(patch)" }
}

/// Reading the frameworks' files.
public enum FrameworkFiles {
    /// The file names read for framework detection: inputs when the walk meets
    /// them (`Workspace.kind(ofFileNamed:)`), and looked up above the given paths.
    public static let inputNames: Set<String> = [
        "package.json", "package-lock.json", "yarn.lock", "pnpm-lock.yaml", "Podfile.lock",
        "pubspec.yaml", "pubspec.lock", ".metadata",
    ]
    /// `inputNames` and `.gitignore` (does the Expo project generate ios/?), which is
    /// only looked up above the given paths (`Workspace.enclosingProjectFiles`): never a walked input.
    public static let names: Set<String> = inputNames.union([".gitignore"])

    /// npm packages that name each framework, in the order they win (Expo apps also depend on react-native).
    static let packages: [(AppFramework.Kind, String)] = [(.expo, "expo"), (.capacitor, "@capacitor/ios"), (.reactNative, "react-native")]
    /// The pods whose Podfile.lock version is the framework's.
    static let pods: [AppFramework.Kind: String] = [.expo: "Expo", .capacitor: "Capacitor", .reactNative: "React-Core"]

    static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The frameworks of the run: one per folder with a `package.json` that
    /// depends on a framework or a `pubspec.yaml` that depends on Flutter.
    static func detect(_ files: [String: [UInt8]]) -> [AppFramework] {
        var out: [AppFramework] = []
        func sibling(_ dir: String, _ name: String) -> (path: String, text: String)? {
            let p = dir == "." ? name : dir + "/" + name
            return files[p].map { (p, String(decoding: $0, as: UTF8.self)) }
        }
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let file = name(path), dir = ProjectIndex.directory(of: path)
            if file == "package.json" {
                let text = String(decoding: bytes, as: UTF8.self)
                // Every framework the package depends on (an Expo app depends on react-native too),
                // in the order they win for an app delegate that does not say which it uses.
                for (kind, pkg, range) in packages.compactMap({ k, p in jsonDependency(text, p).map { (k, p, $0) } }) {
                var fw = AppFramework(kind: kind, dir: dir, version: nil, source: "")
                var resolved: (OSVersion3, String)?
                if let lock = sibling(dir, "package-lock.json"), let v = packageLockVersion(lock.text, pkg) { resolved = (v, lock.path) }
                else if let lock = sibling(dir, "yarn.lock"), let v = yarnLockVersion(lock.text, pkg) { resolved = (v, lock.path) }
                else if let lock = sibling(dir, "pnpm-lock.yaml"), let v = pnpmLockVersion(lock.text, pkg) { resolved = (v, lock.path) }
                else if let pod = pods[kind] {
                    // React Native and Expo: ios/Podfile.lock; Capacitor: ios/App/Podfile.lock.
                    for sub in ["ios", "ios/App"] where resolved == nil {
                        if let lock = sibling(dir == "." ? sub : dir + "/" + sub, "Podfile.lock"), let v = podfileLockVersion(lock.text, pod) { resolved = (v, lock.path) }
                    }
                }
                if let (v, p) = resolved {
                    fw.version = v
                    fw.source = p
                } else if let v = OSVersion3(scanning: Substring(range)), !range.contains("||") {
                    // An exact version or a caret/tilde range: its lower bound.
                    let exact = range.first.map { $0.isNumber } ?? false
                    fw.version = v
                    fw.atLeast = !exact
                    fw.source = path + " (\"\(range)\", no lockfile)"
                } else {
                    fw.source = path + " (\"\(range)\")"
                }
                if kind == .expo, let ignore = sibling(dir, ".gitignore") {
                    fw.generatedNativeFolder = ignore.text.split(whereSeparator: \.isNewline).contains { line in
                        let l = line.trimmingCharacters(in: .whitespaces)
                        return l == "ios" || l == "ios/" || l == "/ios" || l == "/ios/"
                    }
                }
                out.append(fw)
                }
            } else if file == "pubspec.yaml" {
                let text = String(decoding: bytes, as: UTF8.self)
                guard text.contains("sdk: flutter") else { continue }
                var fw = AppFramework(kind: .flutter, dir: dir, version: nil, source: "")
                // The SDK itself is recorded nowhere in the project: `.metadata` has a
                // revision (a commit), the lock and pubspec only lower bounds.
                let lockBound = sibling(dir, "pubspec.lock").flatMap { l in flutterLowerBound(l.text).map { ($0, l.path) } }
                let specBound = flutterLowerBound(text).map { ($0, path) }
                if let best = [lockBound, specBound].compactMap({ $0 }).max(by: { $0.0 < $1.0 }) {
                    fw.version = best.0
                    fw.atLeast = true
                    fw.source = best.1 + " (a lower bound; the SDK version is not recorded in the project)"
                } else {
                    fw.source = "not recorded in the project"
                }
                out.append(fw)
            }
        }
        return out
    }

    /// `"name": "range"` inside a `dependencies` object (devDependencies ignored for the framework itself).
    static func jsonDependency(_ text: String, _ name: String) -> String? {
        for section in ["\"dependencies\"", "\"devDependencies\""] {
            guard let s = text.range(of: section), let open = text[s.upperBound...].firstIndex(of: "{"),
                  let close = text[open...].firstIndex(of: "}") else { continue }
            let body = text[open..<close]
            if let v = stringValue(after: "\"\(name)\"", in: body) { return v }
        }
        return nil
    }

    /// The string value after `key` and a colon.
    static func stringValue(after key: String, in text: Substring) -> String? {
        guard let k = text.range(of: key) else { return nil }
        var rest = text[k.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == "\"" else { return nil }
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// package-lock.json v2/v3 (`"node_modules/NAME": { "version": … }`) or v1 (`"NAME": { "version": … }`).
    static func packageLockVersion(_ text: String, _ name: String) -> OSVersion3? {
        for key in ["\"node_modules/\(name)\"", "\"\(name)\""] {
            guard let k = text.range(of: key + ": {") ?? text.range(of: key + ":{") else { continue }
            let entry = text[k.upperBound...].prefix(400)
            if let v = stringValue(after: "\"version\"", in: entry) { return OSVersion3(scanning: Substring(v)) }
        }
        return nil
    }

    /// yarn.lock (classic and berry): a header naming `NAME@…`, then `version`.
    static func yarnLockVersion(_ text: String, _ name: String) -> OSVersion3? {
        var inEntry = false
        for line in text.split(whereSeparator: \.isNewline) {
            if !line.hasPrefix(" ") {
                inEntry = line.split(separator: ",").contains { part in
                    let p = part.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) // "react-native@^0.76.0"
                    return p.hasPrefix(name + "@")
                }
            } else if inEntry {
                let t = line.trimmingCharacters(in: .whitespaces)
                if t.hasPrefix("version") { return OSVersion3(scanning: Substring(t.dropFirst(7))) }
            }
        }
        return nil
    }

    /// pnpm-lock.yaml: `/NAME@1.2.3:` or `NAME@1.2.3:` package keys, else an importer's `NAME:` … `version: 1.2.3`.
    static func pnpmLockVersion(_ text: String, _ name: String) -> OSVersion3? {
        var importer = false
        for line in text.split(whereSeparator: \.isNewline) {
            let t = line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
            for prefix in ["/\(name)@", "\(name)@", "/\(name)/"] where t.hasPrefix(prefix) {
                if let v = OSVersion3(scanning: t.dropFirst(prefix.count)) { return v }
            }
            if t == name + ":" || t == "'\(name)':" { importer = true; continue }
            if importer {
                if t.hasPrefix("version:") { return OSVersion3(scanning: t.dropFirst(8)) }
                if !t.hasPrefix("specifier:") { importer = false }
            }
        }
        return nil
    }

    /// Podfile.lock: `  - React-Core (0.76.3):` / `  - Capacitor (6.1.2)`.
    static func podfileLockVersion(_ text: String, _ pod: String) -> OSVersion3? {
        guard let r = text.range(of: "- \(pod) (") else { return nil }
        return OSVersion3(scanning: text[r.upperBound...].prefix(20))
    }

    /// The highest `flutter: ">=x.y.z"` lower bound (pubspec.lock `sdks:`, pubspec.yaml `environment:`).
    static func flutterLowerBound(_ text: String) -> OSVersion3? {
        var best: OSVersion3?
        for line in text.split(whereSeparator: \.isNewline) {
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("flutter:"), let ge = t.range(of: ">=") else { continue }
            if let v = OSVersion3(scanning: t[ge.upperBound...]), best.map({ v > $0 }) ?? true { best = v }
        }
        return best
    }

    /// The framework an app delegate's superclass or imports name, when no manifest says.
    public static let delegateSuperclasses: [String: AppFramework.Kind] = [
        "FlutterAppDelegate": .flutter, "RCTAppDelegate": .reactNative, "ExpoAppDelegate": .expo, "EXAppDelegateWrapper": .expo,
    ]
    public static let moduleImports: [String: AppFramework.Kind] = [
        "Flutter": .flutter, "React": .reactNative, "React_RCTAppDelegate": .reactNative, "ReactAppDependencyProvider": .reactNative,
        "Expo": .expo, "ExpoModulesCore": .expo, "Capacitor": .capacitor,
    ]
}
