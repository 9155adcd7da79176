"""What the MCP tools answer a model: compact typed summaries, and the JSON Schemas that declare them.

A host such as Claude Code hands the model ``JSON.stringify(structuredContent)`` and drops the text, so each
summary must be enough to act on by itself: ids, titles, confidence, the values found, line numbers, the docs
link and the URI of the full record (``sandbox-errors://errors/{id}``), and for the best match its meaning and
first fix. Nothing else of the catalog record (evidence, sources' provenance, history, reproductions) goes in:
that stays behind the resource.

The summaries are built from the public fields of diagnose's records (``id``, ``title``, ``confidence``,
``score``, ``params``, ``line``, ``docs_url``) and of scan's findings, nothing the matcher keeps to itself.
"""

from __future__ import annotations

from typing import Any

from .catalog import Catalog, Entry

URI_PREFIX = "sandbox-errors://errors/"
# What a scan summary keeps of each entry: the first line numbers and the first occurrences, all counted.
SCAN_LINES_PER_ERROR = 20
SCAN_OCCURRENCES_PER_ERROR = 3
SCAN_MAX_ERRORS = 50

CONFIDENCE_NOTE = (
    "How sure the match is: exact (this text is this error), strong (almost surely), possible (worth a look; "
    "older catalogs say weak)."
)


def resource_uri(entry_id: str) -> str:
    return f"{URI_PREFIX}{entry_id}"


def _first_paragraph(text: str) -> str:
    return " ".join(text.strip().split("\n\n")[0].split())


def fix_summary(entry: Entry, index: int = 0) -> dict[str, Any]:
    """One fix of an entry: its title, why, and the code before and after when it has an example."""
    fix = entry.fixes[index]
    out: dict[str, Any] = {"title": fix.title, "body": fix.body.strip()}
    if fix.example is not None:
        out["example"] = {"lang": fix.example.lang, "before": fix.example.before, "after": fix.example.after}
        if fix.example.prelude:
            out["example"]["prelude"] = fix.example.prelude
    return out


def match_summary(record: dict[str, Any], catalog: Catalog, *, explain: bool = False) -> dict[str, Any]:
    """A diagnose record, compact; ``explain`` adds the entry's meaning and first fix (for the best match)."""
    out: dict[str, Any] = {
        "id": record["id"],
        "title": record["title"],
        "confidence": record["confidence"],
        "score": record["score"],
        "values": dict(record.get("params") or {}),
    }
    if record.get("line") is not None:
        out["line"] = record["line"]
    out["docs_url"] = record["docs_url"]
    out["resource"] = resource_uri(record["id"])
    if explain:
        entry = catalog.get(record["id"])
        out["meaning"] = _first_paragraph(entry.meaning)
        if entry.fixes:
            out["fix"] = fix_summary(entry)
    return out


def diagnose_summary(result: dict[str, Any], catalog: Catalog) -> dict[str, Any]:
    """``errors.diagnose``'s result, compact: every match in order, the first with its meaning and fix."""
    matches = result.get("matches") or []
    out: dict[str, Any] = {
        "found": len(matches),
        "matches": [match_summary(m, catalog, explain=i == 0) for i, m in enumerate(matches)],
    }
    if result.get("skipped"):
        out["skipped"] = dict(result["skipped"])
    return out


def entry_brief(entry: Entry, catalog: Catalog) -> dict[str, Any]:
    """An entry in a list: enough to pick it (its message too) and to open it."""
    return {
        "id": entry.id,
        "title": entry.title,
        "message": entry.message,
        "capability": entry.capability,
        "package": entry.package,
        "docs_url": catalog.docs_url(entry.id),
        "resource": resource_uri(entry.id),
    }


def entry_detail(entry: Entry, catalog: Catalog) -> dict[str, Any]:
    """An entry for the model that asked for it in full: what the Markdown page says, as fields."""
    out = entry_brief(entry, catalog)
    out["exception"] = f"errors.{entry.exception}"
    if entry.retired:
        out["successor"] = entry.successor
    out["meaning"] = entry.meaning.strip()
    out["triggers"] = entry.triggers.strip()
    out["situations"] = [" ".join(s.split()) for s in entry.situations]
    out["fixes"] = [fix_summary(entry, i) for i in range(len(entry.fixes))]
    out["related"] = list(entry.related)
    out["sources"] = [s.url for s in entry.sources]
    return out


