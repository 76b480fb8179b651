#!/usr/bin/env bash
# Groups the crashers of a fuzz target by their failure (not run in CI).
#
#   Fuzz/triage.sh TARGET [CRASHER...]
#
# Runs every crasher (default: $OUT/crashers/TARGET-*) once and prints one line
# per crasher: the failure (Swift runtime failure / fatalError message / ASan
# report) and the first frame in Sources/ or Transforms/, then a count per
# distinct signature. Minimise one crasher of each signature with
#   $OUT/TARGET -minimize_crash=1 -runs=100000 -exact_artifact_path=OUT CRASHER
set -uo pipefail
OUT="${OUT:-/tmp/unfold-fuzz}"
TARGET="${1:?usage: Fuzz/triage.sh parse-print|pipeline [CRASHER...]}"
shift
BIN="$OUT/$TARGET"
export SWIFT_BACKTRACE=enable=no
files=("$@")
[[ ${#files[@]} -eq 0 ]] && files=("$OUT"/crashers/"$TARGET"-*)
summary=$(mktemp)
for f in "${files[@]}"; do
    [[ -f "$f" ]] || continue
    log=$(timeout 120 "$BIN" -timeout=30 "$f" 2>&1)
    what=$(grep -m1 -oE 'Swift runtime failure: [^/]*|Fatal error: .*|(Pipeline|ParsePrint) invariant violated: [^(]{0,120}|AddressSanitizer: [a-z-]+|libFuzzer: timeout|ALARM: working on the last Unit for [0-9]+ seconds' <<<"$log" | head -1)
    where=$(grep -m1 -oE '(Sources|Transforms)/[A-Za-z0-9_/]+\.swift:[0-9]+' <<<"$log")
    [[ -z "$what" ]] && what="no failure reproduced"
    printf '%s\t%s\t%s\n' "$(basename "$f")" "$what" "$where"
    printf '%s @ %s\n' "$what" "$where" >> "$summary"
done
echo
sort "$summary" | uniq -c | sort -rn
rm -f "$summary"
