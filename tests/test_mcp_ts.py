"""The MCP server through the official TypeScript SDK's client, the one most hosts embed (Claude Code, VS Code).

``mcp_ts/`` pins ``@modelcontextprotocol/sdk`` (package.json and its lock); it is installed once into the shared
test cache (``$SANDBOX_ERRORS_TEST_CACHE``, default ``~/.cache/sandbox-errors-tests``), never into the checkout.
``mcp_ts/client.mjs`` runs one session: the client itself checks every structured result against the tool's
outputSchema, and throws when one does not conform.
"""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("mcp", reason="the MCP tests need the optional extra: pip install 'sandbox-errors[mcp]'")

from install_cache import MCP_TS, InstallError, mcp_ts_sdk
from mcp_helpers import ERROR_LINE, TRACE, catalog, dense_log, mcp_server_cache, server_env

from errors.mcp_server import HEARTBEAT_SECONDS

HERE = MCP_TS  # the client project: its lock and client.mjs
__all__ = ["mcp_server_cache"]  # a fixture, imported to be used
TIMEOUT_MS = 1500  # the client's request timeout for the long scan (its default is 60 s)


def _sdk() -> Path:
    """``node_modules`` with the pinned TypeScript SDK, installed from the lock on first use."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("node and npm are needed for the TypeScript client")
    try:
        return mcp_ts_sdk()
    except InstallError as exc:
        pytest.fail(f"the TypeScript MCP SDK: {exc}")


def _lines_for(seconds: float) -> int:
    """How many error lines this machine takes about ``seconds`` of CPU to scan (measured on 1,000, after a
    first scan has built the matcher and loaded the line filter, which the server has done by then too)."""
    from errors.scan import scan

    sample = "".join(ERROR_LINE.format(i) for i in range(1000)).encode()
    assert sum(1 for _ in scan(io.BytesIO(sample[:10_000]), catalog())) > 0
    started = time.process_time()
    assert sum(1 for _ in scan(io.BytesIO(sample), catalog())) == 1000
    per_line = max((time.process_time() - started) / 1000, 1e-6)
    return min(int(seconds / per_line), 200_000)


def test_the_typescript_client_gets_valid_typed_results_progress_and_cancellation(tmp_path: Path) -> None:
    modules = _sdk()
    project = tmp_path / "client"
    project.mkdir()
    (project / "node_modules").symlink_to(modules, target_is_directory=True)
    shutil.copy(HERE / "client.mjs", project / "client.mjs")
    work = tmp_path / "workspace"
    work.mkdir()
    (work / "ci.log").write_text("starting\n" + TRACE)
    long_log = dense_log(work / "long.log", _lines_for(2 * TIMEOUT_MS / 1000), ordinary_head=64 * 1024)
    dense_log(work / "endless.log", 20_000)
    # diagnose reads a paste about as fast as scan reads a log: this one takes longer than the timeout too, and
    # several heartbeats (sized by this process's CPU: the server runs with its own collector setting, maybe
    # beside another test, and a paste answered within one heartbeat would prove nothing)
    long_paste = dense_log(tmp_path / "paste.txt", _lines_for(max(2 * TIMEOUT_MS / 1000, 6 * HEARTBEAT_SECONDS)))
    plan = {
        "command": [sys.executable, "-m", "errors", "mcp"],
        "cwd": str(work),
        "trace": TRACE,
        "small_log": "ci.log",
        "long_log": long_log.name,
        "endless_log": "endless.log",
        "long_paste": str(long_paste),
        "entry": "session-setup-without-execute-command",
        "timeout_ms": TIMEOUT_MS,
    }
    (tmp_path / "plan.json").write_text(json.dumps(plan))
    env = server_env()
    done = subprocess.run(
        ["node", "client.mjs", str(tmp_path / "plan.json")],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out: dict[str, Any] = json.loads(done.stdout)
    calls = out["calls"]

    assert out["server"]["name"] == "sandbox-errors" and "diagnose" in out["instructions"]
    assert out["tools"]["diagnose"]["annotations"]["readOnlyHint"] is True
    assert out["tools"]["probe"]["annotations"]["readOnlyHint"] is False
    assert calls["diagnose"]["structured"]["matches"][0]["values"] == {"sandbox_id": "proj-7f3a"}
    assert calls["explain"]["structured"]["match"]["values"] == {"sandbox_id": "proj-7f3a"}
    assert calls["search"]["structured"]["found"] > 0
    assert {e["package"] for e in calls["list"]["structured"]["entries"]} == {"e2b", "@mastra/e2b"}
    assert calls["scan"]["structured"]["errors"][0]["lines"] == [3]
    assert calls["probe"]["isError"] and "--allow-probes" in calls["probe"]["text"]
    assert calls["unknownArgument"]["isError"] and "colour" in calls["unknownArgument"]["text"]

    assert out["resources"] == len(catalog().entries)
    assert set(out["templates"]) == {"sandbox-errors://errors/{id}", "sandbox-errors://errors/{id}.md"}
    assert "session-setup-without-execute-command" in out["completion"]
    assert out["read"] == "text/markdown"

    # The long scan outlived the request timeout, kept alive by its progress notifications.
    assert out["long"]["findings"] > 0 and out["long"]["progress"] > 1
    assert out["long"]["ms"] > TIMEOUT_MS, "the long log scanned within the timeout: it proves nothing"
    assert out["slowDiagnose"]["found"] > 0 and out["slowDiagnose"]["beats"] >= 1, out["slowDiagnose"]
    assert out["slowDiagnose"]["ms"] > TIMEOUT_MS, "the long paste was diagnosed within the timeout: it proves nothing"
    assert out["aborted"] is not None and "enough" in out["aborted"]
    assert out["pingMs"] < 5000
