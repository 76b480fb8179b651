import SwiftTree

/// The project's type hierarchy over dense ids (`ProjectIndex`'s
/// `inherits`, `heirs`, `descendants` and the UIKit/SwiftUI hierarchies).
///
/// Each name of the summaries is hashed once, when it is given its id; the
/// supertypes, their reversed graph and the transitive closure are arrays of
/// ids (rows of a compressed table: `row(k)` of `start`/`list`), so making
/// the hierarchy hashes no string past that, and a query hashes one name.
/// The closure is exact, cycles included: a type reaches every name on a
/// path of supertypes from it (itself when it is on a cycle).
struct TypeGraph: Sendable {
    /// Id → name.
    private(set) var names: [String] = []
    /// Name → id: every name a summary declares, extends, aliases or names as a supertype.
    private(set) var ids: [String: Int32] = [:]
    /// Whether the name of an id has an entry: a declaration, extension or
    /// typealias of that name (or a framework's app-delegate superclass).
    /// Names only named as supertypes have none (and no supertypes).
    private(set) var hasEntry: [Bool] = []
    /// Whether a declaration (not only an extension) has the id's name.
    private(set) var declared: [Bool] = []
    /// Direct supertypes per id, ascending and each once.
    private var supers = Rows()
    /// The reversed graph: per id, the ids that name it as a supertype.
    private var subs = Rows()
    /// The transitive closure of `supers` per id with an entry.
    private var ancestors = Rows()

    /// Rows of ids, one per id: row `k` is `list[start[k]..<start[k + 1]]`.
    struct Rows: Sendable {
        var start: [Int32] = [0]
        var list: [Int32] = []

        /// The ids of row `k` (none past the last row).
        @inline(__always)
        func row(_ k: Int) -> ArraySlice<Int32> {
            k + 1 < start.count ? list[Int(start[k])..<Int(start[k + 1])] : []
        }

        /// Rows from `edges` (`from` → `to`) over `count` ids, each row in
        /// the edges' order (a counting sort by `from`).
        init(count: Int, from: [Int32], to: [Int32]) {
            var start = [Int32](repeating: 0, count: count + 1)
            for f in from { start[Int(f) + 1] += 1 }
            for k in 0..<count { start[k + 1] += start[k] }
            var next = Array(start.dropLast())
            var list = [Int32](repeating: 0, count: from.count)
            for (f, t) in zip(from, to) {
                list[Int(next[Int(f)])] = t
                next[Int(f)] += 1
            }
            self.start = start
            self.list = list
        }

        init() {}
    }

    init() {}

    /// The hierarchy of `summaries`' types: each type's supertypes and
    /// conformances from all its declarations and extensions (and the
    /// frameworks' app-delegate superclasses, issue 21).
    init(_ summaries: [FileSummary]) {
        var facts = 0
        for k in summaries.indices { facts += summaries[k].types.count }
        ids.reserveCapacity(facts * 2)
        names.reserveCapacity(facts * 2)
        var from: [Int32] = [], to: [Int32] = []
        from.reserveCapacity(facts * 2)
        to.reserveCapacity(facts * 2)
        // Read in place, through pointers: a loop over the summaries copied
        // each (a retain of each of its tables, made on the other core), and
        // one over the types each type's names. The hierarchy is the longest
        // step of the 2-job index (docs/performance.md, session 21).
        summaries.withUnsafeBufferPointer { summaries in
            for k in summaries.indices {
                summaries[k].types.withUnsafeBufferPointer { types in
                    for t in types.indices {
                        let i = intern(types[t].name)
                        hasEntry[Int(i)] = true
                        if types[t].kind != .extension { declared[Int(i)] = true }
                        types[t].inherits.withUnsafeBufferPointer { inherits in
                            for n in inherits.indices {
                                from.append(i)
                                to.append(intern(inherits[n]))
                            }
                        }
                    }
                }
            }
        }
        for (name, _) in FrameworkFiles.delegateSuperclasses where !isKnown(name) {
            let i = intern(name)
            hasEntry[Int(i)] = true
            for s in ["UIResponder", "UIApplicationDelegate"] {
                from.append(i)
                to.append(intern(s))
            }
        }
        let n = names.count
        // Each row ascending and each supertype once (a type extended twice
        // with the same conformance names it once).
        var rows = Rows(count: n, from: from, to: to)
        from.removeAll(keepingCapacity: true)
        to.removeAll(keepingCapacity: true)
        for k in 0..<n {
            let row = rows.row(k)
            if row.count <= 1 { // most rows: nothing to sort (no array made)
                for s in row {
                    from.append(Int32(k))
                    to.append(s)
                }
                continue
            }
            var last: Int32 = -1
            for s in row.sorted() where s != last {
                from.append(Int32(k))
                to.append(s)
                last = s
            }
        }
        rows = Rows(count: n, from: from, to: to)
        supers = rows
        subs = Rows(count: n, from: to, to: from)
        ancestors = closure()
    }

