import Foundation
import Testing
@testable import UnfoldKit

/// Shorthand: the diff of two texts (nil = absent file).
private func diff(_ old: String?, _ new: String?, path: String = "f.swift", context: Int = 3) -> String {
    UnifiedDiff.make(path: path, old: old.map { Array($0.utf8) }, new: new.map { Array($0.utf8) }, context: context)
}

/// "l1\nl2\n…" for lines `range`.
private func numbered(_ range: ClosedRange<Int>, _ transform: (Int) -> String = { "l\($0)" }) -> String {
    range.map { transform($0) + "\n" }.joined()
}

@Suite("UnifiedDiff: exact output")
struct DiffOutputTests {
    @Test func identicalIsEmpty() {
        #expect(diff("a\nb\n", "a\nb\n") == "")
        #expect(diff("", "") == "")
        #expect(diff(nil, nil) == "")
        #expect(UnifiedDiff.makeBytes(path: "x", old: [0xFF, 0x0A], new: [0xFF, 0x0A]).isEmpty)
    }

    /// Small diffs whose output is checked exactly: old text, new text and the
    /// hunks that follow the three header lines.
    struct ExactCase: Sendable, CustomTestStringConvertible {
        let name: String, old: String, new: String, hunks: String
        init(_ name: String, _ old: String, _ new: String, _ hunks: String) {
            self.name = name
            self.old = old
            self.new = new
            self.hunks = hunks
        }
        var testDescription: String { name }
    }

    static let exactCases: [ExactCase] = [
        ExactCase("replace in the middle", numbered(1...10), numbered(1...10).replacingOccurrences(of: "l5\n", with: "L5\n"), """
            @@ -2,7 +2,7 @@ l1
             l2
             l3
             l4
            -l5
            +L5
             l6
             l7
             l8

            """),
        ExactCase("insert at the start", "a\nb\nc\nd\ne\n", "new\na\nb\nc\nd\ne\n", """
            @@ -1,3 +1,4 @@
            +new
             a
             b
             c

            """),
        ExactCase("insert at the end", "a\nb\nc\nd\ne\n", "a\nb\nc\nd\ne\nf\n", """
            @@ -3,3 +3,4 @@ b
             c
             d
             e
            +f

            """),
        ExactCase("insert in the middle", numbered(1...8), numbered(1...4) + "x\n" + numbered(5...8), """
            @@ -2,6 +2,7 @@ l1
             l2
             l3
             l4
            +x
             l5
             l6
             l7

            """),
        ExactCase("delete at the start", "a\nb\nc\nd\n", "b\nc\nd\n", """
            @@ -1,4 +1,3 @@
            -a
             b
             c
             d

            """),
        ExactCase("delete at the end", "a\nb\nc\nd\n", "a\nb\nc\n", """
            @@ -1,4 +1,3 @@
             a
             b
             c
            -d

            """),
        ExactCase("delete in the middle", "a\nb\nc\nd\ne\n", "a\nb\nd\ne\n", """
            @@ -1,5 +1,4 @@
             a
             b
            -c
             d
             e

            """),
        ExactCase("replace at start and end", "a\nb\nc\n", "A\nb\nC\n", """
            @@ -1,3 +1,3 @@
            -a
            +A
             b
            -c
            +C

            """),
        ExactCase("no newline at the end of the old file", "a\nb", "a\nb\n", """
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +b

            """),
        ExactCase("no newline at the end of the new file", "a\nb\n", "a\nc", """
            @@ -1,2 +1,2 @@
             a
            -b
            +c
            \\ No newline at end of file

            """),
        ExactCase("no newline at the end of both, as context", "a\nb\nc", "A\nb\nc", """
            @@ -1,3 +1,3 @@
            -a
            +A
             b
             c
            \\ No newline at end of file

            """),
        ExactCase("empty file to content", "", "a\nb\n", """
            @@ -0,0 +1,2 @@
            +a
            +b

            """),
        ExactCase("content to an empty file", "a\n", "", """
            @@ -1 +0,0 @@
            -a

            """),
    ]

