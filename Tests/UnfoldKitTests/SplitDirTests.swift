import Foundation
import Testing

/// Issue 12 item 15: `diff --split-dir DIR` into a folder with patches of an
/// earlier run removes unfold's own stale patches (so `git apply DIR/*.patch`
/// applies the new set only) and nothing else.
@Suite("Split patches into a used folder")
struct SplitDirTests {
    static let stale = "# unfold 9/9: old-transform — an earlier run.\n# Fix safety: safe. Apply in order: git apply 0009-old.patch\n\ndiff --git a/X.swift b/X.swift\n"
    static let foreign = "From 0123456789abcdef Mon Sep 17 00:00:00 2001\nSubject: [PATCH] not unfold's\n"

    func names(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    @Test func staleUnfoldPatchesGoOtherFilesStay() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        try s.write("patches/0009-old.patch", Self.stale)
        try s.write("patches/0002-older.patch", Self.stale)  // collides with nothing, still unfold's: removed
        try s.write("patches/notes.txt", Self.stale)  // unfold's header, but not a numbered patch name: kept
        try s.write("patches/0001-x.patch", Self.foreign)  // a numbered patch that is not unfold's: kept
        try s.write("patches/0003-Upper.patch", Self.stale)  // not unfold's name pattern: kept
        let r = runUnfold(["diff", "--split-dir", "patches", "."], cwd: s.path)
        #expect(r.code == .pending, "\(r.err)")
        #expect(names(s.abs("patches")) == ["0001-uiscreen-main-scale.patch", "0001-x.patch", "0003-Upper.patch", "notes.txt"])
        #expect(s.text("patches/0001-x.patch") == Self.foreign)
        #expect(s.text("patches/notes.txt") == Self.stale)
        #expect(s.text("patches/0001-uiscreen-main-scale.patch")?.hasPrefix("# unfold 1/1: uiscreen-main-scale") == true)
        // The patch that is not unfold's is named, since `git apply patches/*.patch` would take it too.
        #expect(r.err.contains("patches/0001-x.patch"), "\(r.err)")
    }

    /// A run with nothing to write still clears the earlier run's patches.
    @Test func aCleanRunLeavesNoStalePatches() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("Clean.swift", "let x = 1\n")
        try s.write("patches/0001-uiscreen-main-scale.patch", Self.stale)
        let r = runUnfold(["diff", "--split-dir", "patches", "."], cwd: s.path)
        #expect(r.code == .clean, "\(r.err)")
        #expect(names(s.abs("patches")).isEmpty)
    }

    /// A file that is not unfold's where a new patch would go: refused, nothing touched.
    @Test func aForeignFileInTheWayIsRefused() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        try s.write("patches/0001-uiscreen-main-scale.patch", Self.foreign)
        try s.write("patches/0009-old.patch", Self.stale)
        let r = runUnfold(["diff", "--split-dir", "patches", "."], cwd: s.path)
        #expect(r.code == .error)
        #expect(r.err.contains("patches/0001-uiscreen-main-scale.patch") && r.err.contains("not written by unfold"), "\(r.err)")
        #expect(s.text("patches/0001-uiscreen-main-scale.patch") == Self.foreign)
        #expect(s.text("patches/0009-old.patch") == Self.stale, "nothing is removed when the run is refused")
    }
}
