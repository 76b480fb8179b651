import Foundation

/// Asks the toolchain's own parser whether Swift files parse: the
/// swift-syntax-oracle from ../shared/tools (built on demand and cached), else
/// `swiftc -frontend -parse`. Used by tests, the sweep and `--verify`.
public enum ParserCheck {
    /// A usable swift-syntax-oracle binary: `$UNFOLD_ORACLE`, or one built from
    /// `toolsDir/swift-syntax-oracle` into the temp directory (once per toolchain).
    public static func oracle(toolsDir: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let p = environment["UNFOLD_ORACLE"], FileManager.default.isExecutableFile(atPath: p) { return p }
        guard let toolsDir, let swiftc = which("swiftc") else { return nil }
        let script = toolsDir + "/swift-syntax-oracle/build.sh"
        guard FileManager.default.fileExists(atPath: script) else { return nil }
        let real = (try? FileManager.default.destinationOfSymbolicLink(atPath: swiftc)) ?? swiftc
        // A stable name (String.hashValue changes with every process): FNV-1a of the path and mtime.
        let h = FNV1a.hash((real + "|" + String(toolchainStamp(swiftc))).utf8)
        let stamp = String(h, radix: 16)
        let out = NSTemporaryDirectory() + "unfold-oracle-" + stamp
        if FileManager.default.isExecutableFile(atPath: out) { return out }
        // Build into a private path, then rename: concurrent test processes never see half a binary.
        let partial = out + ".\(getpid()).partial"
        let r = run("/bin/sh", [script, partial])
        guard r.status == 0, FileManager.default.isExecutableFile(atPath: partial) else { return nil }
        _ = rename(partial, out)
        return FileManager.default.isExecutableFile(atPath: out) ? out : nil
    }

    static func toolchainStamp(_ swiftc: String) -> Int {
        let attrs = try? FileManager.default.attributesOfItem(atPath: swiftc)
        return Int((attrs?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
    }

    /// Files the oracle rejects, with the first error position (`path → line:col`).
    public static func rejected(_ paths: [String], oracle: String) -> [String: String] {
        guard !paths.isEmpty else { return [:] }
        let r = run(oracle, ["check", "-"], stdin: paths.joined(separator: "\n") + "\n")
        var out: [String: String] = [:]
        for line in r.stdout.split(separator: "\n") {
            if line.hasPrefix("error ") {
                let rest = line.dropFirst(6)
                // PATH:LINE:COL — the path may itself contain colons.
                let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count >= 3 else { continue }
                let path = parts.dropLast(2).joined(separator: ":")
                out[path] = parts.suffix(2).joined(separator: ":")
            } else if line.hasPrefix("unreadable ") {
                out[String(line.dropFirst(11))] = "unreadable"
            }
        }
        return out
    }

    /// Whether `swiftc -frontend -parse` accepts the file (nil when swiftc is missing).
    public static func swiftcParses(_ path: String) -> Bool? {
        guard let swiftc = which("swiftc") else { return nil }
        return run(swiftc, ["-frontend", "-parse", path]).status == 0
    }

    public static func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let p = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    static func run(_ exe: String, _ args: [String], stdin: String? = nil) -> (status: Int32, stdout: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        let input = Pipe()
        if stdin != nil { p.standardInput = input }
        do { try p.run() } catch { return (-1, "") }
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try? input.fileHandleForWriting.close()
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
