"""The MCP server's tools: what each takes, what it answers, and how it runs. No SDK here (``errors.mcp_server``
wires these to the protocol), so a tool call is plain Python, run on a worker thread.

Each tool declares an input schema (with a description for every argument and enums where the values are
closed), an output schema (the compact summaries of :mod:`errors.mcp_results`), a title and annotations. The
arguments are checked against the input schema before the tool runs, so an unknown argument or a value out of
range is a tool error that names it, never ignored. Every bad input, a file scan cannot read included, is a
tool error (``isError``) with a message that says what to change.

A long call reports progress and stops when cancelled through its :class:`Call`: ``scan`` between the blocks
it reads, the others before and after their work (diagnose of a 50 MB paste is bounded by diagnose itself).
``scan`` reads only files inside the folders it is given (--scan-root, else the client's roots, else the working folder)
and redacts the values it returns: a log may hold secrets the model never saw.
"""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .catalog import Catalog
from .mcp_results import (
    DIAGNOSE_OUTPUT,
    EXPLAIN_OUTPUT,
    LIST_OUTPUT,
    PROBE_OUTPUT,
    SCAN_OUTPUT,
    SEARCH_OUTPUT,
    ScanSummary,
    diagnose_summary,
    entry_brief,
    entry_detail,
    match_summary,
)

MAX_TEXT_CHARS = 50_000_000  # a pasted log: diagnose keeps the end of longer text itself
MAX_SCAN_BYTES = 2 * 1024**3
SCAN_BLOCK_BYTES = 4 * 1024  # scan reads (and matches) this much at a time: cancellation and progress come between
LIST_PAGE = 100


class ToolInputError(Exception):
    """The tool was called with input it cannot use; the message says what to change."""


class CallCancelled(Exception):
    """The client cancelled the call, or left: the tool stops and nothing is answered."""


@dataclass(frozen=True)
class ServerOptions:
    allow_probes: bool = False
    allow_create: bool = False
    allow_destroy: bool = False
    probe_timeout: float = 120.0
    # The folders scan may read when the client declares no roots (default: the server's working folder).
    scan_roots: tuple[str, ...] = ()


def _no_progress(_done: float, _total: float | None, _message: str | None) -> None:
    return None


@dataclass(frozen=True)
class Call:
    """What a running tool call may do besides its work: report progress, notice it was cancelled, and know
    which folders it may read."""

    roots: tuple[Path, ...] = ()
    progress: Callable[[float, float | None, str | None], None] = _no_progress
    cancelled: threading.Event = field(default_factory=threading.Event)

    def check(self) -> None:
        if self.cancelled.is_set():
            raise CallCancelled


@dataclass(frozen=True)
class ToolResult:
    text: str
    structured: dict[str, Any] | None = None
    is_error: bool = False


@dataclass(frozen=True)
class ToolSpec:
    name: str
    title: str
    description: str
    input_schema: dict[str, Any]
    output_schema: dict[str, Any]
    annotations: dict[str, Any]
    run: Callable[[Catalog, ServerOptions, dict[str, Any], Call], ToolResult]

    def listing(self) -> dict[str, Any]:
        """The tool as ``tools/list`` shows it (wire field names)."""
        return {
            "name": self.name,
            "title": self.title,
            "description": self.description,
            "inputSchema": self.input_schema,
            "outputSchema": self.output_schema,
            "annotations": {"title": self.title, **self.annotations},
        }


# -- the tools --


def _diagnose(catalog: Catalog, _options: ServerOptions, args: dict[str, Any], call: Call) -> ToolResult:
    from .diagnosis import diagnose
    from .entry_markdown import diagnosis_markdown

    call.check()
    summary = diagnose_summary(diagnose(args["text"], catalog, top=args.get("top", 3)), catalog)
    call.check()
    return ToolResult(diagnosis_markdown(catalog, summary), summary)


