import Foundation
import UnfoldKit

/// `unfold-bench project-model [--files N] [--repeat N]`: the cost of reading
/// the project model (issue 14: "for a project of 5,000 files it costs under
/// 50 ms"). Generates, in memory, a pbxproj with N Swift files (default
/// 5,000) in nested groups across three targets (an app, an app extension
/// sharing some of the app's files, a unit-test bundle), each configuration
/// based on an xcconfig that `#include`s a shared one; then times building the
/// index's project facts (`ProjectIndex` over the pbxproj and the xcconfigs),
/// `deploymentTarget(for:)` for every file and the targets that build every
/// file. Prints the best of `--repeat` runs (default 10); asserts nothing
/// (docs/performance.md).
enum ProjectModelBench {
    static func main(_ args: [String]) -> Int32 {
        var files = 5_000
        var repeats = 10
        var it = args.makeIterator()
        while let a = it.next() {
            switch a {
            case "--files": files = Int(it.next() ?? "") ?? files
            case "--repeat": repeats = max(1, Int(it.next() ?? "") ?? repeats)
            default:
                print("usage: unfold-bench project-model [--files N] [--repeat N]")
                return 2
            }
        }
        let project = generate(files: files)
        let inputs = project.inputs
        print("project: \(project.paths.count) Swift files, 3 targets, pbxproj \(inputs[0].bytes.count / 1024) KB, \(inputs.count - 1) xcconfig files")
        var best = (total: Double.infinity, facts: 0.0, targets: 0.0, members: 0.0)
        var bestCPU = Double.infinity
        var checksum = 0
        for _ in 0..<repeats {
            let c0 = threadCPU()
            let t0 = Bench.now()
            let index = ProjectIndex(otherFiles: inputs)
            let t1 = Bench.now()
            var known = 0
            for p in project.paths where index.deploymentTarget(for: p) != nil { known += 1 }
            let t2 = Bench.now()
            var memberships = 0
            for facts in index.projects {
                for p in project.paths { memberships += facts.targets(building: p).count }
            }
            let t3 = Bench.now()
            checksum = known &+ memberships
            bestCPU = min(bestCPU, threadCPU() - c0)
            let total = Double(t3 - t0) / 1e9
            if total < best.total {
                best = (total, Double(t1 - t0) / 1e9, Double(t2 - t1) / 1e9, Double(t3 - t2) / 1e9)
            }
        }
        print("project facts (parse, xcconfigs, targets)  \(Bench.ms(best.facts))")
        print("deploymentTarget(for:) × \(project.paths.count)        \(Bench.ms(best.targets))")
        print("targets(building:) × \(project.paths.count)            \(Bench.ms(best.members))")
        print("total (best of \(repeats))                      \(Bench.ms(best.total))")
        print("total, CPU time of the thread (best of \(repeats))  \(Bench.ms(bestCPU))")
        print("checksum \(checksum) (known targets + memberships)")
        return 0
    }

    /// CPU time of the calling thread, in seconds: on a loaded machine, the
    /// figure that does not count time spent waiting for a core.
    static func threadCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// The generated project: the pbxproj first, then the xcconfig files; the
    /// Swift paths (relative to the project folder, which is ".").
    struct Generated {
        var inputs: [SourceInput]
        var paths: [String]
    }

