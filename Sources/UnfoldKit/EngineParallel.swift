import Foundation
import Dispatch

/// The engine's parallel map: every per-file step of a run (parsing,
/// summaries, findings, re-lexing) goes through it.
enum Parallel {
    /// Maps `items` on `jobs` threads (all cores when 0), keeping order.
    static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ body: @Sendable (T) -> R) -> [R] {
        map(items, jobs: jobs, order: nil, body)
    }

    /// `map(items, jobs:, body)`, the items taken largest `cost` first (ties
    /// in order): the costliest files start first, so the map does not end
    /// with one core finishing a large file while the other waits. Results
    /// keep the items' order; only when each item is done changes.
    static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, largestFirst cost: (T) -> Int,
                                              _ body: @Sendable (T) -> R) -> [R] {
        let costs = items.map(cost)
        return map(items, jobs: jobs, order: Array(items.indices).sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }, body)
    }

    /// The map: the workers take the items in `order` (indices of `items`;
    /// the items' own order when nil), the results keep the items' order.
    private static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, order: [Int]?, _ body: @Sendable (T) -> R) -> [R] {
        let n = items.count
        if n == 0 { return [] }
        let workers = jobs > 0 ? jobs : ProcessInfoCores.count
        if workers <= 1 || n == 1 { return items.map(body) }
        // Each result is made in place in the array returned: none is copied
        // (a copy retained every reference a result holds) and none is left
        // behind (the buffer of optionals this replaced was freed without
        // releasing its results, so every result leaked).
        // The items and the order are read through pointers: an array
        // subscript in the workers' loop retained and released the array's
        // buffer per item, an atomic on one counter both cores kept writing
        // (7 ms of the 2-job run's CPU on 55 MB, none with one job).
        return items.withUnsafeBufferPointer { itemsBuffer in
            (order ?? []).withUnsafeBufferPointer { orderBuffer in
                nonisolated(unsafe) let (itemsAt, orderAt) = (itemsBuffer, orderBuffer)
                return Array(unsafeUninitializedCapacity: n) { buffer, count in
                    nonisolated(unsafe) let out = buffer.baseAddress!
                    forEachIndex(n, workers: workers) { i in
                        let k = orderAt.isEmpty ? i : orderAt[i]
                        (out + k).initialize(to: body(itemsAt[k]))
                    }
                    count = n
                }
            }
        }
    }

    /// Runs `body` for every index below `n` on `workers` threads. Each
    /// worker takes the next index when it is done with one: a few large
    /// files (or a worker the machine slows down) do not leave the other
    /// cores idle at the end, as fixed stripes of items did. (A lock, not
    /// Synchronization's Atomic: that needs macOS 15, and the package builds
    /// for older macOS too. One lock per item is noise next to parsing or
    /// analysing a file.)
    private static func forEachIndex(_ n: Int, workers: Int, _ body: @Sendable (Int) -> Void) {
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: min(n, workers)) { _ in
            while true {
                let i = next.increment() - 1
                if i >= n { break }
                body(i)
            }
        }
    }

    /// `map(items, jobs:, body)` and `map(first, jobs:, firstBody)` on the same
    /// `jobs` threads: the workers take the items of `first` (in the order
    /// given) before those of `items`, so work that does not depend on
    /// `items` (pass 1 reads the project files beside the parse) overlaps
    /// it instead of forming a phase of its own. Both results keep their order.
    static func map<T: Sendable, R: Sendable, U: Sendable, S: Sendable>(
        _ items: [T], after first: [U], jobs: Int, _ body: @Sendable (T) -> R, first firstBody: @Sendable (U) -> S
    ) -> (items: [R], first: [S]) {
        let m = first.count, n = m + items.count
        let workers = jobs > 0 ? jobs : ProcessInfoCores.count
        if workers <= 1 || n <= 1 { return (items.map(body), first.map(firstBody)) }
        // As in `map`: every result made in place in the arrays returned.
        // Read through pointers, as in `map`.
        return items.withUnsafeBufferPointer { itemsBuffer in
            first.withUnsafeBufferPointer { firstBuffer in
                nonisolated(unsafe) let (itemsAt, firstAt) = (itemsBuffer, firstBuffer)
                var firstResults: [S] = []
                let results = Array<R>(unsafeUninitializedCapacity: n - m) { buffer, count in
                    firstResults = Array(unsafeUninitializedCapacity: m) { firstOut, firstCount in
                        nonisolated(unsafe) let outFirst = firstOut.baseAddress
                        nonisolated(unsafe) let out = buffer.baseAddress
                        forEachIndex(n, workers: workers) { i in
                            if i < m { (outFirst! + i).initialize(to: firstBody(firstAt[i])) } else { (out! + (i - m)).initialize(to: body(itemsAt[i - m])) }
                        }
                        firstCount = m
                    }
                    count = n - m
                }
                return (results, firstResults)
            }
        }
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

/// Bytes of trees pass 1 may still keep in streaming mode, taken from any thread.
final class ByteBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int

    init(_ bytes: Int) { left = bytes }

    /// Takes `n` bytes when that many are left.
    func take(_ n: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard n <= left else { return false }
        left -= n
        return true
    }
}

