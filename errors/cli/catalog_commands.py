"""Browsing and checking the catalog: ``list``, ``explain``, ``catalog check``, ``catalog schema``."""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING

import click

from ._context import AppContext, pass_app, print_json

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


@click.command("list")
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
    tty = sys.stdout.isatty()
    ids = [e.id + (" (retired)" if e.retired else "") for e in entries]
    # Aligned titles; on a terminal a very long id gives way rather than push every title off the screen.
    column = max((len(i) for i in ids), default=0)
    if tty:
        column = min(column, max(20, style.width * 45 // 100))
    for entry, entry_id in zip(entries, ids, strict=True):
        title = entry.title
        if tty:
            room = style.width - max(column, len(entry_id)) - 2
            if len(title) > room:
                title = title[: max(room - 1, 10)].rstrip() + "…"
        click.echo(f"{style.paint(entry_id.ljust(column), 'bold')}  {title}".rstrip(), color=style.color)
        if long_:
            click.echo(f"    {entry.capability} · {entry.package}")
            first, *more = entry.message.splitlines() or [""]
            click.echo(f"    {first}{' …' if more else ''}")


@click.command()
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


@click.group("catalog")
def catalog_group() -> None:
    """Check and describe the catalog itself."""


@catalog_group.command("check")
@click.argument("directory", required=False, type=click.Path(file_okay=False, path_type=str))
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
