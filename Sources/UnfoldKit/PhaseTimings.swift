import Foundation

/// `UNFOLD_TIMINGS=1`: the wall time of each phase of a run, on stderr at
/// its end, then the time each transform took, summed over the files and
/// threads (docs/performance.md). Off, a mark costs one load of a flag.
/// `UNFOLD_TIMINGS=phases`: the phases alone. The transforms' times are
/// summed under one lock per transform and file (~300,000 a run on 55 MB),
/// which slows two jobs more than one: compare jobs with the phases alone.
public enum PhaseTimings {
    public static let enabled = ProcessInfo.processInfo.environment["UNFOLD_TIMINGS"] != nil
    /// The transforms' times are kept too (`UNFOLD_TIMINGS` set, but not to `phases`).
    public static let detailed = enabled && ProcessInfo.processInfo.environment["UNFOLD_TIMINGS"] != "phases"
    private static let log = Log()

    /// Marks the end of phase `name` (the time since the previous mark is its cost).
    public static func mark(_ name: @autoclosure () -> String) {
        guard enabled else { return }
        log.append(name(), DispatchTime.now().uptimeNanoseconds, cpuNanoseconds(), pageFaults())
    }

    /// The page faults of the whole process so far (minor ones: pages the
    /// process touched first, each made by the kernel; on a virtual machine
    /// the host may have to back each one too, and the faults of two threads
    /// wait for each other there: docs/performance.md).
    static func pageFaults() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        let who = RUSAGE_SELF.rawValue
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        return usage.ru_minflt
    }

    /// The CPU time of the whole process so far (user + system, all threads).
    static func cpuNanoseconds() -> UInt64 {
        var t = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) == 0 else { return 0 }
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// The time since `start` (`now()`), spent by transform `id` on one file
    /// (thread time, summed over the files and threads of the run).
    public static func addTransformTime(_ id: String, since start: UInt64) {
        guard detailed else { return }
        log.add(id, DispatchTime.now().uptimeNanoseconds - start)
    }

    /// A start for `addTransformTime` (0 when the transforms' times are not kept).
    public static func now() -> UInt64 { detailed ? DispatchTime.now().uptimeNanoseconds : 0 }

    /// The phases so far, one line each (wall time, then how many cores were
    /// busy on average: CPU time over wall time; 1.0 with two jobs is a serial
    /// phase; and the pages first touched, page faults), then each transform's time in
    /// pass 2 and the later rounds (largest first), and clears them.
    public static func report() -> String {
        guard enabled else { return "" }
        let transforms = log.takeTransforms().sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        let transformLines = transforms.map { "unfold: timing: transform \($0.key) \(String(format: "%.1f", Double($0.value) / 1e6)) ms" }
        let marks = log.take()
        guard let first = marks.first else { return "" }
        func line(_ name: String, wall: UInt64, cpu: UInt64, faults: Int) -> String {
            let cores = wall == 0 ? 0 : Double(cpu) / Double(wall)
            return "unfold: timing: \(name) \(String(format: "%.1f", Double(wall) / 1e6)) ms, \(String(format: "%.2f", cores)) cores, \(faults) page faults"
        }
        var (previous, previousCPU, previousFaults) = (first.1, first.2, first.3)
        var lines: [String] = []
        for (name, t, cpu, faults) in marks.dropFirst() {
            lines.append(line(name, wall: t - previous, cpu: cpu &- previousCPU, faults: faults - previousFaults))
            (previous, previousCPU, previousFaults) = (t, cpu, faults)
        }
        lines.append(line("total", wall: previous - first.1, cpu: previousCPU &- first.2, faults: previousFaults - first.3))
        return (lines + transformLines).joined(separator: "\n")
    }

    private final class Log: @unchecked Sendable {
        private var marks: [(String, UInt64, UInt64, Int)] = []
        private var transforms: [String: UInt64] = [:]
        private let lock = NSLock()
        func add(_ id: String, _ nanos: UInt64) { lock.lock(); transforms[id, default: 0] += nanos; lock.unlock() }
        func takeTransforms() -> [String: UInt64] { lock.lock(); defer { lock.unlock() }; let t = transforms; transforms = [:]; return t }
        func append(_ name: String, _ t: UInt64, _ cpu: UInt64, _ faults: Int) { lock.lock(); marks.append((name, t, cpu, faults)); lock.unlock() }
        func take() -> [(String, UInt64, UInt64, Int)] { lock.lock(); defer { lock.unlock() }; let m = marks; marks = []; return m }
    }
}
