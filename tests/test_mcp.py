"""The MCP server, through the official SDK's own stdio client against ``sandbox-errors mcp`` as a subprocess,
and through raw JSON-RPC lines where the test is about the wire itself (bad lines, the client leaving)."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

mcp = pytest.importorskip("mcp", reason="the MCP tests need the optional extra: pip install 'sandbox-errors[mcp]'")

import anyio  # noqa: E402
import jsonschema  # noqa: E402
import mcp_types as types  # noqa: E402
from mcp import ClientSession  # noqa: E402
from mcp.client.stdio import StdioServerParameters, stdio_client  # noqa: E402
from mcp.shared.exceptions import MCPError  # noqa: E402
from mcp_helpers import ERROR_LINE, TRACE, catalog, dense_log, mcp_server_cache, server_env  # noqa: E402

from errors.diagnosis import diagnose  # noqa: E402
from errors.entry_markdown import entry_markdown  # noqa: E402

__all__ = ["mcp_server_cache"]  # a fixture, imported to be used
HELLO = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}
SERVER = [sys.executable, "-m", "errors", "mcp"]


def _session(
    *flags: str, cwd: Path | None = None, env: dict[str, str] | None = None, **client: Any
) -> Callable[[Callable[[ClientSession], Awaitable[Any]]], Any]:
    """Run ``body(session)`` against a fresh server started with ``flags``; return what it returns."""

    def run(body: Callable[[ClientSession], Awaitable[Any]]) -> Any:
        async def main() -> Any:
            params = StdioServerParameters(
                command=sys.executable, args=SERVER[1:] + list(flags), cwd=cwd, env=env or server_env()
            )
            async with stdio_client(params) as (read, write), ClientSession(read, write, **client) as session:
                await session.initialize()
                return await body(session)

        return anyio.run(main)

    return run


class Raw:
    """The server as a subprocess spoken to in raw JSON-RPC lines."""

    def __init__(self, *flags: str, cwd: Path | None = None) -> None:
        self.proc = subprocess.Popen(
            SERVER + list(flags), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd,
            env=server_env(),
        )
        self._buffer = b""

    def send(self, message: dict[str, Any] | bytes) -> None:
        assert self.proc.stdin is not None
        data = message if isinstance(message, bytes) else json.dumps(message).encode() + b"\n"
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def recv(self, timeout: float = 30) -> dict[str, Any]:
        assert self.proc.stdout is not None
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.proc.stdout], [], [], left)[0]:
                raise AssertionError(f"no reply within {timeout} s")
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                raise AssertionError("the server closed its output")
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        reply: dict[str, Any] = json.loads(line)
        return reply

    def recv_reply(self, request_id: Any, timeout: float = 30) -> dict[str, Any]:
        """The reply to ``request_id``, skipping notifications (progress) on the way."""
        while True:
            message = self.recv(timeout)
            if message.get("id") == request_id and "method" not in message:
                return message

    def start(self) -> None:
        self.send(HELLO)
        assert self.recv()["id"] == 1
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stderr(self) -> str:
        assert self.proc.stderr is not None
        return self.proc.stderr.read().decode(errors="replace")

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)


def _call(request_id: int, name: str, arguments: dict[str, Any], progress: bool = False) -> dict[str, Any]:
    params: dict[str, Any] = {"name": name, "arguments": arguments}
    if progress:
        params["_meta"] = {"progressToken": f"p{request_id}"}
    return {"jsonrpc": "2.0", "id": request_id, "method": "tools/call", "params": params}


Body = Callable[[ClientSession], Awaitable[Any]]


@pytest.fixture(scope="module")
def shared_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("mcp-shared-root")


@pytest.fixture(scope="module")
def server(shared_root: Path) -> Iterator[Callable[[Body], Any]]:
    """One server with the default flags (its scan root: ``shared_root``) for the tests that only call it:
    ``server(body)`` runs ``body(session)`` against it. (Each server start costs a second or two of CPU.)"""

    @asynccontextmanager
    async def connected() -> Any:
        args = [*SERVER[1:], "--scan-root", str(shared_root)]
        params = StdioServerParameters(command=sys.executable, args=args, env=server_env())
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            yield session

    with anyio.from_thread.start_blocking_portal() as portal, portal.wrap_async_context_manager(connected()) as session:
        yield lambda body: portal.call(body, session)


def _size(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False))


# -- what the tools declare --


def test_tools_declare_titles_annotations_descriptions_enums_and_output_schemas(server: Callable[[Body], Any]) -> None:
    async def body(session: ClientSession) -> Any:
        return (await session.list_tools()).tools

    tools = {t.name: t for t in server(body)}
    shipped = catalog()
    assert set(tools) == {"diagnose", "explain", "search", "list", "scan", "probe"}
    for tool in tools.values():
        assert tool.title and tool.description and tool.annotations is not None
        assert tool.input_schema["type"] == "object" and tool.input_schema["additionalProperties"] is False
        assert all(p.get("description") for p in tool.input_schema["properties"].values()), tool.name
        assert tool.output_schema is not None and tool.output_schema["type"] == "object"
        jsonschema.Draft202012Validator.check_schema(tool.output_schema)
        read_only = tool.name != "probe"
        assert tool.annotations.read_only_hint is read_only, tool.name
        assert tool.annotations.open_world_hint is (not read_only), tool.name
        assert tool.annotations.idempotent_hint is read_only, tool.name
    assert tools["diagnose"].input_schema["required"] == ["text"]
    listing = tools["list"].input_schema["properties"]
    assert listing["capability"]["enum"] == [c.key for c in shipped.capabilities]
    assert {"e2b", "@mastra/e2b", "daytona", "@mastra/daytona"} <= set(listing["package"]["enum"])
    assert "surface" in tools["probe"].input_schema["properties"]["only"]["items"]["enum"]


# -- compact typed results --


def test_diagnose_answers_a_compact_summary_with_the_fix_and_every_error_with_its_line(
    server: Callable[[Body], Any],
) -> None:
    two = TRACE + "Error: Command timed out after 5000ms\n"

    async def body(session: ClientSession) -> Any:
        return await session.call_tool("diagnose", {"text": TRACE}), await session.call_tool("diagnose", {"text": two})

    from errors.mcp_results import diagnose_summary

    one, both = server(body)
    shipped = catalog()
    full = diagnose(TRACE)
    assert not one.is_error
    assert one.structured_content == json.loads(json.dumps(diagnose_summary(full, shipped)))
    top = one.structured_content["matches"][0]
    assert (top["id"], top["values"], top["line"]) == (
        "session-setup-without-execute-command",
        {"sandbox_id": "proj-7f3a"},
        2,
    )
    assert top["resource"] == "sandbox-errors://errors/session-setup-without-execute-command"
    assert top["fix"]["title"] and top["fix"]["example"]["after"] and top["meaning"]
    # The internal record (evidence, sources' provenance, history) stays behind the resource.
    assert "entry" not in top and _size(one.structured_content) < _size(full) / 3
    text = one.content[0].text
    assert "`sandbox_id`: `proj-7f3a`" in text and top["docs_url"] in text and "```" in text
    # Two errors in one log: each with its line, the second not called a "candidate".
    lines = {m["id"]: m.get("line") for m in both.structured_content["matches"]}
    assert lines["session-setup-without-execute-command"] == 2
    assert any(line == 7 for line in lines.values()), lines
    assert "Also in this text" in both.content[0].text and "line 7" in both.content[0].text
    assert "candidate" not in both.content[0].text.lower()


def test_explain_by_id_class_and_message_keeps_the_values_and_resources_page(server: Callable[[Body], Any]) -> None:
    shipped = catalog()
    entry = shipped.get("session-setup-without-execute-command")

    async def body(session: ClientSession) -> Any:
        by_id = await session.call_tool("explain", {"query": entry.id})
        by_class = await session.call_tool("explain", {"query": f"errors.{entry.exception}"})
        by_message = await session.call_tool("explain", {"query": TRACE})
        pages, cursor = [], None
        while True:
            page = await session.list_resources(params=types.PaginatedRequestParams(cursor=cursor))
            pages.append(page)
            if page.next_cursor is None:
                break
            cursor = page.next_cursor
        templates = await session.list_resource_templates()
        completed = await session.complete(
            types.ResourceTemplateReference(uri="sandbox-errors://errors/{id}"), {"name": "id", "value": "session-se"}
        )
        as_json = await session.read_resource(f"sandbox-errors://errors/{entry.id}")
        as_md = await session.read_resource(f"sandbox-errors://errors/{entry.id}.md")
        try:
            await session.list_resources(params=types.PaginatedRequestParams(cursor="nonsense"))
            bad_cursor = None
        except MCPError as exc:
            bad_cursor = exc.message
        return by_id, by_class, by_message, pages, templates, completed, as_json, as_md, bad_cursor

    from errors.mcp_results import entry_detail

    by_id, by_class, by_message, pages, templates, completed, as_json, as_md, bad_cursor = server(body)
    detail = json.loads(json.dumps(entry_detail(entry, shipped)))
    assert by_id.structured_content == by_class.structured_content == detail
    assert "evidence" not in detail and detail["fixes"][0]["example"]["before"]
    assert by_message.structured_content["match"]["values"] == {"sandbox_id": "proj-7f3a"}
    assert "`sandbox_id` = `proj-7f3a`" in by_message.content[0].text
    listed = [r for page in pages for r in page.resources]
    assert len(pages) > 1 and all(len(p.resources) <= 100 for p in pages)
    assert [r.name for r in listed] == [e.id for e in shipped.entries]
    assert all(r.description and e.message in r.description for r, e in zip(listed, shipped.entries, strict=True))
    assert {t.uri_template for t in templates.resource_templates} == {
        "sandbox-errors://errors/{id}",
        "sandbox-errors://errors/{id}.md",
    }
    assert all(t.description for t in templates.resource_templates)
    assert entry.id in completed.completion.values and all("session-se" in v for v in completed.completion.values)
    record = json.loads(json.dumps(shipped.record(entry)))
    assert json.loads(as_json.contents[0].text) == record and as_json.contents[0].mime_type == "application/json"
    assert as_md.contents[0].text == entry_markdown(shipped, entry)
    assert bad_cursor and "cursor" in bad_cursor


def test_search_forgives_a_typo_and_reads_a_pasted_message(server: Callable[[Body], Any]) -> None:
    async def body(session: ClientSession) -> Any:
        typo = await session.call_tool("search", {"query": "execteCommand"})
        pasted = await session.call_tool("search", {"query": "Sandbox 'abc-123' cannot run the session setup"})
        return typo, pasted

    typo, pasted = server(body)
    ids = [r["id"] for r in typo.structured_content["results"]]
    assert "sandbox-does-not-support-execute-command" in ids
    assert pasted.structured_content["diagnosis"]["id"] == "session-setup-without-execute-command"
    assert pasted.structured_content["results"][0]["id"] == "session-setup-without-execute-command"
    assert _size(pasted.structured_content) < 6_000  # was 20,901: every result carried the whole record


def test_list_filters_pages_and_takes_short_package_names(server: Callable[[Body], Any]) -> None:
    async def body(session: ClientSession) -> Any:
        return (
            await session.call_tool("list", {"capability": "mount"}),
            await session.call_tool("list", {}),
            await session.call_tool("list", {"package": "e2b", "limit": 500}),
            await session.call_tool("list", {"package": "daytona"}),
            await session.call_tool("list", {"package": "teleport-sdk"}),
        )

    mounts, everything, e2b, daytona, unknown = server(body)
    shipped = catalog()
    assert [e["id"] for e in mounts.structured_content["entries"]] == [
        e.id for e in shipped.entries if e.capability == "mount"
    ]
    page = everything.structured_content
    assert page["total"] == len(shipped.entries) and len(page["entries"]) == 100 and page["next_offset"] == 100
    assert _size(page) < 20_000  # was 123,805 for the whole catalog at once
    assert {e["package"] for e in e2b.structured_content["entries"]} == {"e2b", "@mastra/e2b"}
    assert e2b.structured_content["total"] == sum(e.package in ("e2b", "@mastra/e2b") for e in shipped.entries)
    assert {e["package"] for e in daytona.structured_content["entries"]} == {"@mastra/daytona"}
    assert unknown.is_error and "@mastra/e2b" in unknown.content[0].text and "daytona" in unknown.content[0].text


def test_scan_reads_a_log_in_its_roots_compactly(server: Callable[[Body], Any], shared_root: Path) -> None:
    log = shared_root / "ci.log"
    log.write_text("starting\n" + TRACE + "npm ERR! failed: ECONNRESET\n" + ERROR_LINE.format(1) * 500)

    async def body(session: ClientSession) -> Any:
        return await session.call_tool("scan", {"path": "ci.log"})

    scanned = server(body)  # a relative path is read from the first root
    summary = scanned.structured_content
    assert summary["path"] == str(log.resolve()) and summary["findings"] == 501
    group = summary["errors"][0]
    assert (group["id"], group["count"], group["lines"][0]) == ("session-setup-without-execute-command", 501, 3)
    assert len(group["lines"]) == 20 and len(group["occurrences"]) == 3  # capped, and still counted
    assert group["occurrences"][0]["values"] == {"sandbox_id": "proj-7f3a"}
    assert _size(summary) < 3_000
    assert "501 catalogued errors" in scanned.content[0].text


# -- bad input --


def test_bad_input_is_a_tool_error_and_the_server_keeps_answering(
    server: Callable[[Body], Any], shared_root: Path
) -> None:
    tmp_path = shared_root / "bad"
    tmp_path.mkdir()
    (tmp_path / "log.gz").write_bytes(b"\x1f\x8b\x08\x00" + bytes(range(256)) * 8)
    (tmp_path / "image.bin").write_bytes(bytes(range(256)) * 64)

    async def body(session: ClientSession) -> Any:
        out = {
            "not a string": await session.call_tool("diagnose", {"text": 42}),
            "top 0": await session.call_tool("diagnose", {"text": "x", "top": 0}),
            "blank": await session.call_tool("diagnose", {"text": "   "}),
            "unknown argument": await session.call_tool("list", {"colour": "red"}),
            "unknown capability": await session.call_tool("list", {"capability": "teleport"}),
            "folder": await session.call_tool("scan", {"path": str(tmp_path)}),
            "missing": await session.call_tool("scan", {"path": str(tmp_path / "missing.log")}),
            "gzip": await session.call_tool("scan", {"path": str(tmp_path / "log.gz")}),
            "binary": await session.call_tool("scan", {"path": str(tmp_path / "image.bin")}),
            "nothing": await session.call_tool("explain", {"query": "nothing like any catalogued message at all"}),
        }
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

    out, unknown, missing, still = server(body)
    texts = {k: r.content[0].text for k, r in out.items()}
    assert all(r.is_error for r in out.values()), texts
    assert "`text` must be a string" in texts["not a string"] and "from 1 to 10" in texts["top 0"]
    assert "unknown argument colour" in texts["unknown argument"] and "executeCommand" in texts["unknown capability"]
    assert "not a regular file" in texts["folder"] and "cannot read" in texts["missing"]
    assert "binary" in texts["gzip"] and "binary" in texts["binary"]
    assert unknown and "teleport" in unknown
    assert missing and "no-such-entry" in missing
    assert not still.is_error


def test_probe_needs_the_opt_in(server: Callable[[Body], Any]) -> None:
    async def body(session: ClientSession) -> Any:
        return await session.call_tool("probe", {"target": "local", "only": ["surface"]})

    refused = server(body)
    assert refused.is_error and "--allow-probes" in refused.content[0].text

    async def allowed_and_bad(session: ClientSession) -> Any:
        return await body(session), await session.call_tool("probe", {"target": "local", "only": ["x_ray"]})

    allowed, bad = _session("--allow-probes")(allowed_and_bad)
    assert not allowed.is_error, allowed.content[0].text
    assert [p["name"] for p in allowed.structured_content["probes"]] == ["surface"]
    assert bad.is_error and "surface" in bad.content[0].text


# -- scan stays in the workspace and redacts --


def test_scan_reads_only_inside_its_roots_and_redacts_values(tmp_path: Path) -> None:
    inside, outside = tmp_path / "workspace", tmp_path / "elsewhere"
    inside.mkdir()
    outside.mkdir()
    secret = "sk-live-5f1e2d3c4b5a69788796"
    (inside / "ci.log").write_text(ERROR_LINE.format(1).replace("box-1", secret))
    (outside / "other.log").write_text(TRACE)
    (inside / "escape.log").symlink_to(outside / "other.log")
    (inside / "environ").symlink_to("/proc/self/environ")

    async def body(session: ClientSession) -> Any:
        return {
            name: await session.call_tool("scan", {"path": path})
            for name, path in [
                ("environ", "/proc/self/environ"),
                ("linked environ", "environ"),
                ("outside", str(outside / "other.log")),
                ("dot-dot", "../elsewhere/other.log"),
                ("symlink out", "escape.log"),
                ("inside", "ci.log"),
            ]
        }

    # The client declares its workspace as its only root: the server asks for the roots and keeps to them.
    async def roots(_context: Any) -> types.ListRootsResult:
        return types.ListRootsResult(roots=[types.Root(uri=inside.as_uri())])

    env = server_env(DEPLOY_API_TOKEN=secret)
    out = _session(cwd=outside, env=env, list_roots_callback=roots)(body)
    for name in ("environ", "linked environ", "outside", "dot-dot", "symlink out"):
        assert out[name].is_error and "outside the folders scan may read" in out[name].content[0].text, name
    found = out["inside"].structured_content["errors"][0]["occurrences"][0]["values"]
    assert found == {"sandbox_id": "***"}
    assert secret not in json.dumps(out["inside"].structured_content) + out["inside"].content[0].text
    # Without roots from the client, the server's working folder is the one it may read.
    alone = _session(cwd=inside, env=env)(lambda s: s.call_tool("scan", {"path": str(outside / "other.log")}))
    assert alone.is_error and "outside" in alone.content[0].text


# -- the wire: every line answered, the client's leaving honoured --


def test_a_line_the_sdk_cannot_parse_still_gets_an_error_reply() -> None:
    server = Raw()
    try:
        server.start()
        server.send(b"{this is not json\n")
        not_json = server.recv()
        server.send(b'{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "diagnose", '
                    b'"arguments": {"text": "bad \\ud800 surrogate"}}}\n')
        surrogate = server.recv()
        server.send(b'{"jsonrpc": "2.0", "id": 8, "method": 5}\n')
        shapeless = server.recv()
        server.send({"jsonrpc": "2.0", "id": 9, "method": "ping"})
        still = server.recv()
    finally:
        server.kill()
    assert not_json["id"] is None and not_json["error"]["code"] == -32700
    assert (surrogate["id"], surrogate["error"]["code"]) == (7, -32700)
    assert "surrogate" in surrogate["error"]["message"]
    assert shapeless["id"] == 8 and shapeless["error"]["code"] == -32600
    assert still == {"jsonrpc": "2.0", "id": 9, "result": {}}


def _scanning(server: Raw, log: Path) -> None:
    """Start a scan of ``log`` and wait until it is under way (its first progress notification)."""
    server.start()
    server.send(_call(2, "scan", {"path": str(log)}, progress=True))
    message = server.recv(60)
    assert message.get("method") == "notifications/progress", f"the scan ended before it was under way: {message}"


def test_the_server_exits_when_stdin_closes_during_a_long_scan(tmp_path: Path) -> None:
    log = dense_log(tmp_path / "dense.log", 20_000)  # tens of seconds of scanning
    server = Raw("--scan-root", str(tmp_path))
    try:
        _scanning(server, log)
        assert server.proc.stdin is not None
        server.proc.stdin.close()
        closed = time.monotonic()
        server.proc.wait(15)
        took = time.monotonic() - closed
    finally:
        server.kill()
    assert took < 4, f"still running {took:.1f} s after stdin closed"
    assert server.proc.returncode == 0 and "Traceback" not in server.stderr()


def test_ctrl_c_stops_the_server_during_a_long_scan(tmp_path: Path) -> None:
    log = dense_log(tmp_path / "dense.log", 20_000)
    server = Raw("--scan-root", str(tmp_path))
    try:
        _scanning(server, log)
        server.proc.send_signal(signal.SIGINT)
        sent = time.monotonic()
        server.proc.wait(15)
        took = time.monotonic() - sent
    finally:
        server.kill()
    assert took < 4, f"still running {took:.1f} s after SIGINT"
    assert server.proc.returncode == 130 and "Traceback" not in server.stderr()


def test_a_cancelled_scan_stops_working_and_the_server_goes_on(tmp_path: Path) -> None:
    log = dense_log(tmp_path / "dense.log", 20_000)  # about 20 s of CPU to scan whole
    server = Raw("--scan-root", str(tmp_path))
    try:
        _scanning(server, log)
        server.send({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 2}})
        # The scan stops at the end of the block it is matching: within 10 s (on a busy machine) the server
        # must fall quiet, a whole second without CPU to speak of; a scan that went on would use it all.
        cancelled, quiet = time.monotonic(), None
        while quiet is None and time.monotonic() - cancelled < 10:
            before = server.cpu_seconds()
            time.sleep(1)
            if server.cpu_seconds() - before < 0.05:
                quiet = time.monotonic() - cancelled
        server.send({"jsonrpc": "2.0", "id": 3, "method": "ping"})
        pong = server.recv_reply(3)
    finally:
        server.kill()
    assert quiet is not None, "the cancelled scan was still using CPU 10 s later"
    assert pong["result"] == {}


def test_a_client_that_stops_reading_ends_the_server_quietly(tmp_path: Path) -> None:
    server = Raw()
    try:
        server.start()
        assert server.proc.stdout is not None
        server.proc.stdout.close()  # the client is gone: the next reply finds the pipe closed
        server.send({"jsonrpc": "2.0", "id": 2, "method": "ping"})
        server.proc.wait(15)
    finally:
        server.kill()
    stderr = server.stderr()
    assert server.proc.returncode == 0 and "Traceback" not in stderr and "BrokenPipe" not in stderr


# -- start-up --


def test_initialize_is_answered_as_the_sdk_answers_it() -> None:
    """The first initialize is answered before the SDK is imported: the answer must be the SDK's own."""
    from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS

    from errors.mcp_server import build_server
    from errors.mcp_stdio import PROTOCOL_VERSIONS, fast_initialize
    from errors.mcp_tools import ServerOptions

    assert PROTOCOL_VERSIONS == HANDSHAKE_PROTOCOL_VERSIONS
    server, init_options = build_server(catalog(), ServerOptions())

    async def sdk_reply(version: str) -> dict[str, Any]:
        from mcp.shared.message import SessionMessage

        hello = {**HELLO, "params": {**HELLO["params"], "protocolVersion": version}}  # type: ignore[dict-item]
        to_sdk, sdk_reads = anyio.create_memory_object_stream[Any](4)
        sdk_writes, from_sdk = anyio.create_memory_object_stream[Any](4)
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(server.run, sdk_reads, sdk_writes, init_options)
            await to_sdk.send(SessionMessage(types.jsonrpc_message_adapter.validate_python(hello)))
            reply = await from_sdk.receive()
            await to_sdk.aclose()
            tasks.cancel_scope.cancel()
        ours = fast_initialize(hello)
        assert ours is not None
        return {"sdk": json.loads(reply.message.model_dump_json(by_alias=True, exclude_unset=True)), "ours": ours}

    for version in (*HANDSHAKE_PROTOCOL_VERSIONS, "1999-01-01"):
        replies = anyio.run(sdk_reply, version)
        assert replies["ours"] == replies["sdk"], version


