"""The fuzzy layer: a text that spells out a template's words, in order, with what a person retyping it changes.

A text that matched nothing exactly is compared with the few templates that share its rarest words (weighted by
how rare each is in the catalog: ``idf``). Every word of the template must be there, in order; one long word may
carry a slip (it counts 0.9; two slips make another text). What the words leave out counts too, since a person
retyping keeps it:

- words inserted where the template has no value cost as much as a missing match, so a template's words
  scattered through a longer text score low;
- the punctuation between two of the template's words must be the text's (quotes of any kind count as one):
  ``Command failed: exit 3`` does not spell out ``${label} command failed (exit ${code}): ${detail}``;
- a template that is not *specific* must be the whole text, but for its values and punctuation: its words
  say too little to be found loosely inside other text (``Invalid environment variable name format`` does not
  spell out ``Invalid environment variable name``, nor does a CI line that holds "timed out after");
- a *generic* template is never read loosely: its words are any log's words.

Scores are out of 100; STRONG and WEAK come from ``tests/bench/bench_accuracy.py --sweep``.
"""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING

from ..normalize import Candidate
from .compiled import CompiledTemplate
from .finding import Finding
from .specificity import GENERIC, SPECIFIC
from .values import fits
from .words import TOKEN, TYPO_MIN_LEN, deletions, typo

if TYPE_CHECKING:
    from .matcher import Matcher

__all__ = ["MIN_FUZZY_WORDS", "STRONG", "WEAK", "align", "fuzzy_readings"]

STRONG = 95.0
WEAK = 85.0
# Fuzzy matching needs this many words of a template: fewer say too little to be matched loosely.
MIN_FUZZY_WORDS = 3
# Fuzzy readings of one text this close in score are told apart by how many of its words they explain.
CLOSE_READINGS = 10.0
# Fuzzy matching compares a text with at most this many templates (those sharing the rarest words).
FUZZY_SHORTLIST = 8
# A word held by more templates than this does not shortlist templates for fuzzy matching (it says little).
SHORTLIST_MAX_DF = 64
# Fuzzy matching reads a text of MIN_FUZZY_CHARS to MAX_FUZZY_CHARS characters with MIN_FUZZY_TEXT_WORDS words.
MIN_FUZZY_CHARS = 12
MAX_FUZZY_CHARS = 1000
MIN_FUZZY_TEXT_WORDS = 3
# A word longer than this is never taken for a typo of a catalog word.
MAX_TYPO_WORD = 40
# A mistyped word counts this much of a word; an alignment starts at most at this many places.
TYPO_WEIGHT = 0.9
MAX_ALIGN_STARTS = 4
# A text retyped by hand has at most this many slips; more is another text.
MAX_SLIPS = 1
# The punctuation between two words weighs as much as a word.
PUNCTUATION_WEIGHT = 1.0

_QUOTES = str.maketrans({"'": "'", '"': "'", "`": "'"})


def _separators(folded: str, spans: list[tuple[int, int]]) -> list[str]:
    """Per word of the text: the punctuation between it and the word before (spaces dropped, quotes as '),
    and last, what follows the last word."""
    out = [""]
    for (_, end), (start, _) in itertools.pairwise(spans):
        out.append("".join(folded[end:start].split()).translate(_QUOTES))
    out.append("".join(folded[spans[-1][1] :].split()).translate(_QUOTES) if spans else "")
    return out


def _spells(word: str, glue: str, token: str) -> float:
    """How much a text's token counts for a template word: 1 the same (a glued word: the token starts or ends
    with it), TYPO_WEIGHT a slip of a whole word, 0 another word."""
    if glue == ">":
        return 1.0 if token.startswith(word) else 0.0
    if glue == "<":
        return 1.0 if token.endswith(word) else 0.0
    if token == word:
        return 1.0
    return TYPO_WEIGHT if typo(word, token) else 0.0


