"""Running the tool as a user would, for the adversarial suites: a real process, with caps on time and memory.

The exit code, the absence of a traceback, a wall-clock cap and an address-space cap are what a user would see;
caps are generous, as the machine is shared.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MEMORY_CAP = 1024 * 2**20  # the alias bomb took 2.9 GB; a real command needs well under 300 MB
TIME_CAP = 60.0


def _cap_memory(limit: int) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def run(
    *argv: str,
    cwd: Path,
    env: dict[str, str] | None = None,
    code: str | None = None,
    timeout: float = TIME_CAP,
    stdin: int | None = subprocess.DEVNULL,
    memory: int = MEMORY_CAP,
) -> tuple[int, str, str, float]:
    """Run ``python -m errors ARGV`` (or ``python -c CODE``) as a user would: exit code, stdout, stderr, seconds.

    Fails the test on a timeout or a traceback. ``memory`` caps the address space (Node, which the command may
    run, reserves far more than it uses: give it more).
    """
    command = [sys.executable, "-c", code] if code else [sys.executable, "-m", "errors", *argv]
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "100", **(env or {})}
    start = time.perf_counter()
    try:
        done = subprocess.run(
            command,
            cwd=cwd,
            env=environment,
            capture_output=True,
            text=True,
            timeout=timeout,
            preexec_fn=lambda: _cap_memory(memory),
            stdin=stdin,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"{command[2:5]} did not finish in {timeout:.0f} s")
    elapsed = time.perf_counter() - start
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    return done.returncode, done.stdout, done.stderr, elapsed
