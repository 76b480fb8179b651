#!/usr/bin/env bash
# Every figure of docs/performance.md in one run, on one machine:
#
#   Benchmarks/figures.sh INTERFACES_DIR [APP_DIR…]
#
# INTERFACES_DIR: the toolchain's .swiftinterface files copied as .swift (see
# docs/sweep.md); APP_DIR: public apps kept outside the repository. Builds the
# release products, then prints: the phase table with the toolchain comparison
# (interfaces), the phase table of the first app, one-core lexing and lexing +
# tree for every tree, the CLI's wall time / CPU / peak RSS with 1 and 2 jobs,
# a 64 MB tree (4 copies of the interfaces, streaming mode), linear cost
# (`unfold-bench scale` on SCALE_TREE, default the first app) and, when
# valgrind is installed, the
# instruction count of a one-job dry run. Prints figures; asserts nothing.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
[[ $# -ge 1 ]] || { echo "usage: Benchmarks/figures.sh INTERFACES_DIR [APP_DIR…]" >&2; exit 2; }
INTERFACES="$1"; shift
APPS=("$@")

swift build -c release >/dev/null
BIN=.build/release
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load: $(cut -d' ' -f1-3 /proc/loadavg)"

echo; echo "## Phases and the toolchain's parsers (interfaces)"
"$BIN/unfold-bench" bench "$INTERFACES"
if [[ ${#APPS[@]} -gt 0 ]]; then
  echo; echo "## Phases (${APPS[0]})"
  "$BIN/unfold-bench" bench --no-compare "${APPS[0]}"
fi

echo; echo "## One core: lexing, lexing + tree (best of 10)"
for t in "$INTERFACES" "${APPS[@]}"; do
  echo "$t"; "$BIN/unfold-bench" parse --repeat 10 "$t" | sed 's/^/  /'
done

BIG="${TMPDIR:-/tmp}/unfold-figures-x4"
rm -rf "$BIG"; mkdir -p "$BIG"
for k in 1 2 3 4; do cp -r "$INTERFACES" "$BIG/c$k"; done

echo; echo "## The CLI (unfold --quiet, output discarded): wall, CPU, peak RSS"
# (unfold exits 1 when it has findings: not a failure here.)
for t in "$INTERFACES" "${APPS[@]}" "$BIG"; do
  for j in 1 2; do
    { /usr/bin/time -f "$t --jobs $j: %e s wall, %U s user, %S s sys, %M KB peak" \
      "$BIN/unfold" --quiet --jobs "$j" "$t" 2>&1 >/dev/null || true; } | tail -1
  done
done
rm -rf "$BIG"

SCALE_TREE="${SCALE_TREE:-${APPS[0]:-$INTERFACES}}"
echo; echo "## Linear cost ($SCALE_TREE)"
"$BIN/unfold-bench" scale "$SCALE_TREE"

if command -v valgrind >/dev/null; then
  echo; echo "## Instructions (callgrind), unfold --jobs 1 --quiet on the interfaces"
  { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$BIN/unfold" --jobs 1 --quiet "$INTERFACES" 2>&1 >/dev/null || true; } \
    | grep -E "Collected" | sed 's/.*Collected/  instructions/'
fi
