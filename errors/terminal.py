"""What the terminal shows: ``explain`` and ``diagnose`` as plain text (:mod:`errors.textout`), probes with rich.

Rendering takes a :class:`~errors.textout.Style` (width, colour, links) instead of asking the terminal, so
golden-output tests render at any width. Code is never wrapped and no line ends in whitespace.
"""

from __future__ import annotations

from typing import IO, TYPE_CHECKING, Any

from . import finding_words
from .catalog.examples import summary
from .textout import Style, inline_words, printable

if TYPE_CHECKING:
    from rich.console import Console

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


def message_line(template: Template, style: Style, values: dict[str, str] | None = None) -> str:
    """The message with placeholders (or the extracted values) marked; never wrapped (it is copied)."""
    from .template import Literal

    out = []
    for part in template.parts:
        if isinstance(part, Literal):
            out.append(part.text)
        elif values is not None and part.name in values:
            out.append(style.paint(printable(values[part.name]), "bold", "magenta"))
        else:
            out.append(style.paint("${" + part.expr + "}", "bold", "cyan"))
    return "".join(out)


def example_lines(example: Example, style: Style, indent: int = 5) -> list[str]:
    """A fix's code: the user's own declarations if any, then before and after, each flush left in fences."""
    from .textout import code_block

    pad = " " * indent
    out: list[str] = []
    blocks = [("Your own code, assumed by the example:", example.prelude)] if example.prelude else []
    blocks += [("Before:", example.before), ("After:", example.after)]
    for label, code in blocks:
        if code:
            out += ["", pad + style.paint(label, "italic"), *code_block(code, example.lang, style)]
    return out


def _heading(title: str, style: Style) -> list[str]:
    return ["", style.paint(title, "bold", "underline")]


def render_entry(entry: Entry, catalog: Catalog, style: Style, found_by: dict[str, str] | None = None) -> str:
    """The full explanation of one entry, as ``explain`` prints it (``found_by``: values of a pasted message)."""
    from .textout import prose, wrap

    capability = catalog.capability(entry.capability)
    lines = [style.paint(entry.title, "bold")]
    lines.append(style.paint(f"{entry.id} · {capability.title} ({entry.capability}) · {entry.package}", "dim"))
    if entry.retired:
        lines.append(style.paint(f"Retired: see {entry.successor}", "bold", "yellow"))
    lines += _heading("Message", style)
    # Every line of a multi-line message under the first: flush left, they would read as headings.
    lines += ["  " + line for line in message_line(entry.template, style, found_by).split("\n")]
    for p in entry.params:
        head = f"  {style.paint(p.name, 'bold', 'magenta')}  ${{{p.expr}}}"
        if p.description:
            desc = prose(p.description, Style(style.width, style.color, style.hyperlinks), indent=6)
            lines += [head, *desc]
        else:
            lines.append(head)
    if found_by:
        lines += [
            "",
            "  Your message has: "
            + ", ".join(f"{k} = {style.paint(printable(v), 'bold', 'magenta')}" for k, v in found_by.items()),
        ]
    if entry.defect:
        lines += _heading("Known bug", style)
        lines += prose(entry.defect.summary(entry.package) + "\n\n" + entry.defect.workaround, style, indent=2)
    lines += _heading("What it means", style) + prose(entry.meaning, style, indent=2)
    lines += _heading("When it happens", style) + prose(entry.triggers, style, indent=2)
    lines += _heading("Common situations", style)
    lines += prose("\n".join(f"- {' '.join(s.split())}" for s in entry.situations), style, indent=2)
    lines += _heading("Fixes", style)
    for number, fix in enumerate(entry.fixes, 1):
        lines += ["", *wrap(inline_words(fix.title, style), style.width, f"  {number}. ", "     ")]
        lines += prose(fix.body, style, indent=5)
        if fix.example:
            lines += example_lines(fix.example, style)
    if entry.requires:
        lines += _heading("Versions", style)
        lines += prose("\n".join(f"- `{r.package}` `{r.version}`: {r.reason}" for r in entry.requires), style, indent=2)
    if entry.related:
        lines += _heading("Related", style)
        lines += prose("\n".join(f"- `{rid}`: {catalog.get(rid).title}" for rid in entry.related), style, indent=2)
    lines += _heading("Upstream source", style)
    for src in entry.sources:
        pin = src.release or f"{src.repo}@{(src.commit or '')[:12]}"
        lines.append(f"  {pin} {src.path}:{src.line} ({src.function})")
        lines.append("    " + style.link(src.url))
    checks = catalog.checks(entry)
    lines += _heading("Checked", style)
    if checks["reproduced"]:
        lines += prose(
            f"Reproduced against `{checks['reproduced']}`: a script makes the real package throw it, offline.",
            style,
            indent=2,
        )
    else:
        lines += prose(f"Not reproduced: {checks['not_reproduced'] or 'no reproduction yet'}.", style, indent=2)
    typecheck = summary(checks["examples"])
    if typecheck:
        lines += prose(typecheck, style, indent=2)
    lines += ["", f"Python: errors.{entry.exception} (family errors.{entry.family})"]
    lines.append("Docs: " + style.link(catalog.docs_url(entry.id)))
    return "\n".join(line.rstrip() for line in lines) + "\n"


