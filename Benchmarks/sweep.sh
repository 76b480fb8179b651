#!/bin/sh
# Builds unfold-bench (release) and runs the reliability sweep over each PATH
# (docs/sweep.md). Usage: Benchmarks/sweep.sh [sweep options] PATH…
# Exit status: 0 no failure, 1 failures found, 2 usage or setup error.
set -e
root="$(cd "$(dirname "$0")/.." && pwd)"
swift build -c release --product unfold-bench --package-path "$root" >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)"
exec "$bin/unfold-bench" sweep "$@"
