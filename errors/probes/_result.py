"""What a probe run produces: one result per probe, and the report that holds them (the JSON contract)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from ._redact import redact

Status = Literal["pass", "fail", "warn", "skip"]
#: What a probe found out about one capability (a key of the catalog's capability taxonomy).
Finding = Literal["missing", "present", "working", "broken", "unknown"]

STATUSES: tuple[Status, ...] = ("pass", "fail", "warn", "skip")
FINDINGS: tuple[Finding, ...] = ("missing", "present", "working", "broken", "unknown")
#: Findings that say the capability is the cause: these link a result to catalog entries.
NEGATIVE: frozenset[Finding] = frozenset({"missing", "broken"})


@dataclass(frozen=True)
class ProbeResult:
    """The outcome of one probe against one target.

    ``entries`` lists the catalog entries this result is evidence for; ``hint`` is a fix hint for the terminal
    report only (the JSON contract has no such field). ``detail`` and ``hint`` are redacted on construction.
    """

    name: str
    status: Status
    detail: str
    entries: tuple[str, ...] = ()
    findings: Mapping[str, Finding] = field(default_factory=dict)
    hint: str = ""

    def __post_init__(self) -> None:
        # Redacted here, so no path that shows a result (text, JSON, diagnose's evidence) can skip it.
        object.__setattr__(self, "detail", redact(self.detail))
        object.__setattr__(self, "hint", redact(self.hint))

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "status": self.status,
            "detail": self.detail,
            "entries": list(self.entries),
            "findings": dict(self.findings),
        }


@dataclass(frozen=True)
class ProbeReport:
    """All results of one run, in the order the probes ran. ``target`` is the target as shown (redacted)."""

    target: str
    probes: tuple[ProbeResult, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "target", redact(self.target))

    @property
    def failed(self) -> bool:
        return any(r.status == "fail" for r in self.probes)

    def get(self, name: str) -> ProbeResult | None:
        return next((r for r in self.probes if r.name == name), None)

    def __iter__(self) -> Iterator[ProbeResult]:
        return iter(self.probes)

    def to_dict(self) -> dict[str, Any]:
        return {"target": self.target, "probes": [r.to_dict() for r in self.probes]}
