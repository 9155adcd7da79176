"""What the MCP tests share: the servers' environment, a stack trace, and logs of many errors (slow to scan:
each line is matched)."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import pytest

from errors.catalog import Catalog, load_catalog

ROOT = Path(__file__).resolve().parent.parent
_SERVER_CACHE: list[Path] = []


@pytest.fixture(scope="session", autouse=True)
def mcp_server_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """One catalog cache for every server the MCP tests start: each would otherwise parse the whole catalog
    (the suite gives each test its own empty cache folder)."""
    _SERVER_CACHE[:] = [tmp_path_factory.mktemp("mcp-server-cache")]


def server_env(**extra: str) -> dict[str, str]:
    """The environment a test server runs in: this checkout's code, the shared catalog cache, and ``extra``."""
    return {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(_SERVER_CACHE[0]), **extra}


@cache
def catalog() -> Catalog:
    """The shipped catalog, loaded once for the test process."""
    return load_catalog()

TRACE = (
    "file:///app/node_modules/@mastra/factory/dist/session.js:412\n"
    "Error: Sandbox 'proj-7f3a' cannot run the session setup: no executeCommand implementation\n"
    "    at SessionManager.materialize (file:///app/node_modules/@mastra/factory/dist/session.js:412:11)\n"
    "    at async main (file:///app/index.mjs:9:3)\n\n"
    "Node.js v20.20.2\n"
)
ERROR_LINE = (
    "2026-01-01T00:00:00Z ERROR Sandbox 'box-{}' cannot run the session setup: no executeCommand implementation\n"
)


ORDINARY_LINE = "2026-01-01T00:00:00Z INFO request served in 12 ms, path=/api/v1/things, status 200\n"


def dense_log(path: Path, lines: int, ordinary_head: int = 0) -> Path:
    """A log of ``lines`` catalogued errors, one a line, after ``ordinary_head`` bytes of ordinary lines: the
    tests of long calls scan these. (scan matches the first 64 KB, the part it sniffs, in one go: an ordinary
    head keeps that quick, as in most real logs.)"""
    head = ORDINARY_LINE * (ordinary_head // len(ORDINARY_LINE) + 1) if ordinary_head else ""
    path.write_text(head + "".join(ERROR_LINE.format(i) for i in range(lines)))
    return path
