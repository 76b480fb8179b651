#!/usr/bin/env bash
# Builds the libFuzzer targets of unfold (not part of Package.swift, not run in CI).
#
#   Fuzz/build.sh [TARGET...]     TARGET: parse-print, pipeline (default: both)
#
# The sources are compiled as the package declares them: modules SwiftTree,
# UnfoldKit and Transforms (each one whole-module object, instrumented with
# -sanitize=fuzzer,address -parse-as-library -O -g), then each fuzz main.swift
# (module UnfoldFuzz, which imports them) is linked against the objects it
# needs. One module for everything does not work: internal and fileprivate
# helpers of different modules share names (`Substring.trimmingCharacters()`
# in SwiftTree and Transforms, `mentions(_:in:)` in two transforms), and
# merging modules could silently change overload resolution anyway.
# Sources/unfold/main.swift (top-level code) is never included; libFuzzer
# provides main().
#
# Output: $OUT/parse-print, $OUT/pipeline (OUT defaults to /tmp/unfold-fuzz);
# intermediate modules and objects in $OUT/build.
# Environment: SRC (default: the repository) is where Sources/ and Transforms/
# are read from, e.g. a copy with a crash guarded so fuzzing can get past it;
# SWIFTC (default: swiftc on PATH, else /opt/swift/usr/bin/swiftc),
# SANITIZERS (default fuzzer,address), OPT (default -O).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${OUT:-/tmp/unfold-fuzz}"
SRC="${SRC:-$ROOT}"
SWIFTC="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
SANITIZERS="${SANITIZERS:-fuzzer,address}"
OPT="${OPT:--O}"
BUILD="$OUT/build"
mkdir -p "$OUT" "$BUILD"
FLAGS=(-sanitize="$SANITIZERS" -parse-as-library $OPT -g -swift-version 6 -I "$BUILD")

# module NAME SOURCES...: one instrumented object and its .swiftmodule.
module() {
    local name="$1"; shift
    echo "compiling module $name"
    "$SWIFTC" "${FLAGS[@]}" -wmo -module-name "$name" \
        -emit-module -emit-module-path "$BUILD/$name.swiftmodule" \
        -c -o "$BUILD/$name.o" "$@"
}

# link TARGET MAIN OBJECTS...
link() {
    local target="$1" main="$2"; shift 2
    echo "linking $OUT/$target"
    "$SWIFTC" "${FLAGS[@]}" -use-ld=lld -module-name UnfoldFuzz -o "$OUT/$target" "$main" "$@"
}

shopt -s nullglob
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=(parse-print pipeline)
for t in "${targets[@]}"; do
    case "$t" in parse-print|pipeline) ;; *) echo "unknown target $t (parse-print, pipeline)" >&2; exit 2 ;; esac
done

start=$SECONDS
echo "sources: $SRC$(git -C "$SRC" rev-parse --short HEAD 2>/dev/null | sed 's/^/ at /')$(git -C "$SRC" status --porcelain -- Sources Transforms 2>/dev/null | grep -q . && echo ' (with uncommitted changes)')"
module SwiftTree "$SRC"/Sources/SwiftTree/*.swift
if [[ " ${targets[*]} " == *" pipeline "* ]]; then
    module UnfoldKit "$SRC"/Sources/UnfoldKit/*.swift
    module Transforms "$SRC"/Transforms/*.swift "$SRC"/Transforms/Support/*.swift
fi
for t in "${targets[@]}"; do
    case "$t" in
        parse-print) link parse-print "$ROOT/Fuzz/ParsePrint/main.swift" "$BUILD/SwiftTree.o" ;;
        pipeline)    link pipeline "$ROOT/Fuzz/Pipeline/main.swift" "$BUILD/SwiftTree.o" "$BUILD/UnfoldKit.o" "$BUILD/Transforms.o" ;;
    esac
done
echo "done in $((SECONDS - start))s: $(for t in "${targets[@]}"; do printf '%s ' "$OUT/$t"; done)"