def align(
    sequence: tuple[tuple[str, bool, str], ...],
    separators: tuple[str | None, ...],
    words: list[str],
    text_separators: list[str],
    trailers: tuple[str | None, ...] = (),
) -> tuple[float, tuple[int, ...]]:
    """How well ``words`` (a text's) spell out a template's words (``(word, gap, glue)``), out of 100 (0 when
    they don't), with the index of the text's word each template word is at in the best alignment.

    ``separators[i]`` is the template's punctuation before its word ``i + 1`` (None where a value stands
    there, or unknown); ``trailers[i]`` the punctuation between its word ``i`` and a value after it (None: none);
    ``text_separators[j]`` the text's punctuation before its word ``j`` (its last item: after the last word).
    """
    first, _, first_glue = sequence[0]
    best: tuple[float, tuple[int, ...]] = (0.0, ())
    starts = [i for i, w in enumerate(words) if _spells(first, first_glue, w)][:MAX_ALIGN_STARTS]
    pairs = sum(1 for s in separators if s is not None) + sum(1 for t in trailers if t is not None)

    def trails(k: int, j: int) -> int:
        expected = trailers[k] if k < len(trailers) else None
        return 1 if expected is not None and text_separators[j + 1].startswith(expected.translate(_QUOTES)) else 0
    for start in starts:
        matched = _spells(first, first_glue, words[start])
        slips = 1 if matched < 1.0 else 0
        inserted = 0
        punctuation = trails(0, start)
        pos = start + 1
        at = [start]
        for k, (word, gap, glue) in enumerate(sequence[1:]):
            # The nearest occurrence, exact or mistyped (a later exact one may be the same word used again).
            j = next((x for x in range(pos, len(words)) if _spells(word, glue, words[x])), -1)
            if j == -1:
                break
            weight = _spells(word, glue, words[j])
            slips += 1 if weight < 1.0 else 0
            if slips > MAX_SLIPS:
                break
            matched += weight
            expected = separators[k] if k < len(separators) else None
            if not gap:
                inserted += j - pos
            # The punctuation before this word is the template's, at every break words were inserted at too.
            if expected is not None and all(
                text_separators[x] == expected.translate(_QUOTES) for x in range(pos, j + 1)
            ):
                punctuation += 1
            punctuation += trails(k + 1, j)
            pos = j + 1
            at.append(j)
        else:
            total = len(sequence) + inserted + PUNCTUATION_WEIGHT * pairs
            score = 100.0 * (matched + PUNCTUATION_WEIGHT * punctuation) / total
            if score > best[0]:
                best = (score, tuple(at))
    return best


def _meant(matcher: Matcher, word: str) -> list[str]:
    """Catalog words that ``word`` may be a typo of (one slip away)."""
    if len(word) < TYPO_MIN_LEN - 1 or len(word) > MAX_TYPO_WORD:
        return []
    keys = {word, *deletions(word)}
    found = {x for k in keys for x in matcher.by_deletion.get(k, ())}
    found.update(k for k in keys if k in matcher.by_word and len(k) >= TYPO_MIN_LEN)
    return [x for x in found if typo(x, word)]


def shortlist(matcher: Matcher, words: set[str]) -> tuple[list[int], set[str]]:
    """The templates (indexes into ``matcher.compiled``) sharing the rarest words with a text, best first, and
    the catalog words the text holds as they are or with one slip."""
    weight: dict[int, float] = {}
    present: set[str] = set()
    # In a fixed order (sorted words, ties by index), so the sums and the cut do not depend on set order.
    for w in sorted(words):
        meant = [w] if w in matcher.by_word else _meant(matcher, w)
        present.update(meant)
        for x in meant:
            holders = matcher.by_word[x]
            if len(holders) <= SHORTLIST_MAX_DF:
                for index in holders:
                    weight[index] = weight.get(index, 0.0) + matcher.idf[x]
    return sorted(weight, key=lambda i: (-weight[i], i))[:FUZZY_SHORTLIST], present | words


def _present(matcher: Matcher, words: set[str]) -> set[str]:
    """The catalog words a text holds as they are or with one slip."""
    out = set(words)
    for w in words:
        if w not in matcher.by_word:
            out.update(_meant(matcher, w))
    return out


