"""The npm package: how big it is packed, and what importing ``diagnose`` costs in Node, against a baseline.

Builds the package, ``npm pack``s it and installs the tarball into a fresh project (offline), then times, in
alternation, median of ``--runs``:

- baseline: ``node`` starting and importing a built-in module (``import "node:fs"``);
- import: ``import { diagnose } from "sandbox-errors"`` (the data is not read: it loads on first use);
- first diagnose: that import and one ``diagnose()`` of a message (the matcher's data read and compiled once);
- for comparison, the Python tool's cold ``sandbox-errors diagnose --json`` on the same message.

Goals: the import within 1.25x the baseline; the packed tarball under 1 MB. Exits 1 when one is missed.

    python3 tests/bench/bench_npm.py [--runs 21]
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

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from errors.catalog import load_catalog  # noqa: E402
from errors.npm import build_package  # noqa: E402

MESSAGE = "Sandbox 'my-box' cannot run the session setup: no executeCommand implementation"
IMPORT_GOAL = 1.25
PACKED_GOAL = 1_000_000


def _npm(args: list[str], cwd: Path, home: Path) -> str:
    env = {k: v for k, v in os.environ.items() if not k.lower().startswith("npm_config_")}
    env.update({"HOME": str(home), "npm_config_cache": str(home / "cache"), "npm_config_update_notifier": "false"})
    done = subprocess.run(["npm", *args], cwd=cwd, env=env, capture_output=True, text=True, check=True)
    return done.stdout


def _wall(command: list[str], cwd: Path) -> float:
    started = time.perf_counter()
    subprocess.run(command, cwd=cwd, capture_output=True, check=True)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    args = parser.parse_args()
    if shutil.which("node") is None or shutil.which("npm") is None:
        print("node and npm are needed", file=sys.stderr)
        return 2
    work = Path(tempfile.mkdtemp(prefix="bench-npm-"))
    try:
        built = build_package(load_catalog(), work / "package")
        home = work / "home"
        home.mkdir()
        (packed,) = json.loads(_npm(["pack", str(built.out), "--pack-destination", str(work), "--json"], work, home))
        tarball = work / packed["filename"]
        project = work / "project"
        project.mkdir()
        (project / "package.json").write_text('{"name": "bench", "private": true, "type": "module"}\n')
        _npm(["install", "--offline", "--no-audit", "--no-fund", str(tarball)], project, home)

        node = ["node", "--input-type=module", "-e"]
        commands = {
            "baseline": [*node, 'import "node:fs";'],
            "import": [*node, 'import { diagnose } from "sandbox-errors";'],
            "first diagnose": [*node, f'import {{ diagnose }} from "sandbox-errors"; diagnose({json.dumps(MESSAGE)});'],
            "python diagnose": [sys.executable, "-m", "errors", "diagnose", "--json", MESSAGE],
        }
        for command in commands.values():  # warm the file cache (and Python's bytecode and catalog caches)
            _wall(command, project if command[0] == "node" else ROOT)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, command in commands.items():
                times[name].append(_wall(command, project if command[0] == "node" else ROOT))
        median = {name: statistics.median(values) for name, values in times.items()}
        base = median["baseline"]
        print(
            f"packed: {tarball.stat().st_size / 1000:,.0f} kB ({packed['unpackedSize'] / 1000:,.0f} kB unpacked, "
            f"{packed['entryCount']} files); goal < {PACKED_GOAL / 1000:,.0f} kB"
        )
        for name, value in median.items():
            print(f"{name:16} {value * 1000:7.1f} ms  {value / base:5.2f}x baseline")
        print(f"goal: import <= {IMPORT_GOAL}x baseline")
        ok = median["import"] / base <= IMPORT_GOAL and tarball.stat().st_size < PACKED_GOAL
        return 0 if ok else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