_VERDICTS = {
    "confirmed": ("CONFIRMED", "red"),
    "ruled_out": ("RULED OUT", "green"),
    "inconclusive": ("INCONCLUSIVE", "yellow"),
}
_MARKS = {"pass": ("PASS", "green"), "fail": ("FAIL", "red"), "warn": ("WARN", "yellow"), "skip": ("SKIP", "dim")}


def render_diagnosis(result: dict[str, Any], catalog: Catalog, style: Style, *, why: bool = False) -> str:
    """What ``diagnose`` prints: the best match in full, the other candidates briefly, and how they differ."""
    from .textout import prose, wrap

    matches = result["matches"]
    if not matches:
        return (
            "Not in the catalog: no catalogued error matches this text.\n"
            "Try `sandbox-errors list` to browse, or paste the full error line.\n"
        )
    lines: list[str] = []
    for index, match in enumerate(matches):
        entry = catalog.get(match["id"])
        title = entry.title if index == 0 else f"Also: {entry.title}"
        if index:
            lines.append("")
        lines.append(style.paint(title, "bold") + "  " + style.paint(f"[{finding_words.confidence(match)}]", "dim"))
        lines.append(style.paint(f"{entry.id} · {entry.capability} · {entry.package}", "dim"))
        matched = _highlight_values(match["matched_text"], match.get("spans") or {}, style)
        lines.append(f"  {finding_words.line(match)}: {matched}")
        also_on = finding_words.also_on(match)
        if also_on:
            lines.append(style.paint(f"  {also_on}", "dim"))
        for name, value in (match["params"] or {}).items():
            lines.append(f"  {style.paint(name, 'bold')} = {style.paint(printable(value), 'bold', 'magenta')}")
        if match.get("confirmed_by"):
            evidence_text = finding_words.phrase("evidence", evidence=", ".join(match["confirmed_by"]))
            lines += wrap(printable(evidence_text).split(" "), style.width, "  ", "    ")
        if match.get("why"):
            why_text = finding_words.phrase("why", why=match["why"])
            wrapped = wrap(printable(why_text).split(" "), style.width, "  ? ", "    ")
            lines += [style.paint(line, "yellow") for line in wrapped]
        lines += _version_lines(match, style)
        if "verdict" in match:
            word, colour = _VERDICTS[match["verdict"]]
            lines.append("  live probe verdict: " + style.paint(word, "bold", colour))
            lines += [style.paint(f"    - {printable(line)}", "dim") for line in match.get("evidence") or []]
        for other in match.get("rivals") or []:
            text = finding_words.phrase("rival", id=other["id"], confidence=other["confidence"], how=other["how"])
            lines += wrap(printable(text).split(" "), style.width, "  ", "    ")
        if why:
            lines.append("  how it matched:")
            lines.append(f"    template: {entry.message}")
            lines.append(
                f"    method: {match['method']}; normalisations: {', '.join(match['normalizations']) or 'none'}"
            )
            if match.get("missing_words"):
                lines.append(f"    template words not in the text: {printable(', '.join(match['missing_words']))}")
            for name, (start, end) in (match.get("spans") or {}).items():
                lines.append(f"    {name}: characters {start}-{end} of the matched text")
        if index == 0:
            if entry.defect:
                lines += _heading("Known bug", style)
                lines += prose(entry.defect.summary(entry.package) + "\n\n" + entry.defect.workaround, style, indent=2)
            lines += _heading("What it means", style) + prose(entry.meaning, style, indent=2)
            lines += _heading("Fixes", style)
            for number, fix in enumerate(entry.fixes, 1):
                lines += wrap(inline_words(fix.title, style), style.width, f"  {number}. ", "     ")
                lines += prose(fix.body, style, indent=5)
                if fix.example and number == 1:
                    lines += [*example_lines(fix.example, style), ""]
        url = match["docs_url"]
        lines += ["", "  Docs: " + finding_words.docs(url, match["id"]).replace(url, style.link(url))]
    if result.get("more"):
        more = finding_words.phrase("more", count=result["more"])
        lines += ["", *wrap(more.split(" "), style.width, "", "  ")]
    if result.get("probes"):
        lines += _heading("Probes run", style)
        for probe in result["probes"]:
            mark, colour = _MARKS.get(probe["status"], (probe["status"].upper(), ""))
            lines.append(f"  {style.paint(f'{mark:<4}', colour)} {probe['name']}: {printable(probe['detail'])}")
    return "\n".join(line.rstrip() for line in lines) + "\n"


def _version_lines(match: dict[str, Any], style: Style) -> list[str]:
    """Another release's wording, and the facts about the installed versions (diagnose --project)."""
    from .textout import wrap

    notes = finding_words.notes(match)
    notes += (match.get("versions") or {}).get("notes") or []
    lines: list[str] = []
    for note in map(printable, notes):
        lines += [style.paint(line, "yellow") for line in wrap(note.split(" "), style.width, "  ! ", "    ")]
    return lines


def _highlight_values(text: str, spans: dict[str, list[int]], style: Style) -> str:
    """The matched line with the extracted values marked (spans are character offsets into ``text``)."""
    out, last = [], 0
    for start, end in sorted(spans.values()):
        if start < last:
            continue
        out += [printable(text[last:start]), style.paint(printable(text[start:end]), "bold", "magenta")]
        last = end
    return "".join(out) + printable(text[last:])
