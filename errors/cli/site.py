"""``sandbox-errors site build|serve``: the static documentation website."""

from __future__ import annotations

import os
import shutil
import signal
import tempfile
import threading
from pathlib import Path

import click

from ._context import AppContext, pass_app
from ._untranslated import Group, PathType


def _base_url(_ctx: click.Context, _param: click.Parameter, value: str | None) -> str | None:
    if value is None:
        return None
    from ..site import normalise_base_url

    try:
        return normalise_base_url(value)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None


_SOURCE_ROOT = click.option(
    "--source-root",
    type=PathType(exists=True, file_okay=False, path_type=Path),
    metavar="UPSTREAM_CHECKOUT",
    help="A local checkout of the upstream repository: pages then show an excerpt of each throwing line.",
)


@click.group("site", cls=Group)
def site_group() -> None:
    """Build or preview the documentation website."""


def _check_out(out: Path, catalog_root: str, source_root: Path | None) -> None:
    """Refuse an output folder inside the catalog, the site's own sources or the upstream checkout, or one that
    holds any of them (a usage error)."""
    from ..site._paths import site_source_dir
    from ..site.writer import OutputError, check_outside

    folders = {
        "the catalog": Path(catalog_root) if catalog_root else None,
        "the site sources": site_source_dir(),
        "the upstream checkout": source_root,
    }
    try:
        check_outside(out, folders)
    except OutputError as exc:
        raise click.BadParameter(str(exc), param_hint="'--out'") from None


_BUILDER = os.getpid()  # reset when the handler is installed


def _terminated(signum: int, _frame: object) -> None:
    if os.getpid() != _BUILDER:
        # A pool worker forked with this handler, stopped before it could reset it: end it quietly (a
        # SystemExit there is a traceback of the pool's "Exception in initializer").
        os._exit(128 + signum)
    click.echo("interrupted: the build was stopped and its partial output removed", err=True)
    raise SystemExit(128 + signum)


@site_group.command("build")
@click.option(
    "--out",
    type=PathType(file_okay=False, path_type=Path),
    default=Path("_site"),
    show_default=True,
    help="Output folder, replaced atomically (only an empty folder, or an earlier build holding only what it wrote).",
)
@click.option(
    "--base-url",
    metavar="URL",
    callback=_base_url,
    help="Where the site will be published, for canonical URLs and the sitemap "
    "(default: the catalog's site URL and version).",
)
@_SOURCE_ROOT
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    help="Processes for rendering entry pages (default: one per core; used for large catalogs).",
)
@pass_app
def build(app: AppContext, out: Path, base_url: str | None, source_root: Path | None, jobs: int | None) -> None:
    """Build the static site: a page and a JSON record per error, browsing, search and paste-to-diagnose."""
    from ..site import OutputError, build_site

    catalog = app.catalog
    _check_out(out, catalog.root, source_root)
    main = threading.current_thread() is threading.main_thread()
    previous = signal.getsignal(signal.SIGTERM) if main else None
    if main:
        # A SIGTERM stops the build as Ctrl+C does: the pool is stopped and the half-built folder removed.
        global _BUILDER
        _BUILDER = os.getpid()
        signal.signal(signal.SIGTERM, _terminated)
    try:
        result = build_site(catalog, out, base_url=base_url, source_root=source_root, jobs=jobs)
    except (OutputError, ValueError) as exc:  # ValueError: an unusable SANDBOX_ERRORS_DOCS_URL
        raise click.ClickException(str(exc)) from None
    finally:
        if main:
            signal.signal(signal.SIGTERM, previous)
    processes = f" on {result.processes} processes" if result.processes > 1 else ""
    click.echo(
        f"built {result.pages} pages for {result.entries} errors ({result.files} files) "
        f"in {result.seconds:.2f} s{processes}: {result.out}"
    )
    click.echo(f"open {result.out / 'index.html'}; publish it at {result.base_url}")


@site_group.command("publish")
@click.argument("pages", type=PathType(file_okay=False, path_type=Path))
@click.option(
    "--site-url",
    metavar="URL",
    callback=_base_url,
    help="Where PAGES is served from, without the version (default: the catalog's site URL).",
)
@pass_app
def publish(app: AppContext, pages: Path, site_url: str | None) -> None:
    """Build this catalog version's site into PAGES/<version>/ beside the versions published before, with an
    index, a 404 page and a robots.txt at the root: the tree GitHub Pages (or any static host) serves."""
    from ..site import OutputError
    from ..site.pages import publish as publish_pages

    catalog = app.catalog
    _check_out(pages, catalog.root, None)
    try:
        done = publish_pages(catalog, pages, site_url)
    except OutputError as exc:
        raise click.ClickException(str(exc)) from None
    click.echo(
        f"published catalog version {catalog.version} ({done.build.pages} pages) in {pages / catalog.version}; "
        f"{len(done.versions)} version{'' if len(done.versions) == 1 else 's'} in {pages}: {', '.join(done.versions)}"
    )
    click.echo(f"serve {pages} at {done.build.base_url.removesuffix(catalog.version + '/')}")


@site_group.command("serve")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="0 picks a free port.")
@click.option(
    "--out",
    type=PathType(file_okay=False, path_type=Path),
    help="Build into this folder (default: a temporary folder, removed on exit).",
)
@_SOURCE_ROOT
@pass_app
def serve(app: AppContext, port: int, out: Path | None, source_root: Path | None) -> None:
    """Serve the site on 127.0.0.1 and rebuild it when the catalog or the templates change."""
    from ..catalog import load_catalog
    from ..site.serve import Preview
    from ..site.writer import OutputError, check_output

    first = app.catalog  # an invalid catalog ends the command here, before anything listens
    if out is not None:
        # A build inside the watched folders would start the next one, for ever.
        _check_out(out, first.root, source_root)
        try:
            check_output(out)
        except OutputError as exc:
            raise click.ClickException(str(exc)) from None
    temporary = None if out is not None else Path(tempfile.mkdtemp(prefix="sandbox-errors-site-"))
    try:
        target = out if out is not None else Path(str(temporary)) / "site"
        try:
            preview = Preview(
                lambda: load_catalog(app.catalog_dir) if preview.builds else first,
                target,
                port=port,
                source_root=source_root,
                echo=click.echo,
            )
        except OSError as exc:
            raise click.ClickException(f"cannot listen on 127.0.0.1:{port}: {exc.strerror} (try --port 0)") from None
        if threading.current_thread() is threading.main_thread():
            # A service manager's SIGTERM stops the preview as Ctrl+C does, so the temporary folder goes too.
            signal.signal(signal.SIGTERM, lambda *_: preview.stop())
        try:
            preview.run(Path(first.root))
        except KeyboardInterrupt:
            click.echo("stopped")
    finally:
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)
