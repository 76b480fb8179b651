#!/usr/bin/env bash
# Issue 12 items 19 and 20: the fixer's cost in the number of fixes in one
# file, and `diff --split-dir` against a plain run. Prints figures; asserts nothing.
#
#   Benchmarks/many-fixes.sh [UNFOLD [OLD_UNFOLD]]
#
# UNFOLD defaults to .build/release/unfold (built first). With OLD_UNFOLD
# (e.g. a build of an earlier commit: swift build -c release --scratch-path
# /tmp/old-build) every figure is taken for both, side by side.
# 1. One UIView method with N lines `let aK = 1 / UIScreen.main.scale`
#    (N = 2k … 32k: one safe uiscreen-main-scale fix per line): best of 3 of
#    `unfold --quiet FILE`, and whether both patches are identical.
# 2. One 10 MB file with 271,000 sites (`let aK = UIScreen.main.scale`), new only.
# 3. A 2,001-file tree (copies of Examples/LegacyApp and every Snapshots/*/*/before):
#    `unfold diff --quiet --split-dir` and a plain `unfold diff --quiet`.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ $# -ge 1 ]]; then NEW="$1"; else (cd "$ROOT" && swift build -c release --product unfold >/dev/null); NEW="$ROOT/.build/release/unfold"; fi
OLD="${2:-}"
abs() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
NEW=$(abs "$NEW"); [[ -n "$OLD" ]] && OLD=$(abs "$OLD")
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load: $(cut -d' ' -f1-3 /proc/loadavg)"

best() {  # best wall time of 3 runs of "$@" (stdout to $OUT), in seconds
  local b=999999 s e t
  for _ in 1 2 3; do
    s=$(date +%s%N); "$@" >"$OUT" 2>/dev/null || true; e=$(date +%s%N)
    t=$(( (e - s) / 1000000 )); (( t < b )) && b=$t
  done
  printf '%d.%03d' $((b / 1000)) $((b % 1000))
}

echo; echo "## Many fixes in one file: unfold --quiet FILE (best of 3, s)"
echo "| N fixes | MB | ${OLD:+old | }new | same patch |"
for n in 2000 4000 8000 16000 32000; do
  f="$WORK/many$n.swift"
  { printf 'import UIKit\n\nfinal class HairlineView: UIView {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n'
    for ((k = 0; k < n; k++)); do printf '        let a%d = 1 / UIScreen.main.scale\n' "$k"; done
    printf '    }\n}\n'; } > "$f"
  mb=$(awk -v b="$(wc -c < "$f")" 'BEGIN { printf "%.2f", b / 1048576 }')
  OUT="$WORK/new.patch"; tn=$(best "$NEW" --quiet "$f")
  if [[ -n "$OLD" ]]; then
    OUT="$WORK/old.patch"; to=$(best "$OLD" --quiet "$f")
    same=$(cmp -s "$WORK/old.patch" "$WORK/new.patch" && echo yes || echo NO)
    echo "| $n | $mb | $to | $tn | $same |"
  else
    echo "| $n | $mb | $tn | |"
  fi
done

echo; echo "## One 10 MB file, 271,000 fixes (new)"
f="$WORK/huge.swift"
awk 'BEGIN { print "import UIKit\n\nfinal class HairlineView: UIView {\n    override func layoutSubviews() {"
  for (k = 0; k < 271000; k++) printf "    let a%d = UIScreen.main.scale\n", k; print "    }\n}" }' > "$f"
echo "$(wc -c < "$f") bytes"
/usr/bin/time -f "wall %e s, user %U s, peak RSS %M KB" "$NEW" --quiet "$f" > /dev/null || true

echo; echo "## diff --split-dir vs plain diff, 2,001-file tree (best of 3, s)"
T="$WORK/tree"; mkdir -p "$T"; total=0; k=0
while (( total < 2000 )); do
  for d in "$ROOT/Examples/LegacyApp" "$ROOT"/Snapshots/*/*/before; do
    name=$(echo "${d#"$ROOT"/}" | tr '/' '-'); mkdir -p "$T/copy$k"; cp -R "$d" "$T/copy$k/$name"
    total=$(( total + $(find "$d" -type f | wc -l) )); (( total >= 2000 )) && break
  done
  k=$((k + 1))
done
echo "$(find "$T" -type f | wc -l) files"
for b in ${OLD:+old} new; do
  bin=$NEW; [[ $b == old ]] && bin=$OLD
  OUT="$WORK/$b.plain"; tp=$(cd "$T" && best "$bin" diff --quiet .)
  OUT=/dev/null; ts=$(cd "$T" && best sh -c "rm -rf '$WORK/p-$b' && exec '$bin' diff --quiet --split-dir '$WORK/p-$b' .")
  echo "| $b | split-dir $ts | plain $tp | $(ls "$WORK/p-$b" | wc -l) patches |"
done
