#!/usr/bin/env bash
# Every figure of docs/performance.md in one run, on one machine, real apps first:
#
#   Benchmarks/figures.sh APP_DIR… [--interfaces DIR]
#
# APP_DIR: public iOS apps kept outside the repository (fetched for testing,
# never committed; docs/performance.md lists the corpus). --interfaces: the
# toolchain's .swiftinterface files copied as .swift (docs/sweep.md), the
# second corpus. Builds the release products, then prints:
#
#   0. the machine's state: what a second thread gets on fixed workloads
#      (compute, memory, page faults), to tell a slow machine from slow code;
#   1. the CLI's dry run over all apps together, no cache: 1 job and 2 jobs
#      alternated, the corpus read into the page cache before each run
#      (PAIRS pairs, default 15; medians, and each pair's ratio
#      with its quartiles: the ratio comes from the same run),
#      MB/s, CPU, peak RSS and the host's steal time during the runs;
#      and in the same rounds the machine's ceiling for this work: two 1-job
#      runs on halves of the corpus (by bytes of Swift), one after the other
#      and side by side (two processes share nothing: what the second core
#      gives the same work with no serial step, no shared memory, and the
#      start and exit of each overlapped);
#   1b. the wall time of each phase (UNFOLD_TIMINGS=phases), medians of 3,
#      then each transform's thread time (UNFOLD_TIMINGS=1, one run);
#   1c. finding the inputs alone (`unfold-bench discover`), 1 and 2 jobs;
#   2. the cache: a cold run, warm runs (median of 5), and on a copy of the
#      first app one function body changed and one declaration changed;
#   3. the phase table over all apps, and one-core lexing / lexing + tree;
#   4. linear cost (`unfold-bench scale` on SCALE_TREE, default the first app);
#   5. with --interfaces: the phase table against the toolchain's parsers;
#   6. with valgrind (CALLGRIND=0 skips it): instructions of a one-job dry run over all apps, cold
#      and warm.
# Prints figures; asserts nothing. A loaded machine moves wall times by a
# third: compare only figures from the same run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
APPS=()
INTERFACES=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --interfaces) INTERFACES="$2"; shift 2 ;;
    *) APPS+=("$1"); shift ;;
  esac
