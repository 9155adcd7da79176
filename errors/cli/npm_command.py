"""``sandbox-errors npm build``: the npm package (``npx sandbox-errors``, ``import ... from "sandbox-errors"``)."""

from __future__ import annotations

from pathlib import Path

import click

from ._context import AppContext, pass_app
from ._untranslated import Group, PathType


@click.group("npm", cls=Group)
def npm_group() -> None:
    """Build the npm package from the catalog."""


@npm_group.command("build")
@click.option(
    "--out",
    default="_npm",
    show_default=True,
    type=PathType(file_okay=False, path_type=Path),
    help="The package folder to write (an earlier build there is replaced; `npm pack` it to get the tarball).",
)
@pass_app
def build(app: AppContext, out: Path) -> None:
    """Write the npm package: ESM with TypeScript declarations, no dependencies, its version the catalog's.

    Two builds of the same catalog are byte for byte the same; a failed build leaves the previous one as it was.
    """
    from ..catalog import default_catalog_dir
    from ..npm import build_package
    from ..site._paths import site_source_dir
    from ..site.writer import OutputError, check_outside

    catalog = app.catalog
    try:
        check_outside(
            out,
            {
                "the catalog": Path(catalog.root or default_catalog_dir()),
                "the site sources": site_source_dir(),
                "the package's sources": Path(__file__).resolve().parent.parent / "npm",
            },
        )
        built = build_package(catalog, out)
    except OutputError as exc:
        raise click.BadParameter(str(exc), param_hint="'--out'") from None
    click.echo(
        f"{built.name}@{built.version}: {built.files} files, {built.bytes / 1000:,.0f} kB in {built.out} "
        f"(`npm pack {built.out}` makes the tarball)"
    )
