import Foundation
import Testing
@testable import UnfoldKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh temporary directory for one test (shared by the UnfoldKit I/O,
/// workspace and diff tests).
struct IOTempDir {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/unfold-test-XXXXXX").utf8CString)
        guard let p = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        // Real path, so paths the code under test resolves compare equal.
        path = realPath(String(cString: p)) ?? String(cString: p)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func url(_ rel: String) -> URL { URL(fileURLWithPath: path + "/" + rel) }

    /// Writes `bytes` to `rel`, creating parent directories.
    func write(_ rel: String, _ bytes: [UInt8]) throws {
        let u = url(rel)
        try FileManager.default.createDirectory(at: u.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: u)
    }

    func write(_ rel: String, _ text: String = "") throws { try write(rel, Array(text.utf8)) }

    func mkdir(_ rel: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + rel, withIntermediateDirectories: true)
    }

    func symlink(_ rel: String, to dest: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + rel, withDestinationPath: dest)
    }

    func read(_ rel: String) -> [UInt8]? { (try? Data(contentsOf: url(rel))).map { [UInt8]($0) } }

    func mode(_ rel: String) -> mode_t {
        var st = stat()
        _ = stat(path + "/" + rel, &st)
        return st.st_mode & 0o7777
    }

    func isSymlink(_ rel: String) -> Bool {
        var st = stat()
        return lstat(path + "/" + rel, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK
    }

    func list(_ rel: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + rel)) ?? []).sorted()
    }
}

@Suite("FileIO")
struct FileIOTests {
    /// The heap padding a one-shot run sets (`ProcessSetup.padMallocHeaps`)
    /// is made on glibc: `mallopt` is found by name and takes the setting.
    /// Put back to glibc's default (128 KiB) for the rest of the tests.
    @Test func mallocHeapsArePaddedOnGlibc() {
        #if canImport(Glibc)
        #expect(ProcessSetup.padMallocHeaps(topPad: 64 << 20))
        #expect(ProcessSetup.padMallocHeaps(topPad: 128 << 10))
        #else
        #expect(!ProcessSetup.padMallocHeaps())
        #endif
    }

