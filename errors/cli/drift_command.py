"""``catalog drift UPSTREAM_DIR``: compare the catalog with an upstream checkout or an unpacked npm package."""

from __future__ import annotations

from typing import Any

import click

from ._context import AppContext, pass_app, print_json
from ._untranslated import Command, PathType


@click.command("drift", cls=Command)
@click.argument("upstream_dir", metavar="UPSTREAM_DIR", type=PathType(exists=True, file_okay=False, path_type=str))
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object.")
@pass_app
def drift(app: AppContext, upstream_dir: str, as_json: bool) -> None:
    """Report catalog entries whose template is gone or whose line moved, and uncatalogued messages.

    UPSTREAM_DIR is an upstream checkout (TypeScript under it) or an unpacked npm package (its dist/**/*.map
    source maps carry the sources). Only entries with a source in that tree are compared. Exit 1 on drift.
    """
    from ..drift import DriftError, check_drift, load_tree

    catalog = app.catalog
    try:
        tree = load_tree(upstream_dir, (s.path for e in catalog.entries for s in e.sources))
    except DriftError as exc:
        raise click.BadParameter(str(exc), param_hint="UPSTREAM_DIR") from None
    report = check_drift(catalog, tree)
    if as_json:
        print_json(report.as_dict())
    else:
        click.echo(_text(report.as_dict()))
    if report.drift:
        raise SystemExit(1)


def _text(report: dict[str, Any]) -> str:
    from ..textout import printable

    lines: list[str] = []

    def section(title: str, items: list[dict[str, Any]]) -> None:
        if items:
            lines.append(f"{title} ({len(items)}):")

    section("Removed: the template is no longer in the scanned files", report["removed"])
    for item in report["removed"]:
        was = ", ".join(f"{s['path']}:{s['line']}" for s in item["sources"])
        lines.append(f"  {item['id']}: {item['message']!r} (was {printable(was)})")
        for similar in item["similar"]:
            lines.append(f"    similar text at {similar['path']}:{similar['line']}: {similar['message']!r}")
    section("Moved: the template is there, not at the catalogued line", report["moved"])
    for item in report["moved"]:
        expected = f"{item['path']}:{item['expected_line']}" if item["expected_line"] else item["path"]
        now = item["now"]
        where = f"{now['path']}:{now['line']}" if now else "no longer thrown there"
        lines.append(f"  {item['id']}: {expected} ({item['baseline']}) -> {where}")
    section("New: thrown in covered files, not in the catalog", report["new"])
    for item in report["new"]:
        hint = f" (like {item['similar_to']})" if "similar_to" in item else ""
        lines.append(f"  {item['path']}:{item['line']} {item.get('error_class', '')}: {item['message']!r}{hint}")
    section("Unlisted: a catalogued template raised where its entry does not list", report["unlisted"])
    for item in report["unlisted"]:
        lines.append(f"  {item['id']}: {item['path']}:{item['line']}")
    if report["missing_files"]:
        lines.append(f"Files named by in-scope entries but absent from the tree: {', '.join(report['missing_files'])}")
    if report["unreadable"]:
        lines.append(f"Note: {len(report['unreadable'])} throws in covered files build their message at run time")
    for item in report["skipped"]:
        lines.append(f"Skipped {printable(item['path'])}: {item['why']}")
    lines.append(report["summary"])
    return "\n".join(lines)
