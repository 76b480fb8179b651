import SwiftTree

/// Facts about an Info.plist, read from its text (XML plists only).
public struct PlistFacts: Sendable, Hashable {
    public var path: String
    /// `bplist00…`: cannot be edited as text.
    public var isBinary: Bool
    public var hasSceneManifest: Bool
    /// The manifest names an application-role scene configuration. TN3187: a
    /// manifest with no configurations still needs the migration.
    public var hasSceneConfigurations: Bool
    /// The `UIMainStoryboardFile` value, if any.
    public var mainStoryboard: String?
    public var requiresFullScreen: Bool

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        isBinary = bytes.starts(with: Array("bplist".utf8))
        let text = isBinary ? "" : String(decoding: bytes, as: UTF8.self)
        hasSceneManifest = PlistFacts.value(ofKey: "UIApplicationSceneManifest", in: text) != nil
        hasSceneConfigurations = hasSceneManifest && text.contains("<key>UIWindowSceneSessionRoleApplication</key>")
        mainStoryboard = PlistFacts.stringValue(ofKey: "UIMainStoryboardFile", in: text)
        requiresFullScreen = PlistFacts.value(ofKey: "UIRequiresFullScreen", in: text)?.hasPrefix("<true") ?? false
    }

    /// The text of the element after `<key>key</key>` (trimmed), if the key is present.
    public static func value(ofKey key: String, in text: String) -> String? {
        guard let r = text.range(of: "<key>\(key)</key>") else { return nil }
        let rest = text[r.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(rest.prefix(200))
    }

    public static func stringValue(ofKey key: String, in text: String) -> String? {
        guard let v = value(ofKey: key, in: text), v.hasPrefix("<string>"), let end = v.range(of: "</string>") else { return nil }
        return String(v[v.index(v.startIndex, offsetBy: 8)..<end.lowerBound])
    }

    /// Info.plist-like files (not GoogleService-Info.plist and other SDK configs).
    public static func isInfoPlist(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".plist") && name.contains("Info") && !name.hasPrefix("GoogleService")
    }
}

/// Facts about an Xcode project file, read from its text.
public struct XcodeProjectFacts: Sendable, Hashable {
    public var path: String
    /// Directory holding the `.xcodeproj` (the project's `$(SRCROOT)`).
    public var sourceRoot: String
    /// `INFOPLIST_FILE` values, resolved against the source root.
    public var infoPlistFiles: [String]
    public var generatesSceneManifest: Bool
    /// `GENERATE_INFOPLIST_FILE = YES`: the Info.plist comes from build settings.
    public var generatesInfoPlist: Bool
    /// Every `INFOPLIST_KEY_*` setting (last value wins).
    public var infoPlistKeys: [String: String]
    /// `IPHONEOS_DEPLOYMENT_TARGET` values.
    public var deploymentTargets: [String]

