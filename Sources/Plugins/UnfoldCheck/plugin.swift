// `swift package unfold-check [--target NAME]… [unfold options]`: runs
// `unfold check --format xcode` over the package's source folders and turns
// each finding into a warning at its file and line. When something is
// pending (unfold exits 1) the plugin fails, so CI can gate on it.
// docs/plugins.md.
import Foundation
import PackagePlugin

@main
struct UnfoldCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let folders = try UnfoldRunner.packageFolders(context.package, names: names)
        let runner = UnfoldRunner(tool: try context.tool(named: "unfold").url, root: context.package.directoryURL,
                                  workDirectory: context.pluginWorkDirectoryURL)
        try UnfoldCheckPlugin.check(runner, options: extractor.remainingArguments, paths: folders)
    }

    /// `unfold check --format xcode OPTIONS -- PATHS`, reported as diagnostics.
    static func check(_ runner: UnfoldRunner, options: [String], paths: [String]) throws {
        guard !paths.isEmpty else {
            print("unfold-check: no Swift source folders to check.")
            return
        }
        let (status, out, err) = try runner.run(["check", "--format", "xcode"] + runner.cacheArguments + options + ["--"] + paths)
        let count = runner.report(out)
        runner.report(err)
        switch status {
        case 0: return
        case 1: throw UnfoldPluginError.pending(count: count)
        default: throw UnfoldPluginError.failed(status: status, command: "check")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension UnfoldCheckPlugin: XcodeCommandPlugin {
    /// In an Xcode project: the whole project folder, or the Swift files of the `--target`s.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let project = context.xcodeProject
        // `directory` and `pluginWorkDirectory` (Path) exist in every Xcode with command plugins.
        let root = URL(fileURLWithPath: project.directory.string)
        var paths = [root.path]
        if !names.isEmpty {
            paths = try names.flatMap { name -> [String] in
                guard let target = project.targets.first(where: { $0.displayName == name }) else { throw UnfoldPluginError.unknownTarget(name) }
                return target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url.path)
            }
        }
        let runner = UnfoldRunner(tool: try context.tool(named: "unfold").url, root: root,
                                  workDirectory: URL(fileURLWithPath: context.pluginWorkDirectory.string))
        try UnfoldCheckPlugin.check(runner, options: extractor.remainingArguments, paths: paths)
    }
}
#endif
