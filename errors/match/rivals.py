"""Rivals: other entries that read the same text, and what tells them apart, in words a user follows.

Findings on different lines are different errors, never rivals. Two entries are rivals when they read the
same text: a message several packages throw (``Invalid environment variable name``), or close templates.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..catalog import Entry
from .finding import Finding

if TYPE_CHECKING:
    from .matcher import Matcher

__all__ = ["introduces", "read_alike", "rival_note", "tells_apart"]

# Two readings of one line that share this much of their words (Jaccard) read the same words: rivals.
ALIKE = 0.5


def _as_written(word: str, entry: Entry) -> str:
    """A folded (lower-case) word of a template as the template writes it (``executeCommand``)."""
    found = re.search(re.escape(word), entry.message, re.IGNORECASE)
    return found.group() if found else word


def tells_apart(matcher: Matcher, a: Entry, b: Entry) -> str:
    """A sentence on what distinguishes two entries whose messages are close."""
    ca, cb = matcher.compiled_for(a), matcher.compiled_for(b)
    wa, wb = set(ca.words), set(cb.words)
    only_a, only_b = sorted(wa - wb)[:4], sorted(wb - wa)[:4]
    parts = []
    if only_a or only_b:
        parts.append(
            f"{a.id} says {', '.join(repr(_as_written(w, a)) for w in only_a) or 'nothing extra'}; "
            f"{b.id} says {', '.join(repr(_as_written(w, b)) for w in only_b) or 'nothing extra'}"
        )
    elif ca.skeleton != cb.skeleton:
        parts.append(f"the punctuation differs: {ca.skeleton!r} and {cb.skeleton!r}")
    if a.package != b.package:
        parts.append(f"{a.id} is thrown by {a.package}, {b.id} by {b.package}")
    if a.capability != b.capability:
        parts.append(f"they concern {a.capability} and {b.capability}")
    return "; ".join(parts) or "their messages differ only in their values"


def rival_note(matcher: Matcher, chosen: Finding, other: Finding) -> str:
    """Why ``other``, which reads the same text as ``chosen``, is not the answer (or is as good a one)."""
    a, b = chosen.entry, other.entry
    same_words = matcher.compiled_for(a).skeleton == matcher.compiled_for(b).skeleton
    if same_words:
        if chosen.evidence and not other.evidence:
            return (
                f"{b.package} throws the same message ({b.id}), "
                f"but the paste points to {a.package}: {chosen.evidence[0]}"
            )
        if chosen.rank[:2] == other.rank[:2]:
            return (
                f"{b.package} throws the same message ({b.id}); nothing in the paste tells which of "
                f"{a.package} and {b.package} threw it (a stack frame of either would)"
            )
    return tells_apart(matcher, a, b)


def read_alike(matcher: Matcher, a: Finding, b: Finding) -> bool:
    """Whether two readings of one line explain the same words (rivals) rather than two parts of the line (a
    log line that introduces an error, and the error: two findings)."""
    wa, wb = set(matcher.compiled_for(a.entry).words), set(matcher.compiled_for(b.entry).words)
    if not wa or not wb:
        return True
    return len(wa & wb) / len(wa | wb) >= ALIKE


def introduces(a: Finding, b: Finding) -> bool:
    """Whether reading ``a`` of a line introduces or wraps reading ``b`` of the same line: ``b``'s text comes
    after ``a``'s ("[WorkspaceSkills] Failed to load skill from x: <b>") or inside one of its values. The
    error introduced is the one to fix, so it comes first."""
    inner, outer = b.covered.lower(), a.text.lower()
    if not inner or inner == a.covered.lower():
        return False
    at = outer.find(inner)
    return at >= a.start and (at >= a.end or any(x <= at and at + len(inner) <= y for x, y in a.spans.values()))
