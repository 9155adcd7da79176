"""``errors.diagnose``: from pasted text to match records, the same ones ``diagnose --json`` prints.

Large inputs are narrowed first: only lines that hold some template's longest literal run (case-folded), their
neighbours (for wrapped messages) and the last lines of the paste (for fuzzy matching) are normalised and
matched, so a 50 MB log costs a few linear passes and no more.
"""

from __future__ import annotations

from typing import Any

from .catalog import Catalog, load_catalog
from .match import Finding, Matcher
from .normalize import MAX_DIAGNOSE_CHARS, Candidate, candidates, fold

__all__ = ["diagnose", "finding_record", "narrow"]

# Above this size a paste is narrowed to the lines that can matter.
NARROW_ABOVE_CHARS = 200_000
TAIL_LINES = 400


def narrow(text: str, matcher: Matcher) -> tuple[str, bool]:
    """The lines of a large paste worth matching, joined; and whether anything was left out."""
    if len(text) <= NARROW_ABOVE_CHARS:
        return text, False
    folded = fold(text)
    keep: set[int] = set()
    line_starts: list[int] | None = None
    hits: list[int] = []
    for anchor in {c.anchor for c in matcher.compiled if len(c.anchor) >= 8}:
        pos = folded.find(anchor)
        while pos != -1 and len(hits) < 100_000:
            hits.append(pos)
            pos = folded.find(anchor, pos + len(anchor))
    if hits:
        import bisect

        line_starts = [0]
        pos = text.find("\n")
        while pos != -1:
            line_starts.append(pos + 1)
            pos = text.find("\n", pos + 1)
        for hit in hits:
            index = bisect.bisect_right(line_starts, hit) - 1
            keep.update(range(max(index - 2, 0), index + 3))
    lines = text.split("\n")
    keep.update(range(max(len(lines) - TAIL_LINES, 0), len(lines)))
    # Keep the original line numbers by leaving dropped lines empty.
    narrowed = "\n".join(line if i in keep else "" for i, line in enumerate(lines))
    return narrowed, True


def finding_record(
    finding: Finding, catalog: Catalog, matcher: Matcher | None = None, others: list[Finding] | None = None
) -> dict[str, Any]:
    """One match in the ``diagnose --json`` contract, with the full entry record under ``entry``."""
    entry = finding.entry
    record: dict[str, Any] = {
        "id": entry.id,
        "title": entry.title,
        "message": entry.message,
        "score": finding.score,
        "confidence": finding.confidence,
        "params": finding.params,
        "exception": entry.exception,
        "docs_url": catalog.docs_url(entry.id),
        "line": finding.line,
        "matched_text": finding.text,
        "spans": {name: list(span) for name, span in finding.spans.items()},
        "method": finding.method,
        "normalizations": list(finding.steps),
    }
    if finding.missing:
        record["missing_words"] = list(finding.missing)
    if matcher is not None and others:
        record["differs_from"] = [
            {"id": other.entry.id, "how": matcher.tells_apart(entry, other.entry)}
            for other in others
            if other.entry.id != entry.id
        ]
    record["entry"] = catalog.record(entry)
    return record


def diagnose(text: str, catalog: Catalog | None = None, *, top: int = 3) -> dict[str, Any]:
    """Match ``text`` (a message, a stack trace or a log) against the catalog.

    Returns ``{"matches": [...], "probes": []}``, best first; an empty ``matches`` means not in the catalog.
    """
    catalog = catalog or load_catalog()
    matcher = Matcher.for_catalog(catalog)
    narrowed, _ = narrow(text[: MAX_DIAGNOSE_CHARS * 25], matcher)
    cands: list[Candidate] = candidates(narrowed)
    findings = matcher.find_in(cands)[: max(top, 1)]
    return {
        "matches": [finding_record(f, catalog, matcher, findings if len(findings) > 1 else None) for f in findings],
        "probes": [],
    }
