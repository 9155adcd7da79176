"""What the terminal shows: entries rendered with rich.

Colour follows the usual rules: none when ``NO_COLOR`` is set or the output is not a terminal (rich decides
both). Rendering is separate from the commands so that golden-output tests can render to a fixed-width console.
"""

from __future__ import annotations

from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

    from .catalog import Catalog, Entry
    from .template import Template


def make_console(file: IO[str] | None = None, *, stderr: bool = False, width: int | None = None) -> Console:
    import os

    from rich.console import Console

    # NO_COLOR means no escape codes at all (rich alone would still emit bold and underline).
    plain = bool(os.environ.get("NO_COLOR"))
    return Console(
        file=file,
        stderr=stderr,
        width=width,
        highlight=False,
        soft_wrap=False,
        color_system=None if plain else "auto",
        no_color=plain,
    )


def message_text(template: Template, values: dict[str, str] | None = None) -> RenderableType:
    """The message with placeholders (or the extracted values) marked."""
    from rich.text import Text

    from .template import Literal

    text = Text()
    for part in template.parts:
        if isinstance(part, Literal):
            text.append(part.text)
        elif values is not None and part.name in values:
            text.append(values[part.name], style="bold magenta")
        else:
            text.append("${" + part.expr + "}", style="bold cyan")
    return text


def render_entry(entry: Entry, catalog: Catalog) -> RenderableType:
    """The full explanation of one entry, as ``explain`` prints it."""
    from rich.console import Group
    from rich.markdown import Markdown
    from rich.padding import Padding
    from rich.rule import Rule
    from rich.syntax import Syntax
    from rich.text import Text

    def heading(title: str) -> Text:
        return Text("\n" + title, style="bold underline")

    def prose(markdown: str) -> Padding:
        return Padding(Markdown(markdown.strip()), (0, 0, 0, 2))

    capability = catalog.capability(entry.capability)
    parts: list[RenderableType] = [
        Text(entry.title, style="bold"),
        Text(f"{entry.id} · {capability.title} ({entry.capability}) · {entry.package}", style="dim"),
    ]
    if entry.retired:
        parts.append(Text(f"Retired: see {entry.successor}", style="bold yellow"))
    parts += [heading("Message"), Padding(message_text(entry.template), (0, 0, 0, 2))]
    if entry.params:
        for p in entry.params:
            line = Text("  ")
            line.append(p.name, style="bold magenta")
            line.append(f"  ${{{p.expr}}}" + (f"  {p.description}" if p.description else ""))
            parts.append(line)
    parts += [heading("What it means"), prose(entry.meaning), heading("When it happens"), prose(entry.triggers)]
    parts.append(heading("Common situations"))
    parts.append(prose("\n".join(f"- {s}" for s in entry.situations)))
    parts.append(heading("Fixes"))
    for number, fix in enumerate(entry.fixes, 1):
        parts.append(Text(f"\n  {number}. {fix.title}", style="bold"))
        parts.append(Padding(Markdown(fix.body.strip()), (0, 0, 0, 5)))
        if fix.example:
            for label, code in (("Before", fix.example.before), ("After", fix.example.after)):
                parts.append(Padding(Text(label, style="italic"), (0, 0, 0, 5)))
                parts.append(
                    Padding(
                        Syntax(
                            code.rstrip("\n"),
                            fix.example.lang,
                            theme="ansi_dark",
                            background_color="default",
                            word_wrap=True,
                        ),
                        (0, 0, 0, 5),
                    )
                )
    if entry.requires:
        parts.append(heading("Versions"))
        parts.append(prose("\n".join(f"- `{r.package}` `{r.version}`: {r.reason}" for r in entry.requires)))
    if entry.related:
        parts.append(heading("Related"))
        parts.append(prose("\n".join(f"- `{rid}`: {catalog.get(rid).title}" for rid in entry.related)))
    parts.append(heading("Upstream source"))
    for src in entry.sources:
        where = f"  {src.repo}@{src.commit[:12]} {src.path}:{src.line} ({src.function})"
        parts.append(Text(where, no_wrap=True, overflow="ignore"))
        parts.append(Text(f"    {src.url}", style="blue", no_wrap=True, overflow="ignore"))
    parts.append(Text(f"\nPython: errors.{entry.exception} (family errors.{entry.family})"))
    parts.append(Text(f"Docs: {catalog.docs_url(entry.id)}", style="blue", no_wrap=True, overflow="ignore"))
    parts.append(Rule(style="dim"))
    return Group(*parts)
