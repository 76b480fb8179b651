import Foundation
import Testing

/// Every snapshot case's before/ and after/ type-checked against the SDK stubs
/// (Tests/SDK, docs/sdk-stubs.md) with Tests/SDK/typecheck.sh: after/ must
/// type-check wherever before/ does. Cases whose before/ does not, and known
/// unfold bugs (after/ fails where before/ passes), are listed with a reason
/// in Tests/SDK/known-untypecheckable.txt; a listed case that now passes is
/// reported too, so the list stays short and true. Skipped without swiftc.
enum TypeCheck {
    static let script = SnapshotCase.root + "/Tests/SDK/typecheck.sh"
    static let listPath = SnapshotCase.root + "/Tests/SDK/known-untypecheckable.txt"

    static let swiftcAvailable: Bool = {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
        }
    }()

    /// Builds the stub modules once per test run (the script caches them).
    static let built: (ok: Bool, output: String) = run(["--build"])

    static func run(_ arguments: [String]) -> (ok: Bool, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = [script] + arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        p.standardInput = FileHandle.nullDevice
        do { try p.run() } catch { return (false, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus == 0, String(decoding: data, as: UTF8.self))
    }

    /// The list file: `## …` headings, then `transform/case: reason` lines.
    /// Returns case → heading.
    static func known() -> [String: String] {
        guard let text = try? String(contentsOfFile: listPath, encoding: .utf8) else { return [:] }
        var heading = ""
        var out: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("## ") { heading = String(line.dropFirst(3)); continue }
            if line.hasPrefix("#") { continue }
            if let colon = line.firstIndex(of: ":") { out[String(line[..<colon]).trimmingCharacters(in: .whitespaces)] = heading }
        }
        return out
    }
    static let beforeHeading = "before/ does not type-check"
    static let bugHeading = "after/ fails: unfold bug"

    struct Outcome: Sendable { var before: Bool; var beforeErrors: String; var after: Bool?; var afterErrors: String }
}

@Suite struct TypeCheckTests {
    @Test(.enabled(if: TypeCheck.swiftcAvailable, "no swiftc on PATH"),
          .enabled(if: !SnapshotCase.updating, "after/ files are being rewritten (UNFOLD_UPDATE_SNAPSHOTS=1)"))
    func exampleAppTypeChecks() throws {
        try #require(TypeCheck.built.ok, "stub modules do not build: \(TypeCheck.built.output)")
        let r = TypeCheck.run([SnapshotCase.root + "/Examples/LegacyApp"])
        #expect(r.ok, "Examples/LegacyApp does not type-check against the SDK stubs:\n\(r.output)")
    }

    @Test(.enabled(if: TypeCheck.swiftcAvailable, "no swiftc on PATH"),
          .enabled(if: !SnapshotCase.updating, "after/ files are being rewritten (UNFOLD_UPDATE_SNAPSHOTS=1)"))
    func afterTypeChecksWhereBeforeDoes() throws {
        try #require(TypeCheck.built.ok, "stub modules do not build: \(TypeCheck.built.output)")
        let cases = SnapshotCase.all
        let known = TypeCheck.known()
        final class Box: @unchecked Sendable { var outcomes: [TypeCheck.Outcome?]; let lock = NSLock(); init(_ n: Int) { outcomes = Array(repeating: nil, count: n) } }
        let box = Box(cases.count)
        final class Counter: @unchecked Sendable { var value = 0; let lock = NSLock() }
        let next = Counter()
        // Two workers: the machine (and CI) has two cores.
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while true {
                next.lock.lock(); let i = next.value; next.value += 1; next.lock.unlock()
                guard i < cases.count else { return }
                let c = cases[i]
                // The case's declarations of app types its code names, if any.
                let support = SnapshotCase.isDir(c.dir + "/typecheck-support") ? ["--support", c.dir + "/typecheck-support"] : []
                let before = TypeCheck.run(support + [c.dir + "/before"])
                var outcome = TypeCheck.Outcome(before: before.ok, beforeErrors: before.output, after: nil, afterErrors: "")
                if before.ok, SnapshotCase.isDir(c.dir + "/after") {
                    let after = TypeCheck.run(support + [c.dir + "/after"])
                    outcome.after = after.ok
                    outcome.afterErrors = after.output
                }
                box.lock.lock(); box.outcomes[i] = outcome; box.lock.unlock()
            }
        }
        var passing = 0
        for (i, c) in cases.enumerated() {
            let o = try #require(box.outcomes[i])
            let name = c.testDescription
            let listed = known[name]
            if o.before { passing += 1 }
            if !o.before {
                #expect(listed == TypeCheck.beforeHeading,
                        "\(name): before/ does not type-check; extend the stubs or list it under '\(TypeCheck.beforeHeading)':\n\(o.beforeErrors.prefix(1500))")
            } else if o.after == false {
                #expect(listed == TypeCheck.bugHeading,
                        "\(name): after/ does not type-check where before/ does (an unfold bug):\n\(o.afterErrors.prefix(1500))")
            } else {
                #expect(listed == nil, "\(name): type-checks now; remove it from Tests/SDK/known-untypecheckable.txt")
            }
        }
        print("note: type-check: \(cases.count) snapshot cases, before/ type-checks in \(passing)")
    }
}
