// A typed view of the objects of a `project.pbxproj` (issue 14, items 1 and
// 2), built on `OpenStepPlist`. Interpreted isas: PBXProject, PBXNativeTarget,
// XCConfigurationList, XCBuildConfiguration, PBXFileReference, PBXGroup,
// PBXVariantGroup, XCVersionGroup, every `*BuildPhase` (files only),
// PBXBuildFile, PBXFileSystemSynchronizedRootGroup and
// PBXFileSystemSynchronizedBuildFileExceptionSet. Every other isa
// (PBXAggregateTarget, PBXContainerItemProxy, PBXTargetDependency,
// XCRemoteSwiftPackageReference, …) is kept as a generic `XcodeProject.Object`:
// kept, not interpreted. Not yet wired into `ProjectIndex`.
// docs/project-model.md, "Xcode project files".

import Foundation

/// The objects of one `project.pbxproj`. Paths it returns are relative to the
/// folder that holds the `.xcodeproj` (Xcode's `SOURCE_ROOT`), `/`-separated,
/// normalised (`a/./b/../c` → `a/c`; a leading `..` is kept).
public struct XcodeProject: Sendable {
    /// Any object of the `objects` dictionary, as written.
    public struct Object: Sendable, Hashable {
        public var id: String
        public var isa: String
        public var fields: OpenStepDictionary
        /// Offset and line of the object's id in the file.
        public var offset: Int
        public var line: Int

        public func string(_ key: String) -> String? { fields[key]?.string }
        public func strings(_ key: String) -> [String] { fields[key]?.strings ?? [] }
    }

    public struct PBXProject: Sendable, Hashable {
        public var id: String
        public var buildConfigurationList: String?
        public var mainGroup: String?
        public var targets: [String]
    }

    public struct PBXNativeTarget: Sendable, Hashable {
        public var id: String
        public var name: String
        public var productName: String?
        public var productType: String?
        public var buildConfigurationList: String?
        public var buildPhases: [String]
        /// Xcode 16 folders attached to this target.
        public var fileSystemSynchronizedGroups: [String]
    }

    public struct XCConfigurationList: Sendable, Hashable {
        public var id: String
        public var buildConfigurations: [String]
        public var defaultConfigurationName: String?
    }

    public struct XCBuildConfiguration: Sendable, Hashable {
        public var id: String
        public var name: String
        /// As written, in file order, each key with offset and line. A
        /// conditional setting keeps its condition in the key
        /// (`SDKROOT[sdk=macosx*]`).
        public var buildSettings: OpenStepDictionary
        /// The file reference of the configuration's `.xcconfig`.
        public var baseConfigurationReference: String?
        /// Xcode 16 writes an xcconfig that lives in a folder-synchronized
        /// group as that group (`baseConfigurationReferenceAnchor`) and a path
        /// inside it (`baseConfigurationReferenceRelativePath`), not as a file
        /// reference. See `XcodeProject.xcconfigPath(of:)`.
        public var baseConfigurationReferenceAnchor: String? = nil
        public var baseConfigurationReferenceRelativePath: String? = nil
        /// Byte offset of the configuration's id in the file.
        public var offset: Int = 0

        /// A setting's value: a list value joined by single spaces.
        public func setting(_ name: String) -> String? {
            guard let v = buildSettings[name] else { return nil }
            return Self.settingValue(v)
        }

        /// Unconditional settings as name → value (lists joined by spaces),
        /// the shape `XCConfig.resolve(_:levels:)` takes.
        public var settingsDictionary: [String: String] {
            var out: [String: String] = [:]
            out.reserveCapacity(buildSettings.count)
            for e in buildSettings.entries where !Self.isConditional(e.key) {
                // The entry's own value, not a look-up of its key: for a key
                // written twice the later entry is assigned last, so the
                // result is `setting(key)` all the same.
                out[e.key] = Self.settingValue(e.value)
            }
            return out
        }