class ScanSummary:
    """Scan findings folded per entry as they stream by: every one counted, the first few kept."""

    def __init__(self, catalog: Catalog) -> None:
        self._catalog = catalog
        self._groups: dict[str, dict[str, Any]] = {}
        self.findings = 0

    def add(
        self, entry_id: str, line: int, end_line: int, confidence: str, score: float, values: dict[str, str]
    ) -> None:
        self.findings += 1
        group = self._groups.get(entry_id)
        if group is None:
            group = self._groups[entry_id] = {"count": 0, "confidence": {}, "lines": [], "occurrences": []}
        group["count"] += 1
        group["confidence"][confidence] = group["confidence"].get(confidence, 0) + 1
        if len(group["lines"]) < SCAN_LINES_PER_ERROR:
            group["lines"].append(line)
        if len(group["occurrences"]) < SCAN_OCCURRENCES_PER_ERROR:
            occurrence: dict[str, Any] = {"line": line, "confidence": confidence, "score": score, "values": values}
            if end_line and end_line != line:
                occurrence["end_line"] = end_line
            group["occurrences"].append(occurrence)

    def result(self, path: str) -> dict[str, Any]:
        ranked = sorted(self._groups.items(), key=lambda kv: (-kv[1]["count"], kv[0]))
        errors = [
            {
                "id": entry_id,
                "title": self._catalog.get(entry_id).title,
                **group,
                "docs_url": self._catalog.docs_url(entry_id),
                "resource": resource_uri(entry_id),
            }
            for entry_id, group in ranked[:SCAN_MAX_ERRORS]
        ]
        out: dict[str, Any] = {"path": path, "findings": self.findings, "errors": errors}
        if len(ranked) > SCAN_MAX_ERRORS:
            out["omitted_errors"] = len(ranked) - SCAN_MAX_ERRORS
        return out


# -- output schemas (JSON Schema 2020-12, the MCP default); each tool declares one as its outputSchema --

_STR = {"type": "string"}
_VALUES = {
    "type": "object",
    "additionalProperties": {"type": "string"},
    "description": "The values the message holds, by the names the catalog gives them (sandbox_id, path, ...).",
}
_ID = {"type": "string", "description": "The entry's id: explain(id), or the resource, has it in full."}
_DOCS = {"type": "string", "description": "The entry's page on the documentation site."}
_RESOURCE = {"type": "string", "description": "The MCP resource with the entry's full record (JSON)."}
_EXAMPLE = {
    "type": "object",
    "properties": {"lang": _STR, "before": _STR, "after": _STR, "prelude": _STR},
    "required": ["lang", "before", "after"],
}
FIX_SCHEMA = {
    "type": "object",
    "properties": {"title": _STR, "body": _STR, "example": _EXAMPLE},
    "required": ["title", "body"],
}
MATCH_SCHEMA = {
    "type": "object",
    "properties": {
        "id": _ID,
        "title": _STR,
        "confidence": {"type": "string", "description": CONFIDENCE_NOTE},
        "score": {"type": "number", "description": "0 to 100: how closely the text follows the message."},
        "values": _VALUES,
        "line": {"type": "integer", "description": "The line of the text it was found on, from 1."},
        "docs_url": _DOCS,
        "resource": _RESOURCE,
        "meaning": {"type": "string", "description": "What the error means (the best match only)."},
        "fix": {**FIX_SCHEMA, "description": "The first fix (the best match only)."},
    },
    "required": ["id", "title", "confidence", "score", "values", "docs_url", "resource"],
}
_BRIEF_PROPERTIES: dict[str, Any] = {
    "id": _ID,
    "title": _STR,
    "message": {"type": "string", "description": "The message as upstream writes it, ${...} where values go."},
    "capability": _STR,
    "package": {"type": "string", "description": "The npm package that throws it."},
    "docs_url": _DOCS,
    "resource": _RESOURCE,
}
BRIEF_SCHEMA = {"type": "object", "properties": _BRIEF_PROPERTIES, "required": list(_BRIEF_PROPERTIES)}

