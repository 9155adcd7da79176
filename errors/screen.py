"""The cheap check between scan's prefilter and the matcher: can this line (or these lines joined) be one of
the templates whose anchor it holds?

An anchor is a few words of a template; a log line can hold them and say something else entirely ("failed:"
is on every other line of an npm log). Matching such a line costs its normalisation, several candidate texts
and an index look-up each, and, when nothing matches exactly, a fuzzy pass: about a millisecond. The screen
costs a handful of substring checks instead. It only rules lines out: it asks for words the matcher cannot do
without, so a line it lets through is matched as before, and a line it drops could not have matched.

- An exact reading needs every literal piece of the template, as it is (folded): templates match literally.
- A cut-off reading needs its first MIN_PREFIX_CHARS characters of literal text.
- A fuzzy reading needs every word of the template, a long one (TYPO_MIN_LEN letters or more) maybe with one
  slip: then one of its two ends is intact.

They are looked for as substrings of the noise-stripped, folded text: a candidate is a part of its line
whatever prefix the normaliser strips from it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from typing import Any

from .match import MIN_EMBEDDED_LITERAL, MIN_FUZZY_WORDS, MIN_PREFIX_CHARS, TYPO_MIN_LEN, Matcher
from .match.specificity import GENERIC
from .normalize import fold, strip_noise

__all__ = ["Screen"]

# A JSON log line's message may spell characters as \uXXXX; the normaliser decodes them.
_JSON_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})")
# What strip_noise or the JSON decoding may read differently once two lines are joined.
_SPANS_LINES = re.compile(r"[<&\x1b]|\\u")
# What an ASCII line must not hold for its screened text to be the line lower-cased: control characters and
# tabs (strip_noise, fold), the starts of tags and entities (strip_noise), escapes (the JSON decoding).
_NOT_PLAIN = re.compile(r"[\x00-\x1f\x7f<&\\]")
# A piece of a template found only where lines are joined is this long at least ("not found" breaks anywhere).
MIN_ACROSS_PIECE = 10
# Lines whose screened text is kept (a few windows' worth).
TEXTS_KEPT = 64


def _screen_text(raw: str) -> str:
    text, _ = strip_noise(raw)
    if "\\u" in text:
        text += "\n" + _JSON_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), text)
    if '\\"' in text:  # quotes escaped as in a JSON string (the normaliser reads it unescaped too)
        text += "\n" + text.replace('\\"', '"')
    # fold keeps lengths, so it leaves a text whose lower-casing would change its length as it is: lower it
    # anyway, positions do not matter here.
    return fold(text).lower()


class Screen:
    """Per template, the words any reading of it needs (see the module's docstring)."""

    def __init__(self, matcher: Matcher) -> None:
        tables = _tables(matcher)
        self._exact: list[tuple[str, ...]] = tables["exact"]
        self._prefix: list[tuple[str, ...]] = tables["prefix"]
        self._fuzzy: list[tuple[tuple[str, ...], ...] | None] = tables["fuzzy"]
        self._wraps: list[bool] = tables["wraps"]
        self._closed: list[tuple[tuple[str, ...], ...]] = tables["closed"]
        self._ordered: list[tuple[tuple[str, ...], ...]] = tables["ordered"]
        self._texts: dict[str, tuple[str, bool]] = {}
        # The pieces long enough to count as found only where lines are joined (see _across).
        self._long = [
            tuple(p for p in (*exact, *prefix) if len(p) >= MIN_ACROSS_PIECE)
            for exact, prefix in zip(self._exact, self._prefix, strict=True)
        ]

    def text(self, line: str) -> tuple[str, bool]:
        """A line as the screen reads it (noise stripped, folded), and whether it holds what may read otherwise
        once joined to its neighbour (a tag or an escape that a line break cuts). Kept for the lines read last:
        each line is read again as a neighbour of the hits around it."""
        known = self._texts.get(line)
        if known is None:
            if len(self._texts) >= TEXTS_KEPT:
                self._texts.clear()
            if line.isascii() and not _NOT_PLAIN.search(line):
                # Nothing to strip, decode or fold: the screened text is the line lower-cased.
                known = self._texts[line] = (line.strip().lower(), False)
            else:
                known = self._texts[line] = (_screen_text(line.strip()), bool(_SPANS_LINES.search(line)))
        return known

    def line_may_match(self, line: str, templates: Collection[int]) -> bool:
        """Whether one line may read as one of ``templates`` (indexes into ``Matcher.compiled``), in any way."""
        return self.readings_possible(line, templates, templates) != (False, False)

    def readings_possible(
        self, line: str, exact_templates: Collection[int], loose_templates: Collection[int]
    ) -> tuple[bool, bool]:
        """Whether one line may read as one of ``exact_templates`` exactly (or cut off), and whether as one of
        ``loose_templates`` loosely."""
        text, _ = self.text(line)
        exact = any(self._exact_or_cut(index, text) for index in exact_templates)
        loose = any(
            (fuzzy := self._fuzzy[index]) is not None
            and all(any(f in text for f in forms) for forms in fuzzy)
            and _in_order(text, self._ordered[index])
            for index in loose_templates
        )
        return exact, loose

    def joined_may_match(self, lines: Sequence[str], templates: Collection[int]) -> bool:
        """Whether some run of ``lines`` joined (with or without a space at the breaks) may read exactly, or as
        a cut-off message, as one of ``templates`` that is long enough to be read across lines (a short one,
        like "git ${verb} failed: ${stderr}", would read any run of lines that starts and ends right)."""
        wrapping = [index for index in templates if self._wraps[index]]
        if not wrapping:
            return False
        screened = [self.text(line) for line in lines]
        if any(spans for _, spans in screened):
            stripped = [line.strip() for line in lines]
            texts = (_screen_text(" ".join(stripped)), _screen_text("".join(stripped)))
        else:
            texts = (" ".join(t for t, _ in screened), "".join(t for t, _ in screened))
        # A piece held by one of the lines alone (a piece is one line of a template: no line break in it).
        singles = "\n".join(t for t, _ in screened)
        # The matcher reads the lines joined one way or the other: the literal text must be whole in one, or
        # its cut-off start with a piece of it that only the join holds (a line holding a cut-off start alone
        # is read as that line: every run of lines around it would pass otherwise).
        # Both need the cut-off start (see _exact_or_cut): a text without it is ruled out first.
        for index in wrapping:
            for text in texts:
                if self._exact_or_cut(index, text) and (self._whole(index, text) or self._across(index, text, singles)):
                    return True
        return False

    def _across(self, index: int, text: str, singles: str) -> bool:
        """Whether ``text`` (lines joined) holds a piece of the template that none of the lines holds alone
        (``singles``: the lines' texts, one a line)."""
        for p in self._long[index]:
            if p in text and p not in singles:
                return True
        return False

    def may_wrap(self, templates: Collection[int]) -> bool:
        """Whether one of ``templates`` is long enough to be read across lines."""
        return any(self._wraps[index] for index in templates)

    def _whole(self, index: int, text: str) -> bool:
        for values in self._closed[index]:
            for value in values:
                if value in text:
                    break
            else:
                return False
        for piece in self._exact[index]:
            if piece not in text:
                return False
        return True

    def _exact_or_cut(self, index: int, text: str) -> bool:
        # Whole or cut off: a cut-off text may stop before a closed value (a state, a limit), only a whole one
        # shows them all. A text holding the whole literals holds their cut-off start too (each piece of the
        # start is a part of a literal's), so the start's pieces alone decide.
        for piece in self._prefix[index]:
            if piece not in text:
                return False
        return True


def _build_tables(matcher: Matcher) -> dict[str, list[Any]]:
    """Per template (in ``matcher.compiled``'s order), the words each reading needs."""
    exact: list[tuple[str, ...]] = []
    prefix: list[tuple[str, ...]] = []
    fuzzy_words: list[tuple[tuple[str, ...], ...] | None] = []
    wraps: list[bool] = []
    closed: list[tuple[tuple[str, ...], ...]] = []
    ordered: list[tuple[tuple[str, ...], ...]] = []
    for c in matcher.compiled:
        # Longest first: the rarest, so a line that lacks them is ruled out on the first check.
        literals = [lit.strip() for lit in c.head.literals]
        exact.append(tuple(sorted(filter(None, literals), key=len, reverse=True)))
        shown, offset = [], 0
        for lit in c.head.literals:
            shown.append(lit[: max(MIN_PREFIX_CHARS - offset, 0)].strip())
            offset += len(lit)
        prefix.append(tuple(sorted(filter(None, shown), key=len, reverse=True)))
        # A placeholder with a closed set of values (a provider tag) shows one of them in every reading.
        closed.append(
            tuple(
                tuple(fold(v).strip() for v in p.values)
                for p in c.entry.params
                if p.values and p.other_values is None and p.name in c.head.params
            )
        )
        fuzzy = len(c.sequence) >= MIN_FUZZY_WORDS and bool(c.readings) and c.tier != GENERIC
        words = sorted({w for w, _ in c.sequence}, key=len, reverse=True)
        fuzzy_words.append(tuple(_slip_forms(w) for w in words) if fuzzy else None)
        # The same words in the template's order: an alignment finds them so.
        ordered.append(tuple(_slip_forms(w) for w, _ in c.sequence) if fuzzy else ())
        # A generic template read across lines would read any run of ordinary lines that hold its words.
        wraps.append(c.literal_chars >= MIN_EMBEDDED_LITERAL and c.tier != GENERIC)
    return {
        "exact": exact,
        "prefix": prefix,
        "fuzzy": fuzzy_words,
        "wraps": wraps,
        "closed": closed,
        "ordered": ordered,
    }


def _tables(matcher: Matcher) -> dict[str, list[Any]]:
    """The screen's tables, from a cache beside the catalog's (working them out reads every template's readings:
    :meth:`Matcher.derived`)."""
    import orjson

    data = orjson.loads(matcher.derived("screen", lambda: orjson.dumps(_build_tables(matcher)), code=[__file__]))

    # JSON has lists only; the screen's tables hold tuples: of words ("exact", "prefix"), or of groups of
    # words (the rest; "fuzzy" may be None), or booleans ("wraps"). Converted by shape, not by a walk: a scan
    # reads some 20,000 of them at start.
    def words(items: list[Any]) -> list[Any]:
        return [tuple(item) for item in items]

    def groups(items: list[Any]) -> list[Any]:
        return [None if item is None else tuple(map(tuple, item)) for item in items]

    shaped: dict[str, Callable[[list[Any]], list[Any]]] = {
        "exact": words,
        "prefix": words,
        "fuzzy": groups,
        "closed": groups,
        "ordered": groups,
        "wraps": list,
    }
    tables = {name: shaped[name](items) for name, items in data.items()}  # a new table must say its shape
    if any(len(items) != len(matcher.compiled) for items in tables.values()):  # pragma: no cover - never trusted
        return _build_tables(matcher)
    return tables


def _in_order(text: str, words: tuple[tuple[str, ...], ...]) -> bool:
    """Whether each word (one of its forms) is found after the one before: an alignment reads them in order."""
    pos = 0
    for forms in words:
        found = [at for at in (text.find(f, pos) for f in forms) if at != -1]
        if not found:
            return False
        pos = min(found) + 1
    return True


def _slip_forms(word: str) -> tuple[str, ...]:
    """What a text holding ``word``, or ``word`` with the one slip fuzzy matching forgives, surely holds: the
    word itself when short, else its two ends (one slip, two letters at most, cannot reach both)."""
    if len(word) < TYPO_MIN_LEN:
        return (word,)
    keep = (len(word) - 2) // 2
    return (word[:keep], word[len(word) - keep :])