        /// Whether a setting's key has a condition (`SDKROOT[sdk=macosx*]`):
        /// a byte search (asked for every setting of every configuration).
        static func isConditional(_ key: String) -> Bool {
            key.utf8.withContiguousStorageIfAvailable { b in
                guard let base = b.baseAddress else { return false }
                return memchr(base, Int32(UInt8(ascii: "[")), b.count) != nil
            } ?? key.utf8.contains(UInt8(ascii: "["))
        }

        /// `setting(_:)` of a value.
        static func settingValue(_ v: OpenStepValue) -> String? {
            switch v {
            case .string(let s): return s
            case .array: return v.strings.joined(separator: " ")
            default: return nil
            }
        }
    }

    public struct PBXFileReference: Sendable, Hashable {
        public var id: String
        public var path: String?
        public var name: String?
        public var sourceTree: String?
        public var lastKnownFileType: String?
        public var explicitFileType: String?
    }

    /// PBXGroup, PBXVariantGroup and XCVersionGroup (a Core Data model
    /// bundle, which a build file treats as one file).
    public struct PBXGroup: Sendable, Hashable {
        public var id: String
        public var isa: String
        public var children: [String]
        public var path: String?
        public var name: String?
        public var sourceTree: String?
    }

    /// Any `*BuildPhase`; `isa` tells which.
    public struct PBXBuildPhase: Sendable, Hashable {
        public var id: String
        public var isa: String
        public var files: [String]
    }

    public struct PBXBuildFile: Sendable, Hashable {
        public var id: String
        public var fileRef: String?
        /// A Swift package product (XCSwiftPackageProductDependency): no file.
        public var productRef: String?
    }

    public struct PBXFileSystemSynchronizedRootGroup: Sendable, Hashable {
        public var id: String
        public var path: String?
        public var name: String?
        public var sourceTree: String?
        public var exceptions: [String]
    }

    public struct PBXFileSystemSynchronizedBuildFileExceptionSet: Sendable, Hashable {
        public var id: String
        /// Paths relative to the synchronized folder.
        public var membershipExceptions: [String]
        public var target: String?
    }

    /// What went wrong building the view: the plist did not parse, or it has
    /// no `objects` / `rootObject`.
    public enum ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        case plist(OpenStepPlistError)
        case structure(String)

