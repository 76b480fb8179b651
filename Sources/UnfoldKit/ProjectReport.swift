import Foundation
import SwiftTree

/// `unfold project [PATH…] [--format json]`: what unfold read of the
/// project (issue 14, item 7): each Xcode project with its native targets
/// (product type, platform, iOS deployment target with the file:line it came
/// from, Info.plist, Swift files it builds), each Package.swift and Podfile
/// with its iOS version, the life cycle of each app (an iOS application
/// target, or an app folder: the folder of an Info.plist for files no project
/// builds), and the Swift files no project or package claims. Reads; writes nothing.
struct ProjectReport {
    let index: ProjectIndex
    let swiftPaths: [String]

    /// The index made as a run's pass 1 makes it: the Xcode projects and
    /// plists read on `jobs` threads first, beside the Swift files' summaries
    /// (`ProjectFileReads.map(_:jobs:_:)`), then the index on `jobs` threads.
    init(_ loaded: LoadedFiles, jobs: Int) {
        // By path: the order the index keeps the summaries in (no sort there).
        let swift = loaded.inputs.filter(\.isSwift).sorted { $0.path < $1.path }
        let others = loaded.inputs.filter { !$0.isSwift || $0.path == "Package.swift" || $0.path.hasBytes(suffix: "/Package.swift") }
            + loaded.contextFiles
        let reads = ProjectFileReads(others)
        let (summaries, read) = reads.map(swift, jobs: jobs) { FileSummary(path: $0.path, tree: SyntaxTree(bytes: $0.bytes), collecting: []) }
        index = ProjectIndex(summaries: summaries, otherFiles: others, jobs: jobs, read: read)
        swiftPaths = swift.map(\.path)
    }

    struct Target: Codable {
        var name: String
        var productType: String
        var platform: String
        var deploymentTarget: String?
        var source: String?
        var infoPlist: String?
        var swiftFiles: Int
        /// For iOS application targets (and App Clips): the app's life cycle.
        var lifeCycle: String?
        /// For apps built with React Native, Expo, Flutter or Capacitor: the framework and version.
        var framework: String? = nil
        /// An iOS target without a deployment target of its own: the one its
        /// files are analysed at (a Package.swift's, the project's lowest…),
        /// as the transforms read it (isowords' preview apps).
        var analysedAt: String? = nil
    }

    /// An app without a project: the folder of an Info.plist and the Swift files under it.
    struct AppFolder: Codable {
        var path: String
        var infoPlist: String?
        var lifeCycle: String
        var swiftFiles: Int
        var framework: String? = nil
    }

    /// A framework manifest folder: what it is built with, the version and where it was read.
    struct Framework: Codable {
        var path: String
        var framework: String
        var version: String?
        /// The version is a lower bound (Flutter: the SDK version is not recorded in the project).
        var atLeast: Bool
        var source: String
        /// Expo: the `ios/` folder is generated (Continuous Native Generation).
        var generatedIOSFolder: Bool
    }

    struct Project: Codable {
        var path: String
        var targets: [Target]
        /// False when the pbxproj could not be parsed (the line scan's lowest target is then used).
        var parsed: Bool
        /// Unparsed: the lowest `IPHONEOS_DEPLOYMENT_TARGET` the line scan found (`14.0`).
        var lowestLine: String? = nil
    }

    struct Manifest: Codable {
        var path: String
        var iOS: String
    }

    struct Model: Codable {
        var projects: [Project]
        var packages: [Manifest]
        var podfiles: [Manifest]
        /// XcodeGen specs (`project.yml`) and the iOS deployment target read from each.
        var xcodegenSpecs: [Manifest] = []
        var appFolders: [AppFolder]
        var frameworks: [Framework] = []
        /// The whole run's life cycle, which Swift files of no app get; nil when every
        /// Swift file belongs to an app or only non-iOS targets build it.
        var lifeCycleOfFilesInNoApp: String?
        var swiftFilesInNoTarget: [String]
        /// Project files read in part or not at all: `file:line: reason`.
        var warnings: [String]
    }

