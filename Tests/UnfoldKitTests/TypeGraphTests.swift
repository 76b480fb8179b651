// The index's type hierarchy over ids (`TypeGraph`) against the string-keyed
// hierarchy it replaced: supertypes, declared types, `inherits`, `heirs`,
// `descendants` and the UIKit/SwiftUI hierarchies, on generated graphs with
// cycles, extensions, typealiases, qualified and generic names.
import Testing
import SwiftTree
@testable import UnfoldKit

/// The hierarchy as the index made it before `TypeGraph`: `[String: Set<String>]`
/// supertypes, a closure per type and the reversed graph, with the queries
/// written as they were. `closure` is the exact one (a walk per type);
/// `oldClosure` is the former memoised walk, exact on graphs without cycles.
private struct ReferenceHierarchy {
    var supertypes: [String: Set<String>] = [:]
    var declaredTypes: Set<String> = []
    var closure: [String: Set<String>] = [:]
    var subtypes: [String: [String]] = [:]

    init(_ summaries: [FileSummary]) {
        for s in summaries {
            for t in s.types {
                supertypes[t.name, default: []].formUnion(t.inherits)
                if t.kind != .extension { declaredTypes.insert(t.name) }
            }
        }
        for (name, _) in FrameworkFiles.delegateSuperclasses where supertypes[name] == nil {
            supertypes[name] = ["UIResponder", "UIApplicationDelegate"]
        }
        for (t, supers) in supertypes {
            var all = Set<String>()
            var queue = Array(supers)
            while let s = queue.popLast() {
                guard all.insert(s).inserted else { continue }
                queue += supertypes[s] ?? []
            }
            closure[t] = all
            for s in supers { subtypes[s, default: []].append(t) }
        }
    }

    func hierarchyName(_ type: String) -> String {
        !type.contains(".") && !type.contains("<") || supertypes[type] != nil ? type : SyntaxTree.baseTypeName(type)
    }

    func inherits(_ type: String, fromAnyOf targets: Set<String>) -> Bool {
        let name = hierarchyName(type)
        if targets.contains(name) { return true }
        guard let all = closure[name] else { return false }
        return !all.isDisjoint(with: targets)
    }

    func heirs(of targets: Set<String>) -> Set<String> {
        var out = targets
        for (name, all) in closure where !all.isDisjoint(with: targets) { out.insert(name) }
        return out
    }

    func descendants(of targets: Set<String>) -> Set<String> {
        var out = targets
        var queue = Array(targets)
        while let t = queue.popLast() {
            for sub in subtypes[t] ?? [] where out.insert(sub).inserted { queue.append(sub) }
        }
        return out
    }

    func member(_ set: Set<String>, _ type: String) -> Bool {
        if set.contains(type) { return true }
        if supertypes[type] != nil { return false }
        return set.contains(SyntaxTree.baseTypeName(type))
    }

    /// The closure the index computed before (`ProjectIndex.closure`, session 9).
    func oldClosure() -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        var stack: [(String, Bool)] = []
        var visiting: Set<String> = []
        for (start, supers) in supertypes where out[start] == nil {
            if !supers.contains(where: { supertypes[$0] != nil }) {
                out[start] = supers
                continue
            }
            stack.removeAll()
            visiting.removeAll()
            stack.append((start, false))
            while let (t, expanded) = stack.popLast() {
                if out[t] != nil { continue }
                let supers = supertypes[t] ?? []
                if expanded {
                    var all = supers
                    for s in supers { all.formUnion(out[s] ?? []) }
                    out[t] = all
                    visiting.remove(t)
                } else {
                    guard visiting.insert(t).inserted else { continue }
                    stack.append((t, true))
                    for s in supers where out[s] == nil && !visiting.contains(s) && supertypes[s] != nil { stack.append((s, false)) }
                }
            }
        }
        return out
    }
}

@Suite struct TypeGraphTests {
    /// Names a generated project uses: its own, nested ones recorded
    /// qualified, and framework names (some of them roots of the index's hierarchies).
    static let own = (0..<40).map { "T\($0)" } + ["Outer.View", "Outer.UIView", "Screen", "FlutterAppDelegate"]
    static let framework = ["UIView", "UIViewController", "UIToolbar", "View", "ViewModifier", "Codable", "UIApplicationDelegate",
                            "UIWindowSceneDelegate", "UIResponder", "NSObject", "App"]

    /// A project of `files` files with random types, extensions and
    /// typealiases; `acyclic`: a type only names types of lower number (and
    /// framework names), so the graph has no cycle.
    static func project(seed: UInt64, files: Int, acyclic: Bool) -> [FileSummary] {
        var rng = SeededGenerator(seed: seed)
        let kinds: [DeclKind] = [.class, .struct, .protocol, .enum, .extension, .extension, .typealias, .actor]
        return (0..<files).map { f in
            let types = (0..<rng.int(in: 0...6)).map { _ -> FileSummary.TypeFact in
                let k = rng.int(in: 0...(own.count - 1))
                let pool = acyclic ? Array(own[..<k]) + framework : own + framework
                let supers = (0..<rng.int(in: 0...3)).map { _ in pool[rng.int(in: 0...(pool.count - 1))] }
                return FileSummary.TypeFact(name: own[k], kind: kinds[rng.int(in: 0...(kinds.count - 1))], inherits: supers)
            }
            return FileSummary(path: "f\(f).swift", types: types)
        }
    }

