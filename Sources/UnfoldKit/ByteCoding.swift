/// A compact binary encoding for the result cache (`EngineCache`): unsigned
/// LEB128 integers, length-prefixed byte strings. No Foundation coders: a
/// cache of 10,000 file summaries must load in milliseconds.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func uint(_ v: UInt64) {
        var v = v
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    /// A non-negative Int (offsets, counts, lines); negative values are
    /// stored zigzag-encoded so that any Int round-trips.
    mutating func int(_ v: Int) {
        let z = (UInt64(bitPattern: Int64(v)) << 1) ^ UInt64(bitPattern: Int64(v) >> 63)
        uint(z)
    }

    mutating func bool(_ v: Bool) { bytes.append(v ? 1 : 0) }

    mutating func data(_ v: [UInt8]) {
        uint(UInt64(v.count))
        bytes.append(contentsOf: v)
    }

    mutating func string(_ v: String) {
        var s = v
        s.withUTF8 { buf in
            uint(UInt64(buf.count))
            bytes.append(contentsOf: buf)
        }
    }

    mutating func digest(_ d: ContentDigest) {
        withUnsafeBytes(of: d.a.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: d.b.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func strings(_ v: [String]) {
        uint(UInt64(v.count))
        for s in v { string(s) }
    }

    mutating func raw(_ v: [UInt8]) { bytes.append(contentsOf: v) }
}

/// Why a cache file was not trusted.
public struct CacheDecodingError: Error, Sendable, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}

/// Reads what `ByteWriter` wrote; every read checks its bounds and throws
/// on truncated or malformed input (a cache file is never trusted).
struct ByteReader {
    let bytes: [UInt8]
    private(set) var position: Int

    init(_ bytes: [UInt8], from position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var atEnd: Bool { position >= bytes.count }

    mutating func uint() throws(CacheDecodingError) -> UInt64 {
        var v: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else { throw CacheDecodingError(reason: "truncated") }
            let b = bytes[position]
            position += 1
            guard shift < 64 else { throw CacheDecodingError(reason: "malformed integer") }
            v |= UInt64(b & 0x7f) << shift
            if b < 0x80 { return v }
            shift += 7
        }
    }

    mutating func int() throws(CacheDecodingError) -> Int {
        let z = try uint()
        return Int(Int64(bitPattern: (z >> 1) ^ (0 &- (z & 1))))
    }

    /// A count or length, bounded by the bytes left (a corrupt length never allocates gigabytes).
    mutating func count() throws(CacheDecodingError) -> Int {
        let n = try uint()
        guard n <= UInt64(bytes.count - position) else { throw CacheDecodingError(reason: "length out of range") }
        return Int(n)
    }

    mutating func bool() throws(CacheDecodingError) -> Bool {
        guard position < bytes.count else { throw CacheDecodingError(reason: "truncated") }
        let b = bytes[position]
        position += 1
        guard b <= 1 else { throw CacheDecodingError(reason: "malformed flag") }
        return b == 1
    }

    mutating func data() throws(CacheDecodingError) -> [UInt8] {
        let n = try count()
        defer { position += n }
        return Array(bytes[position..<position + n])
    }

    mutating func string() throws(CacheDecodingError) -> String {
        let n = try count()
        defer { position += n }
        return String(decoding: bytes[position..<position + n], as: UTF8.self)
    }

    mutating func strings() throws(CacheDecodingError) -> [String] {
        let n = try count()
        var out: [String] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try string()) }
        return out
    }

    mutating func digest() throws(CacheDecodingError) -> ContentDigest {
        guard bytes.count - position >= 16 else { throw CacheDecodingError(reason: "truncated") }
        func word(_ at: Int) -> UInt64 {
            var w: UInt64 = 0
            for k in 0..<8 { w |= UInt64(bytes[at + k]) << (8 * UInt64(k)) }
            return w
        }
        defer { position += 16 }
        return ContentDigest(a: word(position), b: word(position + 8))
    }
}

/// A 128-bit digest of bytes, for cache keys: two independent 64-bit lanes
/// over 8-byte words (not cryptographic; a cache key, like ruff's and
/// SwiftFormat's). About a byte per cycle, so hashing 50 MB of sources is
/// a few tens of milliseconds.
public struct ContentDigest: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var a: UInt64
    public var b: UInt64

    public init(a: UInt64, b: UInt64) {
        self.a = a
        self.b = b
    }

    public static func < (l: ContentDigest, r: ContentDigest) -> Bool { (l.a, l.b) < (r.a, r.b) }

    /// 32 hex digits.
    public var description: String {
        func hex(_ v: UInt64) -> String {
            let s = String(v, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }
        return hex(a) + hex(b)
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { ContentDigest(buffer: $0) }
    }

    public init(_ text: String) {
        var s = text
        self = s.withUTF8 { ContentDigest(buffer: UnsafeRawBufferPointer($0)) }
    }

    init(buffer: UnsafeRawBufferPointer) {
        let p1: UInt64 = 0x9E37_79B1_85EB_CA87
        let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        let p3: UInt64 = 0x1656_67B1_9E37_79F9
        var h1: UInt64 = 0x2545_F491_4F6C_DD1D ^ UInt64(buffer.count)
        var h2: UInt64 = 0x8538_ECB5_BD45_6EA3 &+ UInt64(buffer.count)
        var i = 0
        let n = buffer.count
        while i + 8 <= n {
            let w = buffer.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            h1 = ((h1 ^ w) &* p1)
            h1 = (h1 << 31) | (h1 >> 33)
            h2 = ((h2 ^ ((w << 29) | (w >> 35))) &* p2)
            h2 = (h2 << 27) | (h2 >> 37)
            i += 8
        }
        if i < n {
            var w: UInt64 = 0
            var shift: UInt64 = 0
            while i < n {
                w |= UInt64(buffer[i]) << shift
                shift += 8
                i += 1
            }
            h1 = ((h1 ^ w) &* p1)
            h2 = ((h2 ^ w) &* p3)
        }
        func mix(_ x: UInt64) -> UInt64 {
            var z = x
            z = (z ^ (z >> 33)) &* 0xFF51_AFD7_ED55_8CCD
            z = (z ^ (z >> 33)) &* 0xC4CE_B9FE_1A85_EC53
            return z ^ (z >> 33)
        }
        a = mix(h1 ^ (h2 >> 17))
        b = mix(h2 &+ a)
    }

    /// The digest of several parts, each length-delimited (so `["ab","c"]` ≠ `["a","bc"]`).
    static func combining(_ build: (inout ByteWriter) -> Void) -> ContentDigest {
        var w = ByteWriter()
        build(&w)
        return ContentDigest(w.bytes)
    }
}
