"""Cold CLI start with and without the compiled catalog cache.

Runs `sandbox-errors explain <id> --json` as a fresh process, N times each way, and prints medians and the
ratio. "Without" sets SANDBOX_ERRORS_NO_CACHE=1 (every call parses all the YAML); "with" uses a warm cache
in a private XDG_CACHE_HOME. Baseline in the same run: `python -c "import click"`.

    python tests/bench/bench_catalog_load.py [--runs 15]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def median_seconds(argv: list[str], env: dict[str, str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--id", default="session-setup-without-execute-command")
    args = parser.parse_args()
    cache = tempfile.mkdtemp(prefix="bench-cache-")
    env = {**os.environ, "XDG_CACHE_HOME": cache}
    env.pop("SANDBOX_ERRORS_NO_CACHE", None)
    # An installed tool has its bytecode compiled (pip does it); measure that, not recompilation on every run.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    cli = [sys.executable, "-m", "errors", "explain", args.id, "--json"]
    subprocess.run(cli, env=env, stdout=subprocess.DEVNULL, check=True)  # warm the cache
    baseline = median_seconds([sys.executable, "-c", "import click"], env, args.runs)
    cached = median_seconds(cli, env, args.runs)
    uncached = median_seconds(cli, {**env, "SANDBOX_ERRORS_NO_CACHE": "1"}, args.runs)
    print(f"baseline python -c 'import click': {baseline * 1000:7.1f} ms")
    print(f"explain --json, warm cache:        {cached * 1000:7.1f} ms  ({cached / baseline:.2f}x baseline)")
    print(f"explain --json, no cache:          {uncached * 1000:7.1f} ms  ({uncached / baseline:.2f}x baseline)")
    print(f"cache speed-up: {uncached / cached:.2f}x")


if __name__ == "__main__":
    main()
