// libFuzzer target: SwiftTree parse → print on arbitrary bytes.
//
// Not part of Package.swift: built by Fuzz/build.sh with `swiftc -sanitize=fuzzer`
// and linked with the SwiftTree module (see docs/fuzzing.md).
//
// Checks, for any input:
//   - `SyntaxTree(bytes:).print()` gives the input back byte for byte;
//   - token invariants: at least one token, `.eof` last (and only last),
//     zero-length at the end of the input; `start <= end <= trailingEnd`;
//     monotonic (`start >= previous trailingEnd`); `startsLine` flags and
//     recognised words (`Token.word`) match their definitions; trailing trivia holds no
//     line break outside block comments;
//   - tree invariants: `partner` pairs an opening with a closing bracket
//     (both ways) or an unclosed opener with `.eof`; `parentGroup` points at
//     an earlier opening bracket; declarations are in source order with
//     parents before children and extents inside the token array;
//   - the on-demand structure runs without crashing: `statements(in:)` on every
//     brace (and the file), each statement inside its group and never `.eof`;
//     `statement(containing:)`, operand / chain helpers, declaration navigation,
//     and a set of patterns (`matches`, each capture's text), including a pattern
//     made from the input's own first tokens.
// Any violation calls `fatalError`, which libFuzzer records as a crash.
// UNFOLD_FUZZ_ALLOW=decl-order skips the declaration-order check, so a long
// run can get past a known finding (declarations inside attribute arguments
// were one; fixed since).

import SwiftTree
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let patterns: [Pattern] = [
    Pattern("$a.safeAreaInsets.left * 2"),
    Pattern("$w - $x.safeAreaInsets.left * 2"),
    Pattern("UIScreen.main"),
    Pattern("UIScreen.main.scale"),
    Pattern("UIScreen.main.bounds.width"),
    Pattern("UIApplication.shared.windows.filter { $0.isKeyWindow }.first"),
    Pattern("UIApplication.shared.windows.first(where: \\.isKeyWindow)"),
    Pattern("(UIApplication.shared.delegate as? $T)?.window"),
    Pattern("UIEdgeInsets(top: $t, left: $l, bottom: $b, right: $r)"),
    Pattern("$r.insetBy(dx: $dx, dy: $dy)"),
    Pattern(".padding(.horizontal, $v)"),
    Pattern("$a ?? $b"),
    Pattern("$c ? $x : $y"),
    Pattern("$a = $b"),
    Pattern("@UIApplicationMain"),
    Pattern("#available($v, *)"),
    Pattern("\"\\($x)\""),
]

/// Invariant checks to skip, from UNFOLD_FUZZ_ALLOW (comma-separated), so a
/// run can get past a known, reported issue until it is fixed:
/// `decl-order` (declarations in source order, parents before children).
private let allowed: Set<Substring> = {
    guard let v = getenv("UNFOLD_FUZZ_ALLOW") else { return [] }
    return Set(String(cString: v).split(separator: ","))
}()

@inline(never)
private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    let hex = bytes.prefix(256).map { String($0, radix: 16) }.joined(separator: " ")
    fatalError("ParsePrint invariant violated: \(message)\ninput (\(bytes.count) bytes, first 256 hex): \(hex)")
}

/// Newline in `bytes[s..<e]` outside (nested) block comments.
private func newlineOutsideBlockComments(_ bytes: [UInt8], _ s: Int, _ e: Int) -> Int? {
    var k = s
    var depth = 0
    while k < e {
        let c = bytes[k]
        if c == UInt8(ascii: "/"), k + 1 < e, bytes[k + 1] == UInt8(ascii: "*") { depth += 1; k += 2; continue }
        if depth > 0, c == UInt8(ascii: "*"), k + 1 < e, bytes[k + 1] == UInt8(ascii: "/") { depth -= 1; k += 2; continue }
        if depth == 0, c == 10 || c == 13 { return k }
        k += 1
    }
    return nil
}

