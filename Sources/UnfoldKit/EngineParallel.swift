import Foundation
import Dispatch

/// The engine's parallel map: every per-file step of a run (parsing,
/// summaries, findings, re-lexing) goes through it.
enum Parallel {
    /// Maps `items` on `jobs` threads (all cores when 0), keeping order.
    static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ body: @Sendable (T) -> R) -> [R] {
        let n = items.count
        if n == 0 { return [] }
        let workers = jobs > 0 ? jobs : ProcessInfoCores.count
        if workers <= 1 || n == 1 { return items.map(body) }
        let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: n)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let out = results
        let chunks = min(n, workers * 4)
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            var i = c
            while i < n {
                out[i] = body(items[i])
                i += chunks
            }
        }
        return results.map { $0! }
    }
}

extension Engine {
    /// Maps `items` on `jobs` threads (all cores when 0), keeping order (`Parallel.map`).
    public static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ body: @Sendable (T) -> R) -> [R] {
        Parallel.map(items, jobs: jobs, body)
    }
}

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

enum ProcessInfoCores {
    static let count: Int = {
        #if canImport(Glibc) || canImport(Darwin)
        return max(1, sysconfCores())
        #else
        return 1
        #endif
    }()
}

#if canImport(Glibc)
import Glibc
private func sysconfCores() -> Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
#elseif canImport(Darwin)
import Darwin
private func sysconfCores() -> Int { Int(sysconf(_SC_NPROCESSORS_ONLN)) }
#endif
