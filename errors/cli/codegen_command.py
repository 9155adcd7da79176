"""``codegen``: write (or check) the generated exception module."""

from __future__ import annotations

import click

from ._context import AppContext, pass_app


@click.command()
@click.option("--check", is_flag=True, help="Exit 1 when errors/_generated.py is not what the catalog generates.")
@pass_app
def codegen(app: AppContext, check: bool) -> None:
    """Generate the exception classes (errors/_generated.py) from the catalog."""
    import os
    import tempfile

    from ..codegen import generate, generated_path

    text = generate(app.catalog)
    path = generated_path()
    current = path.read_text(encoding="utf-8") if path.exists() else ""
    if check:
        if current != text:
            click.echo(f"{path} is stale: run `sandbox-errors codegen`", err=True)
            raise SystemExit(1)
        click.echo(f"ok: {path} is current")
        return
    if current == text:
        click.echo(f"unchanged: {path}")
        return
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".generated-", suffix=".py")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    os.replace(tmp, path)
    click.echo(f"wrote {path}")
