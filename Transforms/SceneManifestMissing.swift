import SwiftTree
import UnfoldKit

/// ## What it does
/// Finds a class that adopts `UIWindowSceneDelegate` (directly, through a
/// superclass or an extension) in a project where nothing declares the scene
/// manifest: no property list has `UIApplicationSceneManifest`, no project file
/// sets `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`, and no
/// `application(_:configurationForConnecting:options:)` assigns that class to
/// `delegateClass` (an assigned value other than `X.self` counts as assigning
/// it: unfold cannot tell which class it is). It inserts the manifest into the Info.plist of the class's
/// target (`INFOPLIST_FILE` of its project, else the nearest Info.plist), as
/// text in the file's own indentation and line endings: one application-role
/// configuration whose `UISceneDelegateClassName` is
/// `$(PRODUCT_MODULE_NAME).<ClassName>` (the bare name for `@objc(Name)`). The
/// configuration is named like the `UISceneConfiguration(name: "…")` that
/// `configurationForConnecting` builds, else "Default Configuration". A
/// storyboard app (`UIMainStoryboardFile`) whose scene delegate builds no
/// window gets `UISceneStoryboardFile` too.
///
/// The check runs per Swift file (`findings(in:)`), so the finding sits on the
/// class declaration, `// unfold:ignore` works there, and the index supplies
/// the project-wide facts (plists, build settings, other files'
/// `configurationForConnecting`). Not reported: SwiftUI `App` life cycles,
/// projects without a scene delegate (`app-delegate-window` migrates those),
/// classes in test targets, superclasses of another scene delegate, and
/// `public`/`open` classes with no Info.plist in sight (library API: the
/// app that uses it declares the manifest).
///
/// In an app built with React Native, Expo, Flutter or Capacitor no manifest
/// is written: a finding names the framework's own (docs/frameworks.md).
///
/// ## Why
/// UIKit connects a scene delegate only through the manifest (or a
/// `UISceneConfiguration` whose `delegateClass` names it). Without one the
/// class is dead code, the app still runs on the app life cycle, and apps built
/// with the iOS 27 SDK must adopt the scene life cycle or they fail to launch
/// (TN3187; iPhone Duo field notes: "The scene life cycle becomes mandatory").
///
/// Where unfold cannot add the manifest, the finding names the manual step:
/// with several scene delegates, add the manifest by hand and name the main
/// window's delegate in `UIWindowSceneSessionRoleApplication` (the example
/// below shows it); a private or fileprivate class must become internal, a
/// nested or generic one a top-level, non-generic class, before UIKit can
/// load it by name; a target that generates its Info.plist from build
/// settings cannot name a delegate class there: add a partial Info.plist
/// (`INFOPLIST_FILE`) with the manifest, or set
/// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` and return a
/// `UISceneConfiguration` with `delegateClass = SceneDelegate.self` from
/// `application(_:configurationForConnecting:options:)`; a binary Info.plist
/// is converted with `plutil -convert xml1 Info.plist` (or edited in Xcode);
/// when no Info.plist is found, run unfold on the folder that holds it.
///
/// ## Example
/// ```diff
///  	<key>UILaunchStoryboardName</key>
///  	<string>LaunchScreen</string>
/// +	<key>UIApplicationSceneManifest</key>
/// +	<dict>
/// +		<key>UIApplicationSupportsMultipleScenes</key>
/// +		<false/>
/// +		<key>UISceneConfigurations</key>
/// +		<dict>
/// +			<key>UIWindowSceneSessionRoleApplication</key>
/// +			<array>
/// +				<dict>
/// +					<key>UISceneConfigurationName</key>
/// +					<string>Default Configuration</string>
/// +					<key>UISceneDelegateClassName</key>
/// +					<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
/// +				</dict>
/// +			</array>
/// +		</dict>
/// +	</dict>
///  </dict>
///  </plist>
/// ```
///
/// ## Fix safety
/// Review: turning scenes on changes the life cycle (the app delegate's window
/// and life-cycle callbacks stop being used), so a human checks the scene
/// delegate really builds the UI and that the app delegate no longer builds a
/// window of its own. The message notes a configuration named like the
/// `UISceneConfiguration` that `configurationForConnecting` builds, the
/// storyboard taken from `UIMainStoryboardFile`, or that the storyboard is
/// left out because the scene delegate builds its own window (both would make
/// two root view controllers). Findings with the manual step instead of a
/// fix: no Info.plist found, a generated Info.plist (`GENERATE_INFOPLIST_FILE`
/// without a file to edit), a binary plist, a plist without a root dictionary
/// unfold can extend, several candidate scene delegates, and classes UIKit
/// cannot load by name (private, nested or generic).
public struct SceneManifestMissing: CollectingTransform {
    public var id: String { "scene-manifest-missing" }
    public var summary: String { "A UIWindowSceneDelegate that no scene manifest names → UIApplicationSceneManifest in the target's Info.plist." }
    public var fixSafety: FixSafety { .review }

