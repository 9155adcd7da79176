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


@functools.cache
def _patterns() -> tuple[dict[str, re.Pattern[str]], dict[str, re.Pattern[str]], dict[str, re.Pattern[str]]]:
    """The kinds' regexes: a whole value, a value's start, a cut-off value (the start of one that fits: no
    character it could never hold). Compiled on first use: a paste whose readings hold no typed value (or
    another command) never needs them."""
    whole = {kind: re.compile(f"(?:{pattern})\\Z", re.IGNORECASE) for kind, pattern in KIND_PATTERNS.items()}
    start = {kind: re.compile(pattern, re.IGNORECASE) for kind, pattern in KIND_PATTERNS.items()}
    cut = {
        "integer": re.compile(r"-?[0-9]*\Z"),
        "number": re.compile(r"-?[0-9]*(?:\.[0-9]*)?\Z"),
        "identifier": whole["identifier"],
        "path": whole["path"],
        "url": re.compile(r"[a-z][a-z0-9+.-]*(?::(?:/(?:/[^\s'\"`<>|]*)?)?)?\Z", re.IGNORECASE),
    }
    return whole, start, cut


def fits(kind: str, value: str, *, cut: bool = False) -> bool:
    """Whether ``value`` is one of ``kind`` (with ``cut``: the start of one; an empty cut value always is)."""
    if kind == "text" or kind not in KIND_PATTERNS:
        return True
    whole, _, cut_off = _patterns()
    if cut:
        return not value or cut_off[kind].match(value) is not None
    return whole[kind].match(value) is not None


def cut_to_kind(kind: str, text: str, start: int) -> int | None:
    """Where a value of ``kind`` that starts at ``start`` of ``text`` ends (its longest run); None for ``text``
    or when no value of the kind starts there."""
    pattern = _patterns()[1].get(kind)
    if pattern is None:
        return None
    m = pattern.match(text, start)
    return m.end() if m else None
