import Foundation
import SwiftTree

/// What pass 1 learns from one file: its types, extensions and typealiases.
/// Summaries are small, so the index never keeps syntax trees alive.
public struct FileSummary: Sendable, Equatable {
    public struct TypeFact: Sendable, Hashable {
        public var name: String
        public var kind: DeclKind
        /// Direct supertypes and conformances, as base names (`UIKit.UIView` → `UIView`).
        public var inherits: [String]
    }

    public var path: String
    public var types: [TypeFact]
    /// `@main` types (SwiftUI `App`s and `@main` app delegates).
    public var mainTypes: [String] = []
    /// Whether the file declares `application(_:configurationForConnecting:options:)`
    /// (scene support, which decides the project's life cycle).
    public var hasConfigurationForConnecting = false
    /// What the `CollectingTransform`s collected from this file, by transform id
    /// (only transforms that found something). Compared with the rest of the
    /// summary between fixing rounds: a change rebuilds the index.
    public var facts: [String: CollectedFacts] = [:]

    /// A summary from its parts (the result cache reads summaries back).
    init(path: String, types: [TypeFact]) {
        self.path = path
        self.types = types
    }

    /// The general facts of `tree`, plus the facts every `CollectingTransform`
    /// among `transforms` collects from it.
    public init(path: String, tree: SyntaxTree, collecting transforms: [any Transform]) {
        self.init(path: path, tree: tree, collectors: transforms.compactMap { $0 as? any CollectingTransform })
    }

    /// The general facts of `tree`, plus the facts each of `collectors`
    /// collects from it (the engine casts its transforms once, not per file).
    public init(path: String, tree: SyntaxTree, collectors: [any CollectingTransform]) {
        self.path = path
        var types: [TypeFact] = []
        func qualifier(_ d: Decl) -> String? { FileSummary.qualifier(d, tree) }
        // By index, each declaration copied only when it is one this reads
        // (most are functions and variables: a copy retained their strings and lists).
        for k in tree.decls.indices {
            switch tree.decls[k].kind {
            case .class, .struct, .enum, .protocol, .actor, .extension:
                let d = tree.decls[k]
                var name = SyntaxTree.baseTypeName(d.name)
                guard !name.isEmpty else { continue }
                if d.kind != .extension { name = FileSummary.recordedName(name, qualifier(d)) }
                if d.attributes.contains("main") || d.attributes.contains("UIApplicationMain") { mainTypes.append(name) }
                types.append(TypeFact(name: name, kind: d.kind, inherits: d.inheritance.flatMap(FileSummary.names)))
            case .typealias:
                let d = tree.decls[k]
                // `typealias Screen = View`: the alias inherits what it names.
                if let eq = (d.keyword..<d.end).first(where: { tree.kind($0) == .equal }) {
                    let target = tree.text(from: eq + 1, through: d.end)
                    types.append(TypeFact(name: FileSummary.recordedName(d.name, qualifier(d)), kind: .typealias, inherits: FileSummary.names(target)))
                }
            case .func:
                guard tree.decls[k].name == "application" else { continue }
                let d = tree.decls[k]
                if d.body >= 0 || d.end > d.keyword {
                    let sig = tree.text(from: d.keyword, through: d.body >= 0 ? d.body - 1 : d.end)
                    if sig.contains("configurationForConnecting") { hasConfigurationForConnecting = true }
                }
            default:
                break
            }
        }
        self.types = types
        for t in collectors {
            if let f = t.collectedFacts(path: path, tree: tree) { facts[t.id] = f }
        }
    }

    /// Base names in an inheritance entry (`P & Q` → `P`, `Q`).
    /// Names the index's queries are rooted at (`View`, `UIView`, …): a nested
    /// type or typealias with such a name (`typealias View = WKWebView` inside a
    /// UIViewRepresentable) is recorded under its qualified name only, so it
    /// never shadows the framework type. Other nested types keep their bare name.
    static let rootNames: Set<String> = UIKitNames.traitEnvironments.union([
        "View", "ViewModifier", "App", "Scene", "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
        "UIViewRepresentable", "UIViewControllerRepresentable", "PreviewProvider",
    ])

    /// The qualifier of a type nested in other types (`Outer.`), "" at the
    /// top level, nil inside a function.
    public static func qualifier(_ d: Decl, _ tree: SyntaxTree) -> String? {
        var names: [String] = []
        var p = d.parent
        while let q = p {
            let pd = tree.decls[q]
            if pd.kind.isTypeLike { names.append(SyntaxTree.baseTypeName(pd.name)) } else { return nil }
            p = pd.parent
        }
        return names.isEmpty ? "" : names.reversed().joined(separator: ".") + "."
    }

    /// The name the index knows declaration `d` of `tree` by.
    public static func indexName(of d: Int, in tree: SyntaxTree) -> String {
        let decl = tree.decls[d]
        let bare = SyntaxTree.baseTypeName(decl.name)
        return decl.kind == .extension ? bare : recordedName(bare, qualifier(decl, tree))
    }

    public static func recordedName(_ name: String, _ qualifier: String?) -> String {
        guard let q = qualifier, !q.isEmpty, rootNames.contains(name) else { return name }
        return q + name
    }

    static func names(_ entry: String) -> [String] {
        // Most entries name one type: no split (a `Character` split was most
        // of this), and the `&` looked for in the bytes in place (the generic
        // `contains` of the UTF-8 view was 900 instructions an entry).
        let amp = UInt8(ascii: "&")
        if !ProjectIndex.holdsByte(entry, { $0 == amp }) {
            let name = SyntaxTree.baseTypeName(entry)
            return name.isEmpty ? [] : [name]
        }
        // An ASCII entry: its runs between `&`s from the bytes (every cut a
        // character boundary); the generic split of the UTF-8 view was
        // 400,000 instructions an entry.
        let ascii: [String]? = entry.utf8.withContiguousStorageIfAvailable { b in
            guard !b.contains(where: { $0 >= 0x80 }) else { return nil }
            var out: [String] = []
            var start = 0
            for k in 0...b.count where k == b.count || b[k] == amp {
                if k > start {
                    let name = SyntaxTree.baseTypeName(String(decoding: UnsafeBufferPointer(rebasing: b[start..<k]), as: UTF8.self))
                    if !name.isEmpty { out.append(name) }
                }
                start = k + 1
            }
            return out
        } ?? nil
        if let ascii { return ascii }
        return entry.utf8.split(separator: amp).map { SyntaxTree.baseTypeName(String(Substring($0))) }.filter { !$0.isEmpty }
    }
}

/// Facts a `CollectingTransform` collected from one file, type-erased so that
/// summaries holding different transforms' facts still compare with `==`.
public struct CollectedFacts: Sendable, Equatable {
    public let value: any Sendable & Equatable

    public init(_ value: some Sendable & Equatable) { self.value = value }

    public static func == (l: CollectedFacts, r: CollectedFacts) -> Bool {
        func same<T: Equatable>(_ a: T) -> Bool { (r.value as? T) == a }
        return same(l.value)
    }
}

extension CollectingTransform {
    /// `collect(path:tree:)`, wrapped for a `FileSummary`.
    @inlinable
    public func collectedFacts(path: String, tree: SyntaxTree) -> CollectedFacts? {
        guard let facts = collect(path: path, tree: tree) else { return nil }
        return CollectedFacts(facts)
    }
}

