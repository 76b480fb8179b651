#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem with one input path. Never fatal for the run: the file is
/// reported and the other files are processed.
public enum InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A path given on the command line does not exist.
    case missingPath(String)
    /// The file or directory exists but cannot be read (permissions, I/O error, …).
    case unreadable(path: String, reason: String)
    /// The file's bytes are not valid UTF-8 where UTF-8 text is required.
    case notUTF8(path: String)
    /// A symbolic link that leads back to one of its own parent directories,
    /// or a chain of links that never ends.
    case symlinkLoop(path: String)
    /// The file is larger than the tool is willing to process.
    case tooLarge(path: String, bytes: Int)
    /// The file cannot be written (permissions, missing directory, full disk, …).
    case unwritable(path: String, reason: String)
    /// A file named explicitly that is neither Swift source, a property list
    /// nor an Xcode project file.
    case unsupportedFile(path: String)

    /// The path the error is about.
    public var path: String {
        switch self {
        case .missingPath(let p): return p
        case .unreadable(let p, _), .notUTF8(let p), .symlinkLoop(let p), .tooLarge(let p, _),
             .unwritable(let p, _), .unsupportedFile(let p):
            return p
        }
    }

    public var description: String {
        switch self {
        case .missingPath(let p):
            return "\(Report.displayPath(p)): no such file or directory"
        case .unreadable(let p, let reason):
            return "\(Report.displayPath(p)): cannot read: \(reason)"
        case .notUTF8(let p):
            return "\(Report.displayPath(p)): not valid UTF-8 text; skipped"
        case .symlinkLoop(let p):
            return "\(Report.displayPath(p)): symbolic link loop (the link leads back to a directory that contains it); not followed"
        case .tooLarge(let p, let bytes):
            return "\(Report.displayPath(p)): too large to process (\(bytes) bytes); skipped"
        case .unwritable(let p, let reason):
            return "\(Report.displayPath(p)): cannot write: \(reason)"
        case .unsupportedFile(let p):
            return "\(Report.displayPath(p)): not a Swift source (.swift), property list (.plist) or Xcode project (project.pbxproj); skipped"
        }
    }
}

/// An input file found by `Workspace.discover`.
public struct DiscoveredFile: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `*.swift`
        case swift
        /// `*.plist` (Info.plist and friends)
        case plist
        /// `*.xcodeproj/project.pbxproj`
        case pbxproj
        /// `Podfile` (CocoaPods: read for its `platform :ios`, never rewritten)
        case podfile
        /// `*.xcconfig` (build settings of Xcode targets; read, never rewritten)
        case xcconfig
        /// `project.yml` (XcodeGen's spec: read for its iOS deployment target, never rewritten)
        case xcodegenSpec
        /// A framework's manifest or lockfile (`package.json`, `pubspec.yaml`,
        /// `Podfile.lock`, …; `FrameworkFiles.names`): read for the framework and its version, never rewritten.
        case frameworkFile
    }

    /// Absolute, lexically normalized path (symbolic links not resolved).
    public var absolutePath: String
    /// Relative to the working directory when under it, else absolute; `/`
    /// separators, no leading `./`. Used in diffs, reports and as the file's key.
    public var displayPath: String
    public var kind: Kind

    public init(absolutePath: String, displayPath: String, kind: Kind) {
        self.absolutePath = absolutePath
        self.displayPath = displayPath
        self.kind = kind
    }
}

/// A folder of vendored code (`Pods`, `Carthage/Checkouts`, …) the walk
/// skipped, and how many Swift files it holds.
public struct VendoredFolder: Sendable, Hashable {
    /// Relative to the working directory when under it, else absolute.
    public var displayPath: String
    public var swiftFiles: Int

    public init(displayPath: String, swiftFiles: Int) {
        self.displayPath = displayPath
        self.swiftFiles = swiftFiles
    }
}

