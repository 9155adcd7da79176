"""Browsing and checking the catalog: ``list``, ``explain``, ``catalog check``, ``catalog schema``."""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING

import click

from ._context import AppContext, pass_app, print_json
from ._untranslated import Command, Group, PathType

if TYPE_CHECKING:
    from click.shell_completion import CompletionItem


def _complete_entries(ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """Shell completion of ids and exception class names (click's own mechanism)."""
    from click.shell_completion import CompletionItem

    from ..catalog import CatalogError, load_catalog

    try:
        catalog = load_catalog((ctx.find_root().params or {}).get("catalog_dir"))
    except (CatalogError, OSError):
        return []
    names = [(e.id, e.title) for e in catalog.entries] + [(e.exception, e.id) for e in catalog.entries]
    return [CompletionItem(name, help=helptext) for name, helptext in names if name.startswith(incomplete)]


@click.command("list", cls=Command)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of full entry records.")
@click.option("--capability", metavar="KEY", help="Only entries about this capability.")
@click.option("--package", "package", metavar="NAME", help="Only entries of this npm package (@mastra/e2b, ...).")
@click.option("--long", "long_", is_flag=True, help="Also show each entry's capability, package and message.")
@pass_app
def list_entries(app: AppContext, as_json: bool, capability: str | None, package: str | None, long_: bool) -> None:
    """List the catalogued errors: one line each, id and title."""
    catalog = app.catalog
    if capability is not None and capability not in {c.key for c in catalog.capabilities}:
        known = ", ".join(c.key for c in catalog.capabilities)
        raise click.BadParameter(f"{capability!r} is not a capability (known: {known})", param_hint="--capability")
    packages = sorted({e.package for e in catalog.entries})
    if package is not None and package not in packages:
        raise click.BadParameter(f"{package!r} throws no catalogued error (known: {', '.join(packages)})",
                                 param_hint="--package")
    entries = [
        e
        for e in catalog.entries
        if (capability is None or e.capability == capability) and (package is None or e.package == package)
    ]
    if as_json:
        print_json([catalog.record(e) for e in entries])
        return
    import sys

    from ..textout import style_for

    style = style_for(sys.stdout)
    ids = [e.id + (" (retired)" if e.retired else "") for e in entries]
    # One line per entry, within the width (a terminal's, else 100 columns): aligned titles, cut short with
    # "…" where they do not fit (`explain` and `list --json` give them whole); a very long id gives way rather
    # than push every title to the right.
    column = min(max((len(i) for i in ids), default=0), max(20, style.width * 45 // 100))
    for entry, entry_id in zip(entries, ids, strict=True):
        lead = max(column, len(entry_id)) + 2
        title = _fit(entry.title, style.width - lead)
        click.echo(f"{style.paint(entry_id.ljust(column), 'bold')}  {title}".rstrip(), color=style.color)
        if long_:
            click.echo(_fit(f"    {entry.capability} · {entry.package}", style.width))
            message, more = _first_line(entry.message)
            click.echo(_fit(f"    {message}{' …' if more else ''}", style.width))


def _fit(text: str, room: int) -> str:
    """``text`` cut to ``room`` characters (at a word when one ends near), marked with "…"."""
    if len(text) <= room:
        return text
    cut = text[: max(room - 1, 10)]
    word = cut.rsplit(" ", 1)[0]
    return (word if len(word) > len(cut) - 15 else cut).rstrip() + "…"


def _first_line(message: str) -> tuple[str, bool]:
    """A message's first line, and whether more follow. Upstream templates hold line breaks as the escape
    ``\\n`` (two characters, as in the source), which would print as they are."""
    first = message.replace("\\n", "\n").split("\n", 1)
    return first[0].rstrip(), len(first) > 1


@click.command(cls=Command)
@click.argument("query", metavar="ID|CLASS|MESSAGE", shell_complete=_complete_entries)
@click.option("--json", "as_json", is_flag=True, help="Print the entry's JSON record.")
@pass_app
def explain(app: AppContext, query: str, as_json: bool) -> None:
    """Explain one catalogued error: what it means, when it happens and how to fix it.

    Give its id, its Python class name (SessionSetupWithoutExecuteCommand), or paste a message: then it is the
    entry diagnose puts first, with the values of your message marked.
    """
    from ..lookup import lookup

    catalog = app.catalog
    found = lookup(catalog, query)
    if found is None:
        ids = [e.id for e in catalog.entries] + [e.exception for e in catalog.entries]
        close = difflib.get_close_matches(query, ids, n=3, cutoff=0.5)
        hint = f" Did you mean: {', '.join(close)}?" if close else " Run `sandbox-errors list` to see the ids."
        raise click.BadParameter(
            f"no entry has the id or class {query!r}, and no catalogued message matches it.{hint}", param_hint="ID"
        )
    entry = found.entry
    if as_json:
        print_json(catalog.record(entry))
        return
    import sys

    from ..terminal import render_entry
    from ..textout import style_for

    values = found.match["params"] if found.match else None
    style = style_for(sys.stdout)
    # click.echo would strip colour from a pipe; the style already decided (FORCE_COLOR, NO_COLOR, TERM).
    click.echo(render_entry(entry, catalog, style, values), nl=False, color=style.color)


@click.group("catalog", cls=Group)
def catalog_group() -> None:
    """Check and describe the catalog itself."""


@catalog_group.command("check")
@click.argument("directory", required=False, type=PathType(file_okay=False, path_type=str))
@pass_app
def check(app: AppContext, directory: str | None) -> None:
    """Validate a catalog directory (default: the selected one). Exit 1 listing every problem."""
    from ..catalog import CatalogError, load_catalog

    try:
        catalog = load_catalog(directory or app.catalog_dir, use_cache=False)
    except CatalogError as exc:
        click.echo(exc.format(), err=True)
        raise SystemExit(exc.exit_code) from None
    click.echo(f"ok: {len(catalog)} entries, {len(catalog.capabilities)} capabilities in {catalog.root}")


@catalog_group.command("schema")
def schema() -> None:
    """Print the JSON Schema of one entry (the content of catalog/schema.json)."""
    from .._fields import entry_json_schema

    print_json(entry_json_schema())