        public var description: String {
            switch self {
            case .plist(let e): return e.description
            case .structure(let s): return s
            }
        }
    }

    public let rootObject: String
    public let project: PBXProject
    /// The `objects` dictionary as read (hashed once, by the parser).
    private let table: OpenStepDictionary

    /// Any object by id, as written (the later one when an id is written twice).
    public func object(_ id: String) -> Object? {
        guard let e = table.entry(id), let d = e.value.dictionary, let isa = d["isa"]?.string else { return nil }
        return Object(id: id, isa: isa, fields: d, offset: e.offset, line: e.line)
    }

    /// The ids of the objects, in file order (an id written twice once).
    public var objectIDs: [String] {
        var seen: Set<String> = []
        return table.entries.compactMap { e in
            guard e.value.dictionary?["isa"]?.string != nil, seen.insert(e.key).inserted else { return nil }
            return e.key
        }
    }

    public let nativeTargets: [PBXNativeTarget]
    public let configurationLists: [String: XCConfigurationList]
    public let buildConfigurations: [String: XCBuildConfiguration]
    public let fileReferences: [String: PBXFileReference]
    public let groups: [String: PBXGroup]
    public let buildPhases: [String: PBXBuildPhase]
    public let buildFiles: [String: PBXBuildFile]
    public let synchronizedRootGroups: [String: PBXFileSystemSynchronizedRootGroup]
    public let synchronizedExceptionSets: [String: PBXFileSystemSynchronizedBuildFileExceptionSet]
    /// Objects of isas not listed above: kept, not interpreted.
    public var genericObjects: [Object] {
        objectIDs.compactMap { object($0) }.filter { !Self.interpreted($0.isa) }
    }

    /// Per object, by its position in `table.entries` (ids resolved once,
    /// while reading, so that paths and memberships are array look-ups
    /// instead of hashing 24-character ids): what kind of file-system
    /// element it is, its own path and source tree, the group that lists it,
    /// and for a build file its file reference. -1 for none.
    private let elements: [Element]
    private let parentAt: [Int32]
    private let fileRefAt: [Int32]
    /// Sources build phases → their build files; variant groups → children.
    private let sourcesPhaseFiles: [Int: [Int32]]
    private let variantChildren: [Int: [Int32]]
    /// The ids of `synchronizedRootGroups` in `objectIDs` order (made once:
    /// `synchronizedFolders(of:)` is asked per target).
    private let synchronizedGroupIDs: [String]

    private struct Element {
        enum Kind: UInt8 { case none, fileReference, group, variantGroup, synchronizedFolder }
        var kind: Kind = .none
        var path: String? = nil
        var sourceTree: String? = nil
    }

    static func interpreted(_ isa: String) -> Bool {
        switch isa {
        case "PBXProject", "PBXNativeTarget", "XCConfigurationList", "XCBuildConfiguration",
             "PBXFileReference", "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXBuildFile",
             "PBXFileSystemSynchronizedRootGroup", "PBXFileSystemSynchronizedBuildFileExceptionSet":
            return true
        default:
            return isa.hasSuffix("BuildPhase")
        }
    }

    /// Parses `bytes` (a whole `project.pbxproj`). Throws `ReadError`.
    public init(bytes: [UInt8]) throws {
        let root: OpenStepValue
        do { root = try OpenStepPlist.parse(bytes) } catch let e as OpenStepPlistError {
            throw ReadError.plist(e)
        }
        guard let top = root.dictionary else { throw ReadError.structure("the root is not a dictionary") }
        guard let objs = top["objects"]?.dictionary else { throw ReadError.structure("no objects dictionary") }
        guard let rootID = top["rootObject"]?.string else { throw ReadError.structure("no rootObject") }

        var targets: [PBXNativeTarget] = []
        var lists: [String: XCConfigurationList] = [:]
        var configs: [String: XCBuildConfiguration] = [:]
        var refs: [String: PBXFileReference] = [:]
        var groups: [String: PBXGroup] = [:]
        var phases: [String: PBXBuildPhase] = [:]
        var buildFiles: [String: PBXBuildFile] = [:]
        var syncs: [String: PBXFileSystemSynchronizedRootGroup] = [:]
        var exceptionSets: [String: PBXFileSystemSynchronizedBuildFileExceptionSet] = [:]
        let count = objs.entries.count
        var childLists: [(group: Int, children: [Int32])] = []
        var elements = [Element](repeating: Element(), count: count)
        var parentAt = [Int32](repeating: -1, count: count)
        var fileRefAt = [Int32](repeating: -1, count: count)
        var sourcesPhaseFiles: [Int: [Int32]] = [:]
        var variantChildren: [Int: [Int32]] = [:]
        func position(_ id: String?) -> Int32 {
            guard let id, let p = objs.position(of: id) else { return -1 }
            return Int32(p)
        }
        refs.reserveCapacity(count / 2)
        buildFiles.reserveCapacity(count / 2)

        for (at, e) in objs.entries.enumerated() {
            // A non-dictionary or isa-less entry is skipped deliberately.
            guard let d = e.value.dictionary, let isa = d["isa"]?.string else { continue }
            let o = Object(id: e.key, isa: isa, fields: d, offset: e.offset, line: e.line)
            switch isa {
            case "PBXNativeTarget":
                targets.append(PBXNativeTarget(
                    id: e.key, name: o.string("name") ?? o.string("productName") ?? e.key,
                    productName: o.string("productName"), productType: o.string("productType"),
                    buildConfigurationList: o.string("buildConfigurationList"),
                    buildPhases: o.strings("buildPhases"),
                    fileSystemSynchronizedGroups: o.strings("fileSystemSynchronizedGroups")))
            case "XCConfigurationList":
                lists[e.key] = XCConfigurationList(
                    id: e.key, buildConfigurations: o.strings("buildConfigurations"),
                    defaultConfigurationName: o.string("defaultConfigurationName"))
            case "XCBuildConfiguration":
                configs[e.key] = XCBuildConfiguration(
                    id: e.key, name: o.string("name") ?? "",
                    buildSettings: d["buildSettings"]?.dictionary ?? OpenStepDictionary(),
                    baseConfigurationReference: o.string("baseConfigurationReference"),
                    baseConfigurationReferenceAnchor: o.string("baseConfigurationReferenceAnchor"),
                    baseConfigurationReferenceRelativePath: o.string("baseConfigurationReferenceRelativePath"),
                    offset: e.offset)
            case "PBXFileReference":
                let r = PBXFileReference(
                    id: e.key, path: o.string("path"), name: o.string("name"),
                    sourceTree: o.string("sourceTree"), lastKnownFileType: o.string("lastKnownFileType"),
                    explicitFileType: o.string("explicitFileType"))
                refs[e.key] = r
                elements[at] = Element(kind: .fileReference, path: r.path, sourceTree: r.sourceTree)
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
                let children = o.strings("children")
                let g = PBXGroup(
                    id: e.key, isa: isa, children: children, path: o.string("path"),
                    name: o.string("name"), sourceTree: o.string("sourceTree"))
                groups[e.key] = g
                elements[at] = Element(kind: isa == "PBXVariantGroup" ? .variantGroup : .group, path: g.path, sourceTree: g.sourceTree)
                let positions = children.map(position)
                if isa == "PBXVariantGroup" { variantChildren[at] = positions }
                childLists.append((at, positions))
            case "PBXBuildFile":
                let b = PBXBuildFile(id: e.key, fileRef: o.string("fileRef"), productRef: o.string("productRef"))
                buildFiles[e.key] = b
                fileRefAt[at] = position(b.fileRef)
            case "PBXFileSystemSynchronizedRootGroup":
                let g = PBXFileSystemSynchronizedRootGroup(
                    id: e.key, path: o.string("path"), name: o.string("name"),
                    sourceTree: o.string("sourceTree"), exceptions: o.strings("exceptions"))
                syncs[e.key] = g
                elements[at] = Element(kind: .synchronizedFolder, path: g.path, sourceTree: g.sourceTree)
            case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                exceptionSets[e.key] = PBXFileSystemSynchronizedBuildFileExceptionSet(
                    id: e.key, membershipExceptions: o.strings("membershipExceptions"),
                    target: o.string("target"))
            default:
                if isa.hasSuffix("BuildPhase") {
                    let files = o.strings("files")
                    phases[e.key] = PBXBuildPhase(id: e.key, isa: isa, files: files)
                    if isa == "PBXSourcesBuildPhase" { sourcesPhaseFiles[at] = files.map(position) }
                }
            }
        }
        // The first group (in file order) that lists an element is its parent.
        for (g, children) in childLists {
            for c in children where c >= 0 && parentAt[Int(c)] < 0 { parentAt[Int(c)] = Int32(g) }
        }
        self.table = objs
        guard let rootFields = objs[rootID]?.dictionary, rootFields["isa"]?.string == "PBXProject" else {
            throw ReadError.structure("rootObject \(rootID) is not a PBXProject")
        }
        self.rootObject = rootID
        self.project = PBXProject(
            id: rootID, buildConfigurationList: rootFields["buildConfigurationList"]?.string,
            mainGroup: rootFields["mainGroup"]?.string, targets: rootFields["targets"]?.strings ?? [])
        // Targets in the project's order; native targets it does not list
        // come last, in file order.
        let order = Dictionary(self.project.targets.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        self.nativeTargets = targets.enumerated().sorted {
            (order[$0.element.id] ?? Int.max, $0.offset) < (order[$1.element.id] ?? Int.max, $1.offset)
        }.map(\.element)
        self.configurationLists = lists
        self.buildConfigurations = configs
        self.fileReferences = refs
        self.groups = groups
        self.buildPhases = phases
        self.buildFiles = buildFiles
        self.synchronizedRootGroups = syncs
        self.synchronizedExceptionSets = exceptionSets
        self.elements = elements
        self.parentAt = parentAt
        self.fileRefAt = fileRefAt
        self.sourcesPhaseFiles = sourcesPhaseFiles
        self.variantChildren = variantChildren
        if syncs.isEmpty {
            self.synchronizedGroupIDs = []
        } else {
            var seen: Set<String> = []
            self.synchronizedGroupIDs = objs.entries.compactMap { e in
                guard e.value.dictionary?["isa"]?.string != nil, seen.insert(e.key).inserted, syncs[e.key] != nil else { return nil }
                return e.key
            }
        }
    }

    // MARK: - Queries

    public func target(named name: String) -> PBXNativeTarget? {
        nativeTargets.first { $0.name == name }
    }

    /// The configurations of a configuration list, in its order.
    public func configurations(ofList id: String?) -> [XCBuildConfiguration] {
        guard let id, let list = configurationLists[id] else { return [] }
        return list.buildConfigurations.compactMap { buildConfigurations[$0] }
    }

    public func configurations(of target: PBXNativeTarget) -> [XCBuildConfiguration] {
        configurations(ofList: target.buildConfigurationList)
    }

    /// The project-level configurations.
    public var projectConfigurations: [XCBuildConfiguration] {
        configurations(ofList: project.buildConfigurationList)
    }

    /// The configuration's `.xcconfig` file, relative to the project's folder:
    /// the file reference `baseConfigurationReference`, or (Xcode 16, the
    /// xcconfig inside a folder-synchronized group) the anchor group's folder
    /// joined with `baseConfigurationReferenceRelativePath`. Nil when there is
    /// none or it lies outside the source tree.
    public func xcconfigPath(of configuration: XCBuildConfiguration?) -> String? {
        guard let c = configuration else { return nil }
        if let ref = c.baseConfigurationReference, let p = path(of: ref), !p.isEmpty { return p }
        guard let anchor = c.baseConfigurationReferenceAnchor,
              let rel = c.baseConfigurationReferenceRelativePath, !rel.isEmpty, !rel.hasPrefix("/"),
              let base = path(of: anchor) else { return nil }
        let p = Self.normalise(base.isEmpty ? rel : base + "/" + rel)
        return p.isEmpty ? nil : p
    }

    /// Where a file reference, group or synchronized folder lives, relative to
    /// the project's folder; nil for `BUILT_PRODUCTS_DIR`, `SDKROOT`,
    /// `DEVELOPER_DIR`, `<absolute>` and any other tree (deliberately: not in
    /// the source tree).
    public func path(of id: String) -> String? {
        guard let at = table.position(of: id) else { return nil }
        var resolver = PathResolver()
        return resolver.path(at, in: self)
    }

    /// Resolves element paths by position, keeping the paths of the groups
    /// already resolved, so that a caller resolving many files
    /// (`sourceFiles(of:)`) walks each group once. A group cycle gives nil.
    private struct PathResolver {
        /// Group position → its path (nil: outside the source tree).
        var memo: [Int: String?] = [:]
        /// The elements of the current walk up the groups (a few): one seen
        /// again is a cycle.
        var chain: [Int] = []

        mutating func path(_ at: Int, in project: XcodeProject) -> String? {
            let el = project.elements[at]
            guard el.kind != .none, !chain.contains(at) else { return nil }
            let own = el.path ?? ""
            if own.utf8.first == UInt8(ascii: "/") { return nil }
            switch el.sourceTree ?? "<group>" {
            case "SOURCE_ROOT":
                return XcodeProject.normalise(own)
            case "<group>":
                let parent = Int(project.parentAt[at])
                // No parent: the main group, or an orphan: the project folder.
                guard parent >= 0 else { return XcodeProject.normalise(own) }
                let base: String?
                if let known = memo[parent] {
                    base = known
                } else {
                    chain.append(at)
                    base = path(parent, in: project)
                    chain.removeLast()
                    memo[parent] = .some(base)
                }
                guard let base else { return nil }
                return XcodeProject.normalise(XcodeProject.joined(base, own))
            default:
                return nil
            }
        }
    }

    /// Whether `path` is `folder/…` (a non-empty folder): compared as bytes
    /// with `memcmp`, no string built (asked for every file and every
    /// project or folder).
    static func isUnder(_ path: String, _ folder: String) -> Bool {
        let n = folder.utf8.count
        guard n > 0, path.utf8.count > n else { return false }
        var p = path, f = folder
        return p.withUTF8 { pb in
            f.withUTF8 { fb in pb[n] == UInt8(ascii: "/") && memcmp(pb.baseAddress!, fb.baseAddress!, n) == 0 }
        }
    }

    /// `base/own`, `base` or `own` when the other is empty: one allocation.
    static func joined(_ base: String, _ own: String) -> String {
        if base.isEmpty { return own }
        if own.isEmpty { return base }
        var s = String()
        s.reserveCapacity(base.utf8.count + 1 + own.utf8.count)
        s += base
        s += "/"
        s += own
        return s
    }

    /// `a/./b//c/../d` → `a/b/d`; leading `..` kept; "" for the folder itself.
    static func normalise(_ path: String) -> String {
        if isNormal(path) { return path }
        var out: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = out.last, last != ".." { out.removeLast(); continue }
            out.append(part)
        }
        return out.joined(separator: "/")
    }

    /// Whether `normalise` would return `path` unchanged: no empty, `.` or
    /// `..` part except leading `..`s, no leading or trailing `/`. A byte scan:
    /// most paths of a project are already normal.
    static func isNormal(_ path: String) -> Bool {
        var copy = path
        return copy.withUTF8 { b -> Bool in
            var partStart = 0
            var leading = true // still in the leading `..` parts
            for i in 0...b.count where i == b.count || b[i] == 0x2F {
                let n = i - partStart
                if n == 0 { return b.isEmpty }
                if n == 1, b[partStart] == 0x2E { return false }
                if n == 2, b[partStart] == 0x2E, b[partStart + 1] == 0x2E {
                    if !leading { return false }
                } else {
                    leading = false
                }
                partStart = i + 1
            }
            return true
        }
    }

    /// The files of the target's Sources build phases, in phase order,
    /// relative to the project's folder. A build file pointing at a
    /// PBXVariantGroup gives each child's path; package products and
    /// references outside the source tree are skipped. Synchronized folders
    /// are not listed here (their files are on disk): see
    /// `synchronizedFolders(of:)` and `isMember(_:of:)`.
    public func sourceFiles(of target: PBXNativeTarget) -> [String] {
        var out: [String] = []
        var resolver = PathResolver() // group paths, resolved once for the whole target
        for phaseID in target.buildPhases {
            guard let phase = table.position(of: phaseID), let files = sourcesPhaseFiles[phase] else { continue }
            out.reserveCapacity(out.count + files.count)
            for bf in files where bf >= 0 {
                let ref = Int(fileRefAt[Int(bf)])
                guard ref >= 0 else { continue }
                if let children = variantChildren[ref] {
                    out += children.compactMap { $0 >= 0 ? resolver.path(Int($0), in: self) : nil }
                } else if let p = resolver.path(ref, in: self), !p.isEmpty {
                    out.append(p)
                }
            }
        }
        return out
    }

    /// One synchronized folder as it applies to one target.
    public struct SynchronizedFolder: Sendable, Hashable {
        /// The folder, relative to the project's folder.
        public var path: String
        /// True when the folder is attached to the target: every file under
        /// it is a member except `exceptions`. False when the folder belongs
        /// to other targets and an exception set names this target: then only
        /// `exceptions` are members (Xcode's way of adding one file of a
        /// folder to a second target).
        public var attached: Bool
        /// Paths relative to `path`.
        public var exceptions: [String] {
            didSet {
                excepted = Self.excepted(path, exceptions)
                exceptedLookup = ExceptedLookup(excepted)
            }
        }
        /// `exceptions` normalised and joined to `path` (relative to the
        /// project's folder), made once: `isMember` asks every file.
        private(set) var excepted: [String]
        /// `excepted` as a set (a file excepted itself) and a `FolderTable`
        /// (a file in an excepted subfolder): a folder of Xcode 16 can list
        /// hundreds of exceptions, and every file of the run is asked.
        private(set) var exceptedLookup: ExceptedLookup

        struct ExceptedLookup: Sendable, Hashable {
            var files: Set<String>
            var folders: FolderTable
            init(_ excepted: [String]) {
                files = Set(excepted)
                folders = FolderTable(excepted)
            }
            /// `excepted.contains { p == $0 || XcodeProject.isUnder(p, $0) }`.
            func covers(_ p: String) -> Bool {
                files.contains(p) || folders.holdsAny(p)
            }
        }

        /// For a file `p` under the folder: whether it is a member through
        /// it (an excepted subfolder covers its files).
        func holdsMember(_ p: String) -> Bool {
            let isExcepted = !excepted.isEmpty && exceptedLookup.covers(p)
            return attached != isExcepted
        }

        public init(path: String, attached: Bool, exceptions: [String]) {
            self.path = path
            self.attached = attached
            self.exceptions = exceptions
            excepted = Self.excepted(path, exceptions)
            exceptedLookup = ExceptedLookup(excepted)
        }

        static func excepted(_ path: String, _ exceptions: [String]) -> [String] {
            // An exception naming the folder itself (`.`) excepts nothing, as before.
            exceptions.map { XcodeProject.normalise($0) }.filter { !$0.isEmpty }.map { XcodeProject.joined(path, $0) }
        }
    }

    /// The synchronized folders that give the target files.
    public func synchronizedFolders(of target: PBXNativeTarget) -> [SynchronizedFolder] {
        if synchronizedRootGroups.isEmpty { return [] }
        var out: [SynchronizedFolder] = []
        let attached = Set(target.fileSystemSynchronizedGroups)
        // Attached ones first, in the target's order; then the others in file order.
        let others = synchronizedGroupIDs.filter { !attached.contains($0) }
        for id in target.fileSystemSynchronizedGroups + others {
            guard let g = synchronizedRootGroups[id], let folder = path(of: id) else { continue }
            let sets = g.exceptions.compactMap { synchronizedExceptionSets[$0] }.filter { $0.target == target.id }
            let exceptions = sets.flatMap(\.membershipExceptions)
            if attached.contains(id) {
                out.append(SynchronizedFolder(path: folder, attached: true, exceptions: exceptions))
            } else if !exceptions.isEmpty {
                out.append(SynchronizedFolder(path: folder, attached: false, exceptions: exceptions))
            }
        }
        return out
    }

    /// Whether the file at `path` (relative to the project's folder) is
    /// compiled or copied by the target: listed in its Sources phase, or under
    /// one of its synchronized folders and not excepted (or excepted in
    /// another target's folder, see `SynchronizedFolder.attached`).
    public func isMember(_ path: String, of target: PBXNativeTarget) -> Bool {
        let p = Self.normalise(path)
        if sourceFiles(of: target).contains(p) { return true }
        return isSynchronizedMember(p, of: target)
    }

    /// Membership through synchronized folders only.
    public func isSynchronizedMember(_ path: String, of target: PBXNativeTarget) -> Bool {
        Self.isMember(path, ofAny: synchronizedFolders(of: target))
    }

    /// Whether `path` (relative to the project's folder) is a member through `folders`.
    public static func isMember(_ path: String, ofAny folders: [SynchronizedFolder]) -> Bool {
        if folders.isEmpty { return false }
        return isMember(normalised: normalise(path), ofAny: folders)
    }

    /// `isMember(_:ofAny:)` for a path already normalised.
    static func isMember(normalised p: String, ofAny folders: [SynchronizedFolder]) -> Bool {
        // Through the buffer: each folder's fields are read in place, the
        // folder (a struct of several arrays) is not copied.
        folders.withUnsafeBufferPointer { folders in
            for i in folders.indices {
                // `p` starts with the folder and a slash: bytes, no string built.
                guard folders[i].path.isEmpty || isUnder(p, folders[i].path) else { continue }
                if folders[i].holdsMember(p) { return true }
            }
            return false
        }
    }

    /// The native targets the file belongs to.
    public func targets(containing path: String) -> [PBXNativeTarget] {
        nativeTargets.filter { isMember(path, of: $0) }
    }
}