private func checkTokens(_ bytes: [UInt8], _ tokens: [Token]) {
    let n = bytes.count
    guard let last = tokens.last else { fail("no tokens", bytes) }
    guard last.kind == .eof else { fail("last token is \(last.kind), not .eof", bytes) }
    guard last.start == n, last.end == n, last.trailingEnd == n else {
        fail("eof is \(last.start)..<\(last.end) trailing \(last.trailingEnd), input has \(n) bytes", bytes)
    }
    var previous = 0
    for (i, t) in tokens.enumerated() {
        let s = Int(t.start), e = Int(t.end), te = Int(t.trailingEnd)
        guard previous <= s else { fail("token \(i) (\(t.kind)) starts at \(s) before previous trailingEnd \(previous)", bytes) }
        guard s <= e, e <= te else { fail("token \(i) (\(t.kind)) has start \(s) end \(e) trailingEnd \(te)", bytes) }
        guard te <= n else { fail("token \(i) (\(t.kind)) ends at \(te) past the input (\(n))", bytes) }
        if t.kind == .eof, i != tokens.count - 1 { fail("eof at index \(i) is not last", bytes) }
        if let k = newlineOutsideBlockComments(bytes, e, te) {
            fail("token \(i) (\(t.kind)) has a line break in its trailing trivia at \(k)", bytes)
        }
        // Fields the lexer derives for speed, against their definitions.
        if i > 0 {
            let newline = bytes[previous..<s].contains { $0 == 10 || $0 == 13 }
            if newline != (t.flags & Token.startsLine != 0) { fail("token \(i) (\(t.kind)) startsLine flag disagrees with its leading trivia", bytes) }
        }
        var expected = Word.none
        if t.kind == .identifier || t.kind == .keyword, let raw = wordsBySpelling[bytes[s..<e]] { expected = Word(rawValue: raw)! }
        if t.word != expected { fail("token \(i) (\(t.kind)) word \(t.word), expected \(expected)", bytes) }
        if t.kind == .identifier, t.word.isKeyword { fail("token \(i) spells a reserved word but is an identifier", bytes) }
        if t.kind == .keyword, !t.word.isKeyword { fail("token \(i) is a keyword but not a reserved word", bytes) }
        previous = te
    }
}

/// `Word.spellings` by their bytes.
private let wordsBySpelling: [ArraySlice<UInt8>: UInt8] = {
    var d: [ArraySlice<UInt8>: UInt8] = [:]
    for (raw, spelling) in Word.spellings.enumerated() where raw > 0 { d[ArraySlice(spelling.utf8)] = UInt8(raw) }
    return d
}()

private func checkTree(_ tree: SyntaxTree) {
    let bytes = tree.bytes
    let n = tree.count
    guard tree.partner.count == n, tree.parentGroup.count == n, tree.braceKinds.count == n else {
        fail("per-token arrays have \(tree.partner.count)/\(tree.parentGroup.count)/\(tree.braceKinds.count) entries for \(n) tokens", bytes)
    }
    var unpaired = 0
    for i in 0..<n {
        let k = tree.tokens[i].kind
        let p = Int(tree.partner[i])
        // An opener's partner is its closer, or the `.eof` token when it never
        // closes; a closer's partner is its opener, or -1 when unbalanced.
        if k.isOpening {
            guard p > i, p < n else { fail("opener \(i) (\(k)) has partner \(p)", bytes) }
            if p == n - 1 {
                unpaired += 1
            } else {
                guard tree.tokens[p].kind.isClosing, Int(tree.partner[p]) == i else {
                    fail("opener \(i) (\(k)) paired with \(p) (\(tree.tokens[p].kind)), partner \(tree.partner[p])", bytes)
                }
            }
        } else if k.isClosing {
            if p < 0 {
                unpaired += 1
            } else {
                guard p < i, tree.tokens[p].kind.isOpening, Int(tree.partner[p]) == i else {
                    fail("closer \(i) (\(k)) paired with \(p) (\(tree.tokens[p].kind)), partner \(tree.partner[p])", bytes)
                }
            }
        } else if p != -1 {
            fail("token \(i) (\(k)) is no bracket but has partner \(p)", bytes)
        }
        let g = Int(tree.parentGroup[i])
        if g >= 0 {
            guard g < i, tree.tokens[g].kind.isOpening else { fail("parentGroup of \(i) is \(g)", bytes) }
        }
        if tree.braceKinds[i] != .unknown, k != .leftBrace {
            fail("token \(i) (\(k)) has brace kind \(tree.braceKinds[i])", bytes)
        }
    }
    if unpaired != tree.unbalancedCount {
        // Not documented as exact; only a gross mismatch is a bug.
        if tree.unbalancedCount > unpaired { fail("unbalancedCount \(tree.unbalancedCount) > unpaired brackets \(unpaired)", bytes) }
    }
    var lastStart = -1
    for (d, decl) in tree.decls.enumerated() {
        guard decl.start >= 0, decl.start <= decl.keyword, decl.keyword <= decl.end, decl.end < n else {
            fail("decl \(d) \(decl.kind) extent \(decl.start)/\(decl.keyword)/\(decl.end) for \(n) tokens", bytes)
        }
        guard decl.start >= lastStart || allowed.contains("decl-order") else { fail("decl \(d) starts at \(decl.start) before decl \(d - 1) (\(lastStart))", bytes) }
        lastStart = decl.start
        if let p = decl.parent {
            guard p >= 0, p < d || allowed.contains("decl-order") else { fail("decl \(d) has parent \(p)", bytes) }
        }
        guard decl.nameToken < n, decl.body < n else { fail("decl \(d) name \(decl.nameToken) body \(decl.body)", bytes) }
        if decl.body >= 0, tree.tokens[decl.body].kind != .leftBrace {
            fail("decl \(d) body \(decl.body) is \(tree.tokens[decl.body].kind)", bytes)
        }
        for r in [decl.genericClause, decl.initializer, decl.typeAnnotation].compactMap({ $0 }) {
            guard r.lowerBound >= 0, r.upperBound < n else { fail("decl \(d) range \(r) for \(n) tokens", bytes) }
        }
        _ = tree.children(of: d)
    }
}

