import Foundation

/// `UNFOLD_TIMINGS=1`: the wall time of each phase of a run, on stderr at
/// its end (docs/performance.md). Off, a mark costs one load of a flag.
public enum PhaseTimings {
    public static let enabled = ProcessInfo.processInfo.environment["UNFOLD_TIMINGS"] != nil
    private static let log = Log()

    /// Marks the end of phase `name` (the time since the previous mark is its cost).
    public static func mark(_ name: @autoclosure () -> String) {
        guard enabled else { return }
        log.append(name(), DispatchTime.now().uptimeNanoseconds)
    }

    /// The phases so far, one line each, and clears them.
    public static func report() -> String {
        guard enabled else { return "" }
        let marks = log.take()
        guard let first = marks.first else { return "" }
        var previous = first.1
        var lines: [String] = []
        for (name, t) in marks.dropFirst() {
            lines.append("unfold: timing: \(name) \(String(format: "%.1f", Double(t - previous) / 1e6)) ms")
            previous = t
        }
        lines.append("unfold: timing: total \(String(format: "%.1f", Double(previous - first.1) / 1e6)) ms")
        return lines.joined(separator: "\n")
    }

    private final class Log: @unchecked Sendable {
        private var marks: [(String, UInt64)] = []
        private let lock = NSLock()
        func append(_ name: String, _ t: UInt64) { lock.lock(); marks.append((name, t)); lock.unlock() }
        func take() -> [(String, UInt64)] { lock.lock(); defer { lock.unlock() }; let m = marks; marks = []; return m }
    }
}