def _explain(catalog: Catalog, _options: ServerOptions, args: dict[str, Any], call: Call) -> ToolResult:
    from .entry_markdown import entry_markdown
    from .lookup import lookup

    found = lookup(catalog, args["query"])
    if found is None:
        raise ToolInputError(
            "no entry has that id or class name, and no catalogued message matches that text "
            "(search finds entries by words)"
        )
    detail = entry_detail(found.entry, catalog)
    text = entry_markdown(catalog, found.entry)
    if found.match is not None:
        match = match_summary(found.match, catalog)
        detail["match"] = match
        head = f"Your message is `{found.entry.id}` ({match['confidence']} match, score {match['score']})."
        if match["values"]:
            head += " Values in it: " + ", ".join(f"`{k}` = `{v}`" for k, v in match["values"].items()) + "."
        text = head + "\n\n" + text
    return ToolResult(text, detail)


def _search(catalog: Catalog, _options: ServerOptions, args: dict[str, Any], call: Call) -> ToolResult:
    from .search import search

    query = args["query"]
    result = search(catalog, query, limit=args.get("limit", 10))
    briefs = [entry_brief(catalog.get(r["id"]), catalog) for r in result["results"]]
    out: dict[str, Any] = {"found": len(briefs), "results": briefs}
    if result["diagnosis"] is not None:
        out["diagnosis"] = match_summary(result["diagnosis"], catalog)
    if not briefs:
        return ToolResult(f"No entry matches {query[:200]!r}.\n", out)
    lines = [f"- `{b['id']}`: {b['title']} ({b['docs_url']})" for b in briefs]
    head = f"Your error is `{out['diagnosis']['id']}`.\n\n" if "diagnosis" in out else ""
    return ToolResult(head + "\n".join(lines) + "\n", out)


def _short_name(package: str) -> str:
    """``@mastra/e2b`` -> ``e2b``: the name people use for a provider."""
    return package.rsplit("/", 1)[-1] if package.startswith("@") else package


def package_choices(catalog: Catalog) -> dict[str, tuple[str, ...]]:
    """What the ``package`` filter accepts, and the packages each value selects: a full name selects itself,
    a short name (``e2b``, ``daytona``) every package of that name (``e2b`` and ``@mastra/e2b``)."""
    packages = sorted({e.package for e in catalog.entries})
    choices: dict[str, tuple[str, ...]] = {p: (p,) for p in packages}
    for short in {_short_name(p) for p in packages}:
        choices[short] = tuple(q for q in packages if q == short or _short_name(q) == short)
    return dict(sorted(choices.items()))


def _list(catalog: Catalog, _options: ServerOptions, args: dict[str, Any], call: Call) -> ToolResult:
    capability = args.get("capability")
    package = args.get("package")
    packages = package_choices(catalog)[package] if package is not None else None
    entries = [
        e
        for e in catalog.entries
        if (capability is None or e.capability == capability) and (packages is None or e.package in packages)
    ]
    offset, limit = args.get("offset", 0), args.get("limit", LIST_PAGE)
    page = entries[offset : offset + limit]
    out: dict[str, Any] = {
        "total": len(entries),
        "offset": offset,
        "entries": [{"id": e.id, "title": e.title, "capability": e.capability, "package": e.package} for e in page],
    }
    if packages is not None:
        out["packages"] = list(packages)
    if offset + limit < len(entries):
        out["next_offset"] = offset + limit
    if not entries:
        # Only a capability with no entry of that package (the filters are enums): say so, not "none at all".
        return ToolResult(f"No entry is both of capability {capability} and of {', '.join(packages or ())}.\n", out)
    lines = [f"- `{e.id}`: {e.title} ({e.package})" for e in page]
    head = f"{len(entries)} entries" + (f" of {', '.join(packages)}" if packages else "")
    head += f" in {capability}" if capability else ""
    if len(page) < len(entries):
        head += f"; {offset + 1}-{offset + len(page)} shown"
        if "next_offset" in out:
            head += f", call list with offset {out['next_offset']} for more"
    return ToolResult(head + ":\n\n" + "\n".join(lines) + "\n", out)


