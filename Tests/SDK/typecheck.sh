#!/usr/bin/env bash
# Type-checks Swift sources against the SDK stub modules of Tests/SDK
# (docs/sdk-stubs.md).
#
#   Tests/SDK/typecheck.sh DIR…     all Swift files under each DIR as one module
#   Tests/SDK/typecheck.sh --support S DIR…   with the Swift files under S in each module
#   Tests/SDK/typecheck.sh --build  only build (or refresh) the stub modules
#
# The stub modules are built once and cached under .build/sdk-stubs/ of the
# package root; they are rebuilt when a stub source is newer than the cache.
# A file named Package.swift is a manifest, not part of the module: it is
# type-checked on its own against the toolchain's PackageDescription.
# Errors are printed as `file:line:col: error: message`; the exit status is 0
# only when no DIR has an error (1: errors, 2: usage or stub build failure).
# Environment: SWIFTC (default: `swiftc` on PATH), SDK_STUBS_CACHE (cache dir).
set -u

here=$(cd "$(dirname "$0")" && pwd -P)
root=$(cd "$here/../.." && pwd -P)
cache=${SDK_STUBS_CACHE:-$root/.build/sdk-stubs}
swiftc=${SWIFTC:-$(command -v swiftc || true)}
if [ -z "$swiftc" ]; then echo "typecheck.sh: no swiftc on PATH" >&2; exit 2; fi

# Stub modules in build order: each one may import the ones before it.
modules=(ObjectiveC os UIKit Flutter Capacitor SwiftUI Charts LocalAuthentication UserNotifications WebKit AVFoundation CoreMotion CoreSpotlight React React_RCTAppDelegate ReactAppDependencyProvider ExpoModulesCore Expo)

# @objc and #selector in app code: Objective-C interop on (Linux has it off),
# with Selector from the ObjectiveC stub.
objc=(-Xfrontend -enable-objc-interop)

build_stubs() {
    local stamp="$cache/stamp"
    if [ -f "$stamp" ] && [ -z "$(find "$here" -name '*.swift' -newer "$stamp" -print -quit)" ] \
        && [ ! "$swiftc" -nt "$stamp" ]; then
        return 0
    fi
    mkdir -p "$cache/modules" "$cache/module-cache" || return 2
    # Build into a private directory, then rename file by file: a concurrent
    # run never sees half a module.
    local tmp
    tmp=$(mktemp -d "$cache/build.XXXXXX") || return 2
    local m srcs=()
    for m in "${modules[@]}"; do
        srcs=()
        while IFS= read -r -d '' f; do srcs+=("$f"); done < <(find "$here/$m" -name '*.swift' -print0 | sort -z)
        if ! "$swiftc" -emit-module -parse-as-library -swift-version 5 -module-name "$m" "${objc[@]}" \
            -module-cache-path "$cache/module-cache" -I "$tmp" \
            -emit-module-path "$tmp/$m.swiftmodule" "${srcs[@]}" >"$tmp/$m.log" 2>&1; then
            echo "typecheck.sh: the $m stub module does not build:" >&2
            grep -E ': error:' "$tmp/$m.log" >&2 || cat "$tmp/$m.log" >&2
            rm -rf "$tmp"
            return 2
        fi
    done
    for f in "$tmp"/*.swiftmodule "$tmp"/*.swiftdoc; do
        [ -e "$f" ] && mv -f "$f" "$cache/modules/"
    done
    rm -rf "$tmp"
    touch "$stamp"
}

build_stubs || exit $?
[ "${1:-}" = "--build" ] && exit 0
# `--support DIR` (repeatable): Swift files compiled into every module as well,
# e.g. a snapshot case's typecheck-support/ declaring the app types its code
# names (docs/sdk-stubs.md). Their errors count like the others.
support=()
while [ "${1:-}" = "--support" ]; do
    if [ $# -lt 2 ] || [ ! -d "$2" ]; then echo "typecheck.sh: --support needs a directory" >&2; exit 2; fi
    while IFS= read -r -d '' f; do support+=("$f"); done < <(find "$2" -name '*.swift' -type f -print0 | sort -z)
    shift 2
done
if [ $# -eq 0 ]; then echo "usage: typecheck.sh [--support DIR]… DIR… | --build" >&2; exit 2; fi

manifest_api="$(cd "$(dirname "$swiftc")/.." && pwd -P)/lib/swift/pm/ManifestAPI"
status=0
for dir in "$@"; do
    if [ ! -d "$dir" ]; then echo "typecheck.sh: $dir: not a directory" >&2; status=2; continue; fi
    files=()
    manifests=()
    main=no
    while IFS= read -r -d '' f; do
        case "$f" in
            */Package.swift) manifests+=("$f") ;;
            *) files+=("$f"); case "$f" in */main.swift) main=yes ;; esac ;;
        esac
    done < <(find "$dir" -name '*.swift' -type f -print0 | sort -z)
    if [ ${#files[@]} -gt 0 ]; then
        files+=(${support[@]+"${support[@]}"})
        flags=()
        [ "$main" = no ] && flags+=(-parse-as-library)
        out=$("$swiftc" -typecheck -swift-version 5 -module-name App "${flags[@]}" "${objc[@]}" \
            -module-cache-path "$cache/module-cache" -I "$cache/modules" "${files[@]}" 2>&1)
        rc=$?
        errors=$(printf '%s\n' "$out" | grep -E ': error: ')
        if [ $rc -ne 0 ] || [ -n "$errors" ]; then
            status=1
            if [ -n "$errors" ]; then printf '%s\n' "$errors"; else printf '%s\n' "$out"; fi
        fi
    fi
    for f in ${manifests[@]+"${manifests[@]}"}; do
        # The manifest API version comes from `// swift-tools-version:X.Y`.
        tools=$(head -n 1 "$f" | sed -n 's/^\/\/ *swift-tools-version: *\([0-9][0-9.]*\).*/\1/p')
        out=$("$swiftc" -typecheck -module-cache-path "$cache/module-cache" -I "$manifest_api" \
            -package-description-version "${tools:-5.9}" "$f" 2>&1)
        rc=$?
        errors=$(printf '%s\n' "$out" | grep -E ': error: ')
        if [ $rc -ne 0 ] || [ -n "$errors" ]; then
            status=1
            if [ -n "$errors" ]; then printf '%s\n' "$errors"; else printf '%s\n' "$out"; fi
        fi
    done
done
exit $status
