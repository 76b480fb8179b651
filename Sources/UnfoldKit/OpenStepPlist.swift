// A parser for the OpenStep ("old-style ASCII") property-list format that
// Xcode writes `project.pbxproj` in (issue 14, item 1). It works on bytes,
// never on `Character`s, keeps every dictionary's key order together with each
// key's byte offset and line, and reports malformed input as a typed error
// with line and column. It never traps on any input: nesting is bounded and
// every index is checked. docs/project-model.md, "Xcode project files".

import Foundation

/// One value of an OpenStep property list.
public enum OpenStepValue: Sendable, Hashable {
    /// A quoted or unquoted string. Numbers, `YES`/`NO` and identifiers are
    /// strings too: the format has no other scalar type.
    case string(String)
    /// `<0fbd77>`: the decoded bytes. Xcode writes none in a pbxproj; kept,
    /// not interpreted.
    case data([UInt8])
    case array([OpenStepValue])
    case dictionary(OpenStepDictionary)

    /// The string, if this is one.
    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The items, if this is an array.
    public var array: [OpenStepValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The dictionary, if this is one.
    public var dictionary: OpenStepDictionary? {
        if case .dictionary(let d) = self { return d }
        return nil
    }

    /// The strings of an array (non-strings skipped), or a lone string as a
    /// one-item list: build settings may be written either way.
    public var strings: [String] {
        switch self {
        case .string(let s): return [s]
        case .array(let a): return a.compactMap(\.string)
        default: return []
        }
    }
}

/// A dictionary in file order. Each entry keeps where its key was written so
/// that later findings can point at a setting.
public struct OpenStepDictionary: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: OpenStepValue
        /// Byte offset of the first byte of the key (its opening quote if quoted).
        public var offset: Int
        /// 1-based line of the key.
        public var line: Int
    }

    public var entries: [Entry]
    /// Key → position of its last entry, only past `linearLimit` entries:
    /// most dictionaries of a pbxproj are objects of a few fields, searched
    /// faster from the end than hashed (and a hash table per object costs an
    /// allocation).
    private var index: [String: Int]
    static let linearLimit = 12

    public init(entries: [Entry] = []) {
        self.entries = entries
        self.index = [:]
        if entries.count > Self.linearLimit {
            // Later entries win, as `append` does.
            index.reserveCapacity(entries.count)
            for (i, e) in entries.enumerated() { index[e.key] = i }
        }
    }

    /// Adds an entry. A key written twice keeps both entries in `entries`;
    /// lookups see the later one, as Foundation's reader does.
    public mutating func append(_ entry: Entry) {
        entries.append(entry)
        guard entries.count > Self.linearLimit else { return }
        if index.isEmpty {
            for (i, e) in entries.enumerated() { index[e.key] = i }
        } else {
            index[entry.key] = entries.count - 1
        }
    }

    public var keys: [String] { entries.map(\.key) }
    public var count: Int { entries.count }

    private func position(_ key: String) -> Int? {
        if entries.count > Self.linearLimit { return index[key] }
        // Lengths first: most keys of an object differ in length, and a
        // length is O(1) where comparing two long strings is not.
        let n = key.utf8.count
        var i = entries.count - 1
        while i >= 0 {
            if entries[i].key.utf8.count == n, entries[i].key == key { return i }
            i -= 1
        }
        return nil
    }

    /// Where the entry that lookups see for `key` is in `entries`.
    public func position(of key: String) -> Int? { position(key) }

    public subscript(key: String) -> OpenStepValue? {
        guard let i = position(key) else { return nil }
        return entries[i].value
    }

    /// The entry (with offset and line) for `key`.
    public func entry(_ key: String) -> Entry? {
        guard let i = position(key) else { return nil }
        return entries[i]
    }
}

/// Why a property list could not be read, and where.
public struct OpenStepPlistError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based line and column (column counts bytes).
    public var line: Int
    public var column: Int
    public var offset: Int
    /// A short reason: "unterminated string", "expected ';'".
    public var reason: String

    public var description: String { "\(line):\(column): \(reason)" }
}

/// Entry point: `try OpenStepPlist.parse(bytes)`.
public enum OpenStepPlist {
    /// Deepest nesting of arrays and dictionaries accepted (Xcode writes about
    /// 6); deeper input is an error rather than a stack overflow.
    public static let maximumDepth = 200