    public init() {}

    /// Only a file that declares a scene delegate class (`Transform.mayFire`).
    public func mayFire(in file: FilePreview) -> Bool { file.declaresSubtype(ofAnyOf: Self.protocolName) }

    static let protocolName: Set<String> = ["UIWindowSceneDelegate"]

    /// What `configurationForConnecting` code says about scene configurations.
    public struct Facts: Sendable, Equatable, Codable {
        /// Classes assigned to a configuration's `delegateClass` (`?`: a value other than `X.self`).
        var delegateClasses: [String]
        /// Literal names of `UISceneConfiguration(name: "…", sessionRole:)` calls.
        var configurationNames: [String]
    }

    public func collect(path: String, tree: SyntaxTree) -> Facts? {
        let (classes, names) = SceneProject.sceneConfigurations(tree)
        return classes.isEmpty && names.isEmpty ? nil : Facts(delegateClasses: classes, configurationNames: names)
    }

    public func findings(in file: FileContext) -> [Finding] {
        let tree = file.tree
        let index = file.index
        guard !file.isTestSource else { return [] }
        let here = tree.decls.indices.filter { d in
            let decl = tree.decls[d]
            return decl.kind == .class && decl.nameToken >= 0 && index.inherits(decl.name, fromAnyOf: Self.protocolName)
        }
        let apps = index.apps(for: file.path)
        guard !here.isEmpty, index.lifeCycle(for: file.path) != .swiftUIApp,
              !Self.manifestDeclared(index, apps: apps, plist: index.infoPlist(for: file.path)) else { return [] }

        let candidates = candidates(index, apps: apps)
        var out: [Finding] = []
        for d in here {
            let decl = tree.decls[d]
            let name = decl.name
            guard candidates.contains(name) else { continue }
            let at = decl.nameToken
            // A React Native, Expo, Flutter or Capacitor app: the framework's manifest, not a generic one (issue 21).
            if let fw = SceneFrameworks.framework(of: decl, in: file) {
                out.append(file.finding(at: at, "\(fw.label) app: `\(name)` needs the framework's own scene manifest (\(SceneFrameworks.manifestHint(fw))), not a generic one."))
                continue
            }
            if candidates.count > 1 {
                let others = candidates.filter { $0 != name }.sorted().joined(separator: ", ")
                out.append(file.finding(at: at, "`\(name)` and \(Text.short(others, limit: 40)) adopt UIWindowSceneDelegate but no scene manifest names them → add it by hand, naming the main window's delegate"))
                continue
            }
            if decl.isFilePrivate {
                out.append(file.finding(at: at, "`\(name)` is in no scene manifest and, \(decl.modifierWords.contains(.private) ? "private" : "fileprivate"), cannot be loaded by name → make it internal and run unfold again"))
                continue
            }
            if decl.parent != nil || decl.genericClause != nil {
                out.append(file.finding(at: at, "`\(name)` is in no scene manifest and, \(decl.parent != nil ? "nested" : "generic"), cannot be loaded by name → declare a top-level, non-generic class and run unfold again"))
                continue
            }
            if let f = manifestFinding(file, d) { out.append(f) }
        }
        return out
    }

