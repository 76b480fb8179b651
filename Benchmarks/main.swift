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

    """

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "sweep":
    status = Sweep.main(Array(arguments.dropFirst()))
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
