import SwiftTree
import UnfoldKit

/// ## What it does
/// Moves a UIKit app without scenes to the scene life cycle by bridging, not
/// moving: the window code stays in the app delegate. The statements of
/// `application(_:didFinishLaunchingWithOptions:)` (or
/// `applicationDidFinishLaunching(_:)`) that create or read the window, call a
/// member method that does, or read a value assigned by such a statement (in
/// order; with the locals that only feed them) go into a new app-delegate
/// method `installRootUI(in:)` (another name when the class already has one),
/// with the window creation replaced by its parameter. A new
/// `SceneDelegate.swift` (same imports, indentation, line endings; when an
/// Xcode target that lists its files builds the app delegate, the class goes
/// after the app delegate in its own file instead, since a new file would be
/// in no target) creates
/// `UIWindow(windowScene:)` (or the app's `UIWindow` subclass), assigns it to
/// its own `window` and to the app delegate's window property, so every reader
/// of `appDelegate.window` keeps working, and calls the install method. A
/// storyboard app hands over the window UIKit loaded. The scene life-cycle
/// callbacks call the app delegate's existing methods; only empty (template)
/// ones are removed. URL, user-activity and shortcut handlers get scene
/// bridges, and a cold launch's `connectionOptions` (URL contexts, user
/// activities, shortcut item) are forwarded to them. The app delegate gets `application(_:configurationForConnecting:options:)`;
/// the Info.plist of each app target (and build configuration) that builds
/// the app delegate gets the `UIApplicationSceneManifest` (or the
/// configuration an empty manifest lacks), as text in its own indentation.
/// Window code in willFinishLaunching is bridged the same way when
/// didFinishLaunching has none and does not use what it sets up (review:
/// didFinishLaunching's work now runs first); otherwise a finding.
/// The launch method may be in another file's extension of the app delegate:
/// the migration runs in that file, and life-cycle methods and handlers that
/// other files of the same app declare are bridged by name.
/// docs/scene-migration.md explains the design.
///
/// An app built with React Native, Expo, Flutter or Capacitor (the project
/// model reads `package.json` and its lockfiles, `ios/Podfile.lock`,
/// `pubspec.yaml` and `pubspec.lock`; without them the app delegate's
/// superclass or imports tell) is never migrated the generic way: each
/// framework starts its engine, plugins and links from its own delegate
/// classes, and a generic scene delegate leaves plugins without events or
/// loses cold-start links. React Native 0.88+ gets its own shape: the factory
/// setup and `startReactNative(withModuleName:in:connectionOptions:)` move to a
/// new SceneDelegate that makes `UIWindow(windowScene:)` and sends URL and
/// activity events to `RCTLinkingManager`; the app's `ReactNativeDelegate`
/// stays. Expo SDK 58+: the app delegate keeps its factory, adopts
/// `ExpoReactNativeFactoryProvider` and loses its window block; the new
/// SceneDelegate subclasses `ExpoAppSceneDelegate`. Launch work that uses the
/// window moves after the start when it uses nothing else of the app delegate,
/// else no fix; launch-options reads and custom URL handlers are reported at
/// their lines. Otherwise a finding at the app delegate names the framework,
/// its detected version, the version with scene support (React Native 0.88,
/// Expo SDK 58, Flutter 3.38, Capacitor 8.5) and the framework's own path:
/// `flutter build ios` (Flutter's migrator), `npx cap migrate`, the React
/// Native 0.88 template's SceneDelegate, Expo's `ExpoAppSceneDelegate` or, for
/// a generated `ios/` folder, the app config. docs/frameworks.md.
/// At or above that version the framework's own shape is written instead.
/// Flutter 3.38+ (what its migrator writes, for delegates that differ from the
/// template by lines too): the `FlutterAppDelegate` subclass adopts
/// `FlutterImplicitEngineDelegate`,
/// `GeneratedPluginRegistrant.register(with: self)` moves to `didInitializeImplicitFlutterEngine(_:)` on
/// `engineBridge.pluginRegistry`, a method channel built on
/// `window?.rootViewController as! FlutterViewController` moves with it on
/// `engineBridge.applicationRegistrar.messenger()`, and Info.plist gets the
/// `flutter` configuration naming `FlutterSceneDelegate` and the main
/// storyboard (no scene delegate file, no window in code). Capacitor 8.5+
/// (its template's shape): a new SceneDelegate.swift whose willConnectTo
/// creates `UIWindow(windowScene:)` with `CAPBridgeViewController()` (the
/// app's own subclass when the project has exactly one, or when
/// didFinishLaunching built the window with it: those lines move) and
/// forwards connection, URL contexts and user activities to
/// `SceneDelegateProxy.shared`, and the manifest naming it. Code these shapes
/// cannot carry (other window reads at launch, an engine of the app's own,
/// URL logic beside `ApplicationDelegateProxy`, life-cycle code and
/// app-delegate overrides UIKit no longer calls, window reads in other
/// members) is reported at its line: no fix, or a review fix when it stays
/// valid but no longer runs.
///
/// ## Why
/// Apps built with the iOS 27 SDK must adopt the scene life cycle or they fail
/// to launch (TN3187; "Transitioning to the UIKit scene-based life cycle").
/// Under scenes UIKit stops calling the app delegate's life-cycle, URL,
/// user-activity and shortcut methods, and windows belong to window scenes,
/// which is also what resizable windows and iPhone Duo build on. Real window
/// code reads the app delegate's own state (private members, coordinators,
/// `self` as a delegate): kept in its type, it compiles as it is.
///
/// ## Example
/// ```diff
///  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///      Theme.apply()
/// -    window = UIWindow(frame: UIScreen.main.bounds)
/// +    return true
/// +}
/// +
/// +/// Called by SceneDelegate when its window scene connects: the window setup that ran in didFinishLaunching.
/// +func installRootUI(in sceneWindow: UIWindow) {
/// +    window = sceneWindow
///      window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
///      window?.makeKeyAndVisible()
/// -    return true
///  }
/// ```
/// plus `application(_:configurationForConnecting:options:)` naming the new
/// class, a new SceneDelegate.swift whose `scene(_:willConnectTo:options:)`
/// does `let window = UIWindow(windowScene: windowScene)`, `self.window =
/// window`, `appDelegate.window = window`, `appDelegate.installRootUI(in:
/// window)`, and the scene manifest in Info.plist.
///
/// ## Fix safety
/// Safe when the window code was the last launch work: the install method is
/// in the same type, so it compiles by construction, and it runs in the same
/// order relative to the rest. Review when launch work that followed the
/// window code now runs before it (it may reach the window indirectly), and
/// when URL, user-activity or shortcut handlers are bridged (the URL handler
/// gets no open options, the user-activity handler an empty restoration
/// handler, and the scene, not the app, calls the shortcut handler). Review too
/// when launch code (or an app-delegate helper it calls) reads the windows
/// through `application.windows`, `keyWindow` or `delegate?.window`: it goes
/// into the install method, a finding at each site (a `keyWindow` read that no
/// `makeKeyAndVisible` precedes is refused there). The same holds for
/// functions of other types, in any file of the app, that the launch code
/// calls (a `WindowManager` whose `start()` sets
/// `UIApplication.shared.windows.first?.rootViewController`): the finding at
/// the call names each site (file:line); one that creates a window there is
/// refused, since that window would have no scene. And when the app delegate
/// implements state restoration (a finding naming
/// `stateRestorationActivity(for:)`). Review too when launch work that used
/// to see a window (all of a storyboard app's; in a programmatic app what came
/// after the window code) passes the app delegate out as a call argument:
/// code unfold cannot follow may read `window` there, and under scenes the
/// window exists only once the scene connects. Refused (a finding at `self`)
/// when there is evidence it does: the app delegate adopts a project protocol
/// that requires `window`, or the argument label names a window. Not fixed (a
/// finding at the line, with the manual step): window code in a conditional
/// that leaves the launch method, a local shared by window code and other
/// launch work, window code reading `launchOptions`, a window created outside
/// the launch method and its helpers or
/// assigned from an expression unfold cannot create from the scene, a
/// `UIWindow` subclass with its own designated initializers, a window
/// property closure unfold cannot inline, binary or missing plists. An app
/// target whose Info.plist is generated from build settings gets a new
/// Info.plist holding only the manifest and `INFOPLIST_FILE` in each of its
/// configurations (one line in the pbxproj, review); when its settings already
/// generate a scene manifest (no configurations), configurationForConnecting
/// names the scene delegate and no plist is written (review).
/// Below iOS 13 the migration is mixed (review): an `@available(iOS 13.0, *)`
/// scene delegate and configurationForConnecting, and an `if
/// #unavailable(iOS 13.0)` window path in the launch method. `launchOptions` uses get the
/// `connectionOptions` replacement. Apps already on scenes, SwiftUI `App`
/// life cycles, secondary windows, test targets and non-iOS app delegates are
/// not touched.
public struct AppDelegateWindow: CollectingTransform {
    public var id: String { "app-delegate-window" }
    public var summary: String { "AppDelegate window setup → a scene delegate, configurationForConnecting and the Info.plist scene manifest." }
    public var fixSafety: FixSafety { .safe }

