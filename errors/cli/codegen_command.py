"""``codegen``: write (or check) the generated exception module."""

from __future__ import annotations

import click

from ._context import AppContext, pass_app
from ._untranslated import Command


@click.command(cls=Command)
@click.option("--check", is_flag=True, help="Exit 1 when errors/_generated.py is not what the catalog generates.")
@pass_app
def codegen(app: AppContext, check: bool) -> None:
    """Generate the exception classes (errors/_generated.py and its name list) from the catalog."""
    import os
    import tempfile

    from ..codegen import generate, generate_names, generated_names_path, generated_path

    outputs = [(generated_path(), generate(app.catalog)), (generated_names_path(), generate_names(app.catalog))]
    stale = [(path, text) for path, text in outputs if (path.read_text("utf-8") if path.exists() else "") != text]
    if check:
        for path, _ in stale:
            click.echo(f"{path} is stale: run `sandbox-errors codegen`", err=True)
        if stale:
            raise SystemExit(1)
        click.echo("ok: the generated modules are current")
        return
    for path, text in stale:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".generated-", suffix=".py")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
        click.echo(f"wrote {path}")
    if not stale:
        click.echo("unchanged: the generated modules are current")
