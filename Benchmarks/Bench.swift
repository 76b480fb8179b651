import Dispatch
import Foundation
import SwiftTree
import Transforms
import UnfoldKit

/// `unfold-bench bench [--jobs N] [--no-compare] PATH…`: timings of a dry run
/// over a tree, phase by phase, with the toolchain's parsers on the same files
/// for comparison. Prints figures; asserts nothing (docs/performance.md).
///
/// `unfold-bench scale PATH`: the same corpus 1×, 2× and 4× in memory, plus a
/// single 5 MB file and 50,000 tiny files: the cost must stay linear.
enum Bench {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func seconds(_ from: UInt64) -> Double { Double(now() - from) / 1e9 }
    static func ms(_ s: Double) -> String { String(format: "%8.1f ms", s * 1000) }
    static func rate(_ bytes: Int, _ s: Double) -> String { String(format: "%7.1f MB/s", Double(bytes) / s / 1e6) }

    /// Peak resident set size (VmHWM) in MB, Linux only.
    static func peakRSS() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        let kb = Double(line.split(separator: " ").dropFirst().first.map(String.init) ?? "0") ?? 0
        return kb / 1024
    }

    static func load(_ paths: [String]) -> (inputs: [SourceInput], discover: Double, read: Double) {
        let t0 = now()
        let (files, _, _) = Workspace.discover(paths: paths, cwd: FileManager.default.currentDirectoryPath)
        let discover = seconds(t0)
        let t1 = now()
        let inputs = Engine.parallelMap(files, jobs: 0) { f -> SourceInput? in
            guard let b = try? FileIO.read(f.absolutePath) else { return nil }
            return SourceInput(path: f.displayPath, bytes: b)
        }.compactMap { $0 }
        return (inputs, discover, seconds(t1))
    }

    static func main(_ args: [String]) -> Int32 {
        var jobs = 0
        var compare = true
        var paths: [String] = []
        var it = args.makeIterator()
        while let a = it.next() {
            switch a {
            case "--jobs": jobs = Int(it.next() ?? "") ?? 0
            case "--no-compare": compare = false
            default: paths.append(a)
            }
        }
        guard !paths.isEmpty else {
            print("usage: unfold-bench bench [--jobs N] [--no-compare] PATH…")
            return 2
        }
        let (inputs, discover, read) = load(paths)
        let swift = inputs.filter(\.isSwift)
        let bytes = swift.reduce(0) { $0 + $1.bytes.count }
        let lines = swift.reduce(0) { n, f in n + f.bytes.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
        print(String(format: "tree: %@\nfiles: %d Swift (+%d other), %.2f MB, %d lines, jobs: %@",
                     paths.joined(separator: " "), swift.count, inputs.count - swift.count, Double(bytes) / 1e6, lines,
                     jobs == 0 ? "all cores" : String(jobs)))

        // One core: lexing alone, lexing + tree (best of 3, warm).
        let (lex1, tree1, sink) = oneCore(swift, repeats: 3, lexOnly: false)
        var t = now()

        // The pipeline, phase by phase, on `jobs` threads.
        t = now()
        let trees = Engine.parallelMap(swift, jobs: jobs) { SyntaxTree(bytes: $0.bytes) }
        let parse = seconds(t)
        t = now()
        let transforms = Registry.all
        let summaries = Engine.parallelMap(Array(zip(swift, trees)), jobs: jobs) { FileSummary(path: $0.0.path, tree: $0.1, collecting: transforms) }
        let index = ProjectIndex(summaries: summaries, otherFiles: inputs.filter { !$0.isSwift })
        let indexTime = seconds(t)
        t = now()
        let found = Engine.parallelMap(Array(zip(swift, trees)), jobs: jobs) { f, tree in
            transforms.reduce(0) { $0 + $1.findings(in: FileContext(path: f.path, tree: tree, index: index)).count }
        }.reduce(0, +)
        let transformTime = seconds(t)

        // End to end (what `unfold` does after reading: parse, index, transforms, fixes), then the diff.
        var options = EngineOptions()
        options.jobs = jobs
        t = now()
        let result = Engine(transforms: transforms, options: options).run(inputs)
        let engine = seconds(t)
        t = now()
        let patch = Report.patch(result.changes)
        let diff = seconds(t)
        let total = discover + read + engine + diff

        print("phases:")
        print("  discovery    \(ms(discover))")
        print("  read         \(ms(read))   \(rate(bytes, read))")
        print("  parse        \(ms(parse))   \(rate(bytes, parse))")
        print("  index        \(ms(indexTime))")
        print("  transforms   \(ms(transformTime))   \(found) findings")
        print("  engine run   \(ms(engine))   \(rate(bytes, engine))   (parse + index + transforms + fixes: \(result.applied.count) fixes, \(result.changes.count) files)")
        print("  diff         \(ms(diff))   \(patch.count) bytes of patch")
        print("  total        \(ms(total))   \(rate(bytes, total))   \(String(format: "%.0f", Double(lines) / total)) lines/s")
        print("one core:")
        print("  lex          \(ms(lex1))   \(rate(bytes, lex1))")
        print("  lex + tree   \(ms(tree1))   \(rate(bytes, tree1))")

        // 1 job vs 2 jobs, end to end.
        var one = options
        one.jobs = 1
        var two = options
        two.jobs = 2
        var e1 = Double.infinity, e2 = Double.infinity
        for _ in 0..<2 {  // best of 2 each
            t = now()
            _ = Engine(transforms: transforms, options: one).run(inputs)
            e1 = min(e1, seconds(t))
            t = now()
            _ = Engine(transforms: transforms, options: two).run(inputs)
            e2 = min(e2, seconds(t))
        }
        print(String(format: "jobs: 1 job %.3f s, 2 jobs %.3f s, speed-up %.2f×", e1, e2, e1 / e2))
        print(String(format: "peak RSS: %.0f MB", peakRSS()))

        if compare { compareWithToolchain(swift.map(\.path), bytes: bytes, unfoldSeconds: engine) }
        if sink == 42 { print("") }
        return 0
    }

    /// The same files through swift-syntax (oracle `check`) and `swiftc -frontend -parse`.
    static func compareWithToolchain(_ paths: [String], bytes: Int, unfoldSeconds: Double) {
        let cwd = FileManager.default.currentDirectoryPath
        let absolute = paths.map { $0.hasPrefix("/") ? $0 : cwd + "/" + $0 }
        let tools = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("../shared/tools").path
        print("toolchain on the same files:")
        if let oracle = ParserCheck.oracle(toolsDir: tools) {
            let t = now()
            _ = ParserCheck.rejected(absolute, oracle: oracle)
            let s = seconds(t)
            print("  swift-syntax (oracle check)   \(ms(s))   \(rate(bytes, s))   unfold engine is \(String(format: "%.1f", s / unfoldSeconds))× faster")
        } else {
            print("  swift-syntax oracle: not available")
        }
        guard let swiftc = ParserCheck.which("swiftc") else { print("  swiftc: not found"); return }
        let t = now()
        // Batches of 64 files per `swiftc -frontend -parse`, 2 at a time.
        let batches = stride(from: 0, to: absolute.count, by: 64).map { Array(absolute[$0..<min($0 + 64, absolute.count)]) }
        _ = Engine.parallelMap(batches, jobs: 2) { batch -> Int32 in
            let p = Process()
            p.executableURL = URL(fileURLWithPath: swiftc)
            p.arguments = ["-frontend", "-parse"] + batch
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            do { try p.run() } catch { return -1 }
            p.waitUntilExit()
            return p.terminationStatus
        }
        let s = seconds(t)
        print("  swiftc -frontend -parse       \(ms(s))   \(rate(bytes, s))   unfold engine is \(String(format: "%.1f", s / unfoldSeconds))× faster")
    }

    /// Linear cost: the corpus 1×, 2×, 4× (in memory), one 5 MB file, 50,000 tiny files.
    static func scale(_ args: [String]) -> Int32 {
        guard !args.isEmpty else { print("usage: unfold-bench scale PATH…"); return 2 }
        let (inputs, _, _) = load(args)
        func run(_ files: [SourceInput]) -> Double {
            let t = now()
            _ = Engine(transforms: Registry.all, options: EngineOptions()).run(files)
            return seconds(t)
        }
        var base = 0.0
        for k in [1, 2, 4] {
            var copies: [SourceInput] = []
            for c in 0..<k { copies += inputs.map { SourceInput(path: "copy\(c)/" + $0.path, bytes: $0.bytes) } }
            let bytes = copies.filter(\.isSwift).reduce(0) { $0 + $1.bytes.count }
            let s = run(copies)
            if k == 1 { base = s }
            print(String(format: "%d× corpus: %6d files %7.2f MB  %.3f s  ratio %.2f (linear: %d)", k, copies.count, Double(bytes) / 1e6, s, s / base, k))
        }
        // One 5 MB file: the swift files of the corpus concatenated.
        var big: [UInt8] = []
        for f in inputs where f.isSwift && big.count < 5 << 20 { big += f.bytes + [10] }
        let sBig = run([SourceInput(path: "Big.swift", bytes: Array(big.prefix(5 << 20)))])
        print(String(format: "one %.1f MB file: %.3f s  %.1f MB/s", Double(min(big.count, 5 << 20)) / 1e6, sBig, Double(min(big.count, 5 << 20)) / sBig / 1e6))
        // 50,000 tiny files.
        let tiny = (0..<50_000).map { i in
            SourceInput(path: "Tiny/F\(i).swift", bytes: Array("import UIKit\n\nfinal class V\(i): UIView {\n    func w() -> CGFloat { bounds.width - safeAreaInsets.left * 2 }\n}\n".utf8))
        }
        let sTiny = run(tiny)
        print(String(format: "50,000 tiny files: %.3f s  %.0f files/s", sTiny, 50_000 / sTiny))
        print(String(format: "peak RSS: %.0f MB", peakRSS()))
        return 0
    }
}

