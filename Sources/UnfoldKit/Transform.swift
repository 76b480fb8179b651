import Foundation
import SwiftTree

/// One migration rule. Each lives in its own file in `Transforms/`, named after
/// its type, with a doc comment that has the headings What it does / Why /
/// Example / Fix safety (the source of `unfold explain` and docs/transforms).
///
/// A transform looks at one file at a time (with the project index for type
/// facts) and returns every occurrence of its legacy pattern: with a fix when it
/// can rewrite it, else with the reason it could not. A silent miss is a bug.
public protocol Transform: Sendable {
    /// Kebab-case id, the name of the legacy pattern (`uiscreen-main-scale`).
    var id: String { get }
    /// One line for `unfold rules`.
    var summary: String { get }
    /// The most trusting safety any of its fixes has (`.none` for finding-only transforms).
    var fixSafety: FixSafety { get }
    /// Findings (with fixes where possible) for one Swift file.
    func findings(in file: FileContext) -> [Finding]
    /// Findings about the project as a whole (Info.plist keys, build settings),
    /// run once per run. Most transforms have none.
    func projectFindings(in project: ProjectContext) -> [Finding]
    /// Whether the transform migrates iOS code (true for every transform
    /// today, the default): the engine does not run it on Swift files that only
    /// macOS, watchOS, tvOS or visionOS targets build
    /// (`ProjectIndex.isNonIOSOnly`), and drops its findings, and its fix edits,
    /// inside `#if` branches iOS never compiles (`SyntaxTree.nonIOSRanges()`).
    var isIOSTransform: Bool { get }
    /// A cheap necessary condition for findings in a file, from what is known
    /// without its tree (`FilePreview`: its words, its summary, the index):
    /// false only when `findings(in:)` would return nothing for the file,
    /// whatever the options. The engine then skips the transform there, and
    /// does not parse a file again (streaming) where no transform may fire.
    /// The default, true, always runs the transform.
    func mayFire(in file: FilePreview) -> Bool
}

/// A transform that needs facts from other files than the one it looks at
/// (in the spirit of SwiftLint's collecting rules). In pass 1 the engine calls
/// `collect(path:tree:)` on every Swift file and keeps what it returns in the
/// file's `FileSummary` under the transform's id; in pass 2 the transform reads
/// every file's facts back with `file.index.facts(for: self)`. Summaries are
/// compared between fixing rounds (a change rebuilds the index), hence Equatable.
/// So facts hold no line numbers or offsets: a fix that only moves lines
/// would change the summary, rebuild the index and re-run every changed file
/// (navigation-view's push sites with lines took the fixer on 20 apps from
/// 80 to 300 ms). A set built from every file's facts is made once per index
/// (`ProjectIndex.derived`), not per file.
public protocol CollectingTransform: Transform {
    associatedtype Facts: Sendable & Equatable & Codable
    /// The facts of one file; nil when it has none (most files), which stores nothing.
    func collect(path: String, tree: SyntaxTree) -> Facts?
    /// `collect(path:tree:)`, wrapped for a `FileSummary` (a requirement with
    /// a default, so each transform's witness is specialised: called through
    /// the existential, the generic extension looked up `Facts?`'s metadata
    /// for every file).
    func collectedFacts(path: String, tree: SyntaxTree) -> CollectedFacts?
}

extension Transform {
    public func projectFindings(in project: ProjectContext) -> [Finding] { [] }
    public var isIOSTransform: Bool { true }
    public func mayFire(in file: FilePreview) -> Bool { true }
}

/// What a transform sees of the whole project: the index with its plists and
/// project files. Findings point into those files by byte offset.
public struct ProjectContext: Sendable {
    public let index: ProjectIndex
    public let options: TransformOptions
    /// The id of the transform being run: the engine sets it before each
    /// transform's `projectFindings(in:)` (and stamps it on the findings after).
    public var ruleID: String = ""

    public init(index: ProjectIndex, options: TransformOptions = TransformOptions()) {
        self.index = index
        self.options = options
    }

    /// A finding at byte `offset` of the non-Swift input `path`.
    public func finding(_ ruleID: String, path: String, offset: Int, _ message: String, fix: Fix? = nil) -> Finding {
        let lines = LineTable(index.otherFiles[path] ?? [])
        let (line, column) = lines.location(of: offset)
        return Finding(ruleID: ruleID, path: path, offset: offset, line: line, column: column, message: message, fix: fix)
    }

    /// A finding of the running transform (`ruleID`) at byte `offset` of the non-Swift input `path`.
    public func finding(path: String, offset: Int, _ message: String, fix: Fix? = nil) -> Finding {
        finding(ruleID, path: path, offset: offset, message, fix: fix)
    }

    /// Byte offset of the first occurrence of `needle` in `path`, if any.
    public func offset(of needle: String, in path: String) -> Int? {
        guard let bytes = index.otherFiles[path] else { return nil }
        return ByteSearch.firstIndex(of: Array(needle.utf8), in: bytes)
    }
}