    public init() {}

    /// Only a file that declares an application delegate (or an extension of one) (`Transform.mayFire`).
    public func mayFire(in file: FilePreview) -> Bool { file.declaresSubtype(ofAnyOf: Self.delegateProtocol) }
    private static let delegateProtocol: Set<String> = ["UIApplicationDelegate"]

    /// What other files say about app delegates.
    public struct Facts: Sendable, Equatable, Codable {
        /// Types named by `@UIApplicationDelegateAdaptor(X.self)` (a SwiftUI app owns them).
        var delegateAdaptors: [String]
        /// Types (classes or extensions) that declare a member named like an install method unfold would add.
        var installNameOwners: [String]
        /// Window-like classes (`…Window…` in the name or inheritance) that declare designated initializers.
        var windowClassesWithInits: [String]
        /// Protocols that require a `window` property (a window provider the app delegate may be handed out as).
        var windowProtocols: [String] = []
        /// App-delegate members whose file matters (`SceneProject.delegateMembers`).
        var delegateMembers: [String] = []
        /// Functions that reach or create a window through UIApplication or a delegate (`SceneProject.windowReaders`).
        var windowReaders: [String] = []
        /// Root-UI installs in a window reached through UIApplication or a delegate (`SceneProject.windowInstalls`).
        var windowInstalls: [String] = []
    }

    public func collect(path: String, tree: SyntaxTree) -> Facts? {
        let facts = Facts(delegateAdaptors: SceneProject.delegateAdaptors(tree),
                          installNameOwners: SceneProject.membersNamed(AppDelegateMigration.installNames, tree),
                          windowClassesWithInits: SceneProject.windowClassesWithInits(tree),
                          windowProtocols: SceneProject.windowProtocols(tree),
                          delegateMembers: SceneProject.delegateMembers(tree),
                          windowReaders: SceneProject.windowReaders(tree),
                          windowInstalls: SceneProject.windowInstalls(tree))
        return facts.delegateAdaptors.isEmpty && facts.installNameOwners.isEmpty && facts.windowClassesWithInits.isEmpty
            && facts.windowProtocols.isEmpty && facts.delegateMembers.isEmpty && facts.windowReaders.isEmpty
            && facts.windowInstalls.isEmpty ? nil : facts
    }