/// Pass 1 over the whole project: every type and extension with its supertypes
/// and conformances, so a transform can ask "is this class a UIView?" across
/// files, and the facts the collecting transforms gathered from each file.
/// General facts only: what one transform needs it declares as its own `Facts`.
///
/// A class: every file of pass 2 holds the index (`FileContext`,
/// `FilePreview`), and copying a struct of two dozen tables retained each of
/// them, per file, from both threads at once (the cores contended for those
/// counters). It is made whole in `init` and never changes after
/// (`private(set)` everywhere, the methods that fill it are private and
/// called only from `init`), which is what makes sharing it across threads
/// sound (`@unchecked Sendable`).
public final class ProjectIndex: @unchecked Sendable {
    /// Type name → direct supertypes and conformances from all its
    /// declarations and extensions (made from the hierarchy on each use).
    public var supertypes: [String: Set<String>] { graph.supertypeNames }
    /// Names of types declared (not just extended) in the project (made once per index).
    public var declaredTypes: Set<String> { typedFacts.derived("ProjectIndex.declaredTypes") { graph.declaredNames } }
    /// The type hierarchy (`inherits`, `heirs`, `descendants`), made in `init`.
    private(set) var graph = TypeGraph()
    /// Every Swift file's summary, by path.
    public private(set) var summaries = SummaryTable()
    /// Info.plist-like files of the project.
    public private(set) var plists: [PlistFacts] = []
    public private(set) var projects: [XcodeProjectFacts] = []
    /// Bytes of the non-Swift inputs (plists, project files), for transforms that edit them.
    public private(set) var otherFiles: [String: [UInt8]] = [:]

    /// `jobs`: threads for reading the Xcode projects (each on its own; all cores when 0).
    public convenience init(summaries: [FileSummary] = [], otherFiles: [SourceInput] = [], jobs: Int = 1) {
        self.init(summaries: summaries, otherFiles: otherFiles, jobs: jobs, read: nil)
    }

    /// The index, with the project files of `otherFiles` already read
    /// (`read`, from `ProjectFileReads(otherFiles)` over the same files, in
    /// `ProjectFileReads.files` order) or read here when nil. `summaries`
    /// sorted by path (as pass 1 gives them) become the table by path as
    /// they are (`SummaryTable`), and spare sorting them again.
    /// `ascendingPaths`, when given, are the summaries' paths, in strictly
    /// ascending order (pass 1's: not read out of the summaries and checked again).
    /// `hierarchy`, when given, is `hierarchy(of: summaries, jobs:)` started
    /// beforehand (pass 1 starts it as soon as the summaries are made).
    init(summaries: [FileSummary], ascendingPaths: [String]? = nil, hierarchy started: BackgroundValue<TypeHierarchy>? = nil,
         otherFiles: [SourceInput], jobs: Int, read: ProjectFileReads.Read?) {
        // The type hierarchy needs no project file: with two jobs or more it
        // is made on another thread while the other files are taken in and
        // the apps' files are found.
        // The steps are timed for pass 1's index, the one given the project files read.
        let timed = read != nil
        let hierarchy = started ?? ProjectIndex.hierarchy(of: summaries, jobs: jobs)
        // The paths in order, when given in order (pass 1 gives them sorted).
        assert(ascendingPaths.map { $0.count == summaries.count && PathOrder.isStrictlyAscending($0) } ?? true)
        summaryPaths = ascendingPaths ?? summaries.map(\.path)
        let ascending = ascendingPaths != nil || PathOrder.isStrictlyAscending(summaryPaths)
        self.summaries = ascending ? SummaryTable(ascending: summaries) : SummaryTable(summaries)
        if !ascending { summaryPaths = self.summaries.paths }
        if timed { PhaseTimings.mark("index: summaries by path") }
        // By index: a summary copied per file retained each of its tables.
        for k in summaries.indices where !summaries[k].facts.isEmpty {
            for (id, f) in summaries[k].facts { collectedFacts[id, default: []].append((summaries[k].path, f)) }
        }
        let reads = read == nil ? ProjectFileReads(otherFiles) : nil
        self.otherFiles = read?.byPath ?? reads!.byPath
        for f in otherFiles {
            if ProjectFileReads.isProjectFile(f.path) {
                continue  // read beforehand (pass 1), or below on every core
            } else if f.path == "Package.swift" || f.path.hasBytes(suffix: "/Package.swift") {
                manifestPaths.append(f.path)
                let package = PackagePlatforms(path: f.path, bytes: f.bytes)
                if let target = package.iOS { packageTargets.append((ProjectIndex.directory(of: f.path), target.0, target.1)) }
                if !package.others.isEmpty { packageOtherPlatforms.append((ProjectIndex.directory(of: f.path), package.others)) }
                if let w = package.warning { warnings.append(w) }
            } else if f.path == "Podfile" || f.path.hasBytes(suffix: "/Podfile") {
                manifestPaths.append(f.path)
                if let target = PodfileReading.iOSTarget(f.bytes) { podfileTargets.append((ProjectIndex.directory(of: f.path), target.0, target.1)) }
            } else if f.path == XcodeGenSpec.fileName || f.path.hasSuffix("/" + XcodeGenSpec.fileName) {
                manifestPaths.append(f.path)
                if let target = XcodeGenSpec.iOSTarget(f.bytes) { xcodegenTargets.append((ProjectIndex.directory(of: f.path), target.0, target.1)) }
            }
        }
        frameworks = FrameworkFiles.detect(ProjectIndex.frameworkFiles(self.otherFiles))
        for r in read?.facts ?? reads!.readAll(jobs: jobs) {
            switch r {
            case .project(let p): projects.append(p)
            case .plist(let p): plists.append(p)
            }
        }
        plists.sort { $0.path < $1.path }
        projects.sort { $0.path < $1.path }
        warnings = ProjectIndex.groupingMissingPods(Array(Set(warnings + projects.flatMap(\.warnings)))).sorted()
        // Collected in path order already when the summaries came in order.
        if !ascending { for id in collectedFacts.keys { collectedFacts[id]!.sort { $0.path < $1.path } } }
        if timed { PhaseTimings.mark("index: facts, project files") }
        // The apps and their files need no type hierarchy (their life cycles do): found meanwhile.
        let memberships = appMemberships(jobs: jobs)
        if timed { PhaseTimings.mark("index: targets of each file") }
        findApps(memberships)
        if timed { PhaseTimings.mark("index: apps") }
        let types = hierarchy.value
        if timed { PhaseTimings.mark("index: type hierarchy (wait)") }
        graph = types.graph
        viewTypes = types.viewTypes
        controllerTypes = types.controllerTypes
        traitTypes = types.traitTypes
        swiftUIViewTypes = types.swiftUIViewTypes
        let sceneDelegates = descendants(of: ProjectIndex.sceneDelegateRoots)
        lifeCycle = computeLifeCycle(sceneDelegates: sceneDelegates)
        findAppLifeCycles(sceneDelegates: sceneDelegates)
    }

