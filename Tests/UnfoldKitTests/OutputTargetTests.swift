import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 12 item 8: `-o` and `--html` onto a device node or a FIFO (or a link
/// to one) write into it; they never replace it with a regular file.
@Suite("Output onto devices and FIFOs")
struct OutputTargetTests {
    /// A character device made in the scratch folder (a null device, when
    /// allowed: mknod needs root) stands in for /dev/null first, so a
    /// regression replaces that node and not the machine's /dev/null. Only when
    /// it survives is the real /dev/null used.
    @Test func outputOntoACharacterDeviceKeepsTheDevice() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        var targets: [String] = []
        var devNull = stat()
        if stat("/dev/null", &devNull) == 0, mknod(s.abs("null"), S_IFCHR | 0o666, devNull.st_rdev) == 0 {
            targets.append(s.abs("null"))
            try FileManager.default.createSymbolicLink(atPath: s.abs("null-link"), withDestinationPath: "null")
            targets.append("null-link")
        }
        for target in targets {
            for flags in [["-o", target], ["--html", target]] {
                let r = runUnfold(["diff"] + flags + ["."], cwd: s.path)
                #expect(r.code == .pending, "\(flags): \(r.err)")
                #expect(fileType(s.abs("null")) == S_IFCHR, "\(flags): the device node was replaced")
            }
        }
        #expect(fileType(s.abs("null-link")) == S_IFLNK || targets.isEmpty, "the link was replaced")
        // The real one, unless the stand-in was replaced.
        guard targets.isEmpty || fileType(s.abs("null")) == S_IFCHR else { return }
        for flags in [["-o", "/dev/null"], ["--html", "/dev/null"]] {
            let r = runUnfold(["diff"] + flags + ["."], cwd: s.path)
            #expect(r.code == .pending, "\(flags): \(r.err)")
            #expect(fileType("/dev/null") == S_IFCHR, "\(flags): /dev/null is no longer a character device")
        }
    }

    /// A FIFO (and a link to it) receives the patch and stays a FIFO.
    @Test(arguments: ["review.fifo", "fifo-link"])
    func outputIntoAFIFOKeepsTheFIFO(target: String) throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        #expect(mkfifo(s.abs("review.fifo"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: s.abs("fifo-link"), withDestinationPath: "review.fifo")
        // Reader: opened without blocking (a writer's open then succeeds at
        // once), then drained on a thread until the run is over and the pipe empty.
        let fd = open(s.abs("review.fifo"), O_RDONLY | O_NONBLOCK)
        try #require(fd >= 0)
        defer { close(fd) }
        let reader = FIFOReader(fd: fd)
        let thread = Thread { reader.drain() }
        thread.start()
        let r = runUnfold(["diff", "-o", target, "."], cwd: s.path)
        reader.finish()
        let received = String(decoding: reader.wait(), as: UTF8.self)
        #expect(r.code == .pending, "\(r.err)")
        #expect(received.hasPrefix("diff --git a/V.swift b/V.swift\n"), "the FIFO received: \(received)")
        #expect(fileType(s.abs("review.fifo")) == S_IFIFO, "the FIFO was replaced")
        #expect(fileType(s.abs("fifo-link")) == S_IFLNK, "the link was replaced")
    }
}

/// Reads a non-blocking FIFO until told the writer is done and nothing is left.
private final class FIFOReader: @unchecked Sendable {
    let fd: Int32
    private let lock = NSCondition()
    private var bytes: [UInt8] = []
    private var writerDone = false
    private var finished = false

    init(fd: Int32) { self.fd = fd }

    func drain() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            lock.lock()
            let done = writerDone
            lock.unlock()
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                lock.lock()
                bytes += buffer[..<n]
                lock.unlock()
                continue
            }
            // 0: no writer connected (yet, or any more); -1/EAGAIN: a writer, nothing yet.
            if done { break }
            usleep(2000)
        }
        lock.lock()
        finished = true
        lock.broadcast()
        lock.unlock()
    }

    func finish() {
        lock.lock()
        writerDone = true
        lock.unlock()
    }

    func wait() -> [UInt8] {
        lock.lock()
        while !finished { lock.wait() }
        defer { lock.unlock() }
        return bytes
    }
}
