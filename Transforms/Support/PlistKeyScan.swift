import SwiftTree
import UnfoldKit

/// The walk the Info.plist-key transforms share (`portrait-only`,
/// `requires-full-screen`): every plist of the project, binary ones by their
/// bytes and XML ones parsed, then every project file's build settings under
/// one prefix. Each closure says what it found as (offset, message) in that
/// file; the scan makes the findings.
enum PlistKeyScan {
    typealias Hit = (offset: Int, message: String)

    /// `key`: the plist key the transform looks for. A text plist without
    /// its name, or a project file without `settingPrefix`, cannot hold it
    /// and is not parsed (most plists of a large app are data, not Info.plists).
    static func findings(in project: ProjectContext, key: String, settingPrefix: String,
                         binary: ([UInt8], _ path: String) -> Hit?,
                         xml: (PlistFacts, XMLPlist?) -> [Hit],
                         settings: ([BuildSetting]) -> Hit?) -> [Finding] {
        let index = project.index
        var out: [Finding] = []
        let keyBytes = Array(key.utf8), prefixBytes = Array(settingPrefix.utf8)
        for facts in index.plists {
            guard let bytes = index.otherFiles[facts.path] else { continue }
            if !facts.isBinary, !ByteSearch.contains(keyBytes, in: bytes) { continue }
            let hits = facts.isBinary ? binary(bytes, facts.path).map { [$0] } ?? [] : xml(facts, XMLPlist(bytes: bytes))
            out += hits.map { project.finding(path: facts.path, offset: $0.offset, $0.message) }
        }
        for p in index.projects {
            guard let bytes = index.otherFiles[p.path], ByteSearch.contains(prefixBytes, in: bytes) else { continue }
            let iOS = BuildSetting.settings(in: bytes, prefix: settingPrefix).filter { !inNonIOSConfiguration($0.offset, bytes) }
            if let hit = settings(iOS) {
                out.append(project.finding(path: p.path, offset: hit.offset, hit.message))
            }
        }
        return out
    }

    static let buildSettingsOpen = Array("buildSettings = {".utf8)
    static let blockClose = Array("};".utf8)
    static let nonIOSSDKs = ["watchos", "appletvos", "macosx", "xros"].map { Array("SDKROOT = \($0);".utf8) }

    /// Whether the build setting at `offset` of a project.pbxproj sits in a
    /// configuration whose `SDKROOT` is watchOS, tvOS, macOS or visionOS
    /// (Trio's watch app: its orientation setting is not an iPhone's).
    static func inNonIOSConfiguration(_ offset: Int, _ bytes: [UInt8]) -> Bool {
        // The nearest `buildSettings = {` before the setting (no copy of the file).
        let n = buildSettingsOpen.count
        var open = offset - n
        while open >= 0, !bytes[open..<(open + n)].elementsEqual(buildSettingsOpen) { open -= 1 }
        guard open >= 0 else { return false }
        let close = ByteSearch.firstIndex(of: blockClose, in: bytes, from: offset) ?? bytes.count
        let block = Array(bytes[open..<close])
        return nonIOSSDKs.contains { ByteSearch.contains($0, in: block) }
    }
}