    /// The types of the summaries (`TypeGraph`) and the UIKit and SwiftUI
    /// hierarchies walked down it.
    /// The type hierarchy of `summaries`, made on another thread with two
    /// jobs or more (`BackgroundValue`), here and now with one.
    static func hierarchy(of summaries: [FileSummary], jobs: Int) -> BackgroundValue<TypeHierarchy> {
        BackgroundValue(when: jobs != 1) { TypeHierarchy(summaries) }
    }

    struct TypeHierarchy: Sendable {
        let graph: TypeGraph
        let viewTypes: Set<String>
        let controllerTypes: Set<String>
        let traitTypes: Set<String>
        let swiftUIViewTypes: Set<String>

        init(_ summaries: [FileSummary]) {
            graph = TypeGraph(summaries)
            viewTypes = graph.descendants(of: UIKitNames.views)
            controllerTypes = graph.descendants(of: UIKitNames.viewControllers)
            traitTypes = graph.descendants(of: UIKitNames.traitEnvironments)
            swiftUIViewTypes = graph.descendants(of: ["View"])
        }
    }

    /// The files of `otherFiles` framework detection reads
    /// (`FrameworkFiles.names`). A name is the path's last part: a path that
    /// ends with none of the names (and not with a slash) is none of them,
    /// found without splitting it.
    static func frameworkFiles(_ otherFiles: [String: [UInt8]]) -> [String: [UInt8]] {
        otherFiles.filter { f in
            // A path ending in a slash names its last part before it (`FrameworkFiles.name`).
            f.key.utf8.last == UInt8(ascii: "/") ? FrameworkFiles.names.contains(FrameworkFiles.name(f.key))
                : PathOrder.hasName(f.key, in: frameworkNameEnds)
        }
    }

    /// `FrameworkFiles.names` as bytes.
    private static let frameworkNameEnds: [[UInt8]] = FrameworkFiles.names.map { Array($0.utf8) }

    public convenience init(trees: [(path: String, tree: SyntaxTree)], otherFiles: [SourceInput] = [], collecting transforms: [any Transform] = []) {
        self.init(summaries: trees.map { FileSummary(path: $0.path, tree: $0.tree, collecting: transforms) }, otherFiles: otherFiles)
    }

    /// Transform id → every file's facts of that transform, sorted by path.
    private var collectedFacts: [String: [(path: String, facts: CollectedFacts)]] = [:]

    /// The facts `transform` collected in pass 1, one entry per file that had
    /// any, sorted by path.
    public func facts<T: CollectingTransform>(for transform: T) -> [(path: String, facts: T.Facts)] {
        facts(ruleID: transform.id, as: T.Facts.self)
    }

    /// The facts collected under `ruleID`, as `type`, sorted by path. Cast
    /// once per rule and type and kept: transforms ask for every file, and a
    /// cast of every entry each time was a tenth of a run on a large tree.
    public func facts<F: Sendable & Equatable>(ruleID: String, as type: F.Type) -> [(path: String, facts: F)] {
        typedFacts.value(ruleID, as: F.self) {
            (collectedFacts[ruleID] ?? []).compactMap { entry in (entry.facts.value as? F).map { (entry.path, $0) } }
        }
    }

    /// A value derived from the index alone (a project-wide set built from
    /// the collected facts), computed once per index under `key` and its
    /// type, from any thread: a transform asking for every file does not
    /// build it again each time.
    public func derived<V: Sendable>(_ key: String, _ make: () -> V) -> V {
        typedFacts.derived(key, make: make)
    }

    /// `body` of `derived(key, make)`, the value lent instead of copied: for
    /// a value asked for every file (a copy retained the one value both
    /// workers share, from both cores).
    public func withDerived<V: Sendable, R>(_ key: String, _ make: () -> V, _ body: (borrowing V) -> R) -> R {
        typedFacts.withDerived(key, make: make, body)
    }

    /// `facts(ruleID:as:)` already cast (shared by copies of one index; the
    /// collected facts never change after `init`).
    private let typedFacts = TypedFactsCache()

    /// The whole run's application life cycle, as if it were one app (computed
    /// once, in `init`): the answer for files that belong to no app
    /// (`lifeCycle(for:)`).
    private(set) var lifeCycle: LifeCycle = .uikitWithoutScenes

    /// (The summaries read in place, by position in the table: iterating
    /// the table copied each summary, a retain of each of its tables.)
    func computeLifeCycle(sceneDelegates: Set<String>) -> LifeCycle {
        let list = summaries.values
        for k in list.indices {
            for t in list[k].mainTypes where inherits(t, fromAnyOf: ProjectIndex.appRoot) { return .swiftUIApp }
        }
        if usesScenes(sceneDelegates: sceneDelegates) { return .uikitScenes }
        return .uikitWithoutScenes
    }

    /// Scene support anywhere in the run: a UIWindowSceneDelegate
    /// (`sceneDelegates`: the scene delegate protocols and what reaches them),
    /// `configurationForConnecting`, a manifest in a plist or build settings.
    func usesScenes(sceneDelegates: Set<String>) -> Bool {
        let list = summaries.values
        for k in list.indices where list[k].hasConfigurationForConnecting { return true }
        for k in list.indices {
            for t in list[k].types where t.kind != .protocol && sceneDelegates.contains(t.name) { return true }
        }
        if plists.contains(where: { $0.isInfo && $0.hasSceneConfigurations }) { return true }
        if projects.contains(where: \.generatesSceneManifest) { return true }
        return false
    }

    /// The root a SwiftUI app's `@main` type conforms to.
    static let appRoot: Set<String> = ["App"]

    /// The scene delegate protocols: a type that reaches one supports scenes.
    static let sceneDelegateRoots: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate"]

    // MARK: Apps

    /// One app of the run (issue 14): an iOS application target of an Xcode
    /// project (`project` set), or, for Swift files no project builds, the
    /// folder of the nearest Info.plist (an app folder).
    public struct App: Sendable, Equatable {
        /// The target's name, or the app folder.
        public var name: String
        /// The `project.pbxproj` of a target; nil for an app folder.
        public var project: String?
        /// The app's Info.plist (display path), when it is among the inputs.
        public var infoPlist: String?
        /// Unfold cannot see the app's Info.plist: the target names none it
        /// was given (not an input, or set where unfold does not read it) and
        /// does not generate it. What the Info.plist says is then taken from
        /// every Info.plist of the run, as before apps were told apart.
        public var infoPlistUnknown = false
        /// The target's build settings (or, for an app folder, a project file
        /// around it) generate the scene manifest.
        public var generatesSceneManifest: Bool
        /// The Swift files of the run the target builds (or, for an app
        /// folder, that are under it and built by no project), sorted. The
        /// files of an extension or framework of the same project answer to
        /// the app (`apps(for:)`) but are not listed here.
        public var files: [String]
        public var lifeCycle: LifeCycle
        /// The cross-platform framework the app is built with (issue 21), from
        /// the nearest `package.json` / `pubspec.yaml` at or above the app.
        public var framework: AppFramework? = nil
    }

    /// Every app of the run: the projects' iOS application targets in project
    /// and target order, then the app folders by Info.plist path (computed once, in `init`).
    public private(set) var apps: [App] = []
    /// Swift file → indices into `apps` (files of no app are absent).
    private var appsOfFile: [String: [Int]] = [:]
    /// Swift files that only non-iOS targets build.
    private var nonIOSFiles: Set<String> = []

