/// A file's Bloom filter of identifier and keyword texts, apart from its tree
/// (`SyntaxTree.words`): a few bytes per hundred source bytes, kept when the
/// tree is dropped so the engine can still ask which transforms may fire in
/// the file. "No" is certain; "maybe" may be wrong.
public struct WordFilter: Sendable, Equatable {
    @usableFromInline let bits: [UInt64]

    init(bits: [UInt64]) {
        self.bits = bits
    }

    /// A word hashed once, to ask many files' filters (a transform's table
    /// of names asked of every file) without hashing it each time.
    public struct Key: Sendable {
        /// The word's `WordTable.hash`; nil for a word the lexer does not
        /// hash (an operator, a literal), which every filter may contain.
        @usableFromInline let hash: UInt64?

        public init(_ word: [UInt8]) {
            hash = word.withUnsafeBufferPointer { Key.hash($0) }
        }

        public init(_ word: String) {
            var w = word
            hash = w.withUTF8 { Key.hash($0) }
        }

        /// The hash `mayContain` tests, or nil when it answers "maybe" whatever the filter.
        @inline(__always)
        static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64? {
            guard let f = word.first, (Lexer.isIdentifierASCII(f) && !Lexer.isDigit(f)) || f >= 0x80 || f == UInt8(ascii: "`") else { return nil }
            return WordTable.hash(word, 0, word.count)
        }
    }

    /// Whether the file may hold the identifier or keyword `word`: false is
    /// certain. A word the lexer does not hash (an operator, a literal)
    /// always answers true.
    public func mayContain(_ word: [UInt8]) -> Bool {
        word.withUnsafeBufferPointer { mayContain(hash: Key.hash($0)) }
    }

    /// `mayContain` of the word's UTF-8 bytes (read in place: no array made).
    public func mayContain(_ word: String) -> Bool {
        var w = word
        return w.withUTF8 { mayContain(hash: Key.hash($0)) }
    }

    /// `mayContain` of a word hashed beforehand (inlined where it is asked:
    /// a call per word and file retained and released the filter's bits).
    @inlinable @inline(__always)
    public func mayContain(_ key: Key) -> Bool {
        mayContain(hash: key.hash)
    }

    @inlinable @inline(__always)
    func mayContain(hash h: UInt64?) -> Bool {
        guard let h else { return true }
        let (a, b, c) = WordTable.probes(h, UInt64(bits.count * 64 - 1))
        return bits[a >> 6] & (1 << UInt64(a & 63)) != 0 && bits[b >> 6] & (1 << UInt64(b & 63)) != 0
            && bits[c >> 6] & (1 << UInt64(c & 63)) != 0
    }

    /// The filter's size in bytes.
    public var byteCount: Int { bits.count * 8 }
}

extension SyntaxTree {
    /// The tree's word filter, to keep after the tree is dropped.
    public var words: WordFilter { WordFilter(bits: wordFilter) }
}
