"""``mcp``: serve the catalog, diagnose and the probes to AI coding assistants over MCP (stdio)."""

from __future__ import annotations

import click

from ._context import AppContext, pass_app


@click.command("mcp")
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
@pass_app
def mcp(app: AppContext, allow_probes: bool, allow_create: bool, allow_destroy: bool, probe_timeout: float) -> None:
    """Run an MCP server on standard input and output, for Claude Code, Cursor and other assistants.

    Tools: diagnose, explain, search, list, scan, and probe (only with --allow-probes). Each entry is also a
    resource, sandbox-errors://errors/ID (JSON) and sandbox-errors://errors/ID.md (Markdown). It needs the
    optional extra: pip install 'sandbox-errors[mcp]'.
    """
    if (allow_create or allow_destroy) and not allow_probes:
        raise click.UsageError("--allow-create and --allow-destroy need --allow-probes")
    try:
        import mcp  # noqa: F401
    except ImportError:
        click.echo("error: the MCP server needs the optional extra: pip install 'sandbox-errors[mcp]'", err=True)
        raise SystemExit(2) from None
    from ..mcp_server import ServerOptions, serve

    serve(app.catalog, ServerOptions(allow_probes, allow_create, allow_destroy, probe_timeout))
