import SwiftTree

extension SyntaxTree {
    /// Start of the comment lines attached above token `i`: the first of the
    /// lines directly above `i`'s line that hold only a comment (`//`, `/*`, or
    /// a block comment's `*` line), with no blank line in between. `i`'s own
    /// line start when there is none. Moving or deleting a statement from here
    /// takes its comments along.
    func attachedCommentStart(above i: Int) -> Int {
        var (line, _) = location(of: Int(tokens[i].start))
        let triviaStart = i > 0 ? Int(tokens[i - 1].trailingEnd) : 0
        while line > 1 {
            let previous = lines.offset(ofLine: line - 1)
            guard previous >= triviaStart else { break }
            var k = previous
            while k < bytes.count, bytes[k] == 32 || bytes[k] == 9 { k += 1 }
            guard k + 1 < bytes.count, bytes[k] == UInt8(ascii: "/") || bytes[k] == UInt8(ascii: "*") else { break }
            line -= 1
        }
        return lines.offset(ofLine: line)
    }
}