def _confine(raw: str, roots: Sequence[Path]) -> Path:
    """The file ``raw`` names, resolved (symlinks followed), if it lies inside one of ``roots``."""
    if "\0" in raw:
        raise ToolInputError("`path` holds a NUL character")
    if not roots:
        raise ToolInputError("scan may read no folder: start the server with --scan-root DIR")
    given = Path(raw).expanduser()
    resolved = (given if given.is_absolute() else roots[0] / given).resolve()
    if not any(resolved.is_relative_to(root) for root in roots):
        raise ToolInputError(
            f"{raw} is outside the folders scan may read ({', '.join(map(str, roots))}): scan reads log files "
            "of the workspace (the server's --scan-root folders, else the client's roots, else its working folder)"
        )
    return resolved


class _Watched:
    """A file being scanned: each block read reports progress and first checks for cancellation."""

    def __init__(self, stream: Any, size: int, call: Call) -> None:
        self._stream, self._size, self._call, self._done = stream, size, call, 0

    def read(self, size: int = -1, /) -> bytes:
        self._call.check()
        data: bytes = self._stream.read(size)
        self._done += len(data)
        self._call.progress(self._done, self._size or None, f"read {self._done:,} of {self._size:,} bytes")
        return data


def _scan(catalog: Catalog, _options: ServerOptions, args: dict[str, Any], call: Call) -> ToolResult:
    from .normalize import InputError
    from .probes._redact import redact
    from .scan import scan

    raw = args["path"]
    path = _confine(raw, call.roots)
    try:
        # No FIFO can hang it (O_NONBLOCK), no symlink swapped in after the check is followed (O_NOFOLLOW).
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW)
    except OSError as exc:
        raise ToolInputError(f"cannot read {raw}: {exc.strerror}") from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SCAN_BYTES:
        os.close(fd)
        what = "is not a regular file" if not stat.S_ISREG(info.st_mode) else f"is over {MAX_SCAN_BYTES // 1024**3} GiB"
        raise ToolInputError(f"{raw} {what}")
    summary = ScanSummary(catalog)
    try:
        with os.fdopen(fd, "rb") as stream:
            # on_chunk: a check after every block matched, the first 64 KiB too (scan sniffs them in one read)
            watched = _Watched(stream, info.st_size, call)
            found = scan(
                watched,  # type: ignore[arg-type]
                catalog,
                chunk_bytes=SCAN_BLOCK_BYTES,
                on_chunk=lambda _read: call.check(),
            )
            for f in found:
                call.check()
                values = {k: redact(v) for k, v in f.params.items()}
                summary.add(f.entry.id, f.line, f.end_line, f.confidence, f.score, values)
    except InputError as exc:
        raise ToolInputError(f"cannot scan {raw}: {exc}") from None
    except OSError as exc:
        raise ToolInputError(f"cannot read {raw}: {exc.strerror}") from None
    result = summary.result(str(path))
    if not result["errors"]:
        return ToolResult(f"No catalogued error found in {path}.\n", result)
    lines = []
    for g in result["errors"]:
        shown = ", ".join(map(str, g["lines"])) + (", ..." if g["count"] > len(g["lines"]) else "")
        times = f"{g['count']} time{'s' if g['count'] != 1 else ''}"
        lines.append(f"- `{g['id']}`: {g['title']}, {times}, on lines {shown} ({g['docs_url']})")
    if "omitted_errors" in result:
        lines.append(f"- and {result['omitted_errors']} more entries, less frequent")
    head = f"{result['findings']} catalogued error{'s' if result['findings'] != 1 else ''} in {path}:\n\n"
    return ToolResult(head + "\n".join(lines) + "\n", result)


def _probe(catalog: Catalog, options: ServerOptions, args: dict[str, Any], call: Call) -> ToolResult:
    if not options.allow_probes:
        raise ToolInputError(
            "probes are off: they run code against your live sandbox, so the server runs them only when started "
            "with `sandbox-errors mcp --allow-probes` (add --allow-create / --allow-destroy to let them start or "
            "destroy a sandbox)"
        )
    from .probes import TargetError, run_probes
    from .probes._redact import redact

    try:
        report = run_probes(
            args["target"],
            only=args.get("only"),
            project=args.get("project"),
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
    return ToolResult(redact("\n".join(lines)) + "\n", record)


# -- declarations --

_READ_ONLY = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}


