"""The ``sandbox-errors`` command line. One module per concern; this one builds the group.

A command's module is imported only when that command runs (or help lists it), and the commands import what
they need lazily too, so that a cold start pays only for the command that runs: ``diagnose`` never loads the
site builder, the probes or the drift checker.
"""

from __future__ import annotations

import atexit
import errno
import gc
import importlib
import os
import sys
from typing import Any

import click

from .. import __version__
from ._context import AppContext
from ._untranslated import Group, PathType, version_option

# name -> (module of errors.cli, attribute): every command of the top-level group.
_COMMANDS = {
    "catalog": ("catalog_commands", "catalog_group"),
    "codegen": ("codegen_command", "codegen"),
    "diagnose": ("diagnose_commands", "diagnose"),
    "explain": ("catalog_commands", "explain"),
    "list": ("catalog_commands", "list_entries"),
    "mcp": ("mcp_command", "mcp"),
    "npm": ("npm_command", "npm_group"),
    "probe": ("probe", "probe"),
    "scan": ("diagnose_commands", "scan"),
    "site": ("site", "site_group"),
}
# The commands of `catalog` that live in modules of their own.
_CATALOG_COMMANDS = (("drift_command", "drift"), ("scope_command", "scope"), ("history_command", "history"))

# A write to standard output that fails for these reasons is the output's fault (a full disk, /dev/full, a
# file size limit, a vanished terminal), not the program's: one line, not a traceback.
_OUTPUT_ERRNOS = frozenset({errno.ENOSPC, errno.EIO, errno.EFBIG, errno.EDQUOT, errno.EROFS})

# At exit the interpreter runs the cycle collector over every object before it frees the modules: some 10 ms of a
# cold diagnose (the catalog's index, the matcher's tables), tracing what the end of the process frees anyway.
# Frozen at exit (after the atexit handlers before this one, such as a cache file's close), they are freed by
# reference counting alone. A process that imports this module keeps collecting as usual until it exits.
atexit.register(gc.freeze)


class _LazyGroup(Group):
    """The top-level group: each command is imported from its module on first use."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*_COMMANDS, *self.commands})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in _COMMANDS:
            module, attribute = _COMMANDS[cmd_name]
            command: click.Command = getattr(importlib.import_module(f".{module}", __name__), attribute)
            if cmd_name == "catalog" and isinstance(command, click.Group):
                for sub_module, sub_attribute in _CATALOG_COMMANDS:
                    command.add_command(getattr(importlib.import_module(f".{sub_module}", __name__), sub_attribute))
            self.add_command(command, cmd_name)
        return super().get_command(ctx, cmd_name)


# The commands that leave nothing behind but what they printed (every file they write is written and closed
# before they return): the console script ends them without tearing the interpreter down (see run).
_QUICK_EXIT_COMMANDS = frozenset({"diagnose", "scan", "explain", "list"})


class _Main(_LazyGroup):
    """The command group, which also reports a failed write as one line (click itself handles only EPIPE)."""

    invoked: str | None = None  # the command this process ran (run asks)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name, command, rest = super().resolve_command(ctx, args)
        self.invoked = name
        return name, command, rest

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
    type=PathType(file_okay=False, path_type=str),
    callback=_catalog_dir,
    envvar="SANDBOX_ERRORS_CATALOG",
    help="Use this catalog directory instead of the shipped one (env: SANDBOX_ERRORS_CATALOG).",
)
@version_option(__version__, prog_name="sandbox-errors")
@click.pass_context
def main(ctx: click.Context, catalog_dir: str | None) -> None:
    """Explain and diagnose sandbox errors (Mastra sandboxes and workspaces)."""
    ctx.obj = AppContext(catalog_dir)


def run() -> None:
    """The console script (and ``python -m errors``): :func:`main`, then, for a command of
    _QUICK_EXIT_COMMANDS, the process ends once the output is flushed and the exit handlers have run, without the
    interpreter's teardown: freeing every module and object one by one is a tenth of a cold ``diagnose``, for
    memory the end of the process frees anyway. Any other ending (another command, an exception, a thread still
    running, an output that fails to flush) is the interpreter's usual one. (The console script runs it through
    errors._console, which sets the cycle collector first.)"""
    try:
        main(prog_name="sandbox-errors")
    except SystemExit as exc:
        if main.invoked not in _QUICK_EXIT_COMMANDS or not isinstance(exc.code, int | None):
            raise
        if "threading" in sys.modules and sys.modules["threading"].active_count() > 1:
            raise
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (OSError, ValueError):
            raise exc from None
        atexit._run_exitfuncs()
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (OSError, ValueError):
            pass
        os._exit(exc.code or 0)
