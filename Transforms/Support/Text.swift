import Foundation

/// Source text made fit for a message: one line, optionally shortened.
enum Text {
    /// The text on one line: line breaks and indentation become one space (none after `(`/`[` or before `)`/`]`/`.`).
    static func oneLine(_ s: String) -> String {
        var out = ""
        for piece in s.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map({ $0.trimmingCharacters(in: .whitespaces) }) where !piece.isEmpty {
            if let last = out.last, last != "(", last != "[", piece.first != ")", piece.first != "]", piece.first != "." { out += " " }
            out += piece
        }
        return out
    }

    /// Lines joined by a space, but a line that continues a member chain
    /// (`.first?`, `.windowScene`) joins the previous one without it
    /// (`UIApplication.shared.windows.first?.windowScene`, not `… .first? …`).
    static func joinedLines(_ lines: [Substring]) -> String {
        var out = ""
        for (k, line) in lines.enumerated() {
            if k > 0, line.first != "." { out += " " }
            out += line
        }
        return out
    }

    /// The text on one line (each line's indentation dropped, lines joined by a
    /// space), cut to `limit` characters with `…` when longer. With
    /// `trimmingLineEnds` the lines also lose trailing white space (and any
    /// Unicode white space at either end).
    static func short(_ s: String, limit: Int = 60, trimmingLineEnds: Bool = false) -> String {
        let lines = s.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
        let one = trimmingLineEnds
            ? joinedLines(lines.map { Substring($0.trimmingCharacters(in: .whitespaces)) })
            : joinedLines(lines.map { $0.drop(while: { $0 == " " || $0 == "\t" }) })
        return one.count > limit ? String(one.prefix(limit - 3)) + "…" : one
    }
}