extension Bench {
    /// Lexing alone and lexing + tree on the calling thread, best of `repeats`
    /// runs; the checksum (tokens + declarations) keeps the work from being
    /// optimised away.
    static func oneCore(_ swift: [SourceInput], repeats: Int, lexOnly: Bool) -> (lex: Double, tree: Double, checksum: Int) {
        var sink = 0
        var lexBest = Double.infinity, treeBest = Double.infinity
        for _ in 0..<repeats {
            var t = now()
            for f in swift { sink &+= Lexer.tokenize(f.bytes).count }
            lexBest = min(lexBest, seconds(t))
            if lexOnly { continue }
            t = now()
            for f in swift { sink &+= SyntaxTree(bytes: f.bytes).decls.count }
            treeBest = min(treeBest, seconds(t))
        }
        return (lexBest, treeBest, sink)
    }

    /// `unfold-bench parse [--repeat N] [--lex-only] PATH…`: lexing alone and
    /// lexing + tree on one core, best of N runs (default 5). With `--repeat 1`
    /// it is the program to run under callgrind to see where parsing spends.
    static func parse(_ args: [String]) -> Int32 {
        var repeats = 5
        var lexOnly = false
        var paths: [String] = []
        var it = args.makeIterator()
        while let a = it.next() {
            switch a {
            case "--repeat": repeats = max(1, Int(it.next() ?? "") ?? 5)
            case "--lex-only": lexOnly = true
            default: paths.append(a)
            }
        }
        guard !paths.isEmpty else {
            print("usage: unfold-bench parse [--repeat N] [--lex-only] PATH…")
            return 2
        }
        let swift = load(paths).inputs.filter(\.isSwift)
        let bytes = swift.reduce(0) { $0 + $1.bytes.count }
        let (lexBest, treeBest, sink) = oneCore(swift, repeats: repeats, lexOnly: lexOnly)
        print(String(format: "files: %d, %.2f MB, best of %d (checksum %d)", swift.count, Double(bytes) / 1e6, repeats, sink))
        print("  lex          \(ms(lexBest))   \(rate(bytes, lexBest))")
        if !lexOnly {
            print("  lex + tree   \(ms(treeBest))   \(rate(bytes, treeBest))")
            // The same work on both cores, trees dropped as they are made (as
            // above), one and two jobs alternated: the parser's own scaling,
            // without the first touch of memory that keeping every tree costs.
            var best1 = Double.infinity, best2 = Double.infinity
            for _ in 0..<repeats {
                for jobs in [1, 2] {
                    let t = now()
                    let counts = Engine.parallelMap(swift, jobs: jobs) { SyntaxTree(bytes: $0.bytes).decls.count }
                    let s = seconds(t)
                    if jobs == 1 { best1 = min(best1, s) } else { best2 = min(best2, s) }
                    _ = counts.reduce(0, +)
                }
            }
            print("  lex + tree, 1 job vs 2 jobs (trees dropped, alternated): \(ms(best1)) vs \(ms(best2)), \(String(format: "%.2f", best1 / best2))×")
        }
        return 0
    }
}