    /// The apps `path` belongs to: the iOS application targets that build it;
    /// for a file only other targets (extensions, frameworks) of a project
    /// build, every app target of that project; for a file no project builds,
    /// the app folder of its nearest Info.plist. Empty when none.
    public func apps(for path: String) -> [App] {
        (appsOfFile[path] ?? []).map { apps[$0] }
    }

    /// The life cycle of the app `path` belongs to (`apps(for:)`). When several
    /// apps share the file the most modern one wins (SwiftUI `App` over UIKit
    /// with scenes over UIKit without scenes: a file is migrated only when
    /// every app that builds it still needs it). A file of no app gets the
    /// whole run's answer.
    public func lifeCycle(for path: String) -> LifeCycle {
        guard let ids = appsOfFile[path], !ids.isEmpty else { return lifeCycle }
        return ids.map { apps[$0].lifeCycle }.min { $0.rank < $1.rank }!
    }

    /// Whether only targets for other platforms (macOS, watchOS, tvOS,
    /// visionOS) build the Swift file `path`. A file no target builds, or that
    /// an iOS target builds, is iOS code.
    public func isNonIOSOnly(_ path: String) -> Bool { nonIOSFiles.contains(path) }

    /// How many Swift files only non-iOS targets build (iOS transforms skip them).
    public var nonIOSOnlyCount: Int { nonIOSFiles.count }

    /// The Swift files' paths, sorted (the order apps list their files in).
    private var summaryPaths: [String] = []

    /// Which targets build each Swift file (`summaryPaths` order), and the
    /// app of each iOS application target (an index into `apps`, which this
    /// fills with the projects' app targets): what `findApps` needs of the
    /// projects, found before the type hierarchy is ready.
    struct AppMemberships {
        /// Per project, per native target: its app, if it is one.
        var targetApp: [[Int?]]
        /// Per file: the apps of the targets that build it, the projects of
        /// the other iOS targets that build it, whether any target builds it
        /// and whether an iOS one does.
        var ofFile: [(ids: [Int], otherTargetProjects: [Int], built: Bool, builtByIOS: Bool)]
    }

    /// The first half of finding the apps (`findApps`): the projects' app
    /// targets, and the targets of each file, on `jobs` threads.
    private func appMemberships(jobs: Int = 1) -> AppMemberships {
        var targetApp: [[Int?]] = []
        for p in projects {
            targetApp.append(p.nativeTargets.map { t in
                guard t.isIOS, ProjectIndex.appProductTypes.contains(t.productType) else { return nil }
                let plist = t.infoPlistPath.flatMap { otherFiles[$0] != nil ? $0 : nil }
                var app = App(name: t.name, project: p.path, infoPlist: plist, generatesSceneManifest: t.generatesSceneManifest, files: [], lifeCycle: .uikitWithoutScenes)
                app.infoPlistUnknown = plist == nil && !t.generatesInfoPlist
                apps.append(app)
                return apps.count - 1
            })
        }
        // Per project, read once: a project's facts are not copied per file
        // (nor a target's, of which a file needs only whether it is iOS).
        let roots = projects.map(\.sourceRoot)
        let targetIsIOS = projects.map { $0.nativeTargets.map(\.isIOS) }
        let builders = projects.map(\.builders)
        let appOfTarget = targetApp
        // The projects with targets whose folder holds a file
        // (`XcodeProjectFacts.relative` is not nil): those in "." hold every
        // file; the others are found by the file's own bytes (`FolderTable`),
        // not by comparing every file with every project's folder.
        let everywhere = roots.indices.filter { !targetIsIOS[$0].isEmpty && roots[$0] == "." }
        let inFolder = roots.indices.filter { !targetIsIOS[$0].isEmpty && roots[$0] != "." }
        let folders = FolderTable(inFolder.map { roots[$0] })
        // Which targets build each file: independent per file, so on every core.
        // The per-project tables are read through pointers: a subscript of
        // a captured array copied its element (a project's builders, a
        // target list), a retain of tables both workers share per file: with
        // 2 jobs this step took 2.5× the CPU of 1 (docs/performance.md, session 21).
        let memberships = builders.withUnsafeBufferPointer { builders in
            targetIsIOS.withUnsafeBufferPointer { targetIsIOS in
                appOfTarget.withUnsafeBufferPointer { appOfTarget in
                    roots.withUnsafeBufferPointer { roots in
                        inFolder.withUnsafeBufferPointer { inFolder in
                            nonisolated(unsafe) let (builders, targetIsIOS, appOfTarget, roots, inFolder) = (builders, targetIsIOS, appOfTarget, roots, inFolder)
                            return Parallel.map(summaryPaths, jobs: jobs) { path -> (ids: [Int], otherTargetProjects: [Int], built: Bool, builtByIOS: Bool) in
                                var ids: [Int] = []
                                var otherTargetProjects: [Int] = []
                                var builtByIOS = false
                                var built = false
                                var holding: [Int] = []
                                if !everywhere.isEmpty { holding = everywhere }
                                folders.forEachFolder(holding: path) { holding.append(inFolder[$0]) }
                                if holding.count > 1 { holding.sort() } // in project order, as before
                                for pi in holding {
                                    // `path` relative to the project's folder, normalised.
                                    let rel: String
                                    if roots[pi] == "." {
                                        rel = XcodeProject.normalise(path)
                                    } else {
                                        let u = path.utf8
                                        rel = XcodeProject.normalise(String(path[u.index(u.startIndex, offsetBy: roots[pi].utf8.count + 1)...]))
                                    }
                                    // One look-up per project (`targetIndices`), not one per target.
                                    for ti in builders[pi].targetIndices(buildingNormalised: rel) {
                                        let isIOS = targetIsIOS[pi][ti]
                                        built = true
                                        if isIOS { builtByIOS = true }
                                        if let a = appOfTarget[pi][ti] { ids.append(a) } else if isIOS { otherTargetProjects.append(pi) }
                                    }
                                }
                                return (ids, otherTargetProjects, built, builtByIOS)
                            }
                        }
                    }
                }
            }
        }
        return AppMemberships(targetApp: targetApp, ofFile: memberships)
    }