    public func findings(in file: FileContext) -> [Finding] {
        let index = file.index
        guard file.tree.decls.contains(where: { ($0.kind == .class || $0.kind == .extension) && $0.parent == nil }),
              index.lifeCycle(for: file.path) == .uikitWithoutScenes, !file.isTestSource, !file.tree.imports("AppKit") else { return [] }
        // The run's collected facts, read only for a file with an app delegate
        // (reading them casts every entry: too slow for every file).
        var cachedCollected: [(path: String, facts: Facts)]? = nil
        var out: [Finding] = []
        let classes = Set(file.tree.decls.filter { $0.kind == .class && $0.parent == nil }.map(\.name))
        for (d, decl) in file.tree.decls.enumerated() where decl.parent == nil && decl.body >= 0 {
            // The class, or (the class declared in another file) the first extension here that declares the launch method.
            if decl.kind == .extension {
                guard !classes.contains(decl.name), index.declaredTypes.contains(decl.name) else { continue }
                let own = file.tree.extensions(of: decl.name)
                guard own.first(where: { Self.declaresLaunch(file.tree, children: file.tree.children(of: $0)) }) == d else { continue }
            } else if decl.kind != .class {
                continue
            }
            guard index.inherits(decl.name, fromAnyOf: ["UIApplicationDelegate"]) else { continue }
            // A React Native, Expo, Flutter or Capacitor app: the framework's own migration, never the generic one (issue 21).
            if let fw = SceneFrameworks.framework(of: decl, in: file) {
                if !Self.isNonIOSOnly(decl.start, file.tree) { out += SceneFrameworks.findings(delegate: d, fw, in: file) }
                continue
            }
            let collected = cachedCollected ?? index.facts(for: self)
            cachedCollected = collected
            let facts = collected.map(\.facts)
            if facts.contains(where: { $0.delegateAdaptors.contains(decl.name) }) { continue }
            if Self.isNonIOSOnly(decl.start, file.tree) { continue }
            let external = Self.externalMembers(of: decl.name, collected.filter { Self.sameApp($0.path, file.path, index) }, except: file.path)
            // A class whose launch method another file declares is migrated there.
            if decl.kind == .class, external.members.keys.contains(where: { $0 == "application:didFinishLaunchingWithOptions" || $0 == "applicationDidFinishLaunching" }) {
                continue
            }
            var migration = AppDelegateMigration(file: file, delegate: d,
                                                  takenInstallNames: Set(facts.flatMap(\.installNameOwners).filter { $0.hasPrefix(decl.name + ".") }.map { String($0.dropFirst(decl.name.count + 1)) }),
                                                  windowClassesWithInits: Set(facts.flatMap(\.windowClassesWithInits)),
                                                  windowProtocols: Set(facts.flatMap(\.windowProtocols)))
            migration.delegate.external = external.members
            migration.delegate.externalWindow = external.window
            migration.externalHelpers = external.helpers
            let app = collected.filter { Self.sameApp($0.path, file.path, index) || $0.path == file.path }
            migration.delegate.windowReaders = Self.windowReaders(except: decl.name, app)
            migration.windowInstalls = Self.windowInstalls(except: decl.name, app)
            out += migration.run()
        }
        return out
    }

    /// Whether two files are built into the same app (`ProjectIndex.apps(for:)`):
    /// repositories with several apps name each app delegate `AppDelegate`.
    static func sameApp(_ a: String, _ b: String, _ index: ProjectIndex) -> Bool {
        let x = index.apps(for: a), y = index.apps(for: b)
        return !x.isEmpty && x.contains { app in y.contains { $0.name == app.name && $0.project == app.project } }
    }

    /// Whether `children` declare didFinishLaunching or applicationDidFinishLaunching.
    static func declaresLaunch(_ tree: SyntaxTree, children: [Int]) -> Bool {
        children.contains { m in
            let key = tree.decls[m].kind == .func ? SceneAppDelegate.externalKey(tree, m) : nil
            return key == "application:didFinishLaunchingWithOptions" || key == "applicationDidFinishLaunching"
        }
    }

    /// What other files declare on `type`: bridged or checked methods, a window property, helpers that touch the window.
    static func externalMembers(of type: String, _ collected: [(path: String, facts: Facts)], except path: String)
        -> (members: [String: (path: String, isPrivate: Bool)], window: (name: String, cls: String, creates: Bool, path: String)?, helpers: [String: String]) {
        var members: [String: (path: String, isPrivate: Bool)] = [:]
        var window: (name: String, cls: String, creates: Bool, path: String)?
        var helpers: [String: String] = [:]
        for (p, f) in collected where p != path {
            for entry in f.delegateMembers {
                let parts = entry.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 3, parts[0] == type else { continue }
                if parts[1].hasPrefix("var:") {
                    let v = parts[1].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                    guard v.count == 4, window == nil || v[1] == "window" else { continue }
                    window = (v[1], v[2], v[3] == "init", p)
                } else if parts[1].hasPrefix("touches:") {
                    helpers[String(parts[1].dropFirst(8))] = p
                } else {
                    members[parts[1]] = (p, parts[2] == "private")
                }
            }
        }
        return (members, window, helpers)
    }

    /// Functions of other types in the app (any file, this one too) that reach
    /// or create a window without naming the app delegate's property.
    static func windowReaders(except delegateType: String, _ collected: [(path: String, facts: Facts)]) -> [SceneAppDelegate.WindowReader] {
        var out: [SceneAppDelegate.WindowReader] = []
        for (p, f) in collected {
            for entry in f.windowReaders {
                let parts = entry.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 4, parts[0] != delegateType, let line = Int(parts[2]) else { continue }
                out.append(SceneAppDelegate.WindowReader(type: parts[0], name: parts[1], path: p, line: line, kind: parts[3]))
            }
        }
        return out
    }