extension Bench {
    /// `unfold-bench discover [--repeat N] PATH…`: the walk that finds the
    /// inputs (`Workspace.discover`), alone, with one and two jobs
    /// alternated; medians and the best of N. Nothing is read.
    static func discover(_ args: [String]) -> Int32 {
        var repeats = 9
        var paths: [String] = []
        var it = args.makeIterator()
        while let a = it.next() {
            switch a {
            case "--repeat": repeats = max(1, Int(it.next() ?? "") ?? 9)
            default: paths.append(a)
            }
        }
        guard !paths.isEmpty else {
            print("usage: unfold-bench discover [--repeat N] PATH…")
            return 2
        }
        let cwd = FileManager.default.currentDirectoryPath
        var times: [Int: [Double]] = [1: [], 2: []]
        var found = 0
        for _ in 0..<repeats {
            for jobs in [1, 2] {
                let t = now()
                found = Workspace.discover(paths: paths, cwd: cwd, jobs: jobs).files.count
                times[jobs]!.append(seconds(t))
            }
        }
        func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
        print("files found: \(found), \(repeats) alternated runs per job count")
        for jobs in [1, 2] {
            print("  \(jobs) job\(jobs == 1 ? " " : "s")  median \(ms(median(times[jobs]!)))   best \(ms(times[jobs]!.min()!))")
        }
        print(String(format: "  1 job / 2 jobs (medians): %.2f×", median(times[1]!) / median(times[2]!)))
        return 0
    }
}
