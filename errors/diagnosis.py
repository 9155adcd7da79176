"""``errors.diagnose``: from pasted text to match records, the same ones ``diagnose --json`` prints.

Large inputs are narrowed first: only lines that hold some template's anchor (a literal run every rendering,
whole or cut off, holds), their neighbours (for wrapped messages) and the last lines of the paste (for fuzzy
matching) are normalised and matched, so a 50 MB log costs a few linear passes and no more.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .catalog import Catalog, load_catalog
from .match import AnchorFinder, Finding, Matcher, scan_anchors
from .normalize import (
    MAX_CANDIDATE_LINES,
    MAX_DIAGNOSE_CHARS,
    MAX_JOINED_LINES,
    Candidate,
    candidates,
    candidates_in,
)

__all__ = ["ProbeRequest", "diagnose", "finding_record", "narrow"]

# Above this size a paste is narrowed to the lines that can matter.
NARROW_ABOVE_CHARS = 50_000
TAIL_LINES = 400
# The most diagnose reads of one paste (a larger one is cut, keeping its end); `scan` streams any size.
MAX_NARROWED_CHARS = MAX_DIAGNOSE_CHARS * 25

_finders: dict[int, AnchorFinder] = {}


def _finder(matcher: Matcher) -> AnchorFinder:
    if id(matcher) not in _finders:
        _finders.clear()
        _finders[id(matcher)] = AnchorFinder(scan_anchors(matcher))
    return _finders[id(matcher)]


def narrow(text: str, matcher: Matcher, first_line: int = 1) -> list[tuple[int, str]] | None:
    """The (line number, line) pairs of a large paste worth matching; None when the paste is small."""
    if len(text) <= NARROW_ABOVE_CHARS:
        return None
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    data = text.encode("utf-8", errors="replace").lower()
    lines = text.split("\n")
    keep: set[int] = set(range(max(len(lines) - TAIL_LINES, 0), len(lines)))
    hits = _finder(matcher).hit_lines(data)
    # Only the last lines are read past MAX_CANDIDATE_LINES anyway: don't pay for the others.
    hits = hits[-MAX_CANDIDATE_LINES:]
    index, counted_to = 0, 0
    for start in hits:
        index += data.count(b"\n", counted_to, start)
        counted_to = start
        # A wrapped message may hold its anchor on any of its lines: keep the lines around the hit too.
        keep.update(range(max(index - MAX_JOINED_LINES + 1, 0), min(index + MAX_JOINED_LINES, len(lines))))
    return [(first_line + i, lines[i]) for i in sorted(keep)]


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
    if finding.outside_values:
        # Values the pinned release does not emit, where another release may (params[].other_values).
        params = {p.name: p for p in entry.params}
        record["outside_values"] = [
            {
                "param": name,
                "value": value,
                "pinned_values": list(params[name].values),
                "release": catalog.releases.get(entry.package),
                "why": params[name].other_values,
            }
            for name, value in finding.outside_values
        ]
    if finding.wording is not None:
        # Another release's wording of this entry (catalog/history.yaml): which releases say it, and the current one.
        record["wording"] = {
            "message": finding.wording.message,
            "releases": finding.wording.releases,
            "released": finding.wording.released,
            "newer": finding.wording.newer,
            "current": entry.message,
            "current_release": catalog.releases.get(entry.package),
        }
    if matcher is not None and others:
        record["differs_from"] = [
            {"id": other.entry.id, "how": matcher.tells_apart(entry, other.entry)}
            for other in others
            if other.entry.id != entry.id
        ]
    record["entry"] = catalog.record(entry)
    return record


@dataclass(frozen=True)
class ProbeRequest:
    """Where and how to run live probes after matching (``diagnose --probe``)."""

    target: str
    project: str | None = None
    timeout: float = 120.0
    allow_create: bool = False
    allow_destroy: bool = False
    identity: tuple[str, ...] = ()


def diagnose(
    text: str,
    catalog: Catalog | None = None,
    *,
    top: int = 3,
    probe: ProbeRequest | None = None,
    first_line: int = 1,
    project: str | None = None,
) -> dict[str, Any]:
    """Match ``text`` (a message, a stack trace or a log) against the catalog.

    Returns ``{"matches": [...], "probes": [...]}``, best first; an empty ``matches`` means not in the catalog.
    With ``probe``, the probes the matched entries name run against that target, and each match gets a
    ``verdict`` (confirmed, ruled_out or inconclusive) and its ``evidence``. Raises ``errors.probes.TargetError``
    when the target cannot be reached or loaded. With ``project`` (or the probe's), each match gets ``versions``:
    what that project's ``node_modules`` installs, measured against the entry's history and ``requires``.

    ``first_line`` is the number of the text's first line (when it is the end of a longer input). Of a text
    longer than MAX_NARROWED_CHARS only the end is read; the result then says what was skipped, under
    ``skipped`` (``{"bytes": ..., "lines": ...}``, the bytes counted in UTF-8).
    """
    catalog = load_catalog() if catalog is None else catalog  # an empty Catalog is falsy: never swap it
    matcher = Matcher.for_catalog(catalog)
    skipped: dict[str, int] | None = None
    if len(text) > MAX_NARROWED_CHARS:  # keep the end (in a log the error is usually there), numbered as it was
        cut = text.find("\n", len(text) - MAX_NARROWED_CHARS) + 1 or len(text) - MAX_NARROWED_CHARS
        lines = text.count("\n", 0, cut)
        skipped = {"bytes": len(text[:cut].encode("utf-8", errors="surrogateescape")), "lines": lines}
        first_line += lines
        text = text[cut:]
    kept = narrow(text, matcher, first_line)
    if kept is None:
        cands: list[Candidate] = candidates(text)
    else:
        cands = candidates_in(kept, ("crlf",) if "\r" in text else ())
    findings = matcher.find_in(cands)[: max(top, 1)]
    records = [finding_record(f, catalog, matcher, findings if len(findings) > 1 else None) for f in findings]
    project = project or (probe.project if probe is not None else None)
    if project is not None and findings:
        from pathlib import Path

        from .versions import installation, packages_of, version_facts

        installed = installation(Path(project), packages_of([f.entry for f in findings]))
        for record, finding in zip(records, findings, strict=True):
            record["versions"] = version_facts(finding.entry, finding.wording, installed)
    probes: list[dict[str, Any]] = []
    if probe is not None and findings:
        from .probes import run_probes, verdict_for

        # The probes the matched entries name, once each, in the order the entries name them.
        wanted = list(dict.fromkeys(name for f in findings for name in f.entry.probes))
        results: tuple[Any, ...] = ()
        if wanted:
            report = run_probes(
                probe.target,
                only=wanted,
                project=probe.project,
                timeout=probe.timeout,
                allow_create=probe.allow_create,
                allow_destroy=probe.allow_destroy,
                identity=probe.identity,
                catalog=catalog,
            )
            probes = report.to_dict()["probes"]
            results = report.probes
        # Every match gets a verdict; one whose entry names no probe is inconclusive, and says why.
        for record, finding in zip(records, findings, strict=True):
            record["verdict"], record["evidence"] = verdict_for(finding.entry, results)
    result: dict[str, Any] = {"matches": records, "probes": probes}
    if skipped is not None:
        result["skipped"] = skipped
    return result
