// Issue 19, item 5: action.yml and .pre-commit-hooks.yaml at the repository
// root. Read with a small reader for the YAML subset they use (no YAML
// package), checked against the CLI's own argument parser, and run.
import Foundation
import Testing
import Transforms
@testable import UnfoldKit

/// Just enough YAML for these two files: block mappings and sequences of
/// mappings by indentation, plain or quoted scalars, `[a, b]` flow lists,
/// and `|` literal blocks. Comments and blank lines are skipped.
indirect enum MiniYAML: Equatable {
    case scalar(String)
    case list([MiniYAML])
    case map([(String, MiniYAML)])

    static func == (a: MiniYAML, b: MiniYAML) -> Bool {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return x == y
        case (.list(let x), .list(let y)): return x == y
        case (.map(let x), .map(let y)): return x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: return false
        }
    }

    subscript(key: String) -> MiniYAML? {
        if case .map(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }
    var string: String? { if case .scalar(let s) = self { return s }; return nil }
    var items: [MiniYAML] { if case .list(let a) = self { return a }; return [] }
    var keys: [String] { if case .map(let p) = self { return p.map(\.0) }; return [] }

    struct Line { var indent: Int; var text: String; var raw: String }

    static func parse(_ text: String) -> MiniYAML {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { raw -> Line in
            let s = String(raw)
            let indent = s.prefix { $0 == " " }.count
            return Line(indent: indent, text: String(s.dropFirst(indent)), raw: s)
        }
        var i = 0
        return block(lines, &i, indent: 0)
    }

    static func isContent(_ l: Line) -> Bool { !l.text.isEmpty && !l.text.hasPrefix("#") }

    static func block(_ lines: [Line], _ i: inout Int, indent: Int) -> MiniYAML {
        while i < lines.count, !isContent(lines[i]) { i += 1 }
        guard i < lines.count else { return .scalar("") }
        let level = lines[i].indent
        if lines[i].text.hasPrefix("- ") {
            var items: [MiniYAML] = []
            while i < lines.count {
                while i < lines.count, !isContent(lines[i]) { i += 1 }
                guard i < lines.count, lines[i].indent == level, lines[i].text.hasPrefix("- ") else { break }
                // "- key: value" starts a mapping at level + 2.
                var first = lines[i]
                first.indent = level + 2
                first.text = String(first.text.dropFirst(2))
                var sub = lines
                sub[i] = first
                items.append(isMapEntry(first.text) ? mapping(sub, &i, level: level + 2) : plain(first.text))
                if !isMapEntry(first.text) { i += 1 }
            }
            return .list(items)
        }
        return mapping(lines, &i, level: level)
    }

    static func isMapEntry(_ s: String) -> Bool {
        guard let colon = s.firstIndex(of: ":") else { return false }
        let next = s.index(after: colon)
        return !s.hasPrefix("\"") && !s.hasPrefix("'") && (next == s.endIndex || s[next] == " ")
    }

    static func mapping(_ lines: [Line], _ i: inout Int, level: Int) -> MiniYAML {
        var pairs: [(String, MiniYAML)] = []
        while i < lines.count {
            while i < lines.count, !isContent(lines[i]) { i += 1 }
            guard i < lines.count, lines[i].indent == level, isMapEntry(lines[i].text) else { break }
            let t = lines[i].text
            let colon = t.firstIndex(of: ":")!
            let key = String(t[..<colon])
            let rest = t[t.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            i += 1
            if rest == "|" {
                var body: [String] = []
                var bodyIndent: Int?
                while i < lines.count, lines[i].text.isEmpty || lines[i].indent > level {
                    if !lines[i].text.isEmpty, bodyIndent == nil { bodyIndent = lines[i].indent }
                    body.append(lines[i].text.isEmpty ? "" : String(lines[i].raw.dropFirst(bodyIndent ?? 0)))
                    i += 1
                }
                while body.last == "" { body.removeLast() }
                pairs.append((key, .scalar(body.joined(separator: "\n") + "\n")))
            } else if rest.isEmpty || rest.hasPrefix("#") {
                pairs.append((key, block(lines, &i, indent: level + 1)))
            } else {
                pairs.append((key, plain(rest)))
            }
        }
        return .map(pairs)
    }

    static func plain(_ s: String) -> MiniYAML {
        let t = s.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("["), t.hasSuffix("]") {
            return .list(t.dropFirst().dropLast().split(separator: ",").map { plain(String($0)) })
        }
        if t.count >= 2, (t.hasPrefix("\"") && t.hasSuffix("\"")) || (t.hasPrefix("'") && t.hasSuffix("'")) {
            return .scalar(String(t.dropFirst().dropLast()))
        }
        return .scalar(t)
    }
}

/// Splits a command line as a POSIX shell would for plain words and quotes (no expansions).
func shellWords(_ s: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    for c in s {
        if let q = quote {
            if c == q { quote = nil } else { current.append(c) }
            continue
        }
        if c == "'" || c == "\"" { quote = c; inWord = true; continue }
        if c == " " || c == "\t" {
            if inWord { words.append(current); current = ""; inWord = false }
            continue
        }
        current.append(c)
        inWord = true
    }
    if inWord { words.append(current) }
    return words
}

/// Runs `executable args…` in `cwd` with the built unfold first on PATH.
func runWithUnfoldOnPath(_ executable: String, _ args: [String], cwd: String, environment extra: [String: String] = [:]) throws -> ShellResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = args
    process.currentDirectoryURL = URL(fileURLWithPath: cwd, isDirectory: true)
    var env = ProcessInfo.processInfo.environment
    env["PATH"] = (outputBuiltBinary as NSString).deletingLastPathComponent + ":" + (env["PATH"] ?? "/usr/bin:/bin")
    for (k, v) in extra { env[k] = v }
    process.environment = env
    let (out, err) = try runCapturing(process)
    return ShellResult(exited: process.terminationReason == .exit, status: process.terminationStatus, out: out, err: err)
}