    /// Root-UI installs through the app's windows in types other than the app delegate.
    static func windowInstalls(except delegateType: String, _ collected: [(path: String, facts: Facts)]) -> [AppDelegateMigration.WindowInstall] {
        var out: [AppDelegateMigration.WindowInstall] = []
        for (p, f) in collected {
            for entry in f.windowInstalls {
                let parts = entry.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 5, parts[0] != delegateType, let line = Int(parts[1]), let offset = Int(parts[2]), let column = Int(parts[3]) else { continue }
                out.append(.init(path: p, line: line, offset: offset, column: column, via: parts[4]))
            }
        }
        return out
    }

    /// Inside a branch of `#if` that iOS never compiles (`#if os(tvOS)`, the
    /// `#else` of `#if os(iOS)`, …: `SyntaxTree.nonIOSRanges()`).
    static func isNonIOSOnly(_ at: Int, _ tree: SyntaxTree) -> Bool {
        tree.nonIOSRanges().holds(Int(tree.tokens[at].start))
    }
}

/// One app delegate's migration: finds the Info.plist, recognises the window
/// setup (`SceneWindowSetup`), writes the scene delegate (`SceneDelegateSource`),
/// the app delegate's install method and edits, and adds the scene manifest
/// (`SceneManifestEditing`).
struct AppDelegateMigration {
    let file: FileContext
    var delegate: SceneAppDelegate
    /// Member methods of the delegate in other files that read or create a window: name → path.
    var externalHelpers: [String: String] = [:]
    /// Root-UI installs through the app's windows in other types of the app (`SceneProject.windowInstalls`).
    var windowInstalls: [WindowInstall] = []

    /// `SceneProject.windowInstalls`, with its file.
    struct WindowInstall {
        var path: String
        var line: Int
        var offset: Int
        var column: Int
        /// `windows`, `keyWindow` or `window` (a delegate's).
        var via: String
    }
    /// Install-method names other files already declare on this class.
    let takenInstallNames: Set<String>
    let windowClassesWithInits: Set<String>
    /// Protocols in the project that require `window`.
    let windowProtocols: Set<String>
    var findings: [Finding] = []
    /// Set when something needs a human: the fix becomes review, with these reasons.
    var reviewReasons: [String] = []
    /// The deployment target is below iOS 13: a mixed migration.
    var iOS13Only = false

    /// The install method's name: the first one the class does not declare.
    static let installNames = ["installRootUI", "installSceneRootUI", "installRootUIInSceneWindow"]

    init(file: FileContext, delegate: Int, takenInstallNames: Set<String>, windowClassesWithInits: Set<String>, windowProtocols: Set<String> = []) {
        self.file = file
        self.delegate = SceneAppDelegate(path: file.path, tree: file.tree, d: delegate)
        self.takenInstallNames = takenInstallNames
        self.windowClassesWithInits = windowClassesWithInits
        self.windowProtocols = windowProtocols
    }

    var tree: SyntaxTree { file.tree }
    var decl: Decl { delegate.decl }
    var className: String { delegate.className }

    func note(_ at: Int, _ message: String) -> Finding { file.finding(at: at, message) }

    /// The target's Info.plist, which the manifest goes into.
    struct Plist {
        var path: String
        var bytes: [UInt8]
        var facts: PlistFacts
        /// A new Info.plist for an app whose plist is generated from build settings, with the pbxproj lines naming it.
        var generated: SceneGeneratedPlist? = nil
    }

    /// The new scene delegate's file and the edits of the fix.
    struct Change {
        var edits: [Edit] = []
        /// Empty life-cycle methods: their template comments may go with them.
        var emptyMethods: [FileRange] = []
        /// Where the scene delegate goes: a new file, or the delegate's own
        /// (`SceneDelegatePlacement`).
        var newPath = ""
        /// New files: the scene delegate's, an Info.plist holding only the manifest.
        var creations: [FileCreation] = []
    }

    mutating func run() -> [Finding] {
        let at = decl.nameToken >= 0 ? decl.nameToken : decl.keyword
        do throws(SceneStop) {
            let plist = try targetPlist(at)
            let otherPlists = plist.generated == nil ? try otherAppPlists(plist, at: at) : []
            if let g = plist.generated {
                if g.manifestGenerated, let sb = g.storyboard {
                    throw SceneStop(token: at, message: Message.generatedManifestStoryboard(className, sb))
                }
                reviewReasons.append(g.manifestGenerated ? "the generated scene manifest has no configurations, so configurationForConnecting names the delegate"
                                     : "INFOPLIST_FILE added to \(g.targetNames.joined(separator: " and "))")
            }
            try checkExternal(at: at, SceneWindowSetup(delegate: delegate, index: file.index))
            var setup = try windowSetup(at: at, storyboard: plist.facts.mainStoryboard)
            reportLaunchOptions(setup.launchMethod)
            if let did = setup.didFinish { reportLaunchOptions(did) }
            let sceneName = sceneDelegateName()
            if sceneName != "SceneDelegate" {
                findings.append(note(at, "A type named SceneDelegate already exists, so the new scene delegate is called \(sceneName)."))
            }
            setup.parameter = parameterName(setup)
            reviewReasons += setup.reviewReasons
            if let (major, minor) = file.deploymentTarget, major < 13 {
                if plist.facts.mainStoryboard != nil, !setup.hasWindowProperty, setup.hasInstallCode {
                    throw SceneStop(token: at, message: Message.noWindowPropertyBelow13(major, minor))
                }
                iOS13Only = true
                // Only window code that went into the install method leaves an iOS 12 path
                // in the launch method; a storyboard app without it keeps UIKit's own window there.
                reviewReasons.append(setup.hasInstallCode ? "iOS \(major).\(minor) keeps a window path in the launch method"
                                     : "on iOS \(major).\(minor) the app still runs without scenes")
            } else if file.deploymentTarget == nil {
                // RULES: an unknown target is the lowest plausible one. Scene code
                // written for iOS 13 would not compile below it, and the mixed
                // migration would be noise above it: no fix until the target is known.
                throw SceneStop(token: at, message: EffectiveTarget(file).unknownTargetMessage(Message.unknownTarget))
            }
            let restoration = stateRestorationMethods()
            if !restoration.isEmpty {
                reviewReasons.append("app-delegate state restoration is not called under scenes")
            }
            // Installs through the app's windows that the calls followed from
            // launch did not reach (a protocol-typed receiver, a stored closure):
            // they may run before the scene's window exists.
            let handled = Set(setup.statements.flatMap { setup.externalWindowSites($0) }.map { "\($0.reader.path):\($0.reader.line)" })
            let unhandled = windowInstalls.filter { !handled.contains("\($0.path):\($0.line)") }
            if !unhandled.isEmpty {
                reviewReasons.append(Message.untracedInstallReason)
            }
            let change = try sceneDelegate(SceneDelegateSource(delegate: delegate, name: sceneName), setup, plists: [plist] + otherPlists)
            findings.insert(finding(at, change, sceneName: sceneName, plistPath: ([plist] + otherPlists).map(\.path).joined(separator: " and ")), at: 0)
            findings += setup.notes.map { note($0.0, $0.1) }
            findings += restoration.map { note($0, Message.stateRestoration) }
            findings += unhandled.map {
                Finding(ruleID: "", path: $0.path, offset: $0.offset, line: $0.line, column: $0.column, message: Message.untracedInstall($0.via, sceneName))
            }
        } catch {
            findings.append(note(error.token, error.message))
        }
        return findings
    }

