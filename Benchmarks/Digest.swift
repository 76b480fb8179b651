import Foundation
import SwiftTree
import UnfoldKit

/// `unfold-bench digest PATH…`: one line per Swift file with a hash of
/// everything the parser produces (every token's kind, word, flags and
/// offsets, the lexer's counts, word filter and marker flag, the groups, the
/// brace kinds and the declarations). Two builds that print the same lines
/// parse the same way: the check for a lexer or tree-builder change.
enum Digest {
    struct Hasher64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        mutating func add(_ raw: UnsafeRawBufferPointer) {
            for c in raw { h = (h ^ UInt64(c)) &* 0x100_0000_01b3 }
        }
        mutating func add<T>(_ array: [T]) {
            add(array.count)
            array.withUnsafeBytes { add($0) }
        }
        mutating func add(_ v: Int) { withUnsafeBytes(of: v) { add($0) } }
        mutating func add(_ s: String) { add(Array(s.utf8)) }
    }

    static func main(_ args: [String]) -> Int32 {
        let swift = Bench.load(args).inputs.filter(\.isSwift).sorted { $0.path < $1.path }
        let lines = Engine.parallelMap(swift, jobs: 0) { f -> String in
            var h = Hasher64()
            let lexed = Lexer.lex(f.bytes)
            // Field by field: a token's padding byte is not part of its value.
            func add(_ tokens: [Token]) {
                h.add(tokens.count)
                for t in tokens {
                    h.add(Int(t.kind.rawValue) | Int(t.word.rawValue) << 8 | Int(t.flags) << 16)
                    h.add(Int(t.start) | Int(t.end) << 32)
                    h.add(Int(t.trailingEnd))
                }
            }
            add(lexed.tokens)
            h.add(lexed.unterminated)
            h.add(lexed.wordFilter)
            h.add(lexed.sawMarker ? 1 : 0)
            let tree = SyntaxTree(bytes: f.bytes)
            add(tree.tokens)
            h.add(tree.partner)
            h.add(tree.parentGroup)
            h.add(tree.braceKinds)
            h.add(tree.unbalancedCount)
            h.add(tree.unterminatedCount)
            h.add(tree.containsMarker ? 1 : 0)
            h.add(tree.decls.count)
            for d in tree.decls { h.add(String(describing: d)) }
            for w in ["view", "UIApplication", "keyWindow", "func", "self", "foo_bar_baz_quux_long_name"] {
                h.add(tree.containsToken(Array(w.utf8)) ? 1 : 0)
            }
            let lossless = tree.print() == f.bytes
            return "\(f.path) \(lexed.tokens.count) \(String(h.h, radix: 16))\(lossless ? "" : " NOT-LOSSLESS")"
        }
        for l in lines { print(l) }
        return 0
    }
}
