import Foundation
import Testing
@testable import UnfoldKit

@Suite("Workspace.discover")
struct WorkspaceTests {
    /// A project tree with one file in each skipped directory.
    static func makeTree() throws -> IOTempDir {
        let dir = try IOTempDir()
        try dir.write("App/AppDelegate.swift")
        try dir.write("App/Info.plist")
        try dir.write("App/README.md")
        try dir.write("App/Views/Main View.swift")
        try dir.write("App/Views/a:b é.swift")
        try dir.write("App.xcodeproj/project.pbxproj")
        try dir.write("App.xcodeproj/xcshareddata/WorkspaceSettings.xcsettings")
        try dir.write("Other/project.pbxproj") // not in an .xcodeproj: not an input
        for skipped in [".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm", "node_modules",
                        "App/Assets.xcassets", "App/Views/.build"] {
            try dir.write(skipped + "/Skipped.swift")
            try dir.write(skipped + "/Nested/Info.plist")
        }
        try dir.write("Pods-Like/Kept.swift") // only exact names are skipped
        return dir
    }

    static let treeFiles = [
        "App.xcodeproj/project.pbxproj", "App/AppDelegate.swift", "App/Info.plist",
        "App/Views/Main View.swift", "App/Views/a:b é.swift", "Pods-Like/Kept.swift",
    ]

    @Test func walksAndSkipsBuildAndVendorDirectories() throws {
        let dir = try Self.makeTree()
        defer { dir.remove() }
        let r = Workspace.discover(paths: ["."], cwd: dir.path)
        #expect(r.errors.isEmpty)
        #expect(r.files.map(\.displayPath) == Self.treeFiles)
        #expect(r.files.map(\.kind) == [.pbxproj, .swift, .plist, .swift, .swift, .swift])
        #expect(r.files.allSatisfy { $0.absolutePath == dir.path + "/" + $0.displayPath })
        // The same with no argument spelled as the directory itself, or as an absolute path.
        #expect(Workspace.discover(paths: [dir.path], cwd: dir.path).files.map(\.displayPath) == Self.treeFiles)
        #expect(Workspace.discover(paths: ["./"], cwd: dir.path + "/").files.map(\.displayPath) == Self.treeFiles)
    }

    @Test func explicitArgumentsAreAlwaysTaken() throws {
        let dir = try Self.makeTree()
        defer { dir.remove() }
        let r = Workspace.discover(paths: ["Pods/Skipped.swift", "DerivedData", "App/README.md"], cwd: dir.path)
        #expect(r.files.map(\.displayPath) == ["DerivedData/Nested/Info.plist", "DerivedData/Skipped.swift", "Pods/Skipped.swift"])
        #expect(r.errors == [.unsupportedFile(path: "App/README.md")])
        let dev = Workspace.discover(paths: ["/dev/null"], cwd: dir.path)
        #expect(dev.files.isEmpty && dev.errors == [.unreadable(path: "/dev/null", reason: "not a regular file")])
    }

    @Test func overlappingArgumentsAreDeduplicated() throws {
        let dir = try Self.makeTree()
        defer { dir.remove() }
        let r = Workspace.discover(
            paths: ["App/Views", "App/AppDelegate.swift", ".", "./App/../App/AppDelegate.swift", "App//Views/",
                    dir.path + "/App/Info.plist"],
            cwd: dir.path)
        #expect(r.errors.isEmpty)
        #expect(r.files.map(\.displayPath) == Self.treeFiles)
    }

    @Test func missingPathIsReportedAndTheRestProcessed() throws {
        let dir = try Self.makeTree()
        defer { dir.remove() }
        let r = Workspace.discover(paths: ["nope", "App/Views", "also missing.swift"], cwd: dir.path)
        #expect(r.errors == [.missingPath("nope"), .missingPath("also missing.swift")])
        #expect(r.files.map(\.displayPath) == ["App/Views/Main View.swift", "App/Views/a:b é.swift"])
        #expect(r.errors[0].description == "nope: no such file or directory")
    }

