#!/usr/bin/env python3
"""Minimises a crasher while keeping its failure signature (not run in CI).

    Fuzz/minimize.py TARGET CRASHER [OUTPUT]

libFuzzer's -minimize_crash=1 keeps any crash, so a crasher often shrinks
into the shallowest known bug instead of its own. This script runs the fuzz
binary ($OUT/TARGET, OUT defaults to /tmp/unfold-fuzz) on candidate inputs and
accepts a candidate only when the failure message and the first two frames in
Sources/ or Transforms/ are the same as the original's: delta debugging over
chunks, then single bytes, then simplifying bytes (to 'a', ' ', '\\n').
OUTPUT defaults to CRASHER.min. Prints the signature and the minimal input.
"""
import os
import re
import subprocess
import sys
import tempfile

OUT = os.environ.get("OUT", "/tmp/unfold-fuzz")
FAILURE = re.compile(
    r"Swift runtime failure: [^/\n]*|Fatal error: [^\n]*|(?:Pipeline|ParsePrint) invariant violated: [^(\n]{0,80}"
    r"|AddressSanitizer: [a-z-]+|libFuzzer: timeout")
FRAME = re.compile(r"(?:Sources|Transforms)/[A-Za-z0-9_/]+\.swift:[0-9]+")


def signature(binary, data, tmp):
    with open(tmp, "wb") as f:
        f.write(data)
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    try:
        p = subprocess.run([binary, "-timeout=20", tmp], capture_output=True, env=env, timeout=120)
    except subprocess.TimeoutExpired:
        return ("hang", "")
    log = p.stderr.decode("utf-8", "replace") + p.stdout.decode("utf-8", "replace")
    if p.returncode == 0:
        return None
    m = FAILURE.search(log)
    # The first two frames in the project: a shared helper (startsLine) is
    # reached from many transforms, and each caller is its own bug.
    frames = FRAME.findall(log)[:2]
    # Numbers in invariant messages (token and decl indices) change as the input shrinks.
    what = re.sub(r"[0-9]+", "N", m.group(0).strip()) if m else "crash"
    return (what, " < ".join(frames))


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    target, crasher = sys.argv[1], sys.argv[2]
    output = sys.argv[3] if len(sys.argv) > 3 else crasher + ".min"
    binary = os.path.join(OUT, target)
    data = open(crasher, "rb").read()
    fd, tmp = tempfile.mkstemp(prefix="unfold-min-")
    os.close(fd)
    try:
        want = signature(binary, data, tmp)
        if want is None:
            sys.exit(f"{crasher} does not crash")
        print(f"signature: {want[0]} @ {want[1]}  ({len(data)} bytes)", flush=True)
        runs = 0

        def ok(candidate):
            nonlocal runs
            runs += 1
            return signature(binary, candidate, tmp) == want

        # ddmin over chunks: remove chunks, halving the chunk size.
        n = 2
        while len(data) >= 2:
            size = max(1, len(data) // n)
            removed = False
            start = 0
            while start < len(data):
                candidate = data[:start] + data[start + size:]
                if candidate != data and ok(candidate):
                    data = candidate
                    removed = True
                else:
                    start += size
            if not removed:
                if size == 1:
                    break
                n = min(len(data), n * 2)
            print(f"  {len(data)} bytes after {runs} runs", flush=True)
        # Simplify remaining bytes.
        for i in range(len(data)):
            for b in (b"a", b" ", b"\n"):
                if data[i:i + 1] == b:
                    break
                candidate = data[:i] + b + data[i + 1:]
                if ok(candidate):
                    data = candidate
                    break
        with open(output, "wb") as f:
            f.write(data)
        print(f"minimal: {len(data)} bytes after {runs} runs -> {output}")
        print(repr(data))
    finally:
        os.unlink(tmp)


if __name__ == "__main__":
    main()
