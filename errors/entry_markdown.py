"""Entries and diagnoses as Markdown: for language models (the MCP server, the site's llms.txt files).

One implementation: the MCP resources, ``errors/<id>/index.md`` and ``llms-full.txt`` of the site all come
from :func:`entry_markdown`; the MCP tools' text results from :func:`diagnosis_markdown`.
"""

from __future__ import annotations

from typing import Any

from .catalog import Catalog, Entry
from .catalog.examples import summary

_LANG_NAMES = {"ts": "ts", "typescript": "ts", "js": "js", "sh": "sh", "bash": "sh", "json": "json"}


def _fence(code: str, lang: str, *, exact: bool = False) -> str:
    """A fenced block whose fence is longer than any backtick run inside the code; ``exact``: the code keeps its
    trailing spaces (only its last line breaks go), for a message, which is the text byte for byte (docker-modem's
    ends with a space)."""
    longest = max((len(run) for run in code.split("\n") for run in _backtick_runs(run)), default=0)
    fence = "`" * max(3, longest + 1)
    body = code.rstrip("\n") if exact else code.rstrip()
    return f"{fence}{_LANG_NAMES.get(lang, lang)}\n{body}\n{fence}"


def _backtick_runs(line: str) -> list[str]:
    runs, current = [], ""
    for ch in line:
        if ch == "`":
            current += ch
        elif current:
            runs.append(current)
            current = ""
    return [*runs, current] if current else runs


def inline_code(text: str) -> str:
    """``text`` as inline code, whatever backticks it holds (a longer fence, and spaces inside it then)."""
    runs = [len(run) for run in _backtick_runs(text)]
    if not runs:
        return f"`{text}`"
    fence = "`" * (max(runs) + 1)
    return f"{fence} {text} {fence}"


def _fix_markdown(number: int, entry: Entry, index: int) -> list[str]:
    fix = entry.fixes[index]
    out = [f"### {number}. {fix.title}", "", fix.body.strip(), ""]
    example = fix.example
    if example:
        if example.prelude:
            out += ["Your own code, assumed by the example:", "", _fence(example.prelude, example.lang), ""]
        out += [
            "Before:",
            "",
            _fence(example.before, example.lang),
            "",
            "After:",
            "",
            _fence(example.after, example.lang),
            "",
        ]
    return out


def entry_markdown(catalog: Catalog, entry: Entry) -> str:
    """The whole entry as a Markdown document (no HTML), ending in a newline."""
    out = [f"# {entry.title}", ""]
    out += [f"`{entry.id}` · {catalog.capability(entry.capability).title} · `{entry.package}`", ""]
    if entry.retired:
        out += [f"Retired: replaced by `{entry.successor}`.", ""]
    out += ["## Message", "", _fence(entry.message, "text", exact=True), ""]
    if entry.params:
        out += ["| value | upstream expression | what it is |", "|---|---|---|"]
        for p in entry.params:
            description = " ".join((p.description or "").split()).replace("|", "\\|")
            out.append(f"| `{p.name}` | `${{{p.expr}}}` | {description} |")
        out.append("")
    if entry.defect:
        out += ["## Known bug", "", entry.defect.summary(entry.package), "", entry.defect.workaround.strip(), ""]
    out += ["## What it means", "", entry.meaning.strip(), "", "## When it happens", "", entry.triggers.strip(), ""]
    out += ["Common situations:", ""] + [f"- {' '.join(s.split())}" for s in entry.situations] + [""]
    out += ["## How to fix it", ""]
    for i in range(len(entry.fixes)):
        out += _fix_markdown(i + 1, entry, i)
    if entry.requires:
        out += ["## Versions", ""] + [f"- `{r.package}` `{r.version}`: {r.reason}" for r in entry.requires] + [""]
    if entry.related:
        out += ["## Related", ""] + [f"- `{rid}`: {catalog.get(rid).title}" for rid in entry.related] + [""]
    out += ["## Upstream source", ""]
    for s in entry.sources:
        pin = s.release or f"commit {(s.commit or '')[:12]}"
        out.append(f"- [{s.path}:{s.line}]({s.url}) in `{s.function}` ({pin})")
    checks = catalog.checks(entry)
    out += ["", "## Checked", ""]
    if checks["reproduced"]:
        out.append(f"- Reproduced against `{checks['reproduced']}`: a script makes the real package throw it, offline.")
    else:
        out.append(f"- Not reproduced: {checks['not_reproduced'] or 'no reproduction yet'}.")
    typecheck = summary(checks["examples"])
    if typecheck:
        out.append(f"- {typecheck}")
    out += ["", f"Python: `errors.{entry.exception}` (family `errors.{entry.family}`)", ""]
    out += [f"Docs: {catalog.docs_url(entry.id)}", ""]
    return "\n".join(out)


def diagnosis_markdown(catalog: Catalog, summary: dict[str, Any]) -> str:
    """What an assistant can quote of a diagnosis (:func:`errors.mcp_results.diagnose_summary`): the best match's
    meaning, the values found, its first fix and docs link; then the other errors of the text, with their lines,
    and other readings of the same line."""
    matches = summary.get("matches") or []
    if not matches:
        return "Not in the catalog: no catalogued Mastra sandbox error matches this text.\n"
    top = matches[0]
    entry = catalog.get(top["id"])
    where = f", line {top['line']}" if "line" in top else ""
    out = [f"**{entry.title}** (`{entry.id}`, {top['confidence']} match, score {top['score']}{where})", ""]
    out += [entry.meaning.strip().split("\n\n")[0], ""]
    if top["values"]:
        out += ["Values in your message:", ""] + [f"- `{k}`: `{v}`" for k, v in top["values"].items()] + [""]
    if entry.fixes:
        out += _fix_markdown(1, entry, 0)
    out.append(f"Docs: {top['docs_url']}")
    same_line = [m for m in matches[1:] if m.get("line") == top.get("line")]
    elsewhere = [m for m in matches[1:] if m.get("line") != top.get("line")]
    if elsewhere:
        out += ["", "Also in this text:", ""]
        out += [
            f"- line {m.get('line', '?')}: `{m['id']}`: {m['title']} ({m['confidence']}, score {m['score']})"
            + "".join(f", `{k}` = `{v}`" for k, v in m["values"].items())
            for m in elsewhere
        ]
    if same_line:
        out += ["", "Other readings of the same text: " + ", ".join(
            f"`{m['id']}` ({m['confidence']}, score {m['score']})" for m in same_line
        )]
    return "\n".join(out) + "\n"