def _text(description: str, max_chars: int) -> dict[str, Any]:
    return {"type": "string", "minLength": 1, "maxLength": max_chars, "pattern": r"\S", "description": description}


def _object(properties: dict[str, Any], required: Sequence[str] = ()) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object", "properties": properties, "additionalProperties": False}
    if required:
        schema["required"] = list(required)
    return schema


def tool_specs(catalog: Catalog, options: ServerOptions) -> tuple[ToolSpec, ...]:
    """The tools, their enums read from ``catalog`` (capabilities, packages) and the probes."""
    from .probes.checks import BY_NAME

    capabilities = [c.key for c in catalog.capabilities]
    return (
        ToolSpec(
            "diagnose",
            "Diagnose a Mastra sandbox error",
            "Start here with any error text the user shows you: a message, a stack trace, or a whole pasted log "
            "(up to 50 MB). Returns the catalogued errors found, best first, each with its confidence, the "
            "values it holds (sandbox id, path, ...) and its line; the best one with its meaning and first fix. "
            "Several errors in one log come back one per line. For a log file on disk use scan.",
            _object(
                {
                    "text": _text("The error message, stack trace or log, as the user pasted it.", MAX_TEXT_CHARS),
                    "top": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": 10,
                        "default": 3,
                        "description": "How many matches to return at most.",
                    },
                },
                ["text"],
            ),
            DIAGNOSE_OUTPUT,
            _READ_ONLY,
            _diagnose,
        ),
        ToolSpec(
            "explain",
            "Explain one catalogued error in full",
            "One catalog entry in full: what it means, when it happens, every fix with before/after code, the "
            "upstream lines that throw it. Give its id (session-setup-without-execute-command, from diagnose, "
            "search or list), its Python class name, or a message (then the values in it come back too).",
            _object(
                {"query": _text("An entry id, a Python class name (errors.X) or an error message.", MAX_TEXT_CHARS)},
                ["query"],
            ),
            EXPLAIN_OUTPUT,
            _READ_ONLY,
            _explain,
        ),
        ToolSpec(
            "search",
            "Search the error catalog",
            "Find entries by words when you have no exact message: ids, titles, messages and class names are "
            "searched, one typo forgiven (\"mount permission e2b\"). A query that is a catalogued message is "
            "answered with that entry first, under diagnosis.",
            _object(
                {
                    "query": _text("Words, or part of an error message.", 100_000),
                    "limit": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": 50,
                        "default": 10,
                        "description": "How many entries to return at most.",
                    },
                },
                ["query"],
            ),
            SEARCH_OUTPUT,
            _READ_ONLY,
            _search,
        ),
        ToolSpec(
            "list",
            "List catalogued errors",
            f"The catalogued errors ({len(catalog.entries)}), optionally of one capability or npm package, a page "
            f"of at most {LIST_PAGE} at a time (next_offset gives the next page).",
            _object(
                {
                    "capability": {
                        "type": "string",
                        "enum": capabilities,
                        "description": "Only entries of this capability: "
                        + ", ".join(f"{c.key} ({c.title})" for c in catalog.capabilities)
                        + ".",
                    },
                    "package": {
                        "type": "string",
                        "enum": list(package_choices(catalog)),
                        "description": "Only entries thrown by this npm package; a short name such as e2b or "
                        "daytona selects every package of that name (e2b and @mastra/e2b).",
                    },
                    "offset": {"type": "integer", "minimum": 0, "default": 0, "description": "Skip this many."},
                    "limit": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": 500,
                        "default": LIST_PAGE,
                        "description": "Return at most this many.",
                    },
                }
            ),
            LIST_OUTPUT,
            _READ_ONLY,
            _list,
        ),
        ToolSpec(
            "scan",
            "Scan a log file for catalogued errors",
            "Every catalogued error in a log file of the workspace, of any size (streamed): per entry how often "
            "and on which lines, with the values of the first occurrences (secrets redacted). It reads only "
            "files inside the workspace: the server's --scan-root folders, else the client's roots, else the "
            "folder the server was started in; a relative path is read from the first of them. For pasted text "
            "use diagnose.",
            _object({"path": _text("The log file: absolute, or relative to the workspace.", 4096)}, ["path"]),
            SCAN_OUTPUT,
            _READ_ONLY,
            _scan,
        ),
        ToolSpec(
            "probe",
            "Probe a live sandbox",
            "Run capability probes against a live sandbox to confirm an error's cause: mastra:MODULE[#EXPORT] "
            "(the user's own Mastra sandbox, loaded from project), local, or ssh://[user@]host[:port]. It runs "
            "code there, so the server allows it only when started with --allow-probes"
            + (" (it is on)." if options.allow_probes else " (it is off: calls are refused)."),
            _object(
                {
                    "target": _text("mastra:MODULE[#EXPORT], local, or ssh://[user@]host[:port].", 4096),
                    "project": {
                        "type": "string",
                        "maxLength": 4096,
                        "description": "The Node project the mastra: module is in (default: the server's folder).",
                    },
                    "only": {
                        "type": "array",
                        "items": {"type": "string", "enum": list(BY_NAME)},
                        "uniqueItems": True,
                        "description": "Run only these probes (default: all).",
                    },
                },
                ["target"],
            ),
            PROBE_OUTPUT,
            {
                "readOnlyHint": False,
                "destructiveHint": options.allow_destroy,
                "idempotentHint": False,
                "openWorldHint": True,
            },
            _probe,
        ),
    )


