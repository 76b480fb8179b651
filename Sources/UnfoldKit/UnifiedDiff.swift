#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Git-style unified diffs of one file, built from bytes.
///
/// - Lines are split at `\n` only. A `\r` before the `\n` is part of the line
///   (CRLF files diff and `git apply` correctly); a lone `\r` is not a break.
/// - Lines are compared by their bytes, including the terminator, so a last
///   line without `\n` differs from the same text with one and the patch says
///   `\ No newline at end of file`.
/// - The line diff is Myers' O(ND) algorithm in linear space (divide and
///   conquer on the middle snake, as git's xdiff does), after trimming the
///   common prefix and suffix and setting aside lines that occur in only one
///   side (they can never match, so the result is still minimal). A cost cap
///   keeps pathological inputs near-linear, like git's default.
/// - Change groups are then slid down as far as they go (keeping a deletion
///   next to its paired insertion), which is what `git diff
///   --no-indent-heuristic` prints.
/// - Hunk headers carry git's default function context (the nearest earlier
///   line that starts with a letter, `_` or `$`).
/// - Paths are quoted the way git quotes them (`"a/na\"me"`, octal escapes for
///   control and non-ASCII bytes) only when needed; a path with a space gets a
///   trailing tab on its `---`/`+++` line, as git writes it, so `git apply`
///   finds the name's end.
public enum UnifiedDiff {
    /// The diff as a `String`. Bytes that are not valid UTF-8 are replaced by
    /// U+FFFD here; use `makeBytes` to write a patch that keeps them exactly.
    public static func make(path: String, old: [UInt8]?, new: [UInt8]?, context: Int = 3) -> String {
        let bytes = makeBytes(path: path, old: old, new: new, context: context)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The diff as bytes, exactly: file bytes pass through unchanged.
    /// `old == nil` means the file is created, `new == nil` that it is
    /// deleted. Returns `[]` when nothing changes.
    public static func makeBytes(path: String, old: [UInt8]?, new: [UInt8]?, context: Int = 3) -> [UInt8] {
        if old == nil && new == nil { return [] }
        if let old, let new, old == new { return [] }
        var out: [UInt8] = []
        out.reserveCapacity(256)
        var name = Array(path.utf8)
        if name.first == UInt8(ascii: "/") { name.removeFirst() }
        let aName = quotedName(prefix: "a/", name)
        let bName = quotedName(prefix: "b/", name)
        let tab = name.contains(UInt8(ascii: " "))

        append(&out, "diff --git ")
        out += aName
        out.append(UInt8(ascii: " "))
        out += bName
        out.append(0x0A)
        if old == nil { append(&out, "new file mode 100644\n") }
        if new == nil { append(&out, "deleted file mode 100644\n") }

        let oldBytes = old ?? []
        let newBytes = new ?? []
        // git prints no ---/+++ lines and no hunk for an empty created or
        // deleted file; `git apply` accepts the bare header.
        if oldBytes.isEmpty && newBytes.isEmpty { return out }

        if old == nil { append(&out, "--- /dev/null\n") } else {
            append(&out, "--- ")
            out += aName
            if tab { out.append(0x09) }
            out.append(0x0A)
        }
        if new == nil { append(&out, "+++ /dev/null\n") } else {
            append(&out, "+++ ")
            out += bName
            if tab { out.append(0x09) }
            out.append(0x0A)
        }
        let a = Lines(oldBytes)
        let b = Lines(newBytes)
        let (chgA, chgB) = LineDiff.changes(a, b)
        emitHunks(into: &out, a: a, b: b, chgA: chgA, chgB: chgB, context: max(0, context))
        return out
    }

    // MARK: - Paths

    /// `prefix + name`, C-quoted the way git quotes paths (core.quotePath on)
    /// when the name has a byte that needs it, else verbatim.
    static func quotedName(prefix: String, _ name: [UInt8]) -> [UInt8] {
        let needs = name.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x7F }
        var out = Array(prefix.utf8)
        if !needs { return out + name }
        out.insert(0x22, at: 0)
        for c in name {
            switch c {
            case 0x07: append(&out, "\\a")
            case 0x08: append(&out, "\\b")
            case 0x09: append(&out, "\\t")
            case 0x0A: append(&out, "\\n")
            case 0x0B: append(&out, "\\v")
            case 0x0C: append(&out, "\\f")
            case 0x0D: append(&out, "\\r")
            case 0x22: append(&out, "\\\"")
            case 0x5C: append(&out, "\\\\")
            case let c where c < 0x20 || c >= 0x7F:
                out.append(0x5C)
                out.append(0x30 + (c >> 6))
                out.append(0x30 + ((c >> 3) & 7))
                out.append(0x30 + (c & 7))
            default: out.append(c)
            }
        }
        out.append(0x22)
        return out
    }

