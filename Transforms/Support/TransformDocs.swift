// Generated from the doc comments in Transforms/*.swift by the DocsTests test
// (`UNFOLD_UPDATE_SNAPSHOTS=1 swift test --filter DocsTests`). Do not edit.
enum TransformDocs {
    static let byID: [String: String] = [:]
}
