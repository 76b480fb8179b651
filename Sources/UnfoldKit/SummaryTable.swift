/// Every Swift file's summary, by path: the summaries sorted by path, found
/// by binary search.
///
/// Pass 1 gives the summaries in path order, so the table is that array as
/// it is. A table hashed by path (what this replaced) copied every summary
/// into it, a retain of each of its tables on objects the other core had
/// made, on one thread while the other core waited: 9–14 ms of a 2-job run
/// on 55 MB of apps (docs/performance.md, session 21).
public struct SummaryTable: Sendable {
    /// The summaries, sorted by path (`String` order), each path once.
    public private(set) var values: [FileSummary] = []

    public init() {}

    /// `summaries` by path; when a path repeats, the last one counts (as a
    /// table assigned in order would keep it). Summaries already in
    /// strictly ascending path order are kept as they are, not copied.
    public init(_ summaries: [FileSummary]) {
        if PathOrder.isStrictlyAscending(summaries.lazy.map(\.path)) {
            values = summaries
            return
        }
        let order = summaries.indices.sorted {
            summaries[$0].path != summaries[$1].path ? summaries[$0].path < summaries[$1].path : $0 < $1
        }
        values.reserveCapacity(summaries.count)
        for k in order {
            if let last = values.last, last.path == summaries[k].path {
                values[values.count - 1] = summaries[k]
            } else {
                values.append(summaries[k])
            }
        }
    }

    /// `summaries`, known to be in strictly ascending path order, as they are.
    init(ascending summaries: [FileSummary]) {
        values = summaries
    }

    public var count: Int { values.count }
    public var isEmpty: Bool { values.isEmpty }

    /// The paths, sorted.
    public var paths: [String] { values.map(\.path) }

    /// The position of `path`'s summary in `values`, nil when it has none.
    public func position(of path: String) -> Int? {
        position(of: path, from: 0)
    }

    /// `position(of:)`, looked for from `start` on: at `start` first, then
    /// at steps that double (a galloping search). Paths asked in ascending
    /// order, each from where the last was found, or a path asked at its
    /// own position in a list of the same paths, cost a comparison or two
    /// instead of a binary search each. Any `start` gives the right answer
    /// (one past `path`'s place searches the whole table).
    public func position(of path: String, from start: Int) -> Int? {
        let k = lowerBound(path, from: start)
        return k < values.count && values[k].path == path ? k : nil
    }

    /// Where `path`'s summary is in `values`, or where it would go (the
    /// first position whose path is not before it), looked for from `start`
    /// as `position(of:from:)` says.
    private func lowerBound(_ path: String, from start: Int) -> Int {
        values.withUnsafeBufferPointer { v -> Int in
            var lo = max(0, min(start, v.count))
            if lo > 0, !(v[lo - 1].path < path) { lo = 0 }
            var hi = v.count, bound = 1
            while true {
                let probe = lo + bound - 1
                if probe >= v.count { break }
                if v[probe].path < path {
                    lo = probe + 1
                    bound *= 2
                } else {
                    hi = probe
                    break
                }
            }
            while lo < hi {
                let mid = (lo + hi) / 2
                if v[mid].path < path { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
    }

    /// `path`'s summary, looked for from position `k` on (`position(of:from:)`),
    /// copied out through a pointer (not through the array, whose buffer
    /// every worker would retain).
    public func summary(_ path: String, near k: Int) -> FileSummary? {
        guard let at = position(of: path, from: k) else { return nil }
        return values.withUnsafeBufferPointer { $0[at] }
    }

    /// `path`'s summary; set to add, replace or (nil) remove one (a
    /// summary set is `path`'s own).
    public subscript(path: String) -> FileSummary? {
        get { position(of: path).map { values[$0] } }
        set {
            precondition(newValue.map { $0.path == path } ?? true, "a summary is stored under its own path")
            let k = lowerBound(path, from: 0)
            let present = k < values.count && values[k].path == path
            switch (newValue, present) {
            case (let s?, true): values[k] = s
            case (let s?, false): values.insert(s, at: k)
            case (nil, true): values.remove(at: k)
            case (nil, false): break
            }
        }
    }
}