    @inline(__always)
    static func append(_ out: inout [UInt8], _ s: StaticString) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    static func appendNumber(_ out: inout [UInt8], _ n: Int) {
        if n < 10 { out.append(0x30 + UInt8(n)); return }
        var digits: [UInt8] = []
        var v = n
        while v > 0 { digits.append(0x30 + UInt8(v % 10)); v /= 10 }
        out.append(contentsOf: digits.reversed())
    }

    // MARK: - Hunks

    /// One run of changes: old lines `a0..<a1` replaced by new lines `b0..<b1`.
    struct Region { var a0, a1, b0, b1: Int }

    static func regions(chgA: [Bool], chgB: [Bool]) -> [Region] {
        var result: [Region] = []
        let n = chgA.count, m = chgB.count
        var i = 0, j = 0
        while i < n || j < m {
            if (i < n && chgA[i]) || (j < m && chgB[j]) {
                var r = Region(a0: i, a1: i, b0: j, b1: j)
                while r.a1 < n && chgA[r.a1] { r.a1 += 1 }
                while r.b1 < m && chgB[r.b1] { r.b1 += 1 }
                result.append(r)
                i = r.a1
                j = r.b1
            } else {
                i += 1
                j += 1
            }
        }
        return result
    }

    static func emitHunks(into out: inout [UInt8], a: Lines, b: Lines, chgA: [Bool], chgB: [Bool], context: Int) {
        let regs = regions(chgA: chgA, chgB: chgB)
        var funcSearchFloor = -1
        var funcLine: (start: Int, end: Int)? = nil
        var k = 0
        while k < regs.count {
            var last = k
            while last + 1 < regs.count && regs[last + 1].a0 - regs[last].a1 <= 2 * context { last += 1 }
            let first = regs[k]
            let end = regs[last]
            let lead = min(context, first.a0)
            let s1 = first.a0 - lead
            let s2 = first.b0 - lead
            let trail = min(context, a.count - end.a1)
            let e1 = end.a1 + trail
            let e2 = end.b1 + trail
            let c1 = e1 - s1, c2 = e2 - s2

            append(&out, "@@ -")
            appendNumber(&out, c1 == 0 ? s1 : s1 + 1)
            if c1 != 1 { out.append(0x2C); appendNumber(&out, c1) }
            append(&out, " +")
            appendNumber(&out, c2 == 0 ? s2 : s2 + 1)
            if c2 != 1 { out.append(0x2C); appendNumber(&out, c2) }
            append(&out, " @@")
            // Function context: search s1-1 down to what the last search saw.
            var l = s1 - 1
            while l > funcSearchFloor {
                if let f = a.funcName(l) { funcLine = f; break }
                l -= 1
            }
            funcSearchFloor = s1 - 1
            if let f = funcLine {
                out.append(0x20)
                a.bytes.withUnsafeBufferPointer { out.append(contentsOf: $0[f.start..<f.end]) }
            }
            out.append(0x0A)

            var ia = s1
            for r in regs[k...last] {
                while ia < r.a0 { a.emit(ia, marker: 0x20, into: &out); ia += 1 }
                for x in r.a0..<r.a1 { a.emit(x, marker: 0x2D, into: &out) }
                for y in r.b0..<r.b1 { b.emit(y, marker: 0x2B, into: &out) }
                ia = r.a1
            }
            while ia < e1 { a.emit(ia, marker: 0x20, into: &out); ia += 1 }
            k = last + 1
        }
    }
}