    @Test func readReturnsExactBytes() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0x61, 0x0D, 0x0A, 0x00, 0xFF, 0x0D, 0x62]
        try dir.write("a.swift", bytes)
        #expect(try FileIO.read(dir.path + "/a.swift") == bytes)
        try dir.write("empty.swift", [])
        #expect(try FileIO.read(dir.path + "/empty.swift") == [])
        let big = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try dir.write("big.swift", big)
        #expect(try FileIO.read(dir.path + "/big.swift") == big)
    }

    @Test func readErrors() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        #expect(throws: InputError.missingPath(dir.path + "/nope.swift")) { try FileIO.read(dir.path + "/nope.swift") }
        try dir.mkdir("d.swift")
        #expect(throws: InputError.unreadable(path: dir.path + "/d.swift", reason: "is a directory")) {
            try FileIO.read(dir.path + "/d.swift")
        }
        try dir.write("big.swift", [UInt8](repeating: 0x61, count: 100))
        #expect(throws: InputError.tooLarge(path: dir.path + "/big.swift", bytes: 100)) {
            try FileIO.read(dir.path + "/big.swift", maxBytes: 99)
        }
        try dir.symlink("l1", to: "l2")
        try dir.symlink("l2", to: "l1")
        #expect(throws: InputError.symlinkLoop(path: dir.path + "/l1")) { try FileIO.read(dir.path + "/l1") }
    }

    @Test func errorMessagesNameTheFileAndReason() {
        #expect(InputError.missingPath("x/y.swift").description == "x/y.swift: no such file or directory")
        #expect(InputError.unreadable(path: "a.swift", reason: "Permission denied").description
            == "a.swift: cannot read: Permission denied")
        #expect(InputError.tooLarge(path: "g.swift", bytes: 9).description.hasPrefix("g.swift: too large"))
        #expect(InputError.notUTF8(path: "p.plist").description.hasPrefix("p.plist: not valid UTF-8"))
        #expect(InputError.symlinkLoop(path: "l").description.hasPrefix("l: symbolic link loop"))
        #expect(InputError.unwritable(path: "w", reason: "No space left on device").description
            == "w: cannot write: No space left on device")
        #expect(InputError.unsupportedFile(path: "r.md").path == "r.md")
    }

    @Test func requireUTF8() throws {
        try FileIO.requireUTF8(Array("héllo".utf8), path: "ok")
        #expect(throws: InputError.notUTF8(path: "bad")) { try FileIO.requireUTF8([0x61, 0xC3], path: "bad") }
    }

    /// The byte-level validator agrees with the standard library's on edge
    /// cases (overlongs, surrogates, U+10FFFF, truncation at every length)
    /// and on random bytes around the 8-byte ASCII fast path.
    @Test func utf8ValidatorAgreesWithTheStandardLibrary() {
        let edges: [[UInt8]] = [
            [], [0x7F], [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80],
            [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
            [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x80], [0xE2, 0x82],
            Array("let s = \"héllo 🎉 ©\" // ünïcödé".utf8),
        ]
        for e in edges {
            for cut in 0...e.count {
                let b = Array(e.prefix(cut))
                let padded = Array("abcdefghijk".utf8) + b + Array("0123456789".utf8)
                #expect(FileIO.isValidUTF8(b) == (String(validating: b, as: UTF8.self) != nil), "\(b)")
                #expect(FileIO.isValidUTF8(padded) == (String(validating: padded, as: UTF8.self) != nil), "\(padded)")
            }
        }
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let n = Int.random(in: 0..<40, using: &rng)
            var b = (0..<n).map { _ in UInt8.random(in: 0x20...0x7E, using: &rng) }
            for _ in 0..<Int.random(in: 0...3, using: &rng) where !b.isEmpty {
                b[Int.random(in: 0..<b.count, using: &rng)] = UInt8.random(in: 0x80...0xFF, using: &rng)
            }
            #expect(FileIO.isValidUTF8(b) == (String(validating: b, as: UTF8.self) != nil), "\(b)")
        }
    }

    @Test func writeNewFileHas0644AndExactContent() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        let bytes: [UInt8] = [0x61, 0x0D, 0x0A, 0xFF, 0x00]
        try FileIO.writeAtomically(bytes, to: dir.path + "/new.swift")
        #expect(dir.read("new.swift") == bytes)
        #expect(dir.mode("new.swift") == 0o644)
        #expect(dir.list() == ["new.swift"])
    }

    @Test func writeKeepsModeAndReplacesContent() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        try dir.write("tool.swift", "old contents that are longer\n")
        chmod(dir.path + "/tool.swift", 0o755)
        try FileIO.writeAtomically(Array("new\n".utf8), to: dir.path + "/tool.swift")
        #expect(dir.read("tool.swift") == Array("new\n".utf8))
        #expect(dir.mode("tool.swift") == 0o755)
        try dir.write("ro.swift", "x")
        chmod(dir.path + "/ro.swift", 0o600)
        try FileIO.writeAtomically([], to: dir.path + "/ro.swift")
        #expect(dir.read("ro.swift") == [])
        #expect(dir.mode("ro.swift") == 0o600)
        #expect(dir.list() == ["ro.swift", "tool.swift"])
    }

    @Test func writeThroughSymlinkKeepsTheLink() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        try dir.write("real/Target.swift", "old\n")
        chmod(dir.path + "/real/Target.swift", 0o750)
        try dir.mkdir("links")
        try dir.symlink("links/Link.swift", to: "../real/Target.swift")
        // A chain: absolute link -> relative link -> file.
        try dir.symlink("Chain.swift", to: dir.path + "/links/Link.swift")
        try FileIO.writeAtomically(Array("new\n".utf8), to: dir.path + "/links/Link.swift")
        #expect(dir.isSymlink("links/Link.swift"))
        #expect(dir.read("real/Target.swift") == Array("new\n".utf8))
        #expect(dir.mode("real/Target.swift") == 0o750)
        try FileIO.writeAtomically(Array("newer\n".utf8), to: dir.path + "/Chain.swift")
        #expect(dir.isSymlink("Chain.swift") && dir.isSymlink("links/Link.swift"))
        #expect(dir.read("real/Target.swift") == Array("newer\n".utf8))
        #expect(dir.list("real") == ["Target.swift"])
        #expect(dir.list("links") == ["Link.swift"])
        // A dangling link creates its target.
        try dir.symlink("Dangling.swift", to: "real/Created.swift")
        try FileIO.writeAtomically(Array("c".utf8), to: dir.path + "/Dangling.swift")
        #expect(dir.isSymlink("Dangling.swift"))
        #expect(dir.read("real/Created.swift") == Array("c".utf8))
    }

    @Test func writeFailuresLeaveNoTempFile() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        #expect(throws: InputError.self) { try FileIO.writeAtomically([1], to: dir.path + "/missing/x.swift") }
        try dir.mkdir("adir")
        #expect(throws: InputError.unwritable(path: dir.path + "/adir", reason: "is a directory")) {
            try FileIO.writeAtomically([1], to: dir.path + "/adir")
        }
        try dir.symlink("loop1", to: "loop2")
        try dir.symlink("loop2", to: "loop1")
        #expect(throws: InputError.symlinkLoop(path: dir.path + "/loop1")) {
            try FileIO.writeAtomically([1], to: dir.path + "/loop1")
        }
        if geteuid() != 0 {
            try dir.write("locked/f.swift", "x")
            chmod(dir.path + "/locked", 0o555)
            defer { chmod(dir.path + "/locked", 0o755) }
            #expect(throws: InputError.self) { try FileIO.writeAtomically([1], to: dir.path + "/locked/f.swift") }
            #expect(dir.list("locked") == ["f.swift"])
        }
        #expect(dir.list() == ["adir", "loop1", "loop2"])
        #expect(dir.list("adir") == [])
    }

    @Test func writeLongFileName() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        let name = String(repeating: "n", count: 245) + ".swift"
        try FileIO.writeAtomically([0x61], to: dir.path + "/" + name)
        #expect(dir.read(name) == [0x61])
        #expect(dir.list() == [name])
    }
}

/// `readStamped` reads a regular file whole in one read when fstat's size is
/// right, and to EOF otherwise (issue 18: the second read was a sixth of a
/// warm run's system calls).
@Suite struct ReadWholeTests {
    @Test(arguments: [0, 1, 4095, 4096, 65_537, 3_000_001]) func aFileIsReadWhole(size: Int) throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try dir.write("f.bin", bytes)
        let (read, stamp) = try FileIO.readStamped(dir.path + "/f.bin")
        #expect(read == bytes)
        #expect(stamp.size == size)
    }

    /// A FIFO has no size: it is read to its end.
    @Test func aPipeIsReadToItsEnd() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        let path = dir.path + "/fifo"
        #expect(mkfifo(path, 0o600) == 0)
        let payload = Array(repeating: UInt8(ascii: "x"), count: 200_000)
        let writer = Thread {
            if let h = FileHandle(forWritingAtPath: path) {
                h.write(Data(payload))
                try? h.close()
            }
        }
        writer.start()
        let (read, _) = try FileIO.readStamped(path)
        #expect(read == payload)
    }
}