/// Finding the input files.
public enum Workspace {
    /// Directory names never entered during a walk and never mentioned (build
    /// products, VCS metadata, tool state: not the user's code). Directories
    /// ending in `.xcassets` are skipped too. `.build` and `SourcePackages`
    /// hold vendored checkouts (`vendoredDirectories`); the rest of them is
    /// build output. A directory named explicitly on the command line is
    /// always walked.
    public static let skippedDirectoryNames: Set<String> = [
        ".build", "SourcePackages", "Carthage", "DerivedData", ".git", ".swiftpm", "node_modules",
    ]

    /// Folders of vendored code, by the name of the directory met in a walk:
    /// nil when the whole directory is vendored (`Pods`, `vendor`), else the
    /// subfolder that is (`Carthage/Checkouts`, `.build/checkouts`,
    /// `SourcePackages/checkouts`; the rest is build output, skipped
    /// silently). Skipped by default, with their Swift files counted for one
    /// summary line; `--include-vendored` walks them.
    public static let vendoredDirectories: [String: String?] = [
        "Pods": nil, "vendor": nil, "Vendor": nil,
        "Carthage": "Checkouts", ".build": "checkouts", "SourcePackages": "checkouts",
    ]

    /// The vendored folder a directory with this name holds, as
    /// `vendoredDirectories` gives it (`.some(nil)`: the whole directory;
    /// nil: not vendored). A playground (`*.playground`: `Contents.swift`,
    /// `Sources/`, pages) is counted with them: code Xcode runs in a
    /// playground, not code an app target builds (GitHawk's Playgrounds/
    /// had findings); `--include-vendored` walks it too. A Swift
    /// Playgrounds app (`*.swiftpm`) is an app package and is walked.
    public static func vendoredSubfolder(ofDirectoryNamed name: String) -> String?? {
        if let sub = vendoredDirectories[name] { return sub }
        return name.hasBytes(suffix: ".playground") ? .some(nil) : nil
    }

    /// Whether a directory with this name is left out of a walk (silently or
    /// as vendored code).
    public static func isSkippedDirectory(_ name: String) -> Bool {
        skippedDirectoryNames.contains(name) || vendoredSubfolder(ofDirectoryNamed: name) != nil || name.hasBytes(suffix: ".xcassets")
    }

    /// The summary line for vendored folders that were skipped, or nil when
    /// none of them holds Swift files (`Pods (412 Swift files),
    /// Carthage/Checkouts (37) — --include-vendored to process it`).
    public static func vendoredSummary(_ folders: [VendoredFolder]) -> String? {
        let shown = folders.filter { $0.swiftFiles > 0 }
        guard !shown.isEmpty else { return nil }
        let limit = 6
        var parts: [String] = []
        for (k, f) in shown.prefix(limit).enumerated() {
            let count = k == 0 ? "\(f.swiftFiles) Swift file\(f.swiftFiles == 1 ? "" : "s")" : "\(f.swiftFiles)"
            parts.append("\(Report.displayPath(f.displayPath)) (\(count))")
        }
        if shown.count > limit {
            let rest = shown.dropFirst(limit)
            parts.append("\(rest.count) more (\(rest.reduce(0) { $0 + $1.swiftFiles }))")
        }
        let what = shown.contains { $0.displayPath.hasBytes(suffix: ".playground") } ? "vendored code and playgrounds skipped: " : "vendored code skipped: "
        return what + parts.joined(separator: ", ") + " — --include-vendored to process it"
    }

    /// The kind of a file by its name (and, for `project.pbxproj`, its
    /// parent directory's name), or nil when it is not an input.
    public static func kind(ofFileNamed name: String, parentDirectory: String) -> DiscoveredFile.Kind? {
        if name.hasBytes(suffix: ".swift") { return .swift }
        if name.hasBytes(suffix: ".plist") { return .plist }
        if name == "project.pbxproj" && parentDirectory.hasSuffix(".xcodeproj") { return .pbxproj }
        if name == "Podfile" { return .podfile }
        if name == XcodeGenSpec.fileName { return .xcodegenSpec }
        if name.hasBytes(suffix: ".xcconfig") { return .xcconfig }
        if FrameworkFiles.inputNames.contains(name) { return .frameworkFile }
        return nil
    }

