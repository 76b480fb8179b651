#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte searches: `index(of:)` on the C library's vectorised `memchr` (the
/// line table looks at every byte of every file), and a plain substring test
/// for short ranges (comments, project-file lines, file heads).
public enum ByteSearch {
    /// Offset of the first `byte` in `b[from...]`, or nil.
    @inline(__always)
    static func index(of byte: UInt8, in b: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = b.baseAddress, from < b.count else { return nil }
        guard let q = memchr(base + from, Int32(byte), b.count - from) else { return nil }
        return UnsafeRawPointer(q) - UnsafeRawPointer(base)
    }

    /// Whether `b[s..<e]` contains `needle` (short ranges: comments, lines, file heads).
    public static func contains(_ needle: [UInt8], in b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
        guard let first = needle.first, e - s >= needle.count else { return false }
        var i = s
        let last = e - needle.count
        while i <= last {
            if b[i] == first {
                var k = 1
                while k < needle.count, b[i + k] == needle[k] { k += 1 }
                if k == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}
