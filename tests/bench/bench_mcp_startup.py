"""Benchmark: the CPU ``sandbox-errors mcp`` spends before it answers ``initialize``, against importing the SDK.

    python3 tests/bench/bench_mcp_startup.py [--runs 15]

Each run is a new server process, as a host starts one: the script writes ``initialize`` to its stdin and reads
the CPU time the process has used (user + system, from /proc) the moment the reply arrives; then it asks for
``tools/list`` and reads it again (ready to use), and closes stdin. The baseline, in the same run and
alternating with it, is a process that only imports the MCP SDK's server (``import mcp.server.lowlevel``),
the cost the server no longer pays before answering. Figures are medians. Goal: initialize at most 0.5x the
baseline. The catalog cache is warmed once first, as after a user's first call; bytecode is cached in a
temporary folder (``PYTHONPYCACHEPREFIX``), as an installed package has its modules compiled.
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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HELLO = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}},
}
GOAL = 0.5


def _cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def server_run(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(CPU seconds when initialize was answered, CPU seconds when tools/list was answered)."""
    proc = subprocess.Popen(command, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None
    try:
        proc.stdin.write((json.dumps(HELLO) + "\n").encode())
        proc.stdin.flush()
        reply = json.loads(proc.stdout.readline())
        at_initialize = _cpu(proc.pid)
        if reply.get("id") != 1 or "result" not in reply:
            raise SystemExit(f"initialize failed: {reply}")
        for message in ({"jsonrpc": "2.0", "method": "notifications/initialized"},
                        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}):
            proc.stdin.write((json.dumps(message) + "\n").encode())
        proc.stdin.flush()
        while json.loads(proc.stdout.readline()).get("id") != 2:
            pass
        at_ready = _cpu(proc.pid)
    finally:
        proc.stdin.close()
        proc.wait(60)
    return at_initialize, at_ready


def baseline_run(env: dict[str, str]) -> float:
    """CPU seconds of a process that imports the SDK's low-level server and exits."""
    done = subprocess.run(
        [sys.executable, "-c", "import os, mcp.server.lowlevel; t = os.times(); print(t.user + t.system)"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return float(done.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()

    script = shutil.which("sandbox-errors")
    command = [script, "mcp"] if script else [sys.executable, "-m", "errors", "mcp"]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.setdefault("PYTHONPATH", str(ROOT))
    env["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(), "bench-pycache")
    server_run(command, env)  # warm the catalog cache and the bytecode, as a user's first start does
    baseline_run(env)
    inits, readies, bases = [], [], []
    for _ in range(args.runs):
        at_initialize, at_ready = server_run(command, env)
        inits.append(at_initialize)
        readies.append(at_ready)
        bases.append(baseline_run(env))
    init, ready, base = statistics.median(inits), statistics.median(readies), statistics.median(bases)
    print(f"command: {' '.join(command)} ({args.runs} runs each, alternating; CPU seconds, medians)")
    print(f"initialize answered:          {init:.3f} s (min {min(inits):.3f})")
    print(f"tools/list answered (ready):  {ready:.3f} s (min {min(readies):.3f})")
    print(f"baseline, import the SDK:     {base:.3f} s (min {min(bases):.3f})")
    ratio = init / base
    print(f"ratio initialize / baseline: {ratio:.2f}x (goal <= {GOAL}x: {'met' if ratio <= GOAL else 'NOT met'})")
    return 0 if ratio <= GOAL else 1


if __name__ == "__main__":
    raise SystemExit(main())
