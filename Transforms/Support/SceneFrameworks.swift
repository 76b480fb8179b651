import SwiftTree
import UnfoldKit

/// Apps built with React Native, Expo, Flutter or Capacitor (issue 21): the
/// scene migration is the framework's own, never the generic one. The
/// framework and version come from the project model (`ProjectIndex.framework(for:)`);
/// without a manifest, from the app delegate's superclass or imports.
/// docs/frameworks.md.
enum SceneFrameworks {
    /// The framework of the app delegate `decl` of `file`, when it is a framework app.
    static func framework(of decl: Decl, in file: FileContext) -> AppFramework? {
        // What the source says (superclass, then imports) picks among the
        // manifests above the file: one folder may name several frameworks.
        var said: AppFramework.Kind?
        for (superclass, kind) in FrameworkFiles.delegateSuperclasses.sorted(by: { $0.key < $1.key })
        where decl.name != superclass && file.index.inherits(decl.name, fromAnyOf: [superclass]) {
            said = kind
            break
        }
        if said == nil {
            for (module, kind) in FrameworkFiles.moduleImports.sorted(by: { $0.key < $1.key }) where file.tree.imports(module) {
                said = kind
                break
            }
        }
        let dir = file.path.split(separator: "/").dropLast().joined(separator: "/")
        if let kind = said {
            if let known = file.index.framework(inOrAbove: dir.isEmpty ? "." : dir, kind: kind) { return known }
            return AppFramework(kind: kind, dir: "", version: nil, source: "no package.json or pubspec.yaml of it among the inputs")
        }
        return file.index.framework(for: file.path)
    }

    /// What app-delegate-window reports (and writes) for the app delegate
    /// `delegate` (a top-level decl index of `file`) of a framework app: the
    /// framework's own scene shape when its version has scene support and the
    /// shape's writer accepts the delegate, else the one finding of `message`.
    static func findings(delegate d: Int, _ fw: AppFramework, in file: FileContext) -> [Finding] {
        if fw.hasSceneSupport == true, !(fw.kind == .expo && fw.generatedNativeFolder) {
            let written: [Finding]?
            switch fw.kind {
            case .flutter: written = FlutterSceneShape.migrate(delegate: d, fw, in: file)
            case .reactNative: written = ReactNativeSceneShape.migrate(delegate: d, fw, in: file)
            case .expo: written = ExpoSceneShape.migrate(delegate: d, fw, in: file)
            case .capacitor: written = CapacitorSceneShape.migrate(delegate: d, fw, in: file)
            }
            if let written { return written }
        }
        let decl = file.tree.decls[d]
        return [file.finding(at: decl.nameToken >= 0 ? decl.nameToken : decl.keyword, message(fw))]
    }

    /// The Info.plists a framework's scene shape adds its manifest to: the app
    /// target's (as app-delegate-window finds it) and those of the other app
    /// targets building the delegate that have no scene configurations yet.
    /// A plist generated from build settings, a binary one or an extension's
    /// stops the writer (`SceneStop`, a finding at `at`).
    static func plists(delegate d: Int, at: Int, in file: FileContext) throws(SceneStop) -> [AppDelegateMigration.Plist] {
        let lookup = AppDelegateMigration(file: file, delegate: d, takenInstallNames: [], windowClassesWithInits: [])
        let plist = try lookup.targetPlist(at)
        guard plist.generated == nil else {
            throw SceneStop(token: at, message: "\(file.tree.decls[d].name)'s Info.plist is generated from build settings; add the framework's scene manifest to an Info.plist by hand.")
        }
        return [plist] + (try lookup.otherAppPlists(plist, at: at))
    }

    /// The scene manifest (one application-role configuration) inserted into
    /// each of `plists`, each with its own main storyboard when `storyboard`
    /// is true (`SceneManifestEditing.insertion`); a plist whose shape does
    /// not take the edit stops the writer.
    static func manifestEdits(_ plists: [AppDelegateMigration.Plist], at: Int, delegateClass: String, configurationName: String,
                              moduleQualified: Bool, sceneClass: String? = nil, storyboard: Bool = true) throws(SceneStop) -> [Edit] {
        var edits: [Edit] = []
        for p in plists {
            guard !p.facts.hasSceneManifest,
                  let e = SceneManifestEditing.insertion(path: p.path, bytes: p.bytes, delegateClass: delegateClass,
                                                         storyboard: storyboard ? p.facts.mainStoryboard : nil, configurationName: configurationName,
                                                         moduleQualified: moduleQualified, sceneClass: sceneClass) else {
                throw SceneStop(token: at, message: AppDelegateMigration.Message.plistShape(p.path))
            }
            edits.append(e)
        }
        return edits
    }