    @Test func displayPathOutsideCwdIsAbsolute() throws {
        let dir = try Self.makeTree()
        defer { dir.remove() }
        let r = Workspace.discover(paths: [dir.path + "/App/Views"], cwd: dir.path + "/Other")
        #expect(r.files.map(\.displayPath) == [dir.path + "/App/Views/Main View.swift", dir.path + "/App/Views/a:b é.swift"])
        // Relative paths that climb out of cwd too.
        let r2 = Workspace.discover(paths: ["../App/Info.plist"], cwd: dir.path + "/Other")
        #expect(r2.files.map(\.displayPath) == [dir.path + "/App/Info.plist"])
        // A sibling whose name starts with cwd's name is not "under" cwd.
        let r3 = Workspace.discover(paths: ["../App.xcodeproj"], cwd: dir.path + "/App")
        #expect(r3.files.map(\.displayPath) == [dir.path + "/App.xcodeproj/project.pbxproj"])
    }

    @Test func symlinkLoopIsReportedOnceAndNotFollowed() throws {
        let dir = try Self.makeTree()
        defer { dir.remove() }
        try dir.symlink("App/Views/up", to: "..")
        try dir.symlink("App/self", to: ".")
        try dir.symlink("root", to: dir.path)
        let r = Workspace.discover(paths: ["."], cwd: dir.path)
        #expect(r.files.map(\.displayPath) == Self.treeFiles)
        #expect(Set(r.errors) == [.symlinkLoop(path: "App/Views/up"), .symlinkLoop(path: "App/self"), .symlinkLoop(path: "root")])
        #expect(r.errors.count == 3)
        // Walking only a subdirectory: a link to its parent is still a loop.
        let r2 = Workspace.discover(paths: ["App/Views"], cwd: dir.path)
        #expect(r2.errors == [.symlinkLoop(path: "App/Views/up")])
        #expect(r2.files.count == 2)
    }

    @Test func symlinkedDirectoriesAreFollowedOnce() throws {
        let outside = try IOTempDir()
        defer { outside.remove() }
        try outside.write("Shared/Util.swift")
        let dir = try IOTempDir()
        defer { dir.remove() }
        try dir.write("App/Real/A.swift")
        try dir.symlink("App/Linked", to: outside.path + "/Shared")
        // "Alias" sorts before "Real": the real path still wins.
        try dir.symlink("App/Alias", to: "Real")
        try dir.symlink("App/AliasFile.swift", to: "Real/A.swift")
        try dir.symlink("App/Dangling.swift", to: "nowhere.swift")
        let r = Workspace.discover(paths: ["."], cwd: dir.path)
        #expect(r.files.map(\.displayPath) == ["App/Linked/Util.swift", "App/Real/A.swift"])
        #expect(r.errors == [.unreadable(path: "App/Dangling.swift", reason: "broken symbolic link")])
    }

    @Test(.enabled(if: geteuid() != 0, "root reads every directory"))
    func unreadableDirectoryIsReported() throws {
        let dir = try IOTempDir()
        defer { chmod(dir.path + "/Locked", 0o755); dir.remove() }
        try dir.write("Locked/X.swift")
        try dir.write("Open/Y.swift")
        chmod(dir.path + "/Locked", 0)
        let r = Workspace.discover(paths: ["."], cwd: dir.path)
        #expect(r.files.map(\.displayPath) == ["Open/Y.swift"])
        #expect(r.errors.count == 1 && r.errors[0].path == "Locked")
    }

    /// Directories listed ahead on two threads give exactly the walk of one
    /// thread: files, kinds, errors in their order, vendored counts.
    @Test func listingAheadChangesNothing() throws {
        let dir = try Self.makeTree()
        defer { dir.remove() }
        let outside = try IOTempDir()
        defer { outside.remove() }
        try outside.write("Shared/Util.swift")
        for name in ["Pods/A/B/One.swift", "Pods/Two.swift", "Carthage/Checkouts/Lib/Three.swift", "vendor/x/Four.swift",
                     "App/Config/Base.xcconfig", "Podfile", "package.json", "ios/App/Deep/Deeper/Five.swift"] {
            try dir.write(name)
        }
        try dir.symlink("App/Linked", to: outside.path + "/Shared")
        try dir.symlink("App/Views/up", to: "..")
        try dir.symlink("App/Dangling.swift", to: "nowhere.swift")
        for vendored in [false, true] {
            let one = Workspace.discover(paths: ["."], cwd: dir.path, includeVendored: vendored, jobs: 1)
            let two = Workspace.discover(paths: [".", "App"], cwd: dir.path, includeVendored: vendored, jobs: 2)
            #expect(one.files.count > 10)
            #expect(two.files == one.files)
            #expect(two.errors == one.errors)
            #expect(two.vendored == one.vendored)
            #expect(vendored || one.vendored.map(\.swiftFiles).reduce(0, +) == 5)
        }
    }

