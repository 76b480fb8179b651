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
        firstIndex(of: needle, in: b, s, e) != nil
    }

    /// Offset of the first `needle` in `b[s..<e]`, or nil (nil for an empty needle).
    public static func firstIndex(of needle: [UInt8], in b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Int? {
        guard let first = needle.first, e - s >= needle.count, let base = b.baseAddress else { return nil }
        var i = s
        let last = e - needle.count
        while i <= last {
            // memchr to the next candidate first byte (vectorised), then compare.
            guard let q = memchr(base + i, Int32(first), last + 1 - i) else { return nil }
            i = UnsafeRawPointer(q) - UnsafeRawPointer(base)
            var k = 1
            while k < needle.count, b[i + k] == needle[k] { k += 1 }
            if k == needle.count { return i }
            i += 1
        }
        return nil
    }

    /// Offset of the first `needle` in `bytes[from...]`, or nil.
    public static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int = 0) -> Int? {
        bytes.withUnsafeBufferPointer { firstIndex(of: needle, in: $0, from, $0.count) }
    }

    /// Whether `bytes` contains `needle`.
    public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        firstIndex(of: needle, in: bytes) != nil
    }

    /// Whether the UTF-8 bytes of `s` contain `needle`, read in place (the
    /// generic searches of `String.UTF8View` make no copy but are slow).
    public static func contains(_ needle: [UInt8], inUTF8Of s: String) -> Bool {
        if let found = s.utf8.withContiguousStorageIfAvailable({ firstIndex(of: needle, in: $0, 0, $0.count) != nil }) { return found }
        return firstIndex(of: needle, in: Array(s.utf8)) != nil
    }

    /// Offsets of every occurrence of `needle` in `bytes` (overlapping ones included).
    public static func indices(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { b in
            var out: [Int] = []
            var from = 0
            while let i = firstIndex(of: needle, in: b, from, b.count) {
                out.append(i)
                from = i + 1
            }
            return out
        }
    }
}
