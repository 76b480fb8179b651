#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `unfold fix --verify CMD`: which transforms' changes keep CMD passing.
///
/// As cargo fix does with the compiler. The changes of every transform are
/// written and CMD runs; when it passes, all are kept (one run). When it
/// fails, the files go back as they were and CMD runs on them: if it fails
/// there too, nothing can be verified and nothing is kept. Otherwise the
/// transforms are tried one at a time in fix order (the registry's), each on
/// top of those already kept, CMD after each: a transform whose changes make
/// CMD fail is dropped. Linear, not bisection: at most n + 2 runs for n
/// transforms with changes, and every breaking transform is found, with its
/// own errors, even when several break (bisection finds one at a time and
/// mixes their errors). A transform's changes are recomputed each time by
/// the engine without the dropped ones, so a later transform's second-round
/// fixes never rest on a dropped one's.
///
/// The verification ends with every file as it was read (the new stamps are
/// returned); the caller then writes the kept transforms' changes the usual
/// way (in place, or on a branch with one commit per kept transform). On
/// SIGINT, SIGTERM or SIGHUP the command's process group is stopped and the
/// files are restored before unfold exits. Only files still holding what
/// unfold wrote are restored or removed; any other is left and named.
struct VerifiedFix {
    let context: RunContext
    let options: EngineOptions
    let command: VerifyCommand

    struct Outcome {
        /// Transforms whose changes were dropped, in fix order, with the first lines of CMD's errors.
        var dropped: [(id: String, errors: [String])] = []
        var kept: [String] = []
        /// The stamps of the files the verification wrote and restored.
        var stamps: [String: FileStamp] = [:]
        /// CMD failed before any change: nothing was kept.
        var failsWithoutChanges = false
    }

    enum Failure: Error {
        /// A file could not be written or restored (the message says which and why).
        case write(String)
        case interrupted(String)
        case commandNotStarted(String)
    }

    var console: Console { context.console }

    /// The files' states as written by the verification: display path →
    /// bytes (nil: absent), with each file's stamp.
    struct Disk {
        var contents: [String: [UInt8]?] = [:]
        var stamps: [String: FileStamp]
        var originals: [String: [UInt8]?] = [:]
    }

    func run() -> Result<Outcome, Failure> {
        let all = Engine(transforms: context.catalog.transforms, options: options).run(context.loaded.inputs)
        let ids = VerifiedFix.fixOrder(all, transforms: context.catalog.transforms)
        var outcome = Outcome()
        guard !ids.isEmpty else { return .success(outcome) }
        var disk = Disk(stamps: context.loaded.stamps)
        for c in all.changes {
            disk.contents[c.path] = .some(c.original)
            disk.originals[c.path] = .some(c.original)
        }
        Interrupts.trap()
        defer { Interrupts.release() }
        let result = verify(all, ids: ids, disk: &disk, outcome: &outcome)
        // Back to the files as read, whatever happened.
        Interrupts.ignore()
        if let failure = restore(&disk) { return .failure(failure) }
        outcome.stamps = disk.stamps
        if case .failure(let f) = result { return .failure(f) }
        return .success(outcome)
    }

    func verify(_ all: EngineResult, ids: [String], disk: inout Disk, outcome: inout Outcome) -> Result<Void, Failure> {
        console.note("unfold: --verify: \(ids.count) transform\(ids.count == 1 ? "" : "s") with changes; running `\(command.command)` (output in \(command.logPath))")
        if let f = write(VerifiedFix.state(all), &disk) { return .failure(f) }
        let first = command.run(title: "all \(ids.count) transforms")
        if let f = stopped(first.outcome) { return .failure(f) }
        if first.outcome.passed {
            outcome.kept = ids
            return .success(())
        }
        if let f = write([:], &disk) { return .failure(f) }
        let base = command.run(title: "without unfold's changes")
        if let f = stopped(base.outcome) { return .failure(f) }
        guard base.outcome.passed else {
            outcome.failsWithoutChanges = true
            outcome.dropped = ids.map { ($0, []) }
            console.note("unfold: --verify: `\(command.command)` fails without unfold's changes too (\(base.outcome.describe(timeout: command.timeout))): nothing can be verified, nothing kept")
            for line in VerifyCommand.errorLines(base.output) { console.note("unfold:   \(line)") }
            return .success(())
        }
        if ids.count == 1 {
            outcome.dropped = [(ids[0], VerifyCommand.errorLines(first.output))]
            return .success(())
        }
        for id in ids {
            var opts = options
            opts.ignore.formUnion(ids.filter { $0 != id && !outcome.kept.contains($0) })
            let state = VerifiedFix.state(Engine(transforms: context.catalog.transforms, options: opts).run(context.loaded.inputs))
            if let f = write(state, &disk) { return .failure(f) }
            let run = command.run(title: "kept so far + \(id)")
            if let f = stopped(run.outcome) { return .failure(f) }
            if run.outcome.passed {
                outcome.kept.append(id)
            } else {
                outcome.dropped.append((id, VerifyCommand.errorLines(run.output)))
            }
        }
        return .success(())
    }