def test_the_server_exits_cleanly_when_stdin_closes() -> None:
    done = subprocess.run(
        SERVER,
        input=json.dumps(HELLO) + "\n" + json.dumps({"jsonrpc": "2.0", "id": 2, "method": "ping"}) + "\n",
        env=server_env(),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    reply = json.loads(done.stdout.splitlines()[0])
    assert reply["id"] == 1 and reply["result"]["serverInfo"]["name"] == "sandbox-errors"
    assert "Traceback" not in done.stderr and "differs" not in done.stderr


def test_without_the_extra_the_command_says_how_to_install_it(tmp_path: Path) -> None:
    # `mcp` blocked (as if not installed), and then `mcp` present but broken: both explain, neither crashes.
    blocked = "import sys; sys.modules['mcp'] = None; from errors.cli import main; main(['mcp'])"
    (tmp_path / "mcp").mkdir()
    (tmp_path / "mcp" / "__init__.py").write_text("raise ImportError('no mcp here')\n")
    broken = f"import sys; sys.path.insert(0, {str(tmp_path)!r}); from errors.cli import main; main(['mcp'])"
    for code in (blocked, broken):
        done = subprocess.run(
            [sys.executable, "-c", code],
            input=json.dumps(HELLO) + "\n",
            env=server_env(),
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert done.returncode == 2 and "pip install 'sandbox-errors[mcp]'" in done.stderr, done.stderr
        assert "Traceback" not in done.stderr
