import SwiftTree

// Syntax helpers shared by the scene migration (`app-delegate-window`) and the
// bar migration (`manual-toolbar`).

extension SyntaxTree {
    /// The internal name of function `m`'s first parameter (`application` in
    /// `func application(_ application: UIApplication, …)`), nil when it has none.
    func firstParameterName(ofFunction m: Int) -> String? {
        let md = decls[m]
        guard let open = (md.keyword..<(md.body >= 0 ? md.body : md.end)).first(where: { kind($0) == .leftParen }) else { return nil }
        var k = open + 1
        while k < Int(partner[open]), kind(k) != .colon { k += 1 }
        return kind(k - 1) == .identifier ? text(k - 1) : nil
    }

    /// The end (after the line break) of the blank line starting at byte
    /// `offset`: spaces and tabs, then `\n`, `\r\n` or `\r`. Nil when the line
    /// has anything else or the file ends first.
    func blankLineEnd(at offset: Int) -> Int? {
        let b = bytes
        var k = offset
        while k < b.count, b[k] == 32 || b[k] == 9 { k += 1 }
        guard k < b.count, b[k] == 10 || b[k] == 13 else { return nil }
        if b[k] == 13, k + 1 < b.count, b[k + 1] == 10 { k += 1 }
        return k + 1
    }
}