def fuzzy_readings(
    matcher: Matcher, cand: Candidate, folded: str, words: set[str], only: set[int] | None = None
) -> list[Finding]:
    """The loose readings of one text that matched nothing exactly (see the module's docstring); ``only``: the
    templates that may read it loosely (the line filter's), when known."""
    from rapidfuzz import fuzz

    if len(folded) < MIN_FUZZY_CHARS or len(folded) > MAX_FUZZY_CHARS or len(words) < MIN_FUZZY_TEXT_WORDS:
        return []
    spans = [m.span() for m in TOKEN.finditer(folded)]
    sequence = [folded[a:b] for a, b in spans]
    text_separators = _separators(folded, spans)
    out: list[Finding] = []
    # The line filter already knows the templates whose words the text holds in order: no shortlist is needed.
    listed, present = shortlist(matcher, words) if only is None else (sorted(only), _present(matcher, words))
    for index in listed:
        c = matcher.compiled[index]
        # Every safe word of the template, as it is or with one slip: what an alignment needs, checked first.
        # A generic template's words are any log's words: read loosely they say nothing.
        if len(c.sequence) < MIN_FUZZY_WORDS or c.tier == GENERIC or not c.required <= present:
            continue
        # A fuzzy match extracts no values, so a value's pattern must at least be somewhere in the text.
        if any(p.pattern and re.search(p.pattern, cand.text, re.IGNORECASE) is None for p in c.entry.params):
            continue
        score, at = _best(c, sequence, text_separators)
        if score < WEAK or not _values_fit(c, folded, spans, at):
            continue
        first, last = at[0], at[-1]
        if c.tier != SPECIFIC and not _bounded(c, folded, spans[first][0], spans[last][1]):
            continue
        # Punctuation the words leave out ("session" and "session.") tells otherwise equal templates apart.
        similarity = fuzz.ratio(c.skeleton, folded)
        out.append(
            Finding(
                c.entry,
                score,
                "possible",  # decided with the context (errors.match.confidence.judge)
                {},
                cand.line,
                cand.text,
                {},
                cand.steps,
                "fuzzy",
                similarity=round(similarity, 1),
                explained=len(c.sequence),
                wording=c.wording,
                whole=first == 0 and last == len(sequence) - 1,
                tier=c.tier,
                dropped_prefix=c.dropped_prefix,
                start=spans[first][0],
                end=spans[last][1],
                end_line=cand.end_line,
            )
        )
    if len(out) > 1:
        # Two templates spelled out in one text: the one that explains more of it is the reading; a shorter
        # template whose words the longer one holds is at most a lower-ranked alternative.
        top = max(f.score for f in out)
        best = max((f for f in out if f.score >= top - CLOSE_READINGS), key=lambda f: (f.explained, f.score))
        out = [
            f
            if f is best or f.explained >= best.explained
            else f._replace(score=min(f.score, round(best.score - 1.0, 1)), demoted=True)
            for f in out
        ]
    return out


def _values_fit(c: CompiledTemplate, folded: str, spans: list[tuple[int, int]], at: tuple[int, ...]) -> bool:
    """Whether the text between two aligned words can be the values the template has there: a value's kind
    holds in a loose reading too (``Sandbox ${sandboxId} not found`` does not read ``sandbox process exited
    with code 7: directory not found``). Only open templates are checked (a closed value's words are in the
    reading); a value glued to a word, or two values side by side of any kind but one without spaces, are
    only held to having no spaces."""
    if c.closed or len(at) != len(c.gap_kinds):
        return True
    reading = c.readings[0] if c.readings else ()
    for i in range(1, len(at)):
        kinds, around = c.gap_kinds[i]
        if not kinds or "text" in kinds:
            continue
        # What the template puts around the value (quotes, a dash) is not the value; the text may quote it.
        inner = folded[spans[at[i - 1]][1] : spans[at[i]][0]].strip(around + " \t'\"`")
        glued = reading[i - 1][2] == ">" or reading[i][2] == "<"
        if len(kinds) == 1 and not glued:
            if not fits(kinds[0], inner):
                return False
        elif any(ch.isspace() for ch in inner):
            return False
    return True


def _bounded(c: CompiledTemplate, folded: str, start: int, end: int) -> bool:
    """Whether the words a template's alignment spans are the whole text (but for punctuation at its ends);
    where a value comes before the template's first word (or after its last), it runs from the text's start (or
    to its end)."""
    value_before, value_after = c.values_around
    before = "" if value_before else folded[:start]
    after = "" if value_after else folded[end:]
    return not TOKEN.search(before) and not TOKEN.search(after)


def _best(c: CompiledTemplate, sequence: list[str], text_separators: list[str]) -> tuple[float, tuple[int, ...]]:
    best: tuple[float, tuple[int, ...]] = (0.0, ())
    for reading in c.readings:
        # A closed-set value's words stand in the reading where the value was: its separators are unknown there.
        separators = tuple(None for _ in reading[1:]) if c.closed else c.separators
        found = align(reading, separators, sequence, text_separators, () if c.closed else c.trailers)
        if found[0] > best[0]:
            best = found
    return round(best[0], 1), best[1]
