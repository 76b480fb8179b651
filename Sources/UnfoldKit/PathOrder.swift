import Foundation

/// Paths in Swift `String` order, sorted the cheap way when it is the same.
///
/// For ASCII text, `String`'s `<` is the order of the UTF-8 bytes, so ASCII
/// paths are compared with `memcmp` on one buffer that holds them all; a
/// set with any other byte is compared as `String`s (normalization can make
/// the two orders differ). The walk sorts every file it finds this way.
enum PathOrder {
    /// Sorts `order` (indices into `paths`) by the paths they name; equal
    /// paths stay in the order of their indices, so the result is one
    /// order whatever the algorithm.
    static func sort(_ order: inout [Int], by paths: [String]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(paths.count + 1)
        var ascii = true
        for p in paths {
            starts.append(bytes.count)
            bytes.append(contentsOf: p.utf8)
        }
        starts.append(bytes.count)
        for b in bytes where b >= 0x80 { ascii = false; break }
        guard ascii else {
            order.sort { paths[$0] != paths[$1] ? paths[$0] < paths[$1] : $0 < $1 }
            return
        }
        bytes.withUnsafeBufferPointer { buf in
            let base = buf.baseAddress
            order.sort { a, b in
                let la = starts[a + 1] - starts[a], lb = starts[b + 1] - starts[b]
                let common = min(la, lb)
                let c = common == 0 ? 0 : memcmp(base! + starts[a], base! + starts[b], common)
                if c != 0 { return c < 0 }
                if la != lb { return la < lb }
                return a < b
            }
        }
    }
}

extension PathOrder {
    /// Whether `paths` are in `String` order with no path twice: what the
    /// walk gives, which spares a sort, a set of seen paths or a hash per
    /// path to the steps that would otherwise need one.
    static func isStrictlyAscending<C: Collection>(_ paths: C) -> Bool where C.Element == String {
        var previous: String?
        for p in paths {
            if let q = previous, !(q < p) { return false }
            previous = p
        }
        return true
    }

    /// Whether the sorted, repeat-free `paths` hold `path` (a binary search).
    static func sortedContains(_ paths: [String], _ path: String) -> Bool {
        var (lo, hi) = (0, paths.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if paths[mid] < path { lo = mid + 1 } else { hi = mid }
        }
        return lo < paths.count && paths[lo] == path
    }

    /// Whether `path`'s last component is one of `names` (their UTF-8
    /// bytes), tested from the end of the bytes: no component is made.
    static func hasName(_ path: String, in names: [[UInt8]]) -> Bool {
        var path = path
        return path.withUTF8 { p in
            names.contains { n in
                guard !n.isEmpty, p.count >= n.count, p.count == n.count || p[p.count - n.count - 1] == UInt8(ascii: "/") else { return false }
                return n.withUnsafeBufferPointer { nb in memcmp(p.baseAddress! + (p.count - n.count), nb.baseAddress!, n.count) == 0 }
            }
        }
    }
}

extension String {
    /// Whether the UTF-8 bytes end with `suffix`'s: a file name's extension
    /// or last component, tested without `hasSuffix`'s grapheme breaking
    /// (a path is tested several times a run per file; `hasSuffix` cost
    /// ~10× more, its slow path taken on every path).
    @inline(__always)
    func hasBytes(suffix: StaticString) -> Bool {
        let n = suffix.utf8CodeUnitCount
        let test = { (p: UnsafeBufferPointer<UInt8>) -> Bool in
            p.count >= n && (n == 0 || memcmp(p.baseAddress! + (p.count - n), suffix.utf8Start, n) == 0)
        }
        // The bytes in place (no copy of the string, which retained it).
        if let answer = utf8.withContiguousStorageIfAvailable(test) { return answer }
        var s = self
        return s.withUTF8(test)
    }
}