    /// The input files found (`discovery`).
    struct Discovery {
        var files: [DiscoveredFile]
        var errors: [InputError]
        var vendored: [VendoredFolder]
    }

    /// Finds the input files under `paths` (files or directories, absolute or
    /// relative to `cwd`).
    ///
    /// - Directories are walked recursively, skipping `skippedDirectoryNames`
    ///   and `*.xcassets`; file arguments are always taken (when their kind is known).
    /// - Vendored folders (`vendoredDirectories`) are walked only with
    ///   `includeVendored`; otherwise their Swift files are counted (one walk
    ///   that reads directory entries only) and returned in `vendored`.
    /// - Symbolic links to directories are followed after everything reachable
    ///   without links, so a directory reachable both ways is listed under its
    ///   real path. A link that leads back to one of its own ancestors is a loop,
    ///   reported once and not followed. Every directory is walked at most once.
    /// - A file reachable by several paths (a symbolic link to a file that is
    ///   also in the tree, overlapping arguments, hard links) is listed once,
    ///   under its path without symbolic links if it has one.
    /// - Results are sorted by `displayPath` (Swift `String` order: byte
    ///   order for NFC names, the order git sorts paths in).
    ///   Errors come in discovery order; none of them stops the walk.
    /// - Directories are listed ahead on `jobs` threads (all cores when 0);
    ///   the result does not depend on `jobs`.
    public static func discover(paths: [String], cwd: String, includeVendored: Bool = false, jobs: Int = 0)
        -> (files: [DiscoveredFile], errors: [InputError], vendored: [VendoredFolder]) {
        let found = discovery(paths: paths, cwd: cwd, includeVendored: includeVendored, jobs: jobs)
        return (found.files, found.errors, found.vendored)
    }

    /// `discover`'s result as one value.
    static func discovery(paths: [String], cwd: String, includeVendored: Bool = false, jobs: Int = 0) -> Discovery {
        var base = cwd
        if !base.hasPrefix("/") {
            // A relative cwd is taken relative to the process's directory.
            var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let processDir = getcwd(&buf, buf.count) != nil
                ? String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "/"
            base = processDir + "/" + base
        }
        var walker = Walker(cwd: normalize(base))
        walker.includeVendored = includeVendored
        // The directories named: their trees are listed ahead, in parallel.
        let roots = paths.compactMap { arg -> String? in
            guard !arg.isEmpty else { return nil }
            let abs = normalize(arg.hasPrefix("/") ? arg : walker.cwd + "/" + arg)
            var st = stat()
            return stat(abs, &st) == 0 && isDirectory(st) ? abs : nil
        }
        // The directories named are listed first, on every core; then the walk, on this thread.
        walker.prefetched = DirectoryListings.prefetch(roots, includeVendored: includeVendored, jobs: jobs, cwd: walker.cwd)
        // (With one job nothing is listed ahead: the walk lists.)
        PhaseTimings.mark("discover: list folders ahead")
        for arg in paths { walker.take(argument: arg) }
        PhaseTimings.mark("discover: walk")
        walker.drainDeferred()
        return walker.result()
    }

