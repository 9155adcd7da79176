"""Verdicts for diagnose: does the live evidence confirm or rule out the cause an entry describes?"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from ._catalog import EntryLike
from ._result import NEGATIVE, ProbeResult

Verdict = Literal["confirmed", "ruled_out", "inconclusive"]

_DETAIL_MAX = 240


def _short(text: str) -> str:
    return text if len(text) <= _DETAIL_MAX else text[: _DETAIL_MAX - 1] + "…"


def verdict_for(entry: EntryLike, results: Iterable[ProbeResult]) -> tuple[Verdict, list[str]]:
    """``confirmed`` when a probe the entry names found its capability missing or broken; ``ruled_out`` when
    such probes found it present or working and none found it missing or broken; ``inconclusive`` otherwise.

    Evidence is one short line per relevant probe result, e.g. ``"set_env: setEnv broken (...)"``.
    """
    cap = entry.capability
    relevant = [r for r in results if r.name in entry.probes]
    negative: list[str] = []
    positive: list[str] = []
    other: list[str] = []
    for r in relevant:
        found = r.findings.get(cap)
        line = f"{r.name}: {cap} {found} ({_short(r.detail)})" if found else f"{r.name} {r.status}: {_short(r.detail)}"
        if found in NEGATIVE:
            negative.append(line)
        elif found in ("present", "working"):
            positive.append(line)
        else:
            other.append(line)
    if negative:
        return "confirmed", negative + positive
    if positive:
        return "ruled_out", positive + other
    if not relevant:
        named = ", ".join(entry.probes) or "none"
        return "inconclusive", [f"none of the probes this entry names ran (it names: {named})"]
    return "inconclusive", other
