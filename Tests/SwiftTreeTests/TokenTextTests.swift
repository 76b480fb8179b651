// `TokenSource.text` makes its strings with `String(utf8:)` (small ASCII
// texts without a UTF-8 validation): the same strings as
// `String(decoding:as:)`, invalid bytes repaired the same way.
import Testing
@testable import SwiftTree

@Suite struct TokenTextTests {
    @Test func sameStringsAsDecoding() {
        var rng = SeededGenerator(seed: 0x7E47_0001)
        let alphabet: [[UInt8]] = [[0x61], [0x5A], [0x20], [0xC3, 0xA9], [0xE2, 0x80, 0xA8], [0xF0, 0x9F, 0x98, 0x80],
                                   [0xFF], [0x80], [0xC3], [0xED, 0xA0, 0x80], [0x00], [0x7F]]
        for _ in 0..<5000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &rng) { bytes += alphabet.randomElement(using: &rng)! }
            let made = bytes.withUnsafeBufferPointer { String(utf8: $0) }
            let decoded = String(decoding: bytes, as: UTF8.self)
            #expect(made == decoded)
            #expect(Array(made.utf8) == Array(decoded.utf8), "\(bytes)")
        }
    }

    @Test func tokenTextIsTheBytes() {
        let tree = SyntaxTree("let café = \"naïve\" + collectionViewLayoutInvalidationContext\n")
        for i in 0..<tree.count {
            let t = tree.tokens[i]
            #expect(tree.text(i) == String(decoding: tree.bytes[Int(t.start)..<Int(t.end)], as: UTF8.self))
        }
        #expect(tree.text(0..<0) == "")
    }
}