/// A file's bytes split into lines at `\n`; line `i` is
/// `bytes[starts[i]..<starts[i + 1]]` and includes its `\n`, when it has one.
struct Lines {
    let bytes: [UInt8]
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [Int] = [0]
        bytes.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress, buf.count > 0 else { return }
            starts.reserveCapacity(buf.count / 32 + 2)
            var off = 0
            let count = buf.count
            while off < count {
                guard let nl = memchr(UnsafeRawPointer(base + off), 0x0A, count - off) else { break }
                off = UnsafeRawPointer(nl) - UnsafeRawPointer(base) + 1
                starts.append(off)
            }
            if off < count { starts.append(count) }
        }
        self.starts = starts
    }

    var count: Int { starts.count - 1 }

    /// Whether lines `i` of `self` and `j` of `other` have the same bytes.
    @inline(__always)
    func same(_ i: Int, _ other: Lines, _ j: Int) -> Bool {
        let s1 = starts[i], l1 = starts[i + 1] - s1
        let s2 = other.starts[j], l2 = other.starts[j + 1] - s2
        if l1 != l2 { return false }
        if l1 == 0 { return true }
        return bytes.withUnsafeBufferPointer { p in
            other.bytes.withUnsafeBufferPointer { q in
                memcmp(p.baseAddress! + s1, q.baseAddress! + s2, l1) == 0
            }
        }
    }

    /// Appends `marker`, the line without its `\n`, a `\n`, and git's marker
    /// line when the line has no `\n` (the file's last line).
    func emit(_ i: Int, marker: UInt8, into out: inout [UInt8]) {
        out.append(marker)
        let s = starts[i], e = starts[i + 1]
        bytes.withUnsafeBufferPointer { p in
            if e > s && p[e - 1] == 0x0A {
                out.append(contentsOf: p[s..<e])
            } else {
                out.append(contentsOf: p[s..<e])
                UnifiedDiff.append(&out, "\n\\ No newline at end of file\n")
            }
        }
    }

    /// git's default function-name rule: a line that starts with a letter,
    /// `_` or `$`; its first 80 bytes, trailing white space removed.
    func funcName(_ i: Int) -> (start: Int, end: Int)? {
        let s = starts[i], e = starts[i + 1]
        guard e > s else { return nil }
        let c = bytes[s]
        let isAlpha = (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A
        guard isAlpha || c == 0x5F || c == 0x24 else { return nil }
        var end = min(e, s + 80)
        while end > s, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0A
            || bytes[end - 1] == 0x0D || bytes[end - 1] == 0x0B || bytes[end - 1] == 0x0C {
            end -= 1
        }
        return (s, end)
    }

    /// FNV-1a of line `i`'s bytes.
    func hash(_ i: Int) -> UInt64 {
        let s = starts[i], e = starts[i + 1]
        return bytes.withUnsafeBufferPointer { p in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            var k = s
            while k < e {
                h = (h ^ UInt64(p[k])) &* 0x0000_0100_0000_01B3
                k += 1
            }
            return h
        }
    }
}

/// The line-level diff: which lines of each side are changed.
enum LineDiff {
    /// `(chgA, chgB)`: `chgA[i]` is true when old line `i` is deleted,
    /// `chgB[j]` when new line `j` is inserted. Unchanged lines pair up in order.
    static func changes(_ a: Lines, _ b: Lines) -> ([Bool], [Bool]) {
        let n = a.count, m = b.count
        var pre = 0
        while pre < n && pre < m && a.same(pre, b, pre) { pre += 1 }
        var suf = 0
        while suf < n - pre && suf < m - pre && a.same(n - 1 - suf, b, m - 1 - suf) { suf += 1 }
        var chgA = [Bool](repeating: false, count: n)
        var chgB = [Bool](repeating: false, count: m)
        let aLo = pre, aHi = n - suf, bLo = pre, bHi = m - suf
        if aLo == aHi && bLo == bHi { return (chgA, chgB) }

        // Intern the middle lines: equal bytes ⇔ equal class id.
        var interner = Interner()
        var ida = [Int32](repeating: 0, count: aHi - aLo)
        var idb = [Int32](repeating: 0, count: bHi - bLo)
        for i in aLo..<aHi { ida[i - aLo] = interner.id(a, i, side: 0) }
        for j in bLo..<bHi { idb[j - bLo] = interner.id(b, j, side: 1) }

        var ca = [Bool](repeating: false, count: ida.count)
        var cb = [Bool](repeating: false, count: idb.count)
        diffIDs(ida, idb, &ca, &cb, maxCost: nil)
        for i in 0..<ca.count where ca[i] { chgA[aLo + i] = true }
        for j in 0..<cb.count where cb[j] { chgB[bLo + j] = true }
        // Slide over the whole files: a group may move into the trimmed
        // prefix or suffix.
        compact(&chgA, same: { a.same($0, a, $1) }, other: chgB)
        compact(&chgB, same: { b.same($0, b, $1) }, other: chgA)
        return (chgA, chgB)
    }

