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
}