    /// The nearest `Package.swift`, `Podfile` and `project.yml` in the folder of
    /// each path (a directory, or a file's folder) and its parents, up to the
    /// enclosing git top level (the first folder holding `.git`) or the
    /// filesystem root. They tell the index the deployment target of code
    /// given as a target folder (`unfold Sources/Feature`) or a single file;
    /// they are read, never rewritten. Display paths: relative to `cwd` when
    /// under it, `../…` when in a folder above it, else absolute.
    public static func enclosingProjectFiles(paths: [String], cwd: String) -> [(absolutePath: String, displayPath: String)] {
        let base = normalize(absoluteBase(cwd))
        var found: [(absolutePath: String, displayPath: String)] = []
        var seen: Set<String> = []
        for arg in paths where !arg.isEmpty {
            let abs = normalize(arg.hasPrefix("/") ? arg : base + "/" + arg)
            var st = stat()
            guard stat(abs, &st) == 0 else { continue }
            var dir = isDirectory(st) ? abs : parentPath(abs)
            var wanted: Set<String> = Set(["Package.swift", "Podfile", XcodeGenSpec.fileName]).union(FrameworkFiles.names)
            while !wanted.isEmpty {
                for name in wanted.sorted() {
                    let candidate = dir == "/" ? "/" + name : dir + "/" + name
                    var fst = stat()
                    guard stat(candidate, &fst) == 0, isRegular(fst) else { continue }
                    wanted.remove(name)
                    if seen.insert(candidate).inserted { found.append((candidate, contextDisplay(candidate, cwd: base))) }
                }
                var git = stat()
                if dir == "/" || lstat(dir + "/.git", &git) == 0 { break }
                dir = parentPath(dir)
            }
        }
        return found
    }

    /// `display(_:cwd:)`, except that a file in a folder above `cwd` is
    /// `../…/name`, so that the index sees its folder as one that holds the
    /// run's relative paths.
    static func contextDisplay(_ path: String, cwd: String) -> String {
        let shown = display(path, cwd: cwd)
        guard shown.hasPrefix("/"), cwd != "/" else { return shown }
        let dir = parentPath(path)
        let prefix = dir == "/" ? "/" : dir + "/"
        guard cwd.hasPrefix(prefix) else { return shown }
        let levels = cwd.dropFirst(prefix.count).split(separator: "/").count
        return Array(repeating: "..", count: levels).joined(separator: "/") + "/" + lastComponent(path)
    }

    /// `cwd` made absolute (a relative one is taken relative to the process's directory).
    static func absoluteBase(_ cwd: String) -> String {
        if cwd.hasPrefix("/") { return cwd }
        var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let processDir = getcwd(&buf, buf.count) != nil
            ? String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "/"
        return processDir + "/" + cwd
    }

    /// Lexically normalizes an absolute path: collapses `//`, removes `.`,
    /// resolves `..` against the preceding component, drops a trailing `/`.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for comp in path.split(separator: "/", omittingEmptySubsequences: true) {
            if comp == "." { continue }
            if comp == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(comp)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `cwd` when it is under it, else `path` itself.
    static func display(_ path: String, cwd: String) -> String {
        if cwd == "/" { return path.count > 1 ? String(path.dropFirst()) : path }
        // On the bytes, once per input file (`utf8.starts(with:)` was generic here).
        var path = path, cwd = cwd
        return cwd.withUTF8 { c in
            path.withUTF8 { p -> String? in
                guard p.count > c.count, p[c.count] == UInt8(ascii: "/"),
                      c.isEmpty || memcmp(p.baseAddress!, c.baseAddress!, c.count) == 0 else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: p[(c.count + 1)...]), as: UTF8.self)
            }
        } ?? path
    }
    /// Regular `*.swift` files under `root`, without following links or
    /// entering `.git`: directory entries only, no file is opened.
    static func countSwiftFiles(under root: String) -> Int {
        var count = 0
        var stack = [root]
        while let dir = stack.popLast() {
            guard let handle = opendir(dir) else { continue }
            while let ent = readdir(handle) {
                let name: String = withUnsafeBytes(of: &ent.pointee.d_name) { raw in
                    let len = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
                    return String(decoding: raw[0..<len], as: UTF8.self)
                }
                if name == "." || name == ".." || name == ".git" { continue }
                var type = ent.pointee.d_type
                let path = dir + "/" + name
                if type == 0 /* DT_UNKNOWN */ {
                    var st = stat()
                    guard lstat(path, &st) == 0 else { continue }
                    type = isSymlink(st) ? 10 : isDirectory(st) ? 4 : isRegular(st) ? 8 : 1
                }
                if type == 4 { stack.append(path) } else if type == 8, name.hasBytes(suffix: ".swift") { count += 1 }
            }
            closedir(handle)
        }
        return count
    }
}

