// `unfold mcp` and `unfold skill` (issue 19, item 6): a scripted MCP client
// talks to the server's handler in process, one JSON line at a time.
import Foundation
import Testing
import Transforms
@testable import UnfoldKit

/// A scripted MCP client: sends lines to one server, keeps the replies as JSON.
private struct MCPClient {
    let server: MCPServer

    init(cwd: String) { server = MCPServer(catalog: Registry.catalog, cwd: cwd) }

    /// The reply to `line`, parsed; nil when the server sent none.
    func send(_ line: String) throws -> JSONValue? {
        guard let reply = server.handle(line) else { return nil }
        #expect(!reply.contains("\n"), "a reply must be one line")
        return try #require(JSONValue.parse(reply), "the reply is not JSON: \(reply)")
    }

    /// `tools/call name arguments` (the arguments as JSON text).
    func call(_ name: String, _ arguments: String, id: Int = 7) throws -> JSONValue? {
        try send(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(name)","arguments":\#(arguments)}}"#)
    }
}

/// The text of a tools/call result, and its isError.
private func toolText(_ reply: JSONValue?) throws -> (text: String, isError: Bool) {
    let result = try #require(reply?["result"], "no result in \(reply?.serialized ?? "nil")")
    let content = try #require(result["content"]?.array)
    #expect(content.count == 1)
    #expect(content.first?["type"]?.string == "text")
    return (try #require(content.first?["text"]?.string), try #require(result["isError"]?.bool))
}

private func errorCode(_ reply: JSONValue?) -> Int? {
    if case .number(let n)? = reply?["error"]?["code"] { return Int(n) }
    return nil
}

/// The rule ids of `check --format json`'s findings: a bare array, or an object holding `findings`.
private func ruleIDs(_ json: String) throws -> [String] {
    let value = try #require(JSONValue.parse(json), "not JSON: \(json)")
    let findings = try #require(value.array ?? value["findings"]?.array)
    return findings.compactMap { $0["rule"]?.string }
}

@discardableResult
private func git(_ args: [String], in dir: String) throws -> Int32 {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid", "-c", "commit.gpgsign=false"] + args
    p.currentDirectoryURL = URL(fileURLWithPath: dir)
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    p.waitUntilExit()
    return p.terminationStatus
}

/// A git repository holding `V.swift` (one safe fix), committed.
private func committedFixture() throws -> OutputScratch {
    let s = try OutputScratch()
    try s.write("V.swift", outputFixtureView)
    try git(["init", "-q"], in: s.path)
    try git(["add", "-A"], in: s.path)
    #expect(try git(["commit", "-qm", "fixture"], in: s.path) == 0)
    return s
}

@Suite struct AgentToolsTests {
    @Test func aScriptedSession() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("App/V.swift", outputFixtureView)
        let client = MCPClient(cwd: s.path)

        let initialize = try client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#)
        #expect(initialize?["id"] == 1)
        #expect(initialize?["result"]?["protocolVersion"]?.string == "2025-06-18")
        #expect(initialize?["result"]?["capabilities"]?["tools"] == .object([:]))
        #expect(initialize?["result"]?["serverInfo"]?["version"]?.string == UnfoldVersion.current)
        #expect(initialize?["result"]?["serverInfo"]?["name"]?.string == "unfold")

        #expect(try client.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)

        let list = try client.send(#"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}"#)
        let tools = try #require(list?["result"]?["tools"]?.array)
        #expect(tools.compactMap { $0["name"]?.string } == ["scan", "preview", "apply", "explain"])
        for tool in tools {
            #expect(tool["inputSchema"]?["type"]?.string == "object")
            #expect(tool["inputSchema"]?["properties"]?.object != nil)
            #expect(tool["description"]?.string?.isEmpty == false)
        }
        #expect(tools.last?["inputSchema"]?["required"] == ["id"])

        let scan = try toolText(client.call("scan", #"{"paths":["App"]}"#, id: 3))
        #expect(!scan.isError)
        #expect(try ruleIDs(scan.text) == ["uiscreen-main-scale"])
        #expect(s.text("App/V.swift") == outputFixtureView, "scan writes nothing")

        let unknownMethod = try client.send(#"{"jsonrpc":"2.0","id":"four","method":"resources/list"}"#)
        #expect(errorCode(unknownMethod) == -32601)
        #expect(unknownMethod?["id"] == "four")

        let badArgument = try client.call("scan", #"{"paths":"App"}"#, id: 5)
        #expect(errorCode(badArgument) == -32602)
        #expect(badArgument?["id"] == 5)
        #expect(errorCode(try client.call("scan", #"{"path":["App"]}"#)) == -32602, "an unknown argument")
        #expect(errorCode(try client.call("explain", #"{}"#)) == -32602, "a missing required argument")
        #expect(errorCode(try client.call("apply", #"{"allowDirty":"yes"}"#)) == -32602)
        #expect(errorCode(try client.call("rewrite-everything", #"{}"#)) == -32602, "an unknown tool")

        let garbage = try client.send("{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":")
        #expect(errorCode(garbage) == -32700)
        #expect(garbage?["id"] == .null)
        #expect(errorCode(try client.send(#"{"id":8,"method":"ping"}"#)) == -32600, "no jsonrpc member")
        #expect(try client.send(#"{"jsonrpc":"2.0","id":9,"method":"ping"}"#)?["result"] == .object([:]))
        #expect(try client.send("   ") == nil)
    }

    @Test func protocolVersionNegotiation() throws {
        let client = MCPClient(cwd: "/")
        func negotiated(_ asked: String) throws -> String? {
            try client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"\#(asked)","capabilities":{}}}"#)?["result"]?["protocolVersion"]?.string
        }
        #expect(try negotiated("2024-11-05") == "2024-11-05")
        #expect(try negotiated("2025-06-18") == "2025-06-18")
        #expect(try negotiated("1999-01-01") == MCPServer.supportedProtocolVersions[0])
        #expect(MCPServer.supportedProtocolVersions.contains("2025-06-18"))
        #expect(errorCode(try client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)) == -32602)
    }

    @Test func previewShowsTheDiffAndWritesNothing() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        let client = MCPClient(cwd: s.path)
        let preview = try toolText(client.call("preview", #"{"paths":["V.swift"],"transforms":["uiscreen-main-scale"]}"#))
        #expect(!preview.isError)
        #expect(preview.text.contains("diff --git a/V.swift b/V.swift"))
        #expect(preview.text.contains("+        let s = 1 / traitCollection.displayScale"))
        #expect(s.text("V.swift") == outputFixtureView)
        let none = try toolText(client.call("preview", #"{"paths":["V.swift"],"transforms":["navigation-view"]}"#))
        #expect(!none.isError)
        #expect(!none.text.contains("diff --git"))
        let unknown = try toolText(client.call("preview", #"{"transforms":["no-such-transform"]}"#))
        #expect(unknown.isError)
        #expect(unknown.text.contains("unknown transform 'no-such-transform'"))
    }

    @Test func applyHasTheSafetyOfFix() throws {
        let s = try committedFixture()
        defer { s.remove() }
        let client = MCPClient(cwd: s.path)
        // A dirty tree is refused, and nothing is written.
        try s.write("Notes.txt", "uncommitted\n")
        let refused = try toolText(client.call("apply", #"{"paths":["."]}"#))
        #expect(refused.isError)
        #expect(refused.text.contains("uncommitted changes"))
        #expect(s.text("V.swift") == outputFixtureView)
        // Unless asked; the result is the diff of what was written.
        let dirty = try toolText(client.call("apply", #"{"paths":["."],"allowDirty":true}"#))
        #expect(!dirty.isError, "\(dirty.text)")
        #expect(dirty.text.contains("diff --git a/V.swift b/V.swift"))
        #expect(dirty.text.contains("+        let s = 1 / traitCollection.displayScale"))
        #expect(s.text("V.swift")?.contains("traitCollection.displayScale") == true)
        // Nothing left to do: nothing written.
        try git(["add", "-A"], in: s.path)
        try git(["commit", "-qm", "fixed"], in: s.path)
        let again = try toolText(client.call("apply", #"{}"#))
        #expect(!again.isError)
        #expect(again.text.hasPrefix("Nothing written."))
    }

    @Test func applyRefusesAFolderOutsideGit() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        try s.write("V.swift", outputFixtureView)
        let client = MCPClient(cwd: s.path)
        let refused = try toolText(client.call("apply", #"{"paths":["V.swift"]}"#))
        #expect(refused.isError)
        #expect(refused.text.contains("not in a git repository"))
        #expect(s.text("V.swift") == outputFixtureView)
        let allowed = try toolText(client.call("apply", #"{"paths":["V.swift"],"allowNoVCS":true}"#))
        #expect(!allowed.isError, "\(allowed.text)")
        #expect(allowed.text.contains("+        let s = 1 / traitCollection.displayScale"))
    }

    @Test func explainIsTheCommandLinesExplain() throws {
        let client = MCPClient(cwd: "/")
        let explained = try toolText(client.call("explain", #"{"id":"uiscreen-main-scale"}"#))
        #expect(!explained.isError)
        #expect(explained.text == runUnfold(["explain", "uiscreen-main-scale"], cwd: "/").stdout)
        let unknown = try toolText(client.call("explain", #"{"id":"--unsafe"}"#))
        #expect(unknown.isError)
        #expect(unknown.text.contains("unknown transform '--unsafe'"))
    }

    @Test func serveAnswersEachRequestOnItsOwnLine() throws {
        var lines = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"explain","arguments":{"id":"uiscreen-main-scale"}}}"#,
        ][...]
        let out = OutputBox()
        let console = Console(out: { b in out.append(b) }, err: { _ in }, cwd: "/")
        let code = MCPServer(catalog: Registry.catalog, cwd: "/").serve(console: console) { lines.popFirst() }
        #expect(code == .clean)
        let replies = out.text.split(separator: "\n").map(String.init)
        #expect(replies.count == 2)
        #expect(replies.map { JSONValue.parse($0)?["id"] } == [1, 2])
    }

    @Test func theBinarySpeaksMCPOnStdio() throws {
        let s = try OutputScratch()
        defer { s.remove() }
        let script = #"printf '%s\n' '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{}}}' '{"jsonrpc":"2.0","id":2,"method":"nope"}' | "$0" mcp"#
        let r = try runShell(script, cwd: s.path)
        #expect(r.exited && r.status == 0, "\(r.err)")
        let replies = r.stdout.split(separator: "\n").compactMap { JSONValue.parse(String($0)) }
        #expect(replies.count == 2)
        #expect(replies.first?["result"]?["protocolVersion"]?.string == "2025-06-18")
        #expect(errorCode(replies.last) == -32601)
    }

    @Test func jsonRepliesStayOnOneLine() {
        let value: JSONValue = ["text": "a\nb\r\"c\"\\\u{1}\u{2028}é", "n": 3, "x": .number(0.5), "ok": true, "none": .null]
        let line = value.serialized
        #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("\u{2028}"))
        #expect(JSONValue.parse(line) == value)
    }

    @Test func skillPrintsTheAgentGuideOfDocs() throws {
        let doc = try String(contentsOfFile: outputPackageRoot + "/docs/agents.md", encoding: .utf8)
        #expect(AgentGuide.text == doc, "docs/agents.md and AgentGuide.text must be the same text")
        let r = runUnfold(["skill"], cwd: "/")
        #expect(r.code == .clean)
        #expect(r.stdout == doc)
        #expect(doc.contains("Never apply blindly"))
        #expect(runUnfold(["skill", "extra"], cwd: "/").code == .error)
        #expect(runUnfold(["mcp", "extra"], cwd: "/").code == .error)
    }
}

private final class OutputBox: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    func append(_ b: [UInt8]) { lock.lock(); bytes += b; lock.unlock() }
    var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: bytes, as: UTF8.self) }
}
