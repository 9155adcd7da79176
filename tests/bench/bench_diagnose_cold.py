"""Benchmark 1: cold ``sandbox-errors diagnose --json "<message>"`` against ``python -c "import click"``.

    python3 tests/bench/bench_diagnose_cold.py [--runs 41] [--message TEXT]

Each run is a new process, as a user's. The catalog cache is warmed once first (as it is after a user's first
call). The two commands alternate so that machine noise hits both alike; the figure is the ratio of the
medians, of wall time and of CPU time (user + system, which a busy machine disturbs less). Goal: at most
1.3x. Then, in one process, where the command's own time goes (imports, loading the catalog, the matcher).
Where valgrind is installed, the two commands also run once each under callgrind, which counts the
instructions they execute in user space: a ratio that machine noise does not move (it leaves out the kernel's
time, the ``stat`` calls and file reads), for comparing two versions of the code.
Uses the ``sandbox-errors`` console script when it is on PATH, else
``python -m errors`` (the same entry point). Both commands run with bytecode caching on (into a temp folder,
``PYTHONPYCACHEPREFIX``), as an installed package has its modules compiled; ``PYTHONDONTWRITEBYTECODE`` in the
environment would otherwise make every run recompile this package's sources and not the baseline's.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MESSAGE = "Sandbox 'my-box' cannot run the session setup: no executeCommand implementation"


GOAL = 1.3
# In a fresh process: the command's phases, each timed after the one before (CPU seconds, as a JSON line).
PHASES = """
import json, sys, time
clock = time.process_time
t0 = clock()
import errors.cli, errors.diagnosis
t1 = clock()
from errors.catalog import load_catalog
catalog = load_catalog()
t2 = clock()
from errors.match import Matcher
Matcher.for_catalog(catalog)
t3 = clock()
errors.diagnosis.diagnose(sys.argv[1], catalog=catalog)
t4 = clock()
print(json.dumps({"imports": t1 - t0, "catalog": t2 - t1, "matcher build": t3 - t2, "diagnose": t4 - t3}))
"""


def timed(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system) of one run of ``command``."""
    before = os.times()
    start = time.perf_counter()
    done = subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    after = os.times()
    if done.returncode not in (0, 1):
        raise SystemExit(f"{command[:3]} failed: {done.stderr.decode()}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return elapsed, cpu


def instructions(command: list[str], env: dict[str, str]) -> int | None:
    """The instructions one run of ``command`` executes in user space (callgrind), or None without valgrind."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        return None
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        # The interpreter itself, not a shell wrapper (a pyenv shim) that would be counted instead.
        real = [os.path.realpath(sys.executable) if c == sys.executable else c for c in command]
        if real[0] != os.path.realpath(sys.executable) and Path(real[0]).read_bytes()[:2] == b"#!":
            real = [os.path.realpath(sys.executable), *real]
        done = subprocess.run(
            [valgrind, "--tool=callgrind", f"--callgrind-out-file={out}", *real],
            env={**env, "PYTHONHASHSEED": "0"},  # the same dictionaries each run
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
    for line in done.stderr.splitlines():
        if "Collected :" in line:
            return int(line.rsplit(":", 1)[1].strip())
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=41)
    parser.add_argument("--message", default=MESSAGE)
    args = parser.parse_args()

    script = shutil.which("sandbox-errors")
    ours = [script, "diagnose", "--json", args.message] if script else [sys.executable, "-m", "errors"]
    if not script:
        ours += ["diagnose", "--json", args.message]
    baseline = [sys.executable, "-c", "import click"]
    # Bytecode as an installed package has it (pip compiles on install): allowed, kept out of the source tree.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env |= {"PYTHONPATH": str(ROOT), "PYTHONPYCACHEPREFIX": os.path.join(tempfile.gettempdir(), "bench-pycache")}
    timed(ours, env)  # warm the catalog cache (and the OS file cache) once, as a user's first call does
    timed(baseline, env)
    ours_runs, base_runs = [], []
    for _ in range(args.runs):
        ours_runs.append(timed(ours, env))
        base_runs.append(timed(baseline, env))
    print(f"command: {' '.join(ours[:3])} ... ({args.runs} runs each, alternating)")
    ratios = []
    for i, what in enumerate(("wall", "CPU")):
        mine = statistics.median(r[i] for r in ours_runs)
        base = statistics.median(r[i] for r in base_runs)
        ratios.append(mine / base)
        print(f"{what:>4}: diagnose --json median {1000 * mine:6.1f} ms, import click {1000 * base:6.1f} ms: "
              f"ratio {mine / base:.2f}x")
    for _ in range(2):  # the first run compiles what the command alone did not import
        phases = subprocess.run([sys.executable, "-c", PHASES, args.message], env=env, capture_output=True, text=True)
    if phases.returncode == 0:
        split = json.loads(phases.stdout)
        print("in one process (CPU ms): " + ", ".join(f"{k} {1000 * v:.1f}" for k, v in split.items()))
    counted = [instructions(ours, env), instructions(baseline, env)]
    if counted[0] and counted[1]:
        print(f"instructions (callgrind): diagnose --json {counted[0] / 1e6:.1f} M, import click "
              f"{counted[1] / 1e6:.1f} M: ratio {counted[0] / counted[1]:.3f}x")
    ratio = ratios[0]
    print(f"ratio: {ratio:.2f}x wall (goal <= {GOAL}x: {'met' if ratio <= GOAL else 'NOT met'})")
    return 0 if ratio <= GOAL else 1


if __name__ == "__main__":
    raise SystemExit(main())