    /// The id of `name`, given a new one when it has none (one hash either way).
    private mutating func intern(_ name: String) -> Int32 {
        let count = ids.count
        let id = { (v: inout Int32) in v }(&ids[name, default: Int32(count)])
        if ids.count != count {
            names.append(name)
            hasEntry.append(false)
            declared.append(false)
        }
        return id
    }

    /// Every id's closure: for a type whose supertypes have no entry (most
    /// types: `UIView`, `View`, …) its supertypes; for the others, the ids
    /// reached walking up from it (exact with cycles: the walk marks what it
    /// reached, not what it is in the middle of).
    private func closure() -> Rows {
        let n = names.count
        var out = Rows()
        out.start.reserveCapacity(n + 1)
        out.list.reserveCapacity(supers.list.count)
        // `reached[k] == walk`: id `k` was reached by the current walk.
        var reached = [Int32](repeating: -1, count: n)
        for k in 0..<n {
            let direct = supers.row(k)
            if direct.contains(where: { hasEntry[Int($0)] }) {
                let first = out.list.count
                for s in direct {
                    reached[Int(s)] = Int32(k)
                    out.list.append(s)
                }
                var next = first
                while next < out.list.count {
                    let t = Int(out.list[next])
                    next += 1
                    for s in supers.row(t) where reached[Int(s)] != Int32(k) {
                        reached[Int(s)] = Int32(k)
                        out.list.append(s)
                    }
                }
            } else {
                out.list.append(contentsOf: direct)
            }
            out.start.append(Int32(out.list.count))
        }
        return out
    }

    /// The id of `name`, when the hierarchy has the name.
    @inline(__always)
    func id(_ name: String) -> Int32? { ids[name] }

    /// Whether `name` has an entry (`supertypes[name] != nil` of the string-keyed hierarchy).
    @inline(__always)
    func isKnown(_ name: String) -> Bool {
        guard let i = ids[name] else { return false }
        return hasEntry[Int(i)]
    }

    /// Whether `name` reaches one of `targets` through one or more supertypes
    /// (a name with no entry reaches none). The smaller side is hashed: the
    /// closure's names into `targets`, or the targets' ids found in the closure.
    func reaches(_ name: String, anyOf targets: Set<String>) -> Bool {
        guard let i = ids[name], hasEntry[Int(i)] else { return false }
        let all = ancestors.row(Int(i))
        if all.isEmpty { return false }
        if targets.count < all.count {
            for t in targets {
                if let ti = ids[t], all.contains(ti) { return true }
            }
            return false
        }
        return all.contains { targets.contains(names[Int($0)]) }
    }

    /// `targets` and every name that reaches one of them through supertypes:
    /// one walk down the reversed graph.
    func descendants(of targets: Set<String>) -> Set<String> {
        var out = targets
        var queue: [Int32] = []
        for t in targets { if let i = ids[t] { queue.append(i) } }
        while let t = queue.popLast() {
            for sub in subs.row(Int(t)) where out.insert(names[Int(sub)]).inserted { queue.append(sub) }
        }
        return out
    }

    /// The names declared (not only extended).
    var declaredNames: Set<String> {
        var out = Set<String>(minimumCapacity: declared.count)
        for (k, d) in declared.enumerated() where d { out.insert(names[k]) }
        return out
    }

    /// Name → direct supertypes, for every name with an entry.
    var supertypeNames: [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for k in names.indices where hasEntry[k] { out[names[k]] = Set(supers.row(k).map { names[Int($0)] }) }
        return out
    }

    /// Name → its closure, for every name with an entry (for tests).
    var ancestorNames: [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for k in names.indices where hasEntry[k] { out[names[k]] = Set(ancestors.row(k).map { names[Int($0)] }) }
        return out
    }
}
