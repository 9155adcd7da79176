"""``sandbox-errors mcp``: the catalog, diagnose and the probes for AI coding assistants, over MCP.

This module wires :mod:`errors.mcp_tools` (the tools) and the catalog's entries (the resources) to the
official MCP Python SDK's low-level server; :mod:`errors.mcp_stdio` carries it over stdin and stdout. It imports
the SDK at the top, so it is imported only once the first message is in (the SDK costs most of a second).

- Tools run on daemon threads, so the event loop keeps answering (pings, cancellations) and a call the
  client has given up on cannot keep the process alive. A cancelled call is told to stop (``scan`` stops
  between the blocks it reads). With a ``progressToken``, ``scan`` reports the bytes it has read and the other
  tools send a heartbeat every second while they work.
- ``scan`` reads files inside the server's ``--scan-root`` folders; without them, inside the client's roots
  (asked with ``roots/list`` when the client declares roots), else inside the server's working folder.
- Resources: every entry, ``sandbox-errors://errors/{id}`` (its JSON record), listed a page at a time, and two
  templates, ``sandbox-errors://errors/{id}`` and ``sandbox-errors://errors/{id}.md`` (Markdown), whose ``{id}``
  the server completes (``completion/complete``).
"""

from __future__ import annotations

import json
import sys
import threading
import time
import traceback
import warnings
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import unquote, urlparse

import anyio
import anyio.lowlevel
import mcp_types as types
from mcp.server.lowlevel import Server
from mcp.server.models import InitializationOptions
from mcp.shared.exceptions import MCPError

from . import __version__
from .catalog import Catalog
from .mcp_results import URI_PREFIX
from .mcp_stdio import INSTRUCTIONS, SERVER_NAME
from .mcp_tools import Call, ServerOptions, ToolResult, call_tool, tool_specs

RESOURCE_PAGE = 100
MAX_COMPLETIONS = 100  # the protocol's limit on completion values
HEARTBEAT_SECONDS = 1.0
PROGRESS_EVERY_SECONDS = 0.25
ROOTS_TIMEOUT_SECONDS = 5.0
TEMPLATES = (
    (f"{URI_PREFIX}{{id}}", "entry", "A catalogued error: its full record", "application/json"),
    (f"{URI_PREFIX}{{id}}.md", "entry-markdown", "A catalogued error, as a Markdown document", "text/markdown"),
)

T = TypeVar("T")


def resource_text(catalog: Catalog, uri: str) -> tuple[str, str]:
    """``(mime type, text)`` of a resource URI; ``KeyError`` when there is no such resource."""
    from .entry_markdown import entry_markdown

    if not uri.startswith(URI_PREFIX):
        raise KeyError(uri)
    rest = uri[len(URI_PREFIX) :]
    entry_id = rest.removesuffix(".md")
    if entry_id not in catalog:
        raise KeyError(uri)
    entry = catalog.get(entry_id)
    if rest.endswith(".md"):
        return "text/markdown", entry_markdown(catalog, entry)
    return "application/json", json.dumps(catalog.record(entry), ensure_ascii=False, indent=2)


def complete_id(catalog: Catalog, value: str) -> tuple[list[str], int]:
    """Entry ids for a template's ``{id}``: those that start with ``value``, then those that hold it."""
    value = value.strip().lower()
    starts = [e.id for e in catalog.entries if e.id.startswith(value)]
    holds = [e.id for e in catalog.entries if value in e.id and not e.id.startswith(value)]
    found = starts + holds
    return found[:MAX_COMPLETIONS], len(found)


def _page_start(params: types.PaginatedRequestParams | None, total: int) -> int:
    cursor = params.cursor if params is not None else None
    if cursor is None:
        return 0
    if not cursor.isdigit() or int(cursor) >= total:
        raise MCPError(types.INVALID_PARAMS, f"invalid cursor {cursor!r}: pass the nextCursor of a listing")
    return int(cursor)


def _file_roots(uris: list[str]) -> tuple[Path, ...]:
    out = []
    for uri in uris:
        parsed = urlparse(uri)
        if parsed.scheme == "file" and parsed.netloc in ("", "localhost"):
            out.append(Path(unquote(parsed.path)).resolve())
    return tuple(out)


async def _scan_roots(ctx: Any, options: ServerOptions) -> tuple[Path, ...]:
    """The folders scan may read: the server's --scan-root folders when given, else the client's roots when it
    declares them, else the server's working folder."""
    if options.scan_roots:
        return tuple(Path(r).resolve() for r in options.scan_roots)
    capabilities = ctx.session.client_capabilities
    if capabilities is not None and capabilities.roots is not None:
        try:
            with anyio.fail_after(ROOTS_TIMEOUT_SECONDS), warnings.catch_warnings():
                warnings.simplefilter("ignore")  # roots are deprecated by the 2026-07-28 revision, not by ours
                listed = await ctx.session.list_roots()
            roots = _file_roots([str(r.uri) for r in listed.roots])
            if roots:
                return roots
        except Exception:  # a client that cannot answer keeps the default
            pass
    return (Path.cwd().resolve(),)


