"""Browsing and checking the catalog: ``list``, ``explain``, ``catalog check``, ``catalog schema``."""

from __future__ import annotations

import difflib

import click

from ._context import AppContext, pass_app, print_json


@click.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of full entry records.")
@click.option("--capability", metavar="KEY", help="Only entries about this capability.")
@pass_app
def list_entries(app: AppContext, as_json: bool, capability: str | None) -> None:
    """List the catalogued errors."""
    catalog = app.catalog
    if capability is not None and capability not in {c.key for c in catalog.capabilities}:
        known = ", ".join(c.key for c in catalog.capabilities)
        raise click.BadParameter(f"{capability!r} is not a capability (known: {known})", param_hint="--capability")
    entries = [e for e in catalog.entries if capability is None or e.capability == capability]
    if as_json:
        print_json([catalog.record(e) for e in entries])
        return
    from rich.table import Table

    from ..terminal import make_console

    table = Table(box=None, pad_edge=False, show_header=True, header_style="bold")
    table.add_column("id", no_wrap=True)
    table.add_column("capability", no_wrap=True)
    table.add_column("title")
    for e in entries:
        table.add_row(e.id + (" (retired)" if e.retired else ""), e.capability, e.title)
    make_console().print(table)


@click.command()
@click.argument("entry_id", metavar="ID")
@click.option("--json", "as_json", is_flag=True, help="Print the entry's JSON record.")
@pass_app
def explain(app: AppContext, entry_id: str, as_json: bool) -> None:
    """Explain one catalogued error: what it means, when it happens and how to fix it."""
    catalog = app.catalog
    if entry_id not in catalog:
        ids = [e.id for e in catalog.entries]
        close = difflib.get_close_matches(entry_id, ids, n=3, cutoff=0.5)
        hint = f" Did you mean: {', '.join(close)}?" if close else " Run `sandbox-errors list` to see the ids."
        raise click.BadParameter(f"no entry has the id {entry_id!r}.{hint}", param_hint="ID")
    entry = catalog.get(entry_id)
    if as_json:
        print_json(catalog.record(entry))
        return
    from ..terminal import make_console, render_entry

    make_console().print(render_entry(entry, catalog), crop=False)


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
