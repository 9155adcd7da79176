"""What the terminal shows: entries rendered with rich.

Colour follows the usual rules: none when ``NO_COLOR`` is set or the output is not a terminal (rich decides
both). Rendering is separate from the commands so that golden-output tests can render to a fixed-width console.
"""

from __future__ import annotations

from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console, RenderableType
    from rich.text import Text

    from .catalog import Catalog, Entry, Example
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


def example_blocks(example: Example, indent: int = 5) -> list[RenderableType]:
    """A fix's before/after code, highlighted, each under its label."""
    from rich.padding import Padding
    from rich.syntax import Syntax
    from rich.text import Text

    blocks: list[RenderableType] = []
    for label, code in (("Before", example.before), ("After", example.after)):
        syntax = Syntax(code.rstrip("\n"), example.lang, theme="ansi_dark", background_color="default", word_wrap=True)
        blocks += [Padding(Text(label, style="italic"), (0, 0, 0, indent)), Padding(syntax, (0, 0, 0, indent))]
    return blocks


def render_entry(entry: Entry, catalog: Catalog) -> RenderableType:
    """The full explanation of one entry, as ``explain`` prints it."""
    from rich.console import Group
    from rich.markdown import Markdown
    from rich.padding import Padding
    from rich.rule import Rule
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
            parts += example_blocks(fix.example)
    if entry.requires:
        parts.append(heading("Versions"))
        parts.append(prose("\n".join(f"- `{r.package}` `{r.version}`: {r.reason}" for r in entry.requires)))
    if entry.related:
        parts.append(heading("Related"))
        parts.append(prose("\n".join(f"- `{rid}`: {catalog.get(rid).title}" for rid in entry.related)))
    parts.append(heading("Upstream source"))
    for src in entry.sources:
        pin = src.release or f"{src.repo}@{(src.commit or '')[:12]}"
        where = f"  {pin} {src.path}:{src.line} ({src.function})"
        parts.append(Text(where, no_wrap=True, overflow="ignore"))
        parts.append(Text(f"    {src.url}", style="blue", no_wrap=True, overflow="ignore"))
    parts.append(Text(f"\nPython: errors.{entry.exception} (family errors.{entry.family})"))
    parts.append(Text(f"Docs: {catalog.docs_url(entry.id)}", style="blue", no_wrap=True, overflow="ignore"))
    parts.append(Rule(style="dim"))
    return Group(*parts)


def render_diagnosis(result: dict[str, Any], catalog: Catalog, *, why: bool = False) -> RenderableType:
    """What ``diagnose`` prints: the best match in full, the other candidates briefly, and how they differ."""
    from rich.console import Group
    from rich.markdown import Markdown
    from rich.padding import Padding
    from rich.text import Text

    matches = result["matches"]
    if not matches:
        return Text(
            "Not in the catalog: no catalogued error matches this text.\n"
            "Try `sandbox-errors list` to browse, or paste the full error line.",
        )
    parts: list[RenderableType] = []
    for index, match in enumerate(matches):
        entry = catalog.get(match["id"])
        badge = {"exact": "exact match", "strong": "strong match", "weak": "possible match"}[match["confidence"]]
        header = Text()
        header.append(("" if index == 0 else "\nAlso: ") + entry.title, style="bold")
        header.append(f"  [{badge}, score {match['score']:.1f}]", style="dim")
        parts.append(header)
        parts.append(Text(f"{entry.id} · {entry.capability} · {entry.package}", style="dim"))
        # Padding keeps a long matched line's continuation indented under it.
        line = Text(f"line {match['line']}: ", style="dim")
        line.append_text(_highlight_values(match["matched_text"], match.get("spans") or {}, match["params"]))
        parts.append(Padding(line, (0, 0, 0, 2)))
        if match["params"]:
            for name, value in match["params"].items():
                row = Text("  ")
                row.append(name, style="bold")
                row.append(" = ")
                row.append(value, style="bold magenta")
                parts.append(row)
        if "verdict" in match:
            style = {"confirmed": "bold red", "ruled_out": "bold green", "inconclusive": "bold yellow"}[
                match["verdict"]
            ]
            verdict_names = {"confirmed": "CONFIRMED", "ruled_out": "RULED OUT", "inconclusive": "INCONCLUSIVE"}
            verdict = Text("  live probe verdict: ")
            verdict.append(verdict_names[match["verdict"]], style=style)
            parts.append(verdict)
            for line in match.get("evidence") or []:
                parts.append(Text(f"    - {line}", style="dim"))
        for other in match.get("differs_from") or []:
            if index == 0:
                parts.append(Text(f"  vs {other['id']}: {other['how']}", style="yellow"))
        if why:
            parts.append(Text("  how it matched:", style="italic"))
            parts.append(Padding(Text(f"template: {entry.message}"), (0, 0, 0, 4)))
            parts.append(
                Text(f"    method: {match['method']}; normalisations: {', '.join(match['normalizations']) or 'none'}")
            )
            if match.get("missing_words"):
                parts.append(Text(f"    template words not in the text: {', '.join(match['missing_words'])}"))
            for name, (start, end) in (match.get("spans") or {}).items():
                parts.append(Text(f"    {name}: characters {start}-{end} of the matched text"))
        if index == 0:
            parts.append(Text("\nWhat it means", style="bold underline"))
            parts.append(Padding(Markdown(entry.meaning.strip()), (0, 0, 0, 2)))
            parts.append(Text("\nFixes", style="bold underline"))
            for number, fix in enumerate(entry.fixes, 1):
                parts.append(Text(f"  {number}. {fix.title}", style="bold"))
                parts.append(Padding(Markdown(fix.body.strip()), (0, 0, 0, 5)))
                if fix.example and number == 1:
                    parts += example_blocks(fix.example)
        parts.append(Text(f"  Docs: {match['docs_url']}", style="blue", no_wrap=True, overflow="ignore"))
    if result.get("probes"):
        parts.append(Text("\nProbes run", style="bold underline"))
        marks = {
            "pass": ("PASS", "green"),
            "fail": ("FAIL", "red"),
            "warn": ("WARN", "yellow"),
            "skip": ("SKIP", "dim"),
        }
        for probe in result["probes"]:
            mark, style = marks.get(probe["status"], (probe["status"].upper(), ""))
            row = Text("  ")
            row.append(f"{mark:<4}", style=style)
            row.append(f" {probe['name']}: {probe['detail']}")
            parts.append(row)
    return Group(*parts)


def _highlight_values(text: str, spans: dict[str, list[int]], params: dict[str, str]) -> Text:
    from rich.text import Text

    out = Text(text)
    for start, end in spans.values():
        out.stylize("bold magenta", start, end)
    return out