    /// The folders are listed ahead on several threads, then walked: on a
    /// tree of hundreds of folders (files at every depth, links, vendored
    /// folders) the walk after 2 and 3 listing threads is the walk of one
    /// thread, run after run.
    @Test func listingOnSeveralThreadsChangesNothing() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        var rng = SeededGenerator(seed: 7)
        var folders = [""]
        for k in 0..<400 {
            let parent = folders[Int(rng.next() % UInt64(folders.count))]
            let name = ["a", "b", "a.b", "a-b", "Z", "m"][Int(rng.next() % 6)] + "\(k)"
            let folder = parent.isEmpty ? name : parent + "/" + name
            folders.append(folder)
            try dir.write(folder + "/F\(k).swift")
            if k % 7 == 0 { try dir.write(folder + "/Info.plist") }
            if k % 50 == 0 { try dir.write(folder + "/Pods/P/V\(k).swift") }
        }
        try dir.symlink("Linked", to: dir.path + "/" + folders[5])
        let one = Workspace.discover(paths: ["."], cwd: dir.path, jobs: 1)
        #expect(one.files.count > 400)
        for jobs in [2, 3, 2] {
            let many = Workspace.discover(paths: ["."], cwd: dir.path, jobs: jobs)
            #expect(many.files == one.files)
            #expect(many.errors == one.errors)
            #expect(many.vendored == one.vendored)
        }
    }

    /// `PathOrder.sort` is `String` order with ties kept in index order, for
    /// ASCII paths (compared as bytes) and others (compared as strings,
    /// precomposed and decomposed letters included).
    @Test func pathOrderIsStringOrder() {
        var rng = SeededGenerator(seed: 11)
        let pieces = ["a", "B", "/", ".", "-", "_", "z", "0", "é", "e\u{301}", "ä"]
        for round in 0..<200 {
            let ascii = round % 2 == 0
            let count = Int(rng.next() % 40)
            let paths = (0..<count).map { _ in
                (0..<Int(rng.next() % 6)).map { _ in pieces[Int(rng.next() % UInt64(ascii ? 8 : pieces.count))] }.joined()
            }
            var order = Array(paths.indices)
            PathOrder.sort(&order, by: paths)
            let expected = paths.indices.sorted { paths[$0] != paths[$1] ? paths[$0] < paths[$1] : $0 < $1 }
            #expect(order == expected, "\(paths)")
        }
    }

    /// A folder's listing is in the order of the paths it leads to (a
    /// folder `App` after `App-Info.plist` and `App.swift`, whose bytes
    /// come before `App/`), so the walk finds files already sorted.
    @Test func listingIsInPathOrder() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        for name in ["App/x.swift", "App.swift", "App-Info.plist", "App0.swift", "Ab/y.swift", "A.plist", "App.d/z.swift"] { try dir.write(name) }
        let listing = DirectoryListing.list(dir.path, cwd: dir.path)
        #expect(listing.entries.map(\.name) == ["A.plist", "Ab", "App-Info.plist", "App.d", "App.swift", "App", "App0.swift"])
        #expect(listing.entries.first { $0.name == "App" }?.path == dir.path + "/App")
        // Random names: each entry's path (a folder's name ending in "/") in ascending String order.
        var rng = SeededGenerator(seed: 3)
        let pieces = ["a", "b", ".", "-", " ", "!", "0", "é", "/"]
        for _ in 0..<300 {
            var names: Set<String> = []
            for _ in 0..<Int(rng.next() % 12) {
                let name = (0..<(1 + Int(rng.next() % 4))).map { _ in pieces[Int(rng.next() % 8)] }.joined()
                names.insert(name)
            }
            var shuffled = DirectoryListing()
            shuffled.entries = names.map { DirectoryListing.Entry(name: $0, type: rng.next() % 2 == 0 ? 4 : 8, id: nil) }
            shuffled.entries.sort { $0.name < $1.name }
            shuffled.putDirectoriesInPathOrder()
            let keys = shuffled.entries.map { $0.type == 4 ? $0.name + "/" : $0.name }
            #expect(PathOrder.isStrictlyAscending(keys), "\(keys)")
        }
    }

    @Test func pathPieces() {
        #expect(joinPath("/", "a") == "/a")
        #expect(joinPath("/x/y", "é.swift") == "/x/y/é.swift")
        #expect(lastComponent("a/b/c.swift") == "c.swift")
        #expect(lastComponent("c.swift") == "c.swift")
        #expect(lastComponent("a/") == "")
        #expect(lastComponent("/") == "")
        #expect(lastComponent("") == "")
        #expect(Workspace.display("/w/app/A.swift", cwd: "/w/app") == "A.swift")
        #expect(Workspace.display("/w/apple/A.swift", cwd: "/w/app") == "/w/apple/A.swift")
        #expect(Workspace.display("/w/app", cwd: "/w/app") == "/w/app")
        #expect(Workspace.display("/w/A.swift", cwd: "/") == "w/A.swift")
    }

    @Test func sortsByBytes() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        for name in ["b.swift", "B.swift", "a/z.swift", "a.b.swift", "ä.swift", "a-b.swift"] { try dir.write(name) }
        let r = Workspace.discover(paths: ["."], cwd: dir.path)
        #expect(r.files.map(\.displayPath) == ["B.swift", "a-b.swift", "a.b.swift", "a/z.swift", "b.swift", "ä.swift"])
    }
}

