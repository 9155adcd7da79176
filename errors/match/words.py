"""The word view of a template, shared by every layer: tokens, the words every rendering shows, typos.

A template's *safe words* are the words of its literal text that every rendering shows as whole words: a word
at the edge of a literal may be glued to a value (``${timeoutMs}ms`` renders ``30000ms``), so only words with
a non-word character on both sides count, the start and the end of the message serving as one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from ..catalog import Entry
from ..normalize import fold
from ..template import Literal, Placeholder, Template

__all__ = [
    "MAX_READINGS",
    "STOPWORDS",
    "TYPO_MIN_LEN",
    "deletions",
    "fuzzy_words",
    "merged",
    "readings",
    "sequence",
    "tokens",
    "typo",
    "words_of",
]

# A word this long still counts when mistyped once (one letter changed, added, dropped, or two swapped).
TYPO_MIN_LEN = 6
# A template with closed value sets is matched loosely only when it has at most this many value combinations.
MAX_READINGS = 64

TOKEN = re.compile(r"[a-z0-9_]+")
TOKEN_CHAR = re.compile(r"[a-z0-9_]")
WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")
STOPWORDS = frozenset(
    "a an the is are be to of in on for and or but not no it its this that with as at by from was has have".split()
)


def tokens(folded: str) -> list[str]:
    """Words of a folded text, as the indexes see them."""
    return TOKEN.findall(folded)


def fuzzy_words(seq: Iterable[Sequence[Any]]) -> tuple[str, ...]:
    """The distinct words of a sequence (:func:`sequence`) that the fuzzy layer shortlists templates by:
    stopwords and one-letter words left out."""
    return tuple(dict.fromkeys(w for w, _, _ in seq if w not in STOPWORDS and len(w) > 1))


def sequence(template: Template, *, folding: bool = False) -> list[tuple[str, int, bool]]:
    """The safe words of a template, in order: (word, offset in the literal text, a value may come before it).

    With ``folding``, the literals are folded here (folding keeps lengths, so offsets are the same).
    """
    return [(w, at, gap) for w, at, gap, glue in words_of(template, folding=folding) if not glue]


def words_of(template: Template, *, folding: bool = False) -> list[tuple[str, int, bool, str]]:
    """Every word of a template's literal text, in order: (word, offset, a value may come before it, glue).

    ``glue`` is "" for a safe word, ">" for a word a value follows without a break (``result${suffix}``: the
    text's word starts with it) and "<" for one a value comes right before (``${ms}ms``: the text's word ends
    with it); a word glued on both sides is left out (it says nothing alone).
    """
    out: list[tuple[str, int, bool, str]] = []
    offset = 0
    last = len(template.parts) - 1
    gap = False
    for index, part in enumerate(template.parts):
        if not isinstance(part, Literal):
            gap = True
            continue
        text = fold(part.text) if folding else part.text
        for m in TOKEN.finditer(text):
            a, b = m.span()
            left = text[a - 1] not in WORD_CHARS if a > 0 else index == 0
            right = text[b] not in WORD_CHARS if b < len(text) else index == last
            if left and right:
                out.append((m.group(), offset + a, gap, ""))
                gap = False
            elif left or right:
                # Glued to a value on one side: the value may run into it, so what comes after is a gap.
                out.append((m.group(), offset + a, gap, ">" if left else "<"))
                gap = right
            else:
                gap = True
        offset += len(text)
    return out


def readings(entry: Entry, head: Template) -> tuple[tuple[tuple[str, bool, str], ...], ...]:
    """The word sequences fuzzy matching accepts: with a closed set of values, one per allowed combination (the
    value's words are then required like the template's own); none when there are too many combinations."""
    closed = {p.name: p.values for p in entry.params if p.values and p.name in head.params}
    combos: list[dict[str, str]] = [{}]
    for name, values in closed.items():
        combos = [{**combo, name: fold(v)} for combo in combos for v in values]
        if len(combos) > MAX_READINGS:
            return ()
    out = []
    for combo in combos:
        parts = tuple(
            Literal(combo[p.name], combo[p.name]) if isinstance(p, Placeholder) and p.name in combo else p
            for p in head.parts
        )
        out.append(tuple((w, gap, glue) for w, _, gap, glue in words_of(Template(head.source, merged(parts)))))
    return tuple(out)


def gap_values(template: Template) -> tuple[tuple[tuple[str, ...], str], ...]:
    """Per word of :func:`words_of` (same order): the names of the values between it and the word before (for
    the first word: the values before it), and the characters of the literal text between the two words (what
    stands around those values: quotes, a dash, spaces)."""
    out: list[tuple[tuple[str, ...], str]] = []
    names: list[str] = []
    around: list[str] = []
    last = len(template.parts) - 1
    for index, part in enumerate(template.parts):
        if not isinstance(part, Literal):
            names.append(part.name)
            continue
        text = part.text
        done = 0
        for m in TOKEN.finditer(text):
            a, b = m.span()
            left = text[a - 1] not in WORD_CHARS if a > 0 else index == 0
            right = text[b] not in WORD_CHARS if b < len(text) else index == last
            if left or right:
                around.append(text[done:a])
                out.append((tuple(names), "".join(around)))
                names, around, done = [], [], b
        around.append(text[done:])
    return tuple(out)


def merged(parts: tuple[Literal | Placeholder, ...]) -> tuple[Literal | Placeholder, ...]:
    """Adjacent literals joined into one, so words are judged against their real neighbours."""
    out: list[Literal | Placeholder] = []
    for part in parts:
        if isinstance(part, Literal) and out and isinstance(out[-1], Literal):
            out[-1] = Literal(out[-1].source + part.source, out[-1].text + part.text)
        else:
            out.append(part)
    return tuple(out)


def deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


def typo(a: str, b: str) -> bool:
    """One slip (a letter changed, added, dropped or two swapped) in a long word: the same word, mistyped."""
    if len(a) < TYPO_MIN_LEN or abs(len(a) - len(b)) > 1:
        return False
    from rapidfuzz.distance import OSA

    return bool(OSA.distance(a, b, score_cutoff=1) <= 1)
