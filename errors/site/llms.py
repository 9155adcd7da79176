"""The site for language models (the llms.txt convention): an index, every entry in Markdown, and one file of all.

- ``llms.txt``: an H1 title, a one-paragraph blockquote summary, then sections of links, one per capability,
  each link to an entry's Markdown page with its title;
- ``errors/<id>/index.md``: the entry in Markdown, beside its HTML page (:func:`errors.entry_markdown`);
- ``llms-full.txt``: every entry's Markdown, one after another.
"""

from __future__ import annotations

from ..catalog import Catalog
from ..entry_markdown import entry_markdown


def entry_path(entry_id: str) -> str:
    return f"errors/{entry_id}/index.md"


def llms_files(catalog: Catalog, base_url: str) -> dict[str, str]:
    """Site-relative path -> text of every llms file (``base_url`` ends in ``/``)."""
    files = {entry_path(e.id): entry_markdown(catalog, e) for e in catalog.entries}
    index = [
        f"# {catalog.title}",
        "",
        f"> {len(catalog.entries)} errors that Mastra sandboxes and workspaces throw (E2B, Daytona, Vercel, Docker, "
        "local and more): for each, the exact message, what it means, when it happens, fixes with before/after "
        "code, and the upstream line that throws it. Catalog version " + catalog.version + ".",
        "",
        "Each link below is the Markdown version of an error's page. All of them in one file: "
        f"[llms-full.txt]({base_url}llms-full.txt).",
        "",
    ]
    for capability in catalog.capabilities:
        entries = [e for e in catalog.entries if e.capability == capability.key]
        if not entries:
            continue
        index += [f"## {capability.title}", ""]
        index += [f"- [{e.title}]({base_url}{entry_path(e.id)}): `{e.id}`" for e in entries]
        index.append("")
    files["llms.txt"] = "\n".join(index)
    files["llms-full.txt"] = "\n\n".join(entry_markdown(catalog, e).rstrip("\n") for e in catalog.entries) + "\n"
    return files
