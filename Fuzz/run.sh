#!/usr/bin/env bash
# Runs one libFuzzer target of unfold for a while (not run in CI).
#
#   Fuzz/run.sh TARGET SECONDS [LIBFUZZER-FLAGS...]
#
# TARGET: parse-print or pipeline (build them first with Fuzz/build.sh).
# Seeds: every .swift file of Examples/ and of Snapshots/*/*/before/, copied to
# $OUT/seeds/TARGET; for the pipeline also multi-file seeds (a Swift file, 0xFF,
# selector, Info.plist, 0xFF, selector, project.pbxproj) made from the snapshot
# cases and Examples/LegacyApp. The growing corpus lives in $OUT/corpus/TARGET
# and is reused by later runs.
#
# Runs libFuzzer in fork mode (-fork=1: one fuzzing child at a time under a
# supervisor) with -ignore_crashes/-ignore_timeouts/-ignore_ooms, so a run lasts
# SECONDS and collects every crasher instead of stopping at the first one;
# -max_len=4096 -timeout=10 -dict=Fuzz/swift.dict. Crashers go to
# $OUT/crashers/ (TARGET-crash-…, TARGET-timeout-…), the log to
# $OUT/logs/TARGET-DATE.log. Extra flags are passed to libFuzzer (they come last,
# so e.g. -fork=0 runs in-process and stops at the first crash).
#
# At the end it prints the CPU time used (this process and its children) and
# the last status line (executions, cov, ft, exec/s).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${OUT:-/tmp/unfold-fuzz}"
TARGET="${1:?usage: Fuzz/run.sh parse-print|pipeline SECONDS [libFuzzer flags]}"
SECS="${2:?usage: Fuzz/run.sh parse-print|pipeline SECONDS [libFuzzer flags]}"
shift 2
case "$TARGET" in parse-print|pipeline) ;; *) echo "unknown target $TARGET (parse-print, pipeline)" >&2; exit 2 ;; esac
BIN="$OUT/$TARGET"
[[ -x "$BIN" ]] || { echo "$BIN missing: run Fuzz/build.sh $TARGET first" >&2; exit 2; }

SEEDS="$OUT/seeds/$TARGET"
CORPUS="$OUT/corpus/$TARGET"
CRASHERS="$OUT/crashers"
LOGS="$OUT/logs"
mkdir -p "$SEEDS" "$CORPUS" "$CRASHERS" "$LOGS"

# Seeds: the example and snapshot Swift files, named after their path.
while IFS= read -r -d '' f; do
    rel="${f#"$ROOT"/}"
    cp "$f" "$SEEDS/${rel//\//_}"
done < <(find "$ROOT/Examples" "$ROOT/Snapshots" -name '*.swift' \( -path '*/before/*' -o -path "$ROOT/Examples/*" \) -print0)

if [[ "$TARGET" == pipeline ]]; then
    # Multi-file seeds: Swift, then 0xFF + selector 0x00 + Info.plist, then
    # 0xFF + selector 0x01 + project.pbxproj (see Fuzz/Pipeline/main.swift).
    for dir in "$ROOT"/Examples/* "$ROOT"/Snapshots/*/*/before; do
        [[ -d "$dir" ]] || continue
        plist="$(find "$dir" -name '*Info*.plist' ! -name 'GoogleService*' | sort | head -1)"
        pbx="$(find "$dir" -name project.pbxproj | sort | head -1)"
        [[ -n "$plist$pbx" ]] || continue
        n=0
        while IFS= read -r -d '' swift; do
            name="multi_$(echo "${dir#"$ROOT"/}" | tr / _)_$n"
            {
                cat "$swift"
                if [[ -n "$plist" ]]; then printf '\xff\x00'; cat "$plist"; fi
                if [[ -n "$pbx" ]]; then printf '\xff\x01'; cat "$pbx"; fi
            } > "$SEEDS/$name"
            n=$((n + 1))
        done < <(find "$dir" -name '*.swift' -print0 | sort -z)
    done
fi

# The Swift runtime's own backtracer reads process memory in a way ASan reports
# (and it is slow): turn it off; libFuzzer prints the stack (with the Swift
# runtime failure message as the top frame) through ASan's symbolizer.
export SWIFT_BACKTRACE=enable=no

LOG="$LOGS/$TARGET-$(date +%Y%m%d-%H%M%S).log"
echo "fuzzing $TARGET for ${SECS}s: $(ls "$SEEDS" | wc -l) seeds, corpus $CORPUS, crashers $CRASHERS, log $LOG"

TIMEFORMAT="cpu: user %3Us sys %3Ss wall %3Rs"
status=0
{ time "$BIN" "$CORPUS" "$SEEDS" \
    -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
    -dict="$ROOT/Fuzz/swift.dict" \
    -max_total_time="$SECS" -print_final_stats=1 \
    -artifact_prefix="$CRASHERS/$TARGET-" \
    "$@" > "$LOG" 2>&1 || status=$?; } 2>> "$LOG"
echo "exit status $status"
grep -E '^#[0-9]+' "$LOG" | tail -1 || true
grep -E '^cpu:' "$LOG" || true
ls "$CRASHERS" | grep "^$TARGET-" | sed 's/^/crasher: /' || true
