"""click's help option, version option and path type, made with their English texts given.

click passes the texts it writes itself through :func:`gettext.gettext` as it makes these (a path type's name,
"Show this message and exit.", "Show the version and exit."), and the first lookup imports :mod:`locale` to
expand the language name: 4.3 M instructions of a cold ``diagnose``, about 2 % of it, for translations click
does not ship. The same parameters are made here with the same texts and no lookup. click still looks up the
messages it writes for a usage error: a command line that fails pays for them.

Every command and group of the CLI is of :class:`Command` or :class:`Group`, and every path it takes a
:class:`PathType` (tests/test_cli.py walks the tree).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

__all__ = ["HELP_TEXT", "Command", "Group", "PathType", "version_option"]

HELP_TEXT = "Show this message and exit."
VERSION_TEXT = "Show the version and exit."
_F = TypeVar("_F", bound=Callable[..., Any])


def _show_help(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:  # as click's own help option
        click.echo(ctx.get_help(), color=ctx.color)
        ctx.exit()


class _HelpWithText(click.Command):
    """A command whose help option is made as :meth:`click.Command.get_help_option` makes it, with its text
    given (once per command: click orders the eager parameters by identity)."""

    _help_with_text: click.Option | None = None

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        names = self.get_help_option_names(ctx)
        if not names or not self.add_help_option:
            return None
        if self._help_with_text is None:
            self._help_with_text = click.Option(
                names, is_flag=True, expose_value=False, is_eager=True, help=HELP_TEXT, callback=_show_help
            )
        return self._help_with_text


class Command(_HelpWithText):
    """A command whose help option is made with its text given."""


class Group(_HelpWithText, click.Group):
    """A group whose help option is made with its text given, as are those of the commands it makes."""

    command_class = Command
    group_class = type  # (click: a subgroup it makes is of this group's class)


def version_option(version: str, prog_name: str) -> Callable[[_F], _F]:
    """``--version``, as :func:`click.version_option` makes it for this version and name."""

    def show(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
        if value and not ctx.resilient_parsing:
            click.echo(f"{prog_name}, version {version}", color=ctx.color)
            ctx.exit()

    return click.option("--version", is_flag=True, expose_value=False, is_eager=True, help=VERSION_TEXT, callback=show)


class PathType(click.Path):
    """:class:`click.Path` with these options, made when a value is first converted (or any of its settings
    read): until then it holds only its name, which the help shows."""

    def __init__(self, **options: Any) -> None:  # (click.Path's own __init__ looks its name up)
        file_okay, dir_okay = options.get("file_okay", True), options.get("dir_okay", True)
        self.name = "file" if file_okay and not dir_okay else "directory" if dir_okay and not file_okay else "path"
        self._options = options
        self._made: click.Path | None = None

    def _path(self) -> click.Path:
        if self._made is None:
            self._made = click.Path(**self._options)
        return self._made

    def __getattr__(self, name: str) -> Any:
        # Only for what this object does not hold itself: click.Path's settings (exists, file_okay, ...).
        if name.startswith("__") or name in ("_options", "_made"):
            raise AttributeError(name)
        return getattr(self._path(), name)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        return self._path().convert(value, param, ctx)

    def shell_complete(self, ctx: click.Context, param: click.Parameter, incomplete: str) -> Any:
        return self._path().shell_complete(ctx, param, incomplete)

    def to_info_dict(self) -> Any:
        return self._path().to_info_dict()