    /// Parses one property list: a single root value, optionally surrounded by
    /// whitespace and comments (the `// !$*UTF8*$!` header is a comment).
    /// Throws `OpenStepPlistError`.
    public static func parse(_ bytes: [UInt8]) throws -> OpenStepValue {
        // The parser reads through a buffer pointer: no bounds check or
        // array retain per byte (a 2 MB pbxproj is read byte by byte).
        try bytes.withUnsafeBufferPointer { buffer in try parse(buffer) }
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws -> OpenStepValue {
        var p = OpenStepParser(bytes: bytes)
        // A UTF-8 byte-order mark is allowed before anything else.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { p.i = 3 }
        try p.skipTrivia()
        guard p.i < bytes.count else { throw p.error("empty property list") }
        let root = try p.value(depth: 0)
        try p.skipTrivia()
        if p.i < bytes.count { throw p.error("unexpected text after the root value") }
        return root
    }

    /// Line and column (1-based) of a byte offset.
    public static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        bytes.withUnsafeBufferPointer { lineAndColumn(of: offset, in: $0) }
    }

    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var k = 0
        let end = min(offset, bytes.count)
        while k < end {
            if bytes[k] == 10 { line += 1; lineStart = k + 1 }
            k += 1
        }
        return (line, offset - lineStart + 1)
    }
}

