import Foundation
import Testing
@testable import UnfoldKit

/// Issue 12 item 13: under `ulimit -f` a write past the limit must not kill
/// the run (SIGXFSZ) and leave `.NAME.unfold-XXXXXX` behind: SIGXFSZ is
/// ignored at startup, write(2) fails with EFBIG, the temporary file goes and
/// the error names the file and the limit.
@Suite struct FileSizeLimitTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let binary = packageRoot + "/.build/debug/unfold"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: FileSizeLimitTests.binary), "run `swift build` first"),
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/sh")))
    func fixUnderAFileSizeLimitFailsCleanly() throws {
        let dir = NSTemporaryDirectory() + "unfold-ulimit-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // About 4 KB, rewritten to more: over `ulimit -f 1` (512 or 1024 bytes, by shell).
        var source = "import UIKit\n\nfinal class V: UIView {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n"
        for k in 0..<100 { source += "        let a\(k) = 1 / UIScreen.main.scale\n" }
        source += "    }\n}\n"
        let path = dir + "/V.swift"
        try source.write(toFile: path, atomically: false, encoding: .utf8)

        // posix_spawn with SIGXFSZ back to its default action: the test
        // runner may ignore it, and an ignored signal stays ignored in children.
        let errPath = dir + "/../" + (dir as NSString).lastPathComponent + ".err"
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let script = "ulimit -f 1; cd \"$1\" && exec \"$0\" fix --allow-no-vcs V.swift 2>\"$2\""
        let (status, signalled) = try Self.spawn(["/bin/sh", "-c", script, Self.binary, dir, errPath])
        let errText = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""

        #expect(signalled == nil, "killed by signal \(signalled ?? 0): \(errText)")
        #expect(status == 2, "\(errText)")
        #expect(errText.contains("V.swift") && errText.contains("file size limit exceeded"), "\(errText)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == source, "the original is intact")
        // The result cache's folder may be there (docs/cache.md); no temporary file anywhere.
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0 != ".unfold-cache" }
        #expect(left == ["V.swift"], "no temporary file left: \(left)")
        let cached = (try? FileManager.default.contentsOfDirectory(atPath: dir + "/.unfold-cache")) ?? []
        #expect(cached.allSatisfy { !$0.contains(".unfold-") }, "no temporary file left in the cache folder: \(cached)")
    }

    /// Runs `argv` with every signal at its default action; (exit status, terminating signal).
    static func spawn(_ argv: [String]) throws -> (Int32, Int32?) {
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attr, &all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attr, &none)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let cargs = argv.map { strdup($0) } + [nil]
        defer { for a in cargs { free(a) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], nil, &attr, cargs, environ)
        guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let sig = status & 0x7f
        return sig == 0 ? ((status >> 8) & 0xff, nil) : (-1, sig)
    }

    @Test func efbigSaysWhichLimit() {
        #expect(errorText(EFBIG).hasPrefix("file size limit exceeded"))
        #expect(errorText(ENOSPC) == String(cString: strerror(ENOSPC)))
    }
}
