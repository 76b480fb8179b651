import SwiftTree

/// Facts about an Info.plist, read from its text (XML plists only).
public struct PlistFacts: Sendable, Hashable {
    public var path: String {
        didSet { isInfo = PlistFacts.isInfoPlist(path) }
    }
    /// `bplist00…`: cannot be edited as text.
    public var isBinary: Bool
    public var hasSceneManifest: Bool
    /// The manifest names an application-role scene configuration. TN3187: a
    /// manifest with no configurations still needs the migration.
    public var hasSceneConfigurations: Bool
    /// The `UIMainStoryboardFile` value, if any.
    public var mainStoryboard: String?
    public var requiresFullScreen: Bool
    /// `CFBundlePackageType` is a test bundle's, framework's or XPC service's
    /// (`BNDL`, `FMWK`, `XPC!`), or the plist declares an app extension
    /// (`NSExtension`: a widget, share or intents extension, whose package
    /// type is a build setting in the source): not an app's Info.plist
    /// (openfoodfacts' Tests/, UITests/ and Snapshots/ folders, and kiwix's
    /// WidgetKit extension in Widgets/, were app folders).
    public var isNonAppBundle: Bool
    /// `PlistFacts.isInfoPlist(path)`, found once (the index asks it of
    /// every plist, and reads the plists on every core).
    public private(set) var isInfo: Bool

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        isInfo = PlistFacts.isInfoPlist(path)
        isBinary = bytes.starts(with: Array("bplist".utf8))
        let text = isBinary ? "" : String(decoding: bytes, as: UTF8.self)
        hasSceneManifest = PlistFacts.value(ofKey: "UIApplicationSceneManifest", in: text) != nil
        hasSceneConfigurations = hasSceneManifest && text.contains("<key>UIWindowSceneSessionRoleApplication</key>")
        mainStoryboard = PlistFacts.stringValue(ofKey: "UIMainStoryboardFile", in: text)
        requiresFullScreen = PlistFacts.value(ofKey: "UIRequiresFullScreen", in: text)?.hasPrefix("<true") ?? false
        isNonAppBundle = ["BNDL", "FMWK", "XPC!"].contains(PlistFacts.stringValue(ofKey: "CFBundlePackageType", in: text) ?? "")
            || PlistFacts.value(ofKey: "NSExtension", in: text) != nil
    }

    /// The text of the element after `<key>key</key>` (trimmed), if the key is present.
    public static func value(ofKey key: String, in text: String) -> String? {
        // Bytes (Foundation's `range(of:)` was most of the plist reading).
        let needle = Array("<key>\(key)</key>".utf8)
        var text = text
        return text.withUTF8 { b -> String? in
            guard let at = ByteSearch.firstIndex(of: needle, in: b, 0, b.count) else { return nil }
            var k = at + needle.count
            while k < b.count, b[k] == 32 || b[k] == 9 || b[k] == 10 || b[k] == 13 { k += 1 }
            // 200 characters of what follows (at most 4 bytes each, then cut).
            return String(String(decoding: UnsafeBufferPointer(rebasing: b[k..<min(b.count, k + 800)]), as: UTF8.self).prefix(200))
        }
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

/// A project file unfold could not read, or read only in part: the file,
/// the 1-based line (0 when there is none) and a short reason. The run goes
/// on with what the file would have said unknown. (Issue 14, item 8.)
public struct ProjectWarning: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String { line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)" }

    public static func < (a: ProjectWarning, b: ProjectWarning) -> Bool {
        (a.file, a.line, a.reason) < (b.file, b.line, b.reason)
    }
}

