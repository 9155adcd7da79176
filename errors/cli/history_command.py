"""``catalog history``: which published releases throw each entry, and the older wordings (catalog/history.yaml)."""

from __future__ import annotations

import contextlib
import sys
import time
from pathlib import Path

import click

from ._context import AppContext, pass_app
from ._untranslated import Command, PathType

# The checked-in history.yaml is a few hundred KB.
HISTORY_LIMIT = 16 * 2**20


@click.command("history", cls=Command)
@click.option(
    "--out",
    type=PathType(dir_okay=False, path_type=Path),
    help="Where to write (default: the catalog's history.yaml).",
)
@click.option(
    "--check", is_flag=True, help="Compare a fresh run with the file instead of writing it; exit 1 when they differ."
)
@click.option("--releases", "spec", metavar="RANGE", help="Only releases in this npm range, e.g. '>=1.60.0'.")
@click.option("--package", "packages", multiple=True, metavar="NAME", help="Only this package (repeatable).")
@click.option(
    "--from-folder",
    type=PathType(exists=True, file_okay=False, path_type=Path),
    help="Read releases from DIR/<package>/<version>/ folders instead of the npm registry.",
)
@click.option(
    "--cache",
    type=PathType(file_okay=False, path_type=Path),
    help="Tarball cache (default: $XDG_CACHE_HOME/sandbox-errors/tarballs).",
)
@click.option("--quiet", "-q", is_flag=True, help="Do not list the releases as they are read.")
@pass_app
def history(
    app: AppContext,
    out: Path | None,
    check: bool,
    spec: str | None,
    packages: tuple[str, ...],
    from_folder: Path | None,
    cache: Path | None,
    quiet: bool,
) -> None:
    """Read the published releases of the pinned packages and record, per entry, the first and last release that
    throws it, the releases where its wording changed, and the older wordings.

    Exit status: 0 when written (or, with --check, current), 1 when --check finds a difference, 2 when the
    releases cannot be read.
    """
    from .._safe_read import FileRefused, read_text
    from ..history import FolderReleases, HistoryError, NpmReleases, Releases, build_history, dump

    catalog = app.catalog
    target = out or Path(catalog.root) / "history.yaml"
    releases: Releases = FolderReleases(from_folder) if from_folder else NpmReleases(cache)
    started = time.monotonic()
    count = 0

    def progress(label: str) -> None:
        nonlocal count
        count += 1
        if not quiet:
            click.echo(f"reading {label}", err=True)

    try:
        text = dump(build_history(catalog, releases, packages=packages or None, spec=spec, progress=progress))
    except HistoryError as exc:
        click.echo(f"error: {exc}", err=True)
        raise SystemExit(2) from None
    elapsed = time.monotonic() - started
    if check:
        try:
            current = read_text(target, HISTORY_LIMIT)
        except FileNotFoundError:
            current = ""
        except (OSError, FileRefused) as exc:
            click.echo(f"error: cannot read {target}: {getattr(exc, 'strerror', None) or exc}", err=True)
            raise SystemExit(2) from None
        if current != text:
            import difflib

            diff = difflib.unified_diff(current.splitlines(True), text.splitlines(True), str(target), "fresh run")
            sys.stdout.writelines(list(diff)[:200])
            click.echo(f"{target} is not current ({count} releases read in {elapsed:.0f}s)", err=True)
            raise SystemExit(1)
        click.echo(f"{target} is current ({count} releases read in {elapsed:.0f}s)", err=True)
        return
    # Written beside and renamed: a catalog load never sees half a file, and a failed write leaves the old one.
    partial = target.with_name(f".{target.name}.partial")
    try:
        partial.write_text(text, encoding="utf-8")
        partial.replace(target)
    except OSError as exc:
        with contextlib.suppress(OSError):  # on a read-only disk even removing a missing file fails
            partial.unlink(missing_ok=True)
        click.echo(f"error: cannot write {target}: {exc.strerror or exc}", err=True)
        raise SystemExit(2) from None
    click.echo(f"wrote {target} ({count} releases read in {elapsed:.0f}s)", err=True)