/// A value made on another thread meanwhile (the cache file read while the
/// inputs are found), waited for when needed.
final class BackgroundValue<T>: @unchecked Sendable {
    private var made: T?
    private let done = DispatchSemaphore(value: 0)

    init(_ make: @escaping () -> T) {
        nonisolated(unsafe) let make = make
        Thread.detachNewThread { [self] in
            made = make()
            done.signal()
        }
    }

    /// Made on another thread when `background`, else here and now.
    convenience init(when background: Bool, _ make: @escaping () -> T) {
        if background {
            self.init(make)
        } else {
            self.init(made: make())
        }
    }

    /// A value made already.
    static func made(_ value: T) -> BackgroundValue<T> { BackgroundValue(made: value) }

    private init(made value: T) {
        made = value
        done.signal()
    }

    /// The value (waits for it the first time).
    var value: T {
        done.wait()
        done.signal()
        return made!
    }
}

/// Frees a large value on another thread: a run's trees, summaries and index
/// take tens of milliseconds to free, which the run's output need not wait for.
enum BackgroundRelease {
    /// Set once, by the command line before any work, when the process ends
    /// after this run (every command but the MCP server): what a run no
    /// longer needs at its end (`dropAtEnd`) is then left for the exit to
    /// reclaim whole instead of being freed object by object (the trees,
    /// summaries and file tables of a large run took ~10 ms of a core).
    nonisolated(unsafe) static var processEndsAfterRun = false

    /// Drops `value` on a background thread (or here, when only one job runs).
    static func drop<T>(_ value: consuming T, jobs: Int) {
        guard jobs != 1 else { return }
        let held = Held(value)
        DispatchQueue.global(qos: .utility).async { held.value = nil }
    }

    /// `drop` for what a run holds at its very end: kept until the process
    /// exits when it ends after this run (`processEndsAfterRun`).
    static func dropAtEnd<T>(_ value: consuming T, jobs: Int) {
        if processEndsAfterRun {
            _ = Unmanaged.passRetained(Held(value))
            return
        }
        drop(value, jobs: jobs)
    }

    /// `drop`, and the value to wait for to know `value` is freed (nil when
    /// only one job runs: it is freed here, before this returns).
    static func dropAwaitable<T>(_ value: consuming T, jobs: Int) -> BackgroundValue<Void>? {
        guard jobs != 1 else { return nil }
        let held = Held(value)
        return BackgroundValue { held.value = nil }
    }

    private final class Held<T>: @unchecked Sendable {
        var value: T?
        init(_ value: consuming T) { self.value = value }
    }
}
