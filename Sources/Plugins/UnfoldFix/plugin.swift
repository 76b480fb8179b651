// `swift package --allow-writing-to-package-directory unfold-fix [--target NAME]… [unfold fix options]`:
// runs `unfold fix` over the package's source folders (refusing a dirty git
// tree unless `--allow-dirty`, like the command line), prints what was
// written, and reports the findings left for a human as warnings.
// docs/plugins.md.
import Foundation
import PackagePlugin

@main
struct UnfoldFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let folders = try UnfoldRunner.packageFolders(context.package, names: names)
        let runner = UnfoldRunner(tool: try context.tool(named: "unfold").url, root: context.package.directoryURL,
                                  workDirectory: context.pluginWorkDirectoryURL)
        try UnfoldFixPlugin.fix(runner, options: extractor.remainingArguments, paths: folders)
    }

    /// `unfold fix OPTIONS -- PATHS`; exit 1 (findings left for a human) is not a failure.
    static func fix(_ runner: UnfoldRunner, options: [String], paths: [String]) throws {
        guard !paths.isEmpty else {
            print("unfold-fix: no Swift source folders to fix.")
            return
        }
        let (status, out, err) = try runner.run(["fix"] + runner.cacheArguments + options + ["--"] + paths)
        runner.report(out)
        runner.report(err)
        if status > 1 { throw UnfoldPluginError.failed(status: status, command: "fix") }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension UnfoldFixPlugin: XcodeCommandPlugin {
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
        try UnfoldFixPlugin.fix(runner, options: extractor.remainingArguments, paths: paths)
    }
}
#endif