    /// Fills `apps` (all but their life cycles, `findAppLifeCycles`),
    /// `appsOfFile` and `nonIOSFiles` from the projects' targets
    /// (`appMemberships`), the plists and the summaries' paths.
    private func findApps(_ found: AppMemberships) {
        let projectApps = found.targetApp.map { $0.compactMap { $0 } }
        // An Info.plist of an app target: files under it that no target
        // builds answer to that app rather than forming an app folder.
        var folderApp: [String: Int] = [:]
        var targetPlists: [String: Int] = [:]
        for (a, app) in apps.enumerated() { if let plist = app.infoPlist, targetPlists[plist] == nil { targetPlists[plist] = a } }
        var nearestPlist: [String: String?] = [:]
        let plistsByFolder = infoPlistsByFolder()
        appsOfFile.reserveCapacity(summaryPaths.count)
        for (path, m) in zip(summaryPaths, found.ofFile) {
            var ids = m.ids
            let otherTargetProjects = m.otherTargetProjects, built = m.built, builtByIOS = m.builtByIOS
            if built && !builtByIOS { nonIOSFiles.insert(path) }
            // The apps' own files decide their life cycle; an extension's or
            // framework's file only takes the answer of its project's apps.
            var ownFile = !ids.isEmpty
            if ids.isEmpty { ids = otherTargetProjects.flatMap { projectApps[$0] } }
            if ids.isEmpty, !built, let plist = ProjectIndex.nearestInfoPlist(inOrAbove: ProjectIndex.directory(of: path), plistsByFolder, cache: &nearestPlist) {
                ownFile = targetPlists[plist] == nil
                if let a = targetPlists[plist] ?? folderApp[plist] {
                    ids = [a]
                } else {
                    let dir = ProjectIndex.directory(of: plist)
                    let generated = projects.contains { $0.generatesSceneManifest && ProjectIndex.isAncestor($0.sourceRoot, of: dir) }
                    apps.append(App(name: dir, project: nil, infoPlist: plist, generatesSceneManifest: generated, files: [], lifeCycle: .uikitWithoutScenes))
                    folderApp[plist] = apps.count - 1
                    ids = [apps.count - 1]
                }
            }
            guard !ids.isEmpty else { continue }
            // Each app once, first seen first (a file has few: no set per file).
            if ids.count > 1 {
                var unique: [Int] = []
                for a in ids where !unique.contains(a) { unique.append(a) }
                ids = unique
            }
            appsOfFile[path] = ids
            if ownFile { for a in ids { apps[a].files.append(path) } }
        }
        for a in apps.indices {
            let folder = apps[a].project.map { ProjectIndex.directory(of: ProjectIndex.directory(of: $0)) } ?? apps[a].name
            var found = framework(inOrAbove: folder)
            // Each run of files in one folder asks once (the files are sorted by path).
            var last: String?
            for f in apps[a].files where found == nil && !frameworks.isEmpty {
                let dir = ProjectIndex.directory(of: f)
                if dir == last { continue }
                last = dir
                found = framework(inOrAbove: dir)
            }
            apps[a].framework = found
        }
    }

    /// The apps' life cycles (`appLifeCycle`): the last step of finding the
    /// apps, the one that needs the type hierarchy.
    private func findAppLifeCycles(sceneDelegates: Set<String>) {
        for a in apps.indices { apps[a].lifeCycle = appLifeCycle(apps[a], sceneDelegates) }
    }

    // MARK: Frameworks

    /// React Native, Expo, Flutter and Capacitor projects of the run, by manifest folder (issue 21).
    public private(set) var frameworks: [AppFramework] = []

    /// The framework of the deepest manifest folder that holds `dir`.
    /// Several in one folder (Expo and React Native; a Capacitor app beside a
    /// Flutter pubspec): the first of `kind` when given, else the first.
    public func framework(inOrAbove dir: String, kind: AppFramework.Kind? = nil) -> AppFramework? {
        var best: AppFramework?
        for f in frameworks where (kind == nil || f.kind == kind) && ProjectIndex.isAncestor(f.dir, of: dir) {
            if best == nil || ProjectIndex.depth(f.dir) > ProjectIndex.depth(best!.dir) { best = f }
        }
        return best
    }

    /// The framework of the Swift file `path`: its app's, else the nearest manifest's.
    public func framework(for path: String) -> AppFramework? {
        apps(for: path).lazy.compactMap(\.framework).first ?? framework(inOrAbove: ProjectIndex.directory(of: path))
    }

    /// Product types (without `com.apple.product-type.`) that are apps with a
    /// life cycle of their own: apps and App Clips.
    static let appProductTypes: Set<String> = ["application", "application.on-demand-install-capable"]

    /// The life cycle of one app from its own files, Info.plist and build settings.
    func appLifeCycle(_ app: App, _ sceneDelegates: Set<String>) -> LifeCycle {
        // One walk over the app's files, each summary read in its table (an
        // array of the summaries copied each, a retain of each of its tables):
        // a SwiftUI `App` decides at once; scene support is remembered.
        var scenes = app.generatesSceneManifest
        // The app's files are sorted: each is looked for from where the last
        // was found. (Read through a pointer: no retain of the array per file.)
        var from = 0
        let swiftUIApp = summaries.values.withUnsafeBufferPointer { list -> Bool in
            for path in app.files {
                guard let k = summaries.position(of: path, from: from) else { continue }
                from = k + 1
                for t in list[k].mainTypes where inherits(t, fromAnyOf: ProjectIndex.appRoot) { return true }
                if !scenes {
                    scenes = list[k].hasConfigurationForConnecting
                        || list[k].types.contains { $0.kind != .protocol && sceneDelegates.contains($0.name) }
                }
            }
            return false
        }
        if swiftUIApp { return .swiftUIApp }
        if scenes { return .uikitScenes }
        if let plist = app.infoPlist, plistFacts(plist)?.hasSceneConfigurations == true { return .uikitScenes }
        if app.infoPlistUnknown, plists.contains(where: { $0.isInfo && $0.hasSceneConfigurations }) || projects.contains(where: \.generatesSceneManifest) {
            return .uikitScenes
        }
        return .uikitWithoutScenes
    }

    /// Info.plist-like files by folder (the first by path, `Info.plist` itself preferred).
    func infoPlistsByFolder() -> [String: String] {
        var byFolder: [String: String] = [:]
        func exact(_ p: String) -> Bool { p.hasSuffix("/Info.plist") || p == "Info.plist" }
        // A test bundle's or framework's Info.plist makes no app folder; nor
        // one in a `…Tests` folder, whose package type is a build setting
        // (raivo's RaivoUITests/, its project unreadable).
        for p in plists where p.isInfo && !p.isNonAppBundle && !FileContext.isTestPath(p.path) {
            let d = ProjectIndex.directory(of: p.path)
            if let known = byFolder[d], exact(known) || !exact(p.path) { continue }
            byFolder[d] = p.path
        }
        return byFolder
    }

    /// The nearest Info.plist of `byFolder` in `dir` or a folder above it, cached per folder.
    static func nearestInfoPlist(inOrAbove dir: String, _ byFolder: [String: String], cache: inout [String: String?]) -> String? {
        if let known = cache[dir] { return known }
        let found: String?
        if let here = byFolder[dir] {
            found = here
        } else if dir == "." || dir == "/" || dir.isEmpty {
            found = nil
        } else {
            found = nearestInfoPlist(inOrAbove: directory(of: dir), byFolder, cache: &cache)
        }
        cache[dir] = found
        return found
    }