done
[[ ${#APPS[@]} -ge 1 ]] || { echo "usage: Benchmarks/figures.sh APP_DIR… [--interfaces DIR]" >&2; exit 2; }

swift build -c release >/dev/null
BIN="$ROOT/.build/release"
TMP="$(mktemp -d "${TMPDIR:-/tmp}/unfold-figures.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load: $(cut -d' ' -f1-3 /proc/loadavg)"
MB=$(find "${APPS[@]}" -name '*.swift' -type f -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
echo "corpus: ${#APPS[@]} apps, $(find "${APPS[@]}" -name '*.swift' -type f | wc -l) Swift files, $(awk "BEGIN{printf \"%.1f\", $MB/1048576}") MB of Swift"

# One timed run: prints "wall user sys peakKB" (unfold exits 1 with findings: not a failure here).
timed() {
  { /usr/bin/time -f "%e %U %S %M" "$@" >/dev/null 2>"$TMP/err" || true; } 2>&1
  tail -1 "$TMP/err"
}
median() { sort -n | awk '{a[NR]=$1} END{print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
# Reads every input of the corpus (and lists its folders) so that the run
# after it finds them in the page cache. On this project's machine the page
# cache loses ~0.3 MB of the corpus a second while idle (docs/performance.md,
# session 21): without this, a run read a few hundred files from disk, and a
# one-job run waited for each read in turn while a two-job run overlapped them.
warm() {
  find "${APPS[@]}" -type f \( -name '*.swift' -o -name '*.plist' -o -name '*.pbxproj' -o -name '*.xcconfig' \
    -o -name Podfile -o -name project.yml -o -name '*.json' -o -name '*.gradle' \) -print0 2>/dev/null \
    | xargs -0 cat > /dev/null 2>&1 || true
}
# The host's steal time so far, in ticks of 10 ms (/proc/stat: time this VM's
# CPUs were ready but the host ran something else); 0 where there is no /proc.
steal() { awk '/^cpu /{print $9 + 0; found=1} END{if (!found) print 0}' /proc/stat 2>/dev/null || echo 0; }

echo; echo "## 0. The machine now (unfold-bench machine): what a second thread gets"
"$BIN/unfold-bench" machine | sed 's/^/  /'

# PAIRS (default 15): a 2-core virtual machine moves one run against the next
# by up to a third (docs/performance.md, session 20): a 5-pair median carries
# ±0.1 on the ratio, so the ratio is given with its spread.
PAIRS="${PAIRS:-15}"
echo; echo "## 1. Dry run over all apps, no cache ($PAIRS pairs, 1 and 2 jobs alternated)"
: > "$TMP/j1"; : > "$TMP/j2"; : > "$TMP/ratios"; : > "$TMP/ceiling"; : > "$TMP/share"
# The halves for the ceiling: apps dealt largest first to the lighter half.
HALF_A=(); HALF_B=(); bytes_a=0; bytes_b=0
while read -r size app; do
  if [[ $bytes_a -le $bytes_b ]]; then HALF_A+=("$app"); bytes_a=$((bytes_a + size)); else HALF_B+=("$app"); bytes_b=$((bytes_b + size)); fi
done < <(for a in "${APPS[@]}"; do echo "$(find "$a" -name '*.swift' -type f -print0 | du -cb --files0-from=- | tail -1 | cut -f1) $a"; done | sort -rn)
# Milliseconds of one command's wall time.
ms() { local s e; s=$(date +%s%N); "$@" >/dev/null 2>&1 || true; e=$(date +%s%N); echo $(((e - s) / 1000000)); }
s1=0; s2=0
for k in $(seq "$PAIRS"); do
  warm; t0=$(steal); timed "$BIN/unfold" --quiet --no-cache --jobs 1 "${APPS[@]}" >> "$TMP/j1"
  t1=$(steal); warm; t1w=$(steal); timed "$BIN/unfold" --quiet --no-cache --jobs 2 "${APPS[@]}" >> "$TMP/j2"
  t2=$(steal); s1=$((s1 + t1 - t0)); s2=$((s2 + t2 - t1w))
  # The pair's own ratio: a slow minute of the host moves both runs of a pair.
  ratio=$(awk -v a="$(tail -1 "$TMP/j1" | cut -d' ' -f1)" -v b="$(tail -1 "$TMP/j2" | cut -d' ' -f1)" 'BEGIN{printf "%.3f", a / b}')
  echo "$ratio" >> "$TMP/ratios"
  # The ceiling in the same round: each half alone with 1 job, then both side by side.
  if [[ ${#HALF_B[@]} -gt 0 ]]; then
    warm; ta=$(ms "$BIN/unfold" --quiet --no-cache --jobs 1 "${HALF_A[@]}")
    warm; tb=$(ms "$BIN/unfold" --quiet --no-cache --jobs 1 "${HALF_B[@]}")
    warm; s=$(date +%s%N)
    "$BIN/unfold" --quiet --no-cache --jobs 1 "${HALF_A[@]}" >/dev/null 2>&1 &
    "$BIN/unfold" --quiet --no-cache --jobs 1 "${HALF_B[@]}" >/dev/null 2>&1 || true
    wait || true
    e=$(date +%s%N)
    ceiling=$(awk -v a="$ta" -v b="$tb" -v c="$(((e - s) / 1000000))" 'BEGIN{printf "%.3f", (a + b) / c}')
    echo "$ceiling" >> "$TMP/ceiling"
    awk -v r="$ratio" -v c="$ceiling" 'BEGIN{printf "%.3f\n", r / c}' >> "$TMP/share"
  fi
done
w1=$(cut -d' ' -f1 "$TMP/j1" | median); w2=$(cut -d' ' -f1 "$TMP/j2" | median)
# The quartiles of the pairs' ratios (nearest rank).
quartile() { sort -n "$TMP/ratios" | awk -v q="$1" '{a[NR]=$1} END{k=int(q*(NR-1)+0.5)+1; print a[k]}'; }
echo "1 job : median $w1 s wall ($(awk "BEGIN{printf \"%.1f\", $MB/1048576/$w1}") MB/s); runs: $(cut -d' ' -f1 "$TMP/j1" | tr '\n' ' ')"
echo "2 jobs: median $w2 s wall ($(awk "BEGIN{printf \"%.1f\", $MB/1048576/$w2}") MB/s); runs: $(cut -d' ' -f1 "$TMP/j2" | tr '\n' ' ')"
echo "second core: $(awk "BEGIN{printf \"%.2f\", $w1/$w2}")× (ratio of the medians); each pair's ratio: median $(median < "$TMP/ratios")×, quartiles $(quartile 0.25)–$(quartile 0.75)×, range $(sort -n "$TMP/ratios" | head -1)–$(sort -n "$TMP/ratios" | tail -1)×"
echo "peak RSS (2 jobs): $(cut -d' ' -f4 "$TMP/j2" | sort -n | tail -1) KB; CPU (2 jobs, last): $(tail -1 "$TMP/j2" | awk '{print $2 " s user, " $3 " s sys"}')"
if [[ -s "$TMP/ceiling" ]]; then
  echo "the machine's ceiling in the same rounds (two 1-job processes on halves of $(awk "BEGIN{printf \"%.1f and %.1f\", $bytes_a/1048576, $bytes_b/1048576}") MB, one after the other over side by side): median $(median < "$TMP/ceiling")×, range $(sort -n "$TMP/ceiling" | head -1)–$(sort -n "$TMP/ceiling" | tail -1)×; the tool's ratio over the round's ceiling: median $(median < "$TMP/share"), range $(sort -n "$TMP/share" | head -1)–$(sort -n "$TMP/share" | tail -1)"
fi
echo "host steal over the runs (time the host did not run this machine's CPUs; large values make the ratio unreliable): 1 job $((s1 * 10)) ms, 2 jobs $((s2 * 10)) ms"

echo; echo "## 1b. Where the wall time goes (UNFOLD_TIMINGS=phases, 2 jobs, no cache; median of 3 per phase)"
# The phases alone: timing each transform takes a lock per file and transform,
# which slows two jobs more than one (docs/performance.md, session 17).
for k in 1 2 3; do
  warm
  UNFOLD_TIMINGS=phases "$BIN/unfold" --quiet --no-cache --jobs 2 "${APPS[@]}" 2>&1 >/dev/null | grep "unfold: timing:" | sed 's/unfold: timing: //' > "$TMP/phases$k" || true
done
# Each line: "PHASE W ms, C cores, F page faults" (C: CPU time over wall time; 1.00 with two jobs is a
# serial phase; F: pages the process touched first, which two threads do not make faster here),
# or "transform ID W ms" (thread time summed over files). A phase is matched by its whole name
# ("engine" is not "engine setup").
sed -E 's/ [0-9.]+ ms.*$//' "$TMP/phases1" | while read -r phase; do
  vals=$(for k in 1 2 3; do awk -v p="$phase" 'index($0, p " ") == 1 && substr($0, length(p) + 2, 1) ~ /[0-9]/ { for (i = 1; i <= NF; i++) if ($i == "ms" || $i == "ms,") { print $(i-1); exit } }' "$TMP/phases$k"; done | median)
  cores=$(for k in 1 2 3; do awk -v p="$phase" 'index($0, p " ") == 1 && substr($0, length(p) + 2, 1) ~ /[0-9]/ && / cores,/ { for (i = 1; i <= NF; i++) if ($i == "cores,") { print $(i-1); exit } }' "$TMP/phases$k"; done | median)
  faults=$(for k in 1 2 3; do awk -v p="$phase" 'index($0, p " ") == 1 && substr($0, length(p) + 2, 1) ~ /[0-9]/ && / page faults$/ {print $(NF-2); exit}' "$TMP/phases$k"; done | median)
  printf "  %-36s %8s ms  %s cores  %6s page faults\n" "$phase" "$vals" "$cores" "$faults"
done
echo "  each transform's thread time, summed over files (UNFOLD_TIMINGS=1, one run):"
UNFOLD_TIMINGS=1 "$BIN/unfold" --quiet --no-cache --jobs 2 "${APPS[@]}" 2>&1 >/dev/null | grep "unfold: timing: transform " | sed 's/unfold: timing: /    /' || true

echo; echo "## 1c. Finding the inputs alone (unfold-bench discover: the walk, nothing read; 1 and 2 jobs alternated)"
"$BIN/unfold-bench" discover --repeat 7 "${APPS[@]}" | sed 's/^/  /'

echo; echo "## 2. The cache (2 jobs)"
C="$TMP/cache"
echo "cold : $(timed "$BIN/unfold" --quiet --cache-dir "$C" "${APPS[@]}")  (wall user sys peakKB)"
: > "$TMP/warm"
for k in 1 2 3 4 5; do timed "$BIN/unfold" --quiet --cache-dir "$C" "${APPS[@]}" >> "$TMP/warm"; done
echo "warm : median $(cut -d' ' -f1 "$TMP/warm" | median) s wall; runs: $(cut -d' ' -f1 "$TMP/warm" | tr '\n' ' ')"
UNFOLD_CACHE_STATS=1 "$BIN/unfold" --quiet --cache-dir "$C" "${APPS[@]}" 2>&1 >/dev/null | grep "unfold: cache:" | sed 's/^/  /' || true
# The change scenarios on a copy of the largest app (by bytes of Swift).
BIGGEST=$(for a in "${APPS[@]}"; do echo "$(find "$a" -name '*.swift' -type f -print0 | du -cb --files0-from=- | tail -1 | cut -f1) $a"; done | sort -n | tail -1 | cut -d' ' -f2-)
COPY="$TMP/app"
cp -r "$BIGGEST" "$COPY"
C2="$TMP/cache2"
"$BIN/unfold" --quiet --cache-dir "$C2" "$COPY" >/dev/null 2>&1 || true
F=$(grep -rl --include='*.swift' -E '^\s*(final )?class [A-Za-z]+' "$COPY" | head -1 || true)  # (grep stops on SIGPIPE)
# One timed run with the cache's counts: prints the times, then the counts line.
counted() {
  { UNFOLD_CACHE_STATS=1 /usr/bin/time -f "%e %U %S %M" "$@" >/dev/null 2>"$TMP/err" || true; } 2>&1
  echo "$(tail -1 "$TMP/err")  (wall user sys peakKB)"
  grep "unfold: cache:" "$TMP/err" | sed 's/^/  /' || true
}
echo "largest app: $BIGGEST; file edited: ${F#$COPY/}"
echo "// a body edit" >> "$F"
echo "one file changed, its summary the same:"
counted "$BIN/unfold" --quiet --cache-dir "$C2" "$COPY"
echo "extension UnfoldFiguresProbe: Equatable {}" >> "$F"
echo "one declaration added (every file re-analysed against the new index, summaries reused):"
counted "$BIN/unfold" --quiet --cache-dir "$C2" "$COPY"
echo "the same app without a cache: $(timed "$BIN/unfold" --quiet --no-cache "$COPY")"

echo; echo "## 3. Phases over all apps, and one core"
"$BIN/unfold-bench" bench --no-compare "${APPS[@]}"
"$BIN/unfold-bench" parse --repeat 5 "${APPS[@]}" | sed 's/^/  /'

echo; echo "## 4. Linear cost"
# Distinct apps, largest first: 1, 2, 4 and all of them (MB/s constant = linear).
mapfile -t BYSIZE < <(for a in "${APPS[@]}"; do echo "$(find "$a" -name '*.swift' -type f -print0 | du -cb --files0-from=- | tail -1 | cut -f1) $a"; done | sort -rn)
for n in 1 2 4 ${#BYSIZE[@]}; do
  [[ $n -le ${#BYSIZE[@]} ]] || continue
  bytes=0; set_=()
  for ((k = 0; k < n; k++)); do bytes=$((bytes + ${BYSIZE[$k]%% *})); set_+=("${BYSIZE[$k]#* }"); done
  t=$(timed "$BIN/unfold" --quiet --no-cache --jobs 2 "${set_[@]}")
  w=${t%% *}
  echo "$n app(s): $(awk "BEGIN{printf \"%.1f MB, %s s, %.1f MB/s\", $bytes/1048576, $w, $bytes/1048576/$w}"); peak $(echo "$t" | cut -d' ' -f4) KB"
done
SCALE_TREE="${SCALE_TREE:-${APPS[0]}}"
echo "in memory, one app copied ($SCALE_TREE; copies repeat every type name, so the index grows faster than a real monorepo's):"
"$BIN/unfold-bench" scale "$SCALE_TREE"

if [[ -n "$INTERFACES" ]]; then
  echo; echo "## 5. The toolchain's interfaces (second corpus) and its parsers"
  "$BIN/unfold-bench" bench "$INTERFACES"
fi

if [[ "${CALLGRIND:-1}" == 1 ]] && command -v valgrind >/dev/null; then
  echo; echo "## 6. Instructions (callgrind), --jobs 1 over all apps"
  C3="$TMP/cache3"
  for label in "cold, no cache" "filling the cache" "warm"; do
    case "$label" in
      "cold, no cache") extra=(--no-cache) ;;
      *) extra=(--cache-dir "$C3") ;;
    esac
    n=$({ valgrind --tool=callgrind --callgrind-out-file=/dev/null "$BIN/unfold" --jobs 1 --quiet "${extra[@]}" "${APPS[@]}" 2>&1 >/dev/null || true; } \
      | grep -E "Collected" | sed 's/.*Collected : //')
    echo "  $label: $n instructions"
  done
fi
