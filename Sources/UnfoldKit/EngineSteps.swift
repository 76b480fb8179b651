/// The engine's steps recording (`EngineOptions.recordSteps`): the fixer's
/// accepted fixes, replayed one transform at a time, as `TransformStep`s.
struct StepReplay {
    /// Each transform id's position in the engine's transforms.
    let rank: [String: Int]

    init(transforms: [any Transform]) {
        var rank: [String: Int] = [:]
        for (k, t) in transforms.enumerated() where rank[t.id] == nil { rank[t.id] = k }
        self.rank = rank
    }

    /// Replays the recorded rounds one transform at a time. The edits of one
    /// round do not overlap on the round's base text, so any subset applies
    /// cleanly: step k re-splices the base with the edits of every transform
    /// up to k (`Fixer.apply` sorts them), so its result is the previous
    /// step's plus this transform's edits, and the last step of a round gives
    /// the round's result.
    func steps(_ rounds: [Fixer.Round], files: [String: [UInt8]]) -> [TransformStep] {
        var contents = files
        var steps: [TransformStep] = []
        for (round, fixes) in rounds.map({ ($0.round, $0.fixes) }) {
            let base = contents
            let ids = Set(fixes.map(\.ruleID)).sorted { (rank[$0] ?? Int.max, $0) < (rank[$1] ?? Int.max, $1) }
            var appliedSoFar: [String: [Edit]] = [:]
            for id in ids {
                let mine = fixes.filter { $0.ruleID == id }.map(\.fix)
                let changes = StepReplay.replay(mine, base: base, contents: &contents, appliedSoFar: &appliedSoFar)
                guard !changes.isEmpty else { continue }
                if let last = steps.last, last.ruleID == id {
                    // Consecutive steps of one transform (its fixes of two rounds) merge.
                    steps[steps.count - 1] = StepReplay.merged(last, changes, round: round, fixCount: mine.count)
                } else {
                    steps.append(TransformStep(ruleID: id, rounds: [round], changes: changes, fixCount: mine.count))
                }
            }
        }
        return steps
    }

    /// Applies one transform's fixes of a round to `contents` (edits on top of
    /// the round's `base` with the transforms before it); the changes they make, sorted by path.
    static func replay(_ fixes: [Fix], base: [String: [UInt8]], contents: inout [String: [UInt8]],
                       appliedSoFar: inout [String: [Edit]]) -> [FileChange] {
        var before: [String: [UInt8]?] = [:]
        for fix in fixes {
            for c in fix.creations where contents[c.path] == nil {
                before[c.path] = .some(nil)
                contents[c.path] = c.contents
            }
        }
        for (path, edits) in Dictionary(grouping: fixes.flatMap(\.edits), by: \.path) {
            guard let old = base[path] else { continue }
            appliedSoFar[path, default: []] += edits
            if before[path] == nil { before[path] = .some(contents[path]) }
            contents[path] = Fixer.apply(appliedSoFar[path]!, to: old)
        }
        var changes: [FileChange] = []
        for (path, original) in before where original != contents[path] {
            changes.append(FileChange(path: path, original: original, result: contents[path]!))
        }
        return changes.sorted { $0.path < $1.path }
    }

    /// `last` followed by the same transform's `changes` of `round`, as one step.
    static func merged(_ last: TransformStep, _ changes: [FileChange], round: Int, fixCount: Int) -> TransformStep {
        var byPath = Dictionary(uniqueKeysWithValues: last.changes.map { ($0.path, $0) })
        for c in changes {
            if let earlier = byPath[c.path] {
                byPath[c.path] = FileChange(path: c.path, original: earlier.original, result: c.result)
            } else {
                byPath[c.path] = c
            }
        }
        return TransformStep(ruleID: last.ruleID, rounds: last.rounds + [round],
                             changes: byPath.values.filter { $0.original != $0.result }.sorted { $0.path < $1.path },
                             fixCount: last.fixCount + fixCount)
    }
}
