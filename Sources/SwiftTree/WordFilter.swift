/// A file's Bloom filter of identifier and keyword texts, apart from its tree
/// (`SyntaxTree.words`): a few bytes per hundred source bytes, kept when the
/// tree is dropped so the engine can still ask which transforms may fire in
/// the file. "No" is certain; "maybe" may be wrong.
public struct WordFilter: Sendable, Equatable {
    let bits: [UInt64]

    init(bits: [UInt64]) {
        self.bits = bits
    }

    /// Whether the file may hold the identifier or keyword `word`: false is
    /// certain. A word the lexer does not hash (an operator, a literal)
    /// always answers true.
    public func mayContain(_ word: [UInt8]) -> Bool {
        guard let f = word.first, (Lexer.isIdentifierASCII(f) && !Lexer.isDigit(f)) || f >= 0x80 || f == UInt8(ascii: "`") else { return true }
        let h = word.withUnsafeBufferPointer { WordTable.hash($0, 0, $0.count) }
        let (a, b, c) = WordTable.probes(h, UInt64(bits.count * 64 - 1))
        return bits[a >> 6] & (1 << UInt64(a & 63)) != 0 && bits[b >> 6] & (1 << UInt64(b & 63)) != 0
            && bits[c >> 6] & (1 << UInt64(c & 63)) != 0
    }

    /// `mayContain` of the word's UTF-8 bytes.
    public func mayContain(_ word: String) -> Bool {
        mayContain(Array(word.utf8))
    }

    /// The filter's size in bytes.
    public var byteCount: Int { bits.count * 8 }
}

extension SyntaxTree {
    /// The tree's word filter, to keep after the tree is dropped.
    public var words: WordFilter { WordFilter(bits: wordFilter) }
}
