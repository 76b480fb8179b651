import UnfoldKit

/// The walk the Info.plist-key transforms share (`portrait-only`,
/// `requires-full-screen`): every plist of the project, binary ones by their
/// bytes and XML ones parsed, then every project file's build settings under
/// one prefix. Each closure says what it found as (offset, message) in that
/// file; the scan makes the findings.
enum PlistKeyScan {
    typealias Hit = (offset: Int, message: String)

    static func findings(in project: ProjectContext, settingPrefix: String,
                         binary: ([UInt8], _ path: String) -> Hit?,
                         xml: (PlistFacts, XMLPlist?) -> [Hit],
                         settings: ([BuildSetting]) -> Hit?) -> [Finding] {
        let index = project.index
        var out: [Finding] = []
        for facts in index.plists {
            guard let bytes = index.otherFiles[facts.path] else { continue }
            let hits = facts.isBinary ? binary(bytes, facts.path).map { [$0] } ?? [] : xml(facts, XMLPlist(bytes: bytes))
            out += hits.map { project.finding(path: facts.path, offset: $0.offset, $0.message) }
        }
        for p in index.projects {
            guard let bytes = index.otherFiles[p.path] else { continue }
            if let hit = settings(BuildSetting.settings(in: bytes, prefix: settingPrefix)) {
                out.append(project.finding(path: p.path, offset: hit.offset, hit.message))
            }
        }
        return out
    }
}