// MARK: - The walk

/// A directory's or file's identity on disk.
private typealias FileID = DirectoryID

private struct Walker {
    let cwd: String
    var visitedDirs: Set<FileID> = []
    /// Files in the order found; one display path may come more than once
    /// (overlapping arguments, links): `result` keeps one.
    var files: [DiscoveredFile] = []
    /// Whether a symbolic link was followed to reach each of `files`.
    var viaLinks: [Bool] = []
    var errors: [InputError] = []
    var reportedErrors: Set<InputError> = []
    /// Directory links to follow once everything else is walked.
    var deferred: [String] = []
    /// Walk vendored folders instead of counting them.
    var includeVendored = false
    /// Vendored folders skipped, in walk order, with their Swift file counts.
    var vendored: [VendoredFolder] = []
    /// Directory listings (and vendored counts) read ahead on every core.
    var prefetched = DirectoryListings()

    init(cwd: String) { self.cwd = cwd }

    mutating func report(_ e: InputError) {
        if reportedErrors.insert(e).inserted { errors.append(e) }
    }

    func show(_ abs: String) -> String { Workspace.display(abs, cwd: cwd) }

    mutating func take(argument arg: String) {
        guard !arg.isEmpty else { report(.missingPath(arg)); return }
        let abs = Workspace.normalize(arg.hasPrefix("/") ? arg : cwd + "/" + arg)
        var st = stat()
        guard stat(abs, &st) == 0 else {
            let err = errno
            switch err {
            case ENOENT, ENOTDIR:
                var lst = stat()
                if lstat(abs, &lst) == 0 {
                    report(.unreadable(path: show(abs), reason: "broken symbolic link"))
                } else {
                    report(.missingPath(arg))
                }
            case ELOOP: report(.symlinkLoop(path: show(abs)))
            default: report(.unreadable(path: show(abs), reason: errorText(err)))
            }
            return
        }
        let id = FileID(dev: UInt64(st.st_dev), ino: UInt64(st.st_ino))
        if isDirectory(st) {
            walk(dir: abs, id: id, root: true)
        } else if !isRegular(st) {
            report(.unreadable(path: show(abs), reason: "not a regular file"))
        } else {
            let name = lastComponent(abs)
            let parent = lastComponent(String(abs.dropLast(name.utf8.count + 1)))
            var kind = Workspace.kind(ofFileNamed: name, parentDirectory: parent)
            if kind == nil && name.hasSuffix(".pbxproj") { kind = .pbxproj }
            guard let kind else { report(.unsupportedFile(path: show(abs))); return }
            add(abs, kind: kind, viaLink: false)
        }
    }

    mutating func add(_ abs: String, kind: DiscoveredFile.Kind, viaLink: Bool) {
        add(DiscoveredFile(absolutePath: abs, displayPath: show(abs), kind: kind), viaLink: viaLink)
    }

    mutating func add(_ file: DiscoveredFile, viaLink: Bool) {
        files.append(file)
        viaLinks.append(viaLink)
    }

