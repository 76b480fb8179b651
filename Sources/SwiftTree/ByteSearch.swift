#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-buffer byte search on the C library's vectorised `memchr`: the line
/// table looks at every byte of every file, and a byte-at-a-time Swift loop
/// costs 5–10 instructions a byte.
enum ByteSearch {
    /// Offset of the first `byte` in `b[from...]`, or nil.
    @inline(__always)
    static func index(of byte: UInt8, in b: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = b.baseAddress, from < b.count else { return nil }
        guard let q = memchr(base + from, Int32(byte), b.count - from) else { return nil }
        return UnsafeRawPointer(q) - UnsafeRawPointer(base)
    }
}
