"""The ``sandbox-errors`` command line. One module per concern; this one builds the group.

Commands import what they need lazily so that a cold start pays only for the command that runs.
"""

from __future__ import annotations

import errno
import os
import sys
from typing import Any

import click

from .. import __version__
from ._context import AppContext
from .catalog_commands import catalog_group, explain, list_entries
from .codegen_command import codegen
from .diagnose_commands import diagnose, scan
from .drift_command import drift
from .history_command import history
from .mcp_command import mcp
from .probe import probe
from .scope_command import scope
from .site import site_group

# A write to standard output that fails for these reasons is the output's fault (a full disk, /dev/full, a
# file size limit, a vanished terminal), not the program's: one line, not a traceback.
_OUTPUT_ERRNOS = frozenset({errno.ENOSPC, errno.EIO, errno.EFBIG, errno.EDQUOT, errno.EROFS})


class _Main(click.Group):
    """The command group, which also reports a failed write as one line (click itself handles only EPIPE)."""

    def main(self, *args: Any, **kwargs: Any) -> Any:
        try:
            try:
                return super().main(*args, **kwargs)
            finally:
                # Now, not at exit: a small output sits in the buffer until then, where a failed write is only an
                # "Exception ignored" warning and exit status 120.
                sys.stdout.flush()
        except OSError as exc:
            if exc.errno not in _OUTPUT_ERRNOS:
                raise
            _discard_stdout()
            where = exc.filename or "the output"
            click.echo(f"Error: cannot write {where}: {exc.strerror or exc}", err=True)
            raise SystemExit(1) from None


def _discard_stdout() -> None:
    """Point standard output at /dev/null, so that what is still buffered is not written (and fails) at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass


def _catalog_dir(_ctx: click.Context, _param: click.Parameter, value: str | None) -> str | None:
    # An empty path would be the current folder, while the messages named the shipped catalog.
    if value is not None and not value.strip():
        raise click.BadParameter("an empty path names no catalog (leave the option out for the shipped one)")
    return value


@click.group(cls=_Main, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 110})
@click.option(
    "--catalog",
    "catalog_dir",
    type=click.Path(file_okay=False, path_type=str),
    callback=_catalog_dir,
    envvar="SANDBOX_ERRORS_CATALOG",
    help="Use this catalog directory instead of the shipped one (env: SANDBOX_ERRORS_CATALOG).",
)
@click.version_option(__version__, "--version", prog_name="sandbox-errors")
@click.pass_context
def main(ctx: click.Context, catalog_dir: str | None) -> None:
    """Explain and diagnose sandbox errors (Mastra sandboxes and workspaces)."""
    ctx.obj = AppContext(catalog_dir)


main.add_command(list_entries)
main.add_command(explain)
catalog_group.add_command(drift)
catalog_group.add_command(scope)
catalog_group.add_command(history)
main.add_command(catalog_group)
main.add_command(diagnose)
main.add_command(scan)
main.add_command(codegen)
main.add_command(probe)
main.add_command(site_group)
main.add_command(mcp)
