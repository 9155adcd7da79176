"""Benchmark 2: ``sandbox-errors scan`` throughput on a generated 200 MB log, against ``grep -c -F -f``.

    python3 tests/bench/bench_scan.py [--mb 200] [--runs 3] [--keep] [--worst-mb 20]

The log is ordinary CI and application lines (tests/corpus ``ordinary_lines``) with a catalogued error every
~5,000 lines (the corpus's bare positives). The baseline is ``grep -c -F -f ANCHORS LOG`` where ANCHORS holds
the templates' longest literal runs, lower-cased (grep is run with ``-i``: the log is not). Both read the same
file, from the page cache (each is run once before timing). The figure is the ratio of best-of-N wall times;
goal: within 5x. The prefilter's two backends (``ahocorasick-rs`` when installed, else ``bytes.find`` per
anchor) are also timed in-process, so the choice between them rests on numbers.

The worst case follows: a log where every line holds one of the prefilter's common anchors ("failed:",
"command", "does not", ...) and no catalogued error, as an npm or a build log can be. Each such line passes
the prefilter; what it costs after that is the figure (reported against grep on the same file; no goal).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from corpus import load_positives, ordinary_lines

from errors.catalog import load_catalog

ROOT = Path(__file__).resolve().parents[2]
EVERY = 5000


def make_log(path: Path, megabytes: int) -> int:
    """Write the log; return how many errors it holds."""
    errors = [c.text for c in load_positives() if c.form == "bare"]
    rng = random.Random(7)
    target = megabytes * 1024 * 1024
    written = placed = seed = 0
    with open(path, "w", encoding="utf-8") as fh:
        while written < target:
            block = "\n".join(ordinary_lines(seed, EVERY)) + "\n"
            seed += 1
            error = rng.choice(errors) + "\n"
            fh.write(block + error)
            written += len(block.encode()) + len(error.encode())
            placed += 1
    return placed


def make_anchor_log(path: Path, megabytes: int) -> int:
    """Write the worst-case log: every line holds a common (short, unselective) anchor; return the line count."""
    from errors.match import AnchorFinder, Matcher, anchor_owners, is_selective

    finder = AnchorFinder(anchor_owners(Matcher.for_catalog(load_catalog())))
    common = sorted(a.decode() for a in finder.anchors if not is_selective(a.decode()))
    packages = ["@mastra/core", "zod", "esbuild", "undici", "vitest", "pino"]
    shapes = [
        lambda i, a: f"npm ERR! request to https://registry.npmjs.org/{packages[i % 6]}-{i} failed: ECONNRESET",
        lambda i, a: f"executing command: pnpm run build --filter {packages[i % 6]} (step {i})",
        lambda i, a: f"warn: invalid peer dependency {packages[i % 6]}@{i % 9}.0.1 does not satisfy ^2.0.0",
        lambda i, a: f"[{i % 24:02}:{i % 60:02}:07] INFO build step {i}: {a} (ok)",
    ]
    target = megabytes * 1024 * 1024
    written = lines = 0
    with open(path, "w", encoding="utf-8") as fh:
        while written < target:
            block = "".join(shapes[i % 4](i, common[i % len(common)]) + "\n" for i in range(lines, lines + 1000))
            fh.write(block)
            written += len(block.encode())
            lines += 1000
    return lines


def best_of(runs: int, command: list[str], env: dict[str, str] | None = None) -> tuple[float, str]:
    subprocess.run(command, env=env, capture_output=True)  # page cache and catalog cache, once
    times, out = [], ""
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(command, env=env, capture_output=True)
        times.append(time.perf_counter() - start)
        if done.returncode not in (0, 1):
            raise SystemExit(f"{command[0]} failed: {done.stderr.decode()[:500]}")
        out = done.stdout.decode()
    return min(times), out


def in_process(path: Path, fallback: bool) -> tuple[float, int, str]:
    """Scan in this process (startup excluded) with the automaton, or with it hidden (the fallback)."""
    from errors.match import AnchorFinder, Matcher, scan_anchors
    from errors.scan import scan

    saved = sys.modules.get("ahocorasick_rs")
    if fallback:
        sys.modules["ahocorasick_rs"] = None  # type: ignore[assignment]  # import now raises ImportError
    try:
        catalog = load_catalog()
        backend = AnchorFinder(scan_anchors(Matcher.for_catalog(catalog))).backend
        start = time.perf_counter()
        with open(path, "rb") as fh:
            count = sum(1 for _ in scan(fh, catalog))
        return time.perf_counter() - start, count, backend
    finally:
        if saved is None:
            sys.modules.pop("ahocorasick_rs", None)
        else:
            sys.modules["ahocorasick_rs"] = saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", action="store_true", help="keep the generated log in the temp folder")
    parser.add_argument("--worst-mb", type=int, default=20, help="size of the worst-case log (0: skip it)")
    args = parser.parse_args()

    from errors.match import Matcher

    folder = Path(tempfile.mkdtemp(prefix="bench-scan-"))
    try:
        log = folder / "app.log"
        start = time.perf_counter()
        placed = make_log(log, args.mb)
        size = log.stat().st_size / 1e6
        print(
            f"log: {size:.0f} MB, {placed} errors among ordinary lines (written in {time.perf_counter() - start:.0f} s)"
        )
        anchors = folder / "anchors.txt"
        runs = {c.anchor for c in Matcher(load_catalog()).compiled if c.anchor}
        anchors.write_text("\n".join(sorted(runs)) + "\n", encoding="utf-8")

        grep_s, grep_out = best_of(args.runs, ["grep", "-c", "-i", "-F", "-f", str(anchors), str(log)])
        script = shutil.which("sandbox-errors")
        command = [script] if script else [sys.executable, "-m", "errors"]
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        ours_s, ours_out = best_of(args.runs, [*command, "scan", str(log)], env)
        found = ours_out.strip().splitlines()[-1] if ours_out.strip() else "nothing"

        lines = grep_out.strip()
        print(f"grep -c -i -F -f ({len(runs)} anchors):{grep_s:6.2f} s  {size / grep_s:7.1f} MB/s  ({lines} lines)")
        print(f"sandbox-errors scan:              {ours_s:6.2f} s  {size / ours_s:7.1f} MB/s  ({found})")
        for fallback in (False, True):
            seconds, count, backend = in_process(log, fallback)
            print(f"  in-process scan, {backend:14}  {seconds:6.2f} s  {size / seconds:7.1f} MB/s  ({count} findings)")
        ratio = ours_s / grep_s
        print(f"ratio: scan takes {ratio:.2f}x grep's time (goal within 5x: {'met' if ratio <= 5 else 'NOT met'})")
        if args.worst_mb:
            worst = folder / "anchors-everywhere.log"
            count = make_anchor_log(worst, args.worst_mb)
            mb = worst.stat().st_size / 1e6
            print(f"worst case: {mb:.0f} MB, {count} lines, each holding a common anchor")
            grep_w, grep_lines = best_of(args.runs, ["grep", "-c", "-i", "-F", "-f", str(anchors), str(worst)])
            ours_w, ours_found = best_of(args.runs, [*command, "scan", str(worst)], env)
            found_w = ours_found.strip().splitlines()[-1] if ours_found.strip() else "nothing"
            print(f"  grep -c -i -F -f:    {grep_w:6.2f} s  {mb / grep_w:7.1f} MB/s  ({grep_lines.strip()} lines)")
            print(f"  sandbox-errors scan: {ours_w:6.2f} s  {mb / ours_w:7.1f} MB/s  ({found_w})")
            print(f"  ratio: {ours_w / grep_w:.1f}x grep's time (reported, no goal)")
        return 0 if ratio <= 5 else 1
    finally:
        if args.keep:
            print(f"kept {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
