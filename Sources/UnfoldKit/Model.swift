import SwiftTree

/// How much a fix can be trusted.
public enum FixSafety: String, Sendable, Comparable, CaseIterable, Codable {
    /// Same meaning; applied by default.
    case safe
    /// Likely right, needs a human; applied with `--unsafe`.
    case review
    /// A finding only: nothing is rewritten.
    case none

    var rank: Int {
        switch self {
        case .safe: return 0
        case .review: return 1
        case .none: return 2
        }
    }

    public static func < (a: FixSafety, b: FixSafety) -> Bool { a.rank < b.rank }
}

/// Replace the UTF-8 bytes `range` of `path` with `replacement`.
public struct Edit: Sendable, Hashable {
    public var path: String
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(path: String, range: Range<Int>, replacement: [UInt8]) {
        self.path = path
        self.range = range
        self.replacement = replacement
    }

    public init(path: String, range: Range<Int>, replacement: String) {
        self.init(path: path, range: range, replacement: Array(replacement.utf8))
    }
}

/// A byte range of a file.
public struct FileRange: Sendable, Hashable {
    public var path: String
    public var range: Range<Int>

    public init(path: String, range: Range<Int>) {
        self.path = path
        self.range = range
    }
}

/// A new file a fix creates (e.g. `SceneDelegate.swift`).
public struct FileCreation: Sendable, Hashable {
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }
}

/// Edits (possibly across several files) and file creations that are applied
/// all together or not at all.
public struct Fix: Sendable, Hashable {
    public var safety: FixSafety
    public var edits: [Edit]
    public var creations: [FileCreation]
    /// What the fix does, for reports ("use traitCollection.displayScale").
    public var title: String
    /// Text whose comments the fix deletes on purpose (an empty life-cycle
    /// method's template comments). Any other comment inside a replaced range
    /// must reappear in the fix's replacements or created files, or the engine
    /// does not apply the fix (`CommentKeeping.checked`).
    public var commentsMayGo: [FileRange] = []

    public init(safety: FixSafety, title: String, edits: [Edit], creations: [FileCreation] = []) {
        self.safety = safety
        self.title = title
        self.edits = edits
        self.creations = creations
    }

    /// Every path this fix writes.
    public var paths: Set<String> {
        Set(edits.map(\.path)).union(creations.map(\.path))
    }
}

/// One occurrence of a legacy pattern: where, why, and optionally how to fix it.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var path: String
    /// Byte offset in the file the finding points at.
    public var offset: Int
    public var line: Int
    public var column: Int
    public var message: String
    public var fix: Fix?

    public init(ruleID: String, path: String, offset: Int, line: Int, column: Int, message: String, fix: Fix? = nil) {
        self.ruleID = ruleID
        self.path = path
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
        self.fix = fix
    }

    /// The fix's safety, or `.none` for a plain finding.
    public var safety: FixSafety { fix?.safety ?? .none }

    /// `arrays` joined in order, each finding moved rather than copied (a
    /// copy retains its path, message and fix); `arrays` keeps its arrays,
    /// each holding as many empty findings (no references) as it gave.
    static func joinedMoving(_ arrays: inout [[Finding]]) -> [Finding] {
        var total = 0
        for i in arrays.indices { total += arrays[i].count }
        let empty = Finding(ruleID: "", path: "", offset: 0, line: 0, column: 0, message: "")
        return [Finding](unsafeUninitializedCapacity: total) { out, count in
            var at = 0
            for i in arrays.indices where !arrays[i].isEmpty {
                arrays[i].withUnsafeMutableBufferPointer { source in
                    let n = source.count
                    _ = UnsafeMutableBufferPointer(rebasing: out[at..<(at + n)]).moveInitialize(fromContentsOf: source)
                    source.initialize(repeating: empty)
                    at += n
                }
            }
            count = at
        }
    }
}
