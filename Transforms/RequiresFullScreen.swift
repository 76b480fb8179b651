import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports `UIRequiresFullScreen` set to true: `<key>UIRequiresFullScreen</key>`
/// followed by `<true/>` (or `YES`/`1`) in the root dictionary of an XML
/// property list, its `~ipad`/`~iphone` variants, and the build setting
/// `INFOPLIST_KEY_UIRequiresFullScreen = YES` in a `project.pbxproj` (once per
/// project file, counting its build configurations). The finding points at the
/// key and says what to do instead: make the layout resizable (size classes,
/// the container's size, per-side safe area), test it by resizing the window,
/// then remove the key. Keys inside XML comments are not keys; a binary plist
/// that contains the key's name gets a finding asking for an XML check. A plist
/// that also sets `UIRequiresFullScreenIgnoredStartingWithVersion` (iOS 26.2)
/// has already taken TN3192's migration path and is not reported.
///
/// ## Why
/// TN3192: "Starting in iPadOS 26, `UIRequiresFullscreen` and its associated
/// compatibility mode are deprecated and will be ignored in a future release."
/// In iOS 27 the key no longer keeps the window full screen: it only turns
/// continuous resizing into discrete resizing, and the app is still resized
/// when iPhone Duo folds and unfolds, in Split View on its inner display, as
/// an iPhone app on iPad and in iPhone Mirroring (iPhone Duo field notes:
/// "UIRequiresFullScreen не отключает resize"; the cheat sheet: "приложение
/// всё равно ресайзится при открытии и закрытии и масштабируется в Split View").
///
/// ## Example
/// ```diff
///  <key>UILaunchStoryboardName</key>
///  <string>LaunchScreen</string>
///  <key>UIRequiresFullScreen</key>
///  <true/>
///  <!-- requires-full-screen: deprecated since iPadOS 26 and no longer stops
///       resizing: support resizable layouts, then remove the key -->
/// ```
///
/// ## Fix safety
/// Finding only: removing the key does not make a layout resizable, and a game
/// may keep it on purpose for discrete resizing until its layout is checked.
public struct RequiresFullScreen: Transform {
    public let id = "requires-full-screen"
    public let summary = "UIRequiresFullScreen in Info.plist or build settings → resizable layouts (the key is deprecated and no longer stops resizing)."
    public let fixSafety = FixSafety.none

    public init() {}

    static let key = "UIRequiresFullScreen"
    static let ignoredKey = "UIRequiresFullScreenIgnoredStartingWithVersion"
    static let setting = "INFOPLIST_KEY_UIRequiresFullScreen"
    static let source = "(iPhone Duo field notes: \"UIRequiresFullScreen не отключает resize\"; Apple TN3192)"
    static let advice = "support resizable layouts (size classes, the container's size, per-side safe area), test them by resizing the window, then remove"

    public func findings(in file: FileContext) -> [Finding] { [] }

    public func projectFindings(in project: ProjectContext) -> [Finding] {
        let index = project.index
        var out: [Finding] = []
        for facts in index.plists {
            guard let bytes = index.otherFiles[facts.path] else { continue }
            if facts.isBinary {
                if let at = Self.binaryKeyOffset(bytes) {
                    out.append(project.finding(path: facts.path, offset: at, Self.binaryMessage(facts.path)))
                }
                continue
            }
            guard let plist = XMLPlist(bytes: bytes) else {
                // Not XML the reader understands: fall back to the key's text.
                if facts.requiresFullScreen, let at = project.offset(of: "<key>\(Self.key)</key>", in: facts.path) {
                    out.append(project.finding(path: facts.path, offset: at, Self.plistMessage(Self.key)))
                }
                continue
            }
            if plist.entry(Self.ignoredKey) != nil { continue }
            for e in plist.entries where (e.key == Self.key || e.key.hasPrefix(Self.key + "~")) && e.value.isTrue {
                out.append(project.finding(path: facts.path, offset: e.keyOffset, Self.plistMessage(e.key)))
            }
        }
        for p in index.projects {
            guard let bytes = index.otherFiles[p.path] else { continue }
            let settings = BuildSetting.settings(in: bytes, prefix: Self.setting)
            if settings.contains(where: { $0.name == "INFOPLIST_KEY_" + Self.ignoredKey }) { continue }
            let on = settings.filter { $0.name == Self.setting && $0.isYes }
            if let first = on.first {
                out.append(project.finding(path: p.path, offset: first.offset, Self.settingMessage(first, count: on.count)))
            }
        }
        return out
    }

    /// Where a binary plist holds the key's name (not the `…IgnoredStartingWithVersion` key).
    static func binaryKeyOffset(_ bytes: [UInt8]) -> Int? {
        if ByteSearch.contains(Array(ignoredKey.utf8), in: bytes) { return nil }
        return ByteSearch.firstIndex(of: Array(key.utf8), in: bytes)
    }

    static let why = "deprecated since iPadOS 26 and no longer stops resizing (iPhone Duo resizes the app as it folds and unfolds; Split View, iPhone apps on iPad and iPhone Mirroring resize its window)"

    static func plistMessage(_ key: String) -> String {
        "\(key) is true, but the key is \(why): \(advice) the key \(source)"
    }

    static func settingMessage(_ s: BuildSetting, count: Int) -> String {
        let name = s.name + (s.condition.map { "[\($0)]" } ?? "")
        let configs = count == 1 ? "" : " (in \(count) build configurations)"
        return "\(name) = \(s.value)\(configs) asks for UIRequiresFullScreen in the target's Info.plist, but that key is \(why): \(advice) the setting \(source)"
    }

    static func binaryMessage(_ path: String) -> String {
        "this binary property list names UIRequiresFullScreen (its value is not read; `plutil -convert xml1 \(path)` makes it checkable): if it is true, note the key is \(why): \(advice) the key \(source)"
    }
}
