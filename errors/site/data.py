"""What the site exports as data: the JSON API, the search index and the paste-box matchers.

The search index and the matchers are JavaScript files that assign a global, not JSON to fetch: browsers
refuse ``fetch()`` from ``file://`` pages, and a script tag works everywhere.
"""

from __future__ import annotations

import json
from typing import Any

from ..catalog import Catalog, Entry
from ..finding_words import PHRASES
from ..search import search_index
from .matcher_data import matcher_records, matching_rules

SEARCH_GLOBAL = "SE_SEARCH"
# Search ranks by errors.search's index (its words, fields and rules, exported whole); the prose here is only the
# snippet under a result, so its opening is enough.
SEARCH_TEXT_LIMIT = 400
# Bump when the search documents change shape: it is part of the index's cache-busting version.
SEARCH_FORMAT = "search-3"  # {"index": errors.search's index and rules, "docs": what a result shows}
# The browser matcher's data (site/static/matcher.js): one record per template the matcher reads, and the rest.
MATCHERS_GLOBAL = "SE_MATCHERS"
MATCHING_GLOBAL = "SE_MATCHING"


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
    """What a search result shows of an entry; short keys because the index ships to every searching browser."""
    return {
        "id": entry.id,
        "t": entry.title,
        "m": message,
        "c": catalog.capability(entry.capability).title,
        "p": entry.package,
        "r": 1 if entry.retired else 0,
        "x": text[:SEARCH_TEXT_LIMIT],
    }


def search_data(catalog: Catalog) -> dict[str, Any]:
    """errors.search's index and rules, as the search page reads them."""
    return search_index(catalog).to_data()


def search_index_js(index: dict[str, Any], documents: list[dict[str, Any]]) -> str:
    """assets/search-index.js: the index, and each entry's result in the index's order. Every searching browser
    loads it whole, so what the page can put back is not sent: a result's id is the index's id at its place, and
    its capability a number into ``capabilities`` (site/static/search.js restores both)."""
    by_id = {d["id"]: d for d in documents}
    capabilities = sorted({d["c"] for d in documents})
    number = {c: n for n, c in enumerate(capabilities)}
    docs = [{**{k: v for k, v in by_id[i].items() if k != "id"}, "c": number[by_id[i]["c"]]} for i in index["ids"]]
    return _js_assignment(SEARCH_GLOBAL, {"index": index, "capabilities": capabilities, "docs": docs})


def search_documents_of(search_js: dict[str, Any]) -> list[dict[str, Any]]:
    """The results as :func:`search_document` made them, from what search_index_js sent (what search.js does)."""
    ids, capabilities = search_js["index"]["ids"], search_js["capabilities"]
    return [{"id": i, **d, "c": capabilities[d["c"]]} for i, d in zip(ids, search_js["docs"], strict=True)]


def matchers_js(catalog: Catalog) -> str:
    """assets/matchers.js: what site/static/matcher.js reads to diagnose as ``errors.diagnose`` does: the
    templates (SE_MATCHERS), and the indexes, thresholds and normalisation rules (SE_MATCHING).

    Assigned to ``self``, not ``window``: a Web Worker loads the file too."""
    records = matcher_records(catalog)
    rest = {key: value for key, value in records.items() if key != "templates"}
    return _self_assignment(MATCHERS_GLOBAL, records["templates"]) + _self_assignment(
        MATCHING_GLOBAL, {**rest, "rules": matching_rules()}
    )


PHRASES_GLOBAL = "SE_PHRASES"


def phrases_js() -> str:
    """assets/phrases.js: the words errors.finding_words gives a finding, for the paste box to say the same."""
    return _self_assignment(PHRASES_GLOBAL, PHRASES)


def _self_assignment(name: str, value: Any) -> str:
    return f"self.{name} = {json.dumps(value, ensure_ascii=True, separators=(',', ':'))};\n"
