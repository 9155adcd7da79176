"""``sandbox-errors mcp``: the catalog, diagnose and the probes for AI coding assistants, over MCP (stdio).

Built on the official MCP Python SDK (``pip install 'sandbox-errors[mcp]'``). Each tool's structured result is
the record the CLI's ``--json`` prints for the same input; its text result is short Markdown an assistant can
quote. Entries are resources too: ``sandbox-errors://errors/<id>`` (the JSON record) and
``sandbox-errors://errors/<id>.md`` (Markdown).

Tools: ``diagnose(text, top?)``, ``explain(query)`` (an id, a class name or a message), ``search(query)``,
``list(capability?, package?)``, ``scan(path)`` (a log file the user names) and ``probe(target, project?,
only?)``. ``probe`` runs only when the server was started with ``allow_probes`` (``--allow-probes``), and it
starts or destroys a sandbox only with the server's ``allow_create`` / ``allow_destroy``, as the CLI does.
Bad input is a tool error (``isError``), never a crashed server; what a probe prints is redacted.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .catalog import Catalog

URI_PREFIX = "sandbox-errors://errors/"
MAX_TEXT_CHARS = 50_000_000  # a pasted log: diagnose keeps the end of longer text itself
MAX_SCAN_BYTES = 2 * 1024**3


class ToolInputError(Exception):
    """The tool was called with input it cannot use; the message says what to change."""


@dataclass(frozen=True)
class ServerOptions:
    allow_probes: bool = False
    allow_create: bool = False
    allow_destroy: bool = False
    probe_timeout: float = 120.0


@dataclass(frozen=True)
class ToolResult:
    structured: dict[str, Any]
    text: str


@dataclass(frozen=True)
class ToolSpec:
    name: str
    description: str
    input_schema: dict[str, Any]
    run: Callable[[Catalog, ServerOptions, dict[str, Any]], ToolResult]


def _string(args: dict[str, Any], name: str, *, required: bool = True, max_chars: int = 10_000) -> str | None:
    value = args.get(name)
    if value is None and not required:
        return None
    if not isinstance(value, str) or (required and not value.strip()):
        raise ToolInputError(f"`{name}` must be a non-empty string")
    if len(value) > max_chars:
        raise ToolInputError(f"`{name}` is longer than {max_chars} characters")
    return value


def _int(args: dict[str, Any], name: str, default: int, low: int, high: int) -> int:
    value = args.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ToolInputError(f"`{name}` must be a whole number from {low} to {high}")
    return value


def _diagnose(catalog: Catalog, _options: ServerOptions, args: dict[str, Any]) -> ToolResult:
    from .diagnosis import diagnose
    from .entry_markdown import diagnosis_markdown

    text = _string(args, "text", max_chars=MAX_TEXT_CHARS)
    assert text is not None
    result = diagnose(text, catalog, top=_int(args, "top", 3, 1, 10))
    return ToolResult(result, diagnosis_markdown(catalog, result))


def _explain(catalog: Catalog, _options: ServerOptions, args: dict[str, Any]) -> ToolResult:
    from .entry_markdown import entry_markdown
    from .lookup import lookup

    query = _string(args, "query", max_chars=MAX_TEXT_CHARS)
    assert query is not None
    found = lookup(catalog, query)
    if found is None:
        raise ToolInputError("no entry has that id or class name, and no catalogued message matches that text")
    return ToolResult(catalog.record(found.entry), entry_markdown(catalog, found.entry))


def _search(catalog: Catalog, _options: ServerOptions, args: dict[str, Any]) -> ToolResult:
    from .search import search

    query = _string(args, "query")
    assert query is not None
    result = search(catalog, query, limit=_int(args, "limit", 10, 1, 50))
    if not result["results"]:
        return ToolResult(result, f"No entry matches {query!r}.")
    lines = [f"- `{r['id']}`: {r['title']} ({r['docs_url']})" for r in result["results"]]
    head = f"Your error is `{result['diagnosis']['id']}`.\n\n" if result["diagnosis"] else ""
    return ToolResult(result, head + "\n".join(lines) + "\n")


def _list(catalog: Catalog, _options: ServerOptions, args: dict[str, Any]) -> ToolResult:
    capability = _string(args, "capability", required=False)
    package = _string(args, "package", required=False)
    keys = {c.key for c in catalog.capabilities}
    if capability is not None and capability not in keys:
        raise ToolInputError(f"unknown capability {capability!r}; known: {', '.join(sorted(keys))}")
    entries = [
        e
        for e in catalog.entries
        if (capability is None or e.capability == capability) and (package is None or e.package == package)
    ]
    records = [
        {
            "id": e.id,
            "title": e.title,
            "message": e.message,
            "capability": e.capability,
            "package": e.package,
            "docs_url": catalog.docs_url(e.id),
        }
        for e in entries
    ]
    text = "\n".join(f"- `{e.id}`: {e.title}" for e in entries) or "No entries."
    return ToolResult({"entries": records}, text + "\n")


def _scan(catalog: Catalog, _options: ServerOptions, args: dict[str, Any]) -> ToolResult:
    from .scan_report import scan_report

    raw = _string(args, "path", max_chars=4096)
    assert raw is not None
    if "\0" in raw:
        raise ToolInputError("`path` holds a NUL character")
    path = Path(raw).expanduser()
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise ToolInputError(f"cannot read {raw}: {exc.strerror}") from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SCAN_BYTES:
        os.close(fd)
        what = "is not a regular file" if not stat.S_ISREG(info.st_mode) else f"is over {MAX_SCAN_BYTES // 1024**3} GiB"
        raise ToolInputError(f"{raw} {what}")
    try:
        with os.fdopen(fd, "rb") as stream:
            report = scan_report(stream, catalog)
    except OSError as exc:
        raise ToolInputError(f"cannot read {raw}: {exc.strerror}") from None
    if not report["summary"]:
        return ToolResult(report, f"No catalogued error found in {raw}.\n")
    lines = [
        f"- `{g['id']}`: {g['title']}, {g['count']} time{'s' if g['count'] != 1 else ''}, "
        f"first on line {g['lines'][0]} ({g['docs_url']})"
        for g in report["summary"]
    ]
    return ToolResult(report, "\n".join(lines) + "\n")


def _probe(catalog: Catalog, options: ServerOptions, args: dict[str, Any]) -> ToolResult:
    if not options.allow_probes:
        raise ToolInputError(
            "probes are off: they run code against your live sandbox, so the server runs them only when started "
            "with `sandbox-errors mcp --allow-probes` (add --allow-create / --allow-destroy to let them start or "
            "destroy a sandbox)"
        )
    from .probes import TargetError, run_probes, select_probes
    from .probes._redact import redact

    target = _string(args, "target", max_chars=4096)
    project = _string(args, "project", required=False, max_chars=4096)
    only = args.get("only")
    if only is not None and (not isinstance(only, list) or not all(isinstance(n, str) for n in only)):
        raise ToolInputError("`only` must be a list of probe names")
    try:
        select_probes(only)
    except ValueError as exc:
        raise ToolInputError(str(exc)) from None
    assert target is not None
    try:
        report = run_probes(
            target,
            only=only,
            project=project,
            timeout=options.probe_timeout,
            allow_create=options.allow_create,
            allow_destroy=options.allow_destroy,
            catalog=catalog,
        )
    except TargetError as exc:
        raise ToolInputError(redact(str(exc))) from None
    record = report.to_dict()
    lines = [f"- `{p['name']}`: {p['status']}: {p['detail']}" for p in record["probes"]]
    # The report is redacted where it is built; redact the text once more since it is what leaves the machine.
    return ToolResult(record, redact("\n".join(lines)) + "\n")


_OBJECT = "object"
TOOLS: tuple[ToolSpec, ...] = (
    ToolSpec(
        "diagnose",
        "Explain a Mastra sandbox error: paste a message, a stack trace or a whole log. Returns the matching "
        "catalog entries with the values found in the text, the meaning and the first fix.",
        {
            "type": _OBJECT,
            "properties": {
                "text": {"type": "string", "description": "The error message, stack trace or log."},
                "top": {"type": "integer", "minimum": 1, "maximum": 10, "default": 3},
            },
            "required": ["text"],
            "additionalProperties": False,
        },
        _diagnose,
    ),
    ToolSpec(
        "explain",
        "One catalog entry in full (meaning, when it happens, fixes with code, upstream source), by its id "
        "(session-setup-without-execute-command), its Python class name, or a pasted message.",
        {
            "type": _OBJECT,
            "properties": {"query": {"type": "string", "description": "An id, a class name or a message."}},
            "required": ["query"],
            "additionalProperties": False,
        },
        _explain,
    ),
    ToolSpec(
        "search",
        "Search the catalog by words (ids, titles, messages, class names; one typo forgiven) or by a message.",
        {
            "type": _OBJECT,
            "properties": {
                "query": {"type": "string"},
                "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10},
            },
            "required": ["query"],
            "additionalProperties": False,
        },
        _search,
    ),
    ToolSpec(
        "list",
        "The catalogued errors, optionally of one capability (executeCommand, mount, ...) or npm package.",
        {
            "type": _OBJECT,
            "properties": {"capability": {"type": "string"}, "package": {"type": "string"}},
            "additionalProperties": False,
        },
        _list,
    ),
    ToolSpec(
        "scan",
        "Every catalogued error in a log file on this machine (any size), grouped by entry with line numbers.",
        {
            "type": _OBJECT,
            "properties": {"path": {"type": "string", "description": "Path of the log file."}},
            "required": ["path"],
            "additionalProperties": False,
        },
        _scan,
    ),
    ToolSpec(
        "probe",
        "Run capability probes against a live sandbox (mastra:MODULE[#EXPORT] from a project, local, or "
        "ssh://host) to confirm an error's cause. Only when the server was started with --allow-probes.",
        {
            "type": _OBJECT,
            "properties": {
                "target": {"type": "string"},
                "project": {"type": "string", "description": "The Node project the mastra: module is in."},
                "only": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["target"],
            "additionalProperties": False,
        },
        _probe,
    ),
)


def call_tool(catalog: Catalog, options: ServerOptions, name: str, args: dict[str, Any] | None) -> ToolResult:
    """Run one tool; :class:`ToolInputError` for bad input, ``KeyError`` for an unknown tool."""
    spec = next((t for t in TOOLS if t.name == name), None)
    if spec is None:
        raise KeyError(name)
    if args is not None and not isinstance(args, dict):
        raise ToolInputError("arguments must be an object")
    return spec.run(catalog, options, dict(args or {}))


def resource_text(catalog: Catalog, uri: str) -> tuple[str, str]:
    """``(mime type, text)`` of a resource URI; ``KeyError`` when there is no such resource."""
    from .entry_markdown import entry_markdown

    if not uri.startswith(URI_PREFIX):
        raise KeyError(uri)
    rest = uri[len(URI_PREFIX) :]
    markdown = rest.endswith(".md")
    entry_id = rest.removesuffix(".md")
    if entry_id not in catalog:
        raise KeyError(uri)
    entry = catalog.get(entry_id)
    if markdown:
        return "text/markdown", entry_markdown(catalog, entry)
    return "application/json", json.dumps(catalog.record(entry), ensure_ascii=False, indent=2)


def serve(catalog: Catalog, options: ServerOptions) -> None:
    """Serve over stdio until the client closes stdin."""
    import anyio
    import mcp_types as types
    from mcp.server.lowlevel import Server
    from mcp.server.stdio import stdio_server
    from mcp.shared.exceptions import MCPError

    from . import __version__

    async def list_tools(_ctx: Any, _params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(
            tools=[types.Tool(name=t.name, description=t.description, input_schema=t.input_schema) for t in TOOLS]
        )

    async def on_call_tool(_ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        try:
            # Off the event loop: a probe or a big scan takes a while, and the server keeps answering pings.
            result = await anyio.to_thread.run_sync(call_tool, catalog, options, params.name, params.arguments)
        except KeyError:
            raise MCPError(types.METHOD_NOT_FOUND, f"no tool named {params.name!r}") from None
        except ToolInputError as exc:
            return types.CallToolResult(content=[types.TextContent(text=str(exc))], is_error=True)
        return types.CallToolResult(content=[types.TextContent(text=result.text)], structured_content=result.structured)

    async def list_resources(_ctx: Any, _params: Any) -> types.ListResourcesResult:
        resources: list[types.Resource] = []
        for e in catalog.entries:
            resources.append(
                types.Resource(uri=f"{URI_PREFIX}{e.id}", name=e.id, title=e.title, mime_type="application/json")
            )
            resources.append(
                types.Resource(
                    uri=f"{URI_PREFIX}{e.id}.md", name=f"{e.id}.md", title=e.title, mime_type="text/markdown"
                )
            )
        return types.ListResourcesResult(resources=resources)

    async def read_resource(_ctx: Any, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        try:
            mime, text = resource_text(catalog, str(params.uri))
        except KeyError:
            raise MCPError(types.INVALID_PARAMS, f"no resource {params.uri}") from None
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=params.uri, mime_type=mime, text=text)]
        )

    server: Server[Any] = Server(
        "sandbox-errors",
        version=__version__,
        instructions="Explains and diagnoses errors that Mastra sandboxes throw (E2B, Daytona, Vercel, Docker, "
        "local). Call diagnose with the error text first.",
        on_list_tools=list_tools,
        on_call_tool=on_call_tool,
        on_list_resources=list_resources,
        on_read_resource=read_resource,
    )

    async def main() -> None:
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())

    anyio.run(main)
