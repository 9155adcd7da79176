"""Fetch ahead what the tests would otherwise download mid-run, into the test cache (tests/install_cache.py).

``.ci/setup`` runs this while the pinned npm project installs: on a fresh machine these downloads (the probes'
@mastra/core projects, axe-core, the TypeScript MCP SDK, the release tarballs that truth.requires, the history
and the drift tests read) took about a minute of a test worker's time, waiting on the registry. Each is the
install the tests themselves call, so nothing here decides what a test reads: what is already cached is left
as it is, and a test still installs whatever is missing.

    python3 tests/prefetch.py     (Node and npm on PATH, the package installed; exit 1 if a fetch failed)
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import install_cache
from truth import requires

from errors.catalog import load_catalog
from errors.history import NpmReleases


def _release_tarballs() -> None:
    releases = NpmReleases(install_cache.CACHE / "tarballs")
    for version in install_cache.HISTORY_RELEASES:
        releases.tarball("@mastra/core", version)


def _requires_tarballs() -> None:
    requires.problems(load_catalog())  # reads the floors' releases, fetching each tarball once


def fetches() -> dict[str, Callable[[], object]]:
    out: dict[str, Callable[[], object]] = {
        f"@mastra/core {core} for the probes": (lambda core=core: install_cache.mastra_core(core))
        for core in install_cache.PROBE_CORES
    }
    out["axe-core"] = install_cache.axe_core
    out["the TypeScript MCP SDK"] = install_cache.mcp_ts_sdk
    out["@mastra/core tarballs for the history and drift tests"] = _release_tarballs
    out["the tarballs of the requires floors"] = _requires_tarballs
    return out


def main() -> int:
    failed = 0

    def run(item: tuple[str, Callable[[], object]]) -> str:
        name, fetch = item
        started = time.monotonic()
        try:
            fetch()
        except Exception as exc:  # reported, and the other fetches go on
            return f"{name}: FAILED: {exc}"
        return f"{name}: ready ({time.monotonic() - started:.0f} s)"

    # Downloads and npm's own start-up, most of it waiting: a few at a time.
    with ThreadPoolExecutor(max_workers=4) as pool:
        for line in pool.map(run, fetches().items()):
            failed += "FAILED" in line
            print(line, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