    /// What the queries are asked with: every name, qualified and generic forms, unknown names.
    static let queried = own + framework + ["T3<Int>", "Mod.T5", "Outer.View<X>", "Unknown", "Other.Unknown", "View<T>", "UIKit.UIView"]

    static let targetSets: [Set<String>] = [
        ["UIView"], ["View"], ["T0"], ["T7"], ["Outer.View"], ["UIApplicationDelegate"], ["Unknown"],
        ["UIView", "View", "T1", "T2", "T3", "Codable"], ["UIWindowSceneDelegate", "UISceneDelegate"],
        Set(own.prefix(20)), [],
    ]

    func check(_ summaries: [FileSummary], acyclic: Bool) {
        let ref = ReferenceHierarchy(summaries)
        for jobs in [1, 2] {
            let index = ProjectIndex(summaries: summaries, jobs: jobs)
            #expect(index.supertypes == ref.supertypes)
            #expect(index.declaredTypes == ref.declaredTypes)
            #expect(index.graph.ancestorNames == ref.closure)
            for targets in Self.targetSets {
                #expect(index.heirs(of: targets) == ref.heirs(of: targets))
                #expect(index.descendants(of: targets) == ref.descendants(of: targets))
                for q in Self.queried {
                    #expect(index.inherits(q, fromAnyOf: targets) == ref.inherits(q, fromAnyOf: targets), "\(q) \(targets)")
                }
            }
            for q in Self.queried {
                #expect(index.isUIView(q) == ref.member(ref.descendants(of: UIKitNames.views), q))
                #expect(index.isUIViewController(q) == ref.member(ref.descendants(of: UIKitNames.viewControllers), q))
                #expect(index.isTraitEnvironment(q) == ref.member(ref.descendants(of: UIKitNames.traitEnvironments), q))
                #expect(index.isSwiftUIView(q) == ref.member(ref.descendants(of: ["View"]), q))
                #expect(index.hierarchyName(q) == ref.hierarchyName(q))
            }
        }
        if acyclic {
            // Without cycles the former closure was exact: the same sets.
            #expect(ref.oldClosure() == ref.closure)
        } else {
            // With cycles it could miss names reached around a cycle, never add one.
            for (name, all) in ref.oldClosure() { #expect(all.isSubset(of: ref.closure[name]!)) }
        }
    }

    @Test(arguments: 0..<12)
    func sameAnswersAsTheStringHierarchy(seed: Int) {
        check(Self.project(seed: UInt64(seed), files: 30, acyclic: seed % 3 == 0), acyclic: seed % 3 == 0)
    }

    @Test func cyclesAreClosedExactly() {
        // A → B → C → A, D → A: every one of them reaches all three.
        let s = FileSummary(path: "a.swift", types: [
            .init(name: "A", kind: .protocol, inherits: ["B"]), .init(name: "B", kind: .protocol, inherits: ["C"]),
            .init(name: "C", kind: .protocol, inherits: ["A", "UIView"]), .init(name: "D", kind: .class, inherits: ["A"]),
            .init(name: "View", kind: .typealias, inherits: ["View"]),
        ])
        let index = ProjectIndex(summaries: [s])
        for t in ["A", "B", "C", "D"] {
            #expect(index.inherits(t, fromAnyOf: ["A"]) && index.inherits(t, fromAnyOf: ["B"]) && index.inherits(t, fromAnyOf: ["C"]))
            #expect(index.isUIView(t))
        }
        #expect(!index.inherits("A", fromAnyOf: ["D"]))
        #expect(index.graph.ancestorNames["View"] == ["View"])
        #expect(index.heirs(of: ["C"]) == ["A", "B", "C", "D"])
        #expect(index.descendants(of: ["UIView"]) == ["A", "B", "C", "D", "UIView"])
    }

    @Test func emptyIndex() {
        let index = ProjectIndex()
        #expect(!index.inherits("A", fromAnyOf: ["B"]))
        #expect(index.inherits("A", fromAnyOf: ["A"]))
        #expect(index.descendants(of: ["A"]) == ["A"])
        #expect(index.heirs(of: ["A"]) == ["A"])
        // Only the frameworks' app-delegate superclasses.
        #expect(index.supertypes == ReferenceHierarchy([]).supertypes)
        #expect(index.declaredTypes.isEmpty)
        #expect(index.inherits("FlutterAppDelegate", fromAnyOf: ["UIApplicationDelegate"]))
    }
}
