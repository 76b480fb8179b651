import Foundation
import SwiftTree
import Synchronization

/// The typed collected facts of one index, by rule and type, and the values
/// derived from it, filled on first use from any thread.
///
/// Read without a lock: the values are asked for every file and transform
/// from every worker (~150,000 questions a run on 55 MB), and with a lock
/// two workers met on it often enough to put one to sleep (futex) ~1,500
/// times a run, each a context switch and a wake-up across cores. Readers
/// load the latest `Snapshot` (an immutable table) with one atomic load and
/// write nothing shared; a value made for the first time goes in under the
/// lock and is published in a new snapshot (docs/performance.md, session 17).
final class TypedFactsCache: @unchecked Sendable {
    /// Keyed by what the value is, a name (rule id, derived value's key, the
    /// targets) and the type it is made of (its metatype's identity: no type
    /// name is printed per lookup). Asked per file and transform: no string
    /// is built for a lookup.
    struct Key: Hashable {
        enum Kind: UInt8 { case facts, derived, projectsInFolder, folderTarget }
        var kind: Kind
        var name: String
        var type: ObjectIdentifier
    }

    /// A value of the type of its key (`Key.type` and `Key.kind` tell it):
    /// read back with an unchecked downcast, not a dynamic cast from `Any`.
    private final class Box<V>: @unchecked Sendable {
        let value: V
        init(_ value: V) { self.value = value }
    }

    /// What readers see: never changed once published.
    ///
    /// The values are unretained pointers to their boxes (`Published.table`
    /// holds every box for the cache's life): a reader retains no box.
    /// Both workers ask for the same few values for every file, and each
    /// retain and release of a shared box was a write to one cache line
    /// from two cores (docs/performance.md, session 19).
    private final class Snapshot: @unchecked Sendable {
        let table: [Key: UnsafeRawPointer]
        /// `heirs(of:)` answers, by target set: a short list, searched before
        /// a keyed table would be (transforms ask with one of a few constant
        /// sets, for every file; a key made of the names cost a string hash
        /// and a dictionary probe per question).
        let heirs: [(targets: Set<String>, heirs: Heirs)]
        init(table: [Key: AnyObject], heirs: [(targets: Set<String>, heirs: Heirs)]) {
            self.table = table.mapValues { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
            self.heirs = heirs
        }

        /// The value under `key`. (A method: looked up from a closure, the
        /// table's storage was retained and released around the lookup, a
        /// write to one cache line from both cores per question.)
        @inline(never)
        func value(_ key: Key) -> UnsafeRawPointer? {
            table[key]
        }
    }

    /// The answer of `heirs(of:)`: the names, and their base names as
    /// trigger words, plain and in backticks (the lexer hashes a backticked
    /// name with its backticks). A file whose words hold none of them
    /// declares no heir (`FilePreview.declaresSubtype`): a few filter probes
    /// spare hashing each of its type names. No words (nil) when a name is
    /// not ASCII: the filter hashes a name's bytes, while the names match as
    /// strings, so `Café` written with a combining accent in one file and
    /// precomposed in another is one type with two hashes.
    final class Heirs: Sendable {
        let names: Set<String>
        let words: TriggerWords?

        init(_ names: Set<String>) {
            self.names = names
            var words: [String] = []
            var ascii = true
            for name in names {
                let base = SyntaxTree.baseTypeName(name)
                if base.utf8.contains(where: { $0 >= 0x80 }) { ascii = false; break }
                words.append(base)
                words.append("`" + base + "`")
            }
            self.words = ascii ? TriggerWords(words) : nil
        }
    }

    /// The values, in two tables: those keyed by a rule or a derived value's
    /// name (and the heirs), as many as the code asks for, each published as
    /// soon as made; and those keyed by a folder, as many as the project has
    /// folders (`folders`).
    private let named = Published()
    private let folders = Published()
    /// Guards the writers' side of both tables.
    private let lock = NSLock()

    /// One table: every value made so far (under the lock), and the latest
    /// snapshot of it, read with one atomic load.
    private final class Published: @unchecked Sendable {
        /// The latest snapshot (unretained; `snapshots` keeps it alive).
        let current = Atomic<UnsafeRawPointer?>(nil)
        var table: [Key: AnyObject] = [:]
        var heirs: [(targets: Set<String>, heirs: Heirs)] = []
        /// Every snapshot published: a reader may still be reading an older
        /// one, so none is freed before the cache is.
        var snapshots: [Snapshot] = []
        /// Values in the latest snapshot's table.
        var count = 0

        /// `body` of the latest snapshot (nil when none is published yet).
        @inline(__always)
        func read<T>(_ body: (Snapshot) -> T?) -> T? {
            guard let p = current.load(ordering: .acquiring) else { return nil }
            return Unmanaged<Snapshot>.fromOpaque(p)._withUnsafeGuaranteedRef(body)
        }

        /// Publishes the values so far (under the cache's lock). A snapshot
        /// copies the table and all are kept; with `everyQuarter`, one is
        /// made only once a quarter more values than the last one holds
        /// have come (the others are read under the lock meanwhile), so all
        /// snapshots together stay within a few times the table's size.
        func publish(everyQuarter: Bool) {
            guard !everyQuarter || table.count - count >= max(1, count / 4) else { return }
            let snapshot = Snapshot(table: table, heirs: heirs)
            snapshots.append(snapshot)
            count = table.count
            current.store(UnsafeRawPointer(Unmanaged.passUnretained(snapshot).toOpaque()), ordering: .releasing)
        }
    }

