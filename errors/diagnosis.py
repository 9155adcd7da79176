"""``errors.diagnose``: from pasted text to match records, the same ones ``diagnose --json`` prints.

A small paste is read whole: every line and every run of lines a wrapped message may span. A large one
(more than NARROW_ABOVE_CHARS characters) is read as ``scan`` reads a log (:mod:`errors.scan`): one pass for the
templates' anchors rules out the lines that cannot hold a message, so a 50 MB log costs what scanning it does.
Either way the findings become errors (:func:`distinct_errors`): one per entry, at its best line, with every
line it is on and the entries that read the same text as rivals.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from .catalog import Catalog, load_catalog
from .match import Finding, Matcher, context_of, rival_note
from .match.matcher import CHECK_EVERY
from .match.rivals import introduces, read_alike
from .match.specificity import GENERIC, MEDIUM, PLAIN, SPECIFIC
from .normalize import MAX_DIAGNOSE_CHARS, candidates

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, made without compiling their methods (errors._dataclass)
    from ._dataclass import dataclass

__all__ = ["Cancelled", "ProbeRequest", "diagnose", "distinct_errors", "finding_record"]

# Above this size a paste is read as a log (errors.scan).
NARROW_ABOVE_CHARS = 50_000
class Cancelled(Exception):
    """``diagnose`` stopped because its ``should_stop`` said so."""


# The most diagnose reads of one paste (a larger one is cut, keeping its end); `scan` streams any size.
MAX_NARROWED_CHARS = MAX_DIAGNOSE_CHARS * 25


def finding_record(
    finding: Finding,
    catalog: Catalog,
    matcher: Matcher | None = None,
    rivals: list[Finding] | None = None,
    lines: list[int] | None = None,
) -> dict[str, Any]:
    """One match in the ``diagnose --json`` contract, with the full entry record under ``entry``.

    ``rivals`` are other entries that read the same text; ``lines`` every line the same error is on."""
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
        "end_line": finding.end_line or finding.line,
        "lines": lines or [finding.line],
        "matched_text": finding.text,
        "spans": {name: list(span) for name, span in finding.spans.items()},
        "method": finding.method,
        "normalizations": list(finding.steps),
        # What beside the text ties it to its entry (not the probes' "evidence", which a verdict brings).
        "confirmed_by": list(finding.evidence),
    }
    if finding.why:
        record["why"] = finding.why
    if finding.dropped_prefix is not None:
        record["dropped_prefix"] = finding.dropped_prefix
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
    if matcher is not None and rivals:
        record["rivals"] = [
            {
                "id": other.entry.id,
                "title": other.entry.title,
                "confidence": other.confidence,
                "how": rival_note(matcher, finding, other),
            }
            for other in rivals
            if other.entry.id != entry.id
        ]
    record["entry"] = catalog.record(entry)
    return record


class Diagnosed(NamedTuple):
    """One error found in a paste: its best reading, the other entries that read the same text, and every line
    the same error (the same entry) is on."""

    finding: Finding
    rivals: list[Finding]
    lines: list[int]


TIER_ORDER = {GENERIC: 0, PLAIN: 1, MEDIUM: 2, SPECIFIC: 3}


def distinct_errors(findings: list[Finding], matcher: Matcher) -> list[Diagnosed]:
    """The findings of a paste as errors, best first.

    Per line, readings that explain the same words are rivals (:func:`errors.match.rivals.read_alike`): the best
    is the error and the others its rivals (two as good as each other are two answers, each the other's rival).
    Readings of different parts of a line are different errors, the one introduced or wrapped first. The same
    entry on several lines is one error, at its best line, with every line it is on.
    """
    by_line: dict[int, list[Finding]] = {}
    for f in findings:
        by_line.setdefault(f.line, []).append(f)
    answers: list[tuple[Finding, list[Finding], tuple[int, int, float]]] = []
    for readings in by_line.values():
        readings.sort(key=lambda f: f.rank, reverse=True)
        groups: list[list[Finding]] = []
        for f in readings:
            home = next((g for g in groups if read_alike(matcher, g[0], f)), None)
            if home is None:
                groups.append([f])
            else:
                home.append(f)
        tops: list[tuple[Finding, list[Finding]]] = []
        for g in groups:
            best = g[0]
            tied = [f for f in g if f.rank[:3] == best.rank[:3]]
            tops += [(f, [r for r in g if r is not f]) for f in tied]
        for f, rivals in tops:
            level, corroborated, score, _ = f.rank
            key = (level, corroborated, score)
            # Of two readings of a line where one introduces or wraps the other, the one to fix ranks just above
            # the other: the error inside, unless it says less than its wrapper (a generic "Permission denied:
            # ..." inside "[WorkspaceSkills] Cannot access skills path ...: <it>" is only the detail).
            for other, _ in tops:
                if other is f or other.rank[:3] < key:
                    continue
                inner_first = introduces(other, f) and TIER_ORDER[f.tier] >= TIER_ORDER[other.tier]
                outer_first = introduces(f, other) and TIER_ORDER[other.tier] < TIER_ORDER[f.tier]
                if inner_first or outer_first:
                    key = (other.rank[0], other.rank[1], other.rank[2] + 0.01)
            answers.append((f, rivals, key))
    merged: dict[str, tuple[Diagnosed, tuple[int, int, float]]] = {}
    for f, rivals, key in sorted(answers, key=lambda a: (a[2], -a[0].line), reverse=True):
        known = merged.get(f.entry.id)
        if known is None:
            merged[f.entry.id] = (Diagnosed(f, rivals, [f.line]), key)
        else:
            known[0].lines.append(f.line)
    for d, _ in merged.values():
        d.lines.sort()
    ordered = sorted(merged.values(), key=lambda dk: (dk[1], -dk[0].lines[0]), reverse=True)
    return [d for d, _ in ordered]


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
    on_progress: Callable[[int, int], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> dict[str, Any]:
    """Match ``text`` (a message, a stack trace or a log) against the catalog.

    Returns ``{"matches": [...], "probes": [...]}``, best first; an empty ``matches`` means not in the catalog.
    With ``probe``, the probes the matched entries name run against that target, and each match gets a
    ``verdict`` (confirmed, ruled_out or inconclusive) and its ``evidence``. Raises ``errors.probes.TargetError``
    when the target cannot be reached or loaded. With ``project`` (or the probe's), each match gets ``versions``:
    what that project's ``node_modules`` installs, measured against the entry's history and ``requires``.

    ``on_progress(done, total)`` is told how far the matching is (characters of a large paste, texts of a small
    one); ``should_stop()`` is asked as often, and when it says so, :class:`Cancelled` is raised.

    ``first_line`` is the number of the text's first line (when it is the end of a longer input). Of a text
    longer than MAX_NARROWED_CHARS only the end is read; the result then says what was skipped, under
    ``skipped`` (``{"bytes": ..., "lines": ...}``, the bytes counted in UTF-8).
    """
    catalog = load_catalog() if catalog is None else catalog  # an empty Catalog is falsy: never swap it
    matcher = Matcher.for_catalog(catalog)
    skipped: dict[str, int] | None = None
    if len(text) > MAX_NARROWED_CHARS:  # keep the end (in a log the error is usually there), numbered as it was
        cut = text.find("\n", len(text) - MAX_NARROWED_CHARS) + 1 or len(text) - MAX_NARROWED_CHARS
        dropped = text.count("\n", 0, cut)
        skipped = {"bytes": len(text[:cut].encode("utf-8", errors="surrogateescape")), "lines": dropped}
        first_line += dropped
        text = text[cut:]
    def checkpoint(done: int, total: int) -> None:
        if on_progress is not None:
            on_progress(done, total)
        if should_stop is not None and should_stop():
            raise Cancelled("diagnose was cancelled")

    if len(text) > NARROW_ABOVE_CHARS:
        from .scan import SCAN_CHUNK_FOR_PROGRESS, scan

        data = text.encode("utf-8", errors="surrogateescape")
        shift = first_line - 1
        everything = [
            f._replace(line=f.line + shift, end_line=f.end_line + shift if f.end_line else 0)
            for f in scan(
                io.BytesIO(data),
                catalog,
                chunk_bytes=SCAN_CHUNK_FOR_PROGRESS,
                on_chunk=lambda read: checkpoint(read, len(data)),
                generic=True,  # a paste is what the user asks about: its generic messages count, as `possible`
            )
        ]
    else:
        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        numbered = [c._replace(line=c.line + first_line - 1) for c in candidates(text)]
        count = iter(range(0, len(numbered) + 1, CHECK_EVERY))
        everything = matcher.find_in(
            numbered,
            context_for=lambda n: context_of(lines, n - first_line),
            check=lambda: checkpoint(next(count, len(numbered)), len(numbered)),
        )
    found = distinct_errors(everything, matcher)
    shown = found[: max(top, 1)]
    findings = [d.finding for d in shown]
    records = [finding_record(d.finding, catalog, matcher, d.rivals, d.lines) for d in shown]
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
    if len(found) > len(shown):
        result["more"] = len(found) - len(shown)  # errors found beyond ``top`` (scan lists them all)
    if skipped is not None:
        result["skipped"] = skipped
    return result
