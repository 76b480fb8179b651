// Shared by the two command plugins. Plugin targets cannot depend on a
// library, so this file exists twice, byte for byte:
// Sources/Plugins/UnfoldCheck/UnfoldRunner.swift and
// Sources/Plugins/UnfoldFix/UnfoldRunner.swift (Tests/Plugins/consumer-test.sh
// fails when they differ).
import Foundation
import PackagePlugin

/// Why a plugin run failed.
enum UnfoldPluginError: Error, CustomStringConvertible {
    /// `unfold-check`: findings or changes are pending (unfold exited 1).
    case pending(count: Int)
    /// unfold exited with this status (2: usage or input error, 3: verify dropped changes).
    case failed(status: Int32, command: String)
    /// A `--target` name that is not a target of the package or project.
    case unknownTarget(String)

    var description: String {
        switch self {
        case .pending(let n): return "unfold found \(n) item\(n == 1 ? "" : "s") to migrate; run `swift package --allow-writing-to-package-directory unfold-fix` or see `unfold explain ID`."
        case .failed(let status, let command): return "unfold \(command) exited with status \(status)."
        case .unknownTarget(let name): return "No target named '\(name)' in this package."
        }
    }
}

/// One finding line of unfold's output, as a diagnostic.
struct UnfoldLine {
    var path: String
    var line: Int
    var message: String

    /// `path:line:col: warning: message [id]` (`check --format xcode`) or
    /// `path:line:col: id: message` (the findings `fix` prints on stderr);
    /// nil for any other line. Paths may hold colons: the numbers are found
    /// from the right.
    static func parse(_ text: Substring) -> UnfoldLine? {
        // The first ":<digits>:<digits>: " from the left whose prefix is a plausible path.
        var search = text.startIndex
        while let colon = text[search...].firstIndex(of: ":") {
            let afterColon = text.index(after: colon)
            let rest = text[afterColon...]
            let lineDigits = rest.prefix { $0.isASCII && $0.isNumber }
            if !lineDigits.isEmpty, rest.dropFirst(lineDigits.count).first == ":" {
                let afterLine = rest.dropFirst(lineDigits.count + 1)
                let colDigits = afterLine.prefix { $0.isASCII && $0.isNumber }
                let tail = afterLine.dropFirst(colDigits.count)
                if !colDigits.isEmpty, tail.hasPrefix(": "), let n = Int(lineDigits) {
                    var path = String(text[..<colon])
                    if path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 { path = String(path.dropFirst().dropLast()) }
                    var message = String(tail.dropFirst(2))
                    if message.hasPrefix("warning: ") { message = String(message.dropFirst("warning: ".count)) }
                    return UnfoldLine(path: path, line: n, message: message)
                }
            }
            search = afterColon
        }
        return nil
    }
}

/// Runs the `unfold` tool and turns its output into diagnostics.
struct UnfoldRunner {
    /// The built `unfold` executable.
    var tool: URL
    /// The package or project folder: unfold runs there, relative paths are resolved against it.
    var root: URL
    /// Where to keep unfold's stderr while it runs.
    var workDirectory: URL

    /// unfold's results cache goes to the plugin's work folder: `unfold-check`
    /// may not write the package folder (no permission; macOS's sandbox).
    var cacheArguments: [String] { ["--cache-dir", workDirectory.appendingPathComponent("unfold-cache").path] }

    /// Runs `unfold arguments…`; returns its exit status, stdout and stderr.
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let errURL = workDirectory.appendingPathComponent("unfold-stderr-\(ProcessInfo.processInfo.processIdentifier).txt")
        try? FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        try? Data().write(to: errURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        defer { try? FileManager.default.removeItem(at: errURL) }
        let outPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errHandle
        try process.run()
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errHandle.close()
        let errData = (try? Data(contentsOf: errURL)) ?? Data()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// Prints `text` and emits a warning for each finding line at its file and
    /// line (Xcode shows it in the editor; `swift package` prints the
    /// diagnostic without its place, hence the line as unfold wrote it too).
    /// Returns the number of findings.
    @discardableResult
    func report(_ text: String) -> Int {
        var count = 0
        for line in text.split(separator: "\n") {
            if let finding = UnfoldLine.parse(line) {
                print(line)
                let file = finding.path.hasPrefix("/") ? finding.path : root.appendingPathComponent(finding.path).path
                Diagnostics.warning(finding.message, file: file, line: finding.line)
                count += 1
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                print(line)
            }
        }
        return count
    }

    /// The folders to pass: `wanted` minus those inside another one of them, sorted.
    static func outermost(_ wanted: [String]) -> [String] {
        let unique = Set(wanted.map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 })
        return unique.filter { dir in !unique.contains { other in other != dir && dir.hasPrefix(other + "/") } }.sorted()
    }

    /// The source folders of the package's targets named by `--target` (all
    /// Swift source targets when none is named).
    static func packageFolders(_ package: Package, names: [String]) throws -> [String] {
        let targets: [Target]
        if names.isEmpty {
            targets = package.targets
        } else {
            targets = try names.map { name in
                guard let t = package.targets.first(where: { $0.name == name }) else { throw UnfoldPluginError.unknownTarget(name) }
                return t
            }
        }
        return outermost(targets.compactMap { ($0 as? SwiftSourceModuleTarget)?.directoryURL.path })
    }
}