    static func generate(files: Int) -> Generated {
        var nextID = 0
        func id() -> String {
            nextID += 1
            return String(repeating: "0", count: 24 - String(nextID, radix: 16).count) + String(nextID, radix: 16).uppercased()
        }
        var objects: [String] = []
        var paths: [String] = []
        // Targets: app 80 %, extension 12 % (plus every 10th app file shared), tests 8 %.
        let appCount = files * 80 / 100, extCount = files * 12 / 100
        let targets = ["App", "Widget", "AppTests"]
        var phaseFiles: [[String]] = [[], [], []]
        // Groups: Target/FeatureNN/PartNN/File.swift, 25 files per leaf group.
        var topChildren: [String] = []
        var childrenOf: [String: [String]] = [:]
        var groupID: [String: String] = [:]
        func group(_ path: [String]) -> String {
            // Parents first, so that each group is listed in its parent's children.
            let key = path.joined(separator: "/")
            if let g = groupID[key] { return g }
            if path.count > 1 { _ = group(Array(path.dropLast())) }
            let g = id()
            groupID[key] = g
            if path.count == 1 { topChildren.append(g) } else { childrenOf[path.dropLast().joined(separator: "/"), default: []].append(g) }
            childrenOf[key] = childrenOf[key] ?? []
            return g
        }
        for n in 0..<files {
            let t = n < appCount ? 0 : (n < appCount + extCount ? 1 : 2)
            let local = t == 0 ? n : (t == 1 ? n - appCount : n - appCount - extCount)
            let folder = [targets[t], "Feature\(local / 250)", "Part\(local / 25 % 10)"]
            let g = group(folder)
            let name = "File\(n).swift"
            let ref = id()
            childrenOf[folder.joined(separator: "/"), default: []].append(ref)
            objects.append("\t\t\(ref) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(name); sourceTree = \"<group>\"; };")
            _ = g
            paths.append(folder.joined(separator: "/") + "/" + name)
            let bf = id()
            objects.append("\t\t\(bf) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(ref) /* \(name) */; };")
            phaseFiles[t].append(bf)
            if t == 0, n % 10 == 0 {
                let shared = id()
                objects.append("\t\t\(shared) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(ref) /* \(name) */; };")
                phaseFiles[1].append(shared)
            }
        }
        for (key, g) in groupID {
            let name = key.split(separator: "/").last!
            let children = childrenOf[key]!.map { "\t\t\t\t\($0),\n" }.joined()
            objects.append("\t\t\(g) /* \(name) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(children)\t\t\t);\n\t\t\tpath = \(name);\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
        }
        // xcconfigs: Configs/Shared.xcconfig (the deployment target), one per target including it.
        var xcconfigs: [SourceInput] = [SourceInput(path: "Configs/Shared.xcconfig", bytes: Array("""
            // Shared settings
            IPHONEOS_DEPLOYMENT_TARGET = 16.4
            SWIFT_VERSION = 5.0
            OTHER_SWIFT_FLAGS = $(inherited) -DSHARED

            """.utf8))]
        let configsGroup = id()
        var configRefs: [String] = []
        var configRef: [String: String] = [:]
        for name in ["Shared"] + targets {
            let ref = id()
            configRefs.append(ref)
            configRef[name] = ref
            objects.append("\t\t\(ref) /* \(name).xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = \(name).xcconfig; sourceTree = \"<group>\"; };")
            if name != "Shared" {
                xcconfigs.append(SourceInput(path: "Configs/\(name).xcconfig", bytes: Array("""
                    #include "Shared.xcconfig"
                    PRODUCT_BUNDLE_IDENTIFIER = com.example.\(name)
                    INFOPLIST_FILE = \(name)/Info.plist
                    \(name == "Widget" ? "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n" : "")
                    """.utf8)))
            }
        }
        objects.append("\t\t\(configsGroup) /* Configs */ = {isa = PBXGroup; children = (\(configRefs.joined(separator: ", ")), ); path = Configs; sourceTree = \"<group>\"; };")
        let mainGroup = id()
        objects.append("\t\t\(mainGroup) = {isa = PBXGroup; children = (\((topChildren + [configsGroup]).joined(separator: ", ")), ); sourceTree = \"<group>\"; };")
        func configurationList(_ base: String?, _ settings: String) -> String {
            let list = id()
            var configs: [String] = []
            for name in ["Debug", "Release"] {
                let c = id()
                configs.append(c)
                let baseRef = base.map { "\t\t\tbaseConfigurationReference = \($0) /* x.xcconfig */;\n" } ?? ""
                objects.append("\t\t\(c) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\(baseRef)\t\t\tbuildSettings = {\n\(settings)\t\t\t};\n\t\t\tname = \(name);\n\t\t};")
            }
            objects.append("\t\t\(list) = {isa = XCConfigurationList; buildConfigurations = (\(configs.joined(separator: ", ")), ); defaultConfigurationVisibility = 0; defaultConfigurationName = Release; };")
            return list
        }
        var targetIDs: [String] = []
        let types = ["com.apple.product-type.application", "com.apple.product-type.app-extension", "com.apple.product-type.bundle.unit-test"]
        for (t, name) in targets.enumerated() {
            let phase = id()
            objects.append("\t\t\(phase) /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (\n\(phaseFiles[t].map { "\t\t\t\t\($0) /* in Sources */,\n" }.joined())\t\t\t); runOnlyForDeploymentPostprocessing = 0; };")
            let list = configurationList(configRef[name], "\t\t\t\tCODE_SIGN_STYLE = Automatic;\n\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n")
            let target = id()
            targetIDs.append(target)
            objects.append("\t\t\(target) /* \(name) */ = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (\(phase), ); name = \(name); productName = \(name); productType = \"\(types[t])\"; };")
        }
        let projectList = configurationList(nil, "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSWIFT_VERSION = 5.0;\n")
        let root = id()
        objects.append("\t\t\(root) /* Project object */ = {isa = PBXProject; buildConfigurationList = \(projectList); compatibilityVersion = \"Xcode 14.0\"; mainGroup = \(mainGroup); targets = (\(targetIDs.joined(separator: ", ")), ); };")
        let text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n\n" + objects.joined(separator: "\n") + "\n\t};\n\trootObject = \(root) /* Project object */;\n}\n"
        return Generated(inputs: [SourceInput(path: "Big.xcodeproj/project.pbxproj", bytes: Array(text.utf8))] + xcconfigs, paths: paths)
    }
}