/// Folders found by the bytes of a path: which of them hold the path in the
/// sense of `XcodeProject.isUnder(path, folder)` (the folder's bytes, then a
/// `/`), in one pass over the path instead of one comparison per folder. The
/// FNV-1a hash of the path's bytes is carried along; at each `/` the hash of
/// the prefix before it is looked up, and a hit is confirmed with `memcmp`.
/// Asked for every Swift file against every project folder and every
/// excepted subfolder of a synchronized folder.
struct FolderTable: Sendable, Hashable {
    private var folders: [[UInt8]] = []
    /// FNV-1a hash of each folder's bytes.
    private var hashes: [UInt64] = []
    /// An open-addressing table of the non-empty folders by hash: a slot
    /// holds a folder's index + 1 (0: empty), probed linearly from the slot
    /// of the hash (folders with the same hash in the order given). A
    /// prefix's hash is its own key: no second hash, as a `Dictionary` made.
    private var slots: [Int32] = []
    /// `hasLength[n]`: some folder is `n` bytes long (most prefixes are not
    /// looked up at all). Its count is one more than the longest folder's.
    private var hasLength: [Bool] = []

    init(_ folders: [String]) {
        self.folders.reserveCapacity(folders.count)
        hashes.reserveCapacity(folders.count)
        for f in folders {
            let b = Array(f.utf8)
            self.folders.append(b)
            var h = Self.basis
            for c in b { h = (h ^ UInt64(c)) &* Self.prime }
            hashes.append(h)
        }
        let used = self.folders.indices.filter { !self.folders[$0].isEmpty } // an empty folder holds nothing (`isUnder`)
        guard !used.isEmpty else { return }
        var size = 16
        while size < used.count * 2 { size <<= 1 }
        slots = [Int32](repeating: 0, count: size)
        for i in used {
            var s = Self.slot(hashes[i], size - 1)
            while slots[s] != 0 { s = (s + 1) & (size - 1) }
            slots[s] = Int32(i + 1)
            let n = self.folders[i].count
            if n >= hasLength.count { hasLength += repeatElement(false, count: n + 1 - hasLength.count) }
            hasLength[n] = true
        }
    }