    /// The Info.plist of the delegate's target (an iOS 13+ one, as XML).
    func targetPlist(_ at: Int) throws(SceneStop) -> Plist {
        // The app targets generate their Info.plist: a new one with the manifest, named in their build settings.
        switch SceneGeneratedPlist.plan(for: file.path, index: file.index) {
        case .success(let g)?:
            var facts = PlistFacts(path: g.path, bytes: g.skeleton)
            facts.mainStoryboard = g.storyboard
            return Plist(path: g.path, bytes: g.skeleton, facts: facts, generated: g)
        case .failure(let f)?:
            throw SceneStop(token: at, message: Message.generatedPlistBlocked(className, f.reason))
        case nil:
            break
        }
        guard let plistPath = file.index.infoPlist(for: file.path), let plistBytes = file.index.otherFiles[plistPath],
              let facts = file.index.plistFacts(plistPath) else {
            if file.index.projects(for: file.path).contains(where: \.generatesInfoPlist) {
                throw SceneStop(token: at, message: Message.generatedPlist(className))
            }
            throw SceneStop(token: at, message: Message.noPlist(className))
        }
        if facts.isBinary { throw SceneStop(token: at, message: Message.binaryPlist(plistPath)) }
        // An app extension's Info.plist (it has `NSExtension`) never gets the
        // app's scene manifest: the app's own plist was not found (Loop's Learn
        // app, whose Info.plist no target names, got its widget's).
        if ByteSearch.contains(Array("<key>NSExtension</key>".utf8), in: plistBytes) {
            throw SceneStop(token: at, message: Message.extensionPlist(className, Self.shortPath(plistPath), local: localAppPlist().map(Self.shortPath)))
        }
        return Plist(path: plistPath, bytes: plistBytes, facts: facts)
    }

