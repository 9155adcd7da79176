"""The main job: ``diagnose`` (one paste) and ``scan`` (a whole log, streamed)."""

from __future__ import annotations

import sys
from collections import deque
from typing import BinaryIO, NamedTuple

import click

from ._context import AppContext, pass_app, print_json
from ._untranslated import Command, PathType

# Of a larger paste only the end is read (in a log the error is usually there), and the rest is said to be
# skipped; `scan` streams any size. As much as diagnose itself reads of a text.
TAIL_BYTES = 50_000_000
READ_BYTES = 1024 * 1024


class Tail(NamedTuple):
    """The end of an input, and how much of its start was skipped to keep memory bounded."""

    data: bytes
    skipped_bytes: int = 0
    skipped_lines: int = 0


def read_tail(stream: BinaryIO, limit: int = TAIL_BYTES) -> Tail:
    """The last ``limit`` bytes of ``stream`` (from a line start), reading it in bounded memory. Binary data
    is refused from its start (:class:`errors.normalize.InputError`): /dev/zero would be read for ever."""
    from ..normalize import sniff

    kept: deque[bytes] = deque()
    size = skipped = lines = 0
    before = b""  # the last byte skipped
    while block := stream.read(READ_BYTES):
        if not size and not skipped:
            sniff(block)
        kept.append(block)
        # A buffered read returns less than asked only at the end; reading on would wait on a terminal,
        # which ends a paste with one Ctrl-D.
        at_end = len(block) < READ_BYTES
        size += len(block)
        while size - len(kept[0]) >= limit:
            dropped = kept.popleft()
            size -= len(dropped)
            skipped += len(dropped)
            lines += dropped.count(b"\n")
            before = dropped[-1:]
        if at_end:
            break
    data = b"".join(kept)
    if size > limit:
        skipped += size - limit
        lines += data.count(b"\n", 0, size - limit)
        before = data[size - limit - 1 : size - limit]
        data = data[size - limit :]
    if skipped and before != b"\n":
        # Start on a whole line, so that the lines keep their numbers.
        start = data.find(b"\n") + 1
        skipped, lines, data = skipped + start, lines + (1 if start else 0), data[start:]
    return Tail(data, skipped, lines)


def open_named(path: str) -> BinaryIO:
    """A file named on the command line, opened without blocking: a FIFO that no program writes to reads as
    empty at once (instead of waiting for ever), and is refused with that reason."""
    import os
    import stat

    from .._safe_read import open_input

    stream = open_input(path)
    if stat.S_ISFIFO(os.fstat(stream.fileno()).st_mode) and not stream.peek(1):
        stream.close()
        raise click.UsageError(f"nothing to read from {path}: it is a FIFO that no program is writing to")
    return stream


def _read_input(text: str | None, file: str | None) -> Tail:
    if file is not None and text not in (None, "-"):
        raise click.UsageError("give the error as TEXT or with --file, not both")
    if file is not None:
        try:
            with open_named(file) as fh:
                return read_tail(fh)
        except OSError as exc:
            raise click.UsageError(f"cannot read {file}: {exc.strerror}") from None
    if text is None or text == "-":
        if sys.stdin is None:
            raise click.UsageError("paste the error as TEXT, pipe it to standard input, or use --file")
        if sys.stdin.isatty():
            # As `cat` does: the paste is read until end of input, which the hint says how to give.
            click.echo("Paste the error (or log), then press Ctrl-D on a line of its own.", err=True)
        return read_tail(sys.stdin.buffer)
    return Tail(text.encode("utf-8", errors="surrogateescape"))