    private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0100_0000_01b3

    /// The first slot of hash `h` (its high bits folded in: FNV's low bits alone spread poorly).
    @inline(__always)
    private static func slot(_ h: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: h ^ (h >> 32) ^ (h >> 17)) & mask
    }

    var isEmpty: Bool { slots.isEmpty }

    /// Calls `body` with the index (into the folders given to `init`) of
    /// every folder that holds `path`, shortest folder first.
    func forEachFolder(holding path: String, _ body: (Int) -> Void) {
        if slots.isEmpty { return }
        var p = path
        let mask = slots.count - 1
        p.withUTF8 { b in
            guard let base = b.baseAddress else { return }
            // A prefix longer than every folder matches none.
            let limit = min(b.count, hasLength.count)
            var h = Self.basis
            var k = 0
            while k < limit {
                let c = b[k]
                // `h` is the hash of b[0..<k] here.
                if c == 0x2F, k > 0, hasLength[k] {
                    var s = Self.slot(h, mask)
                    while slots[s] != 0 {
                        let i = Int(slots[s] - 1)
                        if hashes[i] == h, folders[i].count == k,
                           folders[i].withUnsafeBufferPointer({ memcmp($0.baseAddress!, base, k) == 0 }) { body(i) }
                        s = (s + 1) & mask
                    }
                }
                h = (h ^ UInt64(c)) &* Self.prime
                k += 1
            }
        }
    }

    /// Whether some folder holds `path`.
    func holdsAny(_ path: String) -> Bool {
        var found = false
        forEachFolder(holding: path) { _ in found = true }
        return found
    }
}
