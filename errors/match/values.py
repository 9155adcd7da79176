"""Values have shapes: a placeholder's ``kind`` (catalog ``params[].kind``) says what upstream can put there.

``timeoutMs`` is a number, so ``Execution timed out after 90s: Kody stopped observing the sandbox.`` is not
``Execution timed out after ${timeoutMs}ms`` whatever its words. A value that breaks its kind rules a reading
out; a value cut off by a truncated paste only has to be the start of one that fits.
"""

from __future__ import annotations

import functools
import re

__all__ = ["KIND_PATTERNS", "cut_to_kind", "fits"]

# What every value of a kind looks like, as a regex matched at the value's start. `text` takes anything.
KIND_PATTERNS: dict[str, str] = {
    "integer": r"-?[0-9]+",
    "number": r"-?[0-9]+(?:\.[0-9]+)?",
    # One token: no whitespace, no quotes or brackets around it (those belong to the message).
    "identifier": r"[^\s'\"`()\[\]{}<>,;|]+",
    "path": r"[^\s'\"`<>|,;]+",
    "url": r"[a-z][a-z0-9+.-]*://[^\s'\"`<>|]+",
}


# Each compiled on first use: a paste whose readings hold no value of a kind (or another command) never needs it.
_CUT_PATTERNS = {
    "integer": r"-?[0-9]*\Z",
    "number": r"-?[0-9]*(?:\.[0-9]*)?\Z",
    "url": r"[a-z][a-z0-9+.-]*(?::(?:/(?:/[^\s'\"`<>|]*)?)?)?\Z",
}


@functools.cache
def _whole(kind: str) -> re.Pattern[str]:
    """A whole value of the kind."""
    return re.compile(f"(?:{KIND_PATTERNS[kind]})\\Z", re.IGNORECASE)


@functools.cache
def _start(kind: str) -> re.Pattern[str]:
    """A value of the kind at the start of a text."""
    return re.compile(KIND_PATTERNS[kind], re.IGNORECASE)


@functools.cache
def _cut(kind: str) -> re.Pattern[str]:
    """A cut-off value: the start of one that fits (no character it could never hold)."""
    if kind not in _CUT_PATTERNS:
        return _whole(kind)
    return re.compile(_CUT_PATTERNS[kind], re.IGNORECASE if kind == "url" else 0)


def _patterns() -> tuple[dict[str, re.Pattern[str]], dict[str, re.Pattern[str]], dict[str, re.Pattern[str]]]:
    """Every kind's regexes: a whole value, a value's start, a cut-off value."""
    whole, start, cut = ({kind: get(kind) for kind in KIND_PATTERNS} for get in (_whole, _start, _cut))
    return whole, start, cut


def fits(kind: str, value: str, *, cut: bool = False) -> bool:
    """Whether ``value`` is one of ``kind`` (with ``cut``: the start of one; an empty cut value always is)."""
    if kind == "text" or kind not in KIND_PATTERNS:
        return True
    if cut:
        return not value or _cut(kind).match(value) is not None
    return _whole(kind).match(value) is not None


def cut_to_kind(kind: str, text: str, start: int) -> int | None:
    """Where a value of ``kind`` that starts at ``start`` of ``text`` ends (its longest run); None for ``text``
    or when no value of the kind starts there."""
    if kind not in KIND_PATTERNS:
        return None
    m = _start(kind).match(text, start)
    return m.end() if m else None