    mutating func drainDeferred() {
        var k = 0
        while k < deferred.count {
            let path = deferred[k]
            k += 1
            var st = stat()
            guard stat(path, &st) == 0 else {
                let err = errno
                if err == ELOOP { report(.symlinkLoop(path: show(path))) }
                else { report(.unreadable(path: show(path), reason: errorText(err))) }
                continue
            }
            // A loop: the link's target is the directory holding the link or
            // one of its ancestors (compared as real paths).
            if let target = realPath(path), let parent = realPath(parentPath(path)),
               target == "/" || parent == target || parent.utf8.starts(with: (target + "/").utf8) {
                report(.symlinkLoop(path: show(path)))
                continue
            }
            walk(dir: path, id: FileID(dev: UInt64(st.st_dev), ino: UInt64(st.st_ino)), viaLink: true)
        }
    }

    /// Walks one directory: files are added, real subdirectories walked at
    /// once, linked ones deferred. The directory's listing is the one read
    /// ahead (`prefetched`) when there is one.
    /// `ahead`: the directory's listing read ahead, when it was (a root's is
    /// looked up by its path).
    mutating func walk(dir: String, id: FileID, viaLink: Bool = false, ahead: ListedAhead? = nil, root: Bool = false) {
        guard visitedDirs.insert(id).inserted else { return }
        var listing = ahead?.take() ?? (root ? prefetched.takeRoot(dir) : nil) ?? DirectoryListing.list(dir, cwd: cwd)
        if let err = listing.openError {
            report(.unreadable(path: show(dir), reason: errorText(err)))
            return
        }
        for lossy in listing.invalidNames {
            report(.unreadable(path: show(dir + "/" + lossy), reason: "file name is not valid UTF-8"))
        }
        let dirName = lastComponent(dir)
        // Each entry's path and file are moved out of the listing (`take`),
        // not copied: a copy of an entry retained its name, path and file's paths.
        for k in listing.entries.indices {
            switch listing.entries[k].type {
            case 4: // DT_DIR
                // Skipped directories have no path; vendored ones have no identity.
                guard let path = listing.entries[k].path.take() else { continue }
                if let sub = Workspace.vendoredSubfolder(ofDirectoryNamed: listing.entries[k].name) {
                    vendoredDirectory(sub.map { path + "/" + $0 } ?? path, ahead: listing.entries[k].ahead)
                    continue
                }
                guard let sub = listing.entries[k].id else { continue }
                walk(dir: path, id: sub, viaLink: viaLink, ahead: listing.entries[k].ahead)
            case 8: // DT_REG
                guard let file = listing.entries[k].file.take() else { continue }
                add(file, viaLink: viaLink)
            case 10: // DT_LNK
                let path = joinPath(dir, listing.entries[k].name)
                var st = stat()
                guard stat(path, &st) == 0 else {
                    let err = errno
                    if Workspace.kind(ofFileNamed: listing.entries[k].name, parentDirectory: dirName) != nil || err == ELOOP {
                        if err == ELOOP { report(.symlinkLoop(path: show(path))) }
                        else { report(.unreadable(path: show(path), reason: "broken symbolic link")) }
                    }
                    continue
                }
                if isDirectory(st) {
                    if Workspace.isSkippedDirectory(listing.entries[k].name) { continue }
                    deferred.append(path)
                } else if isRegular(st) {
                    // The target's name decides nothing: the link's name does.
                    guard let kind = Workspace.kind(ofFileNamed: listing.entries[k].name, parentDirectory: dirName) else { continue }
                    add(path, kind: kind, viaLink: true)
                }
            default:
                continue
            }
        }
    }

    /// A vendored folder met in the walk: walked with `includeVendored`,
    /// else its Swift files counted and the folder recorded.
    mutating func vendoredDirectory(_ path: String, ahead: ListedAhead?) {
        var st = stat()
        guard stat(path, &st) == 0, isDirectory(st) else { return }
        if includeVendored {
            walk(dir: path, id: FileID(dev: UInt64(st.st_dev), ino: UInt64(st.st_ino)), ahead: ahead)
        } else {
            vendored.append(VendoredFolder(displayPath: show(path), swiftFiles: ahead?.count ?? Workspace.countSwiftFiles(under: path)))
        }
    }