    /// The Info.plist of the target that compiles `sourcePath`: the
    /// `INFOPLIST_FILE` of a target that builds the file (an application
    /// target first), else an `INFOPLIST_FILE` of a project whose folder
    /// contains the file (the deepest match), else the nearest `*Info*.plist`
    /// in its folder or a parent.
    public func infoPlist(for sourcePath: String) -> String? {
        let dir = ProjectIndex.directory(of: sourcePath)
        // Target membership first: a widget's or extension's plist deeper in the
        // tree is not the app's (Kiwix, NetNewsWire; issue 16).
        let builders = projects(inFolder: dir).flatMap { $0.targets(building: sourcePath) }
            .sorted { ($0.productType == "com.apple.product-type.application" ? 0 : 1) < ($1.productType == "com.apple.product-type.application" ? 0 : 1) }
        if let plist = builders.lazy.compactMap({ t in t.infoPlistPath.flatMap { self.otherFiles[$0] != nil ? $0 : nil } }).first {
            return plist
        }
        var best: (String, Int)?
        for p in projects {
            for plist in p.infoPlistFiles where otherFiles[plist] != nil {
                let pd = ProjectIndex.directory(of: plist)
                if ProjectIndex.isAncestor(pd, of: dir) || ProjectIndex.isAncestor(p.sourceRoot, of: dir) {
                    let score = ProjectIndex.isAncestor(pd, of: dir) ? pd.count + 10_000 : pd.count
                    if best == nil || score > best!.1 { best = (plist, score) }
                }
            }
        }
        if let best { return best.0 }
        var d = dir
        while true {
            let here = plists.filter { $0.isInfo && ProjectIndex.directory(of: $0.path) == d }
            if let exact = here.first(where: { $0.path.hasSuffix("/Info.plist") || $0.path == "Info.plist" }) ?? here.first { return exact.path }
            // The top: "." for relative paths, "/" for absolute ones (whose parent is itself).
            if d == "." || d == "/" || d.isEmpty { return nil }
            d = ProjectIndex.directory(of: d)
        }
    }

    public func plistFacts(_ path: String) -> PlistFacts? { plists.first { $0.path == path } }

    /// Xcode projects whose folder contains `sourcePath` (all of them when none does).
    public func projects(for sourcePath: String) -> [XcodeProjectFacts] {
        projects(inFolder: ProjectIndex.directory(of: sourcePath))
    }

    /// `projects(for:)` of a file in `dir`.
    func projects(inFolder dir: String) -> [XcodeProjectFacts] {
        projectPositions(inFolder: dir).map { projects[$0] }
    }

    /// Where `projects(inFolder:)`'s projects are in `projects`. Asked by
    /// several transforms for every file (`deploymentTarget(for:)`): found
    /// once per folder and index (the projects do not change after `init`),
    /// and kept as positions: a list of the projects themselves copied every
    /// project's tables, per folder and per question.
    private func projectPositions(inFolder dir: String) -> [Int] {
        withProjectPositions(inFolder: dir) { copy $0 }
    }

    /// `body` of `projectPositions(inFolder:)`, lent: asked for every file
    /// and transform, a copy retained the one array both workers share.
    private func withProjectPositions<R>(inFolder dir: String, _ body: (borrowing [Int]) -> R) -> R {
        if projects.count <= 1 { return body(Array(projects.indices)) } // it contains the file, or none does
        return typedFacts.withProjectPositions(inFolder: dir, make: {
            let containing = projects.withUnsafeBufferPointer { projects in
                projects.indices.filter { ProjectIndex.isAncestor(projects[$0].sourceRoot, of: dir) }
            }
            return containing.isEmpty ? Array(projects.indices) : containing
        }, body)
    }

    /// The iOS deployment target `sourcePath` is compiled for, when known:
    /// the lowest of the Xcode targets that build it (a target's own setting
    /// wins over the project's), else the nearest Package.swift's `.iOS(…)`
    /// platform (its folder holds the file), else the lowest of the Xcode
    /// projects' iOS targets, else the nearest Podfile's `platform :ios`.
    /// An Xcode target that builds the file comes first: a Package.swift at
    /// the repository root beside the app (a local package) does not build
    /// the app's files.
    public func deploymentTarget(for sourcePath: String) -> (Int, Int)? {
        let dir = ProjectIndex.directory(of: sourcePath)
        return withProjectPositions(inFolder: dir) { positions in
            // A loop, not closures over each project: asked for every file. Over
            // the projects in place: `projects[i].method()` copied the project's
            // facts (a retain of each of its tables, shared by both workers).
            var low: OSVersion?
            projects.withUnsafeBufferPointer { projects in
                for i in positions {
                    // (The fields the answer needs, read in place: a method of the project copied all of it.)
                    guard let rel = XcodeProjectFacts.relative(sourcePath, to: projects[i].sourceRoot),
                          let v = XcodeProjectFacts.deploymentTarget(building: rel, projects[i].builders, projects[i].nativeTargets) else { continue }
                    if low.map({ v < $0 }) ?? true { low = v }
                }
            }
            if let low { return (low.major, low.minor) }
            return folderDeploymentTarget(dir, positions)
        }
    }

    /// The platforms besides iOS `sourcePath` is also built for, with the
    /// lowest version of each: those of the Xcode targets that build the
    /// file (a Mac target beside the iOS one, or a multiplatform target's
    /// `SUPPORTED_PLATFORMS`: `XcodeProjectFacts.TargetFacts.otherPlatforms`);
    /// when no Xcode target builds it, those the nearest Package.swift
    /// holding the file names (`.macOS(.v11)`), unless an XcodeGen spec is
    /// nearer. Empty when unknown.
    public func otherPlatforms(for sourcePath: String) -> [OtherPlatform] {
        let targetsBuildOthers = projects.contains { $0.nativeTargets.contains { !$0.otherPlatforms.isEmpty } }
        guard !packageOtherPlatforms.isEmpty || targetsBuildOthers else { return [] }
        let dir = ProjectIndex.directory(of: sourcePath)
        // The lowest version of each platform the file's Xcode targets build for.
        let (builtByXcode, fromTargets) = withProjectPositions(inFolder: dir) { positions -> (Bool, [OtherPlatform]) in
            var built = false
            var found: [OtherPlatform] = []
            for i in positions {
                guard let rel = XcodeProjectFacts.relative(sourcePath, to: projects[i].sourceRoot) else { continue }
                for t in projects[i].targetIndices(building: rel) {
                    built = true
                    for p in projects[i].nativeTargets[t].otherPlatforms { OtherPlatform.keepLowest(p, in: &found) }
                }
            }
            return (built, found.sorted { $0.name < $1.name })
        }
        if builtByXcode { return fromTargets }
        guard !packageOtherPlatforms.isEmpty else { return [] }
        // The nearest manifest of any kind decides: a package's, or none.
        let folders = xcodegenTargets.map(\.dir) + packageTargets.map(\.dir) + packageOtherPlatforms.map(\.dir)
        guard let k = ProjectIndex.nearestFolder(folders, holding: dir), k >= xcodegenTargets.count else { return [] }
        return packageOtherPlatforms.first { $0.dir == folders[k] }?.platforms ?? []
    }

    /// Whether a new Swift file at `newPath` would be compiled by every
    /// Xcode target that compiles `path`: true when no Xcode target of the
    /// run builds `path` (a package, an XcodeGen spec's folders, an app
    /// folder: new files join by where they are), or each one that does
    /// holds `newPath` through a synchronized folder (Xcode 16); false when
    /// a target lists its files (a classic group): a new file there is in no
    /// target until someone adds it in Xcode, and code that names its type
    /// does not compile (SwiftHub, wsdot-ios-app, Raivo, Looped).
    public func newFileJoinsTargets(_ newPath: String, like path: String) -> Bool {
        withProjectPositions(inFolder: ProjectIndex.directory(of: path)) { positions in
            for i in positions {
                guard let rel = XcodeProjectFacts.relative(path, to: projects[i].sourceRoot) else { continue }
                let newRel = XcodeProjectFacts.relative(newPath, to: projects[i].sourceRoot).map(XcodeProject.normalise)
                for t in projects[i].targetIndices(building: rel) {
                    let folders = projects[i].nativeTargets[t].synchronizedFolders
                    guard let newRel, !folders.isEmpty, XcodeProject.isMember(newRel, ofAny: folders) else { return false }
                }
            }
            return true
        }
    }