private struct OpenStepParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0
    /// Entries and items of the dictionaries and arrays being read, innermost
    /// last: each container is built once, at its exact size, instead of
    /// growing an array of its own.
    private var entryStack: [OpenStepDictionary.Entry] = []
    private var itemStack: [OpenStepValue] = []
    /// Strings read so far, so that an object id or a long key written many
    /// times is one allocation (and later compares equal at once).
    private var interned = StringInterner()
    // Incremental line counting for key positions (offsets only grow).
    private var countedTo = 0
    private var countedLine = 1

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // About one long string (an object id) per 64 bytes of a pbxproj.
        interned = StringInterner(expected: bytes.count / 64)
    }

    func error(_ reason: String, at offset: Int? = nil) -> OpenStepPlistError {
        let o = min(offset ?? i, bytes.count)
        let lc = OpenStepPlist.lineAndColumn(of: o, in: bytes)
        return OpenStepPlistError(line: lc.line, column: lc.column, offset: o, reason: reason)
    }

    mutating func line(at offset: Int) -> Int {
        if offset < countedTo { return OpenStepPlist.lineAndColumn(of: offset, in: bytes).line }
        let end = min(offset, bytes.count)
        guard countedTo < end, let base = bytes.baseAddress else { return countedLine }
        // memchr jumps from newline to newline (a pbxproj has long lines).
        var k = countedTo
        while k < end, let hit = memchr(base + k, 10, end - k) {
            countedLine += 1
            k = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
        }
        countedTo = end
        return countedLine
    }

    /// Skips whitespace, `/* … */` and `// …` comments.
    mutating func skipTrivia() throws {
        let n = bytes.count
        while i < n {
            let c = bytes[i]
            if c == 32 || c == 9 || c == 10 || c == 13 || c == 12 || c == 11 {
                i += 1
            } else if c == 47, i + 1 < n, bytes[i + 1] == 42 { // /*
                let start = i
                i += 2
                var closed = false
                // memchr from `*` to `*` (a pbxproj has a comment after
                // most ids: `/* AppDelegate.swift in Sources */`).
                while i + 1 < n, let base = bytes.baseAddress, let hit = memchr(base + i, 42, n - 1 - i) {
                    i = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                    if bytes[i + 1] == 47 { i += 2; closed = true; break }
                    i += 1
                }
                if !closed { i = n; throw error("unterminated comment", at: start) }
            } else if c == 47, i + 1 < n, bytes[i + 1] == 47 { // //
                i += 2
                while i < n, bytes[i] != 10, bytes[i] != 13 { i += 1 }
            } else {
                return
            }
        }
    }

    static func isUnquoted(_ c: UInt8) -> Bool {
        switch c {
        case 48...57, 65...90, 97...122: return true // 0-9 A-Z a-z
        case 95, 36, 43, 47, 58, 46, 45: return true  // _ $ + / : . -
        case 126, 64, 35, 37, 42, 38, 33, 63: return true // ~ @ # % * & ! ?: lenient
        case 0x80...0xFF: return true                // non-ASCII: lenient
        default: return false
        }
    }

    mutating func value(depth: Int) throws -> OpenStepValue {
        guard depth < OpenStepPlist.maximumDepth else { throw error("nesting too deep") }
        guard i < bytes.count else { throw error("unexpected end of file, expected a value") }
        switch bytes[i] {
        case 123: return .dictionary(try dictionary(depth: depth)) // {
        case 40: return .array(try array(depth: depth))            // (
        case 60: return .data(try data())                          // <
        case 34, 39: return .string(try quoted())                  // " '
        default:
            if Self.isUnquoted(bytes[i]) { return .string(unquoted()) }
            throw error("unexpected '\(Self.show(bytes[i]))', expected a value")
        }
    }

    static func show(_ c: UInt8) -> String {
        (c >= 32 && c < 127) ? String(UnicodeScalar(c)) : "\\u{\(String(c, radix: 16))}"
    }

    mutating func dictionary(depth: Int) throws -> OpenStepDictionary {
        i += 1 // {
        let base = entryStack.count
        defer { entryStack.removeSubrange(base...) }
        while true {
            try skipTrivia()
            guard i < bytes.count else { throw error("unterminated dictionary, expected '}'") }
            if bytes[i] == 125 { // }
                i += 1
                return OpenStepDictionary(entries: Array(entryStack[base...]))
            }
            let keyOffset = i
            let key: String
            switch bytes[i] {
            case 34, 39: key = try quoted()
            default:
                guard Self.isUnquoted(bytes[i]) else {
                    throw error("unexpected '\(Self.show(bytes[i]))', expected a key or '}'")
                }
                key = unquoted()
            }
            let keyLine = line(at: keyOffset)
            try skipTrivia()
            guard i < bytes.count, bytes[i] == 61 else { throw error("expected '='") }
            i += 1
            try skipTrivia()
            let v = try value(depth: depth + 1)
            try skipTrivia()
            guard i < bytes.count, bytes[i] == 59 else { throw error("expected ';'") }
            i += 1
            entryStack.append(.init(key: key, value: v, offset: keyOffset, line: keyLine))
        }
    }

    mutating func array(depth: Int) throws -> [OpenStepValue] {
        i += 1 // (
        let base = itemStack.count
        defer { itemStack.removeSubrange(base...) }
        while true {
            try skipTrivia()
            guard i < bytes.count else { throw error("unterminated array, expected ')'") }
            if bytes[i] == 41 { i += 1; return Array(itemStack[base...]) } // )
            itemStack.append(try value(depth: depth + 1))
            try skipTrivia()
            guard i < bytes.count else { throw error("unterminated array, expected ')'") }
            if bytes[i] == 44 { i += 1; continue } // ,
            if bytes[i] == 41 { i += 1; return Array(itemStack[base...]) }
            throw error("expected ',' or ')'")
        }
    }

    mutating func data() throws -> [UInt8] {
        let start = i
        i += 1 // <
        var out: [UInt8] = []
        var high: UInt8? = nil
        while i < bytes.count {
            let c = bytes[i]
            i += 1
            if c == 62 { // >
                if high != nil { throw error("odd number of hex digits in data", at: start) }
                return out
            }
            if c == 32 || c == 9 || c == 10 || c == 13 { continue }
            guard let v = Self.hex(c) else { throw error("invalid byte in data", at: i - 1) }
            if let h = high { out.append(h << 4 | v); high = nil } else { high = v }
        }
        throw error("unterminated data, expected '>'", at: start)
    }

    static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case 48...57: return c - 48
        case 65...70: return c - 55
        case 97...102: return c - 87
        default: return nil
        }
    }

    /// An unquoted string. `$(…)` and `${…}` are taken whole (lenient: Xcode
    /// quotes them, hand-edited files may not).
    mutating func unquoted() -> String {
        let start = i
        let n = bytes.count
        unquotedBytes.withUnsafeBufferPointer { table in
            while i < n {
                let c = bytes[i]
                if table[Int(c)] { i += 1; continue } // the common case: one look-up a byte
                guard c == 36 else { break }           // `$`: a reference?
                if i + 1 < n, bytes[i + 1] == 40 || bytes[i + 1] == 123 { // $( ${
                    let close: UInt8 = bytes[i + 1] == 40 ? 41 : 125
                    var k = i + 2
                    while k < n, bytes[k] != close, bytes[k] != 10, bytes[k] != 59 { k += 1 }
                    if k < n, bytes[k] == close { i = k + 1; continue }
                }
                i += 1
            }
        }
        return interned.string(bytes, start, i)
    }

    mutating func quoted() throws -> String {
        let start = i
        let quote = bytes[i]
        i += 1
        let n = bytes.count
        // Most quoted strings have no escape: taken straight from the bytes.
        var k = i
        while k < n, bytes[k] != quote, bytes[k] != 92 { k += 1 }
        if k < n, bytes[k] == quote {
            let s = interned.string(bytes, i, k)
            i = k + 1
            return s
        }
        var out: [UInt8] = Array(bytes[i..<k])
        i = k
        while i < n {
            let c = bytes[i]
            if c == quote {
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if c != 92 { out.append(c); i += 1; continue }
            // Backslash escape.
            i += 1
            guard i < n else { break }
            let e = bytes[i]
            i += 1
            switch e {
            case 110: out.append(10)  // \n
            case 116: out.append(9)   // \t
            case 114: out.append(13)  // \r
            case 97: out.append(7)    // \a
            case 98: out.append(8)    // \b
            case 102: out.append(12)  // \f
            case 118: out.append(11)  // \v
            case 85, 117:             // \U1234: up to four hex digits
                var v: UInt32 = 0
                var digits = 0
                while digits < 4, i < n, let h = Self.hex(bytes[i]) {
                    v = v << 4 | UInt32(h)
                    i += 1
                    digits += 1
                }
                if digits == 0 { out.append(e); break }
                let scalar = UnicodeScalar(v) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            case 48...55:             // \012: up to three octal digits, one byte
                var v = UInt32(e - 48)
                var digits = 1
                while digits < 3, i < n, bytes[i] >= 48, bytes[i] <= 55 {
                    v = v << 3 | UInt32(bytes[i] - 48)
                    i += 1
                    digits += 1
                }
                out.append(UInt8(truncatingIfNeeded: v))
            default: out.append(e)    // \" \\ \' and anything else: itself
            }
        }
        i = n
        throw error("unterminated string", at: start)
    }
}

