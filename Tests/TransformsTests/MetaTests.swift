import Foundation
import SwiftTree
import Testing
import Transforms
import UnfoldKit

/// Checks of the code's own organisation: one transform per file, named after
/// its type; a doc comment with the four headings and a diff example; a
/// snapshot folder per transform; and the generated documentation
/// (Transforms/Support/TransformDocs.swift, docs/transforms/*.md) up to date.
/// `UNFOLD_UPDATE_SNAPSHOTS=1 swift test --filter MetaTests` regenerates the docs.
@Suite struct MetaTests {
    static let root = SnapshotCase.root

    struct TransformFile {
        var path: String
        var typeName: String
        var doc: String
    }

    /// Transforms/*.swift (Support/ holds the registry and generated docs).
    static let files: [TransformFile] = {
        let dir = root + "/Transforms"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.compactMap { name in
            guard let data = FileManager.default.contents(atPath: dir + "/" + name) else { return nil }
            let tree = SyntaxTree(bytes: [UInt8](data))
            guard let d = tree.decls.first(where: { $0.kind == .struct && ($0.inheritance.contains("Transform") || $0.inheritance.contains("CollectingTransform")) }) else {
                return TransformFile(path: name, typeName: "", doc: "")
            }
            return TransformFile(path: name, typeName: d.name, doc: docComment(before: d.start, in: tree))
        }
    }()

    /// The `///` lines directly above token `i`, without the slashes.
    static func docComment(before i: Int, in tree: SyntaxTree) -> String {
        let from = i > 0 ? Int(tree.tokens[i - 1].trailingEnd) : 0
        let trivia = tree.text(from..<Int(tree.tokens[i].start))
        var lines: [String] = []
        for raw in trivia.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("///") {
                var body = String(line.dropFirst(3))
                if body.hasPrefix(" ") { body.removeFirst() }
                lines.append(body)
            } else if !line.isEmpty {
                lines.removeAll()
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func oneTransformPerFileNamedAfterItsType() {
        #expect(!Self.files.isEmpty)
        for f in Self.files {
            #expect(f.typeName + ".swift" == f.path, "\(f.path) must declare one transform named after the file")
        }
        let registered = Set(Registry.all.map { String(describing: type(of: $0)) })
        let declared = Set(Self.files.map(\.typeName))
        #expect(registered == declared, "registered transforms \(registered.sorted()) differ from Transforms/*.swift \(declared.sorted())")
    }

    @Test func docCommentsHaveTheHeadingsAndADiffExample() {
        for f in Self.files {
            let headings = ["## What it does", "## Why", "## Example", "## Fix safety"]
            var at = f.doc.startIndex
            for h in headings {
                guard let r = f.doc.range(of: h, range: at..<f.doc.endIndex) else {
                    Issue.record("\(f.path): doc comment lacks '\(h)' (in this order)")
                    break
                }
                at = r.upperBound
            }
            guard let ex = f.doc.range(of: "```diff\n"), let end = f.doc.range(of: "\n```", range: ex.upperBound..<f.doc.endIndex) else {
                Issue.record("\(f.path): the Example has no ```diff block")
                continue
            }
            for line in f.doc[ex.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(line.isEmpty || " +-".contains(line.first!), "\(f.path): example line is not a diff line: '\(line)'")
            }
        }
    }

    @Test func everyTransformHasAnIdSummaryAndSnapshots() {
        var ids: Set<String> = []
        for t in Registry.all {
            #expect(ids.insert(t.id).inserted, "duplicate id \(t.id)")
            #expect(t.id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil, "\(t.id) is not kebab-case")
            #expect(t.summary.hasSuffix("."), "\(t.id): summary must end with a period")
            let cases = SnapshotCase.all.filter { $0.transform == t.id }
            #expect(!cases.isEmpty, "\(t.id) has no cases in Snapshots/\(t.id)/")
        }
        for c in SnapshotCase.all {
            #expect(ids.contains(c.transform), "Snapshots/\(c.transform) names no transform")
        }
    }

    /// The generated docs match the doc comments.
    @Test func generatedDocumentationIsCurrent() throws {
        let byType = Dictionary(uniqueKeysWithValues: Self.files.map { ($0.typeName, $0.doc) })
        var entries: [(id: String, doc: String, t: any Transform)] = []
        for t in Registry.all {
            entries.append((t.id, byType[String(describing: type(of: t))] ?? "", t))
        }
        entries.sort { $0.id < $1.id }
        var swift = """
        // Generated from the doc comments in Transforms/*.swift by MetaTests
        // (`UNFOLD_UPDATE_SNAPSHOTS=1 swift test --filter MetaTests`). Do not edit.
        enum TransformDocs {
            static let byID: [String: String] = [

        """
        for e in entries {
            swift += "        \"\(e.id)\": ###\"\"\"\n"
            for line in e.doc.split(separator: "\n", omittingEmptySubsequences: false) {
                swift += line.isEmpty ? "\n" : "        \(line)\n"
            }
            swift += "        \"\"\"###,\n"
        }
        swift += "    ]\n}\n"
        let swiftPath = Self.root + "/Transforms/Support/TransformDocs.swift"
        var markdown: [String: String] = [:]
        for e in entries {
            markdown[Self.root + "/docs/transforms/\(e.id).md"] = "# \(e.id)\n\n\(e.t.summary)\n\nFix safety: \(e.t.fixSafety.label)\n\n\(e.doc)\n"
        }
        var index = "# Transforms\n\nGenerated from the transforms' doc comments. `unfold rules` lists them; `unfold explain ID` prints one.\n\n| id | fix safety | summary |\n|---|---|---|\n"
        for e in entries { index += "| [\(e.id)](\(e.id).md) | \(e.t.fixSafety.label) | \(e.t.summary) |\n" }
        markdown[Self.root + "/docs/transforms/README.md"] = index

        var stale: [String] = []
        for (path, content) in [(swiftPath, swift)] + markdown.sorted(by: { $0.key < $1.key }) {
            let current = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            guard current != content else { continue }
            if SnapshotCase.updating {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(content.utf8).write(to: URL(fileURLWithPath: path))
                print("regenerated \(path)")
            } else {
                stale.append(path)
            }
        }
        #expect(stale.isEmpty, "generated docs are stale (run UNFOLD_UPDATE_SNAPSHOTS=1 swift test --filter MetaTests): \(stale)")
    }
}