    @Test(arguments: exactCases)
    func exactOutput(_ c: ExactCase) {
        #expect(diff(c.old, c.new) == "diff --git a/f.swift b/f.swift\n--- a/f.swift\n+++ b/f.swift\n" + c.hunks)
    }

    @Test func twoHunksAndMergedHunks() {
        let old = numbered(1...20)
        // Changes 7 lines apart: separate hunks (gap > 2 * context).
        let two = old.replacingOccurrences(of: "l3\n", with: "X\n").replacingOccurrences(of: "l11\n", with: "Y\n")
        let out = diff(old, two)
        #expect(out.components(separatedBy: "\n@@ ").count == 3)
        #expect(out.contains("@@ -1,6 +1,6 @@\n"))
        #expect(out.contains("@@ -8,7 +8,7 @@ l7\n"))
        // Changes 6 lines apart (gap of 5 ≤ 6): one hunk.
        let one = old.replacingOccurrences(of: "l3\n", with: "X\n").replacingOccurrences(of: "l9\n", with: "Y\n")
        #expect(diff(old, one).components(separatedBy: "\n@@ ").count == 2)
        #expect(diff(old, one).contains("@@ -1,12 +1,12 @@\n"))
    }

    @Test func contextZeroAndLarge() {
        let old = numbered(1...10)
        let new = old.replacingOccurrences(of: "l5\n", with: "L5\n")
        #expect(diff(old, new, context: 0).hasSuffix("@@ -5 +5 @@ l4\n-l5\n+L5\n"))
        #expect(diff(old, new, context: 100).contains("@@ -1,10 +1,10 @@\n"))
        // Pure insertion with no context: the old count is 0 and the start is
        // the line before.
        #expect(diff("a\nb\n", "a\nx\nb\n", context: 0).hasSuffix("@@ -1,0 +2 @@ a\n+x\n"))
    }

    @Test func crlfLinesKeepTheirCR() {
        let out = diff("a\r\nb\r\nc\r\n", "a\r\nB\r\nc\r\n")
        #expect(out == "diff --git a/f.swift b/f.swift\n--- a/f.swift\n+++ b/f.swift\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\r\n")
        // Changing only the line ending is a change.
        #expect(diff("a\r\nb\r\n", "a\nb\r\n").contains("-a\r\n+a\n"))
    }

    @Test func loneCRIsNotALineBreak() {
        let out = diff("a\rb\nc\n", "a\rB\nc\n")
        #expect(out.hasSuffix("@@ -1,2 +1,2 @@\n-a\rb\n+a\rB\n c\n"))
    }

