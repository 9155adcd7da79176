"""The site for language models (the llms.txt convention): an index, every entry in Markdown, and files of all.

- ``llms.txt``: an H1 title, a one-paragraph blockquote summary, how to use the catalog from an agent (the MCP
  server, the CLI, the JSON API), then sections of links: one per capability, each link to an entry's Markdown
  page with the message it explains (a model holding a message finds its page by it), and the files of all
  entries, whole and per package;
- ``errors/<id>/index.md``: the entry in Markdown, beside its HTML page (:func:`errors.entry_markdown`);
- ``llms-full.txt``: every entry's Markdown, after a heading and a summary, each entry after a ``---`` rule;
  ``llms/<package>.txt`` the same for the entries of one npm package (about 1.3 MB is too much to read whole;
  an E2B user wants E2B's);
- ``root/llms.txt``: when the site is published under a path (``/2026.11/``), a copy of ``llms.txt`` for the
  host's root, where agents look for it (its links are absolute: they lead into this version).
"""

from __future__ import annotations

from urllib.parse import urlsplit

from ..catalog import Catalog, Entry
from ..entry_markdown import entry_markdown, inline_code

RULE = "\n\n---\n\n"


def entry_path(entry_id: str) -> str:
    return f"errors/{entry_id}/index.md"


def package_path(package: str) -> str:
    """``@mastra/e2b`` -> ``llms/mastra-e2b.txt``."""
    return f"llms/{package.removeprefix('@').replace('/', '-')}.txt"


def _message(entry: Entry) -> str:
    """The entry's message on one line, as inline code."""
    return inline_code(" ".join(entry.message.split()))


def _size(text: str) -> str:
    kb = len(text.encode("utf-8")) / 1000
    return f"{kb:,.0f} kB" if kb >= 10 else f"{kb:.1f} kB"


def _summary(catalog: Catalog, count: int, what: str) -> str:
    return (
        f"> {count} {what} that Mastra sandboxes and workspaces throw (E2B, Daytona, Vercel, Docker, local and "
        "more): for each, the exact message, what it means, when it happens, fixes with before/after code, and "
        f"the upstream line that throws it. Catalog version {catalog.version}."
    )


def _usage(base_url: str) -> list[str]:
    return [
        "From an agent or a terminal, the same catalog answers a pasted error directly:",
        "",
        "- MCP server for coding assistants (Claude Code, Cursor, VS Code): `pip install 'sandbox-errors[mcp]'`, "
        'then add `{"mcpServers": {"sandbox-errors": {"command": "sandbox-errors", "args": ["mcp"]}}}` to the '
        "assistant's MCP settings. Tools: `diagnose` (a message, a stack trace or a log: the entries it holds, "
        "with their values and lines), `scan` (a log file in the workspace), `explain` (one entry in full), "
        "`search`, `list`; resources `sandbox-errors://errors/{id}`.",
        "- Command line: `pip install sandbox-errors`, then `sandbox-errors diagnose \"<the error>\"` (or "
        "`< ci.log`, `--json`), `sandbox-errors scan ci.log`, `sandbox-errors explain <id>`.",
        f"- JSON API: every entry's record in one file, {base_url}api/errors.json, and one per entry, "
        f"{base_url}api/errors/<id>.json; catalog-wide facts in {base_url}api/catalog.json.",
        "",
    ]


def _full(catalog: Catalog, entries: list[Entry], title: str, summary: str) -> str:
    head = f"# {title}\n\n{summary}\n\nThe entries follow one another, each under its own H1, between `---` rules."
    body = RULE.join(entry_markdown(catalog, e).rstrip("\n") for e in entries)
    return head + RULE + body + "\n"


def llms_files(catalog: Catalog, base_url: str) -> dict[str, str]:
    """Site-relative path -> text of every llms file (``base_url`` ends in ``/``)."""
    files = {entry_path(e.id): entry_markdown(catalog, e) for e in catalog.entries}
    packages = sorted({e.package for e in catalog.entries})
    for package in packages:
        entries = [e for e in catalog.entries if e.package == package]
        files[package_path(package)] = _full(
            catalog, entries, f"{catalog.title}: {package}", _summary(catalog, len(entries), f"errors of {package}")
        )
    summary = _summary(catalog, len(catalog.entries), "errors")
    files["llms-full.txt"] = _full(catalog, list(catalog.entries), f"{catalog.title}: every entry", summary)
    index = [f"# {catalog.title}", "", summary, ""]
    index += _usage(base_url)
    index += [
        "Each link below is the Markdown version of an error's page, with the message it explains (`${...}` "
        "where a value goes) and its id.",
        "",
    ]
    for capability in catalog.capabilities:
        entries = [e for e in catalog.entries if e.capability == capability.key]
        if not entries:
            continue
        index += [f"## {capability.title}", ""]
        index += [f"- [{e.title}]({base_url}{entry_path(e.id)}): {_message(e)} (`{e.id}`)" for e in entries]
        index.append("")
    index += ["## Every entry in one file", ""]
    index.append(
        f"- [llms-full.txt]({base_url}llms-full.txt): all {len(catalog.entries)} entries "
        f"({_size(files['llms-full.txt'])})"
    )
    for package in packages:
        count = sum(e.package == package for e in catalog.entries)
        path = package_path(package)
        entries_word = "entry" if count == 1 else "entries"
        index.append(f"- [{package}]({base_url}{path}): {count} {entries_word} ({_size(files[path])})")
    index.append("")
    files["llms.txt"] = "\n".join(index)
    if (urlsplit(base_url).path or "/") != "/":
        files["root/llms.txt"] = files["llms.txt"]
    return files
