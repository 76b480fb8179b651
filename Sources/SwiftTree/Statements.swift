extension SyntaxTree {
    /// The statements directly inside the brace group opened at `brace` (or the
    /// whole file when `brace` is -1), as closed token ranges, split the way
    /// Swift splits them: at `;` and at line breaks that do not continue the
    /// statement (see `continuesStatement`). `#if` lines are statements of their own.
    public func statements(in brace: Int) -> [ClosedRange<Int>] {
        let first = brace + 1
        let limit: Int
        if brace < 0 {
            limit = tokens.count - 1 // eof
        } else {
            limit = partner[brace] >= 0 ? Int(partner[brace]) : tokens.count - 1
        }
        var out: [ClosedRange<Int>] = []
        var start = -1
        var last = -1
        var j = first
        while j < limit {
            let k = tokens[j].kind
            if k == .semicolon {
                if start >= 0 { out.append(start...last) }
                start = -1
                j += 1
                continue
            }
            if start >= 0, startsLine(j), !continuesStatement(j) || k == .poundDirective || kind(last) == .poundDirective && !sameLine(last, j) {
                out.append(start...last)
                start = -1
            }
            if start < 0 { start = j }
            let next = nextSibling(j)
            last = min(next - 1, limit - 1)  // an unclosed group ends at eof, which is no statement's
            // A directive takes the rest of its line only.
            j = next
        }
        if start >= 0 { out.append(start...last) }
        return out
    }

    func sameLine(_ a: Int, _ b: Int) -> Bool {
        var k = Int(tokens[a].end)
        let e = Int(tokens[b].start)
        while k < e {
            if bytes[k] == 10 || bytes[k] == 13 { return false }
            k += 1
        }
        return true
    }

    /// The statement (within its innermost brace group) that contains token `i`.
    public func statement(containing i: Int) -> ClosedRange<Int>? {
        var g = Int(parentGroup[i])
        var probe = i
        while g >= 0, tokens[g].kind != .leftBrace {
            probe = g
            g = Int(parentGroup[g])
        }
        return statements(in: g).first { $0.contains(probe) }
    }

    /// Byte range covering whole lines of tokens `r` (from the start of the
    /// first token's line through its line break), for deleting or moving statements.
    public func lineRange(of r: ClosedRange<Int>) -> Range<Int> {
        var s = Int(tokens[r.lowerBound].start)
        while s > 0, bytes[s - 1] == 32 || bytes[s - 1] == 9 { s -= 1 }
        var e = Int(tokens[r.upperBound].trailingEnd)
        if e < bytes.count, bytes[e] == 13 { e += 1 }
        if e < bytes.count, bytes[e] == 10 { e += 1 }
        return s..<e
    }
}
