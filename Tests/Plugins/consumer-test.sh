#!/usr/bin/env bash
# The SwiftPM command plugins seen from a consumer package (issue 19, item 2).
# Creates a temporary package that depends on this one by path, with a UIView
# reading `UIScreen.main.scale` (the consumer's target is never compiled, so
# no UIKit is needed), then:
#   1. `swift package plugin unfold-check` must fail and print the finding at V.swift:6;
#   2. `swift package --allow-writing-to-package-directory unfold-fix` must rewrite V.swift;
#   3. `unfold-check` again must pass.
# Slow (it builds unfold inside the consumer): .ci/run runs it once; `swift test` never does.
# Usage: Tests/Plugins/consumer-test.sh [SCRATCH_DIR]   (keeps SCRATCH_DIR when given)
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
start=$(date +%s)

fail() { echo "consumer-test: FAILED: $*" >&2; exit 1; }

# The two plugins share one helper file, kept twice (plugins cannot share a library).
cmp -s "$here/Sources/Plugins/UnfoldCheck/UnfoldRunner.swift" "$here/Sources/Plugins/UnfoldFix/UnfoldRunner.swift" \
  || fail "Sources/Plugins/UnfoldCheck/UnfoldRunner.swift and Sources/Plugins/UnfoldFix/UnfoldRunner.swift differ"

if [ $# -ge 1 ]; then
  work="$1"; mkdir -p "$work"
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/unfold-consumer-XXXXXX")"
  trap 'rm -rf "$work"' EXIT
fi
pkg="$work/Consumer"
# A kept SCRATCH_DIR keeps the consumer's .build (a second run does not build unfold again).
if [ -d "$pkg" ]; then find "$pkg" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +; fi
mkdir -p "$pkg/Sources/App"
cat > "$pkg/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.iOS(.v15)],
    dependencies: [.package(path: "$here")],
    targets: [.target(name: "App", path: "Sources/App")]
)
EOF
cat > "$pkg/Sources/App/V.swift" <<'EOF'
import UIKit

final class HairlineView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / UIScreen.main.scale
        _ = hairline
    }
}
EOF
printf '.build/\n.swiftpm/\nPackage.resolved\n' > "$pkg/.gitignore"
( cd "$pkg" && git init -q && git add -A && git -c user.name=ci -c user.email=ci@example.invalid commit -qm consumer )

cd "$pkg"
# `swift package` itself (not unfold) has crashed here once, with signal 11
# in libdispatch's event loop while relaying the plugin's diagnostics
# (2026-12-03): a run that dies of SIGSEGV (status 139) is run once more.
# unfold's own statuses (0, 1, 2) never are.
swiftpm() {
  local out=$1 st=0; shift
  swift package "$@" > "$out" 2>&1 || st=$?
  if [ "$st" -eq 139 ]; then
    echo "consumer-test: swift package $* crashed (SIGSEGV); running it once more" >&2
    st=0
    swift package "$@" > "$out" 2>&1 || st=$?
  fi
  return "$st"
}

# 1. check: fails, with the finding as a diagnostic at V.swift:6.
set +e
swiftpm "$work/check1.out" plugin unfold-check
status=$?
set -e
cat "$work/check1.out"
[ "$status" -ne 0 ] || fail "unfold-check passed on a file with UIScreen.main.scale"
grep -q "V.swift:6" "$work/check1.out" || fail "unfold-check did not report V.swift:6"
grep -q "UIScreen.main.scale" "$work/check1.out" || fail "unfold-check did not print the finding's message"
grep -q "unfold found 1 item to migrate" "$work/check1.out" || fail "unfold-check did not end with the pending error"

# 2. fix: rewrites V.swift in place.
swiftpm "$work/fix.out" --allow-writing-to-package-directory unfold-fix || { cat "$work/fix.out"; fail "unfold-fix failed"; }
cat "$work/fix.out"
grep -q "let hairline = 1 / traitCollection.displayScale" Sources/App/V.swift || fail "unfold-fix did not rewrite V.swift"
grep -q "UIScreen" Sources/App/V.swift && fail "V.swift still reads UIScreen after unfold-fix"

[ ! -e .unfold-cache ] || fail "a plugin wrote unfold's cache into the package folder"

# 3. check again: passes.
swiftpm "$work/check2.out" plugin unfold-check --target App || { cat "$work/check2.out"; fail "unfold-check failed after unfold-fix"; }
echo "consumer-test: OK in $(( $(date +%s) - start )) s"
