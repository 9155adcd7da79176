"""``probe``: run capability probes against a live sandbox and print a doctor-style report (or JSON)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ._context import AppContext, print_json
from ._untranslated import Command, PathType

if TYPE_CHECKING:
    from ..probes import ProbeReport
    from ..textout import Style

_STYLE = {"pass": ("green",), "warn": ("yellow",), "fail": ("bold", "red"), "skip": ("dim",)}


def _names(only: tuple[str, ...], extra: tuple[str, ...]) -> list[str]:
    """Probe names from ``--only`` (repeatable, comma-separated) and from words after the target."""
    return [name for value in (*only, *extra) for name in value.split(",") if name]


@click.command("probe", cls=Command)
@click.argument("target")
@click.argument("probe_names", metavar="[PROBE]...", nargs=-1)
@click.option(
    "--only", multiple=True, metavar="NAME", help="Run only this probe (repeatable; or list them after TARGET)."
)
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.option(
    "--project",
    type=PathType(file_okay=False, exists=True, path_type=Path),
    help="The Node project to load a mastra: target from (default: the current folder).",
)
@click.option("--timeout", type=click.FloatRange(min=1), default=120.0, show_default=True, help="Seconds for the run.")
@click.option(
    "--allow-create", is_flag=True, help="Let the probe start a sandbox that is not running (may create one)."
)
@click.option("--allow-destroy", is_flag=True, help="Let the probe destroy a sandbox that its own start created.")
@click.option("--port", type=click.IntRange(1, 65535), default=4111, show_default=True, help="Port for URL probes.")
@click.option(
    "--identity",
    "-i",
    multiple=True,
    type=PathType(dir_okay=False, exists=True, path_type=Path),
    help="SSH private key for ssh:// targets (repeatable; the agent and default keys are tried too).",
)
@click.option(
    "--known-hosts",
    type=PathType(dir_okay=False, exists=True, path_type=Path),
    help="Extra known_hosts file for ssh:// targets (unknown host keys are refused).",
)
@click.pass_context
def probe(
    ctx: click.Context,
    target: str,
    probe_names: tuple[str, ...],
    only: tuple[str, ...],
    as_json: bool,
    project: Path | None,
    timeout: float,
    allow_create: bool,
    allow_destroy: bool,
    port: int,
    identity: tuple[Path, ...],
    known_hosts: Path | None,
) -> None:
    """Probe a live sandbox: which capabilities it has, and whether they work.

    TARGET is mastra:MODULE[#EXPORT] (your sandbox instance, ctx => sandbox factory or Workspace, loaded from
    --project), local (a local process sandbox) or ssh://[user@]host[:port]. Without --allow-create nothing
    is started; what the probe starts it stops, and it destroys only what it created, with --allow-destroy.

    Exit status: 0 when no probe failed, 1 when one did, 2 for a bad target.
    """
    from ..probes import TargetError, run_probes, select_probes
    from ..probes._redact import redact
    from ..probes.targets import ProbeOptions, open_target

    names = _names(only, probe_names)
    try:
        select_probes(names)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--only / PROBE") from None
    try:
        open_target(target, ProbeOptions())  # the syntax only: a bad target string needs no catalog
    except TargetError as exc:
        click.echo(f"error: {redact(str(exc))}", err=True)
        ctx.exit(exc.exit_code)
    app = ctx.find_object(AppContext) or AppContext(None)
    catalog = app.catalog
    try:
        report = run_probes(
            target,
            only=names or None,
            project=project,
            timeout=timeout,
            allow_create=allow_create,
            allow_destroy=allow_destroy,
            identity=identity,
            known_hosts=known_hosts,
            port=port,
            catalog=catalog,
        )
    except TargetError as exc:
        click.echo(f"error: {redact(str(exc))}", err=True)
        ctx.exit(exc.exit_code)
    if as_json:
        print_json(report.to_dict())
    else:
        import sys

        from ..textout import style_for

        style = style_for(sys.stdout)
        titles = {e.id: e.title for e in catalog.entries}
        lines = render_report(report, titles, style, project or Path.cwd())
        click.echo("\n".join(lines), color=style.color)
    ctx.exit(1 if report.failed else 0)


def render_report(report: ProbeReport, titles: dict[str, str], style: Style, project: Path) -> list[str]:
    """The doctor-style report: one row per probe, with the fix hint and the catalog entries it points to.

    Each row is status, name and detail, the detail wrapped to the style's width under itself.
    """
    from ..textout import printable, wrap

    head = style.paint("Probing ", "bold") + style.paint(printable(report.target), "bold", "cyan")
    if report.target.startswith("mastra:"):
        head += style.paint(f"  (project {project})", "dim")
    lines = [head, ""]
    name_width = max((len(r.name) for r in report.probes), default=0)
    indent = " " * (4 + 2 + name_width + 2)  # under the detail column: "pass  execute_command  ..."
    linked = False
    for r in report.probes:
        status, name = style.paint(r.status.ljust(4), *_STYLE[r.status]), style.paint(r.name.ljust(name_width), "bold")
        first = f"{status}  {name}  "
        lines += wrap(printable(r.detail, lines=True).split(), style.width, first, indent)
        if r.status == "pass":  # a passing check needs no fix; its entries stay in the JSON
            continue
        if r.hint:
            hint = printable(r.hint, lines=True).split()
            lines += wrap([style.paint("fix:", "bold"), *hint], style.width, indent, indent + "  ")
        for entry_id in r.entries:
            linked = True
            title = f" — {titles[entry_id]}" if entry_id in titles else ""
            words = [style.paint("see:", "bold"), style.paint(entry_id, "cyan"), *title.split()]
            lines += wrap(words, style.width, indent, indent + "  ")
    counts = Counter(r.status for r in report.probes)
    summary = f"{counts['pass']} passed, {counts['fail']} failed, {counts['warn']} warned, {counts['skip']} skipped"
    lines += ["", style.paint(summary, "bold", *(("red",) if counts["fail"] else ()))]
    if linked:
        lines.append(style.paint("Causes and fixes of an entry: sandbox-errors explain ID", "dim"))
    return lines
