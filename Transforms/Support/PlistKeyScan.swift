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
            if let hit = settings(BuildSetting.settings(in: bytes, prefix: settingPrefix)) {
                out.append(project.finding(path: p.path, offset: hit.offset, hit.message))
            }
        }
        return out
    }
}
