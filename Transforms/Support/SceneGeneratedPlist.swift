import UnfoldKit

/// The scene manifest of an app whose Info.plist Xcode generates from build
/// settings (`GENERATE_INFOPLIST_FILE = YES`, no `INFOPLIST_FILE`).
///
/// Build settings cannot say it: `INFOPLIST_KEY_UIApplicationSceneManifest_Generation`
/// writes a manifest without `UISceneConfigurations`, and no `INFOPLIST_KEY_`
/// names a scene delegate class. Xcode merges an `INFOPLIST_FILE` with the
/// generated keys (its storyboard templates do exactly that), so the manifest
/// goes into a new Info.plist that holds only the manifest, and each
/// configuration of the app target gets `INFOPLIST_FILE = …;`: one line added
/// after the configuration's `buildSettings = {` line, in that block's
/// indentation; every other byte of the pbxproj stays. Without that setting
/// the plist would not be built, UIKit would not use scenes and the window
/// code moved to the install method would never run, so the two go together.
struct SceneGeneratedPlist {
    /// The new Info.plist (display path), its bytes before the manifest (an empty root dictionary).
    var path: String
    var skeleton: [UInt8]
    /// `INFOPLIST_KEY_UIMainStoryboardFile`: the manifest's `UISceneStoryboardFile`.
    var storyboard: String?
    /// `INFOPLIST_FILE` lines added to the pbxproj.
    var projectEdits: [Edit]
    var projectPath: String
    var targetNames: [String]
    /// The build settings generate a `UIApplicationSceneManifest` (`…_Generation = YES`
    /// for iOS devices and simulators): it has no configurations, and TN3187's
    /// "configure in code" applies: configurationForConnecting names the scene
    /// delegate, and no Info.plist is written.
    var manifestGenerated = false

    static let skeletonText = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        </dict>
        </plist>

