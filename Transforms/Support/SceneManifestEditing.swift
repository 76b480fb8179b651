import UnfoldKit

/// The scene manifest as a text edit of an XML Info.plist, shared by the
/// transforms that add one (`app-delegate-window`, `scene-manifest-missing`).
/// Edits work on bytes, keep the file's own indentation and line endings, and
/// never rewrite what is already there.
enum SceneManifestEditing {
    /// The `UIApplicationSceneManifest` dictionary (TN3187's example: one
    /// application-role configuration named `configurationName` whose
    /// `UISceneDelegateClassName` is `$(PRODUCT_MODULE_NAME).<delegateClass>`,
    /// plus `UISceneStoryboardFile` when `storyboard` is given) inserted before
    /// the root dictionary's closing `</dict>`, in the indentation of the root
    /// dictionary's first `<key>` line and the file's line ending. Nil when the
    /// file has no `</dict>` … `</plist>` ending or the closing `</dict>` does
    /// not start its line. Works on bytes: `\r\n` is one Character in a Swift String.
    /// `moduleQualified: false` writes `delegateClass` as is (an `@objc(Name)` class).
    /// Nil too when the file does not parse as an XML property list: nothing
    /// is written to a project file unfold cannot parse (issue 14, item 8).
    static func insertion(path: String, bytes: [UInt8], delegateClass: String, storyboard: String?,
                                              configurationName: String = "Default Configuration",
                                              moduleQualified: Bool = true) -> Edit? {
        guard XMLPlist(bytes: bytes) != nil else { return nil }
        func find(_ needle: String, before limit: Int, backwards: Bool) -> Int? {
            let n = Array(needle.utf8)
            guard limit >= n.count else { return nil }
            let starts = Array(0...(limit - n.count))
            for i in backwards ? starts.reversed() : starts where bytes[i] == n[0] && Array(bytes[i..<(i + n.count)]) == n { return i }
            return nil
        }
        guard let plistEnd = find("</plist>", before: bytes.count, backwards: true),
              let dictEnd = find("</dict>", before: plistEnd, backwards: true) else { return nil }
        let eol = bytes.contains(13) ? "\r\n" : "\n"
        func lineStart(_ i: Int) -> Int {
            var k = i
            while k > 0, bytes[k - 1] != 10, bytes[k - 1] != 13 { k -= 1 }
            return k
        }
        func isIndent(_ r: Range<Int>) -> Bool { bytes[r].allSatisfy { $0 == 32 || $0 == 9 } }
        // The root dictionary's child indentation: that of the first `<key>` line.
        var unit = "\t"
        if let key = find("<key>", before: bytes.count, backwards: false), isIndent(lineStart(key)..<key) {
            unit = String(decoding: bytes[lineStart(key)..<key], as: UTF8.self)
        }
        let closeLine = lineStart(dictEnd)
        guard isIndent(closeLine..<dictEnd) else { return nil }
        let base = String(decoding: bytes[closeLine..<dictEnd], as: UTF8.self)
        let step = unit.isEmpty ? "\t" : (unit.count > base.count && unit.hasPrefix(base) ? String(unit.dropFirst(base.count)) : unit)
        func line(_ depth: Int, _ s: String) -> String { base + String(repeating: step, count: depth) + s + eol }
        var lines = [
            line(1, "<key>UIApplicationSceneManifest</key>"),
            line(1, "<dict>"),
            line(2, "<key>UIApplicationSupportsMultipleScenes</key>"),
            line(2, "<false/>"),
            line(2, "<key>UISceneConfigurations</key>"),
            line(2, "<dict>"),
            line(3, "<key>UIWindowSceneSessionRoleApplication</key>"),
            line(3, "<array>"),
            line(4, "<dict>"),
            line(5, "<key>UISceneConfigurationName</key>"),
            line(5, "<string>\(xmlEscaped(configurationName))</string>"),
            line(5, "<key>UISceneDelegateClassName</key>"),
            line(5, "<string>\(moduleQualified ? "$(PRODUCT_MODULE_NAME)." : "")\(delegateClass)</string>"),
        ]
        if let storyboard {
            lines.append(line(5, "<key>UISceneStoryboardFile</key>"))
            lines.append(line(5, "<string>\(storyboard)</string>"))
        }
        lines += [line(4, "</dict>"), line(3, "</array>"), line(2, "</dict>"), line(1, "</dict>")]
        return Edit(path: path, range: closeLine..<closeLine, replacement: lines.joined())
    }

    /// `&`, `<`, `>` escaped for XML text.
    static func xmlEscaped(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(c)
            }
        }
        return out
    }
}
