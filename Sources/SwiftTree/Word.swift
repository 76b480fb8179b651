/// Words the lexer recognises while it scans an identifier: every reserved
/// word, and the contextual words the tree builder asks about (modifiers,
/// accessor names, attribute names that open version lists, `#if` directives).
///
/// Each token carries its word (`Token.word`, in what was padding), so "is this
/// token `func`?" is one byte compare instead of a byte-by-byte string compare,
/// and the tree builder classifies a word with one `switch`.
///
/// The reserved words come first (`Lexer.keywords` is that slice): `isKeyword`
/// is a range check. Backticked identifiers (`` `class` ``) are `.none`.
public enum Word: UInt8, Sendable {
    case none = 0
    // Reserved words (`Lexer.keywords`).
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`
    case `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`, `public`
    case `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`, `break`, `case`, `catch`
    case `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`, `guard`, `if`, `in`, `repeat`
    case `return`, `throw`, `switch`, `where`, `while`, `as`, anyKeyword, `false`, `is`, `nil`, selfKeyword, selfTypeKeyword
    case `super`, `throws`, `true`, `try`
    // Contextual words: declarations and modifiers.
    case actor, open, package, final, override, mutating, nonmutating, lazy, weak, unowned, required
    case convenience, dynamic, optional, indirect, nonisolated, isolated, distributed, prefix, postfix
    case infix, consuming, borrowing, __consuming, async
    // Accessors.
    case get, set, willSet, didSet, _modify, _read, modify, read, unsafeAddress, unsafeMutableAddress
    // Attributes and pound words whose `(` opens a version list, and the other directives.
    case available, unavailable, backDeployed, _originallyDefinedIn, _spi_available, _specialize
    case elseif, endif, sourceLocation
    // Common attribute names (lowercase or `_`-prefixed, plus `Sendable`): the
    // declaration's attribute list reuses the spelling instead of a new string.
    case inlinable, usableFromInline, _alwaysEmitIntoClient, frozen, discardableResult, objc, objcMembers
    case nonobjc, escaping, autoclosure, preconcurrency, _spi, _effects, _semantics, _transparent
    case inline, main, propertyWrapper, resultBuilder, dynamicMemberLookup, _implements, _silgen_name
    case testable, sendableAttribute, unchecked

    /// The spelling of each word, indexed by raw value (`""` for `.none`).
    public static let spellings: [String] = [
        "",
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "as", "Any", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try",
        "actor", "open", "package", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "required",
        "convenience", "dynamic", "optional", "indirect", "nonisolated", "isolated", "distributed", "prefix", "postfix",
        "infix", "consuming", "borrowing", "__consuming", "async",
        "get", "set", "willSet", "didSet", "_modify", "_read", "modify", "read", "unsafeAddress", "unsafeMutableAddress",
        "available", "unavailable", "backDeployed", "_originallyDefinedIn", "_spi_available", "_specialize",
        "elseif", "endif", "sourceLocation",
        "inlinable", "usableFromInline", "_alwaysEmitIntoClient", "frozen", "discardableResult", "objc", "objcMembers",
        "nonobjc", "escaping", "autoclosure", "preconcurrency", "_spi", "_effects", "_semantics", "_transparent",
        "inline", "main", "propertyWrapper", "resultBuilder", "dynamicMemberLookup", "_implements", "_silgen_name",
        "testable", "Sendable", "unchecked",
    ]

    /// A reserved word: the lexer makes it a `.keyword` token.
    @inlinable public var isKeyword: Bool { rawValue >= Word.associatedtype.rawValue && rawValue <= Word.try.rawValue }

    /// A declaration modifier (`public`, `static`, `override`, `class` in `class func`, …).
    public var isModifier: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .open, .package, .static, .class, .final, .override,
             .mutating, .nonmutating, .lazy, .weak, .unowned, .required, .convenience, .dynamic, .optional,
             .indirect, .nonisolated, .isolated, .distributed, .prefix, .postfix, .infix, .consuming,
             .borrowing, .__consuming, .async:
            return true
        default:
            return false
        }
    }

    /// Words the tree builder acts on: declaration keywords (and `actor`) and
    /// the keywords that open statement blocks.
    @inlinable public var startsDeclarationOrBlock: Bool {
        switch self {
        case .if, .guard, .for, .switch, .catch, .else, .do, .defer, .repeat, .while,
             .actor, .class, .case, .struct, .subscript, .enum, .extension, .protocol, .func, .`init`,
             .import, .deinit, .var, .let, .typealias, .associatedtype:
            return true
        default:
            return false
        }
    }

    /// Accessor names inside `{ get … set … }` (and `init` accessors).
    public var isAccessor: Bool {
        switch self {
        case .get, .set, .willSet, .didSet, ._modify, ._read, .modify, .read, .unsafeAddress,
             .unsafeMutableAddress, .`init`:
            return true
        default:
            return false
        }
    }

    /// Keywords that end an operand, after which `/` divides instead of starting a regex.
    @inlinable public var isOperandKeyword: Bool {
        switch self {
        case .selfKeyword, .selfTypeKeyword, .super, .true, .false, .nil, .anyKeyword, .`init`: return true
        default: return false
        }
    }
}

/// Open-addressing hash table from a word's bytes to its `Word`, built once.
/// A lookup packs the first 16 bytes into two integers, so a miss (most
/// identifiers) costs a multiply and one or two slot compares.
@usableFromInline
struct WordTable: @unchecked Sendable {
    struct Slot {
        var lo: UInt64 = 0
        var hi: UInt64 = 0
        var length: UInt8 = 0
        var word: Word = .none
    }

    static let bits = 9
    static let mask = (1 << bits) - 1
    /// Longest word in the table (`_alwaysEmitIntoClient`).
    static let maxLength = 21
    let slots: UnsafeMutablePointer<Slot>
    /// Bytes past the first 16 for the few longer words, by raw value.
    let tails: [[UInt8]]

    @usableFromInline static let shared = WordTable()

    init() {
        slots = .allocate(capacity: 1 << WordTable.bits)
        slots.initialize(repeating: Slot(), count: 1 << WordTable.bits)
        var tails = [[UInt8]](repeating: [], count: Word.spellings.count)
        for (raw, spelling) in Word.spellings.enumerated() where raw > 0 {
            let bytes = Array(spelling.utf8)
            let (lo, hi) = bytes.withUnsafeBufferPointer { WordTable.pack($0, 0, bytes.count) }
            var h = WordTable.slot(bytes.withUnsafeBufferPointer { WordTable.hash($0, 0, bytes.count) })
            while slots[h].length != 0 { h = (h + 1) & WordTable.mask }
            slots[h] = Slot(lo: lo, hi: hi, length: UInt8(bytes.count), word: Word(rawValue: UInt8(raw))!)
            if bytes.count > 16 { tails[raw] = Array(bytes[16...]) }
        }
        self.tails = tails
    }

    /// The first slot for a word whose hash (`hash`, the Bloom filter's) is
    /// `h`: the lexer computes that hash for every name anyway.
    @inline(__always)
    static func slot(_ h: UInt64) -> Int {
        Int(truncatingIfNeeded: h &>> UInt64(64 - bits))
    }

    /// Bytes `s..<s+min(length, 16)` as two little-endian integers, zero-padded.
    @inline(__always)
    static func pack(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ length: Int) -> (UInt64, UInt64) {
        let base = UnsafeRawPointer(b.baseAddress!) + s
        if length <= 8 {
            if s + 8 <= b.count {
                let v = base.loadUnaligned(as: UInt64.self)
                return (length == 8 ? v : v & ((1 << UInt64(length * 8)) - 1), 0)
            }
            var lo: UInt64 = 0
            for k in 0..<length { lo |= UInt64(base.load(fromByteOffset: k, as: UInt8.self)) << UInt64(k * 8) }
            return (lo, 0)
        }
        let lo = base.loadUnaligned(as: UInt64.self)
        let m = min(length, 16) - 8
        if s + 16 <= b.count {
            let v = base.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            return (lo, m == 8 ? v : v & ((1 << UInt64(m * 8)) - 1))
        }
        var hi: UInt64 = 0
        for k in 0..<m { hi |= UInt64(base.load(fromByteOffset: 8 + k, as: UInt8.self)) << UInt64(k * 8) }
        return (lo, hi)
    }

    /// The word spelled by bytes `s..<e`, or `.none`.
    @inline(__always)
    func lookup(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Word {
        let length = e - s
        guard length >= 2, length <= WordTable.maxLength else { return .none }
        let (lo, hi) = WordTable.pack(b, s, length)
        return lookup(WordTable.hash(b, s, e), lo, hi, b, s, length)
    }

    /// The word whose hash is `h` (`hash(b, s, s + length)`) and whose first
    /// 16 bytes are `lo`, `hi` (packed from `b[s...]`).
    @inline(__always)
    func lookup(_ hash: UInt64, _ lo: UInt64, _ hi: UInt64, _ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ length: Int) -> Word {
        guard length >= 2, length <= WordTable.maxLength else { return .none }
        var h = WordTable.slot(hash)
        while true {
            let slot = slots[h]
            if slot.length == 0 { return .none }
            if slot.lo == lo, slot.hi == hi, Int(slot.length) == length {
                if length <= 16 { return slot.word }
                let tail = tails[Int(slot.word.rawValue)]
                var k = 0
                while k < tail.count, b[s + 16 + k] == tail[k] { k += 1 }
                if k == tail.count { return slot.word }
            }
            h = (h + 1) & WordTable.mask
        }
    }

    // MARK: Word hash (the tree's Bloom filter)

    /// The hash of a word of up to 16 bytes, already packed.
    @inline(__always)
    static func hash(_ lo: UInt64, _ hi: UInt64, _ length: Int) -> UInt64 {
        finish(lo ^ (hi &* 0xc2b2_ae3d_27d4_eb4f) ^ (UInt64(length) << 56))
    }

    /// The hash of the word `b[s..<e]`: packed when it has up to 16 bytes (nearly
    /// every word), folded eight bytes at a time otherwise; both end in the
    /// same finaliser.
    @inline(__always)
    static func hash(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> UInt64 {
        let length = e - s
        if length > 0, length <= 16 {
            let (lo, hi) = pack(b, s, length)
            return hash(lo, hi, length)
        }
        // Longer words: eight bytes at a time, then the packed rest.
        var x: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(length)
        var k = s
        while k + 8 <= e {
            let chunk = UnsafeRawPointer(b.baseAddress! + k).loadUnaligned(as: UInt64.self)
            x = (x ^ chunk) &* 0x9e37_79b9_7f4a_7c15
            x ^= x >> 29
            k += 8
        }
        if k < e {
            let (lo, _) = pack(b, k, e - k)
            x = (x ^ lo) &* 0x9e37_79b9_7f4a_7c15
        }
        return finish(x)
    }

    /// The Bloom filter's three bit positions for hash `h` (`mask`: bits − 1).
    /// The lexer sets them, `SyntaxTree.containsToken` tests them.
    @inlinable @inline(__always)
    static func probes(_ h: UInt64, _ mask: UInt64) -> (Int, Int, Int) {
        (Int(h & mask), Int((h >> 21) & mask), Int((h >> 42) & mask))
    }

    /// splitmix64's finaliser: every output bit depends on every input bit.
    @inline(__always)
    static func finish(_ v: UInt64) -> UInt64 {
        var x = v
        x ^= x >> 30
        x = x &* 0xbf58_476d_1ce4_e5b9
        x ^= x >> 27
        x = x &* 0x94d0_49bb_1331_11eb
        x ^= x >> 31
        return x
    }
}
