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
    /// `moduleQualified: false` writes `delegateClass` as is (an `@objc(Name)` class
    /// or a framework's class such as Flutter's `FlutterSceneDelegate`);
    /// `sceneClass` adds `UISceneClassName` (Flutter's migrator writes `UIWindowScene`).
    /// Nil too when the file does not parse as an XML property list: nothing
    /// is written to a project file unfold cannot parse (issue 14, item 8).
    static func insertion(path: String, bytes: [UInt8], delegateClass: String, storyboard: String?,
                                              configurationName: String = "Default Configuration",
                                              moduleQualified: Bool = true, sceneClass: String? = nil) -> Edit? {
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
        let lines = [line(1, "<key>UIApplicationSceneManifest</key>"), line(1, "<dict>"),
                     line(2, "<key>UIApplicationSupportsMultipleScenes</key>"), line(2, "<false/>")]
            + configurationLines(line, depth: 2, delegateClass: delegateClass, storyboard: storyboard, configurationName: configurationName,
                                 moduleQualified: moduleQualified, sceneClass: sceneClass)
            + [line(1, "</dict>")]
        return Edit(path: path, range: closeLine..<closeLine, replacement: lines.joined())
    }

    /// `UISceneConfigurations` with one application-role configuration, at `depth` steps.
    static func configurationLines(_ line: (Int, String) -> String, depth d: Int, delegateClass: String, storyboard: String?,
                                   configurationName: String, moduleQualified: Bool, sceneClass: String? = nil) -> [String] {
        var lines = [
            line(d, "<key>UISceneConfigurations</key>"),
            line(d, "<dict>"),
            line(d + 1, "<key>UIWindowSceneSessionRoleApplication</key>"),
            line(d + 1, "<array>"),
            line(d + 2, "<dict>"),
        ]
        if let sceneClass {
            lines += [line(d + 3, "<key>UISceneClassName</key>"), line(d + 3, "<string>\(xmlEscaped(sceneClass))</string>")]
        }
        lines += [
            line(d + 3, "<key>UISceneConfigurationName</key>"),
            line(d + 3, "<string>\(xmlEscaped(configurationName))</string>"),
            line(d + 3, "<key>UISceneDelegateClassName</key>"),
            line(d + 3, "<string>\(moduleQualified ? "$(PRODUCT_MODULE_NAME)." : "")\(delegateClass)</string>"),
        ]
        if let storyboard {
            lines.append(line(d + 3, "<key>UISceneStoryboardFile</key>"))
            lines.append(line(d + 3, "<string>\(xmlEscaped(storyboard))</string>"))
        }
        return lines + [line(d + 2, "</dict>"), line(d + 1, "</array>"), line(d, "</dict>")]
    }

    /// A `UIApplicationSceneManifest` that declares no configurations (left by
    /// an earlier attempt, or Xcode's `UIApplicationSupportsMultipleScenes`-only
    /// manifest) completed with `UISceneConfigurations`, inserted before the
    /// manifest dictionary's closing `</dict>` in its indentation. Nil when the
    /// manifest is not a `<dict>…</dict>` whose closing tag starts its line, or
    /// already names `UISceneConfigurations`.
    static func completion(path: String, bytes: [UInt8], delegateClass: String, storyboard: String?) -> Edit? {
        let text = bytes
        func find(_ needle: String, from: Int) -> Int? {
            let n = Array(needle.utf8)
            var i = from
            while i + n.count <= text.count {
                if text[i] == n[0], Array(text[i..<(i + n.count)]) == n { return i }
                i += 1
            }
            return nil
        }
        guard let key = find("<key>UIApplicationSceneManifest</key>", from: 0) else { return nil }
        var i = key + 37
        while i < text.count, text[i] == 32 || text[i] == 9 || text[i] == 10 || text[i] == 13 { i += 1 }
        guard let open = find("<dict>", from: i), open == i else { return nil }
        // The matching `</dict>`.
        var depth = 1
        var k = open + 6
        var close: Int?
        while k < text.count {
            if text[k] == 60 {
                if Array(text[k..<min(k + 6, text.count)]) == Array("<dict>".utf8) { depth += 1 }
                else if Array(text[k..<min(k + 7, text.count)]) == Array("</dict>".utf8) {
                    depth -= 1
                    if depth == 0 { close = k; break }
                }
            }
            k += 1
        }
        guard let close, find("<key>UISceneConfigurations</key>", from: open).map({ $0 > close }) ?? true else { return nil }
        var lineStart = close
        while lineStart > 0, text[lineStart - 1] != 10, text[lineStart - 1] != 13 { lineStart -= 1 }
        guard text[lineStart..<close].allSatisfy({ $0 == 32 || $0 == 9 }) else { return nil }
        let base = String(decoding: text[lineStart..<close], as: UTF8.self)
        // The step: the manifest's first child line's extra indentation, else a tab.
        var step = "\t"
        if let child = find("<key>", from: open), child < close {
            var cs = child
            while cs > 0, text[cs - 1] == 32 || text[cs - 1] == 9 { cs -= 1 }
            let childIndent = String(decoding: text[cs..<child], as: UTF8.self)
            if childIndent.count > base.count, childIndent.hasPrefix(base) { step = String(childIndent.dropFirst(base.count)) }
        }
        let eol = text.contains(13) ? "\r\n" : "\n"
        func line(_ d: Int, _ s: String) -> String { base + String(repeating: step, count: d) + s + eol }
        let lines = configurationLines(line, depth: 1, delegateClass: delegateClass, storyboard: storyboard,
                                       configurationName: "Default Configuration", moduleQualified: true)
        return Edit(path: path, range: lineStart..<lineStart, replacement: Array(lines.joined().utf8))
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