    /// The failure that ends the verification, if CMD's run was one.
    func stopped(_ outcome: VerifyCommand.Outcome) -> Failure? {
        switch outcome {
        case .interrupted: return .interrupted("interrupted by \(Interrupts.name) while verifying")
        case .notStarted(let why): return .commandNotStarted("`\(command.command)` \(why)")
        default: return Interrupts.requested ? .interrupted("interrupted by \(Interrupts.name) while verifying") : nil
        }
    }

    /// Path → the bytes an engine result leaves (created files included).
    static func state(_ result: EngineResult) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for c in result.changes { out[c.path] = c.result }
        return out
    }

    /// The ids of the transforms with applied fixes, in the registry's order.
    static func fixOrder(_ result: EngineResult, transforms: [any Transform]) -> [String] {
        let applied = Set(result.applied.map { result.findings[$0].ruleID })
        var seen: Set<String> = []
        return transforms.map(\.id).filter { applied.contains($0) && seen.insert($0).inserted }
    }

    /// Brings the files to `state` (files not in it: as read); the failure, if a write failed.
    func write(_ state: [String: [UInt8]], _ disk: inout Disk) -> Failure? {
        for path in Set(disk.contents.keys).union(state.keys).sorted() {
            if let why = move(path, to: state[path], &disk) { return .write(why) }
        }
        return nil
    }

    /// Every file back as read; the failure naming those that could not be.
    func restore(_ disk: inout Disk) -> Failure? {
        let problems = disk.contents.keys.sorted().compactMap { move($0, to: nil, &disk) }
        return problems.isEmpty ? nil : .write("could not restore every file after --verify: " + problems.joined(separator: "; "))
    }

    /// Brings one file to `bytes` (nil: as read, absent when it was created);
    /// why it could not, if it could not.
    func move(_ path: String, to bytes: [UInt8]?, _ disk: inout Disk) -> String? {
        if disk.originals[path] == nil { disk.originals[path] = .some(nil) }  // created by a later state only
        let want: [UInt8]? = bytes ?? (disk.originals[path] ?? nil)
        let have: [UInt8]? = disk.contents[path] ?? nil
        if want == have { return nil }
        let target = context.target(of: path)
        do throws(InputError) {
            if let want {
                disk.stamps[path] = try context.write(FileChange(path: path, original: have, result: want), target, disk.stamps[path])
            } else if let have {
                try FileIO.requireUnchanged(target, original: have, stamp: disk.stamps[path], path: path)
                if unlink(target) != 0 { throw InputError.unwritable(path: path, reason: errorText(errno)) }
                disk.stamps[path] = nil
            }
            disk.contents[path] = .some(want)
            return nil
        } catch {
            return error.renamed(path).description
        }
    }
}

extension VerifiedFix.Outcome {
    /// What was dropped and why, on stderr.
    func report(_ console: Console, command: VerifyCommand) {
        if failsWithoutChanges { return }
        for d in dropped {
            console.note("unfold: --verify: dropped \(d.id): its changes make `\(command.command)` fail")
            for line in d.errors { console.note("unfold:   \(line)") }
        }
        let keptText = kept.isEmpty ? "none" : kept.joined(separator: ", ")
        console.note("unfold: --verify: kept \(kept.count) transform\(kept.count == 1 ? "" : "s") (\(keptText)); dropped \(dropped.count); log: \(command.logPath)")
    }
}