    /// Maps line contents to small integers. Lines with equal 64-bit hashes
    /// are compared by bytes, so a hash collision never merges two lines.
    struct Interner {
        var heads: [UInt64: Int32] = [:]
        /// Per class: representative (side, line) and the next class with the same hash.
        var reps: [(side: Int, line: Int)] = []
        var next: [Int32] = []
        var aLines: Lines? = nil
        var bLines: Lines? = nil

        mutating func id(_ lines: Lines, _ i: Int, side: Int) -> Int32 {
            if side == 0 { if aLines == nil { aLines = lines } } else if bLines == nil { bLines = lines }
            let h = lines.hash(i)
            if var c = heads[h] {
                while true {
                    let rep = reps[Int(c)]
                    let repLines = rep.side == 0 ? aLines! : bLines!
                    if repLines.same(rep.line, lines, i) { return c }
                    let nx = next[Int(c)]
                    if nx < 0 { break }
                    c = nx
                }
                let new = Int32(reps.count)
                reps.append((side, i))
                next.append(-1)
                // Chain the new class behind the head.
                let head = heads[h]!
                next[Int(new)] = next[Int(head)]
                next[Int(head)] = new
                return new
            }
            let new = Int32(reps.count)
            reps.append((side, i))
            next.append(-1)
            heads[h] = new
            return new
        }
    }

    /// Marks `ca`/`cb` for the sequences of class ids `a` and `b`.
    /// `maxCost` overrides the cost cap (tests use tiny caps to exercise the
    /// heuristic); `nil` = git's: max(256, ~sqrt(number of diagonals)).
    static func diffIDs(_ a: [Int32], _ b: [Int32], _ ca: inout [Bool], _ cb: inout [Bool], maxCost: Int?, minimal: Bool = false) {
        // Lines with no counterpart on the other side can never match: mark
        // them changed and run Myers on the rest only.
        var maxID: Int32 = -1
        for x in a where x > maxID { maxID = x }
        for x in b where x > maxID { maxID = x }
        var inA = [Bool](repeating: false, count: Int(maxID) + 1)
        var inB = [Bool](repeating: false, count: Int(maxID) + 1)
        for x in a { inA[Int(x)] = true }
        for x in b { inB[Int(x)] = true }
        var ra: [Int32] = [], mapA: [Int] = []
        var rb: [Int32] = [], mapB: [Int] = []
        ra.reserveCapacity(a.count); mapA.reserveCapacity(a.count)
        rb.reserveCapacity(b.count); mapB.reserveCapacity(b.count)
        for (i, x) in a.enumerated() {
            if inB[Int(x)] { ra.append(x); mapA.append(i) } else { ca[i] = true }
        }
        for (j, x) in b.enumerated() {
            if inA[Int(x)] { rb.append(x); mapB.append(j) } else { cb[j] = true }
        }
        var rca = [Bool](repeating: false, count: ra.count)
        var rcb = [Bool](repeating: false, count: rb.count)
        myers(ra, rb, &rca, &rcb, maxCost: maxCost, minimal: minimal)
        for i in 0..<rca.count where rca[i] { ca[mapA[i]] = true }
        for j in 0..<rcb.count where rcb[j] { cb[mapB[j]] = true }
    }

