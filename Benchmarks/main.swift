// unfold-bench: reliability and performance runs over real trees (docs/sweep.md).
//
//   unfold-bench sweep [options] PATH…   lossless, crash, parse, idempotence and
//                                        untouched-bytes checks over whole trees
//
// Each subcommand lives in its own file of this target; this file only dispatches.
import Foundation

let usage = """
    usage: unfold-bench <command> [arguments]

    commands:
      sweep [options] PATH…   check every transform against whole trees (docs/sweep.md)
      bench [--jobs N] [--no-compare] PATH…
                              timings of a dry run, phase by phase, against the toolchain's parsers (docs/performance.md)
      parse [--repeat N] [--lex-only] PATH…
                              lexing alone and lexing + tree on one core, best of N (the callgrind target)
      discover [--repeat N] PATH…
                              finding the inputs alone (the walk, no reading), 1 and 2 jobs alternated
      scale PATH…             the corpus 1×, 2×, 4×, one 5 MB file, 50,000 tiny files: linear cost
      digest PATH…            one line per Swift file: a hash of everything the parser produces
                              (compare two builds' output to prove a lexer/tree change changes nothing)
      project-model [--files N] [--repeat N]
                              reading a generated 5,000-file Xcode project: facts, deployment targets, membership
      machine [--repeat N]    what a second thread gets on this machine now: compute, memory, page faults

    """

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "sweep":
    status = Sweep.main(Array(arguments.dropFirst()))
case "bench":
    status = Bench.main(Array(arguments.dropFirst()))
case "parse":
    status = Bench.parse(Array(arguments.dropFirst()))
case "discover":
    status = Bench.discover(Array(arguments.dropFirst()))
case "digest":
    status = Digest.main(Array(arguments.dropFirst()))
case "scale":
    status = Bench.scale(Array(arguments.dropFirst()))
case "project-model":
    status = ProjectModelBench.main(Array(arguments.dropFirst()))
case "machine":
    status = Machine.main(Array(arguments.dropFirst()))
case Sweep.workerCommand:
    // Internal: one crash-isolated step of a sweep, run in a child process.
    status = SweepWorker.main(Array(arguments.dropFirst()))
case "help", "-h", "--help":
    print(usage, terminator: "")
    status = 0
default:
    FileHandle.standardError.write(Data(((arguments.first.map { "unfold-bench: unknown command '\($0)'\n" } ?? "") + usage).utf8))
    status = 2
}
exit(status)
