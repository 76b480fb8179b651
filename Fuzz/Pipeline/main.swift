// libFuzzer target: the whole pipeline (parse, project index, every transform,
// fixer rounds) on arbitrary bytes.
//
// Not part of Package.swift: built by Fuzz/build.sh with `swiftc -sanitize=fuzzer`
// and linked with the SwiftTree, UnfoldKit and Transforms modules (see docs/fuzzing.md).
//
// Input format: the bytes are split at 0xFF into at most 3 parts (a 4th 0xFF
// and everything after it stay in the last part). Part 0 is
// `App/AppDelegate.swift`. Each later part starts with a selector byte that
// names it (selector % 4):
//   0 → App/Info.plist
//   1 → App.xcodeproj/project.pbxproj
//   2 → App/ViewController.swift
//   3 → Package.swift
// and the rest of the part is the file's contents. Two parts with the same
// name: the engine keeps the first.
//
// Checks (each violation is a `fatalError`, which libFuzzer keeps as a crash):
//   - nothing crashes (Engine with every transform, unsafe: true, jobs: 1);
//   - a change's `original` is the input file (nil only for created files);
//   - every changed or created Swift file re-lexes losslessly (print() == bytes,
//     token invariants) and lexes no worse than its input (unknown tokens,
//     lone backticks, unbalanced brackets, unterminated literals — the
//     engine's own revert rule, checked end to end);
//   - the run reaches a fixed point (no "did not reach a fixed point" problem);
//   - idempotency: a second run over the result changes nothing.

import SwiftTree
import Transforms
import UnfoldKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UNFOLD_FUZZ_STATS=1 prints one line per input (files, findings, fixes
/// applied, changed files) to stderr: run the binary over a corpus directory
/// with -runs=0 to see how much of it reaches the fixer.
private let printStats = getenv("UNFOLD_FUZZ_STATS") != nil

private let engine: Engine = {
    var o = EngineOptions()
    o.unsafe = true
    o.jobs = 1
    return Engine(transforms: Registry.all, options: o)
}()

private let names = ["App/Info.plist", "App.xcodeproj/project.pbxproj", "App/ViewController.swift", "Package.swift"]

/// Splits fuzz bytes into engine inputs (see the header comment).
func fuzzInputs(_ bytes: [UInt8]) -> [SourceInput] {
    var parts: [[UInt8]] = [[]]
    for b in bytes {
        if b == 0xFF, parts.count < 3 {
            parts.append([])
        } else {
            parts[parts.count - 1].append(b)
        }
    }
    var inputs = [SourceInput(path: "App/AppDelegate.swift", bytes: parts[0])]
    for p in parts.dropFirst() {
        guard let selector = p.first else { continue }
        inputs.append(SourceInput(path: names[Int(selector) % names.count], bytes: Array(p.dropFirst())))
    }
    return inputs
}

@inline(never)
private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    fatalError("Pipeline invariant violated: \(message)\ninput: \(bytes.count) bytes")
}

private func badness(_ t: SyntaxTree) -> Int {
    var n = t.unbalancedCount + t.unterminatedCount
    for tok in t.tokens where tok.kind == .unknown || tok.kind == .backtick { n += 1 }
    return n
}

private func tokenViolation(_ bytes: [UInt8], _ tokens: [Token]) -> String? {
    guard let last = tokens.last, last.kind == .eof, Int(last.trailingEnd) == bytes.count else { return "eof missing or not at the end" }
    var previous = 0
    for (i, t) in tokens.enumerated() {
        let s = Int(t.start), e = Int(t.end), te = Int(t.trailingEnd)
        guard previous <= s, s <= e, e <= te, te <= bytes.count else { return "token \(i) offsets \(s) \(e) \(te) after \(previous)" }
        if t.kind == .eof, i != tokens.count - 1 { return "eof at \(i) is not last" }
        previous = te
    }
    return nil
}

private func describe(_ result: EngineResult) -> String {
    var s = "problems: \(result.problems.map(\.description))\n"
    for c in result.changes {
        s += "--- \(c.path) (\(c.original == nil ? "created" : "changed"))\n"
        s += String(decoding: c.result.prefix(2000), as: UTF8.self) + "\n"
    }
    return s
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let inputs = fuzzInputs(bytes)
    var original: [String: [UInt8]] = [:]
    for f in inputs where original[f.path] == nil { original[f.path] = f.bytes }

    let first = engine.run(inputs)
    if printStats {
        let line = "stats: files \(inputs.count) findings \(first.findings.count) applied \(first.applied.count) changed \(first.changes.count) problems \(first.problems.count)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }

    for p in first.problems where p.description.contains("fixed point") {
        fail("first run did not converge: \(p)\n\(describe(first))", bytes)
    }
    var after = original
    for c in first.changes {
        if c.original != original[c.path] { fail("\(c.path): change.original is not the input", bytes) }
        if c.original == nil, original[c.path] != nil { fail("\(c.path): created over an input file", bytes) }
        after[c.path] = c.result
        guard c.path.hasSuffix(".swift") else { continue }
        let tree = SyntaxTree(bytes: c.result)
        if tree.print() != c.result { fail("\(c.path): rewritten file does not re-print losslessly", bytes) }
        if let v = tokenViolation(c.result, tree.tokens) { fail("\(c.path): rewritten file breaks a token invariant: \(v)", bytes) }
        let before = c.original.map { badness(SyntaxTree(bytes: $0)) } ?? 0
        let now = badness(tree)
        if now > before {
            fail("\(c.path): rewritten file lexes worse (\(before) → \(now))\n\(describe(first))", bytes)
        }
    }

    // Idempotency: the result is a fixed point.
    let secondInputs = after.keys.sorted().map { SourceInput(path: $0, bytes: after[$0]!) }
    let second = engine.run(secondInputs)
    if !second.changes.isEmpty {
        let rules = second.applied.sorted().map { second.findings[$0].ruleID }.joined(separator: ", ")
        fail("not idempotent: second run changed \(second.changes.map(\.path)) (fixes of: \(rules))\n"
             + "first run:\n\(describe(first))second run:\n\(describe(second))", bytes)
    }
    return 0
}