@Suite("Git", .enabled(if: Git.isAvailable))
struct GitTests {
    @Test func repositoryQueries() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        let g = { (args: [String]) in
            Git.run(["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"] + args, in: dir.path)
        }
        // Not a repository (the temp dir is outside any work tree).
        if Git.topLevel(of: dir.path) == nil {
            #expect(Git.isDirty(at: dir.path) == nil)
        }
        #expect(g(["init", "-q"]).status == 0)
        try dir.write("Sub Dir/A.swift", "a\n")
        #expect(Git.topLevel(of: dir.path + "/Sub Dir") == dir.path)
        #expect(Git.isDirty(at: dir.path) == true) // untracked
        #expect(Git.isDirty(at: dir.path, includeUntracked: false) == false)
        #expect(g(["add", "-A"]).status == 0)
        #expect(Git.isDirty(at: dir.path) == true) // staged
        let commit = g(["commit", "-q", "-m", "first"])
        #expect(commit.status == 0, "\(commit.stderr)")
        #expect(Git.isDirty(at: dir.path + "/Sub Dir") == false)
        try dir.write("Sub Dir/A.swift", "b\n")
        #expect(Git.isDirty(at: dir.path) == true) // modified
        #expect(Git.isDirty(at: dir.path, includeUntracked: false) == true)

        let log = Git.run(["log", "--format=%s"], in: dir.path)
        #expect(log.status == 0 && log.stdout == "first\n")
        let bad = Git.run(["no-such-command"], in: dir.path)
        #expect(bad.status != 0 && !bad.stderr.isEmpty)
        #expect(Git.run(["status"], in: dir.path + "/does-not-exist").status != 0)
        #expect(Git.topLevel(of: dir.path + "/does-not-exist") == nil)
    }

    @Test func largeOutputDoesNotBlock() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        _ = Git.run(["init", "-q"], in: dir.path)
        let text = String(repeating: "0123456789abcdef\n", count: 40_000) // 680 KB, beyond pipe buffers
        try dir.write("big.txt", text)
        let r = Git.run(["hash-object", "--stdin-paths"], in: dir.path)
        #expect(r.status == 0) // stdin is closed: returns at once
        let cat = Git.runBytes(["diff", "--no-index", "--no-color", "/dev/null", "big.txt"], in: dir.path)
        #expect(cat.status == 1)
        #expect(cat.stdout.count > text.utf8.count)
    }
}
