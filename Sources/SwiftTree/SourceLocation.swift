#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Converts UTF-8 byte offsets to 1-based lines and columns (columns count
/// UTF-8 bytes, like the compiler's diagnostics). A line ends at `\n`, `\r\n`
/// or a lone `\r`.
public struct LineTable: Sendable {
    /// Byte offset where each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// More `\r\n` than lone `\n` line ends (lone `\r`s not counted).
    public let mostlyCRLF: Bool

    public init(_ bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var crlf = 0
        var lf = 0
        bytes.withUnsafeBufferPointer { b in
            let n = b.count
            if ByteSearch.index(of: 13, in: b, from: 0) == nil {
                // No `\r` (almost every file): jump from `\n` to `\n` with memchr.
                var i = 0
                while let q = ByteSearch.index(of: 10, in: b, from: i) {
                    starts.append(q + 1)
                    i = q + 1
                }
                return
            }
            var i = 0
            while i < n {
                let c = b[i]
                if c == 10 {
                    lf += 1
                    starts.append(i + 1)
                } else if c == 13 {
                    if i + 1 < n, b[i + 1] == 10 {
                        i += 1
                        crlf += 1
                    }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        lineStarts = starts
        mostlyCRLF = crlf > lf
    }

    /// 1-based line and column of `offset`.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - lineStarts[lo] + 1)
    }

    /// Byte offset of the start of 1-based `line`.
    public func offset(ofLine line: Int) -> Int {
        lineStarts[max(0, min(line - 1, lineStarts.count - 1))]
    }
}

/// A tree's `LineTable`, made the first time it is asked for: finding the
/// line starts costs about as much as the tree's declarations, and only
/// files with findings, edits or suppression comments ever need them. Trees
/// are shared between threads, so the table is made under a lock (once).
final class LineTableBox: @unchecked Sendable {
    private var table: LineTable?
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// The line table of `bytes` (the tree's: always the same bytes).
    func table(of bytes: [UInt8]) -> LineTable {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let table { return table }
        let made = LineTable(bytes)
        table = made
        return made
    }
}
