"""Running Node and npm for the npm package's tests: npm with a private cache and no registry, node with a bound."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest


def tools() -> tuple[str, str]:
    """node and npm, or the test skips saying why."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        pytest.skip("node and npm are needed to build, pack and install the npm package")
    return node, npm


def npm_env(home: Path) -> dict[str, str]:
    """npm with its cache and logs in ``home``, and no registry to reach."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("npm_config_", "NPM_CONFIG_"))}
    env.update(
        {
            "HOME": str(home),
            "npm_config_cache": str(home / "npm-cache"),
            "npm_config_offline": "true",
            "npm_config_audit": "false",
            "npm_config_fund": "false",
            "npm_config_update_notifier": "false",
        }
    )
    return env


def npm(args: list[str], cwd: Path, home: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    _, npm_path = tools()
    done = subprocess.run(
        [npm_path, *args], cwd=cwd, env=npm_env(home), capture_output=True, text=True, timeout=timeout, check=False
    )
    assert done.returncode == 0, f"npm {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}"
    return done


def nodes() -> dict[str, str]:
    """Every Node on this machine the package can be tried on, by version: the one on ``PATH``, the system's, and
    those the tests' install cache holds (npm's ``node-linux-*`` packages); read, never installed, here."""
    cache = Path(
        os.environ.get("SANDBOX_ERRORS_TEST_CACHE")
        or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "sandbox-errors-tests"
    )
    found: dict[str, str] = {}
    candidates = [
        shutil.which("node"),
        "/usr/bin/node",
        *map(str, sorted(cache.glob("node-*/node_modules/node-*/bin/node"))),
    ]
    for path in candidates:
        if path and os.access(path, os.X_OK):
            done = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30, check=False)
            if done.returncode == 0:
                found.setdefault(done.stdout.strip(), path)
    return found


# Read at import, before the suite's autouse fixture points XDG_CACHE_HOME at a per-test folder.
NODES = nodes()


def node(
    args: list[str], cwd: Path, *, env: dict[str, str] | None = None, stdin: bytes | None = None, timeout: float = 600
) -> subprocess.CompletedProcess[bytes]:
    node_path, _ = tools()
    return subprocess.run(
        [node_path, *args], cwd=cwd, env=env, input=stdin, capture_output=True, timeout=timeout, check=False
    )