    @Test func newFile() {
        #expect(diff(nil, "a\nb") == """
            diff --git a/f.swift b/f.swift
            new file mode 100644
            --- /dev/null
            +++ b/f.swift
            @@ -0,0 +1,2 @@
            +a
            +b
            \\ No newline at end of file

            """)
        #expect(diff(nil, "") == "diff --git a/f.swift b/f.swift\nnew file mode 100644\n")
    }

    @Test func deletedFile() {
        #expect(diff("a\n", nil) == """
            diff --git a/f.swift b/f.swift
            deleted file mode 100644
            --- a/f.swift
            +++ /dev/null
            @@ -1 +0,0 @@
            -a

            """)
        #expect(diff("", nil) == "diff --git a/f.swift b/f.swift\ndeleted file mode 100644\n")
    }

    @Test func pathQuoting() {
        #expect(diff("a\n", "b\n", path: "My Dir/x y.swift").hasPrefix(
            "diff --git a/My Dir/x y.swift b/My Dir/x y.swift\n--- a/My Dir/x y.swift\t\n+++ b/My Dir/x y.swift\t\n"))
        #expect(diff("a\n", "b\n", path: "a:b.swift").hasPrefix("diff --git a/a:b.swift b/a:b.swift\n--- a/a:b.swift\n"))
        #expect(diff("a\n", "b\n", path: "q\"t\\.swift").hasPrefix(#"diff --git "a/q\"t\\.swift" "b/q\"t\\.swift""#))
        #expect(diff("a\n", "b\n", path: "é.swift").hasPrefix(#"diff --git "a/\303\251.swift" "b/\303\251.swift""#))
        #expect(diff("a\n", "b\n", path: "t\tn.swift").hasPrefix(#"diff --git "a/t\tn.swift" "b/t\tn.swift""#))
    }

    @Test func invalidUTF8PassesThrough() {
        let old: [UInt8] = [0x61, 0x0A, 0xFF, 0xFE, 0x0A, 0x63, 0x0A]
        let new: [UInt8] = [0x61, 0x0A, 0xC3, 0x28, 0x00, 0x0A, 0x63, 0x0A]
        let out = UnifiedDiff.makeBytes(path: "b.swift", old: old, new: new)
        let tail: [UInt8] = Array("@@ -1,3 +1,3 @@\n a\n-".utf8) + [0xFF, 0xFE, 0x0A, 0x2B, 0xC3, 0x28, 0x00, 0x0A]
            + Array(" c\n".utf8)
        #expect(Array(out.suffix(tail.count)) == tail)
    }

    @Test func functionContextInHunkHeader() {
        let old = "import UIKit\n\nfinal class A {\n" + numbered(1...10, { "    let v\($0) = \($0)" }) + "}\n"
        let new = old.replacingOccurrences(of: "v8 = 8", with: "v8 = 80")
        #expect(diff(old, new).contains("@@ -8,7 +8,7 @@ final class A {\n"))
    }

    @Test func slidesInsertedBlockToNaturalPosition() {
        // Inserting a second function after the first: the inserted group is
        // slid down so it ends with the new "}" rather than starting with one.
        let old = "func a() {\n    x()\n}\n"
        let new = "func a() {\n    x()\n}\n\nfunc b() {\n    x()\n}\n"
        #expect(diff(old, new).hasSuffix("@@ -1,3 +1,7 @@\n func a() {\n     x()\n }\n+\n+func b() {\n+    x()\n+}\n"))
    }
}

@Suite("UnifiedDiff: line diff")
struct LineDiffTests {
    /// Checks that the change marks describe an edit from `a` to `b`:
    /// unchanged lines pair up in order and are equal.
    static func isValid(_ a: [Int32], _ b: [Int32], _ ca: [Bool], _ cb: [Bool]) -> Bool {
        let keptA = zip(a, ca).filter { !$0.1 }.map(\.0)
        let keptB = zip(b, cb).filter { !$0.1 }.map(\.0)
        return keptA == keptB
    }

    static func lcs(_ a: [Int32], _ b: [Int32]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var prev = 0
            for j in 0..<b.count {
                let tmp = row[j + 1]
                row[j + 1] = x == b[j] ? prev + 1 : max(row[j + 1], row[j])
                prev = tmp
            }
        }
        return row[b.count]
    }

    @Test func myersIsMinimalAndValid() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<400 {
            let alphabet = Int32(rng.int(in: 1...6))
            let a = (0..<rng.int(in: 0...30)).map { _ in Int32(rng.int(in: 0...Int(alphabet))) }
            let b = (0..<rng.int(in: 0...30)).map { _ in Int32(rng.int(in: 0...Int(alphabet))) }
            var ca = [Bool](repeating: false, count: a.count)
            var cb = [Bool](repeating: false, count: b.count)
            LineDiff.diffIDs(a, b, &ca, &cb, maxCost: nil, minimal: true)
            #expect(Self.isValid(a, b, ca, cb), "\(a) \(b)")
            let kept = ca.filter { !$0 }.count
            #expect(kept == Self.lcs(a, b), "not minimal: \(a) \(b)")
        }
    }

    @Test func costCapStillGivesValidEdits() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<400 {
            let a = (0..<rng.int(in: 0...60)).map { _ in Int32(rng.int(in: 0...4)) }
            let b = (0..<rng.int(in: 0...60)).map { _ in Int32(rng.int(in: 0...4)) }
            var ca = [Bool](repeating: false, count: a.count)
            var cb = [Bool](repeating: false, count: b.count)
            LineDiff.diffIDs(a, b, &ca, &cb, maxCost: rng.int(in: 1...3))
            #expect(Self.isValid(a, b, ca, cb), "\(a) \(b)")
        }
    }

    @Test func compactionKeepsEditsValidAndSizes() {
        var rng = SeededGenerator(seed: 13)
        for _ in 0..<300 {
            let a = randomText(&rng, lines: rng.int(in: 0...25))
            let b = mutate(a, &rng)
            let la = Lines(a), lb = Lines(b)
            let (ca, cb) = LineDiff.changes(la, lb)
            let ka = (0..<la.count).filter { !ca[$0] }
            let kb = (0..<lb.count).filter { !cb[$0] }
            #expect(ka.count == kb.count)
            #expect(zip(ka, kb).allSatisfy { la.same($0, lb, $1) })
        }
    }

    @Test func largeFileWithFewChangesIsFast() {
        var lines = (0..<100_000).map { "    let value\($0) = compute(\($0 % 97))\n" }
        let old = Array(lines.joined().utf8)
        lines[10] = "changed\n"
        lines[50_000] = "changed too\n"
        lines.insert("inserted\n", at: 99_000)
        let new = Array(lines.joined().utf8)
        let start = Date()
        let out = UnifiedDiff.make(path: "Big.swift", old: old, new: new)
        // A quadratic diff (10^10 steps) takes minutes; O(ND) takes milliseconds.
        // The bound is loose so that a loaded machine never fails it (it
        // failed at 2 s with four test runs sharing two cores).
        #expect(Date().timeIntervalSince(start) < 20.0)
        #expect(out.components(separatedBy: "\n@@ ").count == 4)
        #expect(out.contains("-    let value50000 = compute(45)\n+changed too\n"))
    }

    @Test func largeRewriteAndShuffleFinish() {
        var rng = SeededGenerator(seed: 3)
        // Every line different: set aside before Myers.
        let old = Array((0..<50_000).map { "a\($0)\n" }.joined().utf8)
        let new = Array((0..<50_000).map { "b\($0)\n" }.joined().utf8)
        // Few distinct lines in random order: the worst case for Myers; the cost cap bounds it.
        let vocab = ["{\n", "}\n", "\n", "x\n", "y\n"]
        let old2 = Array((0..<20_000).map { _ in vocab[rng.int(in: 0...4)] }.joined().utf8)
        let new2 = Array((0..<20_000).map { _ in vocab[rng.int(in: 0...4)] }.joined().utf8)
        let start = Date()
        let d1 = UnifiedDiff.makeBytes(path: "a", old: old, new: new)
        let d2 = UnifiedDiff.makeBytes(path: "b", old: old2, new: new2)
        // Uncapped, the shuffle costs minutes; capped, well under a second on
        // a quiet machine. Loose, as above: it failed at 5 s under load 16.
        #expect(Date().timeIntervalSince(start) < 30.0)
        #expect(!d1.isEmpty && !d2.isEmpty)
        let la = Lines(old2), lb = Lines(new2)
        let (ca, cb) = LineDiff.changes(la, lb)
        let ka = (0..<la.count).filter { !ca[$0] }, kb = (0..<lb.count).filter { !cb[$0] }
        #expect(ka.count == kb.count && zip(ka, kb).allSatisfy { la.same($0, lb, $1) })
    }
}

@Suite("UnifiedDiff: git apply round trip", .enabled(if: Git.isAvailable))
struct DiffGitApplyTests {
    /// Writes `cases` (name, old, new) into a fresh repository, commits the
    /// old files, applies one patch of all the diffs, and returns the names
    /// whose result differs from `new` plus git's error output, if any.
    static func roundTrip(_ cases: [(name: String, old: [UInt8]?, new: [UInt8]?)]) throws -> (mismatches: [String], error: String) {
        let dir = try IOTempDir()
        defer { dir.remove() }
        let git = { (args: [String]) in
            Git.run(["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"] + args, in: dir.path)
        }
        #expect(git(["init", "-q"]).status == 0)
        #expect(git(["config", "core.autocrlf", "false"]).status == 0)
        var patch: [UInt8] = []
        for c in cases {
            if let old = c.old { try dir.write(c.name, old) }
            patch += UnifiedDiff.makeBytes(path: c.name, old: c.old, new: c.new)
        }
        // A placeholder so the first commit is never empty.
        try dir.write(".keep", [])
        #expect(git(["add", "-A"]).status == 0)
        #expect(git(["commit", "-q", "-m", "old"]).status == 0)
        let patchPath = NSTemporaryDirectory() + "/unfold-\(UUID().uuidString).patch"
        try Data(patch).write(to: URL(fileURLWithPath: patchPath))
        defer { try? FileManager.default.removeItem(atPath: patchPath) }
        let check = git(["apply", "--check", patchPath])
        if check.status != 0 { return (["<patch rejected>"], "git apply --check: " + check.stderr) }
        let apply = git(["apply", patchPath])
        if apply.status != 0 { return (["<patch rejected>"], "git apply: " + apply.stderr) }
        var mismatches: [String] = []
        for c in cases {
            let url = URL(fileURLWithPath: dir.path + "/" + c.name)
            let actual = try? [UInt8](Data(contentsOf: url))
            if actual != c.new { mismatches.append(c.name) }
        }
        return (mismatches, "")
    }

    @Test func handWrittenCasesApply() throws {
        let texts: [(String?, String?)] = [
            ("a\nb\nc\n", "a\nB\nc\n"), ("a\nb", "a\nb\n"), ("a\nb\n", "a\nb"), ("a\nb", "a\nc"),
            ("", "x\n"), ("x\n", ""), (nil, "new\nfile"), (nil, ""), ("gone\n", nil), ("", nil),
            ("a\r\nb\r\nc\r\n", "a\r\nX\r\nc\r\n"), ("a\rb\n", "a\rc\n"), ("x\n", "y\r\n"),
            (numbered(1...50), numbered(1...20) + numbered(25...50) + "end\n"),
        ]
        var cases: [(name: String, old: [UInt8]?, new: [UInt8]?)] = []
        for (i, t) in texts.enumerated() {
            cases.append(("case \(i).swift", t.0.map { Array($0.utf8) }, t.1.map { Array($0.utf8) }))
        }
        cases.append(("bin.swift", [0xFF, 0x0A, 0x00, 0x0A], [0xFE, 0x0A, 0x00, 0x0A, 0xC3]))
        let r = try Self.roundTrip(cases)
        #expect(r.mismatches.isEmpty, "\(r.mismatches) \(r.error)")
    }

    @Test func awkwardPathsApply() throws {
        let names = ["with space.swift", "col:on.swift", "Dir With Space/a b:c.swift", "é ü.swift",
                     "q\"uote.swift", "back\\slash.swift", "tab\there.swift", "trailing .swift",
                     "x b/y a/z.swift", " lead.swift"]
        var cases: [(name: String, old: [UInt8]?, new: [UInt8]?)] = []
        for name in names {
            cases.append((name, Array("a\nb\n".utf8), Array("a\nc\n".utf8)))
            cases.append(("new " + name, nil, Array("n\n".utf8)))
        }
        cases.append(("gone with space.swift", Array("g\n".utf8), nil))
        let r = try Self.roundTrip(cases)
        #expect(r.mismatches.isEmpty, "\(r.mismatches) \(r.error)")
    }

    @Test func randomEditsApply() throws {
        var rng = SeededGenerator(seed: 2024)
        var cases: [(name: String, old: [UInt8]?, new: [UInt8]?)] = []
        for i in 0..<200 {
            let old = randomText(&rng, lines: rng.int(in: 0...40))
            var new = mutate(old, &rng)
            if new == old { new.append(contentsOf: Array("tail\n".utf8)) }
            switch i % 25 {
            case 0: cases.append(("r\(i).swift", nil, new))
            case 1: cases.append(("r\(i).swift", old, nil))
            default: cases.append(("r\(i).swift", old, new))
            }
        }
        let r = try Self.roundTrip(cases)
        #expect(r.mismatches.isEmpty, "\(r.mismatches) \(r.error)")
    }

    /// Our diff agrees with `git diff --no-indent-heuristic` on simple edits
    /// (apart from git's `index` line).
    @Test func matchesGitDiffOnSimpleEdits() throws {
        let dir = try IOTempDir()
        defer { dir.remove() }
        let git = { (args: [String]) in
            Git.run(["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false",
                     "-c", "core.quotePath=true"] + args, in: dir.path)
        }
        _ = git(["init", "-q"])
        let old = "import UIKit\n\nclass A {\n" + numbered(1...30, { "    func f\($0)() {}" }) + "}\n"
        let new = old.replacingOccurrences(of: "f3()", with: "g3()")
            .replacingOccurrences(of: "    func f20() {}\n", with: "")
            .replacingOccurrences(of: "f27() {}\n", with: "f27() {}\n    func extra() {}\n")
        try dir.write("A b.swift", Array(old.utf8))
        _ = git(["add", "-A"])
        _ = git(["commit", "-q", "-m", "old"])
        try dir.write("A b.swift", Array(new.utf8))
        let gitOut = git(["diff", "--no-indent-heuristic", "--no-color"]).stdout
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("index ") }.joined(separator: "\n")
        #expect(diff(old, new, path: "A b.swift") == gitOut)
    }
}

// MARK: - Random inputs


/// A random line from a small vocabulary (many repeats), with odd bytes now and then.
private func randomLine(_ rng: inout SeededGenerator) -> [UInt8] {
    let vocab = ["{", "}", "", "    x()", "    let a = 1", "func f() {", "// note", "return", "\t\tdeep", "a\rb", "  "]
    var line = Array(vocab[rng.int(in: 0...(vocab.count - 1))].utf8)
    switch rng.int(in: 0...9) {
    case 0: line += Array("\(rng.int(in: 0...999))".utf8)
    case 1: line += [0xFF, 0xC3]
    case 2: line += [0x0D]
    default: break
    }
    return line + [0x0A]
}

private func randomText(_ rng: inout SeededGenerator, lines: Int) -> [UInt8] {
    var text: [UInt8] = []
    for _ in 0..<lines { text += randomLine(&rng) }
    if !text.isEmpty && rng.int(in: 0...4) == 0 { text.removeLast() }
    return text
}

/// Random insertions, deletions and replacements of lines, and sometimes a
/// toggled final newline.
private func mutate(_ text: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
    var lines = text.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) + [0x0A] }
    if text.last == 0x0A || text.isEmpty { lines.removeLast() } else { lines[lines.count - 1].removeLast() }
    let noEOL = !text.isEmpty && text.last != 0x0A
    for _ in 0..<rng.int(in: 1...4) {
        let pos = rng.int(in: 0...lines.count)
        switch rng.int(in: 0...2) {
        case 0:
            for _ in 0..<rng.int(in: 1...3) { lines.insert(randomLine(&rng), at: pos) }
        case 1 where pos < lines.count:
            lines.removeSubrange(pos..<min(lines.count, pos + rng.int(in: 1...3)))
        default:
            if pos < lines.count { lines[pos] = randomLine(&rng) }
        }
    }
    // Keep at most one line without "\n": the last.
    for i in lines.indices where lines[i].last != 0x0A { lines[i].append(0x0A) }
    var out = lines.flatMap { $0 }
    let dropEOL = rng.int(in: 0...5) == 0 ? !noEOL : noEOL
    if dropEOL && out.last == 0x0A { out.removeLast() }
    return out
}
