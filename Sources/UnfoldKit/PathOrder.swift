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
