import Foundation

/// What a git work tree says about the files `fix` would write: which are
/// inside it (through symbolic links too), inside a submodule, ignored, or
/// carrying uncommitted changes. Read once per run with two git commands.
struct RepositoryScope {
    /// The work tree's top level, as git prints it.
    let top: String
    /// The same, with symbolic links resolved.
    let realTop: String
    /// Submodule paths (gitlinks), relative to the top.
    var submodules: [String] = []
    /// Ignored paths relative to the top; directories end with "/".
    var ignored: [String] = []
    /// Paths with staged or unstaged changes, or untracked (directories end with "/").
    var dirty: [String] = []

    /// Why a file is left out of a run.
    enum Exclusion: Equatable {
        case outside
        case submodule(String)
        case ignored
        case dirty

        var reason: String {
            switch self {
            case .outside: return "it lies outside the git repository (through a symbolic link); not rewritten (--allow-no-vcs to write it)"
            case .submodule(let s): return "it is inside the submodule \(s); not rewritten (run unfold in the submodule)"
            case .ignored: return "git ignores it, so it cannot be committed; not rewritten"
            case .dirty: return "it has uncommitted changes of yours, which a commit would sweep in; not rewritten (commit or stash them first)"
            }
        }
    }

    /// Reads the scope of the work tree at `top`. `details` false reads
    /// only the top (for the outside check of a plain `fix`).
    static func read(top: String, details: Bool) -> RepositoryScope {
        var scope = RepositoryScope(top: top, realTop: RepositoryScope.realPath(top))
        guard details else { return scope }
        let stage = Git.runBytes(["ls-files", "-z", "--stage"], in: top)
        if stage.status == 0 {
            for entry in stage.stdout.split(separator: 0) where entry.starts(with: Array("160000 ".utf8)) {
                if let tab = entry.firstIndex(of: 9) {
                    scope.submodules.append(String(decoding: entry[(tab + 1)...], as: UTF8.self))
                }
            }
        }
        let status = Git.runBytes(["status", "--porcelain=v1", "-z", "--ignored=matching", "--untracked-files=all"], in: top)
        if status.status == 0 {
            var fields = status.stdout.split(separator: 0, omittingEmptySubsequences: true)[...]
            while let field = fields.popFirst() {
                guard field.count > 3 else { continue }
                let x = field[field.startIndex], y = field[field.startIndex + 1]
                let path = String(decoding: field.dropFirst(3), as: UTF8.self)
                if x == UInt8(ascii: "!") {
                    scope.ignored.append(path)
                } else {
                    scope.dirty.append(path)
                }
                // A rename or copy carries its source as the next field.
                if x == UInt8(ascii: "R") || x == UInt8(ascii: "C") || y == UInt8(ascii: "R") || y == UInt8(ascii: "C") {
                    _ = fields.popFirst()
                }
            }
        }
        return scope
    }

    /// `path` relative to the top once symbolic links are resolved; nil when
    /// it lies outside. A file that does not exist yet is placed by its folder.
    func relative(_ absolute: String) -> String? {
        let real = RepositoryScope.realPath(absolute)
        if real == realTop { return "" }
        let prefix = realTop.hasSuffix("/") ? realTop : realTop + "/"
        return real.hasPrefix(prefix) ? String(real.dropFirst(prefix.count)) : nil
    }

    /// Why `absolute` must not be written by a run of this kind, if so.
    func exclusion(of absolute: String, branch: Bool, commit: Bool) -> Exclusion? {
        guard let rel = relative(absolute) else { return .outside }
        guard branch else { return nil }
        if let s = submodules.first(where: { rel == $0 || rel.hasPrefix($0 + "/") }) { return .submodule(s) }
        guard commit else { return nil }
        func matches(_ list: [String]) -> Bool {
            list.contains { $0.hasSuffix("/") ? rel.hasPrefix($0) : rel == $0 }
        }
        if matches(ignored) { return .ignored }
        if matches(dirty) { return .dirty }
        return nil
    }

    /// realpath(3); for a missing file, its folder's real path and its name.
    static func realPath(_ path: String) -> String {
        if let r = realpath(path, nil) {
            defer { free(r) }
            return String(cString: r)
        }
        let dir = (path as NSString).deletingLastPathComponent
        guard !dir.isEmpty, dir != path else { return path }
        return (realPath(dir) as NSString).appendingPathComponent((path as NSString).lastPathComponent)
    }
}
