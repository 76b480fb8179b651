/// Something the engine gave up on during a run. The findings and changes
/// are still right; the CLI prints each problem's `description` on stderr.
public enum EngineProblem: Sendable, Hashable, CustomStringConvertible {
    /// The fixes of `path` were dropped: the rewritten file lexed worse than
    /// its input (unbalanced brackets or unterminated literals).
    case revertedFile(path: String)
    /// Fixes kept coming after `rounds` fixing rounds: the transforms `rules`
    /// still had fixes for `paths` (the files the last round changed).
    case noFixedPoint(rules: [String], paths: [String], rounds: Int)
    /// A project file (pbxproj, xcconfig, Package.swift) that could not be
    /// read, or only in part: the run went on with what it would have said
    /// unknown.
    case projectFile(ProjectWarning)
    /// Swift files only macOS, watchOS, tvOS or visionOS targets build: the
    /// iOS transforms skipped them (said, so that a target read as non-iOS
    /// by mistake is never a silent miss).
    case nonIOSFilesSkipped(count: Int)

    /// The file the problem is about, if it is about one file.
    public var path: String? {
        switch self {
        case .revertedFile(let path): return path
        case .noFixedPoint: return nil
        case .projectFile(let w): return w.file
        case .nonIOSFilesSkipped: return nil
        }
    }

    public var description: String {
        switch self {
        case .revertedFile(let path):
            return "\(path): fixes reverted: the rewritten file no longer lexes cleanly (unbalanced brackets or unterminated literals)"
        case .noFixedPoint(let rules, let paths, let rounds):
            return "fixes did not reach a fixed point after \(rounds) rounds (transforms: \(rules.joined(separator: ", "))) in: \(paths.joined(separator: ", "))"
        case .projectFile(let w):
            return "warning: \(w.description)"
        case .nonIOSFilesSkipped(let n):
            return "note: \(n) Swift file\(n == 1 ? "" : "s") only macOS, watchOS, tvOS or visionOS targets build \(n == 1 ? "was" : "were") not analysed (`unfold project` lists the targets)"
        }
    }
}
