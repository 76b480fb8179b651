/// An input the load did not read: its stamp was the one the cache recorded
/// (`StampTable`), so its digest is known without its bytes. Read only when
/// the cache cannot answer the run whole (`LoadedFiles.readUnread`).
struct UnreadInput: Sendable {
    /// The display path (the input's path).
    var path: String
    var absolute: String
    var digest: ContentDigest
    /// Its place among all inputs, read and unread, in input order.
    var position: Int
}

/// One input in input order: read, or known by digest only.
enum LoadedInput {
    case read(SourceInput)
    case unread(UnreadInput)

    var path: String {
        switch self {
        case .read(let s): return s.path
        case .unread(let u): return u.path
        }
    }
}

extension LoadedFiles {
    /// Every input, read or not, in input order.
    var ordered: [LoadedInput] {
        var out: [LoadedInput] = []
        out.reserveCapacity(inputs.count + unread.count)
        var next = 0
        for u in unread {
            while out.count < u.position, next < inputs.count {
                out.append(.read(inputs[next]))
                next += 1
            }
            out.append(.unread(u))
        }
        while next < inputs.count {
            out.append(.read(inputs[next]))
            next += 1
        }
        return out
    }

    /// Sets `inputs` and `unread` from `list` (in input order).
    mutating func setOrdered(_ list: [LoadedInput]) {
        inputs = []
        unread = []
        inputs.reserveCapacity(list.count)
        for (i, e) in list.enumerated() {
            switch e {
            case .read(let s): inputs.append(s)
            case .unread(var u):
                u.position = i
                unread.append(u)
            }
        }
    }

    /// Drops the inputs, read or not, whose path `drop` accepts.
    mutating func removeInputs(where drop: (String) -> Bool) {
        guard !unread.isEmpty else {
            inputs.removeAll { drop($0.path) }
            return
        }
        setOrdered(ordered.filter { !drop($0.path) })
    }

    /// Every input's path and digest, in input order (read inputs digested here, in parallel).
    func digests(jobs: Int) -> [(path: String, digest: ContentDigest)] {
        let list = ordered
        return Engine.parallelMap(list, jobs: jobs) { e -> (path: String, digest: ContentDigest) in
            switch e {
            case .read(let s): return (s.path, ContentDigest(s.bytes))
            case .unread(let u): return (u.path, u.digest)
            }
        }
    }

    /// Reads every unread input, in place and in input order; one that can
    /// no longer be read is dropped with its error (returned, and added to
    /// `errors`). A file changed since its stamp was taken is simply read
    /// as it is now, with its new stamp.
    @discardableResult
    mutating func readUnread(jobs: Int, maxBytes: Int) -> [InputError] {
        guard !unread.isEmpty else { return [] }
        let list = ordered
        let read = Engine.parallelMap(list, jobs: jobs) { e -> Result<(SourceInput, FileStamp)?, InputError> in
            guard case .unread(let u) = e else { return .success(nil) }
            do throws(InputError) {
                let (bytes, stamp) = try FileIO.readStamped(u.absolute, maxBytes: maxBytes)
                return .success((SourceInput(path: u.path, bytes: bytes), stamp))
            } catch {
                return .failure(error.renamed(u.path))
            }
        }
        var kept: [LoadedInput] = []
        kept.reserveCapacity(list.count)
        var failed: [InputError] = []
        for (e, r) in zip(list, read) {
            switch r {
            case .success(nil): kept.append(e)
            case .success(.some(let (input, stamp))):
                kept.append(.read(input))
                stamps[input.path] = stamp
            case .failure(let error):
                failed.append(error)
                stamps[e.path] = nil
                absolute[e.path] = nil
            }
        }
        setOrdered(kept)
        errors += failed
        return failed
    }

    /// The stamp table to keep after this run: the entries of the inputs
    /// trusted unread, and those of the inputs read whose stamps are
    /// settled (`StampTable.settled`), with this run's digests.
    func stampTable(previous: StampTable, digest: (String) -> ContentDigest?) -> StampTable {
        var table = StampTable()
        for u in unread {
            if let e = previous.entry(u.absolute) { table.record(u.absolute, e) }
        }
        for input in inputs {
            guard let abs = absolute[input.path], let stamp = stamps[input.path],
                  StampTable.settled(stamp, runStart: startedAt), let d = digest(input.path) else { continue }
            table.record(abs, StampTable.Entry(stamp: stamp, digest: d))
        }
        return table
    }
}