    func value<F>(_ ruleID: String, as type: F.Type, make: () -> [(path: String, facts: F)]) -> [(path: String, facts: F)] {
        memo(Key(kind: .facts, name: ruleID, type: ObjectIdentifier(F.self)), make)
    }

    /// `ProjectIndex.derived`: the same table, under another kind of key.
    func derived<V>(_ name: String, make: () -> V) -> V {
        memo(Key(kind: .derived, name: name, type: ObjectIdentifier(V.self)), make)
    }

    /// `body` of `derived(name, make:)`, the value lent, not copied: a
    /// value asked for every file (trigger words) was retained and released
    /// per question from both cores, one cache line written by both.
    func withDerived<V, R>(_ name: String, make: () -> V, _ body: (borrowing V) -> R) -> R {
        withMemo(Key(kind: .derived, name: name, type: ObjectIdentifier(V.self)), make, body)
    }

    /// `ProjectIndex.folderDeploymentTarget(_:)`, keyed by the folder.
    func folderDeploymentTarget(_ dir: String, make: () -> FolderTarget) -> FolderTarget {
        memo(Key(kind: .folderTarget, name: dir, type: ObjectIdentifier(FolderTarget.self)), make)
    }

    /// A folder's deployment target, when no Xcode target builds the file.
    struct FolderTarget {
        var version: (Int, Int)?
    }

    /// `ProjectIndex.projectPositions(inFolder:)`, keyed by the folder.
    func projectPositions(inFolder dir: String, make: () -> [Int]) -> [Int] {
        withProjectPositions(inFolder: dir, make: make) { copy $0 }
    }

    /// `projectPositions(inFolder:make:)`, the positions lent to `body` (asked for every file and transform).
    func withProjectPositions<R>(inFolder dir: String, make: () -> [Int], _ body: (borrowing [Int]) -> R) -> R {
        withMemo(Key(kind: .projectsInFolder, name: dir, type: ObjectIdentifier(XcodeProjectFacts.self)), make, body)
    }

    /// `ProjectIndex.heirs(of:)`, made (outside the lock) the first time a target set is asked.
    func heirs(of targets: Set<String>, make: () -> Set<String>) -> Set<String> {
        withHeirs(of: targets, make: make) { $0.names }
    }

    /// `body` of the heirs of `targets` (made outside the lock the first
    /// time the set is asked), lent: the shared answer is not retained.
    func withHeirs<R>(of targets: Set<String>, make: () -> Set<String>, _ body: (Heirs) -> R) -> R {
        if let answer = named.read({ s -> R? in
            // An index loop over the list in place: `first(where:)` copied (retained) each entry's sets.
            s.heirs.withUnsafeBufferPointer { list in
                // The answer lent unretained: a retain and release of the
                // shared answer per question wrote one cache line from both
                // cores (swift_retain here was 10× as costly with 2 jobs as with 1).
                for k in list.indices where Self.same(list[k].targets, targets) {
                    return Unmanaged.passUnretained(list[k].heirs)._withUnsafeGuaranteedRef(body)
                }
                return nil
            }
        }) { return answer }
        let made = Heirs(make())
        lock.lock()
        // Another thread may have made it meanwhile: one answer per set.
        let known = named.heirs.first(where: { Self.same($0.targets, targets) })?.heirs
        if known == nil {
            named.heirs.append((targets, made))
            named.publish(everyQuarter: false)
        }
        lock.unlock()
        return body(known ?? made)
    }

    /// Whether two target sets are equal; first whether they are one set
    /// (the same storage: a transform asks with its own constant set, for
    /// every file), which spares hashing every name of both.
    static func same(_ a: Set<String>, _ b: Set<String>) -> Bool {
        let identical = withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
        return identical || a == b
    }

    /// The value under `key`, made (outside the lock) when missing (`withMemo`, copied out).
    private func memo<V>(_ key: Key, _ make: () -> V) -> V {
        withMemo(key, make) { copy $0 }
    }

    /// `body` of the value under `key`: a published value is lent in
    /// place, unretained; one not yet published is read under the lock or
    /// made (`unpublished`).
    private func withMemo<V, R>(_ key: Key, _ make: () -> V, _ body: (borrowing V) -> R) -> R {
        let values = key.kind == .projectsInFolder || key.kind == .folderTarget ? folders : named
        if let known = values.read({ $0.value(key) }) {
            return Unmanaged<Box<V>>.fromOpaque(known)._withUnsafeGuaranteedRef { body($0.value) }
        }
        return body(unpublished(key, make))
    }

    /// The value under `key` not found in the latest snapshot: perhaps made
    /// but not yet published (folder keys), else made outside the lock.
    private func unpublished<V>(_ key: Key, _ make: () -> V) -> V {
        let byFolder = key.kind == .projectsInFolder || key.kind == .folderTarget
        let values = byFolder ? folders : named
        if byFolder {
            // Perhaps made but not yet published.
            lock.lock()
            let known = values.table[key]
            lock.unlock()
            if let known { return unsafeDowncast(known, to: Box<V>.self).value }
        }
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        // Another thread may have made it meanwhile: one value per key.
        if let known = values.table[key] { return unsafeDowncast(known, to: Box<V>.self).value }
        values.table[key] = Box(made)
        values.publish(everyQuarter: byFolder)
        return made
    }
}