    /// The insertion into the target's Info.plist, or the finding that says why not.
    func manifestFinding(_ file: FileContext, _ d: Int) -> Finding? {
        let tree = file.tree
        let index = file.index
        let decl = tree.decls[d]
        let at = decl.nameToken
        let objcName = Self.objcName(decl, tree)
        let missing = "`\(decl.name)` is in no scene manifest, so UIKit never connects it"
        guard let plistPath = index.infoPlist(for: file.path), let bytes = index.otherFiles[plistPath],
              let facts = index.plistFacts(plistPath) else {
            if index.projects(for: file.path).contains(where: \.generatesInfoPlist) {
                return file.finding(at: at, "\(missing) → add a partial Info.plist naming it, or return it from `configurationForConnecting`")
            }
            // A public scene delegate without any plist is library API: the app that uses it names it.
            if decl.modifierWords.contains(.public) || decl.modifierWords.contains(.open) { return nil }
            return file.finding(at: at, "\(missing) → add `UIApplicationSceneManifest` to the target's Info.plist (none was found)")
        }
        if facts.isBinary {
            return file.finding(at: at, "\(missing) → convert the binary `\(Text.short(plistPath, limit: 50))` with `plutil -convert xml1` and run unfold again")
        }
        // A storyboard app whose scene delegate builds no window of its own loads the storyboard per scene.
        var mainStoryboard: String?
        if let plist = XMLPlist(bytes: bytes) {
            if case .string(let s)? = plist.entry("UIMainStoryboardFile")?.value, !s.isEmpty { mainStoryboard = s }
        } else {
            mainStoryboard = facts.mainStoryboard
        }
        let storyboard = Self.buildsWindow(decl, tree) ? nil : mainStoryboard
        let names = index.facts(for: self).filter { index.summaries[$0.path]?.hasConfigurationForConnecting ?? false }.flatMap(\.facts.configurationNames)
        let configurationName = names.first ?? "Default Configuration"
        guard let edit = SceneManifestEditing.insertion(path: plistPath, bytes: bytes, delegateClass: objcName ?? decl.name, storyboard: storyboard.map(SceneManifestEditing.xmlEscaped),
                                                              configurationName: configurationName, moduleQualified: objcName == nil) else {
            return file.finding(at: at, "\(missing) → add the manifest to `\(Text.short(plistPath, limit: 50))` by hand (it has no root `<dict>`)")
        }
        var notes: [String] = []
        if configurationName != "Default Configuration" {
            notes.append("configuration \"\(Text.short(configurationName, limit: 30))\"")
        }
        if let storyboard {
            notes.append("storyboard \(Text.short(storyboard, limit: 30))")
        } else if mainStoryboard != nil {
            notes.append("no storyboard: it builds its own window")
        }
        let base = "`\(decl.name)` is in no scene manifest → the fix declares it in `\(Text.short(plistPath, limit: 50))`"
        let noted = base + " (" + notes.joined(separator: ", ") + ")"
        let message = notes.isEmpty || noted.count > 160 ? base : noted
        let fix = Fix(safety: .review, title: "declare UIApplicationSceneManifest naming \(decl.name)", edits: [edit])
        return file.finding(at: at, message, fix: fix)
    }

    /// Whether any property list or build setting declares the scene manifest.
    /// `<key>KEY</key>` somewhere outside `<!-- … -->` comments.
    static func hasUncommentedKey(_ key: String, _ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        var searchFrom = text.startIndex
        while let r = text.range(of: "<key>\(key)</key>", range: searchFrom..<text.endIndex) {
            let before = text[..<r.lowerBound]
            let open = before.range(of: "<!--", options: .backwards)?.lowerBound
            let close = before.range(of: "-->", options: .backwards)?.lowerBound
            if open == nil || (close.map { $0 > open! } ?? false) { return true }
            searchFrom = r.upperBound
        }
        return false
    }

