from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from install_cache import CACHE, NODE_VERSION, node_bin

ROOT = Path(__file__).resolve().parent.parent
MINI = Path(__file__).resolve().parent / "fixtures" / "mini"
# CI sets it: a part the tests need that is missing fails the run instead of skipping tests.
REQUIRE_ALL = os.environ.get("SANDBOX_ERRORS_REQUIRE_ALL") == "1"
# The skips that are right even then, each for a reason the README's "Run the tests" gives.
SKIPS_KEPT_IN_CI = ("root writes through mode bits",)

# A test that needs one of these real parts (headless Chromium, a Node project, an sshd, the pinned npm project)
# takes seconds: it is marked slow, so that `pytest -m "not slow"` is the quick loop while working.
REAL_PARTS = frozenset({"browser", "page", "core171", "core161", "sshd", "pinned"})

# The Node users run (the pinned packages' engines range), when .ci/setup installed it: first on PATH for every
# test and every process a test starts, npm's included.
if (node_bin() / "node").is_file():
    os.environ["PATH"] = f"{node_bin()}{os.pathsep}{os.environ.get('PATH', '')}"
# Node keeps the code it compiled of a module (V8's code cache) in the test cache, outside the checkout: the
# reproductions, probes and npm tests start Node hundreds of times on the same @mastra packages and TypeScript,
# and compiling them again is most of each start (a reproduction's CPU 0.38 s -> 0.27 s).
os.environ.setdefault("NODE_COMPILE_CACHE", str(CACHE / "node-compile-cache"))


def pytest_sessionstart(session: pytest.Session) -> None:
    if not REQUIRE_ALL:
        return
    node = shutil.which("node")
    found = subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip() if node else None
    if found != f"v{NODE_VERSION}":
        raise pytest.UsageError(
            f"SANDBOX_ERRORS_REQUIRE_ALL=1: the tests need Node {NODE_VERSION} (found {found or 'no node'}); "
            "run: bash .ci/setup"
        )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if REAL_PARTS.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[Any]:
    report = yield
    return _fail_a_skip_in_ci(report)


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Iterator[Any]:
    report = yield
    return _fail_a_skip_in_ci(report)


def _fail_a_skip_in_ci(report: Any) -> Any:
    """Under SANDBOX_ERRORS_REQUIRE_ALL=1 a skip means a part is missing: report it as a failure, with the reason."""
    if not (REQUIRE_ALL and report.skipped and not hasattr(report, "wasxfail")):
        return report
    reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
    if not any(kept in reason for kept in SKIPS_KEPT_IN_CI):
        report.outcome = "failed"
        report.longrepr = f"skipped, and SANDBOX_ERRORS_REQUIRE_ALL=1 allows no such skip: {reason}"
    return report


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test gets its own cache folder, so tests never see each other's (or the user's) caches."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("cache")))
    monkeypatch.delenv("SANDBOX_ERRORS_CATALOG", raising=False)
    monkeypatch.delenv("SANDBOX_ERRORS_NO_CACHE", raising=False)
    monkeypatch.delenv("SANDBOX_ERRORS_DOCS_URL", raising=False)  # a team's mirror would change every link
    yield


@pytest.fixture(scope="session")
def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder every pytest-xdist worker of this run shares (the run's base temp folder), for what is computed
    once per run."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@pytest.fixture
def mini(tmp_path: Path) -> Path:
    """A writable copy of the small valid fixture catalog."""
    target = tmp_path / "mini"
    shutil.copytree(MINI, target)
    return target