@click.command(cls=Command)
@click.argument("text", required=False)
@click.option("--file", "file", type=PathType(dir_okay=False), help="Read the error (or log) from a file.")
@click.option("--json", "as_json", is_flag=True, help="Print the JSON contract: {matches, probes}.")
@click.option("--top", default=3, show_default=True, type=click.IntRange(1, 50), help="How many candidates at most.")
@click.option("--why", is_flag=True, help="Show how each match was made: template, value spans, normalisations.")
@click.option(
    "--probe",
    "probe_target",
    metavar="TARGET",
    help="Confirm or rule out the cause on a live sandbox: mastra:MODULE[#EXPORT], local, ssh://host.",
)
@click.option(
    "--project",
    type=PathType(exists=True, file_okay=False),
    help="The Mastra project: its installed versions are checked, and a mastra: target loads from it.",
)
@click.option("--probe-timeout", default=120.0, show_default=True, help="Seconds the whole probe run may take.")
@click.option("--allow-create", is_flag=True, help="Let probes start the sandbox (providers may bill for it).")
@click.option("--allow-destroy", is_flag=True, help="Let probes destroy a sandbox they created.")
@click.option("--identity", "-i", multiple=True, type=PathType(dir_okay=False), help="SSH key for an ssh:// target.")
@pass_app
def diagnose(
    app: AppContext,
    text: str | None,
    file: str | None,
    as_json: bool,
    top: int,
    why: bool,
    probe_target: str | None,
    project: str | None,
    probe_timeout: float,
    allow_create: bool,
    allow_destroy: bool,
    identity: tuple[str, ...],
) -> None:
    """Find the catalogued error in TEXT (a message, a stack trace or a whole log; '-' or nothing: stdin).

    With --probe, the probes the matched entries name run against your live sandbox, and each match gets a
    verdict: confirmed, ruled_out or inconclusive.

    Exit status: 0 when something matched, 1 when nothing did, 2 for unusable input or an unusable target.
    """
    from ..diagnosis import ProbeRequest
    from ..diagnosis import diagnose as run_diagnosis
    from ..normalize import InputError, decode

    try:
        tail = _read_input(text, file)
    except InputError as exc:
        raise click.UsageError(str(exc)) from None
    if tail.skipped_bytes:
        click.echo(
            f"note: the input is too long to read whole; read its last {len(tail.data):,} bytes, skipped the first "
            f"{tail.skipped_bytes:,} bytes ({tail.skipped_lines:,} lines)",
            err=True,
        )
    try:
        decoded, _ = decode(tail.data)
    except InputError as exc:
        raise click.UsageError(str(exc)) from None
    if not decoded.strip():
        raise click.UsageError("the input is empty")
    catalog = app.catalog
    request = None
    if probe_target is not None:
        request = ProbeRequest(probe_target, project, probe_timeout, allow_create, allow_destroy, identity)
    try:
        result = run_diagnosis(
            decoded, catalog, top=top, probe=request, first_line=tail.skipped_lines + 1, project=project
        )
    except Exception as exc:
        from ..probes import TargetError

        if isinstance(exc, TargetError):
            raise click.UsageError(f"probe target: {exc}") from None
        raise
    if tail.skipped_bytes:
        result["skipped"] = {"bytes": tail.skipped_bytes, "lines": tail.skipped_lines}
    if as_json:
        print_json(result)
    else:
        from ..terminal import render_diagnosis
        from ..textout import style_for

        style = style_for(sys.stdout)
        click.echo(render_diagnosis(result, catalog, style, why=why), nl=False, color=style.color)
    raise SystemExit(0 if result["matches"] else 1)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _github_escape(text: str, *, prop: bool = False) -> str:
    """GitHub Actions workflow-command escaping (``%``, CR and LF; also ``:`` and ``,`` in properties)."""
    out = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return out.replace(":", "%3A").replace(",", "%2C") if prop else out


@click.command(cls=Command)
@click.argument("source", metavar="FILE|-")
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json", "github"]),
    default="text",
    show_default=True,
    help="text for people; json ({findings, summary}); github: GitHub Actions annotations, one per finding.",
)
@click.option("--json", "as_json", is_flag=True, help="Same as --format json.")
@click.option("--max-lines", default=20, show_default=True, help="Line numbers listed per entry in the text report.")
@click.option(
    "--generic",
    is_flag=True,
    help="Also read lines that hold only a generic message (few, common words) with nothing around it that ties "
    "it to Mastra; such findings are `possible` at best.",
)
@pass_app
def scan(app: AppContext, source: str, output_format: str, as_json: bool, max_lines: int, generic: bool) -> None:
    """Find every catalogued error in a log (streamed: any size), grouped by entry with counts.

    With --format github, each finding is an ::error annotation on its file and line, titled with the entry
    and linking its page, so a failing workflow shows the explanation beside the log line.

    Exit status: 0 when something was found, 1 when nothing was, 2 for unusable input (binary data).
    """
    from .. import finding_words
    from ..normalize import InputError
    from ..scan import ScanStats
    from ..scan_report import scan_report
    from ..textout import printable

    catalog = app.catalog
    if as_json:
        output_format = "json"
    if source == "-":
        stream = sys.stdin.buffer
    else:
        try:
            stream = open_named(source)
        except OSError as exc:
            raise click.UsageError(f"cannot read {source}: {exc.strerror}") from None
    try:
        stats = ScanStats()
        report = scan_report(stream, catalog, generic=generic, stats=stats)
    except InputError as exc:
        raise click.UsageError(str(exc)) from None
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()
    summary = report["summary"]
    if output_format == "json":
        print_json(report)
    elif output_format == "github":
        where = _github_escape("stdin" if source == "-" else source, prop=True)
        for f in report["findings"]:
            title = _github_escape(f"{f['id']}: {catalog.get(f['id']).title}", prop=True)
            lines = f"line={f['line']},endLine={f['end_line']}"
            explained = finding_words.docs(f["docs_url"], f["id"])
            message = _github_escape(f"{printable(f['matched_text'])}\nExplained at {explained}")
            click.echo(f"::error file={where},{lines},title={title}::{message}")
    else:
        from ..textout import style_for

        style = style_for(sys.stdout)
        if not summary:
            click.echo("No catalogued error found.")
        for group in summary:
            numbers = group["lines"]
            shown = ", ".join(str(n) for n in numbers[:max_lines]) + (" ..." if len(numbers) > max_lines else "")
            head = f"{group['count']:>6}  {style.paint(group['id'], 'bold')}  {group['title']}"
            click.echo(head, color=style.color)
            click.echo(
                style.paint(f"        {'line' if len(numbers) == 1 else 'lines'} {shown}", "dim"), color=style.color
            )
        total = sum(g["count"] for g in summary)
        if summary:
            line = f"{_plural(total, 'occurrence')} of {_plural(len(summary), 'catalogued error')}"
            click.echo(style.paint(line, "dim"), color=style.color)
        if stats.generic_unconfirmed:
            skipped = _plural(stats.generic_unconfirmed, "line")
            note = f"{skipped} held only a generic message with nothing to tie it to Mastra: not read (--generic)"
            click.echo(style.paint(note, "dim"), color=style.color)
    raise SystemExit(0 if summary else 1)