/// Everything a transform may look at for one file.
public struct FileContext: Sendable {
    public let path: String
    public let tree: SyntaxTree
    public let index: ProjectIndex
    public let options: TransformOptions
    /// A test source: under a `…Tests`/`…UITests` folder, named `…Tests.swift`,
    /// or importing XCTest or Testing. Layout findings are noise there.
    /// Computed once per file (several transforms ask).
    public let isTestSource: Bool
    /// The findings a transform makes with `finding(at:)` / `finding(atOffset:)`
    /// carry no rule id: the engine stamps its transform's id on everything
    /// it returns. (One context serves every transform of a file: a copy per
    /// transform, to carry the id, cost about 8% of a run.)
    let ruleID = ""
    /// `deploymentTarget`, found once per context: several transforms of a
    /// file ask, and the index's answer looks at every project that may build it.
    let deploymentTargetMemo = DeploymentTargetMemo()

    public init(path: String, tree: SyntaxTree, index: ProjectIndex, options: TransformOptions = TransformOptions()) {
        self.path = path
        self.tree = tree
        self.index = index
        self.options = options
        isTestSource = FileContext.isTestSource(path: path, tree: tree)
    }

    /// A finding at the start of token `token`.
    public func finding(_ ruleID: String, at token: Int, _ message: String, fix: Fix? = nil) -> Finding {
        finding(ruleID, atOffset: Int(tree.tokens[token].start), message, fix: fix)
    }

    public func finding(_ ruleID: String, atOffset offset: Int, _ message: String, fix: Fix? = nil) -> Finding {
        let (line, column) = tree.location(of: offset)
        return Finding(ruleID: ruleID, path: path, offset: offset, line: line, column: column, message: message, fix: fix)
    }

    /// A finding of the running transform (`ruleID`) at the start of token `token`.
    public func finding(at token: Int, _ message: String, fix: Fix? = nil) -> Finding {
        finding(ruleID, at: token, message, fix: fix)
    }

    /// A finding of the running transform (`ruleID`) at byte `offset`.
    public func finding(atOffset offset: Int, _ message: String, fix: Fix? = nil) -> Finding {
        finding(ruleID, atOffset: offset, message, fix: fix)
    }

    /// An edit replacing the text of tokens `range` (trivia around them kept).
    public func edit(replacing range: ClosedRange<Int>, with text: String) -> Edit {
        Edit(path: path, range: Int(tree.tokens[range.lowerBound].start)..<Int(tree.tokens[range.upperBound].end), replacement: text)
    }

    /// An edit inserting `text` at byte `offset`.
    public func insertion(at offset: Int, _ text: String) -> Edit {
        Edit(path: path, range: offset..<offset, replacement: text)
    }
}

/// Settings that change what transforms do.
public struct TransformOptions: Sendable, Hashable {
    /// Deployment target (major, minor), when known.
    public var deploymentTarget: (Int, Int)? {
        get { deploymentTargetValue.map { ($0 / 100, $0 % 100) } }
        set { deploymentTargetValue = newValue.map { $0.0 * 100 + $0.1 } }
    }
    var deploymentTargetValue: Int?

    public init() {}
}

/// The transforms a build of unfold knows, with their documentation.
public struct TransformCatalog: Sendable {
    public let transforms: [any Transform]
    /// Markdown documentation by transform id (generated from the doc comments).
    public let documentation: [String: String]

    public init(transforms: [any Transform], documentation: [String: String]) {
        self.transforms = transforms
        self.documentation = documentation
    }

    public func transform(_ id: String) -> (any Transform)? {
        transforms.first { $0.id == id }
    }

    /// A rule's short help, for JSON's `help` and SARIF's `rules[].help`: the
    /// first paragraph of its documentation's `## Why` (else its summary) and
    /// where the rest is (`unfold explain ID`); for a built-in rule
    /// (`unused-suppression`), the same from its own documentation.
    public func help(for id: String) -> String? {
        guard let t = transform(id) else { return BuiltInRule.rule(id)?.help }
        let why = documentation[id].flatMap { Self.firstParagraph(under: "## Why", in: $0) } ?? t.summary
        return "\(why) More: `unfold explain \(id)`."
    }

    /// The first paragraph after `heading`, its lines joined by spaces.
    static func firstParagraph(under heading: String, in markdown: String) -> String? {
        var lines: [String] = []
        var inside = false
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if !inside {
                inside = line == heading
                continue
            }
            if line.isEmpty || line.hasPrefix("#") {
                if lines.isEmpty, line.isEmpty { continue }
                break
            }
            lines.append(line)
        }
        return lines.isEmpty ? nil : lines.joined(separator: " ")
    }
}

extension FileContext {
    /// The iOS deployment target for this file: `--deployment-target` / `.unfold.json`
    /// when given, else the nearest Package.swift, else the Xcode project. Nil when unknown.
    public var deploymentTarget: (Int, Int)? {
        options.deploymentTarget ?? deploymentTargetMemo.value { index.deploymentTarget(for: path) }
    }
}

extension FileContext {
    /// The platforms besides iOS this file is also built for, and the lowest
    /// version of each (`ProjectIndex.otherPlatforms(for:)`): a rewrite must
    /// not use an API newer than those there (`--deployment-target` names
    /// the iOS one alone, and leaves these as the project and manifests say).
    public var otherPlatforms: [OtherPlatform] { index.otherPlatforms(for: path) }
}

/// `FileContext.deploymentTarget` of one context, made the first time it is asked.
final class DeploymentTargetMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var made: (Int, Int)??

    /// The value `make` gives, asked of it once.
    func value(_ make: () -> (Int, Int)?) -> (Int, Int)? {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = .some(value)
        return value
    }
}