    /// The deployment target of a file in `dir` that no Xcode target builds:
    /// the nearest Package.swift's or XcodeGen spec's (the deeper folder; the
    /// spec in the same folder), else the lowest of the iOS targets of the
    /// projects at `positions`, else the nearest Podfile's. Found once per
    /// folder and index (the lowest of a project's targets looks at every target).
    private func folderDeploymentTarget(_ dir: String, _ positions: [Int]) -> (Int, Int)? {
        typedFacts.folderDeploymentTarget(dir) {
            if let p = ProjectIndex.nearest(xcodegenTargets + packageTargets, holding: dir) { return .init(version: p) }
            if let p = positions.compactMap({ projects[$0].lowestTargetDeploymentTarget }).min(by: { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }) {
                return .init(version: p)
            }
            return .init(version: ProjectIndex.nearest(podfileTargets, holding: dir))
        }.version
    }

    /// The version of the deepest folder of `targets` that holds `dir` (the
    /// first of those at the same depth).
    static func nearest(_ targets: [(dir: String, major: Int, minor: Int)], holding dir: String) -> (Int, Int)? {
        nearestFolder(targets.lazy.map(\.dir), holding: dir).map { (targets[$0].major, targets[$0].minor) }
    }

    /// The position in `folders` of the deepest one that holds `dir` (the
    /// first of those at the same depth).
    static func nearestFolder(_ folders: some Collection<String>, holding dir: String) -> Int? {
        var best: (depth: Int, position: Int)?
        for (k, f) in folders.enumerated() where isAncestor(f, of: dir) {
            let d = depth(f)
            if best.map({ d > $0.depth }) ?? true { best = (d, k) }
        }
        return best?.position
    }

    /// How deep a folder is, for choosing the nearest of several that hold a
    /// file: `../..` (above the working directory) -2, `.` 0, `a/b` 2.
    static func depth(_ dir: String) -> Int {
        if dir == "." { return 0 }
        let parts = dir.split(separator: "/")
        if isAboveWorkingDirectory(dir) { return -parts.count }
        return parts.count
    }

    /// `..`, `../..`, …: a folder above the working directory, holding every relative path.
    static func isAboveWorkingDirectory(_ dir: String) -> Bool {
        // `..` parts separated by single slashes; bytes, no allocation (asked
        // for every project for every file).
        let b = dir.utf8
        guard !b.isEmpty else { return false }
        var run = 0 // dots since the last slash
        for c in b {
            if c == UInt8(ascii: ".") {
                run += 1
                if run > 2 { return false }
            } else if c == UInt8(ascii: "/") {
                if run != 2 { return false }
                run = 0
            } else {
                return false
            }
        }
        return run == 2
    }

    /// Project files unfold could not read (or read only in part), sorted:
    /// each names the file and line. (Issue 14, item 8.)
    public private(set) var warnings: [ProjectWarning] = []

    /// The CocoaPods xcconfig files a project names when `Pods/` is not
    /// checked in (a fresh clone before `pod install`): one warning per
    /// `Pods` folder instead of one per file and configuration.
    public static func groupingMissingPods(_ warnings: [ProjectWarning]) -> [ProjectWarning] {
        let marker = "Pods/Target Support Files/"
        var missing: [String: Int] = [:]
        var out: [ProjectWarning] = []
        for w in warnings {
            if w.reason.hasPrefix("not found"), let r = w.file.range(of: marker),
               r.lowerBound == w.file.startIndex || w.file[w.file.index(before: r.lowerBound)] == "/" {
                missing[String(w.file[..<r.lowerBound]) + "Pods", default: 0] += 1
            } else {
                out.append(w)
            }
        }
        for (pods, n) in missing {
            out.append(ProjectWarning(file: pods, line: 0, reason: "\(n) CocoaPods xcconfig file\(n == 1 ? " is" : "s are") missing (run `pod install`); settings only they hold are unknown"))
        }
        return out
    }
    /// Every Package.swift and Podfile among the inputs, with or without an iOS version.
    public private(set) var manifestPaths: [String] = []

    /// Package.swift folders and their iOS platform.
    public private(set) var packageTargets: [(dir: String, major: Int, minor: Int)] = []
    /// Podfile folders and their `platform :ios`.
    public private(set) var podfileTargets: [(dir: String, major: Int, minor: Int)] = []
    /// XcodeGen spec (`project.yml`) folders and their iOS deployment target (`XcodeGenSpec`).
    public private(set) var xcodegenTargets: [(dir: String, major: Int, minor: Int)] = []
    /// The platforms besides iOS each Package.swift names, by its folder.
    public private(set) var packageOtherPlatforms: [(dir: String, platforms: [OtherPlatform])] = []

    /// `.iOS(.v15)`, `.iOS(.v16_4)`, `.iOS("15.0")` in a Package.swift.
    static func packageIOSTarget(_ bytes: [UInt8]) -> (Int, Int)? {
        PackagePlatforms(path: "Package.swift", bytes: bytes).iOS
    }

    static func directory(of path: String) -> String {
        // Bytes, not Characters: asked once per file per query.
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        let d = String(path[..<slash])
        return d.isEmpty ? "/" : d
    }

    static func isAncestor(_ a: String, of b: String) -> Bool {
        let au = a.utf8, bu = b.utf8
        if au.first == UInt8(ascii: "."), isAboveWorkingDirectory(a) {
            return bu.first != UInt8(ascii: "/") && !b.hasPrefix("../") && b != ".."
        }
        if a == "." || a == b { return true }
        // `b` starts with `a` and then a slash (or `a` ends with one).
        if au.last == UInt8(ascii: "/") { return bu.count > au.count && bu.starts(with: au) }
        return XcodeProject.isUnder(b, a)
    }

    /// Whether `type` reaches any of `targets` through its supertypes (itself included).
    public func inherits(_ type: String, fromAnyOf targets: Set<String>) -> Bool {
        let name = hierarchyName(type)
        if targets.contains(name) { return true }
        return graph.reaches(name, anyOf: targets)
    }

