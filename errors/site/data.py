"""What the site exports as data: the JSON API, the search index and the paste-box matchers.

The search index and the matchers are JavaScript files that assign a global, not JSON to fetch: browsers
refuse ``fetch()`` from ``file://`` pages, and a script tag works everywhere.
"""

from __future__ import annotations

import json
from typing import Any

from ..catalog import Catalog, Entry
from ..template import Literal

SEARCH_GLOBAL = "SE_SEARCH"
# Search ranks by ids, titles, classes and messages (errors/search.py's rules); the prose is only the snippet
# under a result, so its opening is enough, and the index stays small enough to load whole.
SEARCH_TEXT_LIMIT = 600
# Bump when the search documents change shape: it is part of the index's cache-busting version.
SEARCH_FORMAT = "search-2"  # "s": the message shape, for the word rules of errors.search
MATCHERS_GLOBAL = "SE_MATCHERS"


def to_json(value: Any) -> str:
    """JSON as ``explain --json`` prints it (two-space indent, UTF-8 kept), with a final newline."""
    return json.dumps(value, ensure_ascii=False, indent=2) + "\n"


def to_compact_json(value: Any) -> str:
    """JSON without indentation, for the large collections: Python's C encoder only runs without ``indent``."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")) + "\n"


def _js_assignment(name: str, value: Any) -> str:
    # ASCII-only JSON is valid JavaScript whatever charset the browser assumes for a file:// script.
    return f"window.{name} = {json.dumps(value, ensure_ascii=True, separators=(',', ':'))};\n"


def catalog_facts(catalog: Catalog) -> dict[str, Any]:
    """Catalog-wide facts for /api/catalog.json."""
    return {
        "name": catalog.name,
        "title": catalog.title,
        "version": catalog.version,
        "site_url": catalog.site_url,
        "issue_url": catalog.issue_url,
        "upstream": [
            {"key": u.key, "repo": u.repo, "packages": dict(u.packages)} for u in catalog.upstream
        ],
        "capabilities": [
            {"key": c.key, "title": c.title, "description": c.description, "family": c.family}
            for c in catalog.capabilities
        ],
        "entries": len(catalog.entries),
    }


def search_document(catalog: Catalog, entry: Entry, message: str, text: str) -> dict[str, Any]:
    """One entry in the search index; short keys because the index ships to every searching browser."""
    return {
        "id": entry.id,
        "t": entry.title,
        "m": message,
        "s": entry.template.shape,  # what errors.search reads as the message: placeholders as {name}
        "k": entry.capability,
        "c": catalog.capability(entry.capability).title,
        "p": entry.package,
        "e": entry.exception,
        "r": 1 if entry.retired else 0,
        "x": text[:SEARCH_TEXT_LIMIT],
    }


def search_index_js(documents: list[dict[str, Any]]) -> str:
    return _js_assignment(SEARCH_GLOBAL, documents)


def matcher(entry: Entry) -> dict[str, Any]:
    """The browser's view of a template: its ECMAScript regex (flags ``su``) and its literal runs, in order.

    ``w`` (the number of literal characters) ranks matches: a template that pins down more text is the more
    specific explanation when several match the same paste.
    """
    literals = [text for text in entry.template.literals if text]
    parts = entry.template.parts
    return {
        "id": entry.id,
        "t": entry.title,
        "re": entry.template.pattern(flavor="js"),
        "lit": literals,
        "w": sum(len(text) for text in literals),
        "r": 1 if entry.retired else 0,
        # Starts with a literal: the browser may then also look for the message in the middle of a log line.
        "s": 1 if parts and isinstance(parts[0], Literal) else 0,
        # As errors.match: a value with a closed set takes only those values, one with a pattern matches it.
        "v": {p.name: list(p.values) for p in entry.params if p.values},
        "p": {p.name: p.pattern for p in entry.params if p.pattern},
    }


def matchers_js(catalog: Catalog) -> str:
    return _js_assignment(MATCHERS_GLOBAL, [matcher(e) for e in catalog.entries])
