"""``mcp``: serve the catalog, diagnose and the probes to AI coding assistants over MCP (stdio)."""

from __future__ import annotations

import importlib.util
from typing import Any

import click

from ._context import AppContext, pass_app
from ._untranslated import Command, PathType


def _sdk_installed() -> bool:
    """Whether the SDK is there, without importing it (that costs most of a second; it is imported later)."""
    try:
        return all(importlib.util.find_spec(name) is not None for name in ("mcp", "mcp_types"))
    except (ImportError, ValueError):  # a module set to None in sys.modules, a broken parent package
        return False


@click.command("mcp", cls=Command)
@click.option("--allow-probes", is_flag=True, help="Let the probe tool run probes against live sandboxes.")
@click.option(
    "--allow-create", is_flag=True, help="Let probes start a sandbox that is not running (with --allow-probes)."
)
@click.option("--allow-destroy", is_flag=True, help="Let probes destroy a sandbox their own start created.")
@click.option(
    "--probe-timeout",
    type=click.FloatRange(1, 3600),
    default=120.0,
    show_default=True,
    help="Seconds one probe run may take.",
)
@click.option(
    "--scan-root",
    "scan_roots",
    multiple=True,
    type=PathType(exists=True, file_okay=False, path_type=str),
    help="A folder the scan tool may read log files in (repeatable). Default: the client's roots when it "
    "declares them, else the folder the server was started in.",
)
@pass_app
def mcp(
    app: AppContext,
    allow_probes: bool,
    allow_create: bool,
    allow_destroy: bool,
    probe_timeout: float,
    scan_roots: tuple[str, ...],
) -> None:
    """Run an MCP server on standard input and output, for Claude Code, Cursor and other assistants.

    Tools: diagnose, explain, search, list, scan, and probe (only with --allow-probes). Each entry is also a
    resource, sandbox-errors://errors/ID (its JSON record) and sandbox-errors://errors/ID.md (Markdown). It needs
    the optional extra: pip install 'sandbox-errors[mcp]'.
    """
    if (allow_create or allow_destroy) and not allow_probes:
        raise click.UsageError("--allow-create and --allow-destroy need --allow-probes")
    if not _sdk_installed():
        click.echo("error: the MCP server needs the optional extra: pip install 'sandbox-errors[mcp]'", err=True)
        raise SystemExit(2)
    from ..mcp_stdio import serve_stdio
    from ..mcp_tools import ServerOptions

    catalog = app.catalog  # loaded now: a catalog that does not load ends the command before any message
    options = ServerOptions(allow_probes, allow_create, allow_destroy, probe_timeout, scan_roots)

    def build() -> tuple[Any, Any]:
        from ..mcp_server import build_server

        return build_server(catalog, options)

    raise SystemExit(serve_stdio(build))