    /// Per app (`apps`: those of the file, issue 14) when the file belongs to
    /// one whose Info.plist unfold sees: their build settings, their
    /// Info.plists and `plist` (the one the fix would edit); else anywhere in the run.
    static func manifestDeclared(_ index: ProjectIndex, apps: [ProjectIndex.App] = [], plist: String? = nil) -> Bool {
        let perApp = !apps.isEmpty && !apps.contains(where: \.infoPlistUnknown)
        if apps.contains(where: \.generatesSceneManifest) { return true }
        if !perApp, index.projects.contains(where: \.generatesSceneManifest) { return true }
        let key = "UIApplicationSceneManifest"
        let appPlists = Set(apps.compactMap(\.infoPlist) + (plist.map { [$0] } ?? []))
        for facts in index.plists where !perApp || appPlists.contains(facts.path) {
            guard let bytes = index.otherFiles[facts.path] else { continue }
            if facts.isBinary {
                let n = Array(key.utf8)
                if bytes.count >= n.count, (0...(bytes.count - n.count)).contains(where: { bytes[$0] == n[0] && Array(bytes[$0..<($0 + n.count)]) == n }) { return true }
            } else if let plist = XMLPlist(bytes: bytes) {
                if plist.entries.contains(where: { $0.key == key || $0.key.hasPrefix(key + "~") }) { return true }
                // A malformed plist whose structure hides a manifest we (or someone) wrote:
                // never insert a second one (idempotency; found by fuzzing). A key
                // inside an XML comment does not count.
                if Self.hasUncommentedKey(key, bytes) { return true }
            } else if facts.hasSceneManifest {
                return true
            }
        }
        return false
    }

    /// Scene delegate classes UIKit would need a manifest for: declared window
    /// scene delegates outside test targets, minus superclasses of another one
    /// and classes a `configurationForConnecting` already assigns to `delegateClass`.
    /// Within the files of `apps` when there are any (one app's scene delegates
    /// say nothing about another's), else the whole run.
    func candidates(_ index: ProjectIndex, apps: [ProjectIndex.App] = []) -> Set<String> {
        let appFiles = Set(apps.flatMap(\.files))
        let summaries = index.summaries.values.filter { apps.isEmpty || appFiles.contains($0.path) }
        var all: Set<String> = []
        for s in summaries where !FileContext.isTestPath(s.path) {
            for t in s.types where t.kind == .class && index.inherits(t.name, fromAnyOf: Self.protocolName) { all.insert(t.name) }
        }
        if summaries.contains(where: \.hasConfigurationForConnecting) {
            let assigned = Set(index.facts(for: self).filter { apps.isEmpty || appFiles.contains($0.path) }.flatMap(\.facts.delegateClasses))
            if assigned.contains("?") { return [] }
            all.subtract(assigned)
        }
        let bases = all.filter { base in all.contains { $0 != base && index.inherits($0, fromAnyOf: [base]) } }
        return all.subtracting(bases)
    }

    /// `@objc(Name)` on the class: UIKit loads it by that name, without a module prefix.
    static func objcName(_ decl: Decl, _ tree: SyntaxTree) -> String? {
        var k = decl.start
        while k + 4 < decl.keyword {
            if tree.kind(k) == .atSign, tree.is(k + 1, "objc"), tree.kind(k + 2) == .leftParen, tree.kind(k + 3) == .identifier,
               tree.kind(k + 4) == .rightParen {
                return tree.text(k + 3)
            }
            k += 1
        }
        return nil
    }

    /// Whether the class body creates a window (`UIWindow(…)` / `UIWindow.init(…)`).
    static func buildsWindow(_ decl: Decl, _ tree: SyntaxTree) -> Bool {
        guard decl.body >= 0 else { return false }
        let close = Int(tree.partner[decl.body])
        var k = decl.body + 1
        while k < close {
            if tree.is(k, "UIWindow"), tree.kind(k + 1) == .leftParen || (tree.kind(k + 1) == .period && tree.is(k + 2, "init")) { return true }
            k += 1
        }
        return false
    }
}
