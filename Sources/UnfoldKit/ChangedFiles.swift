import Foundation

/// Why `--changed-since REF` cannot say which files changed.
public enum ChangedFilesError: Error, Equatable, CustomStringConvertible {
    case notInRepository(path: String)
    case unknownRef(ref: String, repository: String)
    case noMergeBase(ref: String, repository: String)
    case gitFailed(repository: String, reason: String)

    public var description: String {
        switch self {
        case .notInRepository(let p):
            return "--changed-since needs a git repository, and \(Report.displayPath(p)) is not in one"
        case .unknownRef(let r, let repo):
            return "--changed-since: '\(Report.escapingControls(r))' is not a commit in the git repository at \(Report.displayPath(repo))"
        case .noMergeBase(let r, let repo):
            return "--changed-since: '\(Report.escapingControls(r))' shares no history with HEAD in \(Report.displayPath(repo))"
        case .gitFailed(let repo, let reason):
            return "--changed-since: git failed in \(Report.displayPath(repo)): \(Report.escapingControls(reason))"
        }
    }
}

/// The files a pull request touches: `--changed-since REF` (docs/adoption.md).
///
/// Changed means different from the merge base of REF and HEAD (what
/// `git diff REF...HEAD` compares, so commits that landed on REF after the
/// branch was made do not count), in any of: commits since the merge base,
/// staged changes, unstaged changes, and untracked files that git does not
/// ignore. A renamed file counts under its new name (and its old one).
public enum ChangedFiles {
    /// The changed files of the repositories holding `paths`, as real
    /// absolute paths (symbolic links resolved).
    public static func since(_ ref: String, paths: [String], cwd: String) throws(ChangedFilesError) -> Set<String> {
        var tops: [String] = []
        for p in paths {
            let absolute = RunContext.absolutePath(p, cwd: cwd)
            guard let top = Git.topLevel(of: Session.folder(of: absolute)) else { throw .notInRepository(path: p) }
            if !tops.contains(top) { tops.append(top) }
        }
        var changed: Set<String> = []
        for top in tops {
            let realTop = RepositoryScope.realPath(top)
            for rel in try since(ref, top: top) {
                changed.insert((realTop as NSString).appendingPathComponent(rel))
            }
        }
        return changed
    }

    /// The changed paths of the work tree at `top`, relative to it.
    static func since(_ ref: String, top: String) throws(ChangedFilesError) -> [String] {
        // `--end-of-options` keeps a ref like `--output=x` from being read as an option.
        let commit = Git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"], in: top)
        guard commit.status == 0, !ref.isEmpty else {
            if commit.status == -1 || commit.status == 127 { throw .gitFailed(repository: top, reason: commit.stderr.trimmingCharacters(in: .whitespacesAndNewlines)) }
            throw .unknownRef(ref: ref, repository: top)
        }
        let base = Git.run(["merge-base", commit.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "HEAD"], in: top)
        guard base.status == 0 else { throw .noMergeBase(ref: ref, repository: top) }
        let baseCommit = base.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        // The merge base against the work tree: commits since, staged and unstaged changes.
        let diff = Git.runBytes(["diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", baseCommit, "--"], in: top)
        guard diff.status == 0 else { throw .gitFailed(repository: top, reason: String(decoding: diff.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) }
        // Untracked files git does not ignore (paths relative to the top: run at the top).
        let untracked = Git.runBytes(["ls-files", "--others", "--exclude-standard", "-z", "--full-name"], in: top)
        guard untracked.status == 0 else { throw .gitFailed(repository: top, reason: String(decoding: untracked.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) }
        return (diff.stdout.split(separator: 0) + untracked.stdout.split(separator: 0)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether an input (read from `absolute`) is among `changed`.
    static func contains(_ changed: Set<String>, _ absolute: String) -> Bool {
        changed.contains(absolute) || changed.contains(RepositoryScope.realPath(absolute))
    }
}
