import Foundation

/// `unfold-bench machine`: what this machine gives a second thread, measured
/// in the same run as unfold's figures, so that figures from two runs can be
/// told apart by the machine's state rather than by the code
/// (docs/performance.md, "Reading the figures").
///
/// Three fixed workloads, each timed on one thread and then on two threads at
/// once (the same work on each), best of `--repeat` runs:
///
/// - compute: a chain of multiplies in registers: its time follows the
///   clock. Two cores that are truly two give the same time on two threads
///   (a ratio of 2.00).
/// - memory: dependent random reads over a 4 MiB buffer per thread, about
///   what one worker's tree and tables take. Cores that share a small cache
///   or a loaded memory bus slow down on two threads.
/// - stream: reading 64 MiB in order, four times: memory bandwidth, which
///   the two cores and the machine's neighbours share.
/// - fresh: the same on 1 and 2 threads, 64 MiB each: whether first touches
///   on two cores wait for each other (1.6–1.75× here in session 13). A run
///   of unfold touches about 58,000 pages first; `UNFOLD_TIMINGS=1` counts
///   them by phase.
/// - fresh pages: writing 64 MiB of newly allocated memory, one byte a page:
///   the cost of a page fault, which every first touch of new memory pays.
///
/// Prints figures; asserts nothing.
enum Machine {
    static func main(_ args: [String]) -> Int32 {
        var repeats = 5
        var k = 0
        while k < args.count {
            if args[k] == "--repeat", k + 1 < args.count, let n = Int(args[k + 1]), n > 0 {
                repeats = n
                k += 2
            } else {
                FileHandle.standardError.write(Data("usage: unfold-bench machine [--repeat N]\n".utf8))
                return 2
            }
        }
        _ = streamBuffer.count  // made before the timings
        let fresh: @Sendable () -> UInt64 = { UInt64(freshPages((64 << 20) >> 12) * 1e9) }
        for (name, work) in [("compute", compute), ("memory", memory), ("stream", stream), ("fresh", fresh)] as [(String, @Sendable () -> UInt64)] {
            let one = best(repeats) { run(threads: 1, work) }
            let two = best(repeats) { run(threads: 2, work) }
            // The same work on each thread: 2 threads in the time of 1 is a ratio of 2.
            print("\(name.padding(toLength: 8, withPad: " ", startingAt: 0)) 1 thread \(ms(one)), 2 threads \(ms(two)): a second thread adds \(String(format: "%.2f", 2 * one / two))×")
        }
        let pages = (64 << 20) >> 12
        let fault = best(repeats) { freshPages(pages) }
        print("fresh pages: \(String(format: "%.2f", fault * 1e6 / Double(pages))) µs a page (64 MiB written once)")
        return 0
    }

    /// Seconds of the best of `n` runs.
    static func best(_ n: Int, _ body: () -> Double) -> Double {
        var b = Double.infinity
        for _ in 0..<n { b = min(b, body()) }
        return b
    }

    static func ms(_ s: Double) -> String { String(format: "%.1f ms", s * 1000) }

    /// Wall seconds to run `work` once on each of `threads` threads at once.
    static func run(threads: Int, _ work: @escaping @Sendable () -> UInt64) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let sink = Sink()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in sink.add(work()) }
        let t = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if sink.value == 42 { print("") }  // keeps the work from being optimized away
        return t
    }

    /// A chain of dependent multiplies, shifts and xors: registers only,
    /// nothing to vectorize, about 5 cycles an iteration: its time follows
    /// the clock the core runs at.
    static let compute: @Sendable () -> UInt64 = {
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<100_000_000 {
            x = (x &* 6_364_136_223_846_793_005) ^ (x >> 29)
        }
        return x
    }

    /// Dependent random reads over 4 MiB.
    static let memory: @Sendable () -> UInt64 = {
        let count = 1 << 20
        var table = [UInt32](repeating: 0, count: count)
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in 0..<count {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            table[i] = UInt32(truncatingIfNeeded: x >> 40) & UInt32(count - 1)
        }
        var j: UInt32 = 0
        var sum: UInt64 = 0
        table.withUnsafeBufferPointer { t in
            for _ in 0..<8_000_000 {
                j = t[Int(j)] ^ UInt32(truncatingIfNeeded: sum & 7)
                sum &+= UInt64(j)
            }
        }
        return sum
    }

    /// Reads 64 MiB (made once, outside the timing) four times in order:
    /// the memory bandwidth a core gets, shared with the other core and the
    /// machine's neighbours.
    static let stream: @Sendable () -> UInt64 = {
        streamBuffer.withUnsafeBufferPointer { b in
            var sum: UInt64 = 0
            for _ in 0..<4 {
                var k = 0
                while k < b.count {
                    sum &+= b[k] &+ b[k + 1] &+ b[k + 2] &+ b[k + 3]
                    k += 4
                }
            }
            return sum
        }
    }
    static let streamBuffer = [UInt64](repeating: 1, count: 8 << 20)

    /// Seconds to write one byte in each of `pages` fresh 4 KiB pages.
    static func freshPages(_ pages: Int) -> Double {
        let size = pages << 12
        let p = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
        defer { p.deallocate() }
        let start = DispatchTime.now().uptimeNanoseconds
        for k in 0..<pages { p.storeBytes(of: UInt8(truncatingIfNeeded: k), toByteOffset: k << 12, as: UInt8.self) }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var value: UInt64 = 0
        func add(_ v: UInt64) {
            lock.lock()
            value &+= v
            lock.unlock()
        }
    }
}
