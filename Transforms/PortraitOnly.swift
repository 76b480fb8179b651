import SwiftTree
import UnfoldKit

/// ## What it does
/// Reports a supported-orientations list that holds only portrait
/// orientations (`UIInterfaceOrientationPortrait`,
/// `…PortraitUpsideDown`) for iPhone: the `UISupportedInterfaceOrientations`
/// array of an XML Info.plist, or its `~iphone` variant, which takes its place
/// on iPhone when present; and the build settings
/// `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone` (or, when a project
/// file has no `_iPhone` setting, `INFOPLIST_KEY_UISupportedInterfaceOrientations`),
/// once per project file, counting its build configurations. The finding
/// points at the key and says what to do instead: lay out for any aspect ratio
/// with size classes and the container's size. `~ipad` lists and `_iPad`
/// settings are a separate key for iPad and are not reported; a list with a
/// landscape orientation, an empty list or one with unknown values (build
/// variables) is not reported either. A binary plist is reported when it names
/// the key (not only its `~ipad` variant), portrait, and no landscape
/// orientation at all.
///
/// ## Why
/// In iOS 27 the system may ignore the supported orientations in resizable
/// environments: on iPhone Duo's inner display (full screen or in Split View),
/// for iPhone apps on iPad and in iPhone Mirroring the window can be wider
/// than tall while the interface orientation stays portrait. A portrait-only
/// app that sizes its layout for a tall, narrow screen gets a landscape-shaped
/// window anyway (iPhone Duo field notes: "Orientation no longer decides
/// layout"; Apple: Modernize your UIKit app, WWDC26-278). The list may stay as
/// a preference; the layout must not depend on it.
///
/// Design for any aspect ratio with size classes and the container's size. A
/// binary Info.plist is made checkable with `plutil -convert xml1 Info.plist`.
///
/// ## Example
/// ```diff
///  <key>UISupportedInterfaceOrientations</key>
///  <array>
///      <string>UIInterfaceOrientationPortrait</string>
///  </array>
///  <!-- portrait-only: resizable windows ignore this (the iPhone Duo inner
///       display can be landscape-shaped): design for any aspect ratio with
///       size classes -->
/// ```
///
/// ## Fix safety
/// Finding only: the list can stay as a preference; what needs work is the
/// layout, which unfold cannot judge from the plist.
public struct PortraitOnly: Transform {
    public var id: String { "portrait-only" }
    public var summary: String { "Supported interface orientations for iPhone listing only portrait → layouts for any aspect ratio (resizable windows ignore the list)." }
    public var fixSafety: FixSafety { .none }

    public init() {}

    /// Project findings only (`Transform.mayFire`).
    public func mayFire(in file: FilePreview) -> Bool { false }

    static let key = "UISupportedInterfaceOrientations"
    static let setting = "INFOPLIST_KEY_UISupportedInterfaceOrientations"
    static let portrait: Set<String> = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown"]

    public func findings(in file: FileContext) -> [Finding] { [] }

    public func projectFindings(in project: ProjectContext) -> [Finding] {
        PlistKeyScan.findings(in: project, key: Self.key, settingPrefix: Self.setting, binary: { bytes, path in
            Self.binaryPortraitOnly(bytes).map { ($0, Self.binaryMessage(path)) }
        }, xml: { _, plist in
            guard let plist else { return [] }
            // watchOS apps and extensions: orientation does not apply (precision study).
            if plist.entry("WKApplication") != nil || plist.entry("WKWatchKitApp") != nil || plist.entry("WKCompanionAppBundleIdentifier") != nil { return [] }
            // On iPhone the `~iphone` key replaces the plain one.
            guard let e = plist.entry(Self.key + "~iphone") ?? plist.entry(Self.key), let values = e.value.strings,
                  Self.isPortraitOnly(values) else { return [] }
            return [(e.keyOffset, Self.message("\(e.key) lists only \(Self.names(values))"))]
        }, settings: { settings in
            let iPhone = settings.filter { $0.name == Self.setting + "_iPhone" }
            let governing = iPhone.isEmpty ? settings.filter { $0.name == Self.setting } : iPhone
            let portraitOnly = governing.filter { Self.isPortraitOnly(Self.items($0.value)) }
            guard let first = portraitOnly.first else { return nil }
            let configs = portraitOnly.count == 1 ? "" : " (in \(portraitOnly.count) build configurations)"
            return (first.offset, Self.message("\(first.name) = \(Self.names(Self.items(first.value)))\(configs) allows only portrait on iPhone"))
        })
    }

    static func items(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    static func isPortraitOnly(_ values: [String]) -> Bool {
        !values.isEmpty && values.allSatisfy { portrait.contains($0) }
    }

    /// `Portrait, PortraitUpsideDown`
    static func names(_ values: [String]) -> String {
        values.map { $0.hasPrefix("UIInterfaceOrientation") ? String($0.dropFirst(22)) : $0 }.joined(separator: ", ")
    }

    static func message(_ what: String) -> String {
        "\(Text.short(what, limit: 90)) → lay out for any aspect ratio (resizable windows ignore the list)"
    }

    /// A binary plist that names the key (not only `~ipad`), a portrait
    /// orientation and no landscape one: the offset of the key's name.
    static func binaryPortraitOnly(_ bytes: [UInt8]) -> Int? {
        let ipad = Array("~ipad".utf8)
        let keys = ByteSearch.indices(of: Array(key.utf8), in: bytes).filter { at in
            let end = at + key.utf8.count
            return !(end + ipad.count <= bytes.count && bytes[end..<(end + ipad.count)].elementsEqual(ipad))
        }
        guard let first = keys.first, ByteSearch.contains(Array("UIInterfaceOrientationPortrait".utf8), in: bytes),
              !ByteSearch.contains(Array("UIInterfaceOrientationLandscape".utf8), in: bytes) else { return nil }
        return first
    }

    static func binaryMessage(_ path: String) -> String {
        message("a binary plist lists only portrait in \(key)")
    }
}
