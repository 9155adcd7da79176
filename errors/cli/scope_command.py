"""``catalog scope PACKAGE_DIR ...``: account for every error site of upstream packages (catalog/scope.yaml)."""

from __future__ import annotations

import os

import click

from ._context import AppContext, pass_app, print_json
from ._untranslated import Command, PathType


@click.command("scope", cls=Command)
@click.argument(
    "package_dirs",
    metavar="PACKAGE_DIR...",
    nargs=-1,
    required=True,
    type=PathType(exists=True, file_okay=False, path_type=str),
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object per package, in a list.")
@click.option(
    "--show",
    type=click.Choice(["unaccounted", "pending", "out", "covered", "unread", "all"]),
    default="unaccounted",
    show_default=True,
    help="Which sites to list in the text output (unread: the throws whose message cannot be read).",
)
@pass_app
def scope(app: AppContext, package_dirs: tuple[str, ...], as_json: bool, show: str) -> None:
    """List every error a package throws or returns, and whether the catalog accounts for it.

    PACKAGE_DIR is an unpacked npm package (its dist/**/*.map source maps carry the sources; a project's
    node_modules/@mastra/NAME works) or a package folder of a checkout. Each error site is covered by an entry,
    out of scope or pending by a rule in the catalog's scope.yaml, or unaccounted; a throw whose message cannot
    be read is counted as unread (a rule for its file accounts for it). Exit 1 when an in-scope
    package has an unaccounted site, a rule matches nothing, or the version differs from the one accounted for.
    """
    from ..catalog import CatalogError, load_scope
    from ..drift import DriftError, load_tree
    from ..drift._scope import check_scope
    from ..textout import printable

    catalog = app.catalog
    try:
        scope_file = load_scope(catalog.root)
    except CatalogError as exc:
        click.echo(exc.format(), err=True)
        raise SystemExit(2) from None
    reports = []
    for directory in package_dirs:
        try:
            tree = load_tree(directory)
        except DriftError as exc:
            raise click.BadParameter(str(exc), param_hint="PACKAGE_DIR") from None
        package = scope_file.get(tree.package or "", at_commit=tree.kind == "checkout")
        if package is None:
            name = tree.package or os.path.basename(directory.rstrip("/"))
            raise click.BadParameter(
                f"{name} is not in scope.yaml: add it, in or out of scope", param_hint="PACKAGE_DIR"
            )
        reports.append(check_scope(catalog, package, tree))
    if as_json:
        print_json([r.as_dict() for r in reports])
    else:
        for report in reports:
            for status in report.sites:
                if show in ("all", status.status) and (report.in_scope or show == "all"):
                    s = status.site
                    why = (
                        f" ({', '.join(status.entries)})"
                        if status.entries
                        else (f": {status.reason}" if status.reason else "")
                    )
                    click.echo(f"{status.status:<11} {printable(s.path)}:{s.line} [{s.kind}] {s.message!r}{why}")
            if show in ("unread", "all"):
                for throw in report.unread_throws:
                    why = f" ({throw.status}: {throw.reason})" if throw.reason else ""
                    click.echo(f"{'unread':<11} {printable(throw.path)}:{throw.line} [throw]{why}")
            for rule in report.stale_rules:
                click.echo(f"stale rule  {rule.path}{f' [{rule.message!r}]' if rule.message else ''}: matches no site")
            if report.version_mismatch:
                click.echo(f"version     {report.version_mismatch}")
            for path, why in report.skipped:
                click.echo(f"skipped     {printable(path)}: {why}")
            click.echo(report.summary())
    if not all(r.ok for r in reports):
        raise SystemExit(1)
