"""The scan's tables for the package's port of it (errors/npm/js/lib/scan.js), taken from the Python objects.

``scan.js`` ports the streaming and screening of :mod:`errors.scan` and :mod:`errors.screen`; what those
compute before they read a log comes from here: the prefilter's anchors and the templates each stands for
(:func:`errors.match.anchor_owners`, in :class:`errors.match.AnchorFinder`'s order), the words the screen asks
of each template (:class:`errors.screen.Screen`'s own tables), each entry's literal length, the screen's two
regexes and the constants. Matching itself is ``site/static/matcher.js``'s, with its own data.

Two characters stand in for what the port cannot pass to ``matcher.js`` as it is (see scan.js): ``FRAME_GUARD``
goes before a line shaped like a stack frame (the normaliser removes it, but the frame test no longer matches:
``scan`` reads such lines, ``diagnose`` skips them), and one of ``CR_STAND_INS`` replaces a carriage return
inside a line (``scan`` reads it as a character, ``diagnose`` as a line break). Both are checked here to be read
as they must be by the normaliser's own tables.
"""

from __future__ import annotations

import re
from typing import Any

from .. import match, normalize, scan, screen
from ..catalog import Catalog
from ..match import Finding, Matcher, anchor_owners
from ..screen import Screen
from ..site.js_regex import to_js

__all__ = ["CR_STAND_INS", "FRAME_GUARD", "scan_tables"]

FRAME_GUARD = "\x01"
# Whitespace that is no line break, neither folded nor removed by the normaliser: read as "\r" is inside a line.
CR_STAND_INS = "\u2002\u2003\u2004\u2005\u2006\u2008\u200a\u205f\u3000\u1680"


def _js(pattern: re.Pattern[str]) -> list[str]:
    return list(to_js(pattern.pattern, ignore_case=bool(pattern.flags & re.IGNORECASE)))


def _check_stand_ins(matcher: Matcher) -> None:
    """Fail the build when a stand-in would be read otherwise than the character it stands for."""
    cleaned, steps = normalize.strip_noise(FRAME_GUARD + "at x")
    if cleaned != "at x" or steps != ["control-chars"] or FRAME_GUARD.isspace():
        raise ValueError("FRAME_GUARD is no longer a control character the normaliser removes")
    literal = "".join(text for c in matcher.compiled for text in c.head.literals)
    literal += "".join(c.entry.message for c in matcher.compiled)
    for ch in CR_STAND_INS:
        if (
            not ch.isspace()
            or len(f"a{ch}b".splitlines()) != 1
            or normalize.fold(ch) != ch
            or normalize.strip_noise(f"a{ch}b") != (f"a{ch}b", [])
            or ch in literal
        ):
            raise ValueError(f"U+{ord(ch):04X} can no longer stand in for a carriage return inside a line")


def _fuzzy_words(forms: tuple[tuple[str, ...], ...] | None) -> list[list[str]] | None:
    """The words a fuzzy reading needs (each as the forms that survive one slip), longest first as the screen
    checks them; words of one length in a fixed order (the screen's comes from a set, and varies from run to
    run; any order means the same)."""
    if forms is None:
        return None
    return sorted(([*f] for f in forms), key=lambda f: (-sum(map(len, f)), f))


def _levels(catalog: Catalog) -> dict[str, int]:
    """Finding.rank's first term for each confidence level, read off findings of each level."""
    names: tuple[str, ...] = getattr(match, "LEVELS", ("exact", "strong", "weak"))
    entry = catalog.entries[0]
    return {level: Finding(entry, 0.0, level, {}, 0, "", {}).rank[0] for level in names}


def scan_tables(catalog: Catalog) -> dict[str, Any]:
    matcher = Matcher.for_catalog(catalog)
    _check_stand_ins(matcher)
    owners = anchor_owners(matcher)
    kept = sorted(a for a in owners if a)  # AnchorFinder's order; an empty anchor is never looked for
    table = Screen(matcher)
    return {
        "anchors": [[anchor, sorted(owners[anchor])] for anchor in kept],
        # Per template (Matcher.compiled order): the words an exact, a cut-off and a fuzzy reading need, and
        # whether it is long enough to be read across lines.
        "screen": [
            [
                list(table._exact[i]),
                list(table._prefix[i]),
                _fuzzy_words(table._fuzzy[i]),
                1 if table._wraps[i] else 0,
            ]
            for i in range(len(matcher.compiled))
        ],
        # Finding.rank's first term per confidence: how findings are ranked before their score.
        "levels": _levels(catalog),
        "literal_chars": {e.id: matcher.literal_chars(e) for e in catalog.entries},
        "regex": {
            "json_escape": _js(screen._JSON_ESCAPE),
            "spans_lines": _js(screen._SPANS_LINES),
        },
        "frame_guard": FRAME_GUARD,
        "cr_stand_ins": CR_STAND_INS,
        "constants": {
            "CHUNK_BYTES": scan.CHUNK_BYTES,
            "CONTEXT": scan.CONTEXT,
            "MAX_CARRY_BYTES": scan.MAX_CARRY_BYTES,
            "DECODE_BYTES": normalize.MAX_LINE_CHARS * 8,  # scan._decode reads this much of a line
            "SNIFF_BYTES": normalize.SNIFF_BYTES,
            "MAX_LINE_CHARS": normalize.MAX_LINE_CHARS,
            "MAX_JOINED_LINES": normalize.MAX_JOINED_LINES,
            "MIN_WRAPPED_LINE": normalize.MIN_WRAPPED_LINE,
            "MIN_EMBEDDED_LITERAL": match.MIN_EMBEDDED_LITERAL,
            "TEXTS_KEPT": screen.TEXTS_KEPT,
        },
    }