@Suite("Pre-commit hooks")
struct PreCommitHookTests {
    static func hooks() throws -> [MiniYAML] {
        let text = try String(contentsOfFile: outputPackageRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        return MiniYAML.parse(text).items
    }

    /// The unfold command line inside a hook's entry (`unfold …`, or `sh -c '… unfold … "$@" …' name`).
    static func unfoldArguments(_ entry: String) throws -> [String] {
        var words = shellWords(entry)
        if words.first == "sh" {
            #expect(words.count == 4 && words[1] == "-c", "sh -c SCRIPT NAME: \(words)")
            words = shellWords(words[2])
            let end = try #require(words.firstIndex(of: "$@") ?? words.firstIndex { $0.hasSuffix(";") }, "\(words)")
            words = Array(words[..<end])
        }
        #expect(words.first == "unfold", "\(entry)")
        return Array(words.dropFirst())
    }

    @Test func hooksAreDeclaredAndTheirArgumentsParse() throws {
        let hooks = try Self.hooks()
        #expect(hooks.compactMap { $0["id"]?.string } == ["unfold-check", "unfold-fix"])
        let package = try String(contentsOfFile: outputPackageRoot + "/Package.swift", encoding: .utf8)
        #expect(package.contains(".executable(name: \"unfold\""), "language: swift runs the package's unfold product")
        for hook in hooks {
            let id = try #require(hook["id"]?.string)
            #expect(hook["language"]?.string == "swift", "\(id)")
            #expect(hook["types"]?.items.compactMap(\.string) == ["swift"], "\(id)")
            #expect(hook["name"]?.string?.isEmpty == false && hook["description"]?.string?.isEmpty == false, "\(id)")
            let args = try Self.unfoldArguments(try #require(hook["entry"]?.string))
            // pre-commit appends the staged files.
            let inv = try CLI.parse(args + ["App/A.swift", "App/B.swift"])
            #expect(inv.command == (id == "unfold-check" ? .check : .fix), "\(id): \(args)")
            #expect(inv.paths == ["App/A.swift", "App/B.swift"])
            if id == "unfold-fix" { #expect(inv.allowDirty, "a commit in progress has staged changes") }
        }
    }

    /// Both entries run as pre-commit runs them: the staged files appended, unfold on PATH.
    @Test func hooksRunOnStagedFiles() throws {
        let hooks = try Self.hooks()
        let repo = try TripRepo(files: ["README.md": "x\n"])
        defer { repo.s.remove() }
        try repo.s.write("V.swift", outputFixtureView)
        try repo.s.write("Globals.swift", QuietKeepsFindingsTests.findingOnly)
        _ = repo.git(["add", "V.swift", "Globals.swift"])
        let files = ["Globals.swift", "V.swift"]
        for hook in hooks {
            let id = hook["id"]?.string ?? ""
            let words = shellWords(hook["entry"]?.string ?? "")
            let r = try runWithUnfoldOnPath("/usr/bin/env", words + files, cwd: repo.s.path)
            #expect(r.exited, "\(id)")
            if id == "unfold-check" {
                #expect(r.status == 1, "pending items fail the commit: \(r.err)")
                #expect(r.stdout.contains("Globals.swift:3:19: warning: ") && r.stdout.contains("V.swift:6:"), "\(r.stdout)")
                #expect(repo.s.text("V.swift") == outputFixtureView, "check writes nothing")
            } else {
                #expect(r.status == 0, "findings left are unfold-check's business: \(r.status) \(r.err)")
                #expect(repo.s.text("V.swift")?.contains("traitCollection.displayScale") == true, "the safe fix is written")
            }
        }
    }
}

@Suite("GitHub Action")
struct GitHubActionTests {
    static func action() throws -> MiniYAML {
        MiniYAML.parse(try String(contentsOfFile: outputPackageRoot + "/action.yml", encoding: .utf8))
    }

    @Test func inputsAndStepsFitTheCLI() throws {
        let action = try Self.action()
        #expect(action["runs"]?["using"]?.string == "composite")
        let inputs = try #require(action["inputs"])
        #expect(Set(inputs.keys).isSuperset(of: ["paths", "format", "fail-on", "args", "sarif-file", "upload-sarif"]), "\(inputs.keys)")
        let format = try #require(inputs["format"]?["default"]?.string)
        let failOn = try #require(inputs["fail-on"]?["default"]?.string)
        #expect(["github", "sarif"].contains(format))
        #expect(Invocation.FailOn(rawValue: failOn) != nil)
        for f in ["github", "sarif"] { #expect(Invocation.Format(rawValue: f) != nil) }
        #expect(try CLI.parse(["check", "--format", format, "--fail-on", failOn, "--", inputs["paths"]?["default"]?.string ?? ""]).command == .check)
        let steps = try #require(action["runs"]?["steps"]?.items)
        let build = try #require(steps.first { $0["run"]?.string?.contains("swift build") == true })
        #expect(build["run"]?.string?.contains("swift build -c release --product unfold") == true)
        let upload = try #require(steps.first { $0["uses"]?.string?.hasPrefix("github/codeql-action/upload-sarif@") == true }, "a SARIF upload step")
        #expect(upload["with"]?["sarif_file"]?.string == "${{ inputs.sarif-file }}")
        let check = try #require(steps.first { $0["id"]?.string == "check" })
        #expect(check["env"]?["UNFOLD_BIN"]?.string == "${{ github.action_path }}/.build/release/unfold")
        #expect(check["run"]?.string?.contains("${{") == false, "inputs reach the script as environment variables only")
    }

    /// The check step's script, run with bash as the runner would, on the example app.
    @Test func theCheckStepRuns() throws {
        let action = try Self.action()
        let check = try #require(action["runs"]?["steps"]?.items.first { $0["id"]?.string == "check" })
        let script = try #require(check["run"]?.string)
        let dir = try makeTemporaryFolder("unfold-action")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func run(_ format: String, failOn: String = "finding", args: String = "") throws -> (ShellResult, String) {
            let output = dir + "/github-output-\(format)"
            try? Data().write(to: URL(fileURLWithPath: output))
            let r = try runWithUnfoldOnPath("/bin/bash", ["-eo", "pipefail", "-c", script], cwd: outputPackageRoot, environment: [
                "UNFOLD_BIN": outputBuiltBinary, "UNFOLD_PATHS": "Examples/LegacyApp", "UNFOLD_FORMAT": format,
                "UNFOLD_FAIL_ON": failOn, "UNFOLD_ARGS": args, "UNFOLD_SARIF": dir + "/unfold.sarif", "GITHUB_OUTPUT": output,
            ])
            return (r, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
        }
        let (gh, ghOut) = try run("github")
        #expect(gh.status == 0, "the step itself passes; the last step fails the job: \(gh.err)")
        #expect(ghOut == "exit-code=1\n", "\(ghOut)")
        #expect(gh.stdout.split(separator: "\n").count == 25 && gh.stdout.hasPrefix("::warning file=Examples/LegacyApp/"), "\(gh.stdout)")
        let (sarif, sarifOut) = try run("sarif", args: "--select uiscreen-main")
        #expect(sarifOut == "exit-code=1\n", "\(sarifOut) \(sarif.err)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/unfold.sarif"))) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(!results.isEmpty && results.allSatisfy { $0["ruleId"] as? String == "uiscreen-main" })
        let (_, badOut) = try run("yaml")
        #expect(badOut == "exit-code=2\n")
        let (_, cleanOut) = try run("github", failOn: "finding", args: "--select navigation-bar-items --unsafe")
        #expect(cleanOut == "exit-code=0\n", "only safe fixes pending: --fail-on finding passes")
    }
}