    var model: Model {
        var claimed = Set<String>()
        let projects = index.projects.map { p -> Project in
            // Each file under the project's folder asked once which targets
            // build it (`targetIndices(building:)`, what `TargetFacts.builds`
            // answers target by target), in `swiftPaths` order.
            var builtBy = [[String]](repeating: [], count: p.nativeTargets.count)
            for path in swiftPaths {
                guard let rel = p.relative(path) else { continue }
                for i in p.targetIndices(building: rel) { builtBy[i].append(path) }
            }
            let targets = p.nativeTargets.enumerated().map { (i, t) -> Target in
                let built = builtBy[i]
                claimed.formUnion(built)
                let app = index.apps.first { $0.project == p.path && $0.name == t.name }
                let analysedAt = t.isIOS && t.deploymentTarget == nil ? built.first.flatMap(index.deploymentTarget(for:)).map { "\($0.0).\($0.1)" } : nil
                return Target(name: t.name, productType: t.productType, platform: t.isIOS ? "iOS" : "other",
                              deploymentTarget: t.deploymentTarget?.description,
                              source: t.deploymentTargetSource, infoPlist: t.infoPlistPath ?? t.infoPlist, swiftFiles: built.count, lifeCycle: app?.lifeCycle.label,
                              framework: app?.framework?.label, analysedAt: analysedAt)
            }
            return Project(path: p.path, targets: targets, parsed: p.parsed,
                           lowestLine: p.parsed ? nil : p.lowestDeploymentTarget.map { "\($0.0).\($0.1)" })
        }
        func manifests(_ list: [(dir: String, major: Int, minor: Int)], _ name: String) -> [Manifest] {
            list.map { Manifest(path: $0.dir == "." ? name : $0.dir + "/" + name, iOS: "\($0.major).\($0.minor)") }
        }
        let packages = manifests(index.packageTargets, "Package.swift")
        // Whether a package's folder holds a file depends on its folder only: asked once per folder.
        // An XcodeGen spec's folder is its project's (the .xcodeproj is generated).
        let manifestFolders = index.packageTargets + index.xcodegenTargets
        if !manifestFolders.isEmpty {
            var inPackage: [String: Bool] = [:]
            for path in swiftPaths {
                let dir = ProjectIndex.directory(of: path)
                let held = inPackage[dir] ?? {
                    let held = manifestFolders.contains { ProjectIndex.isAncestor($0.dir, of: dir) }
                    inPackage[dir] = held
                    return held
                }()
                if held { claimed.insert(path) }
            }
        }
        let folders = index.apps.filter { $0.project == nil }.map {
            AppFolder(path: $0.name, infoPlist: $0.infoPlist, lifeCycle: $0.lifeCycle.label, swiftFiles: $0.files.count, framework: $0.framework?.label)
        }
        let inNoApp = swiftPaths.contains { index.apps(for: $0).isEmpty && !index.isNonIOSOnly($0) }
        let frameworks = index.frameworks.map {
            Framework(path: $0.dir, framework: $0.kind.rawValue, version: $0.version?.description, atLeast: $0.atLeast, source: $0.source, generatedIOSFolder: $0.generatedNativeFolder)
        }
        return Model(projects: projects, packages: packages, podfiles: manifests(index.podfileTargets, "Podfile"),
                     xcodegenSpecs: manifests(index.xcodegenTargets, XcodeGenSpec.fileName), appFolders: folders, frameworks: frameworks,
                     lifeCycleOfFilesInNoApp: inNoApp ? index.lifeCycle.label : nil, swiftFilesInNoTarget: swiftPaths.filter { !claimed.contains($0) },
                     warnings: index.warnings.map(\.description))
    }

    func text() -> String {
        let m = model
        var out: [String] = []
        for p in m.projects {
            out.append(Report.displayPath(p.path) + (p.parsed ? "" : "  (not parsed: the lowest IPHONEOS_DEPLOYMENT_TARGET line is used" + (p.lowestLine.map { ", iOS \($0)" } ?? ", and there is none") + ")"))
            for t in p.targets {
                var line = "  \(t.name)  \(t.productType)  \(t.platform)"
                if t.platform == "iOS" {
                    line += "  " + (t.deploymentTarget.map { "iOS \($0)" + (t.source.map { " (\(Report.displayPath($0)))" } ?? "") }
                        ?? "deployment target unknown" + (t.analysedAt.map { " (its files are analysed at iOS \($0))" } ?? ""))
                }
                if let plist = t.infoPlist { line += "  Info.plist \(plist)" }
                line += "  \(t.swiftFiles) Swift file\(t.swiftFiles == 1 ? "" : "s")"
                if let lifeCycle = t.lifeCycle { line += "  life cycle: \(lifeCycle)" }
                if let framework = t.framework { line += "  framework: \(framework)" }
                out.append(line)
            }
        }
        for f in m.appFolders {
            var line = "app folder \(Report.displayPath(f.path))"
            if let plist = f.infoPlist { line += "  Info.plist \(Report.displayPath(plist))" }
            line += "  \(f.swiftFiles) Swift file\(f.swiftFiles == 1 ? "" : "s")  life cycle: \(f.lifeCycle)"
            if let framework = f.framework { line += "  framework: \(framework)" }
            out.append(line)
        }
        for p in m.packages { out.append("\(Report.displayPath(p.path))  iOS \(p.iOS)") }
        for p in m.podfiles { out.append("\(Report.displayPath(p.path))  platform :ios \(p.iOS)") }
        for p in m.xcodegenSpecs { out.append("\(Report.displayPath(p.path))  (XcodeGen)  iOS \(p.iOS)") }
        for f in m.frameworks {
            let version = f.version.map { (f.atLeast ? "≥" : "") + $0 } ?? "version unknown"
            out.append("framework \(f.framework) \(version) at \(Report.displayPath(f.path))  (\(Report.escapingControls(f.source)))" + (f.generatedIOSFolder ? "  ios/ is generated (Continuous Native Generation)" : ""))
        }
        if let lifeCycle = m.lifeCycleOfFilesInNoApp { out.append("life cycle of Swift files in no app: \(lifeCycle)") }
        let loose = m.swiftFilesInNoTarget.count
        out.append("\(loose) Swift file\(loose == 1 ? "" : "s") in no target or package")
        for w in m.warnings { out.append("warning: " + Report.escapingControls(w)) }
        return out.joined(separator: "\n") + "\n"
    }

    func json() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return ((try? encoder.encode(model)).map { [UInt8]($0) } ?? []) + [10]
    }
}