    /// The closest Info.plist in the app delegate's folder or above it that is
    /// not an app extension's (Loop's Learn/Info.plist, which no target names).
    func localAppPlist() -> String? {
        func directory(_ path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "." }
            let d = String(path[..<slash])
            return d.isEmpty ? "/" : d
        }
        var d = directory(file.path)
        while true {
            let here = file.index.otherFiles.keys.filter { PlistFacts.isInfoPlist($0) && directory($0) == d }.sorted()
            if let p = here.first(where: { !ByteSearch.contains(Array("<key>NSExtension</key>".utf8), in: file.index.otherFiles[$0]!) }) { return p }
            if d == "." || d == "/" || d.isEmpty { return nil }
            d = directory(d)
        }
    }

    /// The last two components of a path (`Learn/Info.plist`).
    static func shortPath(_ p: String) -> String {
        p.split(separator: "/").suffix(2).joined(separator: "/")
    }

    /// The Info.plists of the other application targets (or build
    /// configurations) that build the app delegate: each gets the manifest
    /// too, or that app launches without scenes (OpenDocument's Lite app).
    func otherAppPlists(_ primary: Plist, at: Int) throws(SceneStop) -> [Plist] {
        var out: [Plist] = []
        for path in file.index.appInfoPlists(for: file.path) where path != primary.path {
            guard let bytes = file.index.otherFiles[path], let facts = file.index.plistFacts(path), !facts.hasSceneConfigurations else { continue }
            if facts.isBinary { throw SceneStop(token: at, message: Message.binaryPlist(path)) }
            // One scene delegate serves both: either both load a storyboard window or neither does.
            if (facts.mainStoryboard != nil) != (primary.facts.mainStoryboard != nil) {
                throw SceneStop(token: at, message: Message.storyboardInOnePlist(primary.facts.mainStoryboard != nil ? primary.path : path,
                                                                                 primary.facts.mainStoryboard != nil ? path : primary.path))
            }
            out.append(Plist(path: path, bytes: bytes, facts: facts))
        }
        return out
    }

    /// The window code: the launch method's statements, a helper, the window property.
    func windowSetup(at: Int, storyboard: String?) throws(SceneStop) -> SceneWindowSetup {
        var setup = SceneWindowSetup(delegate: delegate, index: file.index)
        setup.preferWillFinishLaunching()
        try setup.collectStatements()
        try setup.checkDidFinishAfterWindow()
        try setup.collectWindowProperty()
        try setup.routeWindowReads(storyboard: storyboard != nil)
        if !setup.hasWindowCode && storyboard == nil {
            throw SceneStop(token: at, message: Message.noWindowSetup(className))
        }
        try setup.checkWillFinishLaunching()
        try setup.checkWindowAssignments()
        try setup.checkUnhandledCreations()
        try setup.checkSubclassInit(declaringInits: windowClassesWithInits, at: at)
        try setup.checkSelfHandedOut(windowProvider: !windowProtocols.isEmpty && file.index.inherits(className, fromAnyOf: windowProtocols), storyboard: storyboard != nil)
        if setup.windowClass != "UIWindow", !file.index.declaredTypes.contains(setup.windowClass) {
            throw SceneStop(token: at, message: Message.unknownWindowClass(setup.windowClass))
        }
        try setup.checkExternalCreations()
        return setup
    }

    /// Members of the delegate that other files declare: life-cycle methods and
    /// handlers are bridged by name (they must not be private); what unfold
    /// would have to edit or check there stops the fix.
    mutating func checkExternal(at: Int, _ setup: SceneWindowSetup) throws(SceneStop) {
        let ext = delegate.external
        if setup.windowProperty == nil, let w = delegate.externalWindow, w.creates {
            throw SceneStop(token: at, message: Message.externalWindowInit(className, w.name, Self.fileName(w.path)))
        }
        if let wf = ext["application:willFinishLaunchingWithOptions"], delegate.method("application", label: "willFinishLaunchingWithOptions") == nil {
            throw SceneStop(token: at, message: Message.externalWillFinish(className, Self.fileName(wf.path)))
        }
        let bridged = Set(SceneAppDelegate.lifeCycleMethods.map(\.0) + ["application:open", "application:continue", "application:performActionFor"])
        for (key, m) in ext.sorted(by: { $0.key < $1.key }) where m.isPrivate && bridged.contains(key) {
            throw SceneStop(token: at, message: Message.externalPrivate(className, key, Self.fileName(m.path)))
        }
        if let df = setup.launchMethod, tree.decls[df].body >= 0, tree.partner[tree.decls[df].body] >= 0 {
            for i in tree.decls[df].body...Int(tree.partner[tree.decls[df].body])
            where tree.kind(i) == .identifier && tree.kind(i + 1) == .leftParen && !tree.startsLine(i + 1)
                && (tree.isNameUse(i) || tree.kind(i - 1) == .period && tree.is(i - 2, "self")) {
                if let path = externalHelpers[tree.text(i)], delegate.method(tree.text(i)) == nil {
                    throw SceneStop(token: i, message: Message.externalHelper(tree.text(i), Self.fileName(path)))
                }
            }
        }
        if ext.keys.contains(where: { $0.hasPrefix("application:should") || $0 == "application:viewControllerWithRestorationIdentifierPath" }),
           !reviewReasons.contains("app-delegate state restoration is not called under scenes") {
            reviewReasons.append("app-delegate state restoration is not called under scenes")
        }
    }

    static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    /// The install method's parameter: `sceneWindow` unless the moved code already uses that name.
    func parameterName(_ setup: SceneWindowSetup) -> String {
        for name in ["sceneWindow", "connectedWindow", "windowOfScene"] where !setup.statements.contains(where: { tree.mentions(name, in: $0) }) {
            return name
        }
        return "unfoldSceneWindow"
    }

    /// The install method's name: not declared by the class or its extensions anywhere.
    func installName() -> String {
        let taken = delegate.memberNames().union(takenInstallNames)
        return Self.installNames.first { !taken.contains($0) } ?? "unfoldInstallRootUI"
    }

    /// The new file and the app delegate's edits: moved statements removed,
    /// the install method and configurationForConnecting added after the
    /// launch method, empty life-cycle methods removed, the others bridged.
    mutating func sceneDelegate(_ source: SceneDelegateSource, _ setup: SceneWindowSetup, plists: [Plist]) throws(SceneStop) -> Change {
        let plist = plists[0]
        var change = Change()
        let install = setup.hasInstallCode ? installName() : nil
        let storyboard = plist.facts.mainStoryboard != nil
        for (k, group) in setup.groups.enumerated() {
            var replacement: [UInt8] = []
            // Below iOS 13 the launch method keeps a window path where the window code was.
            if iOS13Only, k == 0, let install {
                let indent = tree.indentation(ofLineContaining: Int(tree.tokens[group.lowerBound].start))
                replacement = Array(source.legacyWindowPath(setup, install: install, indent: indent, storyboard: storyboard).utf8)
            }
            change.edits.append(Edit(path: file.path, range: setup.removalRange(group), replacement: replacement))
        }
        change.edits += setup.extraEdits
        var methods = lifeCycleMethods(source, into: &change)
        // UIKit calls sceneWillEnterForeground for a newly connected scene too,
        // so the bridged applicationWillEnterForeground now also runs at launch
        // (lockwise-ios's foreground action started biometrics a second time).
        if methods.contains(where: { $0.contains("applicationWillEnterForeground(") }) {
            reviewReasons.append("applicationWillEnterForeground now also runs at launch")
        }
        // Bridges for URL, user-activity and shortcut handlers.
        for bridge in source.bridges() {
            methods.append(bridge.text)
            reviewReasons.append(bridge.reviewReason)
        }
        var added = source.configurationMethod(iOS13Only: iOS13Only)
        if let install { added = source.installMethod(setup, name: install) + source.eol + added }
        change.edits.append(insertion(added, setup.launchMethod))
        let text = source.fileText(body: source.willConnectBody(setup, install: install, storyboard: storyboard), methods: methods, iOS13Only: iOS13Only)
        let placed = SceneDelegatePlacement.place(text, named: source.name, after: decl, in: file)
        change.newPath = placed.path
        change.edits += placed.edits
        change.creations += placed.creations
        for plist in plists {
            if let g = plist.generated {
                if g.manifestGenerated { continue }
                guard let e = SceneManifestEditing.insertion(path: g.path, bytes: g.skeleton, delegateClass: source.name, storyboard: g.storyboard) else {
                    throw SceneStop(token: decl.nameToken >= 0 ? decl.nameToken : decl.keyword, message: Message.plistShape(g.path))
                }
                var contents = g.skeleton
                contents.replaceSubrange(e.range, with: e.replacement)
                change.creations.append(FileCreation(path: g.path, contents: contents))
                change.edits += g.projectEdits
                continue
            }
            let plistEdit = plist.facts.hasSceneManifest
                ? SceneManifestEditing.completion(path: plist.path, bytes: plist.bytes, delegateClass: source.name, storyboard: plist.facts.mainStoryboard)
                : SceneManifestEditing.insertion(path: plist.path, bytes: plist.bytes, delegateClass: source.name, storyboard: plist.facts.mainStoryboard)
            guard let plistEdit else {
                throw SceneStop(token: decl.nameToken >= 0 ? decl.nameToken : decl.keyword, message: Message.plistShape(plist.path))
            }
            change.edits.append(plistEdit)
        }
        return change
    }

    /// Life-cycle methods: an empty one (the Xcode template's, comments only)
    /// goes with its comments; any other stays, and the scene delegate's
    /// version calls it.
    func lifeCycleMethods(_ source: SceneDelegateSource, into change: inout Change) -> [String] {
        var methods: [String] = []
        let lifeCycle = SceneAppDelegate.lifeCycleMethods.compactMap { old, new in delegate.method(old).map { ($0, old, new) } }.sorted { $0.0 < $1.0 }
        for (m, old, new) in lifeCycle {
            let md = tree.decls[m]
            if md.body >= 0, tree.statements(in: md.body).isEmpty {
                let removal = delegate.removal(of: m)
                change.edits.append(removal)
                change.emptyMethods.append(FileRange(path: file.path, range: removal.range))
            } else {
                methods.append(source.lifeCycleBridge(old, newName: new))
            }
        }
        // Declared in another file: bridged (whether empty is not known here, and calling an empty method is harmless).
        for (old, new) in SceneAppDelegate.lifeCycleMethods where delegate.method(old) == nil && delegate.external[old] != nil {
            methods.append(source.lifeCycleBridge(old, newName: new))
        }
        return methods
    }

    /// Text added after the launch method (else at the end of the class).
    func insertion(_ text: String, _ launch: Int?) -> Edit {
        if let df = launch {
            let endLine = tree.lineRange(of: tree.decls[df].end...tree.decls[df].end)
            return Edit(path: file.path, range: endLine.upperBound..<endLine.upperBound, replacement: Array((tree.lineEnding + text).utf8))
        }
        let close = Int(tree.partner[decl.body])
        let r = tree.lineRange(of: close...close)
        return Edit(path: file.path, range: r.lowerBound..<r.lowerBound, replacement: Array((tree.lineEnding + text).utf8))
    }

    /// The finding with the fix.
    func finding(_ at: Int, _ change: Change, sceneName: String, plistPath: String) -> Finding {
        let safety: FixSafety = reviewReasons.isEmpty ? .safe : .review
        var fix = Fix(safety: safety, title: "adopt the scene life cycle: \(sceneName) in \(change.newPath) hands its window to \(className), scene manifest in \(plistPath)",
                      edits: change.edits, creations: change.creations)
        fix.commentsMayGo = change.emptyMethods
        // One sentence of at most 160 characters: the reasons while they fit,
        // the shorter head next, then the first reason and a count.
        let long = "\(className) sets up its window without the scene life cycle, which the iOS 27 SDK requires"
        let short = "\(className) needs the scene life cycle"
        func with(_ head: String, _ reasons: [String], more: Int = 0) -> String {
            head + " (review: " + reasons.joined(separator: ", ") + (more > 0 ? "; \(more) more" : "") + ")"
        }
        let n = reviewReasons.count
        let message = n == 0 ? long
            : [with(long, reviewReasons), with(short, reviewReasons), with(short, [reviewReasons[0]], more: n - 1)].first { $0.count <= 159 }
                ?? "\(short) (review: \(n) reason\(n == 1 ? "" : "s"); see `unfold explain \(AppDelegateWindow().id)`)"
        return file.finding(at: at, message + ".", fix: fix)
    }

    /// `launchOptions` uses stay in the launch method, with the connectionOptions replacement.
    mutating func reportLaunchOptions(_ df: Int?) {
        guard let df, tree.decls[df].body >= 0, let name = delegate.launchOptionsName(df) else { return }
        let md = tree.decls[df]
        let range = md.body...Int(tree.partner[md.body])
        for i in tree.uses(of: name, in: range) {
            var key = ""
            var k = i + 1
            if tree.kind(k) == .postfixQuestion { k += 1 }
            if tree.kind(k) == .leftBracket, tree.kind(k + 1) == .period { key = tree.text(k + 2) }
            findings.append(note(i, Message.launchOption(key)))
        }
    }

    /// App-delegate state-restoration methods (their name tokens): UIKit does not call them under scenes.
    func stateRestorationMethods() -> [Int] {
        let labels = ["shouldSaveApplicationState", "shouldSaveSecureApplicationState", "shouldRestoreApplicationState",
                      "shouldRestoreSecureApplicationState", "viewControllerWithRestorationIdentifierPath"]
        return labels.compactMap { delegate.method("application", label: $0) }.map { m in
            let md = tree.decls[m]
            return md.nameToken >= 0 ? md.nameToken : md.keyword
        }.sorted()
    }

    func sceneDelegateName() -> String {
        for name in ["SceneDelegate", "WindowSceneDelegate", "AppSceneDelegate", "MainSceneDelegate"] {
            let path = SceneDelegatePlacement.siblingPath(of: file.path, named: name)
            let taken = file.index.declaredTypes.contains(name) || file.index.summaries[path] != nil || file.index.otherFiles[path] != nil
            if !taken { return name }
        }
        return "UnfoldSceneDelegate"
    }

    enum Message {
        static func noPlist(_ c: String) -> String {
            "\(c) sets up its window without scenes and no Info.plist was found; add the scene manifest and delegate by hand, or run unfold on the plist's folder."
        }
        static let unknownTarget = "This app delegate sets up its window without scenes; the scene code unfold writes needs iOS 13"
        static func noWindowPropertyBelow13(_ major: Int, _ minor: Int) -> String {
            "The deployment target is iOS \(major).\(minor) and this storyboard app has no window property for the iOS \(major) path; add `var window: UIWindow?`, then run unfold again."
        }
        static func generatedPlist(_ c: String) -> String {
            "\(c) sets up its window without scenes and its Info.plist is generated; add a partial Info.plist with the scene manifest, then run unfold again."
        }
        static func generatedPlistBlocked(_ c: String, _ reason: String) -> String {
            "\(c) needs the scene life cycle; its Info.plist is generated and \(reason): add the scene manifest by hand."
        }
        static func generatedManifestStoryboard(_ c: String, _ sb: String) -> String {
            "\(c) needs the scene life cycle; its build settings generate a scene manifest without \(sb).storyboard: add UISceneStoryboardFile by hand."
        }
        static func externalWindowInit(_ c: String, _ name: String, _ path: String) -> String {
            "\(c)'s \(name) is built in its initializer in \(path); move it beside the launch method, then run unfold again."
        }
        static func externalWillFinish(_ c: String, _ path: String) -> String {
            "\(c) implements willFinishLaunching in \(path), which unfold does not check for window code; move it beside the launch method, then run unfold again."
        }
        static func externalPrivate(_ c: String, _ key: String, _ path: String) -> String {
            let name = key.hasPrefix("application:") ? "application(_:\(key.dropFirst(12)):…)" : key + "(_:)"
            return "\(c)'s \(name) in \(path) is private, so the scene delegate cannot call it; make it internal, then run unfold again."
        }
        static func externalHelper(_ name: String, _ path: String) -> String {
            "This calls \(name)(), declared in \(path), which reads or creates a window; move it beside the launch method, then run unfold again."
        }
        static let untracedInstallReason = "other code installs the root UI through the app's windows"
        static func untracedInstall(_ via: String, _ scene: String) -> String {
            let through = via == "window" ? "a delegate's `window`" : "`\(via)`"
            return "This installs the root UI through \(through), which may run before the scene has a window; check it runs once \(scene) has connected."
        }
        static func extensionPlist(_ c: String, _ p: String, local: String?) -> String {
            if let local {
                let long = "\(c) needs the scene life cycle; no target builds it with \(local), and \(p) is an extension's: add the scene manifest by hand."
                return long.count <= 160 ? long : "\(c) needs the scene life cycle; no target builds it with \(local): add the scene manifest by hand."
            }
            return "\(c) needs the scene life cycle, but the only Info.plist found for it, \(p), is an app extension's; add the manifest to the app's by hand."
        }
        static func storyboardInOnePlist(_ with: String, _ without: String) -> String {
            "\(with) names a main storyboard and \(without), of another app building this delegate, does not; give both apps the same window setup by hand."
        }
        static func binaryPlist(_ p: String) -> String {
            "\(p) is a binary property list; convert it to XML (`plutil -convert xml1 \(p)`) and run unfold again."
        }
        static func noWindowSetup(_ c: String) -> String {
            "\(c) creates no window in its launch method or window property and has no UIMainStoryboardFile; adopt the scene life cycle by hand."
        }
        static func unknownWindowClass(_ c: String) -> String {
            "The window class \(c) is not declared in the project, so unfold cannot tell whether it has init(windowScene:); adopt the scene life cycle by hand."
        }
        static func launchOption(_ key: String) -> String {
            let replacement: String
            switch key {
            case "url": replacement = "connectionOptions.urlContexts"
            case "sourceApplication": replacement = "connectionOptions.sourceApplication"
            case "userActivityDictionary": replacement = "connectionOptions.userActivities"
            case "userActivityType": replacement = "connectionOptions.handoffUserActivityType"
            case "shortcutItem": replacement = "connectionOptions.shortcutItem"
            case "cloudKitShareMetadata": replacement = "connectionOptions.cloudKitShareMetadata"
            case "remoteNotification": return "launchOptions[.remoteNotification] is nil when a scene handles the launch; keep handling it in application(_:didReceiveRemoteNotification:fetchCompletionHandler:)."
            default: replacement = "the matching UIScene.ConnectionOptions property"
            }
            let what = key.isEmpty ? "launchOptions" : "launchOptions[.\(key)]"
            return "\(what) is nil when a scene handles the launch; read \(replacement) in scene(_:willConnectTo:options:)."
        }
        static let stateRestoration = "UIKit does not call this under scenes; restore state per scene via the scene delegate's stateRestorationActivity(for:)."
        static func plistShape(_ p: String) -> String {
            "\(p) has no root <dict> or scene manifest unfold can extend; add the scene configuration to UIApplicationSceneManifest by hand."
        }
    }
}
