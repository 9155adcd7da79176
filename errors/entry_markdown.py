"""Entries and diagnoses as Markdown: for language models (the MCP server, the site's llms.txt files).

One implementation: the MCP resources, ``errors/<id>/index.md`` and ``llms-full.txt`` of the site all come
from :func:`entry_markdown`; the MCP tools' text results from :func:`diagnosis_markdown`.
"""

from __future__ import annotations

from typing import Any

from .catalog import Catalog, Entry
from .catalog.examples import summary

_LANG_NAMES = {"ts": "ts", "typescript": "ts", "js": "js", "sh": "sh", "bash": "sh", "json": "json"}


def _fence(code: str, lang: str) -> str:
    """A fenced block whose fence is longer than any backtick run inside the code."""
    longest = max((len(run) for run in code.split("\n") for run in _backtick_runs(run)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}{_LANG_NAMES.get(lang, lang)}\n{code.rstrip()}\n{fence}"


def _backtick_runs(line: str) -> list[str]:
    runs, current = [], ""
    for ch in line:
        if ch == "`":
            current += ch
        elif current:
            runs.append(current)
            current = ""
    return [*runs, current] if current else runs


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
    out += ["## Message", "", _fence(entry.message, "text"), ""]
    if entry.params:
        out += ["| value | upstream expression | what it is |", "|---|---|---|"]
        for p in entry.params:
            description = " ".join((p.description or "").split()).replace("|", "\\|")
            out.append(f"| `{p.name}` | `${{{p.expr}}}` | {description} |")
        out.append("")
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


def diagnosis_markdown(catalog: Catalog, result: dict[str, Any]) -> str:
    """What an assistant can quote: the top match's meaning, the values found, the first fix, the docs link."""
    matches = result.get("matches") or []
    if not matches:
        return "Not in the catalog: no catalogued Mastra sandbox error matches this text."
    top = matches[0]
    entry = catalog.get(top["id"])
    out = [f"**{entry.title}** (`{entry.id}`, {top['confidence']} match, score {top['score']})", ""]
    out += [entry.meaning.strip().split("\n\n")[0], ""]
    if top.get("params"):
        out += ["Values in your message:", ""] + [f"- `{k}`: `{v}`" for k, v in top["params"].items()] + [""]
    out += _fix_markdown(1, entry, 0)
    others = [m for m in matches[1:]]
    if others:
        out += ["Other candidates: " + ", ".join(f"`{m['id']}` ({m['score']})" for m in others), ""]
    out.append(f"Docs: {top['docs_url']}")
    return "\n".join(out) + "\n"