    /// `head (review: reasons).` in at most 160 characters: all reasons while
    /// they fit, else the first and a count.
    static func withReasons(_ head: String, _ reasons: [String]) -> String {
        let all = head + " (review: " + reasons.joined(separator: ", ") + ")."
        if all.count <= 160 { return all }
        let first = head + " (review: \(reasons[0]); \(reasons.count - 1) more)."
        if reasons.count > 1, first.count <= 160 { return first }
        return head + " (review: \(reasons.count) reason\(reasons.count == 1 ? "" : "s"), in the findings below)."
    }

    /// The one-sentence finding at a framework app's delegate (≤ 160 characters).
    static func message(_ fw: AppFramework) -> String {
        let label = fw.label
        let target = fw.sceneSupportVersion
        switch (fw.kind, fw.hasSceneSupport) {
        case (.flutter, true?):
            return "\(label) supports scenes: run `flutter build ios` (its migrator) or adopt FlutterImplicitEngineDelegate and FlutterSceneDelegate by hand."
        case (.flutter, _):
            return "\(label) app: upgrade to Flutter 3.38+ and run `flutter build ios`, whose migrator adopts scenes; no generic scene delegate."
        case (.reactNative, true?):
            return "\(label) supports scenes: move the start to a SceneDelegate calling startReactNative(withModuleName:in:connectionOptions:)."
        case (.reactNative, _):
            return "\(label) app: upgrade to React Native \(target.major).\(target.minor)+ and adopt its template's SceneDelegate; a generic one loses cold-start links."
        case (.expo, _) where fw.generatedNativeFolder:
            return "\(label) with a generated ios/ folder: upgrade to SDK 58+ (or set ios.enableSceneSupport on SDK 57) in the config, not in ios/."
        case (.expo, true?):
            return "\(label) supports scenes: add an ExpoAppSceneDelegate subclass and drop the window block from the app delegate."
        case (.expo, _):
            return "\(label) app: upgrade to Expo SDK 58+ (or set expo-build-properties ios.enableSceneSupport on SDK 57); no generic scene delegate."
        case (.capacitor, true?):
            return "\(label) supports scenes: run `npx cap migrate` for its SceneDelegate with CAPBridgeViewController and SceneDelegateProxy."
        case (.capacitor, _):
            return "\(label) app: upgrade @capacitor/ios to 8.5+ and run `npx cap migrate`, which adds its scene delegate; no generic migration."
        }
    }

    /// What the framework's manifest names, for scene-manifest-missing.
    static func manifestHint(_ fw: AppFramework) -> String {
        switch fw.kind {
        case .flutter: return "FlutterSceneDelegate, via `flutter build ios` on 3.38+"
        case .reactNative: return "the React Native 0.88 template's SceneDelegate"
        case .expo: return "an ExpoAppSceneDelegate subclass, SDK 58+"
        case .capacitor: return "from `npx cap migrate` on 8.5+"
        }
    }
}

/// What the Flutter and Capacitor shape writers share: reading the app
/// delegate's tokens.
protocol FrameworkShapeWriter {
    var file: FileContext { get }
}

extension FrameworkShapeWriter {
    var tree: SyntaxTree { file.tree }

    /// The tokens of `r` without trivia, joined (`GeneratedPluginRegistrant.register(with:self)`).
    func compact(_ r: ClosedRange<Int>) -> String { r.map { tree.text($0) }.joined() }

    /// Uses of the app delegate's `window` (bare or `self.window`) in `r`.
    func windowUses(in r: ClosedRange<Int>) -> [Int] {
        r.filter { i in
            guard tree.kind(i) == .identifier, tree.is(i, "window") else { return false }
            return tree.isNameUse(i) || (tree.kind(i - 1) == .period && tree.is(i - 2, "self"))
        }
    }
}