DIAGNOSE_OUTPUT = {
    "type": "object",
    "properties": {
        "found": {"type": "integer", "description": "How many matches follow (0: not in the catalog)."},
        "matches": {
            "type": "array",
            "items": MATCH_SCHEMA,
            "description": "Best first. Matches on different lines are different errors of the text; on one "
            "line, the later ones are other readings of it.",
        },
        "skipped": {
            "type": "object",
            "properties": {"bytes": {"type": "integer"}, "lines": {"type": "integer"}},
            "description": "The start of a very long text that was not read (its end was).",
        },
    },
    "required": ["found", "matches"],
}
EXPLAIN_OUTPUT = {
    "type": "object",
    "properties": {
        **_BRIEF_PROPERTIES,
        "exception": {"type": "string", "description": "The typed Python exception (pip install sandbox-errors)."},
        "successor": {"type": "string", "description": "A retired entry: the entry that replaces it."},
        "meaning": _STR,
        "triggers": {"type": "string", "description": "When it happens."},
        "situations": {"type": "array", "items": _STR},
        "fixes": {"type": "array", "items": FIX_SCHEMA},
        "related": {"type": "array", "items": _STR, "description": "Ids of related entries."},
        "sources": {"type": "array", "items": _STR, "description": "The upstream lines that throw it."},
        "match": {
            **MATCH_SCHEMA,
            "description": "When the query was a pasted message: how it matched and the values in it.",
        },
    },
    "required": [*_BRIEF_PROPERTIES, "exception", "meaning", "triggers", "situations", "fixes"],
}
SEARCH_OUTPUT = {
    "type": "object",
    "properties": {
        "found": {"type": "integer"},
        "diagnosis": {**MATCH_SCHEMA, "description": "When the query reads as a catalogued message: that entry."},
        "results": {"type": "array", "items": BRIEF_SCHEMA},
    },
    "required": ["found", "results"],
}
LIST_OUTPUT = {
    "type": "object",
    "properties": {
        "total": {"type": "integer", "description": "How many entries match the filters."},
        "offset": {"type": "integer"},
        "next_offset": {"type": "integer", "description": "Call again with this offset for the next page."},
        "packages": {"type": "array", "items": _STR, "description": "The packages the `package` filter chose."},
        "entries": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"id": _ID, "title": _STR, "capability": _STR, "package": _STR},
                "required": ["id", "title", "capability", "package"],
            },
        },
    },
    "required": ["total", "offset", "entries"],
}
SCAN_OUTPUT = {
    "type": "object",
    "properties": {
        "path": {"type": "string", "description": "The file read (resolved)."},
        "findings": {"type": "integer", "description": "Every occurrence of a catalogued error in the file."},
        "errors": {
            "type": "array",
            "description": f"One per entry found, most frequent first (at most {SCAN_MAX_ERRORS}).",
            "items": {
                "type": "object",
                "properties": {
                    "id": _ID,
                    "title": _STR,
                    "count": {"type": "integer", "description": "How many times it occurs."},
                    "confidence": {
                        "type": "object",
                        "additionalProperties": {"type": "integer"},
                        "description": "How many occurrences at each confidence. " + CONFIDENCE_NOTE,
                    },
                    "lines": {
                        "type": "array",
                        "items": {"type": "integer"},
                        "description": f"The first {SCAN_LINES_PER_ERROR} lines it occurs on.",
                    },
                    "occurrences": {
                        "type": "array",
                        "description": f"The first {SCAN_OCCURRENCES_PER_ERROR}, with their values (redacted).",
                        "items": {
                            "type": "object",
                            "properties": {
                                "line": {"type": "integer"},
                                "end_line": {"type": "integer", "description": "A message wrapped over lines."},
                                "confidence": _STR,
                                "score": {"type": "number"},
                                "values": _VALUES,
                            },
                            "required": ["line", "confidence", "score", "values"],
                        },
                    },
                    "docs_url": _DOCS,
                    "resource": _RESOURCE,
                },
                "required": ["id", "title", "count", "confidence", "lines", "occurrences", "docs_url", "resource"],
            },
        },
        "omitted_errors": {"type": "integer", "description": "Entries found but left out of `errors`."},
    },
    "required": ["path", "findings", "errors"],
}
PROBE_OUTPUT = {
    "type": "object",
    "properties": {
        "target": _STR,
        "probes": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "name": _STR,
                    "status": {"type": "string", "enum": ["pass", "fail", "warn", "skip"]},
                    "detail": _STR,
                    "entries": {"type": "array", "items": _STR, "description": "Entries this result is evidence for."},
                    "findings": {"type": "object", "additionalProperties": {"type": "string"}},
                },
                "required": ["name", "status", "detail"],
            },
        },
    },
    "required": ["target", "probes"],
}
