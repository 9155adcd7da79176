"""Benchmark: ``sandbox-errors scan`` throughput on four kinds of log, against ``grep -c -i -F -f <anchors>``.

    python3 tests/bench/bench_scan.py [--mb 20] [--runs 3] [--keep] [--only KIND ...]

The logs (each about --mb megabytes, written once per run):

- **benign**: ordinary CI and application lines (tests/corpus ``ordinary_lines``), a catalogued error every
  ~5,000 lines;
- **mastra-heavy**: what a Mastra app prints: its own info and warning lines about sandboxes, workspaces,
  mounts and commands, ``ECONNRESET`` and ``exec npm test`` lines, and a catalogued error in every ~200 lines;
- **common-words**: every line made of the words the catalog's messages share with every other log
  ("command", "failed", "not found", "mount", "timed out": the issue's ``npm ERR! ... failed: command failed
  exit not found mount``), and no catalogued error;
- **near-misses**: every line one word away from a catalogued message (tests/corpus/negatives.yaml's near
  misses, with new values per line), and no catalogued error.

The baseline is ``grep -c -i -F -f ANCHORS LOG`` (ANCHORS: the templates' longest literal runs, lower-cased),
run on the same file from the page cache. Each command runs once before it is timed (the page cache, and the
catalog's caches and the Hyperscan databases, as after a user's first scan). Figures: MB/s of each and the
ratio. Goals (exit 1 when missed):
scan's throughput at least 0.25x grep's on every log, and the worst log within 3x of the benign one's time.
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
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from corpus import load_negatives, load_positives, ordinary_lines

from errors.catalog import load_catalog

ROOT = Path(__file__).resolve().parents[2]
GOAL_VS_GREP = 0.25
GOAL_WORST = 3.0

_MASTRA = [
    "[{t}] INFO (mastra): workspace {w} ready: sandbox {s} ({p}), filesystem {f}",
    "[{t}] WARN (mastra): sandbox {s} is slow to start ({n} ms), retrying the health check",
    "[{t}] INFO (mastra): executeCommand `npm test` in {s} finished (exit 0) in {n}ms",
    "[{t}] DEBUG [WorkspaceSkills] loaded {n} skills from /workspace/.mastra/skills",
    "[{t}] WARN (mastra): mount {f} at /mnt/{w} took {n} ms",
    "[{t}] ERROR (mastra): request to https://api.{p}.dev/v1/sandboxes failed: read ECONNRESET (retry {n}/5)",
    "[{t}] INFO (mastra): exec npm test --workspace {w} (pid {n})",
    "[{t}] INFO (mastra): agent step {n}: tool execute_command called with {{ command: 'ls -la' }}",
    "[{t}] WARN (mastra): setEnv on {s}: {n} variables, 0 secrets redacted",
]
_COMMON = [
    "npm ERR! request to https://registry.npmjs.org/pkg{n} failed: command failed exit not found mount",
    "[runner] step {n}: the {a} command failed after {n} ms, not found in cache, retrying",
    "ERROR: {a} {b} failed: file or directory not found: /tmp/{a}-{n}",
    "warning: {a} timed out after {n}s; mount point not ready, command will be retried",
    "##[error] {a} process exited with code {n}: directory not found",
    "{t} | sandbox {a}: invalid {b} name, stream error while reading output",
]
_WORDS = "build install deploy upload cache artifact snapshot session workspace sandbox mount command".split()


def _fill(shape: str, rng: random.Random, i: int) -> str:
    return shape.format(
        t=f"2026-11-30T10:{i % 60:02}:{(i * 7) % 60:02}.{i % 1000:03}Z",
        w=f"ws-{i % 17}",
        s=f"sbx_{(i * 7919) % 100000:05}",
        p=rng.choice(["e2b", "daytona", "docker", "vercel", "local"]),
        f=rng.choice(["s3", "gcs", "local", "azure-blob"]),
        n=rng.randint(1, 9000),
        a=rng.choice(_WORDS),
        b=rng.choice(_WORDS),
    )


def _write(path: Path, megabytes: int, line: Callable[[random.Random, int], str]) -> int:
    rng = random.Random(7)
    target = megabytes * 1_000_000
    written = count = 0
    with open(path, "w", encoding="utf-8") as fh:
        while written < target:
            block = "".join(line(rng, count + k) + "\n" for k in range(1000))
            fh.write(block)
            written += len(block.encode())
            count += 1000
    return count


def make_logs(folder: Path, megabytes: int) -> dict[str, Path]:
    errors = [c.text for c in load_positives() if c.form == "bare"]
    near = [c.text for c in load_negatives() if c.form == "near-miss"]
    ordinary = ordinary_lines(1, 5000)

    def benign(rng: random.Random, i: int) -> str:
        return rng.choice(errors) if i % 5000 == 4999 else ordinary[i % len(ordinary)]

    def heavy(rng: random.Random, i: int) -> str:
        return rng.choice(errors) if i % 200 == 199 else _fill(rng.choice(_MASTRA), rng, i)

    def common(rng: random.Random, i: int) -> str:
        return _fill(rng.choice(_COMMON), rng, i)

    def near_miss(rng: random.Random, i: int) -> str:
        text = rng.choice(near)
        # New values per line: the digits and quoted names change, as in a real log.
        return text.replace("4242", str(1000 + i % 9000)).replace("my-box", f"box-{i % 977}")

    makers = {"benign": benign, "mastra-heavy": heavy, "common-words": common, "near-misses": near_miss}
    out = {}
    for name, maker in makers.items():
        path = folder / f"{name}.log"
        _write(path, megabytes, maker)
        out[name] = path
    return out


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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, default=20)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", action="store_true", help="keep the generated logs in the temp folder")
    parser.add_argument("--only", nargs="*", help="only these logs (benign, mastra-heavy, common-words, near-misses)")
    args = parser.parse_args()

    from errors.match import Matcher

    folder = Path(tempfile.mkdtemp(prefix="bench-scan-"))
    try:
        logs = make_logs(folder, args.mb)
        anchors = folder / "anchors.txt"
        runs = {c.anchor for c in Matcher(load_catalog()).compiled if c.anchor}
        anchors.write_text("\n".join(sorted(runs)) + "\n", encoding="utf-8")
        script = shutil.which("sandbox-errors")
        command = [script] if script else [sys.executable, "-m", "errors"]
        # Bytecode kept (in the temp folder), as an installed package has its modules compiled: with
        # PYTHONDONTWRITEBYTECODE in the environment every run would compile this package again, not grep.
        env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONPYCACHEPREFIX": str(folder / "pycache")}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        times: dict[str, float] = {}
        failed = False
        print(f"{'log':<14}{'MB':>6}{'grep s':>9}{'grep MB/s':>11}{'scan s':>9}{'scan MB/s':>11}{'vs grep':>9}  found")
        for name, log in logs.items():
            if args.only and name not in args.only:
                continue
            size = log.stat().st_size / 1e6
            grep_s, _ = best_of(args.runs, ["grep", "-c", "-i", "-F", "-f", str(anchors), str(log)])
            ours_s, out = best_of(args.runs, [*command, "scan", str(log)], env)
            found = out.strip().splitlines()[-1] if out.strip() else "nothing"
            ratio = grep_s / ours_s
            failed |= ratio < GOAL_VS_GREP
            times[name] = ours_s / size
            print(
                f"{name:<14}{size:>6.1f}{grep_s:>9.2f}{size / grep_s:>11.1f}{ours_s:>9.2f}{size / ours_s:>11.1f}"
                f"{ratio:>8.2f}x  {found}"
            )
        if "benign" in times and len(times) > 1:
            worst = max(v for k, v in times.items() if k != "benign") / times["benign"]
            failed |= worst > GOAL_WORST
            print(f"worst log: {worst:.2f}x the benign log's time per MB (goal within {GOAL_WORST}x)")
        print(f"goal: scan >= {GOAL_VS_GREP}x grep's throughput on every log: {'NOT met' if failed else 'met'}")
        return 1 if failed else 0
    finally:
        if args.keep:
            print(f"kept {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
