"""What a finding says in words: how sure the match is, the line, another release's wording, a value outside
the pinned release's set. One implementation for the terminal (:mod:`errors.terminal`) and the site's paste box:
``site/static/diagnose.js`` fills the same PHRASES (exported to ``assets/phrases.js``) from the same record,
``diagnose --json``'s, and a Chromium test holds the two to the same text.

A phrase is a ``str.format`` template with plain ``{name}`` slots only, so that a page fills it the same way.
"""

from __future__ import annotations

from typing import Any

PHRASES: dict[str, str] = {
    "exact": "exact match",
    "strong": "strong match",
    "possible": "possible match",
    "weak": "possible match",  # what the matcher called "possible" before issue 27
    "scored": "{confidence}, score {score}",
    "line": "line {line}",
    "also_on": "also on lines {lines}",
    "evidence": "confirmed by {evidence} in the paste",
    "why": "why not more: {why}",
    "rival": "the same text also reads as {id} ({confidence}): {how}",
    "more": "{count} more errors found in the paste: `sandbox-errors scan` lists them all",
    # beside every printed link: the same page, for a reader who cannot follow it (offline, or no mirror)
    "docs": "{url} (offline: sandbox-errors explain {id})",
    "wording": "this wording is from {releases}; in {current_release} it reads '{current}'",
    "outside_values": (
        "{param} = '{value}' is not a value {release} emits (it emits {emitted}); another release may ({why})"
    ),
}


def phrase(key: str, **values: object) -> str:
    return PHRASES[key].format(**values)


def confidence(match: dict[str, Any]) -> str:
    """``exact match``, or ``strong match, score 92.3``: an exact match's score only orders two templates that
    both fit, so it is not shown."""
    label = PHRASES[match["confidence"]]
    if match["confidence"] == "exact":
        return label
    return phrase("scored", confidence=label, score=f"{match['score']:.1f}")


def line(match: dict[str, Any]) -> str:
    return phrase("line", line=match["line"])


def also_on(match: dict[str, Any]) -> str:
    """The other lines the same error is on (at most eight of them named), or "" when it is on one."""
    others = [n for n in match.get("lines") or [] if n != match["line"]]
    if not others:
        return ""
    shown = ", ".join(str(n) for n in others[:8]) + (", ..." if len(others) > 8 else "")
    return phrase("also_on", lines=shown)


def docs(url: str, entry_id: str) -> str:
    return phrase("docs", url=url, id=entry_id)


def notes(match: dict[str, Any]) -> list[str]:
    """Another release's wording of the message, and each value the pinned release does not emit."""
    out: list[str] = []
    wording = match.get("wording")
    if wording:
        current = (wording["current_release"] or "@the pinned release").rpartition("@")[2]
        out.append(
            phrase("wording", releases=wording["releases"], current_release=current, current=wording["current"])
        )
    for outside in match.get("outside_values") or []:
        out.append(
            phrase(
                "outside_values",
                param=outside["param"],
                value=outside["value"],
                release=outside["release"] or "the pinned release",
                emitted=", ".join(outside["pinned_values"]),
                why=outside["why"],
            )
        )
    return out