def _argument_problem(spec: ToolSpec, args: Any) -> str | None:
    """What is wrong with ``args`` for ``spec`` (checked against its input schema), or None."""
    from jsonschema import Draft202012Validator

    problems = []
    for error in sorted(Draft202012Validator(spec.input_schema).iter_errors(args), key=lambda e: list(e.path)):
        name = "`" + "".join(f"[{p}]" if isinstance(p, int) else p for p in error.absolute_path) + "`"
        schema = error.schema if isinstance(error.schema, dict) else {}
        if error.validator == "additionalProperties":
            extra = sorted(set(error.instance) - set(spec.input_schema["properties"]))
            takes = ", ".join(spec.input_schema["properties"])
            plural = "s" if len(extra) > 1 else ""
            problems.append(f"unknown argument{plural} {', '.join(extra)}: {spec.name} takes {takes}")
        elif error.validator == "required":
            missing = [r for r in schema.get("required", ()) if r not in error.instance]
            problems += [f"`{r}` is required" for r in missing]
        elif error.validator == "type" and not error.absolute_path:
            problems.append("the arguments must be an object")
        elif error.validator == "type":
            wanted = str(schema.get("type"))
            kind = {"string": "a string", "integer": "a whole number", "array": "a list"}.get(wanted, wanted)
            problems.append(f"{name} must be {kind}")
        elif error.validator == "enum":
            problems.append(f"{name} must be one of: {', '.join(map(str, schema['enum']))}")
        elif error.validator in ("minimum", "maximum"):
            low, high = schema.get("minimum"), schema.get("maximum")
            problems.append(f"{name} must be {low} or more" if high is None else f"{name} must be from {low} to {high}")
        elif error.validator in ("minLength", "pattern"):
            problems.append(f"{name} must not be empty")
        elif error.validator == "maxLength":
            problems.append(f"{name} is longer than {schema['maxLength']:,} characters")
        else:
            problems.append(f"{name}: {error.message}")
    return "; ".join(problems) or None


def call_tool(
    specs: Sequence[ToolSpec], catalog: Catalog, options: ServerOptions, name: str, args: Any, call: Call
) -> ToolResult:
    """Run one tool; ``KeyError`` for an unknown tool, :class:`CallCancelled` when cancelled. Bad input comes
    back as a result with ``is_error``."""
    from .normalize import InputError

    spec = next((t for t in specs if t.name == name), None)
    if spec is None:
        raise KeyError(name)
    args = {} if args is None else args
    problem = _argument_problem(spec, args)
    if problem is not None:
        return ToolResult(f"{name}: {problem}", is_error=True)
    try:
        return spec.run(catalog, options, dict(args), call)
    except (ToolInputError, InputError) as exc:
        return ToolResult(f"{name}: {exc}", is_error=True)
