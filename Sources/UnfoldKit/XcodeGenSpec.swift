/// XcodeGen's `project.yml`: the spec an app generates its Xcode project
/// from, when the `.xcodeproj` is not checked in (openfoodfacts-ios). Its
/// iOS deployment target is the app's where no Xcode project says
/// (`ProjectIndex.deploymentTarget(for:)`). Read, never rewritten.
///
/// What is read, in block style (the style XcodeGen's documentation uses):
/// `options.deploymentTarget.iOS` (the project's default), each target's
/// `deploymentTarget` (a version, or a map with `iOS:` for a multi-platform
/// target) and `platform`, and `IPHONEOS_DEPLOYMENT_TARGET` under the
/// project's or a target's `settings` (`base`, `configs`, or directly). A
/// target's setting wins over its `deploymentTarget`, which wins over the
/// project's setting, then the default, as in the project XcodeGen writes.
/// The answer is the lowest across the iOS targets (`platform: iOS`, or a
/// list naming iOS). Flow style (`{iOS: "13.0"}`), `include:`d files and
/// target templates are not read: a spec written that way says nothing
/// here, and the finding that needs the target names the file.
public enum XcodeGenSpec {
    /// The file name XcodeGen reads by default.
    public static let fileName = "project.yml"

    /// The lowest iOS deployment target of the spec's iOS targets, or the
    /// project's default when no target names its platform; nil when the
    /// spec says nothing readable.
    public static func iOSTarget(_ bytes: [UInt8]) -> (Int, Int)? {
        var projectDefault: OSVersion?
        var projectSetting: OSVersion?
        var platform: [String: String] = [:]
        var targetDefault: [String: OSVersion] = [:]
        var targetSetting: [String: OSVersion] = [:]
        var order: [String] = []
        func lower(_ a: OSVersion?, _ b: OSVersion) -> OSVersion { a.map { Swift.min($0, b) } ?? b }
        for (path, value) in entries(bytes) {
            let version = self.version(value)
            switch path.count {
            case 3 where path[0] == "options" && path[1] == "deploymentTarget" && path[2] == "iOS":
                if let version { projectDefault = version }
                continue
            default: break
            }
            if path[0] == "settings", path.last == "IPHONEOS_DEPLOYMENT_TARGET", let version {
                projectSetting = lower(projectSetting, version)
            } else if path[0] == "targets", path.count >= 3 {
                let name = path[1]
                if !order.contains(name) { order.append(name) }
                if path.count == 3, path[2] == "platform" {
                    platform[name] = value
                } else if path[2] == "deploymentTarget", path.count == 3 || path.count == 4 && path[3] == "iOS", let version {
                    targetDefault[name] = version
                } else if path[2] == "settings", path.last == "IPHONEOS_DEPLOYMENT_TARGET", let version {
                    targetSetting[name] = lower(targetSetting[name], version)
                }
            }
        }
        var low: OSVersion?
        for name in order where isIOS(platform[name]) {
            if let v = targetSetting[name] ?? targetDefault[name] ?? projectSetting ?? projectDefault { low = lower(low, v) }
        }
        if low == nil, !order.contains(where: { isIOS(platform[$0]) }) { low = projectSetting ?? projectDefault }
        return low.map { ($0.major, $0.minor) }
    }

    /// `iOS`, or a list naming it (`[iOS, tvOS]`).
    static func isIOS(_ platform: String?) -> Bool {
        guard let p = platform else { return false }
        if p == "iOS" { return true }
        guard p.hasPrefix("["), p.hasSuffix("]") else { return false }
        return p.dropFirst().dropLast().split(separator: ",").contains { $0.trimmingCharacters() == "iOS" }
    }

    /// A version as YAML writes it: `"13.0"`, `'13.0'`, `13.0`, `13`; a
    /// build-setting reference (`$(…)`) or anything else is nil.
    static func version(_ value: String) -> OSVersion? {
        var v = Substring(value)
        if let q = v.first, q == "\"" || q == "'", v.count >= 2, v.last == q { v = v.dropFirst().dropLast() }
        return OSVersion.parse(String(v))
    }

    /// Each `key: value` line of the block-style mapping, with the keys of
    /// the mappings around it (`["targets", "App", "deploymentTarget"]`) and
    /// its value (empty when a nested mapping follows). Comments, blank
    /// lines, list items and document markers are skipped.
    static func entries(_ bytes: [UInt8]) -> [(path: [String], value: String)] {
        var out: [(path: [String], value: String)] = []
        var stack: [(indent: Int, key: String)] = []
        for raw in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            var line = Substring(decoding: raw, as: UTF8.self)
            if line.last == "\r" { line = line.dropLast() }
            let indent = line.prefix { $0 == " " }.count
            var content = line.dropFirst(indent)
            if content.isEmpty || content.first == "#" || content.first == "-" || content.hasPrefix("...") { continue }
            if let hash = content.range(of: " #") { content = content[..<hash.lowerBound] }
            guard let colon = content.firstIndex(of: ":") else { continue }
            let after = content[content.index(after: colon)...]
            guard after.isEmpty || after.first == " " || after.first == "\t" else { continue }
            var key = content[..<colon].trimmingCharacters()
            if let q = key.first, q == "\"" || q == "'", key.count >= 2, key.last == q { key = String(key.dropFirst().dropLast()) }
            while let top = stack.last, top.indent >= indent { stack.removeLast() }
            out.append((stack.map(\.key) + [key], after.trimmingCharacters()))
            stack.append((indent, key))
        }
        return out
    }
}
