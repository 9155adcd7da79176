"""The MCP server, through the official SDK's own stdio client against ``sandbox-errors mcp`` as a subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

mcp = pytest.importorskip("mcp", reason="the MCP tests need the optional extra: pip install 'sandbox-errors[mcp]'")

import anyio  # noqa: E402
from mcp import ClientSession  # noqa: E402
from mcp.client.stdio import StdioServerParameters, stdio_client  # noqa: E402
from mcp.shared.exceptions import MCPError  # noqa: E402

from errors.catalog import load_catalog  # noqa: E402
from errors.diagnosis import diagnose  # noqa: E402
from errors.entry_markdown import entry_markdown  # noqa: E402
from errors.scan_report import scan_report  # noqa: E402

TRACE = (
    "file:///app/node_modules/@mastra/factory/dist/session.js:412\n"
    "Error: Sandbox 'proj-7f3a' cannot run the session setup: no executeCommand implementation\n"
    "    at SessionManager.materialize (file:///app/node_modules/@mastra/factory/dist/session.js:412:11)\n"
    "    at async main (file:///app/index.mjs:9:3)\n\n"
    "Node.js v20.20.2\n"
)


def _session(*flags: str) -> Callable[[Callable[[ClientSession], Awaitable[Any]]], Any]:
    """Run ``body(session)`` against a fresh server started with ``flags``; return what it returns."""

    def run(body: Callable[[ClientSession], Awaitable[Any]]) -> Any:
        async def main() -> Any:
            params = StdioServerParameters(command=sys.executable, args=["-m", "errors", "mcp", *flags])
            async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
                await session.initialize()
                return await body(session)

        return anyio.run(main)

    return run


def test_tools_are_listed_with_input_schemas() -> None:
    async def body(session: ClientSession) -> Any:
        return (await session.list_tools()).tools

    tools = {t.name: t for t in _session()(body)}
    assert set(tools) == {"diagnose", "explain", "search", "list", "scan", "probe"}
    assert tools["diagnose"].input_schema["required"] == ["text"]
    assert all(t.input_schema["type"] == "object" and t.description for t in tools.values())


def test_diagnose_on_a_stack_trace_is_the_cli_record() -> None:
    async def body(session: ClientSession) -> Any:
        return await session.call_tool("diagnose", {"text": TRACE})

    result = _session()(body)
    assert not result.is_error
    assert result.structured_content == json.loads(json.dumps(diagnose(TRACE)))
    top = result.structured_content["matches"][0]
    assert (top["id"], top["params"]) == ("session-setup-without-execute-command", {"sandbox_id": "proj-7f3a"})
    text = result.content[0].text
    assert "`sandbox_id`: `proj-7f3a`" in text and top["docs_url"] in text and "```" in text


def test_explain_by_id_class_and_message_and_resources() -> None:
    catalog = load_catalog()
    entry = catalog.get("session-setup-without-execute-command")

    async def body(session: ClientSession) -> Any:
        by_id = await session.call_tool("explain", {"query": entry.id})
        by_class = await session.call_tool("explain", {"query": f"errors.{entry.exception}"})
        by_message = await session.call_tool("explain", {"query": TRACE})
        listed = await session.list_resources()
        as_json = await session.read_resource(f"sandbox-errors://errors/{entry.id}")
        as_md = await session.read_resource(f"sandbox-errors://errors/{entry.id}.md")
        return by_id, by_class, by_message, listed, as_json, as_md

    by_id, by_class, by_message, listed, as_json, as_md = _session()(body)
    record = json.loads(json.dumps(catalog.record(entry)))
    assert by_id.structured_content == by_class.structured_content == by_message.structured_content == record
    assert len(listed.resources) == 2 * len(catalog.entries)
    assert json.loads(as_json.contents[0].text) == record and as_json.contents[0].mime_type == "application/json"
    assert as_md.contents[0].text == entry_markdown(catalog, entry)


def test_search_forgives_a_typo_and_reads_a_pasted_message() -> None:
    async def body(session: ClientSession) -> Any:
        typo = await session.call_tool("search", {"query": "execteCommand"})
        pasted = await session.call_tool("search", {"query": "Sandbox 'abc-123' cannot run the session setup"})
        return typo, pasted

    typo, pasted = _session()(body)
    ids = [r["id"] for r in typo.structured_content["results"]]
    assert "sandbox-does-not-support-execute-command" in ids
    assert pasted.structured_content["diagnosis"]["id"] == "session-setup-without-execute-command"
    assert pasted.structured_content["results"][0]["id"] == "session-setup-without-execute-command"


def test_list_filters_and_scan_reads_a_log(tmp_path: Path) -> None:
    log = tmp_path / "ci.log"
    log.write_text("starting\n" + TRACE + "npm ERR! failed: ECONNRESET\n")

    async def body(session: ClientSession) -> Any:
        mounts = await session.call_tool("list", {"capability": "mount"})
        scanned = await session.call_tool("scan", {"path": str(log)})
        return mounts, scanned

    mounts, scanned = _session()(body)
    catalog = load_catalog()
    assert [e["id"] for e in mounts.structured_content["entries"]] == [
        e.id for e in catalog.entries if e.capability == "mount"
    ]
    with log.open("rb") as stream:
        assert scanned.structured_content == json.loads(json.dumps(scan_report(stream, catalog)))
    assert scanned.structured_content["summary"][0]["lines"] == [3]


def test_bad_input_is_a_tool_error_and_the_server_keeps_answering(tmp_path: Path) -> None:
    async def body(session: ClientSession) -> Any:
        out = [
            await session.call_tool("diagnose", {"text": 42}),
            await session.call_tool("diagnose", {"text": "x", "top": 0}),
            await session.call_tool("list", {"capability": "teleport"}),
            await session.call_tool("scan", {"path": str(tmp_path)}),
            await session.call_tool("scan", {"path": str(tmp_path / "missing.log")}),
            await session.call_tool("explain", {"query": "nothing like any catalogued message at all"}),
        ]
        try:
            await session.call_tool("teleport", {})
            unknown: str | None = None
        except MCPError as exc:
            unknown = exc.message
        try:
            await session.read_resource("sandbox-errors://errors/no-such-entry")
            missing: str | None = None
        except MCPError as exc:
            missing = exc.message
        still = await session.call_tool("diagnose", {"text": TRACE})
        return out, unknown, missing, still

    out, unknown, missing, still = _session()(body)
    assert all(r.is_error for r in out), [r.content[0].text for r in out]
    assert "not a regular file" in out[3].content[0].text and "cannot read" in out[4].content[0].text
    assert unknown and "teleport" in unknown
    assert missing and "no-such-entry" in missing
    assert not still.is_error


def test_probe_needs_the_opt_in() -> None:
    async def body(session: ClientSession) -> Any:
        return await session.call_tool("probe", {"target": "local", "only": ["surface"]})

    refused = _session()(body)
    assert refused.is_error and "--allow-probes" in refused.content[0].text
    allowed = _session("--allow-probes")(body)
    assert not allowed.is_error, allowed.content[0].text
    assert [p["name"] for p in allowed.structured_content["probes"]] == ["surface"]
    bad = _session("--allow-probes")(lambda s: s.call_tool("probe", {"target": "local", "only": ["x_ray"]}))
    assert bad.is_error


def test_the_server_exits_cleanly_when_stdin_closes() -> None:
    hello = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
    }
    done = subprocess.run(
        [sys.executable, "-m", "errors", "mcp"],
        input=json.dumps(hello) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    reply = json.loads(done.stdout.splitlines()[0])
    assert reply["id"] == 1 and reply["result"]["serverInfo"]["name"] == "sandbox-errors"
    assert "Traceback" not in done.stderr


def test_without_the_extra_the_command_says_how_to_install_it(tmp_path: Path) -> None:
    # A stand-in `mcp` that fails to import, first on the path: the command must explain, not crash.
    (tmp_path / "mcp").mkdir()
    (tmp_path / "mcp" / "__init__.py").write_text("raise ImportError('no mcp here')\n")
    done = subprocess.run(
        [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(tmp_path)!r}); "
         "from errors.cli import main; main(['mcp'])"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and "pip install 'sandbox-errors[mcp]'" in done.stderr
