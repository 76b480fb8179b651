/// Facts about a file's literals that the lexer records while it passes their
/// bytes (`SyntaxTree.literalFacts`). Rules that look inside string or number
/// literals cannot be gated by the word filter (identifiers and keywords
/// only); these facts let them skip a file without walking every token.
///
/// Each fact is computed by the same function a rule's own walk uses
/// (`mentionsFace`, `leadingInteger`), over exactly the tokens' ranges, so a
/// "no" is certain. `LiteralFactsTests` checks the facts against walks over
/// the finished tokens.
public struct LiteralFacts: Sendable, Equatable {
    /// Some `.stringSegment` token's bytes satisfy `mentionsFace` (exact).
    public internal(set) var stringMentionsFace = false
    /// For every number literal with a `leadingInteger` `v`, bit `v & 1023`
    /// set (16 words); empty when the file has none (no allocation).
    var leadingIntegers: [UInt64] = []

    public init() {}

    /// Words of the leading-integer filter.
    static let integerWords = 16

    /// Whether some number literal of the file may have a `leadingInteger`
    /// in `set`: false is certain.
    @inline(__always)
    public func mayHaveLeadingInteger(in set: IntegerSet) -> Bool {
        guard !leadingIntegers.isEmpty else { return false }
        var any: UInt64 = 0
        for k in 0..<LiteralFacts.integerWords { any |= leadingIntegers[k] & set.bits[k] }
        return any != 0
    }

    /// A set of values (100...9999) to ask `mayHaveLeadingInteger(in:)`,
    /// folded once into the filter's 16 words.
    public struct IntegerSet: Sendable {
        let bits: [UInt64]

        public init(_ values: some Sequence<Int>) {
            var bits = [UInt64](repeating: 0, count: LiteralFacts.integerWords)
            for v in values { bits[(v & 1023) >> 6] |= 1 << UInt64(v & 63) }
            self.bits = bits
        }
    }

    // MARK: The rules' predicates (shared by the lexer and the rules' walks)

    /// The value of a number literal `b[start..<end]` whose digits, up to its
    /// first `.` or its end, are three or four digits not starting with `0`
    /// (`375`, `375.0`, `1366.`; not `0375`, `3_75`, `37`, `37500`, `375e1`);
    /// nil otherwise. At most five digits are read.
    @inline(__always)
    public static func leadingInteger(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard end - start >= 3, b[start] != UInt8(ascii: "0") else { return nil }
        var k = start
        var v = 0
        while k < end, k - start < 5, b[k] &- UInt8(ascii: "0") < 10 {
            v = v * 10 + Int(b[k] &- UInt8(ascii: "0"))
            k += 1
        }
        guard k - start >= 3, k - start <= 4, k == end || b[k] == UInt8(ascii: ".") else { return nil }
        return v
    }

    /// Whether `b[range]` holds "face" in any ASCII case followed by a space,
    /// a no-break space's first byte (C2) or a backslash (the start of every
    /// spelling of "Face ID" that face-id-copy accepts).
    public static func mentionsFace(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count >= 5 else { return false }
        let classes = Lexer.byteClasses
        var i = range.lowerBound
        while i <= range.upperBound - 5 {
            // A byte no match can hold at `i + 4` rules out every match
            // covering it: the next one starts after it.
            if classes[Int(b[i + 4])] & Lexer.facePattern == 0 {
                i += 5
                continue
            }
            if b[i] | 0x20 == 0x66, b[i + 1] | 0x20 == 0x61, b[i + 2] | 0x20 == 0x63, b[i + 3] | 0x20 == 0x65,
               b[i + 4] == 0x20 || b[i + 4] == 0xC2 || b[i + 4] == 0x5C { return true }
            i += 1
        }
        return false
    }
}