/// Facts about an Xcode project file: from the parsed pbxproj and the
/// xcconfig files its configurations are based on; when the pbxproj does not
/// parse, a warning and a scan of its build-setting lines.
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
    /// Whether the pbxproj parsed. When it did not, `nativeTargets` is empty,
    /// the facts above come from a scan of its lines, and `warnings` says why.
    public private(set) var parsed: Bool
    /// What could not be read: the pbxproj (with the line where parsing
    /// stopped), xcconfig files (include cycles, missing includes, malformed
    /// lines).
    public private(set) var warnings: [ProjectWarning] = []

    /// `reader` gives the bytes of an `.xcconfig` input by its display path
    /// (the targets' `baseConfigurationReference` files and their includes).
    public init(path: String, bytes: [UInt8], reader: @escaping (String) -> [UInt8]? = { _ in nil }) {
        self.path = path
        var root = path.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
        if root.isEmpty { root = "." }
        sourceRoot = root
        var settings: [(key: String, value: String)] = []
        do {
            let project = try XcodeProject(bytes: bytes)
            parsed = true
            // Every configuration's own settings that the loop below reads,
            // in file order (conditional ones left out). The others are
            // skipped before their value is looked up: most settings of a
            // project are none of these.
            let inFileOrder = project.buildConfigurations.values.sorted { $0.offset < $1.offset }
            for c in inFileOrder {
                for e in c.buildSettings.entries where Self.isFactSetting(e.key) && !XcodeProject.XCBuildConfiguration.isConditional(e.key) {
                    if let v = c.setting(e.key) { settings.append((e.key, v)) }
                }
            }
            nativeTargets = TargetFacts.all(project, projectPath: path, sourceRoot: root, reader: reader, warnings: &warnings)
        } catch {
            parsed = false
            let line: Int
            if case .plist(let e)? = error as? XcodeProject.ReadError { line = e.line } else { line = 0 }
            let reason = (error as? XcodeProject.ReadError).map { e -> String in
                if case .plist(let p) = e { return p.reason }
                return e.description
            } ?? "\(error)"
            warnings.append(ProjectWarning(file: path, line: line, reason: "cannot be parsed (\(reason)); its targets are unknown"))
            settings = XcodeProjectFacts.scanLines(bytes)
        }
        var plists: [String] = []
        var keys: [String: String] = [:]
        var targets: [String] = []
        var generates = false
        for (key, value) in settings {
            if key == "INFOPLIST_FILE" {
                // Most values name no build setting: no `$`, nothing to replace.
                var p = !value.utf8.contains(UInt8(ascii: "$")) ? value
                    : value.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "${SRCROOT}/", with: "")
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
        generatesSceneManifest = keys["UIApplicationSceneManifest_Generation"] == "YES"
        generatesInfoPlist = generates
        // Which targets build each file, once (issue 14: the model is read once per run).
        for (i, t) in nativeTargets.enumerated() {
            for f in t.sourceFiles { builders.buildersByPath[f, default: []].append(i) }
            if !t.synchronizedFolders.isEmpty { builders.addSynchronized(i, t.synchronizedFolders) }
        }
        builders.finish()
    }

    /// Whether `key` is a build setting `init` reads (`INFOPLIST_FILE`,
    /// `INFOPLIST_KEY_*`, `IPHONEOS_DEPLOYMENT_TARGET`,
    /// `GENERATE_INFOPLIST_FILE`): all start with `I` or `G`, which most
    /// keys do not, so most are told apart by their first byte. A key with a
    /// condition (`INFOPLIST_FILE[sdk=…]`) may pass; the caller skips it.
    static func isFactSetting(_ key: String) -> Bool {
        switch key.utf8.first {
        case UInt8(ascii: "I"):
            return key.hasPrefix("INFOPLIST_") || key == "IPHONEOS_DEPLOYMENT_TARGET"
        case UInt8(ascii: "G"):
            return key == "GENERATE_INFOPLIST_FILE"
        default:
            return false
        }
    }

    /// `com.apple.product-type.application` → `application`: every
    /// `com.apple.product-type.` removed, as `replacingOccurrences` does. An
    /// ASCII value (all of them in practice) is searched as bytes; any other
    /// goes through Foundation, whose comparison is not byte by byte.
    static func productType(_ written: String?) -> String {
        guard let written else { return "" }
        let needle = Array("com.apple.product-type.".utf8)
        guard written.utf8.allSatisfy({ $0 < 0x80 }) else {
            return written.replacingOccurrences(of: "com.apple.product-type.", with: "")
        }
        var bytes = Array(written.utf8)
        guard let first = bytes.withUnsafeBufferPointer({ ByteSearch.firstIndex(of: needle, in: $0, 0, $0.count) }) else { return written }
        var out: [UInt8] = Array(bytes[..<first])
        var i = first + needle.count
        while i < bytes.count {
            if let next = bytes.withUnsafeBufferPointer({ ByteSearch.firstIndex(of: needle, in: $0, i, $0.count) }) {
                out += bytes[i..<next]
                i = next + needle.count
            } else {
                out += bytes[i...]
                break
            }
        }
        bytes = out
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The build-setting lines of a pbxproj that did not parse, naming the
    /// Info.plist or the deployment target: a fallback, read on the bytes
    /// (strings are made of those lines only).
    static func scanLines(_ bytes: [UInt8]) -> [(key: String, value: String)] {
        var out: [(key: String, value: String)] = []
        for raw in ByteLines.lines(of: bytes, containingAny: [Array("INFOPLIST".utf8), Array("IPHONEOS_DEPLOYMENT_TARGET".utf8)]) {
            let line = raw.trimmingCharacters()
            guard let eq = line.firstIndex(of: "=") else { continue }
            let key = line[..<eq].trimmingCharacters()
            var value = line[line.index(after: eq)...].trimmingCharacters()
            if value.hasSuffix(";") { value.removeLast() }
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            out.append((key, value))
        }
        return out
    }

    /// Which targets build a file (`targetIndices(buildingNormalised:)`).
    private(set) var builders = Builders()

    /// Which of a project's native targets build each file: all a look-up
    /// needs of the project, in a struct of its own (asked for every
    /// file of the run, it is not copied with the project's other fields).
    struct Builders: Sendable, Hashable {
        /// File (relative to `sourceRoot`, normalised) → indices into
        /// `nativeTargets` of the targets whose Sources phases list it.
        var buildersByPath: [String: [Int]] = [:]
        /// Indices of the targets with synchronized folders (asked per file).
        var synchronizedTargets: [Int] = []
        /// Per entry of `synchronizedTargets`, its folders.
        var synchronizedLookups: [SynchronizedLookup] = []
        /// The distinct non-empty paths of every synchronized target's
        /// folders, found by a file's bytes in one pass for all the targets
        /// (the targets of a project share its synchronized folders).
        var sharedFolders = FolderTable([])
        /// Per path of `sharedFolders`, the targets' folders with that path.
        var sharedUses: [[SynchronizedUse]] = []
        /// The targets' folders with an empty path (the project's folder): they hold every file.
        var sharedEverywhere: [SynchronizedUse] = []

        /// A folder of one synchronized target: `synchronizedLookups[entry].synchronized[folder]`.
        struct SynchronizedUse: Sendable, Hashable {
            var entry: Int32
            var folder: Int32
        }

        /// Adds the synchronized target `i` (after the others: `sharedFolders` is made by `finish`).
        mutating func addSynchronized(_ i: Int, _ folders: [XcodeProject.SynchronizedFolder]) {
            synchronizedTargets.append(i)
            synchronizedLookups.append(SynchronizedLookup(synchronized: folders))
        }

        /// Makes `sharedFolders`, `sharedUses` and `sharedEverywhere` from `synchronizedLookups`.
        mutating func finish() {
            var paths: [String] = []
            var pathIndex: [String: Int] = [:]
            for (e, lookup) in synchronizedLookups.enumerated() {
                for (f, folder) in lookup.synchronized.enumerated() {
                    let use = SynchronizedUse(entry: Int32(e), folder: Int32(f))
                    if folder.path.isEmpty {
                        sharedEverywhere.append(use)
                    } else if let d = pathIndex[folder.path] {
                        sharedUses[d].append(use)
                    } else {
                        pathIndex[folder.path] = paths.count
                        paths.append(folder.path)
                        sharedUses.append([use])
                    }
                }
            }
            sharedFolders = FolderTable(paths)
        }

        /// `XcodeProjectFacts.targetIndices(buildingNormalised:)`: the
        /// targets whose Sources phases list `rel`, and those a folder that
        /// holds `rel` makes it a member of (`SynchronizedFolder.holdsMember`),
        /// ascending.
        func targetIndices(buildingNormalised rel: String) -> [Int] {
            var out = buildersByPath[rel] ?? []
            if synchronizedTargets.isEmpty { return out.count > 1 ? out.sorted() : out }
            synchronizedLookups.withUnsafeBufferPointer { lookups in
                func consider(_ u: SynchronizedUse) {
                    let i = synchronizedTargets[Int(u.entry)]
                    if !out.contains(i), lookups[Int(u.entry)].holdsMember(Int(u.folder), rel) { out.append(i) }
                }
                for u in sharedEverywhere { consider(u) }
                sharedFolders.forEachFolder(holding: rel) { d in
                    for u in sharedUses[d] { consider(u) }
                }
            }
            return out.count > 1 ? out.sorted() : out
        }
    }

    /// One synchronized target's folders (`Builders.targetIndices`).
    struct SynchronizedLookup: Sendable, Hashable {
        /// The target's `synchronizedFolders` (kept here: a look-up does not
        /// copy the target, a struct of many fields, for every file).
        var synchronized: [XcodeProject.SynchronizedFolder]

        /// Whether folder `f` makes the file `p` (normalised, under the folder) a member.
        @inline(__always)
        func holdsMember(_ f: Int, _ p: String) -> Bool {
            synchronized.withUnsafeBufferPointer { $0[f].holdsMember(p) }
        }
    }

    /// The project's native targets as the real pbxproj parser reads them
    /// (empty when it could not parse the file).
    public private(set) var nativeTargets: [TargetFacts] = []

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
        /// `infoPlist` as a display path (`$(SRCROOT)` and the project's folder
        /// resolved, like the Swift inputs' paths).
        public var infoPlistPath: String?
        /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` in some
        /// configuration: the build writes a scene manifest.
        public var generatesSceneManifest = false
        /// `GENERATE_INFOPLIST_FILE = YES` in some configuration.
        public var generatesInfoPlist = false
        /// The platforms besides iOS the target compiles its files for, each
        /// at its lowest deployment target across configurations: a Mac,
        /// TV, watch or Vision target's own (`SDKROOT = macosx` and
        /// `MACOSX_DEPLOYMENT_TARGET`), or those a multiplatform target's
        /// `SUPPORTED_PLATFORMS` lists besides iOS (`SDKROOT = auto`). A
        /// platform whose deployment target is not set is left out: Xcode
        /// then builds for the SDK's own version, the newest.
        public var otherPlatforms: [OtherPlatform] = []
        public var sourceFiles: Set<String>
        public var synchronizedFolders: [XcodeProject.SynchronizedFolder]

        public func builds(_ relativePath: String) -> Bool {
            builds(normalised: XcodeProject.normalise(relativePath))
        }

        /// `builds(_:)` for a path already normalised (`XcodeProject.normalise`),
        /// for callers that ask every target about one file.
        public func builds(normalised path: String) -> Bool {
            sourceFiles.contains(path) || !synchronizedFolders.isEmpty && XcodeProject.isMember(path, ofAny: synchronizedFolders)
        }

        /// Every native target of `project`; what could not be read of the
        /// xcconfig files goes to `warnings`, once per file and line.
        static func all(_ project: XcodeProject, projectPath: String, sourceRoot: String, reader: @escaping (String) -> [UInt8]?,
                        warnings: inout [ProjectWarning]) -> [TargetFacts] {
            let projectConfigs = project.projectConfigurations
            // The xcconfig file of a configuration (`baseConfigurationReference`), read once.
            var xcconfigs: [String: XCConfig?] = [:]
            var found: Set<ProjectWarning> = []
            func xcconfig(_ c: XcodeProject.XCBuildConfiguration?) -> XCConfig? {
                // A file reference, or (Xcode 16) a path inside a synchronized folder.
                guard let rel = project.xcconfigPath(of: c) else { return nil }
                let path = XcodeProject.normalisedPath(sourceRoot == "." ? rel : sourceRoot + "/" + rel)
                if let known = xcconfigs[path] { return known }
                do {
                    let read = try XCConfig.read(path: path, reader: reader)
                    xcconfigs[path] = read
                    for w in read.warnings { found.insert(ProjectWarning(file: w.file, line: w.line, reason: "not a setting, comment or #include; skipped")) }
                    return read
                } catch {
                    xcconfigs[path] = .some(nil)
                    found.insert(XCConfig.warning(error, settingsOf: path))
                    return nil
                }
            }
            defer { warnings += found.sorted() }
            // Each configuration's settings as a dictionary, made once: the
            // project's configurations are a level of every target's.
            var dictionaries: [String: [String: String]] = [:]
            func settings(_ c: XcodeProject.XCBuildConfiguration?) -> [String: String] {
                guard let c else { return [:] }
                if let known = dictionaries[c.id] { return known }
                let made = c.settingsDictionary
                dictionaries[c.id] = made
                return made
            }
            return project.nativeTargets.map { t in
                let configs = project.configurations(of: t)
                // Xcode's order: target > target xcconfig > project > project xcconfig.
                // Built once per configuration: every setting asked resolves through them.
                var levelsMemo: [String: [[String: String]]] = [:]
                func levels(_ c: XcodeProject.XCBuildConfiguration) -> [[String: String]] {
                    if let known = levelsMemo[c.id] { return known }
                    let p = projectConfigs.first { $0.name == c.name }
                    let l = [settings(c), xcconfig(c)?.settings ?? [:], settings(p), xcconfig(p)?.settings ?? [:]]
                    levelsMemo[c.id] = l
                    return l
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
                // The platform: SDKROOT (`auto` with SUPPORTED_PLATFORMS for
                // multiplatform targets). With no SDKROOT at any level Xcode
                // builds for macOS, its default; but when an xcconfig of the
                // target could not be read, SDKROOT may be in it, and a target
                // for iPhone or iPad (TARGETED_DEVICE_FAMILY) is iOS: both stay
                // iOS, so iOS code is never skipped for a setting unfold missed.
                let sdks = Set(configs.compactMap { setting("SDKROOT", $0) }.filter { !$0.isEmpty })
                let supportsIOS = configs.contains { setting("SUPPORTED_PLATFORMS", $0)?.contains("iphoneos") == true }
                let unreadXCConfig = configs.contains { c in
                    let p = projectConfigs.first { $0.name == c.name }
                    return [c, p].contains { x in project.xcconfigPath(of: x) != nil && xcconfig(x) == nil }
                }
                // SUPPORTED_PLATFORMS decides only with no SDKROOT or `auto`: a
                // target's own `SDKROOT = macosx` beats the project's list of
                // platforms (AltStore's AltServer, a Mac app in an iOS project
                // whose project level lists `iphoneos macosx`).
                let concreteSDKs = sdks.subtracting(["auto"])
                let isIOS = concreteSDKs.contains("iphoneos") || (concreteSDKs.isEmpty && supportsIOS)
                    || (sdks.isEmpty && (unreadXCConfig || configs.contains { setting("TARGETED_DEVICE_FAMILY", $0) != nil }))
                // Per configuration: (version, where it is written).
                let key = "IPHONEOS_DEPLOYMENT_TARGET"
                let found = configs.compactMap { c -> (OSVersion, String?)? in
                    setting(key, c).flatMap(OSVersion.parse).map { ($0, source(key, c)) }
                }
                let lowest = found.min { $0.0 < $1.0 }
                // Other platforms: per configuration, the SDK it names, or with
                // `auto` (or none) the platforms SUPPORTED_PLATFORMS lists.
                var otherPlatforms: [OtherPlatform] = []
                for c in configs {
                    let sdk = setting("SDKROOT", c) ?? ""
                    let platformWords: [Substring]
                    if sdk.isEmpty || sdk == "auto" {
                        platformWords = (setting("SUPPORTED_PLATFORMS", c) ?? "").split(separator: " ")
                    } else {
                        platformWords = [Substring(sdk)]
                    }
                    for word in platformWords {
                        guard let sdkPlatform = OtherPlatform.xcodeSDKs.first(where: { word.hasPrefix($0.sdk) && !word.hasSuffix("simulator") }),
                              let v = setting(sdkPlatform.setting, c).flatMap(OSVersion.parse) else { continue }
                        OtherPlatform.keepLowest(OtherPlatform(name: sdkPlatform.name, version: v, manifest: projectPath, target: t.name), in: &otherPlatforms)
                    }
                }
                let type = XcodeProjectFacts.productType(t.productType)
                // The Info.plist as a display path: `$(SRCROOT)` (and its other
                // names) and a relative path both stand for the project's folder.
                let marker = "\u{1}"
                let roots = ["SRCROOT": marker, "PROJECT_DIR": marker, "SOURCE_ROOT": marker]
                let plistPath = configs.lazy.compactMap { XCConfig.resolve("INFOPLIST_FILE", levels: levels($0) + [roots]) }.first { !$0.isEmpty }
                    .map { p -> String in
                        if p.hasPrefix(marker) { return XcodeProject.normalisedPath(sourceRoot + p.dropFirst()) }
                        return XcodeProject.normalisedPath(p.hasPrefix("/") ? p : sourceRoot + "/" + p)
                    }
                return TargetFacts(name: t.name, productType: type, isIOS: isIOS, deploymentTarget: lowest?.0, deploymentTargetSource: lowest?.1 ?? nil,
                                   infoPlist: configs.lazy.compactMap { setting("INFOPLIST_FILE", $0) }.first, infoPlistPath: plistPath,
                                   generatesSceneManifest: configs.contains { setting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", $0) == "YES" },
                                   generatesInfoPlist: configs.contains { setting("GENERATE_INFOPLIST_FILE", $0) == "YES" },
                                   otherPlatforms: otherPlatforms.sorted { $0.name < $1.name },
                                   sourceFiles: Set(project.sourceFiles(of: t)), synchronizedFolders: project.synchronizedFolders(of: t))
            }
        }
    }

    /// `path` (a display path) relative to the project's folder; nil outside it.
    public func relative(_ path: String) -> String? {
        XcodeProjectFacts.relative(path, to: sourceRoot)
    }

    /// `path` relative to the folder `root` ("." holds everything); nil outside it.
    /// Bytes: asked for every file by every query.
    static func relative(_ path: String, to root: String) -> String? {
        if root == "." { return path }
        guard XcodeProject.isUnder(path, root) else { return nil }
        let p = path.utf8
        return String(path[p.index(p.startIndex, offsetBy: root.utf8.count + 1)...])
    }

    /// The native targets that build the file at `path` (a display path); empty
    /// outside the project's folder.
    public func targets(building path: String) -> [TargetFacts] {
        guard let rel = relative(path) else { return [] }
        return targetIndices(building: rel).map { nativeTargets[$0] }
    }

    /// Indices into `nativeTargets` of the targets that build the file at
    /// `relativePath`: a dictionary look-up, plus the synchronized folders
    /// of the targets that have any.
    func targetIndices(building relativePath: String) -> [Int] {
        targetIndices(buildingNormalised: XcodeProject.normalise(relativePath))
    }

    /// `targetIndices(building:)` of a path already normalised.
    func targetIndices(buildingNormalised rel: String) -> [Int] {
        builders.targetIndices(buildingNormalised: rel)
    }

    /// The lowest iOS deployment target of the targets that build the file
    /// at `relativePath` (relative to `sourceRoot`); nil when no iOS target
    /// with a known target builds it.
    public func deploymentTarget(building relativePath: String) -> OSVersion? {
        XcodeProjectFacts.deploymentTarget(building: relativePath, builders, nativeTargets)
    }

    /// `deploymentTarget(building:)` of a project's `builders` and `nativeTargets`.
    static func deploymentTarget(building relativePath: String, _ builders: Builders, _ nativeTargets: [TargetFacts]) -> OSVersion? {
        var low: OSVersion?
        for i in builders.targetIndices(buildingNormalised: XcodeProject.normalise(relativePath)) where nativeTargets[i].isIOS {
            guard let v = nativeTargets[i].deploymentTarget else { continue }
            if low.map({ v < $0 }) ?? true { low = v }
        }
        return low
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

    /// Most modern first: where apps sharing a file disagree, the lowest rank wins.
    var rank: Int {
        switch self {
        case .swiftUIApp: 0
        case .uikitScenes: 1
        case .uikitWithoutScenes: 2
        }
    }

    /// How `unfold project` names it.
    public var label: String {
        switch self {
        case .swiftUIApp: "SwiftUI App"
        case .uikitScenes: "UIKit with scenes"
        case .uikitWithoutScenes: "UIKit without scenes"
        }
    }
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

/// The iOS platform of a Package.swift: `.iOS(.v15)`, `.iOS(.v16_4)`,
/// `.iOS("15.0")` in its tokens (the first one that reads), and a warning
/// naming the line when `.iOS(…)` holds no version unfold can read, or
/// `platforms:` has no `.iOS(…)` entry. Also the other platforms it names
/// (`.macOS(.v11)`, `.tvOS`, `.watchOS`, `.macCatalyst`, `.visionOS`): a
/// package's files are built for those too, so a rewrite must not use an
/// API newer than their versions there (`others`, session 22).
struct PackagePlatforms {
    var iOS: (Int, Int)?
    var warning: ProjectWarning?
    /// The first readable version of each other platform the manifest names.
    var others: [OtherPlatform] = []

    init(path: String, bytes: [UInt8]) {
        let tree = SyntaxTree(bytes: bytes)
        var platforms: Int?
        var unreadable: Int?
        for i in 0..<max(0, tree.count - 1) {
            if platforms == nil, tree.is(i, "platforms"), tree.kind(i + 1) == .colon { platforms = i }
            guard tree.kind(i) == .period, tree.kind(i + 2) == .leftParen else { continue }
            let isIOS = tree.is(i + 1, "iOS")
            let other = isIOS || tree.kind(i + 1) != .identifier ? nil : OtherPlatform.names.first { $0 == tree.text(i + 1) }
            guard isIOS || other != nil else { continue }
            let a = i + 3
            var version = ""
            if tree.kind(a) == .period, tree.kind(a + 1) == .identifier {
                version = String(tree.text(a + 1).dropFirst()).replacingOccurrences(of: "_", with: ".")
            } else if tree.kind(a) == .stringSegment {
                version = tree.text(a).trimmingCharacters(in: ["\""])
            }
            let parts = version.split(separator: ".").compactMap { Int($0) }
            if let other {
                if let major = parts.first, !others.contains(where: { $0.name == other }) {
                    others.append(OtherPlatform(name: other, version: OSVersion(major: major, minor: parts.count > 1 ? parts[1] : 0), manifest: path))
                }
                continue
            }
            if let major = parts.first {
                if iOS == nil { iOS = (major, parts.count > 1 ? parts[1] : 0) }
                continue
            }
            if iOS == nil, unreadable == nil { unreadable = i + 1 }
        }
        guard iOS == nil else { return }
        func line(_ token: Int) -> Int { tree.location(of: Int(tree.tokens[token].start)).line }
        if let u = unreadable {
            warning = ProjectWarning(file: path, line: line(u), reason: ".iOS(…) names no version unfold can read; the iOS deployment target is unknown")
        } else if let p = platforms {
            warning = ProjectWarning(file: path, line: line(p), reason: "platforms: has no .iOS(…) entry; the iOS deployment target is unknown")
        }
    }
}

/// A platform besides iOS that files are built for, with the lowest
/// version: a package's (its manifest's `.macOS(.v11)` → macOS 11.0) or an
/// Xcode target's (`SDKROOT = macosx`, or a multiplatform target's
/// `SUPPORTED_PLATFORMS`, with `MACOSX_DEPLOYMENT_TARGET = 11.0`).
public struct OtherPlatform: Sendable, Hashable {
    /// The manifest's spelling: `macOS`, `tvOS`, `watchOS`, `macCatalyst`, `visionOS`.
    public var name: String
    public var version: OSVersion
    /// The Package.swift that names it, or the project.pbxproj of `target`.
    public var manifest: String
    /// The Xcode target that builds for it; nil for a package.
    public var target: String? = nil

    static let names = ["macOS", "tvOS", "watchOS", "macCatalyst", "visionOS"]

    /// Xcode's SDK names (SDKROOT, SUPPORTED_PLATFORMS; simulators aside),
    /// the platform each builds for and the setting of its deployment target.
    static let xcodeSDKs: [(sdk: String, name: String, setting: String)] = [
        ("macosx", "macOS", "MACOSX_DEPLOYMENT_TARGET"), ("appletvos", "tvOS", "TVOS_DEPLOYMENT_TARGET"),
        ("watchos", "watchOS", "WATCHOS_DEPLOYMENT_TARGET"), ("xros", "visionOS", "XROS_DEPLOYMENT_TARGET"),
    ]

    /// Adds `p` to `list`, which holds each platform once at its lowest version
    /// (the first one of that lowest version kept).
    static func keepLowest(_ p: OtherPlatform, in list: inout [OtherPlatform]) {
        if let k = list.firstIndex(where: { $0.name == p.name }) {
            if p.version < list[k].version { list[k] = p }
        } else {
            list.append(p)
        }
    }

    /// "this package", "target `Foo`": what builds the files for it.
    public var builder: String { target.map { "target `\($0)`" } ?? "this package" }

    /// `macOS`, `Mac Catalyst`.
    public var displayName: String { name == "macCatalyst" ? "Mac Catalyst" : name }
    /// `macOS 11.0`, `Mac Catalyst 14.0`.
    public var label: String { "\(displayName) \(version.major).\(version.minor)" }
}

extension ProjectIndex {
    /// What would settle an unknown deployment target for `sourcePath`, as a
    /// short instruction naming the file (issue 14, item 7), first that applies:
    /// an Xcode project around the file that does not parse; the iOS target
    /// building the file that has no `IPHONEOS_DEPLOYMENT_TARGET` (or, when no
    /// target builds it, the project); the nearest Package.swift without
    /// `.iOS(…)`; the nearest XcodeGen spec, then Package.swift without `.iOS(…)`;
    /// the nearest Podfile; else `.unfold.json` / `--deployment-target`.
    public func deploymentTargetSettler(for sourcePath: String) -> String {
        let dir = ProjectIndex.directory(of: sourcePath)
        let around = projects.filter { ProjectIndex.isAncestor($0.sourceRoot, of: dir) }
        for p in around where !p.parsed {
            let at = p.warnings.first { $0.file == p.path }.map { $0.line > 0 ? ":\($0.line)" : "" } ?? ""
            return "\(p.path)\(at) does not parse: fix it, or pass --deployment-target"
        }
        for p in around {
            if let t = p.targets(building: sourcePath).first(where: { $0.isIOS && $0.deploymentTarget == nil }) {
                return "set IPHONEOS_DEPLOYMENT_TARGET for target \(t.name) in \(p.path)"
            }
        }
        if let p = around.first(where: { $0.nativeTargets.contains { $0.isIOS && $0.deploymentTarget == nil } }) {
            return "set IPHONEOS_DEPLOYMENT_TARGET in \(p.path)"
        }
        func nearest(_ name: String) -> String? {
            manifestPaths.filter { ($0 == name || $0.hasSuffix("/" + name)) && ProjectIndex.isAncestor(ProjectIndex.directory(of: $0), of: dir) }
                .max { ProjectIndex.depth(ProjectIndex.directory(of: $0)) < ProjectIndex.depth(ProjectIndex.directory(of: $1)) }
        }
        if let spec = nearest(XcodeGenSpec.fileName) { return "set options.deploymentTarget.iOS in \(spec)" }
        if let package = nearest("Package.swift") { return "add .iOS(…) to the platforms of \(package)" }
        if let podfile = nearest("Podfile") { return "add platform :ios, '…' to \(podfile)" }
        return "no project file was found: set deploymentTarget in .unfold.json or pass --deployment-target"
    }
}

extension FileContext {
    /// `ProjectIndex.deploymentTargetSettler(for:)` for this file.
    public var deploymentTargetSettler: String { index.deploymentTargetSettler(for: path) }
}