    consuming func result() -> Workspace.Discovery {
        let (picked, anyViaLink) = Self.oncePerPath(files, viaLinks)
        if !anyViaLink {
            // Found once each and in path order (most runs): the list itself, not a copy of each file.
            if picked.elementsEqual(files.indices) { return Workspace.Discovery(files: files, errors: errors, vendored: vendored) }
            return Workspace.Discovery(files: picked.map { files[$0] }, errors: errors, vendored: vendored)
        }
        // A file reached through a link may also be in the list under
        // another path: keep one per identity, preferring a path without
        // links, then the first in order. (stat only when links were seen.)
        var seen: Set<FileID> = []
        var kept: [DiscoveredFile] = []
        for pass in [false, true] {
            for k in picked where viaLinks[k] == pass {
                var st = stat()
                if stat(files[k].absolutePath, &st) == 0 {
                    let id = FileID(dev: UInt64(st.st_dev), ino: UInt64(st.st_ino))
                    if !seen.insert(id).inserted { continue }
                }
                kept.append(files[k])
            }
        }
        kept.sort { $0.displayPath < $1.displayPath }
        return Workspace.Discovery(files: kept, errors: errors, vendored: vendored)
    }

    /// Positions in `found`, sorted by display path, one per path: of those
    /// found under one path, the first reached without a link, else the
    /// first; and whether some path was first found through a link.
    static func oncePerPath(_ found: [DiscoveredFile], _ viaLinks: [Bool]) -> (picked: [Int], viaLink: Bool) {
        // The walk finds the files of one argument in path order already
        // (`DirectoryListing.Entry.precedes`); else the sort keeps equal paths in the order found.
        var order = Array(found.indices)
        let paths = found.map(\.displayPath)
        if PathOrder.isStrictlyAscending(paths) {
            return (order, viaLinks.contains(true))
        }
        PathOrder.sort(&order, by: paths)
        var picked: [Int] = []
        picked.reserveCapacity(found.count)
        var viaLink = false
        var k = 0
        while k < order.count {
            var pick = order[k]
            if viaLinks[pick] { viaLink = true }
            var j = k + 1
            while j < order.count, paths[order[j]] == paths[order[k]] {
                if viaLinks[pick], !viaLinks[order[j]] { pick = order[j] }
                j += 1
            }
            picked.append(pick)
            k = j
        }
        return (picked, viaLink)
    }
}

/// The last component of a `/`-separated path (`App/Views/A.swift` → `A.swift`).
public func lastComponent(_ path: String) -> String {
    // On the bytes: `utf8.lastIndex(of:)` took ~800 instructions a path.
    var path = path
    return path.withUTF8 { b -> String? in
        var i = b.count
        while i > 0, b[i - 1] != UInt8(ascii: "/") { i -= 1 }
        return i == 0 ? nil : String(decoding: UnsafeBufferPointer(rebasing: b[i...]), as: UTF8.self)
    } ?? path
}

private func parentPath(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    if slash == path.utf8.startIndex { return "/" }
    return String(path[..<slash])
}

/// `realpath(3)`, or nil when the path cannot be resolved.
func realPath(_ path: String) -> String? {
    guard let p = realpath(path, nil) else { return nil }
    defer { free(p) }
    return String(cString: p)
}

func isDirectory(_ st: stat) -> Bool { (st.st_mode & S_IFMT) == S_IFDIR }
func isRegular(_ st: stat) -> Bool { (st.st_mode & S_IFMT) == S_IFREG }
func isSymlink(_ st: stat) -> Bool { (st.st_mode & S_IFMT) == S_IFLNK }

/// `strerror` text for an errno value. EFBIG (with SIGXFSZ ignored, what a
/// write past `ulimit -f` returns) says which limit it is.
func errorText(_ err: Int32) -> String {
    if err == EFBIG { return "file size limit exceeded (\(String(cString: strerror(err))))" }
    return String(cString: strerror(err))
}