async def _in_daemon_thread(work: Callable[[], T], cancelled: threading.Event) -> T:
    """Run ``work`` on a daemon thread and wait for it; if this wait is cancelled, tell the work to stop."""
    token = anyio.lowlevel.current_token()
    done = anyio.Event()
    outcome: list[tuple[bool, Any]] = []

    def target() -> None:
        try:
            outcome.append((True, work()))
        except BaseException as exc:  # handed to the waiting task
            outcome.append((False, exc))
        finally:
            try:
                anyio.from_thread.run_sync(done.set, token=token)
            except anyio.RunFinishedError:
                pass

    threading.Thread(target=target, name="sandbox-errors-tool", daemon=True).start()
    try:
        await done.wait()
    finally:
        if not outcome:
            cancelled.set()
    ok, value = outcome[0]
    if ok:
        return value  # type: ignore[no-any-return]
    raise value


class _Progress:
    """Progress of one call for the client: from the tool's thread (throttled), or a heartbeat while it works."""

    def __init__(self, ctx: Any, token: Any) -> None:
        self._ctx, self._token, self._loop = ctx, token, anyio.lowlevel.current_token()
        self._last, self._done, self._reported, self._beats = 0.0, -1.0, False, 0
        self.stopped = False  # the call is over (answered or cancelled): its token may no longer be used

    def from_tool(self, done: float, total: float | None, message: str | None) -> None:
        now = time.monotonic()
        if self._token is None or self.stopped or done <= self._done:  # progress must increase every time
            return
        if now - self._last < PROGRESS_EVERY_SECONDS and done != total:
            return
        self._last, self._done, self._reported = now, done, True
        try:
            anyio.from_thread.run(self._ctx.session.report_progress, done, total, message, token=self._loop)
        except anyio.RunFinishedError:
            pass

    async def heartbeat(self, name: str) -> None:
        if self._token is None:
            return
        started = time.monotonic()
        while True:
            await anyio.sleep(HEARTBEAT_SECONDS)
            if not self._reported:  # the tool reports no progress of its own: say it is still at work
                self._beats += 1
                await self._ctx.session.report_progress(
                    self._beats, None, f"{name}: working ({time.monotonic() - started:.0f} s)"
                )


def build_server(catalog: Catalog, options: ServerOptions) -> tuple[Server[Any], InitializationOptions]:
    """The SDK server for ``catalog``, and the options it answers ``initialize`` with."""
    specs = tool_specs(catalog, options)

    async def list_tools(_ctx: Any, _params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[types.Tool.model_validate(s.listing()) for s in specs])

    async def on_call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        if not any(s.name == params.name for s in specs):
            raise MCPError(types.INVALID_PARAMS, f"no tool named {params.name!r}: see tools/list")
        meta = (ctx.params or {}).get("_meta") or {}
        progress = _Progress(ctx, meta.get("progressToken") if isinstance(meta, dict) else None)
        roots = await _scan_roots(ctx, options) if params.name == "scan" else ()
        call = Call(roots=roots, progress=progress.from_tool)
        work = partial(call_tool, specs, catalog, options, params.name, params.arguments, call)
        async with anyio.create_task_group() as beats:
            beats.start_soon(progress.heartbeat, params.name)
            try:
                result = await _in_daemon_thread(work, call.cancelled)
            except Exception as exc:  # a bug: the model is told, the log gets the traceback
                traceback.print_exception(exc, file=sys.stderr)
                result = ToolResult(f"{params.name}: internal error: {type(exc).__name__}: {exc}", is_error=True)
            finally:
                progress.stopped = True
                beats.cancel_scope.cancel()
        return types.CallToolResult(
            content=[types.TextContent(text=result.text)],
            structured_content=result.structured,
            is_error=result.is_error,
        )

    async def list_resources(_ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListResourcesResult:
        start = _page_start(params, len(catalog.entries))
        page = catalog.entries[start : start + RESOURCE_PAGE]
        end = start + len(page)
        return types.ListResourcesResult(
            resources=[
                types.Resource(
                    uri=f"{URI_PREFIX}{e.id}",
                    name=e.id,
                    title=e.title,
                    description=f"{e.package} throws: {e.message}",
                    mime_type="application/json",
                )
                for e in page
            ],
            next_cursor=str(end) if end < len(catalog.entries) else None,
        )

    async def list_templates(_ctx: Any, _params: Any) -> types.ListResourceTemplatesResult:
        return types.ListResourceTemplatesResult(
            resource_templates=[
                types.ResourceTemplate(
                    uri_template=uri,
                    name=name,
                    title=title,
                    description=f"{title}, by its id (such as session-setup-without-execute-command): "
                    "the id diagnose, search and list give; completion/complete suggests ids.",
                    mime_type=mime,
                )
                for uri, name, title, mime in TEMPLATES
            ]
        )

    async def read_resource(_ctx: Any, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        try:
            mime, text = resource_text(catalog, str(params.uri))
        except KeyError:
            raise MCPError(types.INVALID_PARAMS, f"no resource {params.uri}: see resources/list") from None
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=params.uri, mime_type=mime, text=text)]
        )

    async def complete(_ctx: Any, params: types.CompleteRequestParams) -> types.CompleteResult:
        ref = params.ref
        if (
            isinstance(ref, types.ResourceTemplateReference)
            and ref.uri in {uri for uri, *_ in TEMPLATES}
            and params.argument.name == "id"
        ):
            values, total = complete_id(catalog, params.argument.value)
            return types.CompleteResult(
                completion=types.Completion(values=values, total=total, has_more=total > len(values))
            )
        return types.CompleteResult(completion=types.Completion(values=[]))

    server: Server[Any] = Server(
        SERVER_NAME,
        version=__version__,
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=on_call_tool,
        on_list_resources=list_resources,
        on_list_resource_templates=list_templates,
        on_read_resource=read_resource,
        on_completion=complete,
    )
    return server, server.create_initialization_options()