    /// The name `type` has in the hierarchy: as written when the index knows
    /// it or it is a plain name, else its base name (`Outer.Inner<T>` → `Inner`).
    func hierarchyName(_ type: String) -> String {
        // (A byte test: Foundation's `contains` was most of the cost of asking for an unknown type;
        // the plain name first, the table only for a qualified or generic one.)
        !ProjectIndex.holdsByte(type, { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "<") }) || graph.isKnown(type)
            ? type : SyntaxTree.baseTypeName(type)
    }

    /// Whether a byte of `s`'s UTF-8 passes `test`: over its contiguous
    /// storage when it has one (a walk of `utf8` costs tens of instructions a byte).
    @inline(__always)
    static func holdsByte(_ s: String, _ test: (UInt8) -> Bool) -> Bool {
        s.utf8.withContiguousStorageIfAvailable { $0.contains(where: test) } ?? s.utf8.contains(where: test)
    }

    /// `targets` and every type that reaches one of them through its
    /// supertypes: the names `inherits(_:fromAnyOf: targets)` is true for
    /// (`hierarchyName`s), made once per index and target set. For a question
    /// asked of every file (`FilePreview.declaresSubtype`). The closure being
    /// exact, these are `descendants(of: targets)`.
    func heirs(of targets: Set<String>) -> Set<String> {
        // (The index is a class: the closure holds it, not a copy of the graph's tables.)
        typedFacts.heirs(of: targets) { graph.descendants(of: targets) }
    }

    /// `body` of `heirs(of:)` with the heirs' base names as trigger words, lent (`TypedFactsCache.Heirs`).
    func withHeirs<R>(of targets: Set<String>, _ body: (TypedFactsCache.Heirs) -> R) -> R {
        typedFacts.withHeirs(of: targets, make: { graph.descendants(of: targets) }, body)
    }

    /// Every name that reaches one of `targets` through supertypes (the targets included):
    /// one walk down a reversed graph instead of a search per type.
    /// (`index.descendants(of: ["UIToolbar"])`: UIToolbar and the project's subclasses of it.)
    public func descendants(of targets: Set<String>) -> Set<String> {
        graph.descendants(of: targets)
    }

    /// Precomputed hierarchies (filled in `init`).
    private var viewTypes: Set<String> = []
    private var controllerTypes: Set<String> = []
    private var traitTypes: Set<String> = []
    private var swiftUIViewTypes: Set<String> = []

    /// Membership by the exact (possibly qualified) name, else by the base name.
    func member(_ set: Set<String>, _ type: String) -> Bool {
        if set.contains(type) { return true }
        if graph.isKnown(type) { return false }  // a known qualified name: no fallback
        return set.contains(SyntaxTree.baseTypeName(type))
    }

    public func isUIView(_ type: String) -> Bool { member(viewTypes, type) }
    public func isUIViewController(_ type: String) -> Bool { member(controllerTypes, type) }
    /// Views, controllers and other `UITraitEnvironment`s: they have a `traitCollection`.
    public func isTraitEnvironment(_ type: String) -> Bool { member(traitTypes, type) }
    /// Conforms to SwiftUI `View` (directly, or through a protocol or typealias the index sees).
    public func isSwiftUIView(_ type: String) -> Bool { member(swiftUIViewTypes, type) }
}

/// The Xcode projects and plists among a run's non-Swift files, to read:
/// they depend on no Swift file, so pass 1 reads them beside the parse
/// (`Analysis.firstPass`) and the index only takes the facts
/// (`ProjectIndex.init(summaries:otherFiles:jobs:read:)`).
struct ProjectFileReads: Sendable {
    /// The `project.pbxproj` and `.plist` files, in the order given.
    let files: [SourceInput]
    /// Every file given by path (the last of a path wins): the index's
    /// `otherFiles`, and the xcconfig files a project's configurations name.
    let byPath: [String: [UInt8]]

    /// What one file of `files` says.
    enum Facts: Sendable {
        case project(XcodeProjectFacts)
        case plist(PlistFacts)
    }

    /// The facts of every file of `files` (in that order), with `byPath`.
    struct Read: Sendable {
        var facts: [Facts]
        var byPath: [String: [UInt8]]
    }

    init(_ otherFiles: [SourceInput]) {
        var byPath: [String: [UInt8]] = [:]
        byPath.reserveCapacity(otherFiles.count)
        for f in otherFiles { byPath[f.path] = f.bytes }
        self.byPath = byPath
        files = otherFiles.filter { ProjectFileReads.isProjectFile($0.path) }
    }

    /// The files the index reads with a parser of their own.
    static func isProjectFile(_ path: String) -> Bool {
        path.hasBytes(suffix: "project.pbxproj") || path.hasBytes(suffix: ".plist")
    }

    /// Positions in `files`, largest first: the longest reads start first,
    /// so no core waits for one at the end.
    var largestFirst: [Int] {
        files.indices.sorted { files[$0].bytes.count != files[$1].bytes.count ? files[$0].bytes.count > files[$1].bytes.count : $0 < $1 }
    }

    /// The facts of `files[k]`.
    func facts(of k: Int) -> Facts {
        let f = files[k]
        let byPath = self.byPath
        return f.path.hasSuffix(".plist") ? .plist(PlistFacts(path: f.path, bytes: f.bytes))
            : .project(XcodeProjectFacts(path: f.path, bytes: f.bytes, reader: { byPath[$0] }))
    }

    /// The `Read` of facts made in `order` (`facts[j]` is that of `files[order[j]]`).
    func assembled(_ facts: [Facts], order: [Int]) -> Read {
        var out = [Facts?](repeating: nil, count: files.count)
        for (k, f) in zip(order, facts) { out[k] = f }
        return Read(facts: out.map { $0! }, byPath: byPath)
    }

    /// `body` of every item on `jobs` threads, in order, and every file of
    /// `files` read on the same threads first, largest first: the reads
    /// overlap the items (`Parallel.map(_:after:jobs:_:first:)`).
    func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ body: @Sendable (T) -> R) -> ([R], Read) {
        let order = largestFirst
        let (made, read) = Parallel.map(items, after: order, jobs: jobs, body, first: { self.facts(of: $0) })
        return (made, assembled(read, order: order))
    }

    /// Every file read, largest first on `jobs` threads (`Read.facts`).
    func readAll(jobs: Int) -> [Facts] {
        let order = largestFirst
        return assembled(Parallel.map(order, jobs: jobs) { facts(of: $0) }, order: order).facts
    }
}

/// UIKit class names the index treats as roots of the view and controller hierarchies.
public enum UIKitNames {
    public static let views: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView",
        "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIStackView", "UITextField", "UITextView", "UIVisualEffectView",
        "UIWindow", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
        "UIActivityIndicatorView", "UIProgressView", "UIDatePicker", "UIPickerView", "UISearchBar",
        "UINavigationBar", "UIToolbar", "UITabBar", "UIInputView", "UIRefreshControl", "MKMapView",
        "WKWebView", "SKView", "ARSCNView", "SCNView", "MTKView", "GLKView", "PKCanvasView", "UIContentView",
        "UIListContentView",
    ]
    public static let viewControllers: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UITableViewController",
        "UICollectionViewController", "UISplitViewController", "UIPageViewController", "UIHostingController",
        "UIAlertController", "UISearchController", "UIActivityViewController", "UIImagePickerController",
        "UIDocumentPickerViewController", "UIReferenceLibraryViewController", "UIInputViewController",
        "AVPlayerViewController", "SFSafariViewController", "MFMailComposeViewController", "PHPickerViewController",
    ]
    public static let traitEnvironments: Set<String> = views.union(viewControllers).union([
        "UITraitEnvironment", "UIPresentationController", "UIWindowScene", "UIScreen",
        "UIPopoverPresentationController", "UISheetPresentationController",
    ])
}
