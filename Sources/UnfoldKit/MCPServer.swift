import Foundation

/// `unfold mcp`: a Model Context Protocol server over stdio (issue 19, item 6).
///
/// JSON-RPC 2.0, one message per line on stdin, one reply per line on stdout
/// (notifications get none). Methods: `initialize` (protocol version
/// negotiation, the tools capability), `notifications/initialized`, `ping`,
/// `tools/list`, `tools/call`. The tools run unfold's own commands in process
/// with a captured console (`CLI.run`): the same pipeline, flags and safety
/// checks as the command line, nothing duplicated. docs/agents.md.
public struct MCPServer: Sendable {
    /// Protocol revisions this server speaks, newest first. A client asking
    /// for one of them gets it; any other request gets the newest.
    public static let supportedProtocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    /// JSON-RPC error codes.
    public enum ErrorCode: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
    }

    /// A JSON-RPC error reply.
    public struct RPCError: Error, Equatable, Sendable {
        public var code: ErrorCode
        public var message: String
    }

    let catalog: TransformCatalog
    /// The server's working folder: relative paths in tool arguments are resolved against it.
    let cwd: String

    public init(catalog: TransformCatalog, cwd: String) {
        self.catalog = catalog
        self.cwd = cwd
    }

    /// Reads lines from `readLine` until it returns nil (end of input) and
    /// writes each reply to `console.out`, one per line.
    public func serve(console: Console, readLine: () -> String?) -> ExitCode {
        while let line = readLine() {
            if let reply = handle(line) { console.out(Array((reply + "\n").utf8)) }
        }
        return .clean
    }

    /// The reply to one message (a JSON line), or nil for a notification or a blank line.
    public func handle(_ line: String) -> String? {
        guard !line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        guard let message = JSONValue.parse(line) else {
            return MCPServer.errorReply(id: .null, RPCError(code: .parseError, message: "The message is not valid JSON."))
        }
        guard case .object(let request) = message, request["jsonrpc"]?.string == "2.0", let method = request["method"]?.string else {
            return MCPServer.errorReply(id: message["id"] ?? .null, RPCError(code: .invalidRequest, message: "The message is not a JSON-RPC 2.0 request."))
        }
        guard let id = request["id"] else { return nil }  // a notification: never answered
        let params = request["params"] ?? .object([:])
        do throws(RPCError) {
            let result = try respond(method: method, params: params)
            return JSONValue.object(["jsonrpc": "2.0", "id": id, "result": result]).serialized
        } catch {
            return MCPServer.errorReply(id: id, error)
        }
    }

    static func errorReply(id: JSONValue, _ error: RPCError) -> String {
        JSONValue.object(["jsonrpc": "2.0", "id": id,
                          "error": ["code": .number(Double(error.code.rawValue)), "message": .string(error.message)]]).serialized
    }

    func respond(method: String, params: JSONValue) throws(RPCError) -> JSONValue {
        guard case .object = params else { throw RPCError(code: .invalidParams, message: "The params must be an object.") }
        switch method {
        case "initialize":
            guard let asked = params["protocolVersion"]?.string else {
                throw RPCError(code: .invalidParams, message: "initialize needs a protocolVersion string.")
            }
            let version = MCPServer.supportedProtocolVersions.contains(asked) ? asked : MCPServer.supportedProtocolVersions[0]
            return [
                "protocolVersion": .string(version),
                "capabilities": ["tools": [:]],
                "serverInfo": ["name": "unfold", "version": .string(UnfoldVersion.current)],
                "instructions": .string(MCPServer.instructions),
            ]
        case "ping":
            return [:]
        case "tools/list":
            return ["tools": .array(MCPTool.allCases.map(\.definition))]
        case "tools/call":
            guard let name = params["name"]?.string else { throw RPCError(code: .invalidParams, message: "tools/call needs a tool name.") }
            guard let tool = MCPTool(rawValue: name) else {
                throw RPCError(code: .invalidParams, message: "Unknown tool '\(name)' (see tools/list).")
            }
            let arguments = params["arguments"] ?? .object([:])
            guard case .object(let args) = arguments else { throw RPCError(code: .invalidParams, message: "The arguments must be an object.") }
            let run = try tool.invocation(args)
            return call(tool, run)
        default:
            throw RPCError(code: .methodNotFound, message: "Unknown method '\(method)'.")
        }
    }

    static let instructions = "unfold migrates Swift iOS code for the iOS 27 SDK, resizable windows and foldable iPhones. Call scan first, preview a transform's diff before apply, and read `unfold skill` (docs/agents.md) for what never to apply blindly."

    /// Runs the tool's command line in process and wraps its output as a tool result.
    func call(_ tool: MCPTool, _ run: MCPTool.Run) -> JSONValue {
        let capture = MCPCapture()
        var console = Console(out: { b in capture.appendOut(b) }, err: { s in capture.appendErr(s) }, cwd: cwd)
        if tool == .apply { console.beforeWrite = { path in capture.recordOriginal(path) } }
        let code = CLI.run(run.arguments, catalog: catalog, console: console)
        let (out, err, originals) = capture.contents()
        if code == .error {
            let why = err.trimmingCharacters(in: .whitespacesAndNewlines)
            return MCPServer.toolResult(why.isEmpty ? "unfold \(run.arguments.first ?? "") failed." : why, isError: true)
        }
        var text: String
        switch tool {
        case .scan:
            text = out.isEmpty ? "[]" : out
            if !err.isEmpty { text += "\n" + err }
        case .preview:
            text = out.isEmpty ? "No changes: nothing to fix for these paths and transforms.\n" : out
            if !err.isEmpty { text += "\n" + err }
        case .apply:
            text = MCPServer.writtenDiff(originals, cwd: cwd)
            if text.isEmpty { text = "Nothing written.\n" }
            text += "\n" + err
        case .explain:
            text = out
        }
        return MCPServer.toolResult(text, isError: false)
    }

    /// The unified diff of what `apply` wrote: each file as it was right
    /// before the write (recorded by `Console.beforeWrite`) against the disk now.
    static func writtenDiff(_ originals: [(path: String, bytes: [UInt8]?)], cwd: String) -> String {
        var out: [UInt8] = []
        for (path, old) in originals.sorted(by: { $0.path < $1.path }) {
            guard let new = try? FileIO.read(path), new != old else { continue }
            let shown = path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
            out += UnifiedDiff.makeBytes(path: shown, old: old, new: new)
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func toolResult(_ text: String, isError: Bool) -> JSONValue {
        ["content": [["type": "text", "text": .string(text)]], "isError": .bool(isError)]
    }
}

/// The tools `unfold mcp` offers, each a command line of `unfold`.
enum MCPTool: String, CaseIterable, Sendable {
    case scan, preview, apply, explain

    /// The command line one call runs.
    struct Run {
        var arguments: [String]
    }

    var summary: String {
        switch self {
        case .scan: return "List unfold's findings (legacy iOS patterns, with fix safety) for files or folders; writes nothing."
        case .preview: return "Show the unified diff unfold would apply for the given paths and transform ids; writes nothing."
        case .apply: return "Rewrite files in place with unfold's fixes, as `unfold fix` does; refuses a dirty git tree or a folder outside git unless allowed. Returns the diff of what was written."
        case .explain: return "Explain one transform: what it does, why, an example diff and its fix safety."
        }
    }

    /// `tools/list`'s entry: name, description and the JSON Schema of the arguments.
    var definition: JSONValue {
        let paths: JSONValue = ["type": "array", "items": ["type": "string"],
                                "description": "Files or folders, relative to the server's working folder (default: the working folder)."]
        let transforms: JSONValue = ["type": "array", "items": ["type": "string"],
                                     "description": "Transform ids to run (default: all); see explain or `unfold rules`."]
        let unsafe: JSONValue = ["type": "boolean", "description": "Also apply fixes marked review (they need a human to read them)."]
        var properties: [String: JSONValue]
        var required: [JSONValue] = []
        switch self {
        case .scan:
            properties = ["paths": paths, "transforms": transforms]
        case .preview:
            properties = ["paths": paths, "transforms": transforms, "unsafe": unsafe]
        case .apply:
            properties = ["paths": paths, "transforms": transforms, "unsafe": unsafe,
                          "allowDirty": ["type": "boolean", "description": "Write even when the git tree has uncommitted changes."],
                          "allowNoVCS": ["type": "boolean", "description": "Write even outside a git work tree (no way back)."]]
        case .explain:
            properties = ["id": ["type": "string", "description": "A transform id, e.g. uiscreen-main-scale."]]
            required = ["id"]
        }
        var schema: [String: JSONValue] = ["type": "object", "properties": .object(properties), "additionalProperties": false]
        if !required.isEmpty { schema["required"] = .array(required) }
        var tool: [String: JSONValue] = ["name": .string(rawValue), "description": .string(summary), "inputSchema": .object(schema)]
        if self != .apply { tool["annotations"] = ["readOnlyHint": true] }
        return .object(tool)
    }

    /// The command line for `args`, checked against the schema (a violation is a -32602 error).
    func invocation(_ args: [String: JSONValue]) throws(MCPServer.RPCError) -> Run {
        let allowed: Set<String>
        switch self {
        case .scan: allowed = ["paths", "transforms"]
        case .preview: allowed = ["paths", "transforms", "unsafe"]
        case .apply: allowed = ["paths", "transforms", "unsafe", "allowDirty", "allowNoVCS"]
        case .explain: allowed = ["id"]
        }
        if let extra = args.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw bad("\(rawValue) takes no argument '\(extra)'.")
        }
        if self == .explain {
            guard let id = args["id"]?.string, !id.isEmpty else { throw bad("explain needs an id string.") }
            return Run(arguments: ["explain", "--", id])
        }
        let paths = try strings(args["paths"], "paths") ?? ["."]
        guard !paths.isEmpty, !paths.contains(where: \.isEmpty) else { throw bad("paths must hold at least one non-empty path.") }
        var options: [String] = []
        if let ids = try strings(args["transforms"], "transforms") {
            guard !ids.isEmpty, !ids.contains(where: { $0.isEmpty || $0.contains(",") }) else { throw bad("transforms must hold transform ids.") }
            options.append("--select=" + ids.joined(separator: ","))
        }
        for (key, flag) in [("unsafe", "--unsafe"), ("allowDirty", "--allow-dirty"), ("allowNoVCS", "--allow-no-vcs")] {
            guard let value = args[key] else { continue }
            guard let on = value.bool else { throw bad("\(key) must be true or false.") }
            if on { options.append(flag) }
        }
        let command: [String]
        switch self {
        case .scan: command = ["check", "--format", "json", "--quiet"]
        case .preview: command = ["diff"]
        case .apply: command = ["fix"]
        case .explain: command = []
        }
        return Run(arguments: command + options + ["--"] + paths)
    }

    func bad(_ message: String) -> MCPServer.RPCError { MCPServer.RPCError(code: .invalidParams, message: message) }

    /// An array of strings, nil when absent.
    func strings(_ value: JSONValue?, _ name: String) throws(MCPServer.RPCError) -> [String]? {
        guard let value else { return nil }
        guard let items = value.array else { throw bad("\(name) must be an array of strings.") }
        var out: [String] = []
        for item in items {
            guard let s = item.string else { throw bad("\(name) must be an array of strings.") }
            out.append(s)
        }
        return out
    }
}

/// What a tool's run printed, and the files `apply` was about to write (with their bytes then).
final class MCPCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var out: [UInt8] = []
    private var err = ""
    private var originals: [(path: String, bytes: [UInt8]?)] = []
    private var seen: Set<String> = []

    func appendOut(_ b: [UInt8]) { lock.lock(); out += b; lock.unlock() }
    func appendErr(_ s: String) { lock.lock(); err += s; lock.unlock() }

    func recordOriginal(_ path: String) {
        let bytes = try? FileIO.read(path)
        lock.lock()
        defer { lock.unlock() }
        if seen.insert(path).inserted { originals.append((path, bytes)) }
    }

    func contents() -> (out: String, err: String, originals: [(path: String, bytes: [UInt8]?)]) {
        lock.lock()
        defer { lock.unlock() }
        return (String(decoding: out, as: UTF8.self), err, originals)
    }
}