/// Runs the structure helpers over the tree; they must not crash (results unchecked).
private func exercise(_ tree: SyntaxTree) {
    let n = tree.count
    var sink = 0
    // Statements of the file and of every brace (bounded work: at most 256 braces).
    var braces = 0
    // A statement lies inside its brace group and never includes `.eof`.
    func checkStatements(_ brace: Int) {
        for s in tree.statements(in: brace) {
            guard s.lowerBound > brace, s.upperBound < n - 1 else {
                fail("statement \(s) of brace \(brace) is outside the group or includes .eof (\(n - 1))", tree.bytes)
            }
            if brace >= 0, tree.partner[brace] >= 0, s.upperBound >= Int(tree.partner[brace]) {
                fail("statement \(s) of brace \(brace) runs past its closing partner \(tree.partner[brace])", tree.bytes)
            }
            sink &+= s.upperBound
            _ = tree.lineRange(of: s)
        }
    }
    checkStatements(-1)
    for i in 0..<n where tree.tokens[i].kind == .leftBrace {
        braces += 1
        if braces > 256 { break }
        checkStatements(i)
    }
    // Per-token helpers on a bounded sample of tokens (some are linear in the file).
    let stride = max(1, n / 64)
    var i = 0
    while i < n {
        sink &+= tree.statement(containing: i)?.count ?? 0
        sink &+= tree.enclosingBrace(i)
        sink &+= tree.enclosingGroups(i).count
        sink &+= tree.innermostDecl(containing: i) ?? 0
        sink &+= tree.declChain(containing: i).count
        sink &+= tree.enclosingType(i) ?? 0
        sink &+= tree.enclosingClosure(i) ?? 0
        sink &+= tree.conditionalCompilationDepth(i)
        sink &+= tree.nextSibling(i) &+ tree.previousSibling(i)
        sink &+= tree.primaryEnd(i) ?? 0
        sink &+= tree.operandEnd(i) ?? 0
        sink &+= tree.chainPrefixEnds(i).count
        sink &+= tree.isOperandStart(i) ? 1 : 0
        sink &+= tree.lastOperandToken(i) ?? 0
        sink &+= tree.operandStart(endingAt: i)
        sink &+= tree.binaryPrecedence(i)?.rawValue ?? 0
        sink &+= tree.startsLine(i) ? 1 : 0
        sink &+= tree.continuesStatement(i) ? 1 : 0
        sink &+= tree.hasComment(inLeadingTriviaOf: i) ? 1 : 0
        if tree.tokens[i].kind == .stringSegment { sink &+= tree.stringLiteralEnd(i) }
        let loc = tree.location(of: Int(tree.tokens[i].start))
        sink &+= loc.line &+ loc.column
        sink &+= tree.indentation(ofLineContaining: Int(tree.tokens[i].start)).utf8.count
        sink &+= tree.text(i).utf8.count
        i += stride
    }
    sink &+= tree.lineEnding.utf8.count
    if n > 1 { sink &+= tree.hasComment(from: 0, through: n - 1) ? 1 : 0 }
    // Patterns: fixed ones and one made from the input's first tokens.
    var all = patterns
    if n > 1 {
        let upper = min(n - 2, 5)
        let source = tree.text(from: 0, through: upper)
        all.append(Pattern(source))
    }
    for p in all {
        for m in tree.matches(p) {
            guard m.tokens.lowerBound >= 0, m.tokens.upperBound < n, m.bytes.lowerBound <= m.bytes.upperBound,
                  m.bytes.upperBound <= tree.bytes.count else {
                fail("pattern \(p.source) match \(m.tokens) bytes \(m.bytes)", tree.bytes)
            }
            for (_, r) in m.captures {
                if r.lowerBound < 0 || r.upperBound >= n { fail("pattern \(p.source) capture \(r)", tree.bytes) }
                sink &+= tree.text(from: r.lowerBound, through: r.upperBound).utf8.count
            }
        }
    }
    if sink == 0x7fff_ffff_ffff { print(sink) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let tree = SyntaxTree(bytes: bytes)
    if tree.print() != bytes { fail("print() differs from the input", bytes) }
    checkTokens(bytes, tree.tokens)
    let tokens = Lexer.tokenize(bytes)
    if tokens != tree.tokens { fail("Lexer.tokenize disagrees with SyntaxTree.tokens", bytes) }
    checkTree(tree)
    exercise(tree)
    return 0
}
