"""The main job: ``diagnose`` (one paste) and ``scan`` (a whole log, streamed)."""

from __future__ import annotations

import sys

import click

from ._context import AppContext, pass_app, print_json

# A paste larger than this is refused outright: it is not a paste any more (use `scan`).
MAX_PASTE_BYTES = 512 * 1024 * 1024


def _read_input(text: str | None, file: str | None) -> bytes:
    if file is not None and text not in (None, "-"):
        raise click.UsageError("give the error as TEXT or with --file, not both")
    if file is not None:
        try:
            with open(file, "rb") as fh:
                return fh.read(MAX_PASTE_BYTES)
        except OSError as exc:
            raise click.UsageError(f"cannot read {file}: {exc.strerror}") from None
    if text is None or text == "-":
        if sys.stdin is None or (sys.stdin.isatty() and text is None):
            raise click.UsageError("paste the error as TEXT, pipe it to standard input, or use --file")
        return sys.stdin.buffer.read(MAX_PASTE_BYTES)
    return text.encode("utf-8", errors="surrogateescape")


@click.command()
@click.argument("text", required=False)
@click.option("--file", "file", type=click.Path(dir_okay=False), help="Read the error (or log) from a file.")
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
    type=click.Path(exists=True, file_okay=False),
    help="The Mastra project: its installed versions are checked, and a mastra: target loads from it.",
)
@click.option("--probe-timeout", default=120.0, show_default=True, help="Seconds the whole probe run may take.")
@click.option("--allow-create", is_flag=True, help="Let probes start the sandbox (providers may bill for it).")
@click.option("--allow-destroy", is_flag=True, help="Let probes destroy a sandbox they created.")
@click.option("--identity", "-i", multiple=True, type=click.Path(dir_okay=False), help="SSH key for an ssh:// target.")
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

    data = _read_input(text, file)
    try:
        decoded, _ = decode(data)
    except InputError as exc:
        raise click.UsageError(str(exc)) from None
    if not decoded.strip():
        raise click.UsageError("the input is empty")
    catalog = app.catalog
    request = None
    if probe_target is not None:
        request = ProbeRequest(probe_target, project, probe_timeout, allow_create, allow_destroy, identity)
    try:
        result = run_diagnosis(decoded, catalog, top=top, probe=request, project=project)
    except Exception as exc:
        from ..probes import TargetError

        if isinstance(exc, TargetError):
            raise click.UsageError(f"probe target: {exc}") from None
        raise
    if as_json:
        print_json(result)
    else:
        from ..terminal import render_diagnosis
        from ..textout import style_for

        style = style_for(sys.stdout)
        click.echo(render_diagnosis(result, catalog, style, why=why), nl=False, color=style.color)
    raise SystemExit(0 if result["matches"] else 1)


@click.command()
@click.argument("source", metavar="FILE|-")
@click.option("--json", "as_json", is_flag=True, help="Print {findings, summary} as JSON.")
@click.option("--max-lines", default=20, show_default=True, help="Line numbers listed per entry in the text report.")
@pass_app
def scan(app: AppContext, source: str, as_json: bool, max_lines: int) -> None:
    """Find every catalogued error in a log (streamed: any size), grouped by entry with counts.

    Exit status: 0 when something was found, 1 when nothing was.
    """
    from ..diagnosis import finding_record
    from ..scan import scan as run_scan

    catalog = app.catalog
    if source == "-":
        stream = sys.stdin.buffer
    else:
        try:
            stream = open(source, "rb")
        except OSError as exc:
            raise click.UsageError(f"cannot read {source}: {exc.strerror}") from None
    groups: dict[str, list[int]] = {}
    findings: list[dict[str, object]] = []
    try:
        for finding in run_scan(stream, catalog):
            groups.setdefault(finding.entry.id, []).append(finding.line)
            if as_json:
                record = finding_record(finding, catalog)
                del record["entry"]
                findings.append(record)
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()
    summary = [
        {
            "id": entry_id,
            "title": catalog.get(entry_id).title,
            "count": len(lines),
            "lines": lines,
            "docs_url": catalog.docs_url(entry_id),
        }
        for entry_id, lines in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    ]
    if as_json:
        print_json({"findings": findings, "summary": summary})
    else:
        from rich.text import Text

        from ..terminal import make_console

        console = make_console()
        if not summary:
            console.print("No catalogued error found.")
        for group in summary:
            lines = group["lines"]
            assert isinstance(lines, list)
            shown = ", ".join(str(n) for n in lines[:max_lines]) + (" ..." if len(lines) > max_lines else "")
            head = Text()
            head.append(f"{group['count']:>6}  ", style="bold")
            head.append(str(group["id"]), style="bold")
            head.append(f"  {group['title']}")
            console.print(head)
            console.print(Text(f"        lines {shown}", style="dim"))
        total = sum(len(v) for v in groups.values())
        console.print(Text(f"{total} occurrence(s) of {len(groups)} catalogued error(s)", style="dim"))
    raise SystemExit(0 if groups else 1)