    /// `reader` gives the bytes of an `.xcconfig` input by its display path
    /// (the targets' `baseConfigurationReference` files and their includes).
    public init(path: String, bytes: [UInt8], reader: @escaping (String) -> [UInt8]? = { _ in nil }) {
        self.path = path
        var root = path.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
        if root.isEmpty { root = "." }
        sourceRoot = root
        var plists: [String] = []
        var keys: [String: String] = [:]
        var targets: [String] = []
        var generates = false
        // Only build-setting lines naming the Info.plist or the deployment target
        // matter: filter on the bytes, make strings of those lines only.
        for raw in ByteLines.lines(of: bytes, containingAny: [Array("INFOPLIST".utf8), Array("IPHONEOS_DEPLOYMENT_TARGET".utf8)]) {
            let line = raw.trimmingCharacters()
            guard let eq = line.firstIndex(of: "=") else { continue }
            let key = line[..<eq].trimmingCharacters()
            var value = line[line.index(after: eq)...].trimmingCharacters()
            if value.hasSuffix(";") { value.removeLast() }
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            if key == "INFOPLIST_FILE" {
                var p = value.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "${SRCROOT}/", with: "")
                if p.hasPrefix("./") { p.removeFirst(2) }
                plists.append(root == "." ? p : root + "/" + p)
            } else if key.hasPrefix("INFOPLIST_KEY_") {
                keys[String(key.dropFirst(14))] = value
            } else if key == "IPHONEOS_DEPLOYMENT_TARGET" {
                targets.append(value)
            } else if key == "GENERATE_INFOPLIST_FILE", value == "YES" {
                generates = true
            }
        }
        infoPlistFiles = plists
        infoPlistKeys = keys
        deploymentTargets = targets
        nativeTargets = (try? XcodeProject(bytes: bytes)).map { TargetFacts.all($0, projectPath: path, sourceRoot: root, reader: reader) } ?? []
        generatesSceneManifest = keys["UIApplicationSceneManifest_Generation"] == "YES"
        generatesInfoPlist = generates
    }

    /// The project's native targets as the real pbxproj parser reads them
    /// (empty when it could not parse the file; the line scan above stays).
    public var nativeTargets: [TargetFacts] = []

    /// One native target: its platform, its iOS deployment target (per build
    /// configuration the target's own `IPHONEOS_DEPLOYMENT_TARGET`, else the
    /// project's; the lowest across configurations, the conservative choice)
    /// and the files it builds (relative to the project's folder).
    public struct TargetFacts: Sendable, Hashable {
        public var name: String
        /// `com.apple.product-type.application` → `application`.
        public var productType: String
        public var isIOS: Bool
        public var deploymentTarget: OSVersion?
        /// The file:line of the setting `deploymentTarget` came from (the
        /// pbxproj, or an xcconfig file).
        public var deploymentTargetSource: String?
        /// The target's `INFOPLIST_FILE`, as written.
        public var infoPlist: String?
        public var sourceFiles: Set<String>
        public var synchronizedFolders: [XcodeProject.SynchronizedFolder]

        public func builds(_ relativePath: String) -> Bool {
            sourceFiles.contains(XcodeProject.normalise(relativePath)) || XcodeProject.isMember(relativePath, ofAny: synchronizedFolders)
        }

        static func all(_ project: XcodeProject, projectPath: String, sourceRoot: String, reader: @escaping (String) -> [UInt8]?) -> [TargetFacts] {
            let projectConfigs = project.projectConfigurations
            // The xcconfig file of a configuration (`baseConfigurationReference`), read once.
            var xcconfigs: [String: XCConfig?] = [:]
            func xcconfig(_ c: XcodeProject.XCBuildConfiguration?) -> XCConfig? {
                guard let ref = c?.baseConfigurationReference, let rel = project.path(of: ref) else { return nil }
                let path = XcodeProject.normalisedPath(sourceRoot == "." ? rel : sourceRoot + "/" + rel)
                if let known = xcconfigs[path] { return known }
                let read = try? XCConfig.read(path: path, reader: reader)
                xcconfigs[path] = read
                return read
            }
            return project.nativeTargets.map { t in
                let configs = project.configurations(of: t)
                // Xcode's order: target > target xcconfig > project > project xcconfig.
                func levels(_ c: XcodeProject.XCBuildConfiguration) -> [[String: String]] {
                    let p = projectConfigs.first { $0.name == c.name }
                    return [c.settingsDictionary, xcconfig(c)?.settings ?? [:], p?.settingsDictionary ?? [:], xcconfig(p)?.settings ?? [:]]
                }
                func setting(_ name: String, _ c: XcodeProject.XCBuildConfiguration) -> String? {
                    XCConfig.resolve(name, levels: levels(c))
                }
                // Where `name` is written for configuration `c`: the first level that has it.
                func source(_ name: String, _ c: XcodeProject.XCBuildConfiguration) -> String? {
                    let p = projectConfigs.first { $0.name == c.name }
                    func assignment(_ x: XCConfig?) -> String? {
                        x?.assignments.last { $0.name == name && $0.conditions.isEmpty }.map { "\($0.file):\($0.line)" }
                    }
                    if let e = c.buildSettings.entry(name) { return "\(projectPath):\(e.line)" }
                    if let a = assignment(xcconfig(c)) { return a }
                    if let e = p?.buildSettings.entry(name) { return "\(projectPath):\(e.line)" }
                    return assignment(xcconfig(p))
                }
                let sdks = Set(configs.compactMap { setting("SDKROOT", $0) })
                let isIOS = sdks.isEmpty || sdks.contains("iphoneos") || sdks.contains("auto")
                    || configs.contains { setting("SUPPORTED_PLATFORMS", $0)?.contains("iphoneos") == true }
                // Per configuration: (version, where it is written).
                let key = "IPHONEOS_DEPLOYMENT_TARGET"
                let found = configs.compactMap { c -> (OSVersion, String?)? in
                    setting(key, c).flatMap(OSVersion.parse).map { ($0, source(key, c)) }
                }
                let lowest = found.min { $0.0 < $1.0 }
                let type = (t.productType ?? "").replacingOccurrences(of: "com.apple.product-type.", with: "")
                return TargetFacts(name: t.name, productType: type, isIOS: isIOS, deploymentTarget: lowest?.0, deploymentTargetSource: lowest?.1 ?? nil,
                                   infoPlist: configs.lazy.compactMap { setting("INFOPLIST_FILE", $0) }.first,
                                   sourceFiles: Set(project.sourceFiles(of: t)), synchronizedFolders: project.synchronizedFolders(of: t))
            }
        }
    }

    /// `path` (a display path) relative to the project's folder; nil outside it.
    public func relative(_ path: String) -> String? {
        if sourceRoot == "." { return path }
        return path.hasPrefix(sourceRoot + "/") ? String(path.dropFirst(sourceRoot.count + 1)) : nil
    }

    /// The lowest iOS deployment target of the targets that build the file
    /// at `relativePath` (relative to `sourceRoot`); nil when no iOS target
    /// with a known target builds it.
    public func deploymentTarget(building relativePath: String) -> OSVersion? {
        nativeTargets.filter { $0.isIOS && $0.builds(relativePath) }.compactMap(\.deploymentTarget).min()
    }

    /// The lowest deployment target among the project's iOS targets (each
    /// its own or the project's), or the line scan's lowest when the
    /// targets could not be read.
    public var lowestTargetDeploymentTarget: (Int, Int)? {
        let known = nativeTargets.filter(\.isIOS).compactMap(\.deploymentTarget)
        guard let low = known.min() else { return lowestDeploymentTarget }
        return (low.major, low.minor)
    }

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` as (major, minor).
    public var lowestDeploymentTarget: (Int, Int)? {
        targets(deploymentTargets).min { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    }

    func targets(_ values: [String]) -> [(Int, Int)] {
        values.compactMap { v in
            let parts = v.split(separator: ".").compactMap { Int($0) }
            guard let major = parts.first else { return nil }
            return (major, parts.count > 1 ? parts[1] : 0)
        }
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        var s = self
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}

extension String {
    func trimmingCharacters() -> String { self[...].trimmingCharacters() }
}

/// Which application life cycle the project uses.
public enum LifeCycle: Sendable, Equatable {
    /// A SwiftUI `@main struct …: App`.
    case swiftUIApp
    /// UIKit with scenes: a UIWindowSceneDelegate, `configurationForConnecting`,
    /// a scene manifest in a plist or generated by the build settings.
    case uikitScenes
    /// UIKit without scenes: what `app-delegate-window` migrates.
    case uikitWithoutScenes
}

/// Line filtering on bytes, for project files and file headers that are
/// scanned for a few keywords: no `Character` splitting of the whole text.
enum ByteLines {
    /// The lines (without `\n`) of `bytes` that contain one of `needles`, as strings.
    static func lines(of bytes: [UInt8], containingAny needles: [[UInt8]]) -> [Substring] {
        var out: [Substring] = []
        bytes.withUnsafeBufferPointer { b in
            var start = 0
            let n = b.count
            while start < n {
                var end = start
                while end < n, b[end] != 10 { end += 1 }
                if needles.contains(where: { ByteSearch.contains($0, in: b, start, end) }) {
                    out.append(Substring(String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)))
                }
                start = end + 1
            }
        }
        return out
    }
}
