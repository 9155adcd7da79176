"""The ``sandbox-errors`` command line. One module per concern; this one builds the group.

Commands import what they need lazily so that a cold start pays only for the command that runs.
"""

from __future__ import annotations

import click

from .. import __version__
from ._context import AppContext
from .catalog_commands import catalog_group, explain, list_entries
from .codegen_command import codegen
from .diagnose_commands import diagnose, scan
from .drift_command import drift
from .history_command import history
from .mcp_command import mcp
from .npm_command import npm_group
from .probe import probe
from .scope_command import scope
from .site import site_group


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 110})
@click.option(
    "--catalog",
    "catalog_dir",
    type=click.Path(file_okay=False, path_type=str),
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
main.add_command(npm_group)
