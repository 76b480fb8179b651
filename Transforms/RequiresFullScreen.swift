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
/// "UIRequiresFullScreen does not turn off resizing"; the cheat sheet: "the
/// app is resized anyway when the device opens and closes, and scaled in
/// Split View").
///
/// Support resizable layouts (size classes, the container's
/// size, per-side safe area), test them by resizing the window, then remove
/// the key or the setting. A binary Info.plist is made checkable with
/// `plutil -convert xml1 Info.plist`.
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
    public var id: String { "requires-full-screen" }
    public var summary: String { "UIRequiresFullScreen in Info.plist or build settings → resizable layouts (the key is deprecated and no longer stops resizing)." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// Project findings only (`Transform.mayFire`).
    public func mayFire(in file: FilePreview) -> Bool { false }

    static let key = "UIRequiresFullScreen"
    static let ignoredKey = "UIRequiresFullScreenIgnoredStartingWithVersion"
    static let setting = "INFOPLIST_KEY_UIRequiresFullScreen"

    public func findings(in file: FileContext) -> [Finding] { [] }

    public func projectFindings(in project: ProjectContext) -> [Finding] {
        PlistKeyScan.findings(in: project, key: Self.key, settingPrefix: Self.setting, binary: { bytes, path in
            Self.binaryKeyOffset(bytes).map { ($0, Self.binaryMessage(path)) }
        }, xml: { facts, plist in
            guard let plist else {
                // Not XML the reader understands: fall back to the key's text.
                guard facts.requiresFullScreen, let at = project.offset(of: "<key>\(Self.key)</key>", in: facts.path) else { return [] }
                return [(at, Self.plistMessage(Self.key))]
            }
            if plist.entry(Self.ignoredKey) != nil { return [] }
            return plist.entries.filter { ($0.key == Self.key || $0.key.hasPrefix(Self.key + "~")) && $0.value.isTrue }
                .map { ($0.keyOffset, Self.plistMessage($0.key)) }
        }, settings: { settings in
            if settings.contains(where: { $0.name == "INFOPLIST_KEY_" + Self.ignoredKey }) { return nil }
            let on = settings.filter { $0.name == Self.setting && $0.isYes }
            return on.first.map { ($0.offset, Self.settingMessage($0, count: on.count)) }
        })
    }

    /// Where a binary plist holds the key's name (not the `…IgnoredStartingWithVersion` key).
    static func binaryKeyOffset(_ bytes: [UInt8]) -> Int? {
        if ByteSearch.contains(Array(ignoredKey.utf8), in: bytes) { return nil }
        return ByteSearch.firstIndex(of: Array(key.utf8), in: bytes)
    }

    static let problem = "is deprecated and no longer stops resizing → make layouts resizable"

    static func plistMessage(_ key: String) -> String {
        "`\(key)` is true but \(problem), then remove the key"
    }

    static func settingMessage(_ s: BuildSetting, count: Int) -> String {
        let name = s.name + (s.condition.map { "[\($0)]" } ?? "")
        let configs = count == 1 ? "" : " (\(count) configurations)"
        return "`\(Text.short("\(name) = \(s.value)", limit: 56))`\(configs) \(problem), then remove it"
    }

    static func binaryMessage(_ path: String) -> String {
        "A binary plist names `UIRequiresFullScreen`, which \(problem), then remove the key"
    }
}