        """

    /// The plan for the app targets that build `sourcePath` and generate their
    /// Info.plist; nil when none does (or the targets are unknown); a
    /// `SceneStop` message when it cannot be done losslessly.
    static func plan(for sourcePath: String, index: ProjectIndex) -> Result<SceneGeneratedPlist, Failure>? {
        for p in index.projects(for: sourcePath) {
            let builders = p.targets(building: sourcePath).filter { $0.isIOS && ["application", "application.on-demand-install-capable"].contains($0.productType) }
            let generating = builders.filter { $0.generatesInfoPlist && $0.infoPlist == nil }
            guard !generating.isEmpty else { continue }
            let names = generating.map(\.name)
            guard generating.count == builders.count else { return .failure(Failure("not all its app targets generate theirs")) }
            guard let bytes = index.otherFiles[p.path], let project = try? XcodeProject(bytes: bytes) else {
                return .failure(Failure("its project file cannot be read"))
            }
            var edits: [Edit] = []
            var storyboard: String?
            let projectConfigs = project.projectConfigurations
            let targets = project.nativeTargets.filter { names.contains($0.name) }
            let generation = targets.flatMap(project.configurations(of:)).map { c in
                manifestGeneration([c, projectConfigs.first { $0.name == c.name }].compactMap { $0 })
            }
            if !generation.isEmpty, generation.allSatisfy({ $0 == .generated }) {
                let keys = targets.flatMap(project.configurations(of:)).compactMap { $0.setting("INFOPLIST_KEY_UIMainStoryboardFile") }
                return .success(SceneGeneratedPlist(path: "the generated Info.plist", skeleton: [], storyboard: keys.first { !$0.isEmpty },
                                                    projectEdits: [], projectPath: p.path, targetNames: names, manifestGenerated: true))
            }
            if generation.contains(where: { $0 != .none }) {
                return .failure(Failure("only some configurations generate a scene manifest"))
            }
            // The new plist: beside the source file, unless a synchronized folder would copy it as a resource.
            let dir = sourcePath.contains("/") ? String(sourcePath[..<sourcePath.lastIndex(of: "/")!]) : "."
            let root = p.sourceRoot
            let candidates = [(dir == "." ? "" : dir + "/") + "Info.plist",
                              (root == "." ? "" : root + "/") + "\(names[0])-Info.plist"]
            let copied: (String) -> Bool = { path in
                guard let rel = p.relative(path) else { return true }
                return project.nativeTargets.contains { project.isSynchronizedMember(rel, of: $0) }
            }
            guard let path = candidates.first(where: { index.otherFiles[$0] == nil && !copied($0) }), let rel = p.relative(path) else {
                return .failure(Failure("a synchronized folder would copy a new Info.plist"))
            }
            let value = rel.allSatisfy { $0.isLetter || $0.isNumber || "_./".contains($0) } ? rel : "\"\(rel)\""
            for t in targets {
                for c in project.configurations(of: t) {
                    if storyboard == nil {
                        storyboard = c.setting("INFOPLIST_KEY_UIMainStoryboardFile")
                            ?? projectConfigs.first { $0.name == c.name }?.setting("INFOPLIST_KEY_UIMainStoryboardFile")
                    }
                    guard let object = project.object(c.id), let edit = settingLine(in: bytes, from: object.offset, path: p.path, text: "INFOPLIST_FILE = \(value);") else {
                        return .failure(Failure("a configuration of \(t.name) has no buildSettings block to extend"))
                    }
                    edits.append(edit)
                }
            }
            guard !edits.isEmpty else { return nil }
            return .success(SceneGeneratedPlist(path: path, skeleton: Array(skeletonText.utf8), storyboard: storyboard?.isEmpty == true ? nil : storyboard,
                                                projectEdits: edits, projectPath: p.path, targetNames: names))
        }
        return nil
    }

    enum Generation { case none, generated, partial }

    /// Whether a configuration's settings (its own, then the project's)
    /// generate a scene manifest for iOS: `…_Generation = YES` unconditionally
    /// or for both `sdk=iphoneos*` and `sdk=iphonesimulator*`.
    static func manifestGeneration(_ levels: [XcodeProject.XCBuildConfiguration]) -> Generation {
        let name = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"
        for c in levels {
            let keys = c.buildSettings.entries.map(\.key).filter { $0 == name || $0.hasPrefix(name + "[") }
            guard !keys.isEmpty else { continue }
            let yes = Set(keys.filter { c.setting($0) == "YES" })
            if yes.contains(name) { return .generated }
            let device = yes.contains { $0.contains("sdk=iphoneos") }, simulator = yes.contains { $0.contains("sdk=iphonesimulator") }
            if device && simulator { return .generated }
            return yes.isEmpty ? .none : .partial
        }
        return .none
    }

    struct Failure: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// A line `text` (`KEY = value;`) inserted into the `buildSettings = {`
    /// block that follows `offset` (a configuration object's id) where Xcode
    /// would write it (keys in order), in the indentation of the block's
    /// entries (else one tab deeper than the `buildSettings` line), with the
    /// file's line ending.
    static func settingLine(in bytes: [UInt8], from offset: Int, path: String, text: String) -> Edit? {
        let needle = Array("buildSettings = {".utf8)
        var i = offset
        var found: Int?
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0], Array(bytes[i..<(i + needle.count)]) == needle { found = i; break }
            // The configuration object ended (`};` at the start of a line) without a buildSettings block.
            if bytes[i] == UInt8(ascii: "}"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ";"), i > offset, isLineStart(bytes, i, depth: 2) { return nil }
            i += 1
        }
        guard let start = found else { return nil }
        var e = start + needle.count
        while e < bytes.count, bytes[e] == 32 || bytes[e] == 9 { e += 1 }
        guard e < bytes.count, bytes[e] == 10 || bytes[e] == 13 else { return nil }  // `{` ends its line
        let eol = bytes[e] == 13 && e + 1 < bytes.count && bytes[e + 1] == 10 ? "\r\n" : (bytes[e] == 13 ? "\r" : "\n")
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] != 10, bytes[lineStart - 1] != 13 { lineStart -= 1 }
        let ownIndent = Array(bytes[lineStart..<start])
        let key = Array(text.prefix { $0 != " " }.utf8)
        // The block's lines: entries at one indentation, up to the closing `};`.
        var line = e + eol.utf8.count
        var indent: [UInt8]?
        while line < bytes.count {
            var k = line
            while k < bytes.count, bytes[k] == 32 || bytes[k] == 9 { k += 1 }
            guard k < bytes.count else { return nil }
            let lead = Array(bytes[line..<k])
            if bytes[k] == UInt8(ascii: "}") {
                guard lead == ownIndent else { return nil }
                break  // the block's end: insert before it
            }
            if indent == nil { indent = lead }
            if lead == indent {
                var n = k
                while n < bytes.count, bytes[n] != 32, bytes[n] != UInt8(ascii: "="), bytes[n] != 10, bytes[n] != 13 { n += 1 }
                let name = Array(bytes[k..<n])
                if name == key || name == key.map({ $0 }) { return nil }  // already set: not ours to change
                if name.lexicographicallyPrecedes(key) == false { break }
            }
            // Next line.
            var m = k
            while m < bytes.count, bytes[m] != 10, bytes[m] != 13 { m += 1 }
            if m < bytes.count, bytes[m] == 13, m + 1 < bytes.count, bytes[m + 1] == 10 { m += 1 }
            line = m + 1
        }
        let lead = indent ?? (ownIndent + [9])
        return Edit(path: path, range: line..<line, replacement: lead + Array((text + eol).utf8))
    }

    /// Whether `i` starts a line after only whitespace (a pbxproj object's `};`).
    static func isLineStart(_ bytes: [UInt8], _ i: Int, depth: Int) -> Bool {
        var k = i
        var tabs = 0
        while k > 0, bytes[k - 1] == 9 || bytes[k - 1] == 32 { k -= 1; tabs += 1 }
        return (k == 0 || bytes[k - 1] == 10 || bytes[k - 1] == 13) && tabs <= depth
    }
}
