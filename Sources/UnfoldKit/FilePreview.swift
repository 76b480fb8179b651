import SwiftTree

/// What the engine knows of a Swift file without its tree (issue 18): its
/// word filter, its pass-1 summary and the project index. Before running a
/// transform on a file the engine asks `Transform.mayFire(in:)`; a file in
/// which no transform may fire is not parsed a second time when its tree was
/// dropped after pass 1 (streaming), and a transform that may not fire is not
/// run. A class: it is handed to every transform of every file, and a
/// struct holding the index would copy (retain) each of its tables each time.
/// docs/performance.md.
public final class FilePreview: Sendable {
    public let path: String
    /// Identifier and keyword texts of the file (a Bloom filter: "no" is certain).
    public let words: WordFilter
    public let summary: FileSummary
    public let index: ProjectIndex

    public init(path: String, words: WordFilter, summary: FileSummary, index: ProjectIndex) {
        self.path = path
        self.words = words
        self.summary = summary
        self.index = index
    }

    /// Whether the file may name one of `words` (false is certain).
    @inline(__always)
    public func mayContain(any words: TriggerWords) -> Bool {
        // A loop over keys hashed once: asked for every file and transform.
        for key in words.keys where self.words.mayContain(key) { return true }
        return false
    }

    /// Whether the file declares a type or an extension whose name inherits
    /// (in the index) from one of `names`.
    public func declaresSubtype(ofAnyOf names: Set<String>) -> Bool {
        let types = summary.types
        if types.isEmpty { return false }
        // `index.inherits(_:fromAnyOf: names)` of each type, with the names it is true for made once per index.
        return index.withHeirs(of: names) { heirs in
            // A type the file declares has its base name among the file's words:
            // when no heir's is, none of its types is an heir (no name hashed).
            if let words = heirs.words, !mayContain(any: words) { return false }
            let heirs = heirs.names
            // A loop, not `contains` with a closure: the closure held a copy of the index (every table retained) per file.
            for t in types {
                let name = t.name
                // A plain name is its own `hierarchyName`: the index is asked only for a qualified or generic one.
                guard ProjectIndex.holdsByte(name, { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "<") }) else {
                    if heirs.contains(name) { return true }
                    continue
                }
                // A nested type is recorded qualified (`Outer.Delegate`); a transform may ask by its own name.
                if heirs.contains(index.hierarchyName(name))
                    || ProjectIndex.holdsByte(name, { $0 == UInt8(ascii: ".") }) && heirs.contains(index.hierarchyName(SyntaxTree.baseTypeName(name))) {
                    return true
                }
            }
            return false
        }
    }

    /// The facts a `CollectingTransform` with this id collected from the file in pass 1.
    public func collected(_ ruleID: String) -> Bool {
        summary.facts[ruleID] != nil
    }
}

/// Identifier or keyword texts a transform needs in a file to fire, as bytes made once.
public struct TriggerWords: Sendable {
    /// The words, hashed once (not per file).
    let keys: [WordFilter.Key]

    public init(_ words: [String]) {
        keys = words.map { WordFilter.Key($0) }
    }
}