/// `isUnquoted` as a table, except `$` (which may open a `$(…)` reference).
private let unquotedBytes: [Bool] = (0..<256).map { c in c != 36 && OpenStepParser.isUnquoted(UInt8(c)) }

/// Strings of one property list, by their bytes: the first occurrence is
/// decoded (and, past 15 bytes, allocated), every later one returns the same
/// string. Short strings are kept too: Swift stores them inline, so there is
/// no allocation to save, but decoding them (UTF-8 validation, ~200
/// instructions) costs more than a look-up, and a pbxproj writes the same
/// few keys and values (`isa`, `fileRef`, `PBXBuildFile`, `<group>`) tens
/// of thousands of times.
/// Open addressing over FNV-1a hashes; the bytes compared are the file's own.
/// The table holds 4-byte positions into `entries`, which holds only the
/// strings kept: a table sized for the whole file is cheap to make and to
/// free (a table of optional entries was set up and torn down slot by slot).
private struct StringInterner {
    private struct Entry {
        var hash: UInt64
        var start: Int
        var count: Int
        var string: String
    }
    /// 0 for an empty slot, else 1 + the entry's position in `entries`.
    private var slots: [Int32]
    private var entries: [Entry] = []

    init(expected: Int = 0) {
        var n = 1024
        while n < expected * 2 { n *= 2 }
        slots = Array(repeating: 0, count: n)
        entries.reserveCapacity(expected)
    }

    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let count = end - start
        if count == 0 { return "" }
        // FNV-1a over 8-byte words, then the last bytes one by one (a
        // match is confirmed with memcmp: the hash only has to spread).
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var k = start
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        while k + 8 <= end {
            h = (h ^ raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)) &* 0x0100_0000_01b3
            h ^= h >> 32
            k += 8
        }
        while k < end {
            h = (h ^ UInt64(bytes[k])) &* 0x0100_0000_01b3
            k += 1
        }
        let mask = slots.count - 1
        var s = Int(truncatingIfNeeded: h ^ (h >> 29)) & mask
        while slots[s] != 0 {
            let e = Int(slots[s]) - 1
            if entries[e].hash == h, entries[e].count == count,
               memcmp(bytes.baseAddress! + start, bytes.baseAddress! + entries[e].start, count) == 0 {
                return entries[e].string
            }
            s = (s + 1) & mask
        }
        let string = String(decoding: bytes[start..<end], as: UTF8.self)
        entries.append(Entry(hash: h, start: start, count: count, string: string))
        slots[s] = Int32(entries.count)
        if entries.count * 2 > slots.count { grow() }
        return string
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for e in entries.indices {
            let h = entries[e].hash
            var s = Int(truncatingIfNeeded: h ^ (h >> 29)) & mask
            while slots[s] != 0 { s = (s + 1) & mask }
            slots[s] = Int32(e + 1)
        }
    }
}
