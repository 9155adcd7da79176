"""The record ``scan --json`` prints: every finding of a log, and a summary grouped by entry."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, BinaryIO

from .catalog import Catalog

if TYPE_CHECKING:
    from .scan import ScanStats


def scan_report(
    stream: BinaryIO, catalog: Catalog, *, generic: bool = False, stats: ScanStats | None = None
) -> dict[str, Any]:
    """``{"findings": [...], "summary": [{id, title, count, lines, docs_url}]}`` for one log stream; ``generic``
    and ``stats`` as for :func:`errors.scan.scan`."""
    from .diagnosis import finding_record
    from .scan import scan

    groups: dict[str, list[int]] = {}
    findings: list[dict[str, Any]] = []
    for finding in scan(stream, catalog, generic=generic, stats=stats):
        groups.setdefault(finding.entry.id, []).append(finding.line)
        record = finding_record(finding, catalog)
        del record["entry"]
        record["end_line"] = finding.end_line or finding.line  # a message wrapped over lines ends here
        findings.append(record)
    summary = [
        {
            "id": entry_id,
            "title": catalog.get(entry_id).title,
            "count": len(lines),
            "lines": lines,
            "docs_url": catalog.docs_url(entry_id),
        }
        for entry_id, lines in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    ]
    return {"findings": findings, "summary": summary}