    /// Linear-space Myers with a cost cap (divide and conquer on the middle
    /// snake). Works on absolute indices with diagonals `d = i1 - i2`.
    static func myers(_ a: [Int32], _ b: [Int32], _ ca: inout [Bool], _ cb: inout [Bool], maxCost: Int?, minimal: Bool) {
        let n = a.count, m = b.count
        if n == 0 || m == 0 {
            for i in 0..<n { ca[i] = true }
            for j in 0..<m { cb[j] = true }
            return
        }
        let ndiags = n + m + 3
        var cost = 1
        while cost * cost < ndiags { cost += 1 }
        let mxcost = maxCost ?? max(256, cost)
        var kv = [Int](repeating: 0, count: 2 * ndiags)
        a.withUnsafeBufferPointer { ap in
            b.withUnsafeBufferPointer { bp in
                ca.withUnsafeMutableBufferPointer { cap in
                    cb.withUnsafeMutableBufferPointer { cbp in
                        kv.withUnsafeMutableBufferPointer { kvp in
                            let kvdf = kvp.baseAddress! + (m + 1)
                            let kvdb = kvp.baseAddress! + ndiags + (m + 1)
                            var stack: [(Int, Int, Int, Int, Bool)] = [(0, n, 0, m, minimal)]
                            while let (o1, l1, o2, l2, needMin) = stack.popLast() {
                                var off1 = o1, lim1 = l1, off2 = o2, lim2 = l2
                                while off1 < lim1 && off2 < lim2 && ap[off1] == bp[off2] { off1 += 1; off2 += 1 }
                                while off1 < lim1 && off2 < lim2 && ap[lim1 - 1] == bp[lim2 - 1] { lim1 -= 1; lim2 -= 1 }
                                if off1 == lim1 {
                                    for j in off2..<lim2 { cbp[j] = true }
                                } else if off2 == lim2 {
                                    for i in off1..<lim1 { cap[i] = true }
                                } else {
                                    let s = split(ap, bp, off1, lim1, off2, lim2, needMin: needMin,
                                                  mxcost: mxcost, kvdf: kvdf, kvdb: kvdb)
                                    stack.append((s.i1, lim1, s.i2, lim2, s.minHi))
                                    stack.append((off1, s.i1, off2, s.i2, s.minLo))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Finds a split point `(i1, i2)` of the box `[off1, lim1) × [off2, lim2)`
    /// on an optimal path (the middle snake), or, once the cost passes
    /// `mxcost` and `needMin` is false, the furthest-reaching point found so far.
    /// `minLo`/`minHi` say whether each half must be solved minimally.
    @inline(__always)
    static func split(_ a: UnsafeBufferPointer<Int32>, _ b: UnsafeBufferPointer<Int32>,
                      _ off1: Int, _ lim1: Int, _ off2: Int, _ lim2: Int,
                      needMin: Bool, mxcost: Int,
                      kvdf: UnsafeMutablePointer<Int>, kvdb: UnsafeMutablePointer<Int>)
        -> (i1: Int, i2: Int, minLo: Bool, minHi: Bool)
    {
        let dmin = off1 - lim2, dmax = lim1 - off2
        let fmid = off1 - off2, bmid = lim1 - lim2
        let odd = (fmid - bmid) & 1 != 0
        var fmin = fmid, fmax = fmid, bmin = bmid, bmax = bmid
        kvdf[fmid] = off1
        kvdb[bmid] = lim1
        var ec = 1
        while true {
            // Forward paths, one more edit.
            if fmin > dmin { fmin -= 1; kvdf[fmin - 1] = -1 } else { fmin += 1 }
            if fmax < dmax { fmax += 1; kvdf[fmax + 1] = -1 } else { fmax -= 1 }
            var d = fmax
            while d >= fmin {
                var i1 = kvdf[d - 1] >= kvdf[d + 1] ? kvdf[d - 1] + 1 : kvdf[d + 1]
                var i2 = i1 - d
                while i1 < lim1 && i2 < lim2 && a[i1] == b[i2] { i1 += 1; i2 += 1 }
                kvdf[d] = i1
                if odd && bmin <= d && d <= bmax && kvdb[d] <= i1 {
                    return (i1, i2, true, true)
                }
                d -= 2
            }
            // Backward paths, one more edit.
            if bmin > dmin { bmin -= 1; kvdb[bmin - 1] = Int.max } else { bmin += 1 }
            if bmax < dmax { bmax += 1; kvdb[bmax + 1] = Int.max } else { bmax -= 1 }
            d = bmax
            while d >= bmin {
                var i1 = kvdb[d - 1] < kvdb[d + 1] ? kvdb[d - 1] : kvdb[d + 1] - 1
                var i2 = i1 - d
                while i1 > off1 && i2 > off2 && a[i1 - 1] == b[i2 - 1] { i1 -= 1; i2 -= 1 }
                kvdb[d] = i1
                if !odd && fmin <= d && d <= fmax && i1 <= kvdf[d] {
                    return (i1, i2, needMin, needMin)
                }
                d -= 2
            }
            if !needMin && ec >= mxcost {
                // Too expensive: split at the furthest-reaching forward or
                // backward point; the half it covers is solved minimally.
                var fbest = -1, fbest1 = -1
                d = fmax
                while d >= fmin {
                    var i1 = min(kvdf[d], lim1)
                    var i2 = i1 - d
                    if lim2 < i2 { i1 = lim2 + d; i2 = lim2 }
                    if fbest < i1 + i2 { fbest = i1 + i2; fbest1 = i1 }
                    d -= 2
                }
                var bbest = Int.max, bbest1 = Int.max
                d = bmax
                while d >= bmin {
                    var i1 = max(off1, kvdb[d])
                    var i2 = i1 - d
                    if i2 < off2 { i1 = off2 + d; i2 = off2 }
                    if i1 + i2 < bbest { bbest = i1 + i2; bbest1 = i1 }
                    d -= 2
                }
                if (lim1 + lim2) - bbest < fbest - (off1 + off2) {
                    return (fbest1, fbest - fbest1, true, false)
                } else {
                    return (bbest1, bbest - bbest1, false, true)
                }
            }
            ec += 1
        }
    }

    /// Slides each group of changed lines in `chg` as far down as it goes
    /// (merging with groups it meets), then back up to the last position
    /// where it sat next to a change in the other file, if it met one.
    /// Unchanged lines of both sides stay paired in order, so the result is a
    /// diff of the same size.
    static func compact(_ chg: inout [Bool], same: (Int, Int) -> Bool, other: [Bool]) {
        let n = chg.count, m = other.count
        // A group is [start, end); groups of the two sides at the same index
        // (counting unchanged lines before them) face each other.
        func firstGroup(_ c: [Bool], _ count: Int) -> (Int, Int) {
            var e = 0
            while e < count && c[e] { e += 1 }
            return (0, e)
        }
        func nextGroup(_ c: [Bool], _ count: Int, _ g: inout (Int, Int)) -> Bool {
            if g.1 >= count { return false }
            g.0 = g.1 + 1
            g.1 = g.0
            while g.1 < count && c[g.1] { g.1 += 1 }
            return true
        }
        func prevGroup(_ c: [Bool], _ g: inout (Int, Int)) -> Bool {
            if g.0 == 0 { return false }
            g.1 = g.0 - 1
            g.0 = g.1
            while g.0 > 0 && c[g.0 - 1] { g.0 -= 1 }
            return true
        }
        /// Moves group `g` up one line (its last line becomes unchanged, the
        /// line above it changed), merging a group it reaches.
        func slideUp(_ chg: inout [Bool], _ g: inout (Int, Int), _ go: inout (Int, Int)) {
            chg[g.0 - 1] = true
            chg[g.1 - 1] = false
            g.0 -= 1
            g.1 -= 1
            while g.0 > 0 && chg[g.0 - 1] { g.0 -= 1 }
            _ = prevGroup(other, &go)
        }
        var g = firstGroup(chg, n)
        var go = firstGroup(other, m)
        while true {
            if g.1 != g.0 {
                var endMatchingOther = -1
                var earliestEnd = g.1
                var size = 0
                repeat {
                    size = g.1 - g.0
                    // Slide up as far as possible.
                    while g.0 > 0 && same(g.0 - 1, g.1 - 1) { slideUp(&chg, &g, &go) }
                    earliestEnd = g.1
                    endMatchingOther = go.1 > go.0 ? g.1 : -1
                    // Slide down as far as possible.
                    while g.1 < n && same(g.0, g.1) {
                        chg[g.0] = false
                        chg[g.1] = true
                        g.0 += 1
                        g.1 += 1
                        while g.1 < n && chg[g.1] { g.1 += 1 }
                        _ = nextGroup(other, m, &go)
                        if go.1 > go.0 { endMatchingOther = g.1 }
                    }
                } while size != g.1 - g.0
                if g.1 != earliestEnd && endMatchingOther != -1 {
                    while go.1 == go.0 { slideUp(&chg, &g, &go) }
                }
            }
            if !nextGroup(chg, n, &g) { break }
            _ = nextGroup(other, m, &go)
        }
    }
}
